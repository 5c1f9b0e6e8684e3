//! The pass-and-play hand-off screen: between turns, it names the next player in their
//! colour and hides everything private until that player taps. Nothing private is a child
//! of this component: the page renders the hand only once `on_reveal` was called.

use yew::prelude::*;

#[derive(Properties, PartialEq, Clone)]
pub struct HandoffProps {
    /// The next player's name.
    pub name: AttrValue,
    /// The next player's colour (any CSS colour).
    pub color: AttrValue,
    /// A line under the name ("Astrid placed Odin for 3 points").
    #[prop_or_default]
    pub note: Option<AttrValue>,
    /// What the hidden hand holds, for "tap to see your tiles" (Völuspá) or "cards" (Odin).
    #[prop_or(AttrValue::Static("tiles"))]
    pub things: AttrValue,
    /// Called when the next player taps to reveal their hand.
    pub on_reveal: Callback<()>,
}

/// Full-screen "Pass to Astrid" card; one tap (or Enter/Space) reveals.
#[component]
pub fn Handoff(props: &HandoffProps) -> Html {
    let button = use_node_ref();
    {
        let button = button.clone();
        use_effect_with(props.name.clone(), move |_| {
            if let Some(b) = button.cast::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
        });
    }
    let onclick = {
        let cb = props.on_reveal.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <div class="handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title">
            <button ref={button} class="handoff-card" {onclick}
                style={format!("--player: {}", props.color)} data-testid="handoff">
                <span class="handoff-swatch" aria-hidden="true"></span>
                <span id="handoff-title" class="handoff-title">{ format!("Pass to {}", props.name) }</span>
                if let Some(note) = &props.note {
                    <span class="handoff-note">{ note.clone() }</span>
                }
                <span class="handoff-tap">{ format!("{}: tap to see your {}", props.name, props.things) }</span>
            </button>
        </div>
    }
}

//! The pass-and-play hand-off screen: between turns, it names the next player in their
//! colour and hides everything private until that player taps. Nothing private is a child
//! of this component: the page renders the hand only once `on_reveal` was called.
//!
//! The card sits along the bottom edge, where the hand was, so the board and the move
//! that was just made stay in view. It only answers a press that starts after it appeared
//! ([`crate::hooks::use_press_guard`]): the tap that ended a turn on a touch screen must
//! not reveal the next player's hand to the player who made it.

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::components::since::{since_box, SinceGroup};
use crate::hooks::use_press_guard;
use crate::i18n::shell;

/// What the hidden hand holds, for "tap to see your tiles" or "… cards".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Hidden {
    /// Völuspá's tiles.
    #[default]
    Tiles,
    /// Odin's and Valda's cards.
    Cards,
}

/// An offer to take back the last turn before the next player takes the device.
#[derive(PartialEq, Clone)]
pub struct HandoffUndo {
    /// The button's words ("Undo Astrid's last move").
    pub label: AttrValue,
    /// Called when the button is pressed.
    pub on_undo: Callback<()>,
}

#[derive(Properties, PartialEq, Clone)]
pub struct HandoffProps {
    /// The next player's name.
    pub name: AttrValue,
    /// The next player's colour (any CSS colour).
    pub color: AttrValue,
    /// A line under the name ("Astrid placed Odin for 3 points").
    #[prop_or_default]
    pub note: Option<AttrValue>,
    /// What the others did since the next player's last turn, oldest first, under each
    /// player's name (shown above the card, read out with the dialog; the card is the one
    /// tap that skips it).
    #[prop_or_default]
    pub since: Vec<SinceGroup>,
    /// What the hidden hand holds.
    #[prop_or_default]
    pub hides: Hidden,
    /// Called when the next player taps to reveal their hand. Afterwards focus moves to
    /// the page's element marked `data-handoff-focus` (for example the first card of the
    /// hand), so keyboard and screen-reader users carry on where play goes on.
    pub on_reveal: Callback<()>,
    /// Offered as a second button: take back the previous player's move.
    #[prop_or_default]
    pub undo: Option<HandoffUndo>,
    /// More buttons beside the card (the players' phones: before anyone takes the device,
    /// the others may join their phones).
    #[prop_or_default]
    pub extra: Html,
}

/// Moves focus to the element the page marked with `data-handoff-focus`, once the page
/// has rendered the revealed hand.
fn focus_revealed_hand() {
    Timeout::new(0, || crate::focus::focus_selector("[data-handoff-focus]")).forget();
}

/// "Pass to Astrid" card along the bottom edge; one fresh tap (or Enter/Space) reveals.
#[component]
pub fn Handoff(props: &HandoffProps) -> Html {
    let root = use_node_ref();
    use_press_guard(root.clone());
    let button = use_node_ref();
    {
        let button = button.clone();
        use_effect_with(props.name.clone(), move |_| {
            if let Some(b) = button.cast::<web_sys::HtmlElement>() {
                crate::focus::focus(&b);
            }
        });
    }
    let onclick = {
        let cb = props.on_reveal.clone();
        Callback::from(move |_: MouseEvent| {
            cb.emit(());
            focus_revealed_hand();
        })
    };
    html! {
        <div ref={root} class="handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title"
            aria-describedby={(!props.since.is_empty()).then_some("handoff-since")}>
            <div class="handoff-dock">
                if !props.since.is_empty() {
                    { since_box("handoff-since", "since", &props.name, &props.color, &props.since, Html::default()) }
                }
                <button ref={button} class="handoff-card" {onclick}
                    style={format!("--player: {}", props.color)} data-testid="handoff">
                    <span class="handoff-swatch" aria-hidden="true"></span>
                    <span id="handoff-title" class="handoff-title">{ shell::pass_to(props.name.as_str()) }</span>
                    if let Some(note) = &props.note {
                        <span class="handoff-note">{ note.clone() }</span>
                    }
                    <span class="handoff-tap">{ match props.hides {
                        Hidden::Tiles => shell::tap_to_see_tiles(props.name.as_str()),
                        Hidden::Cards => shell::tap_to_see_cards(props.name.as_str()),
                    } }</span>
                </button>
                if let Some(undo) = &props.undo {
                    <button class="btn handoff-undo" data-testid="undo-handoff"
                        onclick={{ let cb = undo.on_undo.clone(); Callback::from(move |_: MouseEvent| cb.emit(())) }}>
                        { undo.label.clone() }
                    </button>
                }
                { props.extra.clone() }
            </div>
        </div>
    }
}

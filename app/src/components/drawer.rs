//! [`Drawer`]: a panel that slides in from the right over the play screen (a game's log,
//! Valda's discard pile), with its heading and a Close button.

use yew::prelude::*;

/// What a [`Drawer`] shows.
#[derive(Properties, PartialEq, Clone)]
pub struct DrawerProps {
    /// The game's own class (its width, its list's look).
    pub class: &'static str,
    /// The `data-testid` the tests find it by.
    pub testid: &'static str,
    /// What assistive technology calls the panel.
    pub label: AttrValue,
    /// The heading.
    pub title: AttrValue,
    pub on_close: Callback<()>,
    pub children: Html,
}

/// A drawer. Opening it moves focus to its heading, so a keyboard or screen-reader player
/// starts reading there; the table gives focus back to the button that opened a log
/// (`crate::table::attention`).
#[component]
pub fn Drawer(props: &DrawerProps) -> Html {
    let head = use_node_ref();
    {
        let head = head.clone();
        use_effect_with((), move |_| {
            if let Some(h) = head.cast::<web_sys::Element>() {
                crate::focus::focus_element(&h);
            }
        });
    }
    html! {
        <aside class={classes!("drawer", props.class)} role="dialog" aria-label={props.label.clone()} data-testid={props.testid}>
            <div class="drawer-head">
                <h2 ref={head} tabindex="-1">{ props.title.clone() }</h2>
                <button class="btn" onclick={props.on_close.reform(|_| ())}>{ crate::i18n::shell::close() }</button>
            </div>
            { props.children.clone() }
        </aside>
    }
}

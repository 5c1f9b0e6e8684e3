//! The game's log as a drawer (its sentences are worded from the engine's events by
//! [`crate::valda::words::describe_log`]).

use yew::prelude::*;

use crate::valda::words as w;

#[derive(Properties, PartialEq, Clone)]
pub struct LogProps {
    pub lines: Vec<AttrValue>,
    pub on_close: Callback<()>,
}

/// The whole log, newest last, in a drawer.
#[component]
pub fn LogDrawer(props: &LogProps) -> Html {
    let close = {
        let cb = props.on_close.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <aside class="vlog" role="dialog" aria-label={w::game_log()} data-testid="log">
            <header>
                <h2>{ w::log_title() }</h2>
                <button class="btn" onclick={close}>{ w::close() }</button>
            </header>
            <ol>{ for props.lines.iter().map(|l| html! { <li>{ l.clone() }</li> }) }</ol>
        </aside>
    }
}

//! The game's log as a drawer (its sentences are worded from the engine's events by
//! [`crate::valda::words::describe_log`]), and the hints asked in the game.

use yew::prelude::*;

use crate::components::drawer::Drawer;
use crate::valda::words as w;

/// What [`log_drawer`] lists.
pub struct LogProps {
    pub lines: Vec<AttrValue>,
    pub on_close: Callback<()>,
    /// The hints asked ([`crate::table::hint::hint_log`]).
    pub hints: Html,
    /// Export the game (a phone's header has no room for it: it is here too).
    pub on_export: Option<Callback<()>>,
    /// "Embed this position": the address of its page (`#/valda/position?seat=N`).
    pub embed: Option<AttrValue>,
}

/// The whole log, newest last, in a drawer.
pub fn log_drawer(props: LogProps) -> Html {
    html! {
        <Drawer class="vlog" testid="log" label={w::game_log()} title={w::log_title()} on_close={props.on_close.clone()}>
            <ol>{ for props.lines.iter().map(|l| html! { <li>{ l.clone() }</li> }) }</ol>
            { props.hints.clone() }
            if let Some(cb) = &props.on_export {
                <button class="btn" onclick={cb.reform(|_| ())} data-testid="log-export">{ w::export() }</button>
            }
            if let Some(href) = &props.embed {
                <a class="btn" href={href.clone()} data-testid="log-embed">{ crate::i18n::shell::embed_this_position() }</a>
            }
        </Drawer>
    }
}

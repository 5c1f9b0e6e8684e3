//! The game's log in words (the engine's sentences), as a drawer; and the latest follower
//! change of each player, for the track.

use skald::valda::cards::CardSet;
use skald::valda::event::Event;
use skald::valda::words;
use yew::prelude::*;

/// The latest follower change of each seat in words, with the card's player named.
pub fn follower_notes(log: &[Event], set: &CardSet, names: &[String]) -> Vec<Option<String>> {
    let mut notes = vec![None; names.len()];
    for (e, by) in words::with_card_players(log) {
        if let Event::Followers { player, .. } = e {
            if let (Some(slot), Some(s)) =
                (notes.get_mut(*player), words::describe(e, set, names, by))
            {
                *slot = Some(s);
            }
        }
    }
    notes
}

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
        <aside class="vlog" role="dialog" aria-label="Game log" data-testid="log">
            <header>
                <h2>{ "Log" }</h2>
                <button class="btn" onclick={close}>{ "Close" }</button>
            </header>
            <ol>{ for props.lines.iter().map(|l| html! { <li>{ l.clone() }</li> }) }</ol>
        </aside>
    }
}

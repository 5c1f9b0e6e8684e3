//! The home page's list of unfinished games ([`UnfinishedGames`]): each game with a save
//! that has not ended — the one in its game's slot and those put aside ([`crate::shelf`]) —
//! who plays it and who is to move, "Continue" (a game put aside is brought back into the
//! slot first, and the slot's own game put aside in its place) and "Discard", which asks once.
//!
//! The home page has no engine, so the saves are read, not replayed: only the names in
//! their seats and where the game stood when it was saved ([`crate::save::SaveStatus`]).
//! Opening one replays it; a damaged save is explained there, never here.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::games::{GameId, Status};
use crate::i18n::shell;
pub use crate::listed::{read, Unfinished};
use crate::route::Route;
use crate::shelf;
use crate::text::join_and;

/// The unfinished games saved in this browser, in the home page's order: per game, the one
/// in its slot, then those put aside, oldest first.
fn saved() -> Vec<Unfinished> {
    GameId::ALL
        .into_iter()
        .filter(|g| g.info().status == Status::Playable)
        .flat_map(|g| {
            let slot = g.slot().key;
            std::iter::once(slot.to_string())
                .chain(shelf::keys(slot, shelf::KEPT))
                .filter_map(move |k| read(g, &k, &shelf::text(&k)?))
        })
        .collect()
}

/// What the list shows: the games, the saves kept aside, and whether it asks to discard one
/// (its key) or says why a game could not be brought back.
#[derive(Clone, PartialEq)]
struct List {
    games: Rc<Vec<Unfinished>>,
    aside: Rc<Vec<(GameId, String)>>,
    asking: Option<String>,
    failed: Option<String>,
}

impl List {
    fn read() -> List {
        List {
            games: Rc::new(saved()),
            aside: Rc::new(aside()),
            asking: None,
            failed: None,
        }
    }
}

/// The saves that could not be opened (in full), kept beside each game's slot.
fn aside() -> Vec<(GameId, String)> {
    GameId::ALL
        .into_iter()
        .flat_map(|g| {
            shelf::keys(g.slot().key, shelf::UNREADABLE)
                .into_iter()
                .map(move |k| (g, k))
        })
        .collect()
}

/// "Continue" and "Discard" for each unfinished game, then "Export" and "Delete" for each save
/// kept aside; nothing when there is neither. Every button says what it does in `data-do`
/// and which save in `data-key`, and one listener on the list reads them (one closure, not
/// one per button: the shell's build is what every visitor downloads first).
#[component]
pub fn UnfinishedGames() -> Html {
    let list = use_state(List::read);
    if list.games.is_empty() && list.aside.is_empty() {
        return html! {};
    }
    let onclick = {
        let list = list.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(button) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|t| t.closest("[data-do]").ok().flatten())
            else {
                return;
            };
            let Some(key) = button.get_attribute("data-key") else {
                return;
            };
            let mut next = (*list).clone();
            next.failed = None;
            next.asking = None;
            match button.get_attribute("data-do").as_deref() {
                // Brought back into the slot, then opened like the slot's own game.
                Some("continue") => {
                    let Some(u) = list.games.iter().find(|u| u.key == key) else {
                        return;
                    };
                    match shelf::bring_back(u.game.slot().key, &key) {
                        Ok(()) => {
                            let _ = gloo::utils::window().location().set_hash(&play(u));
                            return;
                        }
                        Err(e) => next.failed = Some(e),
                    }
                }
                Some("export") => {
                    if let Some(text) = shelf::text(&key) {
                        let name = key.replace(".game.unreadable.", "-kept-");
                        crate::save::download(&format!("{name}.skald.json"), &text);
                    }
                }
                Some("ask") => next.asking = Some(key),
                Some("discard") => {
                    shelf::discard(&key);
                    next = List::read();
                }
                _ => {}
            }
            list.set(next);
        })
    };
    // Asks once before `key` is discarded (`label`: the button's words).
    let discard = |key: &str, label: &'static str| {
        if list.asking.as_deref() == Some(key) {
            html! {
                <span class="unfinished-ask" role="group" aria-label={shell::discard_for_good()}>
                    <span>{ shell::discard_for_good() }</span>
                    <button class="btn danger" data-do="discard" data-key={key.to_string()} data-testid="discard-yes">{ label }</button>
                    <button class="btn" data-do="keep" data-key={key.to_string()}>{ shell::keep() }</button>
                </span>
            }
        } else {
            html! { <button class="btn" data-do="ask" data-key={key.to_string()} data-testid="discard">{ label }</button> }
        }
    };
    let item = |u: &Unfinished| {
        let info = u.game.info();
        let who = u.to_move.clone().map(shell::unfinished_to_move);
        html! {
            <li data-game={u.game.slug()} data-kept={u.kept().then_some("1")}>
                if u.kept() {
                    <button class="btn primary" data-do="continue" data-key={u.key.clone()}>{ shell::continue_name(info.name) }</button>
                } else {
                    <a class="btn primary" href={play(u)}>{ shell::continue_name(info.name) }</a>
                }
                <span class="unfinished-what">
                    { shell::unfinished_players(join_and(&u.names), u.moves as i64) }
                    if let Some(who) = who { { " · " }{ who } }
                    if u.kept() { { " · " }{ shell::put_aside() } }
                </span>
                { discard(&u.key, shell::discard()) }
            </li>
        }
    };
    let kept = |(g, key): &(GameId, String)| {
        html! {
            <li data-game={g.slug()}>
                <span>{ shell::kept_save(g.info().name) }</span>
                <button class="btn" data-do="export" data-key={key.clone()} data-testid="kept-export">{ shell::export() }</button>
                { discard(key, shell::delete()) }
            </li>
        }
    };
    html! {
        <section class="unfinished" data-testid="unfinished" {onclick}>
            if !list.games.is_empty() {
                <h2>{ shell::unfinished_title() }</h2>
                <ul data-testid="unfinished-games">{ for list.games.iter().map(item) }</ul>
            }
            if let Some(e) = &list.failed {
                <p class="vol-error" role="alert">{ e.clone() }</p>
            }
            if !list.aside.is_empty() {
                <h2>{ shell::kept_aside_title() }</h2>
                <p class="hint">{ shell::kept_aside_hint() }</p>
                <ul data-testid="kept-aside">{ for list.aside.iter().map(kept) }</ul>
            }
        </section>
    }
}

/// The play route of `u`'s game.
fn play(u: &Unfinished) -> String {
    Route::Game {
        game: u.game,
        rest: "play".into(),
    }
    .href()
}

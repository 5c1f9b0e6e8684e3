//! The home page's list of unfinished games ([`UnfinishedGames`]): each game with a save
//! that has not ended, who plays it and who is to move, and a link that continues it.
//!
//! The home page has no engine, so the saves are read, not replayed: only the names in
//! their seats and where the game stood when it was saved ([`crate::save::SaveStatus`]).
//! Opening one replays it; a damaged save is explained there, never here.

use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::games::{GameId, Status};
use crate::i18n::shell;
use crate::route::Route;
use crate::text::join_and;

/// The most seats listed (a save may have been edited by hand).
const MAX_NAMES: usize = 8;

/// An unfinished game, as the home page lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct Unfinished {
    pub game: GameId,
    /// The players, in seat order.
    pub names: Vec<String>,
    /// Who was to move when it was saved (unknown in saves from before this list).
    pub to_move: Option<String>,
    /// Actions played.
    pub moves: usize,
}

/// What the save text `text` of `game` says, if it is a game of ours that had not ended.
/// Parsed by the browser's `JSON.parse`, so the shell carries no JSON reader of its own.
pub fn read(game: GameId, text: &str) -> Option<Unfinished> {
    let v = js_sys::JSON::parse(text).ok()?;
    let str_at = |v: &JsValue, key: &str| get(v, key).as_string();
    if str_at(&v, "format").as_deref() != Some(crate::save::FORMAT)
        || str_at(&v, "game").as_deref() != Some(game.slug())
    {
        return None;
    }
    let status = get(&v, "status");
    if get(&status, "over").as_bool() == Some(true) {
        return None;
    }
    let seats = get(&get(&v, "meta"), "seats")
        .dyn_into::<js_sys::Array>()
        .ok()?;
    let names: Vec<String> = seats
        .iter()
        .take(MAX_NAMES)
        .map(|s| str_at(&s, "name").unwrap_or_else(|| "?".to_string()))
        .collect();
    let to_move = get(&status, "to_move")
        .as_f64()
        .filter(|p| *p >= 0.0 && p.fract() == 0.0)
        .and_then(|p| names.get(p as usize).cloned());
    let moves = get(&get(&v, "replay"), "actions")
        .dyn_into::<js_sys::Array>()
        .map_or(0, |a| a.length() as usize);
    Some(Unfinished {
        game,
        names,
        to_move,
        moves,
    })
}

/// `v[key]`, or `undefined`.
fn get(v: &JsValue, key: &str) -> JsValue {
    if v.is_object() {
        js_sys::Reflect::get(v, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
    } else {
        JsValue::UNDEFINED
    }
}

/// The unfinished games saved in this browser, in the home page's order.
fn saved() -> Vec<Unfinished> {
    GameId::ALL
        .into_iter()
        .filter(|g| g.info().status == Status::Playable)
        .filter_map(|g| read(g, &g.slot().raw()?))
        .collect()
}

/// "Continue" for each unfinished game; nothing when there is none.
#[component]
pub fn UnfinishedGames() -> Html {
    let games = use_memo((), |_| saved());
    if games.is_empty() {
        return html! {};
    }
    html! {
        <section class="unfinished" aria-labelledby="unfinished-title" data-testid="unfinished">
            <h2 id="unfinished-title">{ shell::unfinished_title() }</h2>
            <ul>
                { for games.iter().map(|u| {
                    let info = u.game.info();
                    let who = u.to_move.clone().map(shell::unfinished_to_move);
                    html! {
                        <li data-game={u.game.slug()}>
                            <a class="btn primary" href={Route::Game { game: u.game, rest: "play".into() }.href()}>
                                { shell::continue_name(info.name) }
                            </a>
                            <span class="unfinished-what">
                                { shell::unfinished_players(join_and(&u.names), u.moves as i64) }
                                if let Some(who) = who { { " · " }{ who } }
                            </span>
                        </li>
                    }
                }) }
            </ul>
        </section>
    }
}

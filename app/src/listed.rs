//! Unfinished games as the home page lists them (and an import's question names the game in
//! progress): read from a save's text by the browser's `JSON.parse`, without an engine or a
//! JSON reader of the app's own, so the shell's home page carries neither.

use wasm_bindgen::{JsCast, JsValue};

use crate::games::GameId;
use crate::shelf::{get, FORMAT};

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
    /// The storage key it is under: its game's slot, or a key of a game put aside.
    pub key: String,
}

impl Unfinished {
    /// Whether it was put aside (not in its game's slot).
    pub fn kept(&self) -> bool {
        self.key != self.game.slot().key
    }
}

/// What the save text `text` of `game` says, if it is a game of ours that had not ended.
/// Parsed by the browser's `JSON.parse`, so the shell carries no JSON reader of its own.
pub fn read(game: GameId, key: &str, text: &str) -> Option<Unfinished> {
    let v = js_sys::JSON::parse(text).ok()?;
    let str_at = |v: &JsValue, key: &str| get(v, key).as_string();
    if str_at(&v, "format").as_deref() != Some(FORMAT)
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
        key: key.to_string(),
    })
}

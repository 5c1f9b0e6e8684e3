//! What a Valda embed shows, read from its parameters and checked by the engine:
//!
//! - `position`: the start, in the engine's hand-written position notation (JSON:
//!   `{"players": 2, "phase": "attack", "seats": [{"hand": ["base.ambush"]}, {}], "dice": […]}`,
//!   docs/valda.md, "Positions"): the map, villages, track and open cards, the cards on
//!   top of each deck and the faces the next dice will show (`dice`: forced dice);
//! - `moves`: optional worked example, a JSON array of the engine's actions (`"roll"`,
//!   `{"attack": "base.ambush"}`, `{"weapon": {"card": "thor.hammertime", "option": 1}}`),
//!   a card named by its id or its number; an action with a caption is written
//!   `{"do": <action>, "caption": "…"}` (or, for an action that is an object, with a
//!   `"caption"` field beside its own). Every action must be one of the engine's legal
//!   actions in turn (read as in `crate::moves`: the legal action whose JSON it is);
//! - `caption`: words for the starting position; `try` (bare): the reader picks any legal
//!   action and sees its outcome;
//! - `hands`: whose hands are shown (bare: every hand; `1 3`: seats 1 and 3); hidden by
//!   default;
//! - `names`: the seats' names, separated by commas (default "Player 1", …).
//!
//! A whole game (`replay`) is drawn by Valda's game build (`crate::embed::in_game_build`).
//! Everything here may be hostile: each mistake is a [`ParamError`] naming the parameter.

use std::rc::Rc;

use skald::valda::cards::CardSet;
use skald::valda::event::with_card_players;
use skald::valda::position::MAX_POSITION_BYTES;
use skald::valda::{Action, Valda};
use skald::Game;

use crate::embed::query::{caption, moves_array, take_caption, ParamError, Params};
use crate::json::{self, Number, Value};
use crate::valda::words::{describe, player_n, prompt_words};

/// The parameters of a Valda embed (besides `replay`, which its game build draws).
pub const PARAMS: [&str; 7] = [
    "position", "moves", "caption", "try", "hands", "names", "replay",
];

/// The longest seat name read, in characters.
pub const MAX_NAME: usize = 40;

/// How many of the legal actions an error about a move that is not one of them lists.
const LEGAL_SHOWN: usize = 6;

/// One position of the example: the game there, its caption, and what the move to it did
/// in the engine's log words (none for the start).
#[derive(Clone, Debug)]
pub struct Step {
    pub game: Rc<Valda>,
    pub caption: Option<String>,
    pub words: Vec<String>,
}

/// A Valda embed, checked.
#[derive(Clone, Debug)]
pub struct Spec {
    /// The start, then the position after each move.
    pub steps: Vec<Step>,
    pub try_it: bool,
    /// Whose hands are shown, by seat.
    pub hands: Vec<bool>,
    /// Every seat's name (as given, or "Player n").
    pub names: Rc<Vec<String>>,
}

/// The log's new entries from `before` to `after`, in the engine's log words.
pub fn move_words(before: &Valda, after: &Valda, names: &[String]) -> Vec<String> {
    let from = before.table().log.len();
    let set = after.card_set();
    with_card_players(&after.table().log)
        .skip(from)
        .filter_map(|(e, by)| describe(e, set, names, by))
        .collect()
}

/// Replaces every text naming a card (an id such as `base.ambush`: it has a dot) by the
/// card's number; an id of no card of `set` is an error.
fn card_numbers(value: &mut Value, set: &CardSet) -> Result<(), String> {
    match value {
        Value::String(s) if s.contains('.') => {
            let i = set
                .cards
                .iter()
                .position(|c| c.id == *s)
                .ok_or_else(|| format!("no card has the id \"{}\"", short(s)))?;
            *value = Value::Number(Number::PosInt(i as u64));
        }
        Value::Array(items) => {
            for v in items {
                card_numbers(v, set)?;
            }
        }
        Value::Object(map) => {
            for (_, v) in map.0.iter_mut() {
                card_numbers(v, set)?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// At most 40 characters of `s`, for an error message.
fn short(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if s.chars().count() > 40 {
        out.push('…');
    }
    out
}

/// The action item `n` of `moves` names in `game` (with its caption).
fn action(
    item: Value,
    n: usize,
    game: &Valda,
    names: &[String],
) -> Result<(Action, Option<String>), ParamError> {
    let what = format!("move {n}");
    let err = |m: String| ParamError::new("moves", format!("{what}: {m}"));
    let (mut value, cap) = match item {
        Value::Object(mut obj) => {
            let cap = take_caption(&mut obj, &what)?;
            match obj.remove("do") {
                Some(v) if obj.is_empty() => (v, cap),
                Some(_) => return Err(err("beside \"do\" only a \"caption\" may be given".into())),
                None => (Value::Object(obj), cap),
            }
        }
        other => (other, None),
    };
    card_numbers(&mut value, game.card_set()).map_err(err)?;
    if let Some(a) = crate::moves::legal_action(game, &value) {
        return Ok((a, cap));
    }
    let Some((p, prompt)) = game.prompt() else {
        return Err(err("the game is over: no move can be made".into()));
    };
    let seen = game.view(skald::Viewer::Player(p));
    let legal: Vec<String> = game
        .legal_actions()
        .iter()
        .take(LEGAL_SHOWN)
        .filter_map(|a| json::to_string(a).ok())
        .collect();
    let more = if game.legal_actions().len() > LEGAL_SHOWN {
        ", …"
    } else {
        ""
    };
    Err(err(format!(
        "not a legal action here. {}: {} (legal: {}{more})",
        names.get(p).cloned().unwrap_or_else(|| player_n(p + 1)),
        prompt_words(prompt, &seen, names),
        legal.join(", ")
    )))
}

/// Reads `hands` for a game of `players`.
fn hands(text: Option<&str>, players: usize) -> Result<Vec<bool>, ParamError> {
    let mut shown = vec![false; players];
    let Some(text) = text else {
        return Ok(shown);
    };
    if text.trim().is_empty() {
        return Ok(vec![true; players]);
    }
    for part in text.split([' ', ',']).filter(|p| !p.is_empty()) {
        match part.parse::<usize>() {
            Ok(s) if (1..=players).contains(&s) => shown[s - 1] = true,
            _ => {
                return Err(ParamError::new(
                    "hands",
                    format!("expected seat numbers 1 to {players} separated by spaces, or nothing for every hand"),
                ))
            }
        }
    }
    Ok(shown)
}

/// Reads `names` for a game of `players`: every seat's, given or "Player n".
fn names(text: Option<&str>, players: usize) -> Result<Vec<String>, ParamError> {
    let given: Vec<String> = match text {
        None => Vec::new(),
        Some(text) => text.split(',').map(|n| n.trim().to_string()).collect(),
    };
    if given.len() > players {
        return Err(ParamError::new(
            "names",
            format!("{} names for {players} players", given.len()),
        ));
    }
    if given
        .iter()
        .any(|n| n.is_empty() || n.chars().count() > MAX_NAME || n.chars().any(char::is_control))
    {
        return Err(ParamError::new(
            "names",
            format!("each name is 1 to {MAX_NAME} characters, separated by commas"),
        ));
    }
    Ok((0..players)
        .map(|p| given.get(p).cloned().unwrap_or_else(|| player_n(p + 1)))
        .collect())
}

/// Reads the `position` parameter: the game at that position, or what is wrong with it.
fn start(text: &str) -> Result<Valda, ParamError> {
    let err = |m: String| ParamError::new("position", m);
    if text.len() > MAX_POSITION_BYTES {
        return Err(err(format!(
            "a position is at most {} KiB",
            MAX_POSITION_BYTES / 1024
        )));
    }
    let value = json::parse(text).map_err(|e| {
        err(format!(
            "not JSON (line {}, column {}): {e}; expected the engine's notation, such as {{\"players\": 2, \"phase\": \"game\"}}",
            e.line(),
            e.column()
        ))
    })?;
    let position = super::position::read(value).map_err(|e| {
        err(format!(
            "not a position of Valda ({e}); see docs/valda.md, \"Positions\""
        ))
    })?;
    position.game().map_err(|e| err(e.to_string()))
}

/// Reads and checks a Valda embed's parameters.
pub fn read(p: &Params) -> Result<Spec, ParamError> {
    let text = p.get("position").ok_or_else(|| {
        ParamError::new(
            "position",
            "required: the position in the engine's notation, such as {\"players\": 2, \"phase\": \"game\"}",
        )
    })?;
    let start = start(text)?;
    let players = start.players();
    let names = names(p.get("names"), players)?;
    let hands = hands(p.get("hands"), players)?;
    let mut steps = vec![Step {
        game: Rc::new(start),
        caption: p
            .get("caption")
            .map(|c| caption(c, "caption"))
            .transpose()?,
        words: Vec::new(),
    }];
    if let Some(text) = p.get("moves") {
        let items = moves_array(text, "moves", "[\"roll\", {\"attack\": \"base.ambush\"}]")?;
        for (i, item) in items.into_iter().enumerate() {
            let before = steps[i].game.clone();
            let (action, cap) = action(item, i + 1, &before, &names)?;
            let mut after = (*before).clone();
            after.apply(&action).map_err(|e| {
                ParamError::new("moves", format!("move {} cannot be made: {e}", i + 1))
            })?;
            let words = move_words(&before, &after, &names);
            steps.push(Step {
                game: Rc::new(after),
                caption: cap,
                words,
            });
        }
    }
    Ok(Spec {
        steps,
        try_it: p.get("try").is_some(),
        hands,
        names: Rc::new(names),
    })
}

#[cfg(test)]
#[path = "spec_tests.rs"]
mod tests;

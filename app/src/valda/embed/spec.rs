//! What a Valda embed shows, read from its parameters and checked by the engine:
//!
//! - `position`: the start, in the engine's hand-written position notation (JSON:
//!   `{"players": 2, "phase": "attack", "seats": [{"hand": ["base.axe"]}, {}], "dice": […]}`,
//!   docs/valda.md, "Positions"): the map, villages, track and open cards, the cards on
//!   top of each deck and the faces the next dice will show (`dice`: forced dice);
//! - `moves`: optional worked example, a JSON array of the engine's actions (`"roll"`,
//!   `{"attack": "base.axe"}`, `{"weapon": {"card": "tyr.…", "option": 0}}`), a card named
//!   by its id or its number; an action with a caption is written
//!   `{"do": <action>, "caption": "…"}` (or, for an action that is an object, with a
//!   `"caption"` field beside its own). Every action must be legal in turn;
//! - `caption`: words for the starting position; `try` (bare): the reader picks any legal
//!   action and sees its outcome;
//! - `hands`: whose hands are shown (bare: every hand; `1 3`: seats 1 and 3); hidden by
//!   default;
//! - `names`: the seats' names, separated by commas (default "Player 1", …).
//!
//! `replay` (a replay link) is read by [`crate::embed::replay`].

use std::rc::Rc;

use skald::valda::cards::CardSet;
use skald::valda::event::with_card_players;
use skald::valda::position::Position;
use skald::valda::{Action, Valda};
use skald::Game;

use crate::embed::query::{caption, moves_array, take_caption, ParamError, Params};
use crate::valda::words::{describe, refusal};

/// The parameters of a Valda embed.
pub const PARAMS: [&str; 7] = [
    "position", "moves", "caption", "try", "hands", "names", "replay",
];

/// The longest seat name read, in characters.
const MAX_NAME: usize = 40;

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
    /// The seats' names (as given; missing ones are "Player n").
    pub names: Vec<String>,
}

impl PartialEq for Spec {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

/// The log's new entries from `before` to `after`, in words.
pub fn move_words(before: &Valda, after: &Valda, names: &[String]) -> Vec<String> {
    let from = before.table().log.len();
    let set = after.card_set();
    with_card_players(&after.table().log)
        .skip(from)
        .filter_map(|(e, by)| describe(e, set, names, by))
        .collect()
}

/// Replaces every text naming a card id of `set` by the card's number.
fn card_numbers(value: &mut serde_json::Value, set: &CardSet) {
    match value {
        serde_json::Value::String(s) => {
            if let Some(i) = set.cards.iter().position(|c| c.id == *s) {
                *value = serde_json::Value::from(i);
            }
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(|v| card_numbers(v, set)),
        serde_json::Value::Object(map) => map.values_mut().for_each(|v| card_numbers(v, set)),
        _ => {}
    }
}

/// Reads move `n` of `moves` (an action, with its caption).
fn action(
    item: serde_json::Value,
    n: usize,
    set: &CardSet,
) -> Result<(Action, Option<String>), ParamError> {
    let what = format!("move {n}");
    let (mut value, cap) = match item {
        serde_json::Value::Object(mut obj) => {
            let cap = take_caption(&mut obj, &what)?;
            match obj.remove("do") {
                Some(v) if obj.is_empty() => (v, cap),
                Some(_) => {
                    return Err(ParamError::new(
                        "moves",
                        format!("{what}: beside \"do\" only a \"caption\" may be given"),
                    ))
                }
                None => (serde_json::Value::Object(obj), cap),
            }
        }
        other => (other, None),
    };
    card_numbers(&mut value, set);
    let action = serde_json::from_value::<Action>(value).map_err(|e| {
        ParamError::new(
            "moves",
            format!("{what}: not an action of Valda ({e}); actions are written as the engine's, such as \"roll\", \"end_phase\" or {{\"attack\": \"base.axe\"}}"),
        )
    })?;
    Ok((action, cap))
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

/// Reads `names` for a game of `players`.
fn names(text: Option<&str>, players: usize) -> Result<Vec<String>, ParamError> {
    let Some(text) = text else {
        return Ok(Vec::new());
    };
    let names: Vec<String> = text.split(',').map(|n| n.trim().to_string()).collect();
    if names.len() > players {
        return Err(ParamError::new(
            "names",
            format!("{} names for {players} players", names.len()),
        ));
    }
    if names
        .iter()
        .any(|n| n.is_empty() || n.chars().count() > MAX_NAME)
    {
        return Err(ParamError::new(
            "names",
            format!("each name is 1 to {MAX_NAME} characters, separated by commas"),
        ));
    }
    Ok(names)
}

/// The seats' names as the words take them: given or "Player n".
pub fn all_names(given: &[String], players: usize) -> Vec<String> {
    (0..players)
        .map(|p| {
            given
                .get(p)
                .cloned()
                .unwrap_or_else(|| crate::valda::words::player_n(p + 1))
        })
        .collect()
}

/// Reads and checks a Valda embed's parameters.
pub fn read(p: &Params) -> Result<Spec, ParamError> {
    let text = p.get("position").ok_or_else(|| {
        ParamError::new(
            "position",
            "required: the position in the engine's notation, such as {\"players\": 2, \"phase\": \"game\"}",
        )
    })?;
    let start = Position::from_json(text)
        .and_then(|pos| pos.game())
        .map_err(|e| ParamError::new("position", e.to_string()))?;
    let players = start.players();
    let names = names(p.get("names"), players)?;
    let hands = hands(p.get("hands"), players)?;
    let words_names = all_names(&names, players);
    let mut steps = vec![Step {
        game: Rc::new(start),
        caption: p
            .get("caption")
            .map(|c| caption(c, "caption"))
            .transpose()?,
        words: Vec::new(),
    }];
    if let Some(text) = p.get("moves") {
        let items = moves_array(text, "moves", "[\"roll\", {\"attack\": \"base.axe\"}]")?;
        for (i, item) in items.into_iter().enumerate() {
            let n = i + 1;
            let before = steps[i].game.clone();
            let (action, cap) = action(item, n, before.card_set())?;
            let mut after = (*before).clone();
            after.apply(&action).map_err(|e| {
                ParamError::new(
                    "moves",
                    format!("move {n} cannot be made: {} ({e})", refusal(&e)),
                )
            })?;
            let words = move_words(&before, &after, &words_names);
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
        names,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const POS: &str =
        r#"{"players":2,"phase":"game","seats":[{"hand":["base.treasure_chest"]},{}]}"#;

    fn spec(query: &[(&str, &str)]) -> Result<Spec, ParamError> {
        let q: Vec<String> = query
            .iter()
            .map(|(k, v)| format!("{k}={}", crate::embed::query::encode(v)))
            .collect();
        read(&Params::parse(&q.join("&"), &PARAMS)?)
    }

    #[test]
    fn a_card_named_by_id_is_played_and_worded_by_the_log() {
        let s = spec(&[
            ("position", POS),
            ("moves", r#"[{"do":{"play":{"card":"base.treasure_chest","open":false}},"caption":"Gold."}]"#),
            ("names", "Astrid, Bjørn"),
            ("hands", "1"),
        ])
        .unwrap();
        assert_eq!(s.steps.len(), 2);
        assert_eq!(s.steps[1].caption.as_deref(), Some("Gold."));
        assert_eq!(
            s.steps[1].game.table().seats[0].res.gold,
            s.steps[0].game.table().seats[0].res.gold + 2
        );
        assert!(!s.steps[1].words.is_empty());
        assert!(
            s.steps[1].words.iter().any(|w| w.contains("Astrid")),
            "{:?}",
            s.steps[1].words
        );
        assert_eq!(s.hands, vec![true, false]);
    }

    #[test]
    fn bad_input_says_which_parameter_and_why() {
        assert_eq!(spec(&[]).unwrap_err().param, "position");
        assert_eq!(spec(&[("position", "{")]).unwrap_err().param, "position");
        assert_eq!(
            spec(&[("position", r#"{"players":9,"phase":"game"}"#)])
                .unwrap_err()
                .param,
            "position"
        );
        let e = spec(&[("position", POS), ("moves", r#"["roll"]"#)]).unwrap_err();
        assert!(e.message.starts_with("move 1 cannot be made"), "{e}");
        let e = spec(&[("position", POS), ("moves", r#"[{"fly":1}]"#)]).unwrap_err();
        assert!(e.message.starts_with("move 1: not an action"), "{e}");
        assert_eq!(
            spec(&[("position", POS), ("hands", "3")])
                .unwrap_err()
                .param,
            "hands"
        );
        assert_eq!(
            spec(&[("position", POS), ("names", "a,b,c")])
                .unwrap_err()
                .param,
            "names"
        );
    }
}

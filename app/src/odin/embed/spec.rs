//! What an Odin embed shows, read from its parameters and checked by the engine:
//!
//! - `hand`: the hand's cards (required), such as `7R 7B 3G`;
//! - `middle`: the set to beat (absent or empty: the hand's player leads);
//! - `moves`: optional worked example, a JSON array of steps, each with an optional
//!   `"caption"`: `{"play":"7R 7B","take":"5R"}` (the hand's player plays a set and takes
//!   one card of the set it beat), `{"other":"9R 9B"}` (another player's set), or
//!   `{"clear":true}` (everyone passed: the middle is cleared);
//! - `caption`: words for the starting position; `try` (bare): try-it mode.

use skald::odin::{check_play_on, set_value, CardSet};

use crate::embed::query::{caption, moves_array, take_caption, ParamError, Params};
use crate::json;
use crate::odin::words as w;

/// The parameters of an Odin embed.
pub const PARAMS: [&str; 5] = ["middle", "hand", "moves", "caption", "try"];

/// One position of the example.
#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    pub middle: CardSet,
    pub hand: CardSet,
    pub caption: Option<String>,
    /// What the step to this position did, in words (none for the start).
    pub note: Option<String>,
}

/// An Odin embed, checked.
#[derive(Clone, Debug, PartialEq)]
pub struct Spec {
    /// The start, then the position after each step.
    pub positions: Vec<Position>,
    pub try_it: bool,
}

const CARD_HELP: &str = "cards are written like 7R 7B: a number 1–9 and a colour R G B Y P O";

fn cards(text: &str, what: &str) -> Result<CardSet, ParamError> {
    text.parse::<CardSet>()
        .map_err(|e| ParamError::new(what, format!("{e} ({CARD_HELP})")))
}

/// Applies one step of `moves` to `at`.
fn step(at: &Position, item: json::Value, n: usize) -> Result<Position, ParamError> {
    let err = |m: String| ParamError::new("moves", format!("step {n}: {m}"));
    let json::Value::Object(mut obj) = item else {
        return Err(err(
            "expected {\"play\": …}, {\"other\": …} or {\"clear\": true}".into(),
        ));
    };
    let cap = take_caption(&mut obj, &format!("step {n}"))?;
    let text = |obj: &mut json::Map, key: &str| -> Result<Option<String>, ParamError> {
        match obj.remove(key) {
            None => Ok(None),
            Some(json::Value::String(s)) => Ok(Some(s)),
            Some(_) => Err(err(format!(
                "\"{key}\" must be cards as text, like \"7R 7B\""
            ))),
        }
    };
    let play = text(&mut obj, "play")?;
    let other = text(&mut obj, "other")?;
    let take = text(&mut obj, "take")?;
    let clear = obj.remove("clear");
    if let Some(key) = obj.keys().next() {
        return Err(err(format!("unknown field \"{key}\"")));
    }
    let mut next = Position {
        caption: cap,
        ..at.clone()
    };
    match (play, other, clear) {
        (Some(p), None, None) => {
            let set = cards(&p, "moves").map_err(|e| err(e.message))?;
            let value = check_play_on(at.middle, Some(at.hand), set)
                .map_err(|e| err(format!("{set} cannot be played: {e}")))?;
            next.hand = at.hand.minus(set);
            next.middle = set;
            let mut note = if at.middle.is_empty() {
                w::note_led(set.to_string(), w::value(value))
            } else {
                let middle_value = set_value(at.middle).unwrap_or(0);
                w::note_played(
                    set.to_string(),
                    w::value(value),
                    at.middle.to_string(),
                    w::value(middle_value),
                )
            };
            match (take, at.middle.is_empty()) {
                (Some(t), false) => {
                    let t = cards(&t, "moves").map_err(|e| err(e.message))?;
                    let card = match t.cards().as_slice() {
                        [one] if at.middle.contains(*one) => *one,
                        _ => return Err(err(format!("take one card of {}, not {t}", at.middle))),
                    };
                    next.hand.insert(card);
                    note = w::note_took(note, card.to_string());
                }
                (None, false) => {
                    return Err(err(format!(
                        "say which card of {} is taken (\"take\")",
                        at.middle
                    )))
                }
                (Some(_), true) => return Err(err("nothing to take after a lead".into())),
                (None, true) => {}
            }
            next.note = Some(note);
        }
        (None, Some(o), None) => {
            if take.is_some() {
                return Err(err("\"take\" goes with \"play\"".into()));
            }
            let set = cards(&o, "moves").map_err(|e| err(e.message))?;
            let held = set.intersection(at.hand);
            if !held.is_empty() {
                return Err(err(format!("{held} is in the hand shown")));
            }
            let value = check_play_on(at.middle, None, set)
                .map_err(|e| err(format!("{set} cannot be played: {e}")))?;
            next.middle = set;
            next.note = Some(w::note_other(set.to_string(), w::value(value)));
        }
        (None, None, Some(json::Value::Bool(true))) => {
            next.middle = CardSet::EMPTY;
            next.note = Some(w::note_cleared().into());
        }
        _ => {
            return Err(err(
                "a step has one of \"play\", \"other\" or \"clear\": true".into(),
            ))
        }
    }
    Ok(next)
}

/// Reads and checks an Odin embed.
pub fn read(params: &Params) -> Result<Spec, ParamError> {
    let Some(hand) = params.get("hand") else {
        return Err(ParamError::new(
            "hand",
            "missing: give the hand's cards, for example hand=7R%207B%203G",
        ));
    };
    let hand = cards(hand, "hand")?;
    let middle = cards(params.get("middle").unwrap_or(""), "middle")?;
    if !middle.is_empty() {
        set_value(middle)
            .map_err(|e| ParamError::new("middle", format!("{middle} is not a set: {e}")))?;
    }
    let both = middle.intersection(hand);
    if !both.is_empty() {
        return Err(ParamError::new(
            "hand",
            format!("{both} cannot be both in the hand and in the middle"),
        ));
    }
    if hand.is_empty() {
        return Err(ParamError::new("hand", "the hand is empty"));
    }
    let mut positions = vec![Position {
        middle,
        hand,
        caption: params
            .get("caption")
            .map(|c| caption(c, "caption"))
            .transpose()?,
        note: None,
    }];
    if let Some(text) = params.get("moves") {
        let items = moves_array(text, "steps", "[{\"play\":\"7R 7B\",\"take\":\"5R\"}]")?;
        for (i, item) in items.into_iter().enumerate() {
            let next = step(&positions[i], item, i + 1)?;
            positions.push(next);
        }
    }
    Ok(Spec {
        positions,
        try_it: params.get("try").is_some(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(q: &str) -> Result<Spec, ParamError> {
        read(&Params::parse(q, &PARAMS)?)
    }

    #[test]
    fn reads_positions_and_refuses_bad_ones() {
        let s = spec("middle=5R%205B&hand=7R%207B%203G&try").unwrap();
        assert_eq!(s.positions[0].middle.len(), 2);
        assert!(s.try_it);
        assert_eq!(spec("middle=5R").unwrap_err().param, "hand");
        assert_eq!(spec("middle=5R%207B&hand=1R").unwrap_err().param, "middle");
        assert_eq!(spec("middle=5R&hand=5R").unwrap_err().param, "hand");
        let e = spec("hand=7R%20zz").unwrap_err();
        assert_eq!(e.param, "hand");
        assert!(e.message.contains("zz"), "{e}");
    }

    #[test]
    fn steps_play_take_other_and_clear() {
        let s = spec(r#"middle=5R 5B&hand=7R 7B 3G&moves=[{"play":"7R 7B","take":"5R","caption":"Beat it"},{"other":"9R 9B"},{"clear":true},{"play":"3G"}]"#).unwrap();
        assert_eq!(s.positions.len(), 5);
        let p1 = &s.positions[1];
        assert_eq!(p1.middle.to_string(), "7R 7B");
        assert_eq!(p1.hand.to_string(), "5R 3G");
        assert_eq!(
            p1.note.as_deref(),
            Some("Played 7R 7B (77) over 5R 5B (55). Took 5R.")
        );
        assert_eq!(p1.caption.as_deref(), Some("Beat it"));
        assert_eq!(
            s.positions[2].note.as_deref(),
            Some("Another player played 9R 9B (99).")
        );
        assert!(s.positions[3].middle.is_empty());
        assert_eq!(s.positions[4].note.as_deref(), Some("Led 3G (3)."));
    }

    #[test]
    fn bad_steps_say_which_and_why() {
        let bad = [
            (r#"[{"play":"3G"}]"#, "step 1: 3G cannot be played"),
            (r#"[{"play":"7R 7B"}]"#, "step 1: say which card"),
            (
                r#"[{"play":"7R 7B","take":"9Y"}]"#,
                "step 1: take one card of 5R 5B",
            ),
            (r#"[{"other":"7R 7G"}]"#, "step 1: 7R is in the hand"),
            (r#"[{"other":"1Y 1G"}]"#, "step 1: 1Y 1G cannot be played"),
            (r#"[{"jump":1}]"#, "step 1: unknown field"),
            (
                r#"[{"play":"7R","other":"9B"}]"#,
                "step 1: a step has one of",
            ),
            (r#"{"#, "not JSON"),
        ];
        for (moves, want) in bad {
            let e = spec(&format!("middle=5R 5B&hand=7R 7B 3G&moves={moves}")).unwrap_err();
            assert_eq!(e.param, "moves");
            assert!(e.message.starts_with(want), "{moves}: {e}");
        }
    }
}

//! A Valda position (`skald::valda::position::Position`, the engine's hand-written
//! notation, docs/valda.md "Positions") read by hand from a JSON value instead of through
//! its derived `Deserialize`: that reader (its maps of gods, its adjacently tagged dice
//! faces, its two structs' fields) was about 40 KB of the embed build's wasm before gzip,
//! where this is a few. It reads what the derived one reads (its tests compare the two), and
//! refuses what it refuses, with the field's name.

use std::collections::BTreeMap;

use serde::de::Error as _;
use skald::valda::cards::{God, Window};
use skald::valda::config::CardList;
use skald::valda::dice::Face;
use skald::valda::position::{Position, SeatPosition};
use skald::valda::state::GODS;

use crate::json::{unit_variant, wrong_kind, Error, Fields, FromJson, Map, Number, Value};
use crate::valda::components::stepper::{PHASES, PHASE_CODES};

const POSITION_FIELDS: &[&str] = &[
    "players",
    "cards",
    "round",
    "active",
    "phase",
    "seats",
    "discard",
    "open",
    "base",
    "base_count",
    "gods",
    "god_counts",
    "dice",
    "seed",
    "privacy",
];
const SEAT_FIELDS: &[&str] = &[
    "res",
    "followers",
    "mines",
    "drills",
    "temples",
    "hand",
    "known",
    "muted",
];
const FACES: &[&str] = &["gold", "diamond", "blood", "followers"];

/// Says which field `key` was wrong, around the reader's error (not generic: one copy).
fn at(key: &str) -> impl Fn(Error) -> Error + '_ {
    move |e| field(key, e)
}

#[inline(never)]
fn field(key: &str, e: Error) -> Error {
    Error::custom(format!("{key}: {e}"))
}

/// A god by its word (`thor`).
fn god(name: &str) -> Result<God, Error> {
    GODS.iter()
        .copied()
        .find(|g| g.word() == name)
        .ok_or_else(|| Error::custom(format!("no god is called \"{name}\"")))
}

/// An object of gods to `T` (`{"thor": 2}`).
fn gods<T: FromJson>(v: Option<Value>) -> Result<BTreeMap<God, T>, Error> {
    let mut out = BTreeMap::new();
    match v {
        None => {}
        Some(Value::Object(Map(entries))) => {
            for (k, v) in entries {
                let g = god(&k)?;
                if out.insert(g, T::from_json(v)?).is_some() {
                    return Err(Error::custom(format!("\"{k}\" is given twice")));
                }
            }
        }
        Some(v) => return Err(wrong_kind(&v, "an object of gods")),
    }
    Ok(out)
}

/// A god-weapon window by its word (`attacked`).
fn window(name: &str) -> Result<Window, Error> {
    Window::from_word(name).ok_or_else(|| Error::custom(format!("no window is called \"{name}\"")))
}

/// A signed count (a follower die's face).
fn signed(v: Value) -> Result<i8, Error> {
    let n = match v {
        Value::Number(Number::PosInt(n)) => i64::try_from(n).ok(),
        Value::Number(Number::NegInt(n)) => Some(n),
        v => return Err(wrong_kind(&v, "i8")),
    };
    n.and_then(|n| i8::try_from(n).ok())
        .ok_or_else(|| Error::custom("a face's number is out of range"))
}

/// A die face: `{"kind": "gold", "n": 1}`.
fn face(v: Value) -> Result<Face, Error> {
    let mut f = Fields::of(v, "a die face")?;
    f.deny_unknown(&["kind", "n"])?;
    let kind = unit_variant(f.take("kind")?, "a face's kind", FACES)?;
    let n: Value = f.take("n")?;
    Ok(match kind {
        0 => Face::Gold(u8::from_json(n)?),
        1 => Face::Diamond(u8::from_json(n)?),
        2 => Face::Blood(u8::from_json(n)?),
        _ => Face::Followers(signed(n)?),
    })
}

/// Three resources: `[gold, diamond, blood]`.
fn res(v: Value) -> Result<[u16; 3], Error> {
    let items: Vec<u64> = Vec::from_json(v)?;
    match items.as_slice() {
        &[g, d, b] => {
            let n =
                |x: u64| u16::try_from(x).map_err(|_| Error::custom("a resource is out of range"));
            Ok([n(g)?, n(d)?, n(b)?])
        }
        _ => Err(Error::custom(
            "resources are three numbers: gold, diamond, blood",
        )),
    }
}

fn seat(v: Value) -> Result<SeatPosition, Error> {
    let mut f = Fields::of(v, "a seat")?;
    f.deny_unknown(SEAT_FIELDS)?;
    let res = match f.take_or_default::<Option<Value>>("res")? {
        Some(v) => Some(res(v).map_err(at("res"))?),
        None => None,
    };
    Ok(SeatPosition {
        res,
        followers: f.take_or_default("followers").map_err(at("followers"))?,
        mines: f.take_or_default("mines").map_err(at("mines"))?,
        drills: f.take_or_default("drills").map_err(at("drills"))?,
        temples: gods(f.take_or_default::<Option<Value>>("temples")?).map_err(at("temples"))?,
        hand: f.take_or_default("hand").map_err(at("hand"))?,
        known: f.take_or_default("known").map_err(at("known"))?,
        muted: f
            .take_or_default::<Vec<String>>("muted")
            .and_then(|ws| ws.iter().map(|w| window(w)).collect())
            .map_err(at("muted"))?,
    })
}

fn cards(v: Option<Value>) -> Result<CardList, Error> {
    match v {
        None => Ok(CardList::Builtin),
        Some(Value::String(s)) if s == "builtin" => Ok(CardList::Builtin),
        Some(Value::Object(mut m)) if m.0.len() == 1 && m.contains_key("custom") => {
            String::from_json(m.remove("custom").unwrap_or_default()).map(CardList::Custom)
        }
        Some(_) => Err(Error::custom("expected \"builtin\" or {\"custom\": \"…\"}")),
    }
}

/// Reads a position from its JSON value.
pub fn read(v: Value) -> Result<Position, Error> {
    let mut f = Fields::of(v, "a position")?;
    f.deny_unknown(POSITION_FIELDS)?;
    let phase = PHASES[unit_variant(f.take("phase")?, "a phase", &PHASE_CODES)?];
    let seats: Vec<Value> = f.take_or_default("seats").map_err(at("seats"))?;
    let gods_tops: Option<Value> = f.take_or_default("gods")?;
    let god_counts: Option<Value> = f.take_or_default("god_counts")?;
    let dice: Vec<Value> = f.take_or_default("dice").map_err(at("dice"))?;
    Ok(Position {
        players: f.take("players").map_err(at("players"))?,
        cards: cards(f.take_or_default("cards")?).map_err(at("cards"))?,
        round: match f.take_or_default::<Option<u8>>("round") {
            Ok(r) => r.unwrap_or(1),
            Err(e) => return Err(field("round", e)),
        },
        active: f.take_or_default("active").map_err(at("active"))?,
        phase,
        seats: seats
            .into_iter()
            .enumerate()
            .map(|(i, s)| seat(s).map_err(at(&format!("seat {}", i + 1))))
            .collect::<Result<_, _>>()?,
        discard: f.take_or_default("discard").map_err(at("discard"))?,
        open: f.take_or_default("open").map_err(at("open"))?,
        base: f.take_or_default("base").map_err(at("base"))?,
        base_count: f.take_or_default("base_count").map_err(at("base_count"))?,
        gods: gods(gods_tops).map_err(at("gods"))?,
        god_counts: gods(god_counts).map_err(at("god_counts"))?,
        dice: dice
            .into_iter()
            .map(face)
            .collect::<Result<_, _>>()
            .map_err(at("dice"))?,
        seed: f.take_or_default("seed").map_err(at("seed"))?,
        privacy: f.take_or_default("privacy").map_err(at("privacy"))?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The engine's derived reader (through serde_json) and this one agree: both read the
    /// same position, or both refuse.
    #[test]
    fn reads_what_the_derived_reader_reads_and_refuses_what_it_refuses() {
        let texts = [
            r#"{"players": 2, "round": 1, "active": 0, "phase": "attack",
               "seats": [{"res": [1, 1, 2], "followers": 7, "mines": 3, "drills": 1,
                          "temples": {"tyr": 2}, "hand": ["base.round_shield"], "known": []},
                         {"hand": ["base.ambush"], "temples": {"surtur": 1}}],
               "discard": ["base.raid"], "open": [], "base": ["base.seduction"], "base_count": 40,
               "gods": {"surtur": ["surtur.ragnarok"]}, "god_counts": {"tyr": 3},
               "dice": [{"kind": "gold", "n": 1}, {"kind": "followers", "n": -1}], "seed": 7}"#,
            r#"{"players": 3, "phase": "game", "cards": "builtin"}"#,
            r#"{"players": 2, "phase": "game", "seats": [{"mines": null, "res": null}]}"#,
            r#"{"players": 2, "phase": "game", "cards": {"custom": "x"}}"#,
            r#"{"players": 2, "phase": "lunch"}"#,
            r#"{"players": 2}"#,
            r#"{"phase": "game"}"#,
            r#"{"players": 2, "phase": "game", "extra": 1}"#,
            r#"{"players": 2, "phase": "game", "seats": [{"gold": 1}]}"#,
            r#"{"players": 2, "phase": "game", "seats": [{"res": [1, 2]}]}"#,
            r#"{"players": 2, "phase": "game", "seats": [{"res": [1, 2, 70000]}]}"#,
            r#"{"players": 2, "phase": "game", "seats": [{"temples": {"zeus": 1}}]}"#,
            r#"{"players": 2, "phase": "game", "seats": [{"temples": {"thor": 300}}]}"#,
            r#"{"players": -2, "phase": "game"}"#,
            r#"{"players": 2.5, "phase": "game"}"#,
            r#"{"players": 2, "phase": "game", "dice": [{"kind": "gold", "n": -1}]}"#,
            r#"{"players": 2, "phase": "game", "dice": [{"kind": "followers", "n": -200}]}"#,
            r#"{"players": 2, "phase": "game", "dice": [{"kind": "rune", "n": 1}]}"#,
            r#"{"players": 2, "phase": "game", "dice": [{"kind": "gold"}]}"#,
            r#"{"players": 2, "phase": "game", "hand": "base.raid"}"#,
            r#"{"players": 2, "phase": "game", "seats": {}}"#,
            r#"{"players": 2, "phase": "game", "round": 300}"#,
            r#"{"players": 2, "phase": "game", "seed": -1}"#,
            r#"{"players": 3, "phase": "resources", "privacy": true,
               "seats": [{"muted": ["attacked", "die_rolled"]}, {"muted": []}]}"#,
            r#"{"players": 2, "phase": "game", "privacy": 1}"#,
            r#"{"players": 2, "phase": "game", "seats": [{"muted": ["lunch"]}]}"#,
            r#"{"players": 2, "phase": "game", "seats": [{"muted": "attacked"}]}"#,
            r#"[2, "game"]"#,
            r#""game""#,
        ];
        for text in texts {
            let derived = Position::from_json(text);
            let ours = crate::json::parse(text)
                .map_err(|e| e.to_string())
                .and_then(|v| read(v).map_err(|e| e.to_string()));
            match (&derived, &ours) {
                (Ok(a), Ok(b)) => assert_eq!(a, b, "{text}"),
                (Err(_), Err(_)) => {}
                _ => panic!("{text}: derived {derived:?}, by hand {ours:?}"),
            }
        }
    }

    #[test]
    fn says_which_field_is_wrong() {
        let e = |t: &str| {
            read(crate::json::parse(t).unwrap())
                .unwrap_err()
                .to_string()
        };
        assert!(
            e(r#"{"players": 2, "phase": "game", "seats": [{}, {"temples": {"zeus": 1}}]}"#)
                .starts_with("seat 2: temples: no god")
        );
        assert!(e(r#"{"players": 2, "phase": "game", "extra": 1}"#).contains("extra"));
        assert!(e(r#"{"players": 2}"#).contains("phase"));
    }
}

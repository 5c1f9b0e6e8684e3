//! Valda's configuration (`{"players":3}`, with `cards` — `"builtin"` or
//! `{"custom":"<the TSV text>"}` — and `privacy` when set) read by hand from the JSON value
//! ([`FromJson`]) as the engine's derived reader reads it: a save and a replay link hold one,
//! and with it the game's build holds no serde reader at all. The engine's derive stays the
//! format's one definition; the tests compare both on every one-entry change of what it
//! writes.

use skald::valda::{CardList, ValdaConfig};

use crate::json::{newtype, unit, variant, Error, Fields, FromJson, Value};

/// The card list's variants, by their serde names.
const CARD_LISTS: [&str; 2] = ["builtin", "custom"];

/// `"builtin"` (or `{"builtin": null}`), or `{"custom": "<TSV text>"}`.
impl FromJson for CardList {
    fn from_json(v: Value) -> Result<CardList, Error> {
        match variant(v, "enum CardList", &CARD_LISTS)? {
            (0, with) => unit(with).map(|()| CardList::Builtin),
            (_, with) => newtype(with).map(CardList::Custom),
        }
    }
}

/// `players`, and `cards` and `privacy` with their defaults; other entries are ignored, as
/// the derived reader ignores them.
impl FromJson for ValdaConfig {
    fn from_json(v: Value) -> Result<ValdaConfig, Error> {
        let mut f = Fields::of(v, "struct ValdaConfig")?;
        Ok(ValdaConfig {
            players: f.take("players")?,
            cards: f.take_or_default("cards")?,
            privacy: f.take_or_default("privacy")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::fields_tests::every_change;

    #[test]
    fn configurations_read_by_hand_as_the_engine_reads_them() {
        for (i, cards) in [
            CardList::Builtin,
            CardList::Custom("id\tdeck\n1\tx\n".into()),
            CardList::Custom(String::new()),
        ]
        .into_iter()
        .enumerate()
        {
            for privacy in [false, true] {
                every_change(&ValdaConfig {
                    players: 2 + i,
                    cards: cards.clone(),
                    privacy,
                });
            }
        }
        // Forms the writer never writes, read alike or refused alike.
        for text in [
            r#"{"players":3}"#,
            r#"{"players":3,"cards":{"builtin":null}}"#,
            r#"{"players":3,"cards":{"builtin":[]}}"#,
            r#"{"players":3,"cards":"custom"}"#,
            r#"{"players":3,"cards":{"custom":null}}"#,
            r#"{"players":3,"cards":{"custom":7}}"#,
            r#"{"players":3,"cards":{"custom":"a","builtin":null}}"#,
            r#"{"players":3,"cards":{}}"#,
            r#"{"players":3,"cards":"Builtin"}"#,
            r#"{"players":3,"cards":null}"#,
            r#"{"players":3,"privacy":null}"#,
            r#"{"players":3,"privacy":1}"#,
            r#"{"players":"3"}"#,
        ] {
            let ours = crate::json::read::<ValdaConfig>(text);
            let derived = serde_json::from_str::<ValdaConfig>(text);
            match (ours, derived) {
                (Ok(a), Ok(b)) => assert_eq!(a, b, "{text}"),
                (Err(_), Err(_)) => {}
                (a, b) => panic!("{text}: ours {a:?}, derived {b:?}"),
            }
        }
    }
}

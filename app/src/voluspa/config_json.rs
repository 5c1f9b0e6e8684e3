//! Völuspá's configuration (`{"players":3,"tiles":"master_of_ravens","no_late_hel":true}`),
//! its tile set and the tiles' codes, read by hand from the JSON value ([`FromJson`]) as the
//! engine's derived readers read them: a save, a replay link and the new-game settings hold
//! one. The derived reader of the tile set (an enum of unit and list variants over the
//! expansions and the 17 tiles) was about 8 KB of the game's wasm before gzip. The engine's
//! derives stay the format's one definition; the tests compare both on every one-entry
//! change of what they write.

use skald::voluspa::{Config, Expansion, Kind, TileSet};

use crate::json::{newtype, unit, unit_variant, variant, Error, Fields, FromJson, Value};

/// The tiles' codes, as the engine writes them (its serde names).
pub(super) const KINDS: [&str; 17] = [
    "Od", "Th", "Tr", "Dr", "Fe", "Sk", "Va", "Lo", "He", "Hm", "Jo", "Ss", "Dw", "Fr", "Ra", "Ni",
    "Lb",
];

/// A tile by its code (`KINDS[i]` names `Kind::ALL[i]`).
impl FromJson for Kind {
    fn from_json(v: Value) -> Result<Kind, Error> {
        Ok(Kind::ALL[unit_variant(v, "a tile", &KINDS)?])
    }
}

/// The expansions, by their serde names.
const EXPANSIONS: [(&str, Expansion); 4] = [
    ("base", Expansion::Base),
    ("saga_of_edda", Expansion::SagaOfEdda),
    ("order_of_the_gods", Expansion::OrderOfTheGods),
    ("lightning_bolt", Expansion::LightningBolt),
];

impl FromJson for Expansion {
    fn from_json(v: Value) -> Result<Expansion, Error> {
        const NAMES: [&str; 4] = [
            EXPANSIONS[0].0,
            EXPANSIONS[1].0,
            EXPANSIONS[2].0,
            EXPANSIONS[3].0,
        ];
        Ok(EXPANSIONS[unit_variant(v, "an expansion", &NAMES)?].1)
    }
}

/// The tile set's variants, by their serde names, in the enum's order.
const TILE_SETS: [&str; 7] = [
    "base",
    "expansions",
    "order_of_the_gods",
    "king_of_the_giants",
    "rise_of_the_serpents",
    "master_of_ravens",
    "custom",
];

/// `"base"` (or `{"base": null}`) for a variant without content, `{"expansions": [...]}` and
/// `{"custom": [...]}` for the two with a list.
impl FromJson for TileSet {
    fn from_json(v: Value) -> Result<TileSet, Error> {
        let (i, with) = variant(v, "enum TileSet", &TILE_SETS)?;
        match i {
            1 => newtype(with).map(TileSet::Expansions),
            6 => newtype(with).map(TileSet::Custom),
            _ => unit(with).map(|()| {
                [
                    TileSet::Base,
                    TileSet::Base,
                    TileSet::OrderOfTheGods,
                    TileSet::KingOfTheGiants,
                    TileSet::RiseOfTheSerpents,
                    TileSet::MasterOfRavens,
                ][i]
                    .clone()
            }),
        }
    }
}

/// `players`, and `tiles` and `no_late_hel` with their defaults; other entries are ignored,
/// as the derived reader ignores them.
impl FromJson for Config {
    fn from_json(v: Value) -> Result<Config, Error> {
        let mut f = Fields::of(v, "struct Config")?;
        Ok(Config {
            players: f.take("players")?,
            tiles: f.take_or_default("tiles")?,
            no_late_hel: f.take_or_default("no_late_hel")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::fields_tests::every_change;

    #[test]
    fn the_codes_are_the_engines() {
        for (i, kind) in Kind::ALL.into_iter().enumerate() {
            assert_eq!(
                serde_json::to_string(&kind).unwrap(),
                format!("\"{}\"", KINDS[i])
            );
        }
        for (name, e) in EXPANSIONS {
            assert_eq!(serde_json::to_string(&e).unwrap(), format!("\"{name}\""));
        }
    }

    #[test]
    fn configurations_read_by_hand_as_the_engine_reads_them() {
        let sets = [
            TileSet::Base,
            TileSet::all_expansions(),
            TileSet::Expansions(vec![Expansion::Base, Expansion::LightningBolt]),
            TileSet::Expansions(vec![]),
            TileSet::OrderOfTheGods,
            TileSet::KingOfTheGiants,
            TileSet::RiseOfTheSerpents,
            TileSet::MasterOfRavens,
            TileSet::Custom(vec![Kind::Hermod, Kind::Raven, Kind::Odin]),
            TileSet::Custom(vec![]),
        ];
        // Each tile set inside a configuration (`every_change` takes an object).
        for (i, tiles) in sets.into_iter().enumerate() {
            every_change(&Config {
                players: 2 + i % 4,
                tiles,
                no_late_hel: i % 2 == 0,
            });
        }
        // Forms the writer never writes, read alike or refused alike.
        for text in [
            r#"{"players":3}"#,
            r#"{"players":3,"tiles":{"base":null}}"#,
            r#"{"players":3,"tiles":{"base":[]}}"#,
            r#"{"players":3,"tiles":"expansions"}"#,
            r#"{"players":3,"tiles":"custom"}"#,
            r#"{"players":3,"tiles":{"custom":null}}"#,
            r#"{"players":3,"tiles":{"custom":["He","He"]}}"#,
            r#"{"players":3,"tiles":{"expansions":["base","nope"]}}"#,
            r#"{"players":3,"tiles":{"master_of_ravens":null,"base":null}}"#,
            r#"{"players":3,"tiles":{}}"#,
            r#"{"players":3,"tiles":"Base"}"#,
            r#"{"players":-3}"#,
            r#"{"players":3,"no_late_hel":null}"#,
            r#"{"players":3,"tiles":null}"#,
        ] {
            let ours = crate::json::read::<Config>(text);
            let derived = serde_json::from_str::<Config>(text);
            match (ours, derived) {
                (Ok(a), Ok(b)) => assert_eq!(a, b, "{text}"),
                (Err(_), Err(_)) => {}
                (a, b) => panic!("{text}: ours {a:?}, derived {b:?}"),
            }
        }
    }
}

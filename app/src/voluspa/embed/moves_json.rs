//! A Völuspá embed's moves (`{"tile":"Th","at":[0,1]}`, with optional `push`, `boosts` and
//! `then`) read by hand from the JSON value ([`FromJson`]) as the engine's derived reader of
//! [`MovePart`] reads them (unknown fields refused; the tiles' codes are read in
//! `crate::voluspa::config_json`): that reader, with the tiles' 17 names,
//! was about 12 KB of the embed's wasm before gzip. The engine's derive stays the format's
//! one definition; the tests compare both on every one-entry change of what it writes.

use serde::de::Error as _;
use skald::voluspa::notation::MovePart;
use skald::voluspa::{Cell, Dir};

use crate::json::{unit_variant, wrong_kind, Error, Fields, FromJson, Value};

impl FromJson for Dir {
    fn from_json(v: Value) -> Result<Dir, Error> {
        let i = unit_variant(v, "a direction", &["N", "E", "S", "W"])?;
        Ok([Dir::N, Dir::E, Dir::S, Dir::W][i])
    }
}

/// `[row, column]`.
impl FromJson for Cell {
    fn from_json(v: Value) -> Result<Cell, Error> {
        match v {
            Value::Array(items) if items.len() == 2 => {
                let mut items = items.into_iter();
                let mut next = || i32::from_json(items.next().unwrap_or(Value::Null));
                Ok(Cell(next()?, next()?))
            }
            Value::Array(items) => Err(Error::invalid_length(
                items.len(),
                &"tuple struct Cell with 2 elements",
            )),
            v => Err(wrong_kind(&v, "tuple struct Cell")),
        }
    }
}

impl FromJson for MovePart {
    fn from_json(v: Value) -> Result<MovePart, Error> {
        let mut f = Fields::of(v, "struct MovePart")?;
        f.deny_unknown(&["tile", "at", "push", "boosts", "then"])?;
        Ok(MovePart {
            tile: f.take("tile")?,
            at: f.take("at")?,
            push: f.take_or_default("push")?,
            boosts: f.take_or_default("boosts")?,
            then: f.take_or_default("then")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::fields_tests::every_change;
    use skald::voluspa::Kind;

    #[test]
    fn moves_read_by_hand_as_the_engine_reads_them() {
        for (i, kind) in Kind::ALL.into_iter().enumerate() {
            every_change(&MovePart {
                tile: kind,
                at: Cell(i as i32 - 3, 2),
                push: None,
                boosts: 0,
                then: None,
            });
        }
        for push in [Dir::N, Dir::E, Dir::S, Dir::W] {
            every_change(&MovePart {
                tile: Kind::Jotunn,
                at: Cell(-1, 0),
                push: Some(push),
                boosts: 2,
                then: Some(Cell(4, -2)),
            });
        }
        let far = r#"{"tile":"Th","at":[2147483648,0]}"#;
        assert!(crate::json::read::<MovePart>(far).is_err());
        assert!(serde_json::from_str::<MovePart>(far).is_err());
    }
}

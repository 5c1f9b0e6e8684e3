//! Readers by hand ([`FromJson`](super::FromJson)) declared in one line per type: [`json_struct!`] for a
//! struct with named fields and [`json_enum!`] for an externally tagged enum, each reading
//! what the type's derived `Serialize` writes, as its derived reader would. They list the
//! type's fields and variants by name only (each field's type is the struct's own): a field
//! left out or added does not compile, and neither does a variant left out. A derived
//! reader is a copy of the `Deserializer`'s generic code per type; these are a few calls
//! over the [`Value`] (Valda's view, read by the phone's seat screen, was 48 KB of gzipped
//! wasm through serde's readers).

use serde::de::Error as _;

use super::error::Error;
pub use super::fields::{end, items, next, tagged};
use super::value::Value;

/// How serde's `rename_all` spells a variant's name from its Rust name.
#[derive(Clone, Copy, Debug)]
pub enum Case {
    /// `snake_case`: `BeginTurn` is `begin_turn`.
    Snake,
    /// `kebab-case`: `GodWeapon` is `god-weapon`.
    Kebab,
    /// `lowercase`: `GoldDiamond` is `golddiamond`.
    Lower,
}

/// Whether `name` is the variant `ident` spelt in `case` (compared as spelt, nothing built:
/// each variant of a type is tried in turn for every value read).
pub fn spelt(ident: &str, case: Case, name: &str) -> bool {
    let sep = match case {
        Case::Snake => Some('_'),
        Case::Kebab => Some('-'),
        Case::Lower => None,
    };
    let mut name = name.chars();
    for (i, c) in ident.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if let (Some(s), true) = (sep, i > 0) {
                if name.next() != Some(s) {
                    return false;
                }
            }
            if name.next() != Some(c.to_ascii_lowercase()) {
                return false;
            }
        } else if name.next() != Some(c) {
            return false;
        }
    }
    name.next().is_none()
}

/// The error for a variant name `name` that `what` does not have.
pub fn unknown(name: &str, what: &str) -> Error {
    Error::custom(format_args!("unknown variant `{name}` of {what}"))
}

/// What comes with a struct variant: its object (never nothing).
pub fn content(with: Option<Value>) -> Result<Value, Error> {
    with.ok_or_else(|| Error::invalid_type(serde::de::Unexpected::UnitVariant, &"struct variant"))
}

/// Implements [`FromJson`](super::FromJson) for a struct with named fields, every one listed:
/// `json_struct!(Resources { gold, diamond, blood });`. Entries not among them are ignored,
/// as a derived reader ignores them; an `Option` field left out is `None`.
#[allow(unused_macros)] // in the builds that read a view by hand
macro_rules! json_struct {
    ($ty:ident { $($field:ident),+ $(,)? }) => {
        impl $crate::json::FromJson for $ty {
            fn from_json(v: $crate::json::Value) -> Result<$ty, $crate::json::Error> {
                let mut f = $crate::json::Fields::of(v, concat!("struct ", stringify!($ty)))?;
                Ok($ty { $($field: f.take(stringify!($field))?,)+ })
            }
        }
    };
}

/// Implements [`FromJson`](super::FromJson) for an externally tagged enum whose variant names are spelt in
/// `case` ([`Case`]), every variant listed as it is declared, with placeholder names for a
/// tuple variant's items: `json_enum!(Step, Snake { Gain(res, n), SwitchCard, Search { look,
/// take } });`.
#[allow(unused_macros)] // in the builds that read a view by hand
macro_rules! json_enum {
    ($ty:ident, $case:ident { $($v:ident $(( $($t:ident),+ ))? $({ $($f:ident),+ $(,)? })?),+ $(,)? }) => {
        impl $crate::json::FromJson for $ty {
            fn from_json(v: $crate::json::Value) -> Result<$ty, $crate::json::Error> {
                use $crate::json::shapes as s;
                // Every variant is read: a variant added to the type and not here does
                // not compile.
                #[allow(dead_code)]
                fn every_variant(e: &$ty) {
                    match e {
                        $($ty::$v { .. } => {})+
                    }
                }
                const WHAT: &str = concat!("enum ", stringify!($ty));
                let (name, with) = s::tagged(v, WHAT)?;
                $(
                    if s::spelt(stringify!($v), s::Case::$case, &name) {
                        return $crate::json::shapes::json_enum!(@one $ty, $v, with $(, ( $($t),+ ))? $(, { $($f),+ })?);
                    }
                )+
                Err(s::unknown(&name, WHAT))
            }
        }
    };
    (@one $ty:ident, $v:ident, $with:ident) => {
        $crate::json::unit($with).map(|()| $ty::$v)
    };
    (@one $ty:ident, $v:ident, $with:ident, ( $t:ident )) => {
        $crate::json::newtype($with).map($ty::$v)
    };
    (@one $ty:ident, $v:ident, $with:ident, ( $($t:ident),+ )) => {
        (|| -> Result<$ty, $crate::json::Error> {
            use $crate::json::shapes::{end, items, next};
            let what = concat!("tuple variant ", stringify!($ty), "::", stringify!($v));
            let mut all = items($with, what)?;
            let mut i = 0;
            let value = $ty::$v($({
                let $t = next(&mut all, i, what)?;
                i += 1;
                $t
            }),+);
            end(all, i)?;
            Ok(value)
        })()
    };
    (@one $ty:ident, $v:ident, $with:ident, { $($f:ident),+ }) => {
        (|| -> Result<$ty, $crate::json::Error> {
            let what = concat!("struct variant ", stringify!($ty), "::", stringify!($v));
            let mut f = $crate::json::Fields::of($crate::json::shapes::content($with)?, what)?;
            Ok($ty::$v { $($f: f.take(stringify!($f))?,)+ })
        })()
    };
}

#[allow(unused_imports)] // used by the builds that read a view by hand
pub(crate) use {json_enum, json_struct};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_names_are_spelt_as_serde_renames_them() {
        assert!(spelt("BeginTurn", Case::Snake, "begin_turn"));
        assert!(spelt("GodWeapon", Case::Kebab, "god-weapon"));
        assert!(spelt("GoldDiamond", Case::Lower, "golddiamond"));
        assert!(spelt("Gold", Case::Lower, "gold"));
        assert!(!spelt("BeginTurn", Case::Snake, "beginturn"));
        assert!(!spelt("BeginTurn", Case::Snake, "BeginTurn"));
        assert!(!spelt("Gold", Case::Snake, "gold_"));
    }
}

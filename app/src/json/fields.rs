//! Reading the app's own types (seats, a save's envelope, new-game settings) from a
//! [`Value`] by hand ([`FromJson`], [`Fields`]) instead of through a derived `Deserialize`:
//! each derived reader is a copy of the `Deserializer`'s generic code (a few KB of wasm
//! each), where these are a few lines over the value. Writing stays the derived
//! `Serialize`, the one definition of each format; every reader here has a test that reads
//! what the derived writer writes and refuses what serde_json refused
//! (`app/src/json/tests.rs`). The engine's types (configurations) keep their derived
//! readers ([`Fields::take_serde`]).
//!
//! Errors are serde's words ("missing field `seats`", "invalid type: …"), which the save
//! reader turns into players' words.

use serde::de::{DeserializeOwned, Error as _};

use super::error::Error;
use super::value::{Map, Number, Value};

/// A type read from a JSON value by hand.
pub trait FromJson: Sized {
    /// Reads the value, or says what is wrong with it in serde's words.
    fn from_json(v: Value) -> Result<Self, Error>;

    /// The value of a struct's field `key` left out: an error, but `None` for an `Option`
    /// (as a derived reader takes it).
    fn when_missing(key: &'static str) -> Result<Self, Error> {
        Err(Error::missing_field(key))
    }
}

/// The error for a value that is not of the kind `expected` ("a string").
pub fn wrong_kind(v: &Value, expected: &str) -> Error {
    Error::invalid_type(v.unexpected(), &expected)
}

impl FromJson for bool {
    fn from_json(v: Value) -> Result<bool, Error> {
        match v {
            Value::Bool(b) => Ok(b),
            v => Err(wrong_kind(&v, "a boolean")),
        }
    }
}

impl FromJson for u64 {
    fn from_json(v: Value) -> Result<u64, Error> {
        match v {
            Value::Number(Number::PosInt(n)) => Ok(n),
            Value::Number(Number::NegInt(_)) => Err(Error::invalid_value(v.unexpected(), &"u64")),
            v => Err(wrong_kind(&v, "u64")),
        }
    }
}

/// An integer of a narrower type: out of its range is an invalid value, as serde says.
fn narrow<T: TryFrom<u64>>(v: Value, name: &str) -> Result<T, Error> {
    let unexpected = |v: &Value| Error::invalid_value(v.unexpected(), &name);
    match v {
        Value::Number(Number::PosInt(n)) => T::try_from(n).map_err(|_| unexpected(&v)),
        Value::Number(Number::NegInt(_)) => Err(unexpected(&v)),
        v => Err(wrong_kind(&v, name)),
    }
}

/// A signed integer of type `T`: out of its range is an invalid value, as serde says.
fn signed<T: TryFrom<i64> + TryFrom<u64>>(v: Value, name: &str) -> Result<T, Error> {
    let n = match &v {
        Value::Number(Number::PosInt(n)) => T::try_from(*n).ok(),
        Value::Number(Number::NegInt(n)) => T::try_from(*n).ok(),
        _ => return Err(wrong_kind(&v, name)),
    };
    n.ok_or_else(|| Error::invalid_value(v.unexpected(), &name))
}

/// The integers read by [`narrow`] (unsigned) and [`signed`], each named as serde names it.
macro_rules! integers {
    ($read:ident: $($t:ty),+) => {
        $(impl FromJson for $t {
            fn from_json(v: Value) -> Result<$t, Error> {
                $read(v, stringify!($t))
            }
        })+
    };
}

integers!(narrow: u8, u16, u32, usize);
integers!(signed: i8, i32, i64);

impl FromJson for String {
    fn from_json(v: Value) -> Result<String, Error> {
        match v {
            Value::String(s) => Ok(s),
            v => Err(wrong_kind(&v, "a string")),
        }
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(v: Value) -> Result<Vec<T>, Error> {
        match v {
            Value::Array(items) => items.into_iter().map(T::from_json).collect(),
            v => Err(wrong_kind(&v, "a sequence")),
        }
    }
}

impl<T: FromJson> FromJson for Box<T> {
    fn from_json(v: Value) -> Result<Box<T>, Error> {
        T::from_json(v).map(Box::new)
    }
}

/// An array of exactly `N` items, as serde reads `[T; N]`.
impl<T: FromJson, const N: usize> FromJson for [T; N] {
    fn from_json(v: Value) -> Result<[T; N], Error> {
        match v {
            Value::Array(items) if items.len() == N => {
                let items: Vec<T> = items
                    .into_iter()
                    .map(T::from_json)
                    .collect::<Result<_, _>>()?;
                items
                    .try_into()
                    .map_err(|_| Error::invalid_length(N, &"an array"))
            }
            Value::Array(items) => Err(Error::invalid_length(items.len(), &"an array")),
            v => Err(wrong_kind(&v, "an array")),
        }
    }
}

/// A pair: an array of two items.
impl<A: FromJson, B: FromJson> FromJson for (A, B) {
    fn from_json(v: Value) -> Result<(A, B), Error> {
        const WHAT: &str = "a tuple of size 2";
        let mut all = match v {
            Value::Array(a) if a.is_empty() => return Err(Error::invalid_length(0, &WHAT)),
            Value::Array(a) => items(Some(Value::Array(a)), WHAT)?,
            v => return Err(wrong_kind(&v, WHAT)),
        };
        let pair = (next(&mut all, 0, WHAT)?, next(&mut all, 1, WHAT)?);
        end(all, 2)?;
        Ok(pair)
    }
}

/// The items of a tuple variant or tuple (`what` names it in the errors), to be read in
/// order with [`next`] and finished with [`end`]: as a derived reader, each item is read
/// before their number is checked.
pub fn items(with: Option<Value>, what: &str) -> Result<std::vec::IntoIter<Value>, Error> {
    match with {
        // serde_json reads an empty array there as nothing.
        Some(Value::Array(items)) if items.is_empty() => {
            Err(Error::invalid_type(serde::de::Unexpected::Unit, &what))
        }
        Some(Value::Array(items)) => Ok(items.into_iter()),
        Some(v) => Err(wrong_kind(&v, what)),
        None => Err(Error::invalid_type(
            serde::de::Unexpected::UnitVariant,
            &"tuple variant",
        )),
    }
}

/// The item at `index` of a tuple ([`items`]): an error if there are fewer.
pub fn next<T: FromJson>(
    items: &mut std::vec::IntoIter<Value>,
    index: usize,
    what: &str,
) -> Result<T, Error> {
    match items.next() {
        Some(v) => T::from_json(v),
        None => Err(Error::invalid_length(index, &what)),
    }
}

/// After a tuple's `n` items ([`next`]): an error if there are more.
pub fn end(items: std::vec::IntoIter<Value>, n: usize) -> Result<(), Error> {
    match items.len() {
        0 => Ok(()),
        more => Err(Error::invalid_length(n + more, &"fewer elements in array")),
    }
}

/// The value as it is.
impl FromJson for Value {
    fn from_json(v: Value) -> Result<Value, Error> {
        Ok(v)
    }
}

/// `null` is `None`, as serde reads an `Option`.
impl<T: FromJson> FromJson for Option<T> {
    fn from_json(v: Value) -> Result<Option<T>, Error> {
        match v {
            Value::Null => Ok(None),
            v => T::from_json(v).map(Some),
        }
    }

    fn when_missing(_: &'static str) -> Result<Option<T>, Error> {
        Ok(None)
    }
}

/// An object's entries being read into a struct's fields; entries not asked for are left
/// (as a derived reader ignores unknown fields).
pub struct Fields(Map);

impl Fields {
    /// The entries of `v`, which must be an object (`what` names the struct in the error).
    pub fn of(v: Value, what: &str) -> Result<Fields, Error> {
        match v {
            Value::Object(m) => Ok(Fields(m)),
            v => Err(wrong_kind(&v, what)),
        }
    }

    /// The field `key`, which must be there (but for an `Option`, `None` when left out, as
    /// a derived reader takes it).
    pub fn take<T: FromJson>(&mut self, key: &'static str) -> Result<T, Error> {
        match self.0.remove(key) {
            Some(v) => T::from_json(v),
            None => T::when_missing(key),
        }
    }

    /// The field `key`, its type's default when left out (`#[serde(default)]`).
    pub fn take_or_default<T: FromJson + Default>(&mut self, key: &str) -> Result<T, Error> {
        self.0.remove(key).map_or(Ok(T::default()), T::from_json)
    }

    /// The field `key`, which must be there, read with its type's derived reader (the
    /// engine's types).
    pub fn take_serde<T: DeserializeOwned>(&mut self, key: &'static str) -> Result<T, Error> {
        match self.0.remove(key) {
            Some(v) => T::deserialize(v),
            None => Err(Error::missing_field(key)),
        }
    }

    /// Refuses an entry not among `fields`, as a derived reader with `deny_unknown_fields`
    /// does (before it says a field is missing: call this first).
    pub fn deny_unknown(&self, fields: &'static [&'static str]) -> Result<(), Error> {
        match self.0.keys().find(|k| !fields.contains(k)) {
            Some(key) => Err(Error::unknown_field(key, fields)),
            None => Ok(()),
        }
    }

    /// The field `key` read with its type's derived reader, its default when left out.
    pub fn take_serde_or_default<T: DeserializeOwned + Default>(
        &mut self,
        key: &str,
    ) -> Result<T, Error> {
        self.0.remove(key).map_or(Ok(T::default()), T::deserialize)
    }
}

/// An externally tagged enum's value split into its variant's name and what comes with it:
/// `"name"` (nothing: `None`) or `{"name": content}`; any other value is not of the kind
/// `what`. Shared by [`variant`], the serde `Deserializer`'s enums and the readers of
/// `super::shapes`.
pub fn tagged(v: Value, what: &str) -> Result<(String, Option<Value>), Error> {
    match v {
        Value::String(name) => Ok((name, None)),
        Value::Object(mut m) if m.0.len() == 1 => {
            let (name, with) = m.0.pop().unwrap_or_default();
            Ok((name, Some(with)))
        }
        Value::Object(_) => Err(Error::invalid_value(
            serde::de::Unexpected::Map,
            &"map with a single key",
        )),
        v => Err(wrong_kind(&v, what)),
    }
}

/// Which of an enum's variants `v` names (an index into `names`, its serde names) and what
/// comes with it, as serde's derived reader takes an externally tagged enum: `"name"` (with
/// nothing: `None`), or `{"name": content}`; the name is checked before the content, as
/// there. Read the content with [`unit`] or [`newtype`].
pub fn variant(
    v: Value,
    what: &str,
    names: &'static [&'static str],
) -> Result<(usize, Option<Value>), Error> {
    let (name, with) = tagged(v, what)?;
    let i = names
        .iter()
        .position(|n| *n == name)
        .ok_or_else(|| Error::unknown_variant(&name, names))?;
    Ok((i, with))
}

/// What comes with a unit variant ([`variant`]): nothing, or `null`.
pub fn unit(with: Option<Value>) -> Result<(), Error> {
    match with {
        None | Some(Value::Null) => Ok(()),
        Some(other) => Err(wrong_kind(&other, "unit variant")),
    }
}

/// What comes with a newtype variant ([`variant`]): its one value (never nothing).
pub fn newtype<T: FromJson>(with: Option<Value>) -> Result<T, Error> {
    match with {
        Some(v) => T::from_json(v),
        None => Err(Error::invalid_type(
            serde::de::Unexpected::UnitVariant,
            &"newtype variant",
        )),
    }
}

/// Which of an enum's unit variants `v` names (an index into `names`, its serde names):
/// `"name"`, or `{"name": null}` ([`variant`], [`unit`]).
pub fn unit_variant(v: Value, what: &str, names: &'static [&'static str]) -> Result<usize, Error> {
    let (i, with) = variant(v, what, names)?;
    unit(with)?;
    Ok(i)
}

/// Reads `T` from JSON text by hand ([`FromJson`]).
pub fn read<T: FromJson>(text: &str) -> Result<T, Error> {
    T::from_json(super::read::parse(text)?)
}

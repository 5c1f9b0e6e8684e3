//! The app's own JSON: a reader into a small [`Value`] (objects keep their keys in the
//! order written), a writer for anything `serde::Serialize` ([`to_string`]), and a
//! `serde::Deserializer` over a [`Value`] ([`from_value`], [`from_str`]) so that the engine's
//! derived formats (configurations, replays) and the app's (seats, settings) stay their one
//! definition.
//!
//! Why not `serde_json`: its text deserializer, value type, errors and reader were about
//! 32 KB of each game's wasm before gzip, for what this module does in a fraction of it
//! (docs/architecture.md, "Where the bytes go"). The formats are serde_json's: saves,
//! exported files, replay links, settings in local storage and the worker's messages read
//! and write as before (the tests compare both on random values and on every game's saves).
//!
//! Everything read may be hostile (a file, a link, local storage, another thread's answer):
//! the reader never panics, refuses text longer than [`MAX_LEN`] bytes or nested deeper than
//! [`MAX_DEPTH`], lone surrogates, bad escapes, control characters in strings, numbers out of
//! the range of `f64` (`1e999`) and anything after the value, each with its line and column.
//! A key written twice in an object is kept twice ([`Map::get`] finds the first; a derived
//! reader refuses the repeated field).

mod de;
mod read;
mod ser;

pub use de::{from_str, from_value};
pub use read::parse;
pub use ser::to_string;

use std::fmt;

use serde::de::{Expected, Unexpected};

/// The most arrays and objects nested in one another the reader takes (serde_json's limit
/// too).
pub const MAX_DEPTH: usize = 127;

/// The longest text the reader takes, in bytes (a save is at most 1 MiB; a custom card
/// list remembered in the settings a few dozen KiB).
pub const MAX_LEN: usize = 8 << 20;

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Number(Number),
    String(String),
    Array(Vec<Value>),
    Object(Map),
}

/// A JSON number as serde_json keeps one: a non-negative integer, a negative one, or
/// anything else (a fraction, an exponent, `-0`, an integer beyond 64 bits) as an `f64`.
/// `1` and `1.0` are different numbers, as in serde_json.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    /// An integer ≥ 0 written without fraction or exponent.
    PosInt(u64),
    /// An integer < 0 written without fraction or exponent.
    NegInt(i64),
    /// Any other finite number.
    Float(f64),
}

impl Number {
    /// The number as an `f64` (rounded for integers beyond 2^53).
    pub fn as_f64(self) -> f64 {
        match self {
            Number::PosInt(n) => n as f64,
            Number::NegInt(n) => n as f64,
            Number::Float(f) => f,
        }
    }
}

/// An object's entries in the order they were written.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Map(pub Vec<(String, Value)>);

impl Map {
    /// The first value under `key`.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    /// Takes the first value under `key` out of the object.
    pub fn remove(&mut self, key: &str) -> Option<Value> {
        let i = self.0.iter().position(|(k, _)| k == key)?;
        Some(self.0.remove(i).1)
    }

    /// Whether some entry has `key`.
    pub fn contains_key(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    /// The keys, in order.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(k, _)| k.as_str())
    }

    /// The entries, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&String, &Value)> {
        self.0.iter().map(|(k, v)| (k, v))
    }

    /// Whether the object is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl Value {
    /// The value under `key` when this is an object.
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(m) => m.get(key),
            _ => None,
        }
    }

    /// The text, when this is a string.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    /// The number, when this is an integer ≥ 0 written as one.
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Number(Number::PosInt(n)) => Some(*n),
            _ => None,
        }
    }

    /// The number as an `f64`, when this is a number.
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::Number(n) => Some(n.as_f64()),
            _ => None,
        }
    }
}

/// Why text could not be read as JSON, or a value as a type (then in serde's words:
/// "missing field `seed`", "invalid type: string \"x\", expected u64"…). A reading error
/// says where: line and column (1-based, the column in bytes), as serde_json's did.
#[derive(Clone, Debug, PartialEq)]
pub struct Error {
    msg: String,
    /// 1-based; 0 for an error that is not about a place in the text.
    line: usize,
    column: usize,
}

impl Error {
    /// An error about no place in the text.
    fn new(msg: String) -> Error {
        Error {
            msg,
            line: 0,
            column: 0,
        }
    }

    /// The line of the text where reading stopped (1-based; 0 when not a reading error).
    pub fn line(&self) -> usize {
        self.line
    }

    /// The column (1-based, in bytes) where reading stopped (0 when not a reading error).
    pub fn column(&self) -> usize {
        self.column
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            f.write_str(&self.msg)
        } else {
            write!(
                f,
                "{} at line {} column {}",
                self.msg, self.line, self.column
            )
        }
    }
}

impl std::error::Error for Error {}

impl serde::de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Error {
        Error::new(msg.to_string())
    }

    fn invalid_type(unexp: Unexpected, exp: &dyn Expected) -> Error {
        Error::new(format!("invalid type: {}, expected {exp}", Said(unexp)))
    }

    fn invalid_value(unexp: Unexpected, exp: &dyn Expected) -> Error {
        Error::new(format!("invalid value: {}, expected {exp}", Said(unexp)))
    }
}

/// What serde's errors call a value, in serde's words but a float's digits left out: its
/// own `Display` writes them with Rust's float formatting, about 15 KB of wasm that nothing
/// else in a build needs.
struct Said<'a>(Unexpected<'a>);

impl fmt::Display for Said<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Unexpected::Bool(b) => write!(f, "boolean `{b}`"),
            Unexpected::Unsigned(n) => write!(f, "integer `{n}`"),
            Unexpected::Signed(n) => write!(f, "integer `{n}`"),
            Unexpected::Float(_) => f.write_str("floating point number"),
            Unexpected::Char(c) => write!(f, "character `{c}`"),
            Unexpected::Str(s) => write!(f, "string \"{s}\""),
            Unexpected::Bytes(_) => f.write_str("byte array"),
            Unexpected::Unit => f.write_str("unit value"),
            Unexpected::Option => f.write_str("Option value"),
            Unexpected::NewtypeStruct => f.write_str("newtype struct"),
            Unexpected::Seq => f.write_str("sequence"),
            Unexpected::Map => f.write_str("map"),
            Unexpected::Enum => f.write_str("enum"),
            Unexpected::UnitVariant => f.write_str("unit variant"),
            Unexpected::NewtypeVariant => f.write_str("newtype variant"),
            Unexpected::TupleVariant => f.write_str("tuple variant"),
            Unexpected::StructVariant => f.write_str("struct variant"),
            Unexpected::Other(other) => f.write_str(other),
        }
    }
}

impl serde::ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Error {
        Error::new(msg.to_string())
    }
}

#[cfg(test)]
mod tests;

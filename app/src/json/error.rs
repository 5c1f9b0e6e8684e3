//! The module's one error: reading text, or reading a type from a value.

use std::fmt;

use serde::de::{Expected, Unexpected};

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
    /// An error at `line` and `column` of the text (1-based).
    pub(super) fn at(msg: &str, line: usize, column: usize) -> Error {
        Error {
            msg: msg.to_string(),
            line,
            column,
        }
    }

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

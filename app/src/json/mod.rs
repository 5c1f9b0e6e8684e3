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
mod error;
mod fields;
mod read;
mod ser;
mod value;

pub use de::{from_str, from_value};
pub use error::Error;
pub use fields::{read, wrong_kind, Fields, FromJson};
pub use read::{parse, MAX_DEPTH, MAX_LEN};
pub use ser::to_string;
pub use value::{Map, Number, Value};

#[cfg(test)]
mod fields_tests;
#[cfg(test)]
mod tests;

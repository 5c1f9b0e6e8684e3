//! The app's own JSON: a reader into a small [`Value`] (objects keep their keys in the
//! order written), a writer for anything `serde::Serialize` ([`to_string`]), a
//! `serde::Deserializer` over a [`Value`] ([`from_value`], [`from_str`]) for the engine's
//! derived readers (configurations), and readers by hand ([`FromJson`]) for the rest: seats,
//! a save's envelope, new-game settings, a Völuspá embed's moves. Every
//! format keeps one definition: the derived `Serialize` that writes it (and the engine's
//! derived readers; the app's, derived in tests only, check the hand-written ones).
//!
//! Why not `serde_json`: its text deserializer, value type, errors and reader were about
//! 32 KB of each game's wasm before gzip, and each derived reader a copy of its generic
//! code (docs/architecture.md, "Where the bytes go"). The formats are serde_json's: saves,
//! exported files, replay links, settings in local storage and the worker's messages read
//! and write as before (the tests compare both on random values, damaged text, every
//! game's actions, views and replays, and a save of each game written by serde_json).
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
pub mod shapes;
mod value;

pub use de::{from_str, from_value};
pub use error::Error;
pub use fields::{newtype, read, unit, unit_variant, variant, wrong_kind, Fields, FromJson};
pub use read::{parse, MAX_DEPTH, MAX_LEN};
pub use ser::to_string;
pub use value::{Map, Number, Value};

#[cfg(test)]
pub(crate) mod fields_tests;
#[cfg(test)]
mod tests;

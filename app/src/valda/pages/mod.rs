//! Valda's screens.

pub mod end;
pub mod new_game;
pub mod play;
// The rules help is one of the reading routes: only builds that hold them compile it, so no
// other build can call for its words (valda_read.ftl, which only they fetch).
#[cfg(feature = "read")]
pub mod position;
#[cfg(feature = "read")]
pub mod rules;

/// The words of Valda's reading routes (valda_read.ftl).
#[cfg(feature = "read")]
pub(crate) mod read_words {
    include!(concat!(env!("OUT_DIR"), "/l10n/valda_read.rs"));
}

//! Valda's screens.

pub mod end;
pub mod new_game;
pub mod play;
// The rules help is one of the reading routes: only builds that hold them compile it, so no
// other build can call for its words (valda_read.ftl, which only they fetch).
#[cfg(feature = "read")]
pub mod rules;

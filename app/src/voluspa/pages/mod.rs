//! Völuspá's screens.

pub mod end;
pub mod new_game;
pub mod play;
pub mod play_drag;
pub mod play_moves;
pub mod rules;

//! Völuspá's screens.

pub mod end;
pub mod new_game;
pub mod play;
pub mod play_bottom;
pub mod play_drag;
pub mod play_input;
pub mod play_moves;
pub mod play_top;
pub mod play_view;
pub mod rules;

//! Odin's screens: new game, play (with hand-off, hand end and game end), rules help.

pub mod end;
pub mod hand_end;
pub mod new_game;
pub mod play;
pub mod rules;

//! Völuspá's components.

pub mod board;
pub mod board_grid;
pub mod board_keys;
pub mod board_words;
pub mod hand;
pub mod live;
pub mod log;
pub mod overlay;
pub mod scoreboard;
pub mod tile;

//! Völuspá's components.

pub mod board;
pub mod hand;
pub mod log;
pub mod overlay;
pub mod scoreboard;
pub mod tile;

//! Pieces of the Odin screens: cards, the hand fan, the middle, the scoreboard, the log.

pub mod card;
pub mod hand;
pub mod log;
pub mod middle;
pub mod scoreboard;

//! Pieces shared by pages.

pub mod computer_status;
pub mod decider;
pub mod drawer;
mod emblem;
mod game_card;
pub mod handoff;
mod layout;
pub mod live;
pub mod new_game_form;
pub mod news;
pub mod notice;
pub mod players_form;
pub mod since;

pub use emblem::emblem;
pub use game_card::game_card;
pub use layout::{footer, header};

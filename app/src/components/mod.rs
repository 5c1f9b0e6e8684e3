//! Pieces shared by pages.

mod emblem;
mod game_card;
mod layout;

pub use emblem::Emblem;
pub use game_card::GameCard;
pub use layout::{Footer, Header};

//! Custom hooks.

mod use_escape;
mod use_new_game;
mod use_route;

pub use use_escape::use_escape;
pub use use_new_game::{use_new_game, NewGameState};
pub use use_route::use_route;

//! Custom hooks.

mod use_escape;
mod use_new_game;
mod use_press_guard;
mod use_route;

pub use use_escape::use_escape;
pub use use_new_game::{use_new_game, NewGameState};
pub use use_press_guard::use_press_guard;
pub use use_route::use_route;

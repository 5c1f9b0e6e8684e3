//! One component per screen.

pub mod game;
pub mod game_app;
pub mod game_routes;
#[cfg(feature = "home")]
mod home;
mod not_built;
mod not_found;
pub mod start_menu;
#[cfg(feature = "home")]
pub mod unfinished;

pub use game::game_page;
#[cfg(feature = "home")]
pub use home::home;
pub use not_built::not_built;
pub use not_found::not_found;

//! One component per screen.

pub mod game;
pub mod game_routes;
mod home;
mod not_built;
mod not_found;
pub mod unfinished;

pub use game::GamePage;
pub use game_routes::GameRouteProps;
pub use home::Home;
pub use not_built::{NotBuilt, NotBuiltProps};
pub use not_found::NotFound;

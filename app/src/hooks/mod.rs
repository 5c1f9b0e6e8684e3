//! Custom hooks.

mod use_route;

pub use use_route::use_route;

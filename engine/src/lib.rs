//! # Skald engine
//!
//! Deterministic rules engines for three Norse tabletop games — the tile game
//! **Völuspá** (with *Saga of Edda*, *Order of the Gods* and *Lightning Bolt*), the card
//! game **Odin** and the board game **Valda** — for Rust and, through `wasm-bindgen`,
//! for JavaScript.
//!
//! Every game is a state machine implementing [`Game`]: a seeded set-up, actions as plain
//! serde data, a legal-actions query, a checked [`Game::apply`] that never panics, an
//! [`Outcome`] at the end, a [`Game::view`] for one player that hides what that player may
//! not see, and [`Game::sample`] that deals a full state consistent with such a view (so
//! computer opponents can search without peeking at hidden cards). All randomness comes
//! from a [`Rng`] stored inside the state, so a game replays exactly from its [`Replay`]
//! record: configuration, seed and action log.
//!
//! Nothing here knows about the DOM; the browser-facing API lives in `js` (cargo feature `js`, on by default;
//! `js-core` builds only what the computer's per-game worker engines need from it).

pub mod ai;
pub mod game;

#[cfg(feature = "js-core")]
pub mod js;
pub mod odin;
pub mod replay;
pub mod rng;
pub mod valda;
pub mod voluspa;

pub use game::{Game, Outcome, PlayerId, Viewer};
pub use replay::{Replay, ReplayError};
pub use rng::Rng;

/// The engine's version, written into saved games and shown in the app.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

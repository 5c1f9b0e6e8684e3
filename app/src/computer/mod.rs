//! Computer opponents in the app (issue #12): which seats the computer plays, who holds
//! the tablet when computers sit at the table, how fast they move, and the search worker
//! that decides for them.
//!
//! The search itself is the engine's ([`skald::ai`], docs/ai.md). It runs in a Web Worker
//! ([`worker`], `static/ai-worker.js`) so the page never freezes. The page sends the game's
//! record (as a save writes it) with the seat and the number of actions; the worker engine
//! replays it and hands the search that seat's *view* only —
//! `Game::view(Viewer::Player(p))` — so it cannot read another player's hand even by
//! mistake, and the game builds need no writer of a view (issue #28). A game's play screen
//! asks through [`use_computer`] and applies the answer like a player's move.

pub mod analysis;
mod ask;
mod hook;
mod pace;
mod report;
pub mod worker;

pub use ask::{ask_for, decision_seed, level_label, parse_action, Ask};
pub use hook::{use_computer, use_computer_for, ComputerState};
pub use pace::Pace;
pub use skald::ai::Level;

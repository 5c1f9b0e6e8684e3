//! Computer opponents that never peek (issue #12, the engine's part).
//!
//! Every bot decides from the acting player's [`Game::view`](crate::Game::view) alone: it
//! never sees the real state. The search bot is single-observer Information Set Monte Carlo
//! Tree Search (Cowling, Powley & Whitehouse 2012, "SO-ISMCTS"): each iteration deals a full
//! state consistent with the view ([`Game::sample`](crate::Game::sample), a
//! *determinization*), walks one shared tree of actions with UCB1 over the actions available
//! in that determinization, plays on with the game's playout policy (at random, or for the
//! most points in Völuspá), and scores the end by rank, or by lead where the playout stops
//! early. Games plug in through [`Evaluate`]: a cheap "how is this player doing" used by the
//! greedy bot and where a playout is cut short, and optionally a one-step estimate of each
//! action.
//!
//! ```
//! use skald::ai::{choose, Bot, Level};
//! use skald::odin::{Odin, OdinConfig};
//! use skald::{Game, Viewer};
//! let game = Odin::new(&OdinConfig::new(2), 7).unwrap();
//! let me = game.to_move().unwrap();
//! let action = choose::<Odin>(&game.view(Viewer::Player(me)), me, &Bot::Search(Level::Easy.config()), 1)
//!     .unwrap()
//!     .unwrap();
//! assert!(game.legal_actions().contains(&action));
//! ```

mod analyse;
mod arena;
mod bot;
mod choose;
mod clock;
mod evaluate;
mod search;
mod voluspa;

pub use analyse::{analyse, Analysis, PLAYED_VISITS};
pub use arena::{arena, ArenaReport, BotStats};
pub use bot::{Bot, Level, SearchConfig};
pub use choose::{choose, choose_for, decide, Decision};
pub use evaluate::{Evaluate, Measure};
pub use search::Choice;

// Each part imports what it needs from the part that defines it (`super::bot::Bot`), never
// from this module: these re-exports are the public paths, and an import back through them
// would make this module and its parts depend on each other (scripts/check-modules.mjs).

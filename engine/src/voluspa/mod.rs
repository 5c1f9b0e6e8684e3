//! Völuspá: the tile game, with *Saga of Edda*, *Order of the Gods* and *Lightning Bolt*.
//!
//! The rules follow `voluspa-rulings.md` (see `docs/voluspa.md` for decisions beyond them).
//!
//! * [`Voluspa`] is the game, a step-level state machine implementing [`crate::Game`]:
//!   one [`Action`] per player decision (place a tile with optional Freya boosts and Jotunn
//!   push, the Raven's second placement or [`Action::SkipRaven`], a Hermod follow-up or
//!   [`Action::EndTurn`], discards).
//! * Board-level queries, without a game around them: [`parse_board`], [`print_board`],
//!   [`targets`], [`Board::blocked_cells`], [`score_move`] (a notation [`Move`] with Raven
//!   `then` and Hermod chains).
//! * [`tile::TILE_TABLE`] holds every printed number.
//! * `undo`: which spans may be taken back ([`crate::Game::quiet_since`]): the steps of the
//!   turn under way, and finished turns whose draw no other play could have changed.

pub mod action;
pub mod board;
pub mod cell;
pub mod error;
pub mod game;
pub mod hand;
pub mod moves;
pub mod notation;
pub mod placement;
pub mod playout;
pub mod record;
pub mod scoring;
pub mod state;
pub mod tile;
pub mod tileset;
pub mod turn;
mod undo;
pub mod view;

// Only methods of `Voluspa` (public through the type).
mod legal;

pub use action::Action;
pub use board::{Axis, Board, Cell, Dir, Line, Stack};
pub use error::VoluspaError;
pub use moves::{score_move, MoveScore};
pub use notation::{parse_board, print_board, Move, MovePart, NotationError};
pub use placement::{targets, Placement, Target, TargetKind};
pub use record::{StepRecord, TurnRecord};
pub use scoring::{Rule, ScoreExplanation, ScoredLine};
pub use state::{Config, Phase, Voluspa};
pub use tile::{Expansion, Kind, TILE_TABLE};
pub use tileset::TileSet;
pub use view::{PlayerView, VoluspaView};

//! # Odin, the card game
//!
//! 2–6 players shed cards by beating the set in the middle with a set of the same size
//! or one card larger and of higher value (see [`set`]); after each play the player
//! takes one card of the beaten set back into their hand. A hand ends when somebody's
//! hand is empty; everyone scores one point per card left; lowest total wins.
//!
//! The rules implemented are `odin-rulings.md` of the project; decisions beyond them are
//! in `docs/odin.md`.
//!
//! * [`card`]: [`Card`], [`CardSet`] and the notation `7R`, `2R 8R`.
//! * [`set`]: [`set_value`], [`check_play_on`], [`legal_plays_on`].
//! * [`config`]: [`OdinConfig`], [`Target`].
//! * [`state`]: the state [`Odin`], its [`Phase`], [`Requirement`] and [`Undo`], and read-only
//!   queries such as [`Odin::hand`], [`Odin::requirement`], [`Odin::undo`].
//! * [`game`]: the state machine (implements [`crate::Game`] for [`Odin`]), [`OdinAction`],
//!   rule queries such as [`Odin::check_play`], [`Odin::legal_plays`],
//!   [`Odin::playable_cards`].
//! * `pick`: the legal plays counted, and one found by its position, for random play.
//! * `undo`: which spans may be taken back ([`crate::Game::quiet_since`]).
//! * [`scoring`]: the log ([`LogEntry`], [`Event`]) and [`HandSummary`], [`GameSummary`].
//! * [`view`]: [`OdinView`], what one player may see, and sampling from it.
//!
//! ```
//! use skald::{Game, Rng};
//! use skald::odin::{Odin, OdinConfig, Target};
//! let config = OdinConfig { players: 4, target: Target::OneHand, four_colours: false };
//! let mut game = Odin::new(&config, 7).unwrap();
//! let mut rng = Rng::new(1);
//! skald::game::random_playout(&mut game, &mut rng, 10_000).unwrap();
//! let summary = game.summary().unwrap();
//! assert_eq!(summary.hands.len(), 1);
//! assert!(summary.hands[0].points.contains(&0));
//! ```

pub mod card;
pub mod config;
pub mod error;
pub mod game;
mod pick;
pub mod scoring;
pub mod set;
pub mod state;
mod undo;
pub mod view;

pub use card::{format_cards, parse_cards, Card, CardSet, Colour, NotationError};
pub use config::{OdinConfig, Target};
pub use error::OdinError;
pub use game::{OdinAction, Position};
pub use scoring::{Event, GameSummary, HandEnding, HandSummary, LogEntry};
pub use set::{
    check_play_on, is_set, legal_plays_on, playable_cards_on, set_value, PlayError, PlayGroup,
};
pub use state::{Odin, Phase, Requirement, Undo, HAND_SIZE};
pub use view::OdinView;

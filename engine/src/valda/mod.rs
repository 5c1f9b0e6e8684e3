//! # Valda
//!
//! The board game of followers, temples and god weapons (rulebook
//! `valda-rulebook.en.txt`, completed by `valda-rulings.md`, which is authoritative).
//!
//! - The card set as data and its effect vocabulary ([`cards`]); the constants of §2.1–2.2
//!   ([`constants`]); the dice of §2.3 ([`dice`]).
//! - Rules that need no state: the Yggdrasil track and its safe zones (§12, [`track`]),
//!   divine abilities (§8, §11, [`gods`]), the attack order and outcome (§9, [`attack`]).
//! - The game: [`Valda`] implements [`crate::Game`]. Its state ([`state`]) is a public
//!   [`state::Table`] plus hidden hands and decks; the turn runs as a stack of tasks
//!   (`flow`), decisions are [`Action`]s answering a [`Prompt`] of the player to move,
//!   including every decision of a non-active player (attack slots, defences, god weapons
//!   in their windows). One interpreter resolves every verb of the effect vocabulary
//!   (`effects`); god weapons and windows are in `weapons`, attacks in `fight`.
//!
//! ```
//! use skald::valda::{Valda, ValdaConfig};
//! use skald::{Game, Rng};
//! let mut g = Valda::new(&ValdaConfig::new(3), 7).unwrap();
//! let mut rng = Rng::new(1);
//! skald::game::random_playout(&mut g, &mut rng, 100_000).unwrap();
//! assert!(g.is_over());
//! assert_eq!(g.outcome().unwrap().ranks.len(), 3);
//! ```

pub mod action;
pub mod attack;
pub mod cards;
pub mod config;
pub mod constants;
pub mod dice;
pub mod event;
pub mod example;
pub mod gods;
pub mod phase;
pub mod position;
pub mod snapshot;
pub mod state;
pub mod track;
pub mod view;

mod choices;
mod effects;
mod fight;
mod flow;
mod game;
mod hands;
mod legal;
mod offers;
mod turn;
mod undo;
mod weapons;

pub use action::{Action, Building, CardId, Kind, Prompt, Why};
pub use config::{CardList, ValdaConfig, ValdaError};
pub use event::Event;
pub use fight::FightPreview;
pub use flow::price;
pub use offers::BuildOffer;
pub use phase::Phase;
pub use state::{Table, Valda};
pub use view::ValdaView;

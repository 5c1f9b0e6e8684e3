//! # Valda
//!
//! The board game of followers, temples and god weapons (rulebook
//! `valda-rulebook.en.txt`, completed by `valda-rulings.md`, which is authoritative).
//!
//! Built so far (issue #8, first step): the card set as data and its effect vocabulary
//! ([`cards`]), the constants of the rulings' §2.1–2.2 ([`constants`]) and the dice of §2.3
//! ([`dice`]), and rules that need no game state: the Yggdrasil track and its safe zones of
//! §12 ([`track`]), divine abilities by temples and players of §8 and §11 ([`gods`]), the
//! attack order and outcome of §9 ([`attack`]). The
//! game's state machine comes next; see `docs/valda.md`, "Status".

pub mod attack;
pub mod cards;
pub mod constants;
pub mod dice;
pub mod gods;
pub mod track;

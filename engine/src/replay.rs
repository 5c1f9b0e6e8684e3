//! Replaying a game from its seed and action log.
//!
//! A [`Replay`] is the whole truth about a game: saved games, exported files and undo are
//! all replays. Because every rule is deterministic, replaying the log through the checked
//! [`Game::apply`] both rebuilds the state and validates a record that came from outside.

use crate::game::Game;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Configuration, seed and every action played, in order.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Replay<G: Game> {
    /// [`Game::NAME`] of the game this record belongs to.
    pub game: String,
    /// The set-up options.
    pub config: G::Config,
    /// The seed of the game's random number generator.
    pub seed: u64,
    /// Every action played so far, oldest first.
    pub actions: Vec<G::Action>,
}

impl<G: Game> Clone for Replay<G> {
    fn clone(&self) -> Self {
        Replay {
            game: self.game.clone(),
            config: self.config.clone(),
            seed: self.seed,
            actions: self.actions.clone(),
        }
    }
}

impl<G: Game> fmt::Debug for Replay<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Replay")
            .field("game", &self.game)
            .field("config", &self.config)
            .field("seed", &self.seed)
            .field("actions", &self.actions)
            .finish()
    }
}

impl<G: Game> PartialEq for Replay<G> {
    fn eq(&self, other: &Self) -> bool {
        self.game == other.game
            && self.config == other.config
            && self.seed == other.seed
            && self.actions == other.actions
    }
}

/// Why a replay could not be rebuilt.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayError<E> {
    /// The record is for another game.
    WrongGame {
        /// The game that was asked for.
        expected: String,
        /// The game the record names.
        found: String,
    },
    /// The configuration was rejected.
    Setup(E),
    /// Action number `index` (0-based) was rejected.
    Action {
        /// Position of the bad action in the log.
        index: usize,
        /// Why the game rejected it.
        error: E,
    },
}

impl<E: fmt::Display> fmt::Display for ReplayError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::WrongGame { expected, found } => {
                write!(f, "this record is a {found} game, not {expected}")
            }
            ReplayError::Setup(e) => write!(f, "the game's set-up is invalid: {e}"),
            ReplayError::Action { index, error } => {
                write!(f, "move {} cannot be replayed: {error}", index + 1)
            }
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for ReplayError<E> {}

impl<G: Game> Replay<G> {
    /// An empty log for a new game.
    pub fn new(config: G::Config, seed: u64) -> Self {
        Replay {
            game: G::NAME.to_string(),
            config,
            seed,
            actions: Vec::new(),
        }
    }

    /// The state at set-up, before any action.
    pub fn initial(&self) -> Result<G, ReplayError<G::Error>> {
        if self.game != G::NAME {
            return Err(ReplayError::WrongGame {
                expected: G::NAME.to_string(),
                found: self.game.clone(),
            });
        }
        G::new(&self.config, self.seed).map_err(ReplayError::Setup)
    }

    /// The state after the first `n` actions (all of them if `n` is larger).
    pub fn state_after(&self, n: usize) -> Result<G, ReplayError<G::Error>> {
        let mut state = self.initial()?;
        for (index, action) in self.actions.iter().take(n).enumerate() {
            state
                .apply(action)
                .map_err(|error| ReplayError::Action { index, error })?;
        }
        Ok(state)
    }

    /// The state after every action of the log.
    pub fn state(&self) -> Result<G, ReplayError<G::Error>> {
        self.state_after(self.actions.len())
    }

    /// Applies `action` to `state` (which must be this replay's current state) and, if it
    /// is legal, appends it to the log.
    pub fn push(&mut self, state: &mut G, action: G::Action) -> Result<(), G::Error> {
        state.apply(&action)?;
        self.actions.push(action);
        Ok(())
    }
}

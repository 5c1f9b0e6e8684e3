//! The error type of the Odin engine.

use super::card::NotationError;
use super::set::PlayError;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a configuration, an action or a view was rejected. `Display` gives a sentence
/// for players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "detail", rename_all = "snake_case")]
pub enum OdinError {
    /// The set-up options are invalid.
    Config(String),
    /// A play is not allowed (see [`PlayError`] for the reasons).
    Play(PlayError),
    /// Passing is not allowed now.
    Pass(String),
    /// Taking this card is not allowed now.
    Take(String),
    /// The game is over; no action is possible.
    Over,
    /// A view given to [`crate::Game::sample`] is inconsistent.
    View(String),
    /// Card notation could not be read.
    Notation(NotationError),
    /// JSON could not be read.
    Json(String),
}

impl fmt::Display for OdinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OdinError::Config(m) => f.write_str(m),
            OdinError::Play(e) => write!(f, "{e}"),
            OdinError::Pass(m) | OdinError::Take(m) => f.write_str(m),
            OdinError::Over => f.write_str("the game is over"),
            OdinError::View(m) => write!(f, "inconsistent view: {m}"),
            OdinError::Notation(e) => write!(f, "{e}"),
            OdinError::Json(m) => write!(f, "invalid JSON: {m}"),
        }
    }
}

impl std::error::Error for OdinError {}

impl From<PlayError> for OdinError {
    fn from(e: PlayError) -> OdinError {
        OdinError::Play(e)
    }
}

impl From<NotationError> for OdinError {
    fn from(e: NotationError) -> OdinError {
        OdinError::Notation(e)
    }
}

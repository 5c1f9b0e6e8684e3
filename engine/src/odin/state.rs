//! A game of Odin at one moment: the full state ([`Odin`], hidden cards included), what the
//! player to move must do ([`Phase`], [`Requirement`]), what may be undone ([`Undo`]), and
//! the read-only queries on it. The rules that change it are in [`super::game`].

use super::card::CardSet;
use super::config::OdinConfig;
use super::scoring::{HandSummary, LogEntry};
use super::set::raw_value;
use crate::game::PlayerId;
use crate::rng::Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Cards dealt to each player at the start of every hand.
pub const HAND_SIZE: usize = 9;

/// What the player to move must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// Lead a round: one card, or the whole hand when all its cards share a number or a colour.
    Lead,
    /// Play a set beating the middle, or pass.
    Follow,
    /// Take one card of the previous middle set.
    Take,
    /// The game is over.
    Over,
}

/// What the next play must be, for display ("the next set must be 2 or 3 cards above 53").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum Requirement {
    /// The middle is empty: lead one card (or the whole hand if it is a set).
    Lead,
    /// Play `size` or `size + 1` cards worth more than `value`, or pass.
    Beat {
        /// Cards in the middle.
        size: usize,
        /// Value of the middle.
        value: u32,
    },
    /// Take one card of `from` (the previous middle set).
    Take {
        /// The previous middle set.
        from: CardSet,
    },
    /// The game is over.
    Over,
}

impl fmt::Display for Requirement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Requirement::Lead => f.write_str(
                "lead one card, or the whole hand if all its cards share a number or a colour",
            ),
            Requirement::Beat { size, value } => write!(
                f,
                "the next set must be {size} or {} cards above {value}",
                size.saturating_add(1)
            ),
            Requirement::Take { from } => write!(f, "take one card of {from}"),
            Requirement::Over => f.write_str("the game is over"),
        }
    }
}

/// Which recent actions may be taken back without revealing hidden information.
///
/// Undo is done by replaying the log without the last `actions` actions (see
/// [`crate::Replay`]). Plays, passes and takes reveal nothing new (a taken card was face
/// up in the middle); an action that ended a hand and dealt the next one revealed new
/// cards, so nothing before it can be undone.
/// [`Game::quiet_since`](crate::Game::quiet_since) is the general rule (it also allows other
/// players' plays after the undoer's own).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Undo {
    /// Who made the last action(s).
    pub player: PlayerId,
    /// How many of the latest actions, all by `player`, may be undone (0: none).
    pub actions: usize,
}

/// A game of Odin in progress: the full state, hidden cards included.
///
/// ```
/// use skald::Game;
/// use skald::odin::{Odin, OdinAction, OdinConfig};
/// let mut g = Odin::new(&OdinConfig::new(3), 42).unwrap();
/// let leader = g.to_move().unwrap();
/// let card = g.hand(leader).cards()[0];
/// g.apply(&OdinAction::Play { cards: card.set() }).unwrap();
/// assert_eq!(g.middle(), card.set());
/// assert_eq!(g.requirement().to_string(),
///            format!("the next set must be 1 or 2 cards above {}", card.number()));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Odin {
    pub(crate) config: OdinConfig,
    pub(crate) rng: Rng,
    pub(crate) hands: Vec<CardSet>,
    pub(crate) known: Vec<CardSet>,
    pub(crate) deck: CardSet,
    pub(crate) discard: CardSet,
    pub(crate) middle: CardSet,
    pub(crate) take_from: CardSet,
    pub(crate) phase: Phase,
    pub(crate) to_move: PlayerId,
    pub(crate) last_player: PlayerId,
    pub(crate) passes: usize,
    pub(crate) hand_number: u32,
    pub(crate) first_player: PlayerId,
    pub(crate) scores: Vec<u32>,
    pub(crate) hands_done: Vec<HandSummary>,
    pub(crate) log: Vec<LogEntry>,
    pub(crate) undo: Undo,
}

impl Odin {
    /// The cards in `player`'s hand (empty for an unknown player).
    pub fn hand(&self, player: PlayerId) -> CardSet {
        self.hands.get(player).copied().unwrap_or_default()
    }

    /// Cards per hand, in seat order.
    pub fn hand_sizes(&self) -> Vec<usize> {
        self.hands.iter().map(|h| h.len()).collect()
    }

    /// Cards publicly known to be in each hand: taken from the middle and not played since.
    pub fn known_cards(&self) -> &[CardSet] {
        &self.known
    }

    /// The set in the middle (empty at the start of a round).
    pub fn middle(&self) -> CardSet {
        self.middle
    }

    /// The middle's value, `None` when it is empty.
    pub fn middle_value(&self) -> Option<u32> {
        (!self.middle.is_empty()).then(|| raw_value(self.middle))
    }

    /// Who played the middle set (the round's leader before anyone played).
    pub fn last_player(&self) -> PlayerId {
        self.last_player
    }

    /// While a take is pending: the previous middle set to take one card from.
    pub fn take_from(&self) -> CardSet {
        self.take_from
    }

    /// The discard pile (all of it was face up in the middle once).
    pub fn discard(&self) -> CardSet {
        self.discard
    }

    /// Cards not dealt this hand (face down, out of play until the next shuffle).
    pub fn undealt(&self) -> CardSet {
        self.deck
    }

    /// What the player to move must do.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Number of consecutive passes since the last play.
    pub fn passes(&self) -> usize {
        self.passes
    }

    /// Current hand number, from 1.
    pub fn hand_number(&self) -> u32 {
        self.hand_number
    }

    /// Who led the first round of the current hand.
    pub fn first_player(&self) -> PlayerId {
        self.first_player
    }

    /// Total points per player (lower is better).
    pub fn scores(&self) -> &[u32] {
        &self.scores
    }

    /// Summaries of the finished hands.
    pub fn hand_summaries(&self) -> &[HandSummary] {
        &self.hands_done
    }

    /// The public log of everything that happened.
    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    /// Which recent actions can be undone without revealing hidden information.
    pub fn undo(&self) -> Undo {
        self.undo
    }

    /// What the next set played on the middle must beat, whatever the current step: during
    /// a take this is already the set just played (the take does not change the middle), so
    /// the table can show it before the next player acts. `Lead` when the middle is empty,
    /// `Over` when the game is over.
    pub fn middle_requirement(&self) -> Requirement {
        match self.phase {
            Phase::Over => Requirement::Over,
            _ if self.middle.is_empty() => Requirement::Lead,
            _ => Requirement::Beat {
                size: self.middle.len(),
                value: raw_value(self.middle),
            },
        }
    }

    /// What the next action must be.
    pub fn requirement(&self) -> Requirement {
        match self.phase {
            Phase::Lead => Requirement::Lead,
            // The middle is never empty while following (it is emptied only with a new lead).
            Phase::Follow | Phase::Over => self.middle_requirement(),
            Phase::Take => Requirement::Take {
                from: self.take_from,
            },
        }
    }
}

//! The log of plays, passes and takes, and the hand-end and game-end summaries.

use super::card::{Card, CardSet};
use crate::game::{Outcome, PlayerId};
use serde::{Deserialize, Serialize};

/// Something that happened, in the public log. Nothing here is hidden information.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// The player put `cards` in the middle.
    Played {
        /// The set played.
        cards: CardSet,
        /// Its value.
        value: u32,
        /// Whether it opened a round (the middle was empty).
        lead: bool,
    },
    /// The player passed.
    Passed,
    /// After playing, the player took `card` from the previous middle set; the rest of
    /// that set was discarded.
    Took {
        /// The card taken into the hand.
        card: Card,
        /// The rest of the previous middle set, now discarded.
        discarded: CardSet,
        /// Whether the take was automatic (the previous middle held a single card).
        automatic: bool,
    },
    /// Every other player passed: the middle was discarded and the entry's player (the
    /// last one who played) leads the next round.
    RoundEnded {
        /// The middle set that was discarded.
        discarded: CardSet,
    },
    /// The hand ended because the entry's player emptied their hand. The summary is in
    /// the hand summaries.
    HandEnded {
        /// Whether it was a whole-hand lead (otherwise: a play that emptied the hand).
        whole_hand_lead: bool,
    },
}

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    /// The hand it happened in, from 1.
    pub hand: u32,
    /// Who acted (for `round_ended`: the next leader; for `hand_ended`: who went out).
    pub player: PlayerId,
    /// What happened.
    pub event: Event,
}

/// How a hand ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HandEnding {
    /// A leader whose cards all shared a number or a colour played them all at once.
    WholeHandLead,
    /// A player's hand became empty by playing (no card was taken).
    PlayedOut,
}

/// The result of one finished hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandSummary {
    /// Hand number, from 1.
    pub hand: u32,
    /// Who led the hand's first round.
    pub first_player: PlayerId,
    /// Who emptied their hand.
    pub went_out: PlayerId,
    /// How the hand ended.
    pub ending: HandEnding,
    /// Points scored this hand: one per card left in hand, per player.
    pub points: Vec<u32>,
    /// Running totals after this hand, per player.
    pub totals: Vec<u32>,
}

/// The end of the game: outcome plus every hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSummary {
    /// Final scores and ranks (lowest score ranks first; ties share the rank).
    pub outcome: Outcome,
    /// The winners (several when the victory is shared).
    pub winners: Vec<PlayerId>,
    /// Every hand, in order.
    pub hands: Vec<HandSummary>,
}

/// The outcome for final totals: lowest total wins, equal totals share a rank.
pub fn outcome_for(totals: &[u32]) -> Outcome {
    let scores: Vec<i64> = totals.iter().map(|&t| t as i64).collect();
    Outcome::ranked_by(scores, |p| std::cmp::Reverse(totals[p]))
}

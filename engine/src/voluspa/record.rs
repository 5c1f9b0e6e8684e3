//! The record of play: every step and turn, with its score explanation.

use super::action::Action;
use super::board::Cell;
use super::notation::{Move, MovePart};
use super::scoring::ScoreExplanation;
use super::tile::Kind;
use crate::game::PlayerId;
use serde::{Deserialize, Serialize};

/// One applied step of a turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepRecord {
    /// Index of the action in the game's action log.
    pub index: usize,
    /// The action.
    pub action: Action,
    /// The score of a placement (`None` for the other actions).
    pub score: Option<ScoreExplanation>,
    /// For a capture: the tile taken into the hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub captured: Option<Kind>,
    /// For a capture of a boosted tile: Freya tiles taken back from the discard pile.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub freya_returned: u8,
    /// For a bump: where the bumped stack went.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pushed_to: Option<Cell>,
}

/// One turn of one player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnRecord {
    /// Who played.
    pub player: PlayerId,
    /// The steps, in order.
    pub steps: Vec<StepRecord>,
    /// Points scored this turn.
    pub points: i32,
    /// Tiles drawn at the end of the turn.
    pub drew: usize,
    /// Whether the turn is finished.
    pub finished: bool,
}

impl StepRecord {
    /// The record of a step that places nothing (skip the Raven, end the turn, discard).
    pub(super) fn plain(index: usize, action: Action) -> StepRecord {
        StepRecord {
            index,
            action,
            score: None,
            captured: None,
            freya_returned: 0,
            pushed_to: None,
        }
    }
}

impl TurnRecord {
    pub(super) fn new(player: PlayerId) -> TurnRecord {
        TurnRecord {
            player,
            steps: Vec::new(),
            points: 0,
            drew: 0,
            finished: false,
        }
    }

    /// The turn's placements as a notation move (`None` for a discard-only turn).
    pub fn to_move(&self) -> Option<Move> {
        let mut parts: Vec<MovePart> = Vec::new();
        let mut raven_pending = false;
        for s in &self.steps {
            if let Action::Place(p) = &s.action {
                if raven_pending {
                    if let Some(last) = parts.last_mut() {
                        last.then = Some(p.at);
                    }
                    raven_pending = false;
                    continue;
                }
                parts.push(MovePart::from_placement(*p));
                raven_pending = p.tile == Kind::Raven;
            } else {
                raven_pending = false;
            }
        }
        if parts.is_empty() {
            None
        } else {
            Some(Move(parts))
        }
    }
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

//! What a player decides: one [`Action`] of the player to move, a step of a turn.

use super::placement::Placement;
use super::tile::Kind;
use serde::{Deserialize, Serialize};

/// One decision of the player to move.
///
/// JSON, tagged by `type`: `{"type":"place","tile":"Od","at":[0,1]}` (with optional `push`
/// and `boosts`), `{"type":"skip_raven"}`, `{"type":"end_turn"}`,
/// `{"type":"discard","tile":"Lo"}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Place a tile from hand (with its Freya boosts), or — while the Raven's second
    /// placement is pending — the Raven again (`tile` = Raven, `boosts` = 0: it keeps its
    /// own).
    Place(Placement),
    /// Leave the Raven where it is (skip its optional second placement).
    SkipRaven,
    /// Stop after a Hermod instead of placing a follow-up tile.
    EndTurn,
    /// Discard a tile from hand (removed from the game): when no placement exists (at the
    /// start of a turn or after a Hermod), or to get down to five tiles after a capture.
    Discard {
        /// The discarded tile.
        tile: Kind,
    },
}

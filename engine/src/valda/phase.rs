//! The five phases of a turn (§4.2), shared by the state ([`super::state::Turn`]) and the
//! event log ([`super::event::Event::Phase`]).

use serde::{Deserialize, Serialize};

/// The five phases of a turn (§4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Resources,
    Game,
    Building,
    Attack,
    Followers,
}

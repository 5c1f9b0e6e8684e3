//! The event log: what happened, as structured data the app puts into words (every
//! follower change says why, and whether a safe zone held).

use serde::{Deserialize, Serialize};

use super::action::{Building, CardId, Kind};
// Re-exported: the log's readers (words.rs, the app) import `valda::event::Why`.
pub use super::action::Why;
use super::constants::Resources;
use super::dice::Face;
use super::phase::Phase;
use crate::PlayerId;

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    Turn {
        round: u8,
        player: PlayerId,
    },
    Phase(Phase),
    Rolled {
        player: PlayerId,
        faces: Vec<Face>,
    },
    /// Crown of Fortune turned die `index` to `face`.
    DieSet {
        by: PlayerId,
        index: u8,
        face: Face,
    },
    Resources {
        player: PlayerId,
        gain: Resources,
        pay: Resources,
        why: Why,
    },
    /// Followers went from `before` to `after`; `asked` is the change the rule asked for,
    /// and `held` the safe zone that stopped a loss.
    Followers {
        player: PlayerId,
        before: u32,
        after: u32,
        asked: i32,
        held: Option<u32>,
        why: Why,
    },
    /// Cards drawn hidden.
    Drew {
        player: PlayerId,
        count: u8,
    },
    /// Cards drawn face up (§6.1).
    OpenDrew {
        player: PlayerId,
        cards: Vec<CardId>,
    },
    /// (Private) a card that entered `player`'s hand.
    Got {
        player: PlayerId,
        card: CardId,
    },
    /// (Private) a card `player` looked at and left where it was.
    Saw {
        player: PlayerId,
        card: CardId,
    },
    /// A card taken publicly from somewhere into a hand.
    Took {
        player: PlayerId,
        card: CardId,
        from: Source,
    },
    /// A random card moved from one hand to another (which card is private).
    TookRandom {
        player: PlayerId,
        from: PlayerId,
    },
    /// A card given from one hand to another (seen by the two).
    Gave {
        player: PlayerId,
        to: PlayerId,
    },
    Discarded {
        player: PlayerId,
        card: CardId,
    },
    Played {
        player: PlayerId,
        card: CardId,
    },
    Weapon {
        player: PlayerId,
        card: CardId,
        option: String,
    },
    Passed {
        player: PlayerId,
    },
    TookResource {
        player: PlayerId,
        kind: Kind,
    },
    Declared {
        player: PlayerId,
        building: Building,
    },
    Built {
        player: PlayerId,
        building: Building,
    },
    BuildCancelled {
        player: PlayerId,
        building: Building,
    },
    AttackOrder(Vec<PlayerId>),
    Attack {
        attacker: PlayerId,
        target: PlayerId,
        card: CardId,
        free: bool,
    },
    Redirected {
        target: PlayerId,
    },
    Defence {
        target: PlayerId,
        card: Option<CardId>,
    },
    /// The outcome of an attack: the powers compared, with their parts.
    Outcome {
        printed: u8,
        surtur: u8,
        doubled: bool,
        attack: u8,
        defence: Option<u8>,
        tyr: u8,
        reflected: bool,
        hit: bool,
    },
    AttackCancelled {
        by: PlayerId,
    },
    Reshuffled {
        cards: u8,
    },
    GameOver,
}

impl Event {
    /// Who played which card, for an event that plays one (`played`, `weapon`, `attack`,
    /// `defence` with a card).
    pub fn card_played(&self) -> Option<(PlayerId, CardId)> {
        match self {
            Event::Played { player, card }
            | Event::Weapon { player, card, .. }
            | Event::Attack {
                attacker: player,
                card,
                ..
            }
            | Event::Defence {
                target: player,
                card: Some(card),
            } => Some((*player, *card)),
            _ => None,
        }
    }
}

/// Where a publicly taken card came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    Discard,
    /// Another player's open cards.
    Open(PlayerId),
    /// An attack card in play (Fenrir's Bond, Tyrs Revenge).
    Attack,
}

impl Event {
    /// Whether only one player may see this event.
    pub fn is_private(&self) -> bool {
        matches!(self, Event::Got { .. } | Event::Saw { .. })
    }
}

/// Each event with the player behind it when it is a card's effect (a `resources` or
/// `followers` event whose reason is a card): the last player who played that card, found
/// from the events that play cards (`played`, `attack`, `defence`, `weapon`). The log's
/// wording (the app's `valda::words::describe_log`, which the `skald` command line uses
/// too) names that player: "Double Kill by Astrid".
pub fn with_card_players(events: &[Event]) -> impl Iterator<Item = (&Event, Option<PlayerId>)> {
    let mut owner: Vec<(CardId, PlayerId)> = Vec::new();
    events.iter().map(move |e| {
        if let Some((player, card)) = e.card_played() {
            owner.push((card, player));
        }
        let by = match e {
            Event::Resources {
                why: Why::Card(c), ..
            }
            | Event::Followers {
                why: Why::Card(c), ..
            } => owner.iter().rev().find(|(k, _)| k == c).map(|(_, p)| *p),
            _ => None,
        };
        (e, by)
    })
}

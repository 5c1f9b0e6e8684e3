//! What one player may see, and dealing a full state consistent with it.

use super::card::{Card, CardSet};
use super::config::OdinConfig;
use super::error::OdinError;
use super::scoring::{HandSummary, LogEntry};
use super::set::is_set;
use super::state::{Odin, Phase, Requirement, Undo, HAND_SIZE};
use crate::game::{Outcome, PlayerId, Viewer};
use crate::rng::Rng;
use serde::{Deserialize, Serialize};

/// One viewer's picture of the game: their own hand, the other hands' sizes (and the
/// cards publicly known to be in them), and everything public. The undealt cards and
/// other players' unknown cards are left out.
///
/// The discard pile is listed: every discarded card was face up in the middle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OdinView {
    /// The set-up options.
    pub config: OdinConfig,
    /// Who is looking.
    pub viewer: Viewer,
    /// The viewer's own hand (`None` for a spectator).
    pub hand: Option<CardSet>,
    /// Cards in each hand, in seat order.
    pub hand_sizes: Vec<usize>,
    /// Cards publicly known to be in each hand: taken from the middle and not played since.
    pub known: Vec<CardSet>,
    /// The set in the middle (empty at the start of a round).
    pub middle: CardSet,
    /// The middle's value, if any.
    pub middle_value: Option<u32>,
    /// Who played the middle set; at the start of a round, the leader.
    pub last_player: PlayerId,
    /// While a take is pending: the previous middle set.
    pub take_from: CardSet,
    /// The discard pile.
    pub discard: CardSet,
    /// Cards in the discard pile.
    pub discard_count: usize,
    /// Cards not dealt this hand (face down).
    pub undealt_count: usize,
    /// What the player to move must do.
    pub phase: Phase,
    /// The player to move (`None` when the game is over).
    pub to_move: Option<PlayerId>,
    /// The same as a sentence-ready value: "the next set must be 2 or 3 cards above 53".
    pub requirement: Requirement,
    /// Consecutive passes since the last play.
    pub passes: usize,
    /// Current hand number, from 1.
    pub hand_number: u32,
    /// Who led the current hand's first round.
    pub first_player: PlayerId,
    /// Total points per player.
    pub scores: Vec<u32>,
    /// Finished hands.
    pub hands_done: Vec<HandSummary>,
    /// The public log.
    pub log: Vec<LogEntry>,
    /// Which recent actions can be undone.
    pub undo: Undo,
    /// Final result once the game is over.
    pub outcome: Option<Outcome>,
}

impl OdinView {
    /// Reads a view from JSON (for example one saved by a computer opponent).
    pub fn from_json(text: &str) -> Result<OdinView, OdinError> {
        serde_json::from_str(text).map_err(|e| OdinError::Json(e.to_string()))
    }

    pub(crate) fn of(g: &Odin, viewer: Viewer) -> OdinView {
        let hand = match viewer {
            Viewer::Player(p) if p < g.hands.len() => Some(g.hands[p]),
            _ => None,
        };
        OdinView {
            config: g.config.clone(),
            viewer,
            hand,
            hand_sizes: g.hand_sizes(),
            known: g.known.clone(),
            middle: g.middle,
            middle_value: g.middle_value(),
            last_player: g.last_player,
            take_from: g.take_from,
            discard: g.discard,
            discard_count: g.discard.len(),
            undealt_count: g.deck.len(),
            phase: g.phase,
            to_move: crate::Game::to_move(g),
            requirement: g.requirement(),
            passes: g.passes,
            hand_number: g.hand_number,
            first_player: g.first_player,
            scores: g.scores.clone(),
            hands_done: g.hands_done.clone(),
            log: g.log.clone(),
            undo: g.undo,
            outcome: crate::Game::outcome(g),
        }
    }

    /// Deals the unknown cards at random (see [`crate::Game::sample`]), after checking
    /// that the view is consistent.
    pub(crate) fn sample(&self, rng: &mut Rng) -> Result<Odin, OdinError> {
        let bad = |m: &str| Err(OdinError::View(m.to_string()));
        self.config.validate().map_err(OdinError::View)?;
        let n = self.config.players;
        let deck = self.config.deck();
        if self.hand_sizes.len() != n || self.known.len() != n || self.scores.len() != n {
            return bad("hand sizes, known cards and scores need one entry per player");
        }
        if self.last_player >= n || self.first_player >= n {
            return bad("a player number is out of range");
        }
        if self.hand_sizes.iter().any(|&s| s > HAND_SIZE) {
            return bad("a hand holds more than 9 cards");
        }
        // Every public card group must lie in the deck and not overlap another.
        let mut seen = CardSet::EMPTY;
        let mine = match self.viewer {
            Viewer::Player(p) if p < n => {
                let Some(hand) = self.hand else {
                    return bad("a player's view must include their hand");
                };
                if hand.len() != self.hand_sizes[p] {
                    return bad("the viewer's hand does not match its size");
                }
                if !hand.contains_all(self.known[p]) {
                    return bad("the viewer's known cards are not in their hand");
                }
                Some((p, hand))
            }
            Viewer::Player(_) => return bad("the viewer is not at the table"),
            Viewer::Spectator => None,
        };
        let mut groups: Vec<CardSet> = vec![self.middle, self.take_from, self.discard];
        match mine {
            Some((p, hand)) => {
                groups.push(hand);
                groups.extend(
                    self.known
                        .iter()
                        .enumerate()
                        .filter(|&(q, _)| q != p)
                        .map(|(_, k)| *k),
                );
            }
            None => groups.extend(self.known.iter().copied()),
        }
        for g in groups {
            if !deck.contains_all(g) {
                return bad("a card is not part of this game's deck");
            }
            if !seen.intersection(g).is_empty() {
                return bad("a card appears in two places");
            }
            seen = seen.union(g);
        }
        for q in 0..n {
            if self.known[q].len() > self.hand_sizes[q] {
                return bad("more known cards than cards in a hand");
            }
        }
        let in_hands: usize = self.hand_sizes.iter().sum();
        let placed = self.middle.len() + self.take_from.len() + self.discard.len();
        if (in_hands + placed).checked_add(self.undealt_count) != Some(deck.len()) {
            return bad("the card counts do not add up to the deck");
        }
        if !self.middle.is_empty() && !is_set(self.middle) {
            return bad("the middle is not a set");
        }
        // The phase must fit the table.
        let to_move = match (self.phase, self.to_move) {
            (Phase::Over, None) => self.last_player,
            (Phase::Over, Some(_)) | (_, None) => {
                return bad("the player to move does not fit the phase")
            }
            (_, Some(p)) if p >= n => return bad("a player number is out of range"),
            (_, Some(p)) => p,
        };
        let ok = match self.phase {
            Phase::Lead => {
                self.middle.is_empty()
                    && self.take_from.is_empty()
                    && self.hand_sizes[to_move] > 0
                    && self.passes == 0
            }
            Phase::Follow => {
                !self.middle.is_empty()
                    && self.take_from.is_empty()
                    && self.hand_sizes[to_move] > 0
                    && self.passes + 1 < n
            }
            Phase::Take => {
                !self.middle.is_empty()
                    && self.take_from.len() >= 2
                    && self.hand_sizes[to_move] > 0
                    && self.passes == 0
            }
            Phase::Over => true,
        };
        if self.phase != Phase::Over && self.hand_sizes.contains(&0) {
            return bad("an empty hand means the hand is over");
        }
        if !ok {
            return bad("the phase does not fit the middle, the passes or the hands");
        }

        // Deal the unknown cards.
        let mut hands: Vec<CardSet> = self.known.clone();
        if let Some((p, hand)) = mine {
            hands[p] = hand;
        }
        let mut pool: Vec<Card> = deck.minus(seen).iter().collect();
        rng.shuffle(&mut pool);
        let mut next = pool.into_iter();
        for (q, h) in hands.iter_mut().enumerate() {
            while h.len() < self.hand_sizes[q] {
                match next.next() {
                    Some(c) => {
                        h.insert(c);
                    }
                    None => return bad("not enough unknown cards"),
                }
            }
        }
        let undealt = CardSet::from_cards(&next.collect::<Vec<_>>()).unwrap_or_default();

        let g = Odin {
            config: self.config.clone(),
            rng: rng.fork(),
            hands,
            known: self.known.clone(),
            deck: undealt,
            discard: self.discard,
            middle: self.middle,
            take_from: self.take_from,
            phase: self.phase,
            to_move,
            last_player: self.last_player,
            passes: self.passes,
            hand_number: self.hand_number,
            first_player: self.first_player,
            scores: self.scores.clone(),
            hands_done: self.hands_done.clone(),
            log: self.log.clone(),
            undo: self.undo,
        };
        // The derived fields (values, counts, requirement, outcome…) must match too.
        if OdinView::of(&g, self.viewer) != *self {
            return bad("derived fields (counts, values, requirement or outcome) do not match");
        }
        Ok(g)
    }
}

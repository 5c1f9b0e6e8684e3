//! The turn state machine: deal, rounds, leads, plays, takes, passes, hand and game end.
//! The state it changes, [`Odin`], is defined in [`super::state`].

use super::card::{Card, CardSet};
use super::config::{OdinConfig, Target};
use super::error::OdinError;
use super::pick::Plays;
use super::scoring::{outcome_for, Event, GameSummary, HandEnding, HandSummary, LogEntry};
use super::set::{
    check_play_on, for_each_legal, legal_plays_on, playable_cards_on, raw_value, PlayError,
    PlayGroup,
};
// Re-exported: `odin::game::Odin` and the rest were defined here before `state` was split off.
pub use super::state::{Odin, Phase, Requirement, Undo, HAND_SIZE};
use crate::game::{Game, Outcome, PlayerId, Viewer};
use crate::rng::Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One decision of the player to move.
///
/// JSON: `{"type":"play","cards":["6B","1B"]}`, `{"type":"pass"}`,
/// `{"type":"take","card":"3R"}`.
///
/// Taking is a separate step so a UI can show the play first and then let the player
/// choose: after a `Play` on a middle set of two or more cards, the same player must
/// `Take` one card of that previous set (unless the play emptied their hand, which ends
/// the hand). When the previous middle was a single card there is no choice, and the take
/// happens automatically as part of the `Play` (it appears in the log as an automatic take).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum OdinAction {
    /// Put a set from the hand in the middle: the leader's single card or whole hand, or
    /// a set beating the middle.
    Play {
        /// The cards, in any order.
        cards: CardSet,
    },
    /// Do not play this turn (not allowed for the leader or while a take is pending).
    Pass,
    /// Take this card of the previous middle set into the hand; the rest is discarded.
    Take {
        /// A card of the previous middle set.
        card: Card,
    },
}

impl OdinAction {
    /// Reads an action from JSON (`{"type":"play","cards":["7R"]}`…).
    pub fn from_json(text: &str) -> Result<OdinAction, OdinError> {
        serde_json::from_str(text).map_err(|e| OdinError::Json(e.to_string()))
    }
}

impl fmt::Display for OdinAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OdinAction::Play { cards } => write!(f, "play {cards}"),
            OdinAction::Pass => f.write_str("pass"),
            OdinAction::Take { card } => write!(f, "take {card}"),
        }
    }
}

impl Odin {
    /// The hand of the player to move, or an error saying why nobody may play now.
    fn hand_for_play(&self) -> Result<CardSet, PlayError> {
        match self.phase {
            Phase::Over => Err(PlayError::NotNow {
                reason: "the game is over".to_string(),
            }),
            Phase::Take => Err(PlayError::NotNow {
                reason: format!("take one card of {} before anything else", self.take_from),
            }),
            Phase::Lead | Phase::Follow => Ok(self.hand(self.to_move)),
        }
    }

    /// Whether the player to move may play `cards` now; `Ok` carries the set's value.
    ///
    /// Reasons are sentences such as "you do not hold 7R", "must have 2 or 3 cards, not 1",
    /// "value 53 is not above 61" or "cards share neither number nor colour".
    pub fn check_play(&self, cards: CardSet) -> Result<u32, PlayError> {
        let hand = self.hand_for_play()?;
        check_play_on(self.middle, Some(hand), cards)
    }

    /// Every set the player to move may play now, grouped by size then value (ascending).
    /// Empty while a take is pending or when the game is over.
    pub fn legal_plays(&self) -> Vec<PlayGroup> {
        match self.hand_for_play() {
            Ok(hand) => legal_plays_on(hand, self.middle),
            Err(_) => Vec::new(),
        }
    }

    /// The cards of the player to move that are part of at least one legal play now (for
    /// highlighting); while a take is pending, the cards that may be taken.
    pub fn playable_cards(&self) -> CardSet {
        match self.phase {
            Phase::Take => self.take_from,
            Phase::Over => CardSet::EMPTY,
            _ => playable_cards_on(self.hand(self.to_move), self.middle),
        }
    }

    /// A uniformly random action among [`Game::legal_actions`], without building the
    /// list (for fast self-play and rollouts); `None` when the game is over.
    pub fn random_action(&self, rng: &mut Rng) -> Option<OdinAction> {
        match self.phase {
            Phase::Over => None,
            Phase::Take => {
                let i = rng.index(self.take_from.len());
                self.take_from
                    .iter()
                    .nth(i)
                    .map(|card| OdinAction::Take { card })
            }
            Phase::Lead | Phase::Follow => {
                let mut plays = Plays::default();
                plays.count(self.hand(self.to_move), self.middle);
                let count = plays.len();
                let pass = usize::from(self.phase == Phase::Follow);
                let i = rng.index(count + pass);
                // The plays are counted, and only the chosen one is found. Which index
                // means which action is as when the plays were collected on the stack: the
                // pass after the plays, except in positions with more than 64 plays, which
                // took the action from `legal_actions()` (the pass first). A seed thus
                // still gives the same games.
                let play = if count > 64 {
                    i.checked_sub(pass)
                } else {
                    (i < count).then_some(i)
                };
                match play {
                    Some(j) => plays.nth(j).map(|cards| OdinAction::Play { cards }),
                    None if pass == 1 => Some(OdinAction::Pass),
                    None => None,
                }
            }
        }
    }

    /// Plays uniformly random legal actions until the game ends or `max_actions` were
    /// played; returns the number played. Same distribution as
    /// [`crate::game::random_playout`], faster.
    pub fn random_playout(&mut self, rng: &mut Rng, max_actions: usize) -> usize {
        let mut played = 0;
        while played < max_actions {
            let Some(action) = self.random_action(rng) else {
                break;
            };
            if self.apply_with(&action, false).is_err() {
                break;
            }
            played += 1;
        }
        played
    }

    /// The hand summaries and final outcome, once the game is over.
    pub fn summary(&self) -> Option<GameSummary> {
        let outcome = self.outcome()?;
        Some(GameSummary {
            winners: outcome.winners(),
            outcome,
            hands: self.hands_done.clone(),
        })
    }

    fn n(&self) -> usize {
        self.hands.len()
    }

    fn push_log(&mut self, player: PlayerId, event: Event) {
        self.log.push(LogEntry {
            hand: self.hand_number,
            player,
            event,
        });
    }

    /// Shuffles the configured deck and deals [`HAND_SIZE`] cards to everyone; the
    /// first player leads.
    fn deal(&mut self) {
        // The deck's bit indices, shuffled on the stack (the same swaps as shuffling the
        // cards themselves).
        let deck = self.config.deck();
        let mut cards = [0u8; 54];
        for (slot, card) in cards.iter_mut().zip(deck.iter()) {
            *slot = card.index() as u8;
        }
        let cards = cards.get_mut(..deck.len()).unwrap_or_default();
        self.rng.shuffle(cards);
        let set = |indices: &[u8]| CardSet::from_bits(indices.iter().fold(0, |m, &i| m | 1 << i));
        let n = self.n();
        // A validated configuration always has enough cards (54 ≥ 6 × 9, 36 ≥ 2 × 9).
        let mut chunks = cards.chunks(HAND_SIZE);
        for hand in self.hands.iter_mut() {
            *hand = set(chunks.next().unwrap_or(&[]));
        }
        self.deck = set(cards.get(n * HAND_SIZE..).unwrap_or(&[]));
        // Room for a hand's log (about 20 entries per player) in one allocation, rather
        // than growing it step by step during the hand.
        self.log.reserve(24 * n);
        self.known.iter_mut().for_each(|k| *k = CardSet::EMPTY);
        self.discard = CardSet::EMPTY;
        self.middle = CardSet::EMPTY;
        self.take_from = CardSet::EMPTY;
        self.passes = 0;
        self.phase = Phase::Lead;
        self.to_move = self.first_player;
        self.last_player = self.first_player;
    }

    fn advance(&mut self) {
        // Without a division in the common case: this runs on every action of a playout.
        let next = self.to_move + 1;
        self.to_move = if next < self.n() {
            next
        } else {
            next % self.n()
        };
        self.phase = Phase::Follow;
    }

    fn play_cards(&mut self, cards: CardSet, value: u32) {
        let p = self.to_move;
        let lead = self.middle.is_empty();
        self.hands[p] = self.hands[p].minus(cards);
        self.known[p] = self.known[p].minus(cards);
        self.push_log(p, Event::Played { cards, value, lead });
        let previous = self.middle;
        self.middle = cards;
        self.last_player = p;
        self.passes = 0;
        if self.hands[p].is_empty() {
            self.discard = self.discard.union(previous);
            self.end_hand(p, lead);
        } else if previous.len() == 1 {
            if let Some(card) = previous.iter().next() {
                self.take(card, true);
            }
        } else if previous.len() > 1 {
            self.phase = Phase::Take;
            self.take_from = previous;
        } else {
            self.advance();
        }
    }

    fn take(&mut self, card: Card, automatic: bool) {
        let p = self.to_move;
        let previous = if automatic {
            card.set()
        } else {
            self.take_from
        };
        let discarded = previous.minus(card.set());
        self.hands[p].insert(card);
        self.known[p].insert(card);
        self.discard = self.discard.union(discarded);
        self.take_from = CardSet::EMPTY;
        self.push_log(
            p,
            Event::Took {
                card,
                discarded,
                automatic,
            },
        );
        self.advance();
    }

    fn pass(&mut self) {
        let p = self.to_move;
        self.push_log(p, Event::Passed);
        self.passes += 1;
        if self.passes + 1 >= self.n() {
            let discarded = self.middle;
            self.discard = self.discard.union(discarded);
            self.middle = CardSet::EMPTY;
            self.passes = 0;
            self.phase = Phase::Lead;
            self.to_move = self.last_player;
            self.push_log(self.last_player, Event::RoundEnded { discarded });
        } else {
            self.advance();
        }
    }

    fn end_hand(&mut self, out: PlayerId, whole_hand_lead: bool) {
        self.push_log(out, Event::HandEnded { whole_hand_lead });
        let points: Vec<u32> = self.hands.iter().map(|h| h.len() as u32).collect();
        for (s, p) in self.scores.iter_mut().zip(&points) {
            *s = s.saturating_add(*p);
        }
        self.hands_done.push(HandSummary {
            hand: self.hand_number,
            first_player: self.first_player,
            went_out: out,
            ending: if whole_hand_lead {
                HandEnding::WholeHandLead
            } else {
                HandEnding::PlayedOut
            },
            points,
            totals: self.scores.clone(),
        });
        let over = match self.config.target {
            Target::OneHand => true,
            Target::Points(t) => self.scores.iter().any(|&s| s >= t),
        };
        if over {
            self.phase = Phase::Over;
        } else {
            self.hand_number = self.hand_number.saturating_add(1);
            self.first_player = (self.first_player + 1) % self.n();
            self.deal();
        }
    }

    /// Applies an action; `check: false` skips re-checking a play already known to be
    /// legal (from [`Odin::random_action`]), the rest is always checked.
    fn apply_with(&mut self, action: &OdinAction, check: bool) -> Result<(), OdinError> {
        let player = self.to_move;
        let dealt = self.apply_inner(action, check)?;
        self.undo = if dealt {
            Undo { player, actions: 0 }
        } else if self.undo.player == player && self.undo.actions > 0 {
            Undo {
                player,
                actions: self.undo.actions.saturating_add(1),
            }
        } else {
            Undo { player, actions: 1 }
        };
        Ok(())
    }

    fn apply_inner(&mut self, action: &OdinAction, check: bool) -> Result<bool, OdinError> {
        let before = self.hand_number;
        match (self.phase, *action) {
            (Phase::Over, _) => return Err(OdinError::Over),
            (Phase::Take, OdinAction::Take { card }) => {
                if !self.take_from.contains(card) {
                    return Err(OdinError::Take(format!(
                        "{card} is not in the previous middle set ({})",
                        self.take_from
                    )));
                }
                self.take(card, false);
            }
            (Phase::Take, OdinAction::Pass) => {
                return Err(OdinError::Pass(format!(
                    "take one card of {} before anything else",
                    self.take_from
                )))
            }
            (_, OdinAction::Play { cards }) => {
                let value = if check || self.phase == Phase::Take {
                    self.check_play(cards)?
                } else {
                    raw_value(cards)
                };
                self.play_cards(cards, value);
            }
            (Phase::Lead, OdinAction::Pass) => {
                return Err(OdinError::Pass(
                    "the leader must play a card and cannot pass".to_string(),
                ))
            }
            (_, OdinAction::Pass) => self.pass(),
            (_, OdinAction::Take { .. }) => {
                return Err(OdinError::Take(
                    "a card is taken only right after playing on a set of two or more cards"
                        .to_string(),
                ))
            }
        }
        Ok(self.hand_number != before)
    }
}

/// A chosen position to start from instead of a random deal: for tutorials, puzzles and
/// rule tests. Later hands are dealt at random from the seed. Games started this way are
/// not described by a [`crate::Replay`] (which always deals at random).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    /// Who leads the first round of this hand.
    pub first_player: PlayerId,
    /// Each player's hand (1–9 cards each, disjoint, from the configured deck); the rest
    /// of the deck is left undealt.
    pub hands: Vec<CardSet>,
    /// Points already scored, per player (empty: all zero).
    #[serde(default)]
    pub scores: Vec<u32>,
}

impl Odin {
    /// Starts a game from a chosen [`Position`] instead of a random deal.
    pub fn from_position(
        config: &OdinConfig,
        position: &Position,
        seed: u64,
    ) -> Result<Odin, OdinError> {
        let mut g = <Odin as Game>::new(config, seed)?;
        let n = config.players;
        let bad = |m: &str| Err(OdinError::Config(m.to_string()));
        if position.hands.len() != n {
            return bad("the position needs one hand per player");
        }
        if position.first_player >= n {
            return bad("the first player is not at the table");
        }
        if !position.scores.is_empty() && position.scores.len() != n {
            return bad("the position needs one score per player");
        }
        let mut seen = CardSet::EMPTY;
        for h in &position.hands {
            if h.is_empty() || h.len() > HAND_SIZE {
                return bad("every hand holds 1 to 9 cards");
            }
            if !config.deck().contains_all(*h) {
                return bad("a card is not part of this game's deck");
            }
            if !seen.intersection(*h).is_empty() {
                return bad("a card is dealt twice");
            }
            seen = seen.union(*h);
        }
        g.hands = position.hands.clone();
        g.deck = config.deck().minus(seen);
        if !position.scores.is_empty() {
            g.scores = position.scores.iter().map(|&s| s.min(1_000_000)).collect();
        }
        g.first_player = position.first_player;
        g.to_move = position.first_player;
        g.last_player = position.first_player;
        Ok(g)
    }
}

impl Game for Odin {
    type Config = OdinConfig;
    type Action = OdinAction;
    type View = super::view::OdinView;
    type Error = OdinError;

    const NAME: &'static str = "odin";

    /// Deals the first hand; the first player is chosen at random.
    fn new(config: &OdinConfig, seed: u64) -> Result<Odin, OdinError> {
        config.validate().map_err(OdinError::Config)?;
        let n = config.players;
        let mut rng = Rng::new(seed);
        let first = rng.index(n);
        let mut g = Odin {
            config: config.clone(),
            rng,
            hands: vec![CardSet::EMPTY; n],
            known: vec![CardSet::EMPTY; n],
            deck: CardSet::EMPTY,
            discard: CardSet::EMPTY,
            middle: CardSet::EMPTY,
            take_from: CardSet::EMPTY,
            phase: Phase::Lead,
            to_move: first,
            last_player: first,
            passes: 0,
            hand_number: 1,
            first_player: first,
            scores: vec![0; n],
            hands_done: Vec::new(),
            log: Vec::new(),
            undo: Undo::default(),
        };
        g.deal();
        Ok(g)
    }

    fn config(&self) -> &OdinConfig {
        &self.config
    }

    fn players(&self) -> usize {
        self.n()
    }

    fn to_move(&self) -> Option<PlayerId> {
        (self.phase != Phase::Over).then_some(self.to_move)
    }

    /// In the take phase: one `Take` per card of the previous middle. Otherwise `Pass`
    /// (not for a leader) followed by every legal `Play`.
    fn legal_actions(&self) -> Vec<OdinAction> {
        let mut out = Vec::new();
        match self.phase {
            Phase::Over => {}
            Phase::Take => out.extend(self.take_from.iter().map(|card| OdinAction::Take { card })),
            Phase::Lead | Phase::Follow => {
                if self.phase == Phase::Follow {
                    out.push(OdinAction::Pass);
                }
                for_each_legal(self.hand(self.to_move), self.middle, |cards, _| {
                    out.push(OdinAction::Play { cards })
                });
            }
        }
        out
    }

    fn apply(&mut self, action: &OdinAction) -> Result<(), OdinError> {
        self.apply_with(action, true)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| outcome_for(&self.scores))
    }

    fn view(&self, viewer: Viewer) -> super::view::OdinView {
        super::view::OdinView::of(self, viewer)
    }

    fn sample(view: &super::view::OdinView, rng: &mut Rng) -> Result<Odin, OdinError> {
        view.sample(rng)
    }

    fn quiet_since(&self, earlier: &Odin) -> bool {
        self.quiet_since_rule(earlier)
    }
}

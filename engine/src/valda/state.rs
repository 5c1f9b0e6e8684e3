//! The game state: what is public ([`Table`]) and what is hidden (hands, decks, the cards
//! a player is looking at) and set-up per seat (§3); cards moving between decks and hands
//! are in `hands`.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::action::{Action, Building, CardId, Prompt, Why};
use super::cards::{CardDef, CardSet, CardType, Deck, God, Step, Window};
use super::config::{ValdaConfig, ValdaError};
use super::constants::{
    Resources, ACTIONS_PER_GAME_PHASE, BUILDS_PER_PHASE, DRILLS_START, MINES_START, STARTING_HAND,
    STARTING_RESOURCES,
};
use super::dice::{Colour, Face};
use super::event::Event;
use super::gods;
// Re-exported: words.rs and older code import `valda::state::Phase`.
pub use super::phase::Phase;
use crate::rng::Rng;
use crate::PlayerId;

/// The seven gods in the order of the map (and of [`Seat::temples`]).
pub const GODS: [God; 7] = [
    God::Heimdall,
    God::Freya,
    God::Surtur,
    God::Tyr,
    God::Thor,
    God::Odin,
    God::Loki,
];

/// The index of a god in [`GODS`].
pub fn god_index(g: God) -> usize {
    GODS.iter().position(|&x| x == g).unwrap_or(0)
}

/// One player's public board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub res: Resources,
    pub followers: u32,
    pub mines: u8,
    pub drills: u8,
    /// Temples in each domain, in the order of [`GODS`].
    pub temples: [u8; 7],
    /// Cards everybody knows are in this hand (open cards that joined it, cards taken
    /// from the discard pile…) — "cards seen entering this hand" (§17). Cleared when a
    /// random card leaves the hand, since nobody else knows which one it was.
    pub known: Vec<CardId>,
    /// Window kinds this player is not asked in until their next turn (§18.5).
    pub muted: Vec<Window>,
}

impl Seat {
    /// Ability level in `g` (§8.2).
    pub fn level(&self, g: God) -> u8 {
        gods::level(self.temples[god_index(g)])
    }

    /// Whether this player owns `g` (§8.3).
    pub fn owns(&self, g: God) -> bool {
        gods::owns(self.temples[god_index(g)])
    }

    /// Temples on the map.
    pub fn temple_count(&self) -> u32 {
        self.temples.iter().map(|&t| t as u32).sum()
    }
}

/// What lasts one turn (§4.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// 1–6.
    pub round: u8,
    pub active: PlayerId,
    pub phase: Phase,
    /// The active player's open cards (§6.2).
    pub open: Vec<CardId>,
    /// Actions left in the game phase.
    pub actions: u8,
    pub build_limit: u8,
    /// Builds declared this building phase (a cancelled one counts).
    pub builds: u8,
    /// Discounts for the first mine, drill and temple of the turn.
    pub discount: [u8; 3],
    /// Resources to pay back at the end of the turn (`borrow`).
    pub owed: u16,
    pub thor_uses: u8,
    pub odin_uses: u8,
    pub loki_rolled: bool,
    /// The attack order of this turn's attack phase (§9.2).
    pub attack_order: Vec<PlayerId>,
}

/// The attack being resolved (§9.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fight {
    pub attacker: PlayerId,
    pub target: PlayerId,
    pub card: CardId,
    /// A repeat by Surturs Claim, not counted against the slot.
    pub free: bool,
    /// The target was named by Vanished.
    pub redirected: bool,
    pub undefendable: bool,
    pub doubled: bool,
    pub defended: bool,
    pub defence: Option<CardId>,
    pub kill_doubled: bool,
    pub cancelled: bool,
    pub hit: bool,
    pub stopped: bool,
    /// Fenrir's Bond: the attack card goes to the defender.
    pub kept: bool,
    /// Surturs Claim: the attack card is declared again.
    pub again: bool,
}

/// Why dice are thrown, which says what their result does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RollPurpose {
    /// The resource phase: take what the dice show.
    Income,
    /// `roll_resources`: take what the dice show.
    Resources,
    /// `roll_followers`: gain (or lose) the die's number (§2.3).
    Followers,
    /// Loki's roll: the sum of the white dice (§10).
    Loki,
}

/// The roll whose `die_rolled` window is open (§2.3: one roll, one window).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    pub roller: PlayerId,
    pub dice: Vec<(Colour, Face)>,
    pub purpose: RollPurpose,
    /// The card that made the roll, if any.
    pub card: Option<CardId>,
}

/// A declared build (§7.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingBuild {
    pub builder: PlayerId,
    pub building: Building,
    pub skip: Resources,
    pub cancelled: bool,
}

/// A card that has been announced and is resolving (§13.3: it goes on the discard pile
/// afterwards).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InPlay {
    pub card: CardId,
    pub player: PlayerId,
    /// Hammertime: the action card resolves twice.
    pub twice: bool,
}

/// Who an effect step belongs to (§1.1.2) and whom it hits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ctx {
    /// The player of the card: the one who chooses and gains.
    pub you: PlayerId,
    /// The victim set by `on(…)` or by an attack.
    pub victim: Option<PlayerId>,
    /// The card the step is printed on (for the log).
    pub card: CardId,
    /// The step stands inside `on(…)`: gains go to the victim.
    pub on: bool,
}

/// Work still to do. The game keeps a stack of these; an [`Task::Ask`] on top waits for
/// its player's action, every other task runs at once (see `flow.rs`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Task {
    Ask {
        player: PlayerId,
        prompt: Prompt,
    },
    BeginTurn,
    BeginPhase(Phase),
    EndGamePhase,
    EndTurn,
    FinishTurn,
    /// After the draw step: an open moment for each of these players (first = last).
    OpenMoments(Vec<PlayerId>),
    Throw {
        roller: PlayerId,
        dice: Vec<Colour>,
        purpose: RollPurpose,
        card: Option<CardId>,
    },
    RollResult,
    /// A god-weapon window: `current` is being asked (again after each weapon played);
    /// `queue` holds who is asked next, last first.
    Window {
        kind: Window,
        current: Option<PlayerId>,
        queue: Vec<PlayerId>,
    },
    /// The action or weapon card on top of the in-play list resolves.
    Resolve,
    /// One step of an effect.
    Step {
        step: Step,
        ctx: Ctx,
    },
    /// The card on top of the in-play list goes to the discard pile.
    Retire,
    BuildFinish,
    TempleReward {
        player: PlayerId,
        god: God,
    },
    AttackPhase,
    Slot {
        attacker: PlayerId,
        attacks_left: u8,
        /// The active player's open moment before this attack was offered.
        active_asked: bool,
    },
    Declare {
        attacker: PlayerId,
        card: CardId,
        /// The attacked player; the active player unless an attack is repeated.
        target: Option<PlayerId>,
        free: bool,
    },
    FightDefend,
    FightResolve,
    FightEffect,
    FightCleanup,
}

/// Everything everybody may see (§17), plus the stack of work.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub seats: Vec<Seat>,
    pub turn: Turn,
    /// The discard pile, bottom first (public, §13.4).
    pub discard: Vec<CardId>,
    pub stack: Vec<Task>,
    pub fight: Option<Fight>,
    pub roll: Option<Roll>,
    pub build: Option<PendingBuild>,
    pub in_play: Vec<InPlay>,
    pub log: Vec<Event>,
    pub over: bool,
}

impl Table {
    /// The owner of `g`'s domain, if any (§8.3): while it has one, no other player may build
    /// a temple there (the domain is locked for them).
    pub fn owner(&self, g: God) -> Option<PlayerId> {
        self.seats.iter().position(|s| s.owns(g))
    }

    /// Temples built in `g`'s domain, by every player.
    pub fn temples_in(&self, g: God) -> u8 {
        self.seats.iter().map(|s| s.temples[god_index(g)]).sum()
    }
}

/// A game of Valda.
#[derive(Clone, Debug)]
pub struct Valda {
    pub(crate) config: ValdaConfig,
    pub(crate) set: Arc<CardSet>,
    pub(crate) table: Table,
    /// Each hand (hidden).
    pub(crate) hands: Vec<Vec<CardId>>,
    /// The base deck, top last (hidden).
    pub(crate) base: Vec<CardId>,
    /// Each god deck, top last, in the order of [`GODS`] (hidden).
    pub(crate) gods: [Vec<CardId>; 7],
    /// Cards the player of the prompt on top is looking at (a temple's two, a search).
    pub(crate) looking: Vec<CardId>,
    /// Events only one player saw (what they looked at, took at random…).
    pub(crate) private: Vec<(PlayerId, Event)>,
    /// Cards a position set aside (out of the game; see `position.rs`).
    pub(crate) removed: Vec<CardId>,
    /// Faces the next dice thrown will show (a position's worked example), first first.
    pub(crate) rigged: Vec<Face>,
    pub(crate) rng: Rng,
    /// Actions applied since set-up (or since the snapshot or view this state was built
    /// from): orders two states of one game for [`crate::Game::quiet_since`], since not
    /// every action writes to the log.
    pub(crate) applied: usize,
    /// The legal actions `advance` listed where it stopped (there are several), reused by
    /// `legal_actions` and `apply`; `None` where nobody listed them. Each action clears it.
    pub(crate) legal: Option<Vec<Action>>,
    /// Stop before a turn begins (no decision is due then): how an embed's example finds
    /// a turn's start before its first steps ran (`example.rs`). Never set in play.
    pub(crate) hold: bool,
}

impl Valda {
    /// Sets up a game (§3): decks shuffled, 6 cards and the seat's resources each,
    /// mines 2, drills 0, followers 0; seat 0 starts.
    pub fn setup(config: &ValdaConfig, seed: u64) -> Result<Valda, ValdaError> {
        let mut g = Valda::dealt(config, seed)?;
        g.advance();
        Ok(g)
    }

    /// The game [`Valda::setup`] deals, before its first turn begins.
    pub(crate) fn dealt(config: &ValdaConfig, seed: u64) -> Result<Valda, ValdaError> {
        let set = config.card_set()?;
        let n = config.players;
        let mut rng = Rng::new(seed);
        let mut base: Vec<CardId> = Vec::new();
        let mut gods: [Vec<CardId>; 7] = Default::default();
        for &c in set.physical() {
            match set.cards.get(c as usize).map(|d| d.deck) {
                Some(Deck::Base) => base.push(c),
                Some(Deck::God(g)) => gods[god_index(g)].push(c),
                None => {}
            }
        }
        rng.shuffle(&mut base);
        for deck in gods.iter_mut() {
            rng.shuffle(deck);
        }
        let mut hands = vec![Vec::new(); n];
        for hand in hands.iter_mut() {
            for _ in 0..STARTING_HAND {
                if let Some(c) = base.pop() {
                    hand.push(c);
                }
            }
            hand.sort_unstable();
        }
        let seats = (0..n)
            .map(|p| Seat {
                res: STARTING_RESOURCES[p.min(STARTING_RESOURCES.len() - 1)],
                followers: 0,
                mines: MINES_START,
                drills: DRILLS_START,
                temples: [0; 7],
                known: Vec::new(),
                muted: Vec::new(),
            })
            .collect();
        let table = Table {
            seats,
            turn: Turn::new(1, 0),
            discard: Vec::new(),
            stack: vec![Task::BeginTurn],
            fight: None,
            roll: None,
            build: None,
            in_play: Vec::new(),
            log: Vec::new(),
            over: false,
        };
        let g = Valda {
            config: config.clone(),
            set,
            table,
            hands,
            base,
            gods,
            looking: Vec::new(),
            private: Vec::new(),
            removed: Vec::new(),
            rigged: Vec::new(),
            rng,
            applied: 0,
            legal: None,
            hold: false,
        };
        Ok(g)
    }

    /// The card set the game is played with.
    pub fn card_set(&self) -> &CardSet {
        &self.set
    }

    /// A card's definition (a default-looking action card for an unknown id, which the
    /// engine never produces).
    pub(crate) fn def(&self, c: CardId) -> &CardDef {
        static NONE: std::sync::OnceLock<CardDef> = std::sync::OnceLock::new();
        self.set.cards.get(c as usize).unwrap_or_else(|| {
            NONE.get_or_init(|| CardDef {
                id: String::new(),
                deck: Deck::Base,
                card_type: CardType::Action,
                name: String::new(),
                count: 0,
                costs_action: false,
                attack_power: None,
                defence_power: None,
                effect: super::cards::Effect::None,
                text: String::new(),
                source: String::new(),
            })
        })
    }

    /// The public part of the state.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// A player's hand (hidden from the others).
    pub fn hand(&self, p: PlayerId) -> &[CardId] {
        self.hands.get(p).map(Vec::as_slice).unwrap_or(&[])
    }

    /// Cards left in the base deck.
    pub fn base_count(&self) -> usize {
        self.base.len()
    }

    /// Cards somebody is looking at right now (a temple's two, a search).
    pub fn looking_count(&self) -> usize {
        self.looking.len()
    }

    /// Cards left in each god deck, in the order of [`GODS`].
    pub fn god_counts(&self) -> [usize; 7] {
        std::array::from_fn(|i| self.gods[i].len())
    }

    pub(crate) fn n(&self) -> usize {
        self.table.seats.len()
    }

    pub(crate) fn active(&self) -> PlayerId {
        self.table.turn.active
    }

    pub(crate) fn log(&mut self, e: Event) {
        self.table.log.push(e);
    }

    /// The player `k` seats to the left of `p`.
    pub(crate) fn left(&self, p: PlayerId, k: usize) -> PlayerId {
        (p + k) % self.n().max(1)
    }

    /// Changes `p`'s followers by `delta` (losses obey the safe zones, §12) and logs why;
    /// returns how many were really gained (negative: lost).
    pub(crate) fn followers(&mut self, p: PlayerId, delta: i32, why: Why) -> i32 {
        let Some(seat) = self.table.seats.get_mut(p) else {
            return 0;
        };
        let before = seat.followers;
        if delta >= 0 {
            seat.followers = before.saturating_add(delta as u32);
        } else {
            seat.followers = super::track::lose(before, delta.unsigned_abs()).0;
        }
        let after = seat.followers;
        let floor = super::track::floor(before);
        let held = (delta < 0 && floor > 0 && (after as i64) > before as i64 + delta as i64)
            .then_some(floor);
        self.log(Event::Followers {
            player: p,
            before,
            after,
            asked: delta,
            held,
            why,
        });
        after as i32 - before as i32
    }

    /// Changes `p`'s resources and logs why.
    pub(crate) fn resources(&mut self, p: PlayerId, gain: Resources, pay: Resources, why: Why) {
        use super::action::ResourcesExt;
        let Some(seat) = self.table.seats.get_mut(p) else {
            return;
        };
        seat.res = seat.res.minus(pay).plus(gain);
        if gain.total() > 0 || pay.total() > 0 {
            self.log(Event::Resources {
                player: p,
                gain,
                pay,
                why,
            });
        }
    }
}

impl Turn {
    /// The start of `active`'s turn in `round`.
    pub fn new(round: u8, active: PlayerId) -> Turn {
        Turn {
            round,
            active,
            phase: Phase::Resources,
            open: Vec::new(),
            actions: ACTIONS_PER_GAME_PHASE,
            build_limit: BUILDS_PER_PHASE,
            builds: 0,
            discount: [0; 3],
            owed: 0,
            thor_uses: 0,
            odin_uses: 0,
            loki_rolled: false,
            attack_order: Vec::new(),
        }
    }
}

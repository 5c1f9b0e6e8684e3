//! A position: the start of one phase of one turn, written by hand (rules examples,
//! embedded positions, tests). Cards are named by id; every card not placed stays in its
//! deck, shuffled under the cards named on top.
//!
//! ```
//! use skald::valda::position::Position;
//! use skald::Game;
//! let g = Position::from_json(r#"{
//!   "players": 2, "active": 0, "phase": "game",
//!   "seats": [{"res": [1, 1, 2], "hand": ["base.treasure_chest"]}, {}]
//! }"#).unwrap().game().unwrap();
//! assert_eq!(g.to_move(), Some(0));
//! assert_eq!(g.table().seats[0].res.gold, 1);
//! ```

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::action::CardId;
use super::cards::{CardSet, Deck, God, Window};
use super::config::{CardList, ValdaConfig, ValdaError};
use super::constants::{
    Resources, DRILLS_MAX, MINES_MAX, MINES_START, ROUNDS, STARTING_RESOURCES, TEMPLES_PER_PLAYER,
    TEMPLE_SITES,
};
use super::dice::Face;
use super::phase::Phase;
use super::state::{god_index, Task, Turn, Valda, GODS};
use crate::rng::Rng;
use crate::PlayerId;

/// The largest position read, in bytes.
pub const MAX_POSITION_BYTES: usize = 64 * 1024;

/// One seat of a [`Position`]; every field may be left out.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct SeatPosition {
    /// Gold, diamond, divine blood (default: the seat's starting resources, §3.5).
    pub res: Option<[u16; 3]>,
    pub followers: u32,
    /// Default 2.
    pub mines: Option<u8>,
    pub drills: u8,
    /// Temples per god domain.
    pub temples: BTreeMap<God, u8>,
    /// Card ids in the hand.
    pub hand: Vec<String>,
    /// Card ids of the hand everybody has seen enter it.
    pub known: Vec<String>,
    /// Windows this player is not asked in until their next turn (§18.5: "pass, and do not
    /// ask me again"); the active player's are cleared as their turn begins.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub muted: Vec<Window>,
}

/// A position at the start of a phase.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    pub players: usize,
    #[serde(default)]
    pub cards: CardList,
    #[serde(default = "one")]
    pub round: u8,
    #[serde(default)]
    pub active: PlayerId,
    pub phase: Phase,
    #[serde(default)]
    pub seats: Vec<SeatPosition>,
    /// The discard pile, bottom first.
    #[serde(default)]
    pub discard: Vec<String>,
    /// The active player's open cards (game phase).
    #[serde(default)]
    pub open: Vec<String>,
    /// The top of the base deck, top first.
    #[serde(default)]
    pub base: Vec<String>,
    /// The size of the base deck (default: every base card not placed); the base cards
    /// left over are set aside, out of the game.
    #[serde(default)]
    pub base_count: Option<usize>,
    /// The tops of god decks, top first.
    #[serde(default)]
    pub gods: BTreeMap<God, Vec<String>>,
    /// The sizes of god decks (default: all their cards not placed).
    #[serde(default)]
    pub god_counts: BTreeMap<God, usize>,
    /// The faces the next dice thrown will show, in order.
    #[serde(default)]
    pub dice: Vec<Face>,
    /// The seed of the game's generator (shuffles, random picks, other dice).
    #[serde(default)]
    pub seed: u64,
    /// The privacy mode of §18.3 (every player but the active one is asked at windows).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub privacy: bool,
}

fn one() -> u8 {
    1
}

impl Position {
    /// Reads a position from JSON.
    pub fn from_json(text: &str) -> Result<Position, ValdaError> {
        if text.len() > MAX_POSITION_BYTES {
            return Err(ValdaError::Config(format!(
                "a position is at most {} KiB",
                MAX_POSITION_BYTES / 1024
            )));
        }
        serde_json::from_str(text).map_err(|e| ValdaError::Json(e.to_string()))
    }

    /// The game at this position, or what is wrong with it.
    pub fn game(&self) -> Result<Valda, ValdaError> {
        let config = ValdaConfig {
            players: self.players,
            cards: self.cards.clone(),
            privacy: self.privacy,
        };
        let set = config.card_set()?;
        let n = self.players;
        let bad = |m: String| Err(ValdaError::Config(m));
        if self.seats.len() > n {
            return bad(format!("{} seats for {n} players", self.seats.len()));
        }
        if self.active >= n {
            return bad(format!("the active seat is {} of {n}", self.active));
        }
        if !(1..=ROUNDS).contains(&self.round) {
            return bad(format!(
                "the round is {}; rounds are 1 to {ROUNDS}",
                self.round
            ));
        }
        let mut g = Valda::setup(&config, self.seed)?;
        // Every card back in one pool, then placed as written.
        let mut pool: Vec<u32> = vec![0; set.cards.len()];
        for &c in set.physical() {
            pool[c as usize] += 1;
        }
        let mut place = |id: &str, what: &str| -> Result<CardId, ValdaError> {
            let Some(i) = set.cards.iter().position(|c| c.id == id) else {
                return Err(ValdaError::Config(format!(
                    "{what}: no card has the id '{id}'"
                )));
            };
            if pool[i] == 0 {
                return Err(ValdaError::Config(format!(
                    "{what}: '{id}' is placed more often than the set has copies"
                )));
            }
            pool[i] -= 1;
            Ok(i as CardId)
        };
        let mut hands = vec![Vec::new(); n];
        for (p, s) in self.seats.iter().enumerate() {
            let what = format!("seat {}", p + 1);
            for id in &s.hand {
                hands[p].push(place(id, &format!("{what}, hand"))?);
            }
            hands[p].sort_unstable();
        }
        let discard = self
            .discard
            .iter()
            .map(|id| place(id, "discard pile"))
            .collect::<Result<Vec<_>, _>>()?;
        let open = self
            .open
            .iter()
            .map(|id| place(id, "open cards"))
            .collect::<Result<Vec<_>, _>>()?;
        let base_top = self
            .base
            .iter()
            .map(|id| place(id, "base deck"))
            .collect::<Result<Vec<_>, _>>()?;
        let mut god_tops: [Vec<CardId>; 7] = Default::default();
        for (god, ids) in &self.gods {
            for id in ids {
                let c = place(id, &format!("{} deck", god.word()))?;
                god_tops[god_index(*god)].push(c);
            }
        }
        for (i, tops) in god_tops.iter().enumerate() {
            for &c in tops {
                if set.cards[c as usize].deck != Deck::God(GODS[i]) {
                    return bad(format!(
                        "{} deck: '{}' is not a card of that deck",
                        GODS[i].word(),
                        set.cards[c as usize].id
                    ));
                }
            }
        }
        if base_top
            .iter()
            .any(|&c| set.cards[c as usize].deck != Deck::Base)
        {
            return bad("base deck: only base cards can be in it".to_string());
        }
        // What is left goes under the named tops, shuffled; beyond a deck's size, aside.
        let mut rng = Rng::new(self.seed ^ 0x5eed);
        let mut rest: Vec<CardId> = Vec::new();
        for (c, &k) in pool.iter().enumerate() {
            rest.extend(std::iter::repeat_n(c as CardId, k as usize));
        }
        rng.shuffle(&mut rest);
        let mut removed = Vec::new();
        let deck_of = |c: CardId| set.cards[c as usize].deck;
        let build = |tops: &[CardId],
                     deck: Deck,
                     count: Option<usize>,
                     rest: &mut Vec<CardId>,
                     removed: &mut Vec<CardId>|
         -> Result<Vec<CardId>, String> {
            let (mine, others): (Vec<CardId>, Vec<CardId>) =
                rest.iter().partition(|&&c| deck_of(c) == deck);
            *rest = others;
            let want = count.unwrap_or(tops.len() + mine.len());
            if want < tops.len() || want > tops.len() + mine.len() {
                return Err(format!(
                    "{} deck: {want} cards asked, {} to {} possible",
                    deck.word(),
                    tops.len(),
                    tops.len() + mine.len()
                ));
            }
            let under = want - tops.len();
            removed.extend(&mine[under..]);
            // Top last: the named tops go on top, the first named on the very top.
            let mut cards: Vec<CardId> = mine[..under].to_vec();
            cards.extend(tops.iter().rev());
            Ok(cards)
        };
        let base = build(
            &base_top,
            Deck::Base,
            self.base_count,
            &mut rest,
            &mut removed,
        )
        .map_err(ValdaError::Config)?;
        let mut gods: [Vec<CardId>; 7] = Default::default();
        for (i, god) in GODS.iter().enumerate() {
            gods[i] = build(
                &god_tops[i],
                Deck::God(*god),
                self.god_counts.get(god).copied(),
                &mut rest,
                &mut removed,
            )
            .map_err(ValdaError::Config)?;
        }
        removed.extend(rest);

        // The boards.
        let mut sites = [0u32; 7];
        for p in 0..n {
            let s = self.seats.get(p).cloned().unwrap_or_default();
            let seat = &mut g.table.seats[p];
            seat.res = match s.res {
                Some(r) if r.iter().any(|&x| x > super::snapshot::MAX_CUBES) => {
                    return bad(format!(
                        "seat {}: at most {} cubes of one kind",
                        p + 1,
                        super::snapshot::MAX_CUBES
                    ))
                }
                Some([gold, diamond, blood]) => Resources::new(gold, diamond, blood),
                None => STARTING_RESOURCES[p.min(STARTING_RESOURCES.len() - 1)],
            };
            seat.followers = s.followers;
            seat.mines = s.mines.unwrap_or(MINES_START);
            seat.drills = s.drills;
            if seat.mines > MINES_MAX
                || seat.drills > DRILLS_MAX
                || s.temples.values().map(|&k| k as u32).sum::<u32>() > TEMPLES_PER_PLAYER as u32
                || s.followers > 100_000
            {
                return bad(format!(
                    "seat {}: at most {MINES_MAX} mines, {DRILLS_MAX} blood drills, {TEMPLES_PER_PLAYER} temples and 100,000 followers",
                    p + 1
                ));
            }
            seat.muted = s.muted.clone();
            for (god, &k) in &s.temples {
                seat.temples[god_index(*god)] = k;
                sites[god_index(*god)] += k as u32;
            }
            for id in &s.known {
                let Some(i) = set.cards.iter().position(|c| &c.id == id) else {
                    return bad(format!("seat {}, known: no card has the id '{id}'", p + 1));
                };
                seat.known.push(i as CardId);
            }
            let mut hand = hands[p].clone();
            for k in &seat.known {
                match hand.iter().position(|x| x == k) {
                    Some(i) => {
                        hand.remove(i);
                    }
                    None => return bad(format!("seat {}: a known card is not in the hand", p + 1)),
                }
            }
        }
        if let Some(i) = sites.iter().position(|&k| k as usize > TEMPLE_SITES) {
            return bad(format!(
                "the {} domain has more than {TEMPLE_SITES} temples",
                GODS[i].word()
            ));
        }
        for (i, god) in GODS.iter().enumerate() {
            let owners = g
                .table
                .seats
                .iter()
                .filter(|s| super::gods::owns(s.temples[i]))
                .count();
            if owners > 1 {
                return bad(format!("the {} domain has two owners", god.word()));
            }
        }
        g.hands = hands;
        g.base = base;
        g.gods = gods;
        g.removed = removed;
        g.rigged = self.dice.clone();
        g.table.discard = discard;
        g.table.log.clear();
        g.private.clear();
        let mut turn = Turn::new(self.round, self.active);
        turn.phase = self.phase;
        turn.open = open;
        g.table.turn = turn;
        g.table.stack = vec![Task::BeginPhase(self.phase)];
        g.table.over = false;
        g.advance();
        Ok(g)
    }
}

/// The index of the card with this id in `set`.
pub fn card_index(set: &CardSet, id: &str) -> Option<CardId> {
    set.cards
        .iter()
        .position(|c| c.id == id)
        .map(|i| i as CardId)
}

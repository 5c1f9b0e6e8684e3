//! The whole state as JSON — any mid-game position, pending windows and prompts included —
//! for the CLI, bug reports and embedded positions. It round-trips exactly (print → read →
//! the same state), and a snapshot from outside is checked before it is used: every seat,
//! card and count must be possible, so the engine never panics on one.
//!
//! ```
//! use skald::valda::{snapshot::Snapshot, Valda, ValdaConfig};
//! use skald::Game;
//! let g = Valda::new(&ValdaConfig::new(3), 5).unwrap();
//! let json = Snapshot::of(&g).to_json();
//! let back = Snapshot::from_json(&json).unwrap().game().unwrap();
//! assert_eq!(Snapshot::of(&back).to_json(), json);
//! assert_eq!(back.legal_actions(), g.legal_actions());
//! ```

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use super::action::{CardId, Prompt, Why};
use super::cards::{Effect, Step};
use super::config::{ValdaConfig, ValdaError};
use super::constants::{DRILLS_MAX, MINES_MAX, ROUNDS, TEMPLES_PER_PLAYER, TEMPLE_SITES};
use super::event::Event;
use super::state::{Table, Task, Valda};
use crate::rng::Rng;
use crate::PlayerId;

/// The largest snapshot read, in bytes.
pub const MAX_SNAPSHOT_BYTES: usize = 4 << 20;
/// The most cubes of one kind a player may hold in a snapshot (no game comes near it).
pub const MAX_CUBES: u16 = 999;

/// Every part of a game's state, hidden parts included.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Snapshot {
    pub config: ValdaConfig,
    pub table: Table,
    pub hands: Vec<Vec<CardId>>,
    /// The base deck, top last.
    pub base: Vec<CardId>,
    /// The god decks in the order of [`super::state::GODS`], top last.
    pub gods: [Vec<CardId>; 7],
    #[serde(default)]
    pub looking: Vec<CardId>,
    #[serde(default)]
    pub private: Vec<(PlayerId, Event)>,
    #[serde(default)]
    pub removed: Vec<CardId>,
    /// Faces the next dice will show.
    #[serde(default)]
    pub rigged: Vec<super::dice::Face>,
    pub rng: Rng,
}

impl Snapshot {
    /// The state of `g`.
    pub fn of(g: &Valda) -> Snapshot {
        Snapshot {
            config: g.config.clone(),
            table: g.table.clone(),
            hands: g.hands.clone(),
            base: g.base.clone(),
            gods: g.gods.clone(),
            looking: g.looking.clone(),
            private: g.private.clone(),
            removed: g.removed.clone(),
            rigged: g.rigged.clone(),
            rng: g.rng.clone(),
        }
    }

    /// One line of JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a snapshot; errors name the line and column.
    pub fn from_json(text: &str) -> Result<Snapshot, ValdaError> {
        if text.len() > MAX_SNAPSHOT_BYTES {
            return Err(ValdaError::Config(format!(
                "a position is at most {} MiB",
                MAX_SNAPSHOT_BYTES >> 20
            )));
        }
        serde_json::from_str(text).map_err(|e| ValdaError::Json(e.to_string()))
    }

    /// The game in this state, after checking that it is possible.
    pub fn game(self) -> Result<Valda, ValdaError> {
        let set = self.config.card_set()?;
        self.check(&set)?;
        let mut g = Valda {
            config: self.config,
            set,
            table: self.table,
            hands: self.hands,
            base: self.base,
            gods: self.gods,
            looking: self.looking,
            private: self.private,
            removed: self.removed,
            rigged: self.rigged,
            rng: self.rng,
            applied: 0,
            legal: None,
            hold: false,
        };
        g.advance();
        Ok(g)
    }

    fn check(&self, set: &super::cards::CardSet) -> Result<(), ValdaError> {
        let ncards = set.cards.len();
        let n = self.config.players;
        let t = &self.table;
        let bad = |m: String| Err(ValdaError::View(m));
        if t.seats.len() != n || self.hands.len() != n {
            return bad(format!("{n} players need {n} seats and {n} hands"));
        }
        let seat_ok = |p: PlayerId| p < n;
        let card_ok = |c: CardId| (c as usize) < ncards;
        // Players named anywhere.
        let mut players: Vec<PlayerId> = vec![t.turn.active];
        players.extend(&t.turn.attack_order);
        if let Some(f) = &t.fight {
            players.extend([f.attacker, f.target]);
        }
        players.extend(t.roll.iter().map(|r| r.roller));
        players.extend(t.build.iter().map(|b| b.builder));
        players.extend(t.in_play.iter().map(|ip| ip.player));
        players.extend(self.private.iter().map(|(p, _)| *p));
        // Cards everywhere, for the count.
        let mut cards: Vec<CardId> = Vec::new();
        for h in &self.hands {
            cards.extend(h);
        }
        cards.extend(&self.base);
        for d in &self.gods {
            cards.extend(d);
        }
        cards.extend(&t.discard);
        cards.extend(&t.turn.open);
        cards.extend(t.in_play.iter().map(|ip| ip.card));
        cards.extend(&self.looking);
        cards.extend(&self.removed);
        if let Some(f) = &t.fight {
            if !f.cancelled {
                cards.push(f.card);
            }
            cards.extend(f.defence);
        }
        // Steps a card can have: a task may only hold those.
        let mut steps: HashSet<&Step> = HashSet::new();
        for c in &set.cards {
            let all: Vec<&Step> = match &c.effect {
                Effect::None => Vec::new(),
                Effect::Steps(s) => s.iter().collect(),
                Effect::Options(o) => o.iter().flat_map(|o| o.steps.iter()).collect(),
            };
            for s in all {
                steps.extend(s.walk());
            }
        }
        let mut card_refs: Vec<CardId> = Vec::new();
        for task in &t.stack {
            match task {
                Task::Ask { player, prompt } => {
                    players.push(*player);
                    self.check_prompt(prompt, &mut players, &mut card_refs, &steps)?;
                }
                Task::OpenMoments(q) => players.extend(q),
                Task::Throw {
                    roller, dice, card, ..
                } => {
                    players.push(*roller);
                    card_refs.extend(card);
                    if dice.len() > 9 {
                        return bad("a roll of more than 9 dice".into());
                    }
                }
                Task::Window { current, queue, .. } => {
                    players.extend(current);
                    players.extend(queue);
                    if queue.len() > n {
                        return bad("a window asks more players than there are".into());
                    }
                }
                Task::Step { step, ctx } => {
                    if !steps.contains(step) {
                        return bad(format!("a step no card has: {step}"));
                    }
                    players.push(ctx.you);
                    players.extend(ctx.victim);
                    card_refs.push(ctx.card);
                }
                Task::TempleReward { player, .. } => players.push(*player),
                Task::Slot { attacker, .. } => players.push(*attacker),
                Task::Declare {
                    attacker,
                    card,
                    target,
                    free,
                } => {
                    players.push(*attacker);
                    players.extend(target);
                    if *free {
                        cards.push(*card);
                    } else {
                        card_refs.push(*card);
                    }
                }
                _ => {}
            }
        }
        if t.stack.len() > 10_000 {
            return bad("the task stack is too deep".into());
        }
        if let Some(p) = players.iter().find(|&&p| !seat_ok(p)) {
            return bad(format!("seat {p} does not exist with {n} players"));
        }
        if let Some(r) = &t.roll {
            if r.dice.len() > 9 {
                return bad("a roll of more than 9 dice".into());
            }
            card_refs.extend(r.card);
        }
        for s in &t.seats {
            card_refs.extend(&s.known);
            if [s.res.gold, s.res.diamond, s.res.blood]
                .iter()
                .any(|&x| x > MAX_CUBES)
            {
                return bad(format!("more than {MAX_CUBES} cubes of one kind"));
            }
        }
        if let Some(c) = cards.iter().chain(&card_refs).find(|&&c| !card_ok(c)) {
            return bad(format!("card {c} does not exist in the card set"));
        }
        // Each physical card exactly once.
        let mut count = vec![0i32; ncards];
        for &c in set.physical() {
            count[c as usize] += 1;
        }
        for &c in &cards {
            count[c as usize] -= 1;
        }
        if count.iter().any(|&k| k != 0) {
            return bad("the cards do not add up to the card set".into());
        }
        for (p, s) in t.seats.iter().enumerate() {
            let mut hand = self.hands[p].clone();
            for k in &s.known {
                match hand.iter().position(|x| x == k) {
                    Some(i) => {
                        hand.remove(i);
                    }
                    None => return bad(format!("seat {p}: a known card is not in the hand")),
                }
            }
        }
        for (i, god) in super::state::GODS.iter().enumerate() {
            let on_map: u32 = t.seats.iter().map(|s| s.temples[i] as u32).sum();
            if on_map as usize > TEMPLE_SITES {
                return bad(format!(
                    "the {} domain has more than {TEMPLE_SITES} temples",
                    god.word()
                ));
            }
        }
        for (p, s) in t.seats.iter().enumerate() {
            if s.temple_count() > TEMPLES_PER_PLAYER as u32
                || s.mines > MINES_MAX
                || s.drills > DRILLS_MAX
                || s.followers > 100_000
            {
                return bad(format!(
                    "seat {p}: more temples, mines, drills or followers than a game can have"
                ));
            }
        }
        if !(1..=ROUNDS).contains(&t.turn.round) {
            return bad(format!("round {}", t.turn.round));
        }
        if t.turn.owed > 255 {
            return bad("more than 255 resources owed".into());
        }
        Ok(())
    }

    fn check_prompt(
        &self,
        prompt: &Prompt,
        players: &mut Vec<PlayerId>,
        cards: &mut Vec<CardId>,
        steps: &HashSet<&Step>,
    ) -> Result<(), ValdaError> {
        let too_many = |k: u16, max: u16| {
            if k > max {
                Err(ValdaError::View(format!(
                    "a prompt counts {k}; at most {max}"
                )))
            } else {
                Ok(())
            }
        };
        match prompt {
            Prompt::Pick {
                from,
                to,
                total,
                why,
                ..
            } => {
                players.extend(from);
                players.extend(to);
                if let Why::Card(c) = why {
                    cards.push(*c);
                }
                too_many(*total, 255)
            }
            Prompt::Swap { max, card, .. } => {
                cards.push(*card);
                too_many(*max as u16, 20)
            }
            Prompt::PayFor {
                cost, left, card, ..
            } => {
                cards.push(*card);
                too_many(*cost as u16, 20)?;
                too_many(*left as u16, 20)
            }
            Prompt::Victim { step } => {
                if steps.contains(step.as_ref()) {
                    Ok(())
                } else {
                    Err(ValdaError::View(format!("a step no card has: {step}")))
                }
            }
            Prompt::Give { to } => {
                players.push(*to);
                Ok(())
            }
            Prompt::TakeCard { victim, left } => {
                players.push(*victim);
                too_many(*left as u16, 20)
            }
            Prompt::DrawGod { n } => too_many(*n as u16, 20),
            Prompt::LookGod { left, seen } => {
                too_many(*left as u16, 7)?;
                too_many(seen.len() as u16, 7)
            }
            Prompt::SearchTake { left }
            | Prompt::FromDiscard { left, .. }
            | Prompt::Sacrifice { left } => too_many(*left as u16, 20),
            _ => Ok(()),
        }
    }
}

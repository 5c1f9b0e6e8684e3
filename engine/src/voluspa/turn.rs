//! A turn as a step-level state machine: how each step changes the game (placing, the Raven
//! again, Hermod follow-ups, discards, the end of a turn with its draw and the next player).
//! The steps are [`Action`]s; where the turn stands is the state's [`Phase`].

use super::board::Stack;
use super::error::VoluspaError;
use super::hand::{count, insert_sorted, non_hel, take};
use super::moves::{self, MoveScore};
use super::notation::Move;
use super::placement::Placement;
use super::record::{StepRecord, TurnRecord};
use super::scoring::ScoreExplanation;
use super::state::Voluspa;
use super::tile::{Kind, HAND_SIZE};
use crate::game::Game;
// Re-exported: `voluspa::turn::{Action, Phase}` are public paths from before `action` and
// `state` were split off.
pub use super::action::Action;
pub use super::state::Phase;

impl Voluspa {
    /// The steps that play a notation move from the start of a turn: each placement, the
    /// Raven's second placement or its skip, and an end of turn after a final Hermod.
    pub fn move_steps(m: &Move) -> Vec<Action> {
        let mut out = Vec::new();
        for part in &m.0 {
            out.push(Action::Place(part.placement()));
            if part.tile == Kind::Raven {
                out.push(match part.then {
                    Some(to) => Action::Place(Placement::new(Kind::Raven, to)),
                    None => Action::SkipRaven,
                });
            }
        }
        if m.0.last().map(|p| p.tile) == Some(Kind::Hermod) {
            out.push(Action::EndTurn);
        }
        out
    }

    /// Plays a whole notation move (all its steps) or nothing, returning its score.
    pub fn apply_move(&mut self, m: &Move) -> Result<MoveScore, VoluspaError> {
        if m.0.is_empty() {
            return Err(VoluspaError::EmptyMove);
        }
        for w in m.0.windows(2) {
            if w[0].tile != Kind::Hermod {
                return Err(VoluspaError::ChainWithoutHermod);
            }
        }
        for part in &m.0 {
            if part.then.is_some() && part.tile != Kind::Raven {
                return Err(VoluspaError::ThenWithoutRaven);
            }
        }
        let mut next = self.clone();
        let first = next.actions_applied;
        for a in Self::move_steps(m) {
            next.apply(&a)?;
        }
        let steps: Vec<ScoreExplanation> = (first..next.actions_applied)
            .filter_map(|i| next.step(i).and_then(|s| s.score.clone()))
            .collect();
        *self = next;
        Ok(MoveScore {
            points: steps.iter().map(|s| s.points).sum(),
            steps,
        })
    }

    fn record(&mut self, step: StepRecord, points: i32) {
        if points > 0 {
            self.scores[self.current] += points as i64;
            self.reached[self.current] = self.actions_applied + 1;
        }
        if let Some(t) = self.turns.last_mut() {
            t.points += points;
            t.steps.push(step);
        }
    }

    fn place(&mut self, p: &Placement) -> Result<(), VoluspaError> {
        let me = self.current;
        match self.phase.clone() {
            Phase::RavenAgain { from } => {
                if p.tile != Kind::Raven || p.push.is_some() {
                    return Err(VoluspaError::OnlyRavenNow);
                }
                if p.boosts != 0 {
                    return Err(VoluspaError::NotNow(
                        "the Raven keeps its boosts; it gets no new ones",
                    ));
                }
                let (_, expl) = moves::raven_again(&mut self.board, from, p.at)?;
                let points = expl.points;
                let step = StepRecord {
                    index: self.actions_applied,
                    action: Action::Place(*p),
                    score: Some(expl),
                    captured: None,
                    freya_returned: 0,
                    pushed_to: None,
                };
                self.record(step, points);
                self.end_turn();
                Ok(())
            }
            Phase::Play | Phase::HermodFollowUp { .. } => {
                let hermod = match self.phase {
                    Phase::HermodFollowUp { hermod } => Some(hermod),
                    _ => None,
                };
                if !self.hand(me).contains(&p.tile) {
                    return Err(VoluspaError::NotInHand(p.tile));
                }
                if p.tile == Kind::Hel && p.boosts > 0 {
                    return Err(VoluspaError::HelBoosted);
                }
                let have = self.freya_available(p.tile);
                if p.boosts > have {
                    return Err(VoluspaError::NotEnoughFreya {
                        wanted: p.boosts,
                        have,
                    });
                }
                let (applied, expl) = moves::apply_scored(&mut self.board, p, hermod)?;
                let hand = &mut self.hands[me];
                take(hand, p.tile);
                for _ in 0..p.boosts {
                    take(hand, Kind::Freya);
                    self.discard.push(Kind::Freya);
                }
                let mut captured = None;
                let mut freya_returned = 0;
                if let Some(stack) = applied.captured {
                    let Stack { top, boosts, under } = stack;
                    insert_sorted(&mut self.hands[me], top);
                    self.removed.extend(under);
                    for _ in 0..boosts {
                        if take(&mut self.discard, Kind::Freya) {
                            insert_sorted(&mut self.hands[me], Kind::Freya);
                            freya_returned += 1;
                        }
                    }
                    self.captured = true;
                    captured = Some(top);
                }
                let points = expl.points;
                let step = StepRecord {
                    index: self.actions_applied,
                    action: Action::Place(*p),
                    score: Some(expl),
                    captured,
                    freya_returned,
                    pushed_to: applied.pushed_to,
                };
                self.record(step, points);
                if p.tile == Kind::Raven {
                    self.phase = Phase::RavenAgain { from: p.at };
                } else if p.tile == Kind::Hermod && !self.hands[me].is_empty() {
                    self.phase = Phase::HermodFollowUp { hermod: p.at };
                } else {
                    self.end_turn();
                }
                Ok(())
            }
            Phase::DiscardDown => Err(VoluspaError::NotNow(
                "you must first discard down to five tiles",
            )),
            Phase::Over => Err(VoluspaError::GameOver),
        }
    }

    fn end_turn(&mut self) {
        if self.captured && non_hel(&self.hands[self.current]) > HAND_SIZE {
            self.phase = Phase::DiscardDown;
            return;
        }
        let me = self.current;
        let mut drew = 0;
        if !self.captured {
            while non_hel(&self.hands[me]) < HAND_SIZE {
                let Some(k) = self.pile.pop() else { break };
                insert_sorted(&mut self.hands[me], k);
                drew += 1;
                if self.pile.is_empty() && self.config.no_late_hel {
                    for h in &mut self.hands {
                        let n = count(h, Kind::Hel);
                        h.retain(|&x| x != Kind::Hel);
                        self.removed.extend(std::iter::repeat_n(Kind::Hel, n));
                    }
                }
            }
        }
        if let Some(t) = self.turns.last_mut() {
            t.drew = drew;
            t.finished = true;
        }
        self.captured = false;
        let n = self.hands.len();
        let next = (1..=n)
            .map(|i| (me + i) % n)
            .find(|&p| !self.hands[p].is_empty());
        match next {
            Some(p) => {
                self.current = p;
                self.phase = Phase::Play;
                self.turns.push(TurnRecord::new(p));
            }
            None => {
                self.phase = Phase::Over;
            }
        }
    }

    pub(super) fn apply_step(&mut self, action: &Action) -> Result<(), VoluspaError> {
        if self.phase == Phase::Over {
            return Err(VoluspaError::GameOver);
        }
        match action {
            Action::Place(p) => self.place(p)?,
            Action::SkipRaven => {
                if !matches!(self.phase, Phase::RavenAgain { .. }) {
                    return Err(VoluspaError::NotNow("there is no Raven to skip"));
                }
                self.record(StepRecord::plain(self.actions_applied, action.clone()), 0);
                self.end_turn();
            }
            Action::EndTurn => {
                if !matches!(self.phase, Phase::HermodFollowUp { .. }) {
                    return Err(VoluspaError::NotNow(
                        "a turn ends by itself; \"end turn\" is only for stopping after a Hermod",
                    ));
                }
                self.record(StepRecord::plain(self.actions_applied, action.clone()), 0);
                self.end_turn();
            }
            Action::Discard { tile } => {
                let me = self.current;
                if !self.hand(me).contains(tile) {
                    return Err(VoluspaError::NotInHand(*tile));
                }
                match self.phase {
                    Phase::DiscardDown => {
                        if *tile == Kind::Hel {
                            return Err(VoluspaError::NotNow(
                                "Hel does not count toward the five tiles: discard another tile",
                            ));
                        }
                    }
                    Phase::Play | Phase::HermodFollowUp { .. } => {
                        if self.has_any_placement() {
                            return Err(VoluspaError::MustPlace);
                        }
                    }
                    _ => {
                        return Err(VoluspaError::NotNow(
                            "you cannot discard now: place the Raven again or skip it",
                        ))
                    }
                }
                take(&mut self.hands[me], *tile);
                self.removed.push(*tile);
                self.record(StepRecord::plain(self.actions_applied, action.clone()), 0);
                if self.phase == Phase::DiscardDown {
                    if non_hel(&self.hands[me]) <= HAND_SIZE {
                        // `captured` is still set: no draw after a capture.
                        self.end_turn();
                    }
                } else {
                    self.end_turn();
                }
            }
        }
        self.actions_applied += 1;
        Ok(())
    }
}

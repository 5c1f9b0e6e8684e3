//! Which spans of play may be taken back ([`Game::quiet_since`] for Völuspá).
//!
//! **What the code says about the draw.** The bag is shuffled once, at set-up
//! ([`Game::new`]: the generator is never used again), and afterwards the pile is only ever
//! drawn from its top, at the end of a turn. So the *order* of the tiles to come is fixed
//! whatever anybody plays, and the next tile drawn is always the same one. But *how many*
//! tiles a turn draws depends on the play: the player draws up to five tiles not counting
//! Hel, so
//!
//! * a Skadi capture draws nothing (rulings: no draw after a capture);
//! * a Hel placed or discarded draws nothing (Hel does not count toward the five);
//! * each Freya boost draws one more (the Freya leaves the hand);
//! * a Hermod follow-up draws one more than stopping after the Hermod;
//! * near the end of the bag fewer are drawn, and with *No late Hel* the draw that empties
//!   the bag removes every Hel from every hand.
//!
//! A different count changes which player gets the tiles already drawn: if the undoer saw
//! two tiles and then plays a Hel, those tiles go to the next players — the undoer would
//! know an opponent's hidden tiles. So the end-of-turn draw is harmless only when the count
//! was **forced**: every legal way of finishing that turn, from where the span took it up,
//! draws the same number of tiles — and therefore, the order being fixed, the very same
//! tiles, which the player was going to receive whatever they played. (They do see those
//! tiles one turn early; that is accepted.)
//!
//! **The rule.** `self.quiet_since(earlier)` is true when the game is not over, `self`
//! descends from `earlier` (same configuration and
//! generator; replaying the steps `self` recorded since `earlier` reaches `self` exactly),
//! and every turn that *finished* in between drew a forced number of tiles, judged from the
//! state where the span took that turn up (`earlier` for the first, the turn's start for the
//! others). Steps within the turn under way are therefore always quiet (nothing is drawn
//! before a turn ends; a capture only moves a visible tile into the hand), as before
//! ([`Voluspa::undoable`]). Once the bag is empty every draw is forced (nothing is drawn).
//!
//! Other players' turns in the span (a computer's reply) are judged the same way: their
//! tiles placed were seen by everybody, and their draw must be forced too, since the engine
//! does not know whether that seat is a computer or a person who saw the tiles they drew.

use super::game::Voluspa;
use super::record::TurnRecord;
use super::turn::{Action, Phase};
use crate::game::Game;

/// At most this many steps are tried when judging whether a turn's draw was forced; a
/// position needing more (several Hermods with a nearly empty bag) is judged not forced,
/// the safe side.
const ENDINGS_BUDGET: usize = 4096;

impl Voluspa {
    /// [`Game::quiet_since`] for Völuspá (see the module documentation for the reasoning).
    pub(super) fn quiet_since_rule(&self, earlier: &Voluspa) -> bool {
        if earlier.to_move().is_none() || self.to_move().is_none() {
            return false;
        }
        if self.config != earlier.config
            || self.rng != earlier.rng
            || earlier.actions_applied > self.actions_applied
        {
            return false;
        }
        let Some(between) = self.steps_since(earlier.actions_applied) else {
            return false;
        };
        // Replay the span from `earlier`, remembering where each finished turn was taken up.
        let mut g = earlier.clone();
        let mut start = g.probe();
        let mut finished = Vec::new();
        for action in between {
            let turns = g.turns.len();
            if g.apply(&action).is_err() {
                return false;
            }
            if g.turns.len() != turns || g.phase == Phase::Over {
                finished.push(std::mem::replace(&mut start, g.probe()));
            }
        }
        g == *self && finished.iter().all(Voluspa::draw_forced)
    }

    /// The actions of the steps recorded with log index `from..actions_applied`, in order,
    /// or `None` if the record does not hold them all.
    fn steps_since(&self, from: usize) -> Option<Vec<Action>> {
        let mut steps: Vec<(usize, &Action)> = Vec::new();
        for t in self.turns.iter().rev() {
            steps.extend(
                t.steps
                    .iter()
                    .rev()
                    .filter(|s| s.index >= from)
                    .map(|s| (s.index, &s.action)),
            );
            if t.steps.first().is_some_and(|s| s.index < from) {
                break;
            }
        }
        steps.reverse();
        let complete = steps.len() == self.actions_applied.checked_sub(from)?
            && steps.iter().zip(from..).all(|((i, _), j)| *i == j);
        complete.then(|| steps.into_iter().map(|(_, a)| a.clone()).collect())
    }

    /// A copy for trying moves: the same position with the record of earlier turns left
    /// out (only the draw at the end of the turn under way is looked at).
    fn probe(&self) -> Voluspa {
        Voluspa {
            config: self.config.clone(),
            rng: self.rng.clone(),
            board: self.board.clone(),
            hands: self.hands.clone(),
            pile: self.pile.clone(),
            discard: self.discard.clone(),
            removed: self.removed.clone(),
            scores: self.scores.clone(),
            reached: self.reached.clone(),
            current: self.current,
            phase: self.phase.clone(),
            turns: vec![TurnRecord::new(self.current)],
            captured: self.captured,
            actions_applied: self.actions_applied,
        }
    }

    /// Whether every legal way to finish the turn under way draws the same number of tiles
    /// (a probe: its record holds this turn only).
    fn draw_forced(&self) -> bool {
        // An empty bag draws nothing; after a capture nothing is drawn.
        if self.pile.is_empty() || self.captured {
            return true;
        }
        let mut first = None;
        let mut budget = ENDINGS_BUDGET;
        self.endings(&mut |drew| *first.get_or_insert(drew) == drew, &mut budget)
    }

    /// Calls `f` with the number of tiles drawn at the end of each legal way to finish the
    /// turn under way (a probe); false as soon as `f` returns false or the budget runs out.
    fn endings(&self, f: &mut dyn FnMut(usize) -> bool, budget: &mut usize) -> bool {
        let steps = match self.phase {
            // A second Raven placement changes neither the hand nor the draw: skipping it
            // stands for all of them.
            Phase::RavenAgain { .. } => vec![Action::SkipRaven],
            _ => self.legal_steps(),
        };
        for action in steps {
            let Some(left) = budget.checked_sub(1) else {
                return false;
            };
            *budget = left;
            let mut g = self.clone();
            if g.apply_step(&action).is_err() {
                return false;
            }
            let ok = if g.turns.len() > 1 || g.phase == Phase::Over {
                f(g.turns.first().map_or(0, |t| t.drew))
            } else if g.captured {
                f(0)
            } else {
                g.endings(f, budget)
            };
            if !ok {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::voluspa::{Config, TileSet};
    use crate::Rng;

    /// The shortcuts of [`Voluspa::endings`] (a second Raven placement draws as a skip; a
    /// capture draws nothing) agree with playing every ending out.
    #[test]
    fn endings_agree_with_playing_every_ending_out() {
        fn all_endings(g: &Voluspa, out: &mut Vec<usize>) {
            for a in g.legal_steps() {
                let mut h = g.clone();
                h.apply_step(&a).unwrap();
                if h.turns.len() > 1 || h.phase == Phase::Over {
                    out.push(h.turns[0].drew);
                } else {
                    all_endings(&h, out);
                }
            }
        }
        let mut rng = Rng::new(3);
        let mut varied = 0;
        let mut forced = 0;
        for seed in 0..6 {
            let tiles = [TileSet::Base, TileSet::all_expansions()][seed as usize % 2].clone();
            let config = Config {
                players: 2 + seed as usize % 3,
                tiles,
                no_late_hel: seed % 3 == 0,
            };
            let mut g = Voluspa::new(&config, seed).unwrap();
            for _ in 0..60 {
                if g.is_over() {
                    break;
                }
                let probe = g.probe();
                let mut all = Vec::new();
                all_endings(&probe, &mut all);
                let mut quick = Vec::new();
                let mut budget = usize::MAX;
                probe.endings(
                    &mut |d| {
                        quick.push(d);
                        true
                    },
                    &mut budget,
                );
                all.sort();
                all.dedup();
                quick.sort();
                quick.dedup();
                assert_eq!(all, quick, "seed {seed}: {:?}", g.phase);
                assert_eq!(probe.draw_forced(), all.len() <= 1);
                if all.len() > 1 {
                    varied += 1;
                } else {
                    forced += 1;
                }
                let acts = g.legal_actions();
                g.apply(&acts[rng.index(acts.len())]).unwrap();
            }
        }
        assert!(
            varied > 10 && forced > 10,
            "{varied} varied, {forced} forced"
        );
    }
}

//! A fast random policy for self-play (benchmarks, computer-opponent rollouts).
//!
//! [`Voluspa::random_action`] picks a legal action by trying random tiles on random cells
//! near the board and falls back to a uniform choice among all legal actions when a few
//! tries fail. It is *not* uniform over legal actions (use [`crate::game::random_playout`]
//! for that); it is about twenty times faster.

use super::action::Action;
use super::board::{Axis, Cell, Dir};
use super::moves;
use super::placement::{self, Placement};
use super::state::{Phase, Voluspa};
use super::tile::Kind;
use crate::game::Game;
use crate::rng::Rng;

impl Voluspa {
    /// A random legal action (see the module doc), `None` when the game is over.
    pub fn random_action(&self, rng: &mut Rng) -> Option<Action> {
        let p = self.to_move()?;
        match self.phase() {
            Phase::Over => return None,
            Phase::DiscardDown => {
                let hand: Vec<Kind> = self
                    .hand(p)
                    .iter()
                    .copied()
                    .filter(|&k| k != Kind::Hel)
                    .collect();
                if !hand.is_empty() {
                    return Some(Action::Discard {
                        tile: hand[rng.index(hand.len())],
                    });
                }
            }
            Phase::RavenAgain { from } => {
                if rng.below(2) == 0 {
                    return Some(Action::SkipRaven);
                }
                let mut b = self.board().clone();
                placement::lift_raven(&mut b, *from);
                for _ in 0..16 {
                    let Some(anchor) = b.random_occupied(rng) else {
                        break;
                    };
                    let at = if rng.below(3) == 0 {
                        anchor
                    } else {
                        anchor.step(Dir::ALL[rng.index(4)])
                    };
                    if at != *from && placement::check(&b, Kind::Raven, at, None).is_ok() {
                        return Some(Action::Place(Placement::new(Kind::Raven, at)));
                    }
                }
            }
            Phase::Play | Phase::HermodFollowUp { .. } => {
                let hermod = match self.phase() {
                    Phase::HermodFollowUp { hermod } => {
                        if rng.below(2) == 0 {
                            return Some(Action::EndTurn);
                        }
                        Some(*hermod)
                    }
                    _ => None,
                };
                let hand = self.hand(p);
                let board = self.board();
                // After a Hermod, aim at its lines (and the cells around it for Hel).
                let mut near: Vec<Cell> = Vec::new();
                if let Some(h) = hermod {
                    near.push(h);
                    near.extend(h.ring());
                    if board.in_line(h) {
                        for axis in Axis::BOTH {
                            let l = board.line(h, axis);
                            near.extend(l.cells());
                            near.push(l.start.step(axis.back()));
                            near.push(l.end().step(axis.forward()));
                        }
                    }
                }
                for _ in 0..32 {
                    let tile = hand[rng.index(hand.len())];
                    let anchor = if near.is_empty() {
                        board.random_occupied(rng)
                    } else {
                        Some(near[rng.index(near.len())])
                    };
                    let Some(anchor) = anchor else {
                        break;
                    };
                    let on_tile = if near.is_empty() {
                        match tile {
                            Kind::Hel | Kind::LightningBolt => true,
                            Kind::Dragon | Kind::Raven | Kind::Skadi | Kind::Jotunn => {
                                rng.below(3) == 0
                            }
                            _ => false,
                        }
                    } else {
                        true
                    };
                    let (at, push) = if on_tile {
                        let push = (tile == Kind::Jotunn && board.occupied(anchor))
                            .then(|| Dir::ALL[rng.index(4)]);
                        (anchor, push)
                    } else {
                        (anchor.step(Dir::ALL[rng.index(4)]), None)
                    };
                    if placement::check(board, tile, at, push).is_err() {
                        continue;
                    }
                    let max = self.max_boosts(tile);
                    let boosts = if max > 0 && rng.below(4) == 0 {
                        rng.below(max as u64 + 1) as u8
                    } else {
                        0
                    };
                    let pl = Placement {
                        tile,
                        at,
                        push,
                        boosts,
                    };
                    if let Some(h) = hermod {
                        let ok = match moves::hermod_ok_before(board, h, &pl) {
                            Some(ok) => ok,
                            None => {
                                let mut b = board.clone();
                                moves::apply_scored(&mut b, &pl, Some(h)).is_ok()
                            }
                        };
                        if !ok {
                            continue;
                        }
                    }
                    return Some(Action::Place(pl));
                }
            }
        }
        let all = self.legal_actions();
        if all.is_empty() {
            None
        } else {
            Some(all[rng.index(all.len())].clone())
        }
    }

    /// Plays [`Voluspa::random_action`] until the game ends or `max_actions` were played;
    /// returns the number of actions played.
    pub fn random_playout(&mut self, rng: &mut Rng, max_actions: usize) -> usize {
        let mut played = 0;
        while played < max_actions {
            let Some(a) = self.random_action(rng) else {
                break;
            };
            if self.apply(&a).is_err() {
                break;
            }
            played += 1;
        }
        played
    }
}

//! What the player to move may do now: every legal step ([`Voluspa::legal_steps`], which
//! [`crate::Game::legal_actions`] returns), the placements and targets of a tile, Freya
//! boosts, and previews of a step's score.

use super::action::Action;
use super::error::VoluspaError;
use super::hand::{count, distinct};
use super::moves;
use super::placement::{self, Placement, Target, TargetKind};
use super::scoring::ScoreExplanation;
use super::state::{Phase, Voluspa};
use super::tile::Kind;
use crate::game::Game;

impl Voluspa {
    pub(super) fn legal_steps(&self) -> Vec<Action> {
        let mut out = Vec::new();
        let hand = self.hand(self.current);
        let discards = |out: &mut Vec<Action>, kinds: Vec<Kind>| {
            out.extend(kinds.into_iter().map(|tile| Action::Discard { tile }));
        };
        match &self.phase {
            Phase::Over => {}
            Phase::DiscardDown => {
                let kinds = distinct(hand)
                    .into_iter()
                    .filter(|&k| k != Kind::Hel)
                    .collect();
                discards(&mut out, kinds);
            }
            Phase::RavenAgain { .. } => {
                out.extend(self.legal_placements().into_iter().map(Action::Place));
                out.push(Action::SkipRaven);
            }
            Phase::Play | Phase::HermodFollowUp { .. } => {
                let places = self.legal_placements();
                for p in &places {
                    let max = if p.tile == Kind::Hel {
                        0
                    } else {
                        self.freya_available(p.tile)
                    };
                    for b in 0..=max {
                        out.push(Action::Place(Placement { boosts: b, ..*p }));
                    }
                }
                if matches!(self.phase, Phase::HermodFollowUp { .. }) {
                    out.push(Action::EndTurn);
                }
                if places.is_empty() {
                    discards(&mut out, distinct(hand));
                }
            }
        }
        out
    }

    /// How many Freya boosts the player to move could put on `tile` now (the Freya tiles
    /// in hand, not counting `tile` itself; 0 for Hel and outside placement phases).
    pub fn max_boosts(&self, tile: Kind) -> u8 {
        if tile == Kind::Hel || !matches!(self.phase, Phase::Play | Phase::HermodFollowUp { .. }) {
            return 0;
        }
        self.freya_available(tile)
    }

    pub(super) fn freya_available(&self, tile: Kind) -> u8 {
        let hand = self.hand(self.current);
        let n = count(hand, Kind::Freya).saturating_sub(usize::from(tile == Kind::Freya));
        n.min(u8::MAX as usize) as u8
    }

    /// Legal single placements (boosts 0) for `tile` now, respecting the phase.
    pub(super) fn step_placements(&self, tile: Kind) -> Vec<Placement> {
        let mut out = Vec::new();
        match &self.phase {
            Phase::Play => {
                if self.hand(self.current).contains(&tile) {
                    let f = self.board.frontier();
                    let o = self.board.occupied_cells();
                    placement::placements_in(&self.board, tile, &f, &o, &mut out);
                }
            }
            Phase::HermodFollowUp { hermod } => {
                if self.hand(self.current).contains(&tile) {
                    let f = self.board.frontier();
                    let o = self.board.occupied_cells();
                    let mut all = Vec::new();
                    placement::placements_in(&self.board, tile, &f, &o, &mut all);
                    for p in all {
                        let ok = match moves::hermod_ok_before(&self.board, *hermod, &p) {
                            Some(ok) => ok,
                            None => {
                                let mut b = self.board.clone();
                                moves::apply_scored(&mut b, &p, Some(*hermod)).is_ok()
                            }
                        };
                        if ok {
                            out.push(p);
                        }
                    }
                }
            }
            Phase::RavenAgain { from } => {
                if tile == Kind::Raven {
                    let mut b = self.board.clone();
                    if placement::lift_raven(&mut b, *from).is_some() {
                        let f = b.frontier();
                        let o = b.occupied_cells();
                        placement::placements_in(&b, tile, &f, &o, &mut out);
                        out.retain(|p| p.at != *from);
                    }
                }
            }
            Phase::DiscardDown | Phase::Over => {}
        }
        out
    }

    /// The legal targets of one tile kind now (from hand, or the Raven's second placement),
    /// grouped per cell with how the tile gets there and, for bumps, the allowed directions.
    pub fn targets_for(&self, tile: Kind) -> Vec<Target> {
        let mut out: Vec<Target> = Vec::new();
        // While the Raven's second placement is pending, judge with the Raven lifted.
        let lifted = match &self.phase {
            Phase::RavenAgain { from } => {
                let mut b = self.board.clone();
                placement::lift_raven(&mut b, *from);
                Some(b)
            }
            _ => None,
        };
        let board = lifted.as_ref().unwrap_or(&self.board);
        for p in self.step_placements(tile) {
            let kind = if p.push.is_some() {
                TargetKind::Bump
            } else if !board.occupied(p.at) {
                TargetKind::Place
            } else if tile == Kind::Skadi {
                TargetKind::Capture
            } else {
                TargetKind::Cover
            };
            match out.last_mut() {
                Some(t) if t.at == p.at && t.kind == kind => {
                    if let Some(d) = p.push {
                        t.push.push(d);
                    }
                }
                _ => out.push(Target {
                    at: p.at,
                    kind,
                    push: p.push.into_iter().collect(),
                }),
            }
        }
        out.sort_by_key(|t| t.at);
        out
    }

    /// Every legal placement of every tile in hand now (boosts 0), or of the Raven while
    /// its second placement is pending.
    pub fn legal_placements(&self) -> Vec<Placement> {
        let kinds = match &self.phase {
            Phase::RavenAgain { .. } => vec![Kind::Raven],
            _ => distinct(self.hand(self.current)),
        };
        let mut out = Vec::new();
        match &self.phase {
            Phase::Play => {
                let f = self.board.frontier();
                let o = self.board.occupied_cells();
                for k in kinds {
                    placement::placements_in(&self.board, k, &f, &o, &mut out);
                }
            }
            _ => {
                for k in kinds {
                    out.extend(self.step_placements(k));
                }
            }
        }
        out
    }

    pub(super) fn has_any_placement(&self) -> bool {
        match &self.phase {
            Phase::Play => distinct(self.hand(self.current))
                .into_iter()
                .any(|k| placement::has_target(&self.board, k)),
            _ => !self.legal_placements().is_empty(),
        }
    }

    /// Scores `p` as the next step without applying it (errors as [`Game::apply`] would).
    pub fn preview(&self, p: &Placement) -> Result<ScoreExplanation, VoluspaError> {
        self.preview_action(&Action::Place(*p))?
            .ok_or(VoluspaError::NotNow("nothing was scored"))
    }

    /// Scores any action without applying it: `None` for actions that score nothing.
    pub fn preview_action(&self, a: &Action) -> Result<Option<ScoreExplanation>, VoluspaError> {
        let mut next = self.clone();
        next.apply(a)?;
        Ok(next
            .step(self.actions_applied)
            .and_then(|s| s.score.clone()))
    }
}

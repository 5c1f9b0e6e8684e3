//! Multi-placement moves on a bare board: Hermod follow-ups and the Raven's second
//! placement, as written in the notation, scored without a game around them (the score
//! query and the CLI assume the player holds whatever tiles the move needs).

use super::board::{Axis, Board, Cell, Stack};
use super::error::VoluspaError;
use super::notation::Move;
use super::placement::{self, Applied, Placement, TargetKind};
use super::scoring::{self, ScoreExplanation};
use super::tile::Kind;
use serde::{Deserialize, Serialize};

/// The points of a whole move and of each of its placements.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveScore {
    /// Total points.
    pub points: i32,
    /// One explanation per placement, in order (a Raven's second placement is its own).
    pub steps: Vec<ScoreExplanation>,
}

/// Where the placed tile ends up (its own cell; for a bump, the Jotunn's cell).
pub fn final_cell(p: &Placement) -> Cell {
    p.at
}

/// Whether a follow-up placement `p` (already applied to `after`) satisfies the Hermod
/// on `hermod` (rulings §6 Hermod).
pub fn check_hermod(after: &Board, hermod: Cell, p: &Placement) -> Result<(), VoluspaError> {
    let at = final_cell(p);
    if p.tile == Kind::Hel {
        if at == hermod || hermod.touches_diagonally(at) {
            return Ok(());
        }
        return Err(VoluspaError::HelNotNearHermod(at));
    }
    if at == hermod {
        return Ok(());
    }
    if after.in_line(hermod) {
        for axis in Axis::BOTH {
            if after.line(hermod, axis).cells().any(|c| c == at) {
                return Ok(());
            }
        }
    }
    Err(VoluspaError::NotInHermodLine(at))
}

/// The Hermod condition judged on the board *before* a legal placement `p`, when that is
/// possible without simulating it (`None` for a Jotunn bump, which must be simulated).
pub fn hermod_ok_before(board: &Board, hermod: Cell, p: &Placement) -> Option<bool> {
    let at = p.at;
    if p.tile == Kind::Hel {
        return Some(at == hermod || hermod.touches_diagonally(at));
    }
    if at == hermod {
        return Some(true);
    }
    if p.push.is_some() {
        return None;
    }
    if !board.in_line(hermod) {
        return Some(false);
    }
    if board.occupied(at) {
        // Covering or capturing leaves the lines as they are.
        return Some(
            Axis::BOTH
                .iter()
                .any(|&axis| board.line(hermod, axis).cells().any(|c| c == at)),
        );
    }
    // An empty cell joins Hermod's line iff every cell between them holds a line tile.
    let between = |a: i32, b: i32, f: &dyn Fn(i32) -> Cell| {
        let (lo, hi) = if a < b { (a, b) } else { (b, a) };
        (lo + 1..hi).all(|i| board.in_line(f(i)))
    };
    if at.0 == hermod.0 {
        return Some(between(at.1, hermod.1, &|c| Cell(at.0, c)));
    }
    if at.1 == hermod.1 {
        return Some(between(at.0, hermod.0, &|r| Cell(r, at.1)));
    }
    Some(false)
}

/// Applies one placement on `board` under an optional Hermod constraint; on error the
/// board is unchanged. Returns what happened and the score.
pub fn apply_scored(
    board: &mut Board,
    p: &Placement,
    hermod: Option<Cell>,
) -> Result<(Applied, ScoreExplanation), VoluspaError> {
    let applied = match hermod.map(|h| (h, hermod_ok_before(board, h, p))) {
        None | Some((_, Some(true))) => placement::apply(board, p)?,
        Some((_, Some(false))) => {
            // Report a placement error first, as the slow path would.
            if p.tile == Kind::Hel && p.boosts > 0 {
                return Err(VoluspaError::HelBoosted);
            }
            placement::check(board, p.tile, p.at, p.push)?;
            return Err(if p.tile == Kind::Hel {
                VoluspaError::HelNotNearHermod(p.at)
            } else {
                VoluspaError::NotInHermodLine(p.at)
            });
        }
        Some((h, None)) => {
            let mut next = board.clone();
            let applied = placement::apply(&mut next, p)?;
            check_hermod(&next, h, p)?;
            *board = next;
            applied
        }
    };
    let covered = match applied.kind {
        TargetKind::Cover => applied.covered.map(|(k, _)| k),
        _ => None,
    };
    let expl = scoring::score(board, final_cell(p), covered);
    Ok((applied, expl))
}

/// The Raven's second placement: lift it from `from` and place it by `to` (same boosts).
pub fn raven_again(
    board: &mut Board,
    from: Cell,
    to: Cell,
) -> Result<(Applied, ScoreExplanation), VoluspaError> {
    if to == from {
        return Err(VoluspaError::RavenSameCell(to));
    }
    let covered = board.get(from).is_some_and(|s| !s.under.is_empty());
    let boosts = placement::lift_raven(board, from).ok_or(VoluspaError::OnlyRavenNow)?;
    let p = Placement {
        tile: Kind::Raven,
        at: to,
        push: None,
        boosts,
    };
    match apply_scored(board, &p, None) {
        Ok(r) => Ok(r),
        Err(e) => {
            // Put the Raven back where it was (covered tiles never carry boosters).
            if covered {
                if let Some(s) = board.get_mut(from) {
                    let top = s.top;
                    s.under.push(top);
                    s.top = Kind::Raven;
                    s.boosts = boosts;
                }
            } else {
                let _ = board.set(
                    from,
                    Some(Stack {
                        top: Kind::Raven,
                        boosts,
                        under: Vec::new(),
                    }),
                );
            }
            Err(e)
        }
    }
}

/// Scores a notation move on `board` (which it leaves changed by the move on success,
/// unchanged on error).
///
/// ```
/// use skald::voluspa::{parse_board, score_move, Move};
/// let mut b = parse_board(". Sk Va Th").unwrap();
/// let m = Move::parse(r#"{"tile":"Od","at":[0,0]}"#).unwrap();
/// assert_eq!(score_move(&mut b, &m).unwrap().points, 4);
/// ```
pub fn score_move(board: &mut Board, m: &Move) -> Result<MoveScore, VoluspaError> {
    if m.0.is_empty() {
        return Err(VoluspaError::EmptyMove);
    }
    let mut work = board.clone();
    let mut steps = Vec::new();
    let mut hermod: Option<Cell> = None;
    for (i, part) in m.0.iter().enumerate() {
        if i > 0 && hermod.is_none() {
            return Err(VoluspaError::ChainWithoutHermod);
        }
        let p = part.placement();
        let (_, expl) = apply_scored(&mut work, &p, hermod)?;
        steps.push(expl);
        if let Some(to) = part.then {
            if p.tile != Kind::Raven {
                return Err(VoluspaError::ThenWithoutRaven);
            }
            let (_, expl) = raven_again(&mut work, p.at, to)?;
            steps.push(expl);
        }
        hermod = if p.tile == Kind::Hermod {
            Some(p.at)
        } else {
            None
        };
    }
    *board = work;
    Ok(MoveScore {
        points: steps.iter().map(|s| s.points).sum(),
        steps,
    })
}

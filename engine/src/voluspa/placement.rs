//! Where a tile may go (rulings §3) and what placing it does to the board.

use super::board::{Axis, Board, Cell, Dir, Stack};
use super::error::VoluspaError;
use super::tile::{Kind, MAX_LINE};
use serde::{Deserialize, Serialize};

/// One placement of one tile, as in the notation: `{"tile":"Od","at":[r,c]}`, with
/// `"push":"N"` for a Jotunn bump and `"boosts":N` for Freya boosts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placement {
    /// The tile placed.
    pub tile: Kind,
    /// The target cell: empty for a normal placement, occupied for covering, capture, bump.
    pub at: Cell,
    /// Jotunn only: bump the stack on `at` toward this end of its line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub push: Option<Dir>,
    /// Number of Freya tiles discarded from hand to boost this tile.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub boosts: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Placement {
    /// A plain placement without push or boosts.
    pub fn new(tile: Kind, at: Cell) -> Placement {
        Placement {
            tile,
            at,
            push: None,
            boosts: 0,
        }
    }
}

/// How a tile reaches a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TargetKind {
    /// On an empty cell next to the board.
    Place,
    /// On top of a tile (Dragon, Raven, Lightning Bolt, Hel).
    Cover,
    /// Skadi swaps with the tile, which goes to the hand.
    Capture,
    /// Jotunn bumps the stack to the end of its line.
    Bump,
}

/// A legal target cell for one tile kind, for the UI.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Target {
    /// The cell.
    pub at: Cell,
    /// How the tile gets there.
    pub kind: TargetKind,
    /// For a bump: the allowed push directions (empty otherwise).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub push: Vec<Dir>,
}

/// What a placement did to the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Applied {
    /// How the tile reached its cell.
    pub kind: TargetKind,
    /// The stack a Skadi captured (covered tiles included; they leave the game).
    pub captured: Option<Stack>,
    /// Where a bumped stack went.
    pub pushed_to: Option<Cell>,
    /// The tile a covering tile covered, and its lost booster count.
    pub covered: Option<(Kind, u8)>,
}

/// Whether `tile` may go on the empty cell `at`.
pub fn check_place(board: &Board, tile: Kind, at: Cell) -> Result<(), VoluspaError> {
    if matches!(tile, Kind::Hel | Kind::LightningBolt) {
        return Err(VoluspaError::MustCover(tile));
    }
    if !at.neighbours().iter().any(|&n| board.occupied(n)) {
        return Err(VoluspaError::NotAdjacent(at));
    }
    if !tile.ignores_troll_block() && board.next_to_troll(at) {
        return Err(VoluspaError::NextToTroll(at));
    }
    if !board.lines_fit(at) {
        return Err(VoluspaError::LineTooLong);
    }
    Ok(())
}

/// Whether `tile` may cover the stack on `at`.
pub fn check_cover(board: &Board, tile: Kind, at: Cell) -> Result<(), VoluspaError> {
    let Some(under) = board.top(at) else {
        return Err(VoluspaError::NotAdjacent(at));
    };
    if under == Kind::Hel {
        return Err(VoluspaError::OnHel);
    }
    match tile {
        Kind::Hel => Ok(()),
        Kind::Dragon | Kind::Raven | Kind::LightningBolt => {
            if under == tile {
                return Err(VoluspaError::CannotCover {
                    tile,
                    covered: under,
                });
            }
            if board.next_to_troll(at) {
                return Err(VoluspaError::TargetNextToTroll(at));
            }
            Ok(())
        }
        _ => Err(VoluspaError::Occupied(at)),
    }
}

/// Whether a Skadi may capture the tile on `at`.
pub fn check_capture(board: &Board, at: Cell) -> Result<(), VoluspaError> {
    let Some(top) = board.top(at) else {
        return Err(VoluspaError::NotAdjacent(at));
    };
    if matches!(top, Kind::Skadi | Kind::Hel) {
        return Err(VoluspaError::CannotCapture(top));
    }
    if board.next_to_troll(at) {
        return Err(VoluspaError::TargetNextToTroll(at));
    }
    Ok(())
}

/// Where a Jotunn bump of the stack on `at` toward `d` sends it, if legal.
pub fn check_bump(board: &Board, at: Cell, d: Dir) -> Result<Cell, VoluspaError> {
    let Some(top) = board.top(at) else {
        return Err(VoluspaError::NothingToBump(at));
    };
    if top == Kind::Hel {
        return Err(VoluspaError::CannotCover {
            tile: Kind::Jotunn,
            covered: Kind::Hel,
        });
    }
    let axis = d.axis();
    let ahead = board.run(at, d);
    let behind = board.run(at, d.opposite());
    let mut dest = at;
    for _ in 0..=ahead {
        dest = dest.step(d);
    }
    if board.occupied(dest) {
        // The only occupied cell that can end a line is a Hel.
        return Err(VoluspaError::BumpIntoHel(d));
    }
    // Lines after the bump: along the axis, the old line plus the destination plus
    // whatever line continues beyond it; across, the destination's own line.
    let along = ahead + behind + 1 + 1 + board.run(dest, d);
    let perp = match axis {
        Axis::Row => Axis::Col,
        Axis::Col => Axis::Row,
    };
    let across = board.line_len(dest, perp);
    if along > MAX_LINE || across > MAX_LINE {
        return Err(VoluspaError::LineTooLong);
    }
    // Troll checks on the board after the bump.
    let top_after = |c: Cell| -> Option<Kind> {
        if c == dest {
            Some(top)
        } else if c == at {
            Some(Kind::Jotunn)
        } else {
            board.top(c)
        }
    };
    if !top.ignores_troll_block()
        && dest
            .neighbours()
            .iter()
            .any(|&n| top_after(n) == Some(Kind::Troll))
    {
        return Err(VoluspaError::BumpNextToTroll(dest));
    }
    if at
        .neighbours()
        .iter()
        .any(|&n| top_after(n) == Some(Kind::Troll))
    {
        return Err(VoluspaError::NextToTroll(at));
    }
    Ok(dest)
}

/// How `tile` (with optional `push`) would reach `at`, if legal (boosts and hands aside).
pub fn check(
    board: &Board,
    tile: Kind,
    at: Cell,
    push: Option<Dir>,
) -> Result<TargetKind, VoluspaError> {
    if let Some(d) = push {
        if tile != Kind::Jotunn {
            return Err(VoluspaError::PushWithoutJotunn(tile));
        }
        check_bump(board, at, d)?;
        return Ok(TargetKind::Bump);
    }
    if !board.occupied(at) {
        check_place(board, tile, at)?;
        return Ok(TargetKind::Place);
    }
    if tile.covers() {
        check_cover(board, tile, at)?;
        return Ok(TargetKind::Cover);
    }
    if tile == Kind::Skadi {
        check_capture(board, at)?;
        return Ok(TargetKind::Capture);
    }
    if board.top(at) == Some(Kind::Hel) {
        return Err(VoluspaError::OnHel);
    }
    Err(VoluspaError::Occupied(at))
}

/// Checks and performs `p` on `board` (boosts are put on the placed tile; hands are the
/// caller's business). On error the board is unchanged.
pub fn apply(board: &mut Board, p: &Placement) -> Result<Applied, VoluspaError> {
    if p.tile == Kind::Hel && p.boosts > 0 {
        return Err(VoluspaError::HelBoosted);
    }
    let kind = check(board, p.tile, p.at, p.push)?;
    let mut applied = Applied {
        kind,
        captured: None,
        pushed_to: None,
        covered: None,
    };
    let new = Stack {
        top: p.tile,
        boosts: p.boosts,
        under: Vec::new(),
    };
    let err = VoluspaError::Notation;
    match kind {
        TargetKind::Place => {
            board.set(p.at, Some(new)).map_err(err)?;
        }
        TargetKind::Cover => {
            if let Some(s) = board.get_mut(p.at) {
                applied.covered = Some((s.top, s.boosts));
                let old_top = s.top;
                s.under.push(old_top);
                s.top = p.tile;
                s.boosts = p.boosts;
            }
        }
        TargetKind::Capture => {
            applied.captured = board.set(p.at, Some(new)).map_err(err)?;
        }
        TargetKind::Bump => {
            let d = p.push.unwrap_or(Dir::N);
            let dest = check_bump(board, p.at, d)?;
            let old = board.set(p.at, Some(new)).map_err(err)?;
            board.set(dest, old).map_err(err)?;
            applied.pushed_to = Some(dest);
        }
    }
    Ok(applied)
}

/// Lifts the Raven from `at` (its first placement), uncovering what it covered (without
/// booster). Returns the Raven's boosts, or `None` if no Raven is there.
pub fn lift_raven(board: &mut Board, at: Cell) -> Option<u8> {
    let s = board.get_mut(at)?;
    if s.top != Kind::Raven {
        return None;
    }
    let boosts = s.boosts;
    match s.under.pop() {
        Some(k) => {
            s.top = k;
            s.boosts = 0;
        }
        None => {
            let _ = board.set(at, None);
        }
    }
    Some(boosts)
}

/// Every legal target of `tile` on `board`, grouped per cell (no hand or turn rules).
pub fn targets(board: &Board, tile: Kind) -> Vec<Target> {
    targets_in(board, tile, &board.frontier(), &board.occupied_cells())
}

/// [`targets`] with the board's frontier and occupied cells computed by the caller.
pub fn targets_in(board: &Board, tile: Kind, frontier: &[Cell], occupied: &[Cell]) -> Vec<Target> {
    let mut out = Vec::new();
    if !matches!(tile, Kind::Hel | Kind::LightningBolt) {
        for &c in frontier {
            if check_place(board, tile, c).is_ok() {
                out.push(Target {
                    at: c,
                    kind: TargetKind::Place,
                    push: Vec::new(),
                });
            }
        }
    }
    if tile.covers() || tile == Kind::Skadi || tile == Kind::Jotunn {
        for &c in occupied {
            if tile == Kind::Jotunn {
                let push: Vec<Dir> = Dir::ALL
                    .iter()
                    .copied()
                    .filter(|&d| check_bump(board, c, d).is_ok())
                    .collect();
                if !push.is_empty() {
                    out.push(Target {
                        at: c,
                        kind: TargetKind::Bump,
                        push,
                    });
                }
            } else if tile == Kind::Skadi {
                if check_capture(board, c).is_ok() {
                    out.push(Target {
                        at: c,
                        kind: TargetKind::Capture,
                        push: Vec::new(),
                    });
                }
            } else if check_cover(board, tile, c).is_ok() {
                out.push(Target {
                    at: c,
                    kind: TargetKind::Cover,
                    push: Vec::new(),
                });
            }
        }
    }
    out.sort_by_key(|t| t.at);
    out
}

/// Appends every legal single placement of `tile` (no boosts) to `out`, given the board's
/// frontier and occupied cells.
pub fn placements_in(
    board: &Board,
    tile: Kind,
    frontier: &[Cell],
    occupied: &[Cell],
    out: &mut Vec<Placement>,
) {
    if !matches!(tile, Kind::Hel | Kind::LightningBolt) {
        for &c in frontier {
            if check_place(board, tile, c).is_ok() {
                out.push(Placement::new(tile, c));
            }
        }
    }
    match tile {
        Kind::Jotunn => {
            for &c in occupied {
                for d in Dir::ALL {
                    if check_bump(board, c, d).is_ok() {
                        out.push(Placement {
                            tile,
                            at: c,
                            push: Some(d),
                            boosts: 0,
                        });
                    }
                }
            }
        }
        Kind::Skadi => {
            for &c in occupied {
                if check_capture(board, c).is_ok() {
                    out.push(Placement::new(tile, c));
                }
            }
        }
        k if k.covers() => {
            for &c in occupied {
                if check_cover(board, k, c).is_ok() {
                    out.push(Placement::new(tile, c));
                }
            }
        }
        _ => {}
    }
}

/// Every legal single placement of `tile` (no boosts), in target order.
pub fn placements(board: &Board, tile: Kind) -> Vec<Placement> {
    let mut out = Vec::new();
    for t in targets(board, tile) {
        if t.push.is_empty() {
            out.push(Placement::new(tile, t.at));
        } else {
            for d in t.push {
                out.push(Placement {
                    tile,
                    at: t.at,
                    push: Some(d),
                    boosts: 0,
                });
            }
        }
    }
    out
}

/// Whether `tile` has at least one legal target (faster than [`targets`]).
pub fn has_target(board: &Board, tile: Kind) -> bool {
    if !matches!(tile, Kind::Hel | Kind::LightningBolt)
        && board
            .frontier()
            .into_iter()
            .any(|c| check_place(board, tile, c).is_ok())
    {
        return true;
    }
    match tile {
        Kind::Jotunn => board
            .occupied_cells()
            .into_iter()
            .any(|c| Dir::ALL.iter().any(|&d| check_bump(board, c, d).is_ok())),
        Kind::Skadi => board
            .occupied_cells()
            .into_iter()
            .any(|c| check_capture(board, c).is_ok()),
        k if k.covers() => board
            .occupied_cells()
            .into_iter()
            .any(|c| check_cover(board, k, c).is_ok()),
        _ => false,
    }
}

//! Scoring one placement, with an explanation (rulings §5 and §6).

use super::board::{Axis, Board, Cell, Line};
use super::tile::{Kind, NIOHOGGR_BONUS};
use serde::{Deserialize, Serialize};

/// The rule that scored a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rule {
    /// The placed tile's value beats every other tile of the line.
    ValueDomination,
    /// A Valkyrie placed at one end of a line whose other end is a Valkyrie.
    ValkyrieBookend,
    /// Lightning Bolt: the shortest of its lines with two or more tiles.
    LightningBoltShortestLine,
    /// Sea Serpent: its better extended row or column.
    SeaSerpentExtendedLine,
    /// Dwarf: half the sum of its neighbours' values.
    DwarfNeighbours,
    /// Hel: one point per tile around it.
    HelNeighbours,
    /// A tile whose lines both have length 1 scores 1.
    LoneTile,
    /// +2 per scored line for covering (or +2 for Hel killing) a Niohoggr.
    NiohoggrBonus,
}

/// One scored item of a placement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoredLine {
    /// Why it scored.
    pub rule: Rule,
    /// The cells involved: the line's cells (for a Sea Serpent the whole span, gaps
    /// included), the Dwarf's or Hel's counted neighbours, or the covered cell.
    pub cells: Vec<Cell>,
    /// Of `points`, the +2 per visible Niohoggr in the line.
    #[serde(default)]
    pub niohoggr_bonus: i32,
    /// Points for this item.
    pub points: i32,
}

/// The points one placement scores and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreExplanation {
    /// The placed tile.
    pub tile: Kind,
    /// Where it ended up.
    pub at: Cell,
    /// Total points.
    pub points: i32,
    /// The scored items (empty when it scores nothing).
    pub lines: Vec<ScoredLine>,
}

fn nio_in(board: &Board, cells: &[Cell]) -> i32 {
    cells
        .iter()
        .filter(|&&c| board.top(c) == Some(Kind::Niohoggr))
        .count() as i32
        * NIOHOGGR_BONUS
}

fn line_item(board: &Board, rule: Rule, cells: Vec<Cell>) -> ScoredLine {
    let bonus = nio_in(board, &cells);
    ScoredLine {
        rule,
        points: cells.len() as i32 + bonus,
        niohoggr_bonus: bonus,
        cells,
    }
}

fn lone(board: &Board, tile: Kind, at: Cell) -> ScoredLine {
    let bonus = if tile == Kind::Niohoggr {
        NIOHOGGR_BONUS
    } else {
        0
    };
    let _ = board;
    ScoredLine {
        rule: Rule::LoneTile,
        cells: vec![at],
        niohoggr_bonus: bonus,
        points: 1 + bonus,
    }
}

/// Whether the tile on `at` scores its connected line `l` by the line rules (§5.1–5.3):
/// returns the rule, or `None`.
fn line_rule(board: &Board, at: Cell, l: &Line) -> Option<Rule> {
    if l.len < 2 {
        return None;
    }
    let first = l.start;
    let last = l.end();
    let bookended =
        board.top(first) == Some(Kind::Valkyrie) && board.top(last) == Some(Kind::Valkyrie);
    let tile = board.top(at)?;
    if bookended {
        if tile == Kind::Valkyrie && (at == first || at == last) {
            return Some(Rule::ValkyrieBookend);
        }
        return None;
    }
    let axis = l.axis;
    let pv = board.value_in(at, axis);
    let pack_without = pv - board.face(at);
    for x in l.cells() {
        if x == at {
            continue;
        }
        let ov = if tile == Kind::Fenrir && board.top(x) == Some(Kind::Fenrir) {
            pack_without
        } else {
            board.value_in(x, axis)
        };
        if pv <= ov {
            return None;
        }
    }
    Some(Rule::ValueDomination)
}

/// Scores the tile now on `at` as just placed. `covered` is the tile it covered directly
/// (Dragon, Raven, Lightning Bolt, Hel), for the covered-Niohoggr bonus.
pub fn score(board: &Board, at: Cell, covered: Option<Kind>) -> ScoreExplanation {
    let Some(tile) = board.top(at) else {
        return ScoreExplanation {
            tile: Kind::Hel,
            at,
            points: 0,
            lines: Vec::new(),
        };
    };
    let covers_nio = covered == Some(Kind::Niohoggr);
    let mut lines = Vec::new();
    match tile {
        Kind::Hel => {
            let cells: Vec<Cell> = at
                .ring()
                .into_iter()
                .filter(|&c| board.in_line(c))
                .collect();
            if !cells.is_empty() {
                lines.push(ScoredLine {
                    rule: Rule::HelNeighbours,
                    points: cells.len() as i32,
                    niohoggr_bonus: 0,
                    cells,
                });
            }
            if covers_nio {
                lines.push(nio_bonus(at, 1));
            }
        }
        Kind::Dwarf => {
            let mut sum = 0;
            let mut cells = Vec::new();
            for d in super::board::Dir::ALL {
                let n = at.step(d);
                if board.in_line(n) {
                    sum += board.value_in(n, d.axis());
                    cells.push(n);
                }
            }
            let points = sum.max(0) / 2;
            if points > 0 {
                lines.push(ScoredLine {
                    rule: Rule::DwarfNeighbours,
                    cells,
                    niohoggr_bonus: 0,
                    points,
                });
            }
        }
        Kind::SeaSerpent => sea_serpent(board, at, &mut lines),
        Kind::LightningBolt => {
            let mut best: Option<ScoredLine> = None;
            for axis in Axis::BOTH {
                let l = board.line(at, axis);
                if l.len < 2 {
                    continue;
                }
                let item = line_item(board, Rule::LightningBoltShortestLine, l.cells().collect());
                let better = match &best {
                    None => true,
                    Some(b) => {
                        item.cells.len() < b.cells.len()
                            || (item.cells.len() == b.cells.len() && item.points > b.points)
                    }
                };
                if better {
                    best = Some(item);
                }
            }
            lines.push(best.unwrap_or_else(|| lone(board, tile, at)));
            if covers_nio {
                lines.push(nio_bonus(at, 1));
            }
        }
        _ => {
            let row = board.line(at, Axis::Row);
            let col = board.line(at, Axis::Col);
            if row.len == 1 && col.len == 1 {
                lines.push(lone(board, tile, at));
                if covers_nio {
                    lines.push(nio_bonus(at, 1));
                }
            } else {
                let mut scored = 0;
                for l in [row, col] {
                    if let Some(rule) = line_rule(board, at, &l) {
                        lines.push(line_item(board, rule, l.cells().collect()));
                        scored += 1;
                    }
                }
                if covers_nio && scored > 0 {
                    lines.push(nio_bonus(at, scored));
                }
            }
        }
    }
    ScoreExplanation {
        tile,
        at,
        points: lines.iter().map(|l| l.points).sum(),
        lines,
    }
}

fn nio_bonus(at: Cell, times: i32) -> ScoredLine {
    ScoredLine {
        rule: Rule::NiohoggrBonus,
        cells: vec![at],
        niohoggr_bonus: NIOHOGGR_BONUS * times,
        points: NIOHOGGR_BONUS * times,
    }
}

fn sea_serpent(board: &Board, at: Cell, lines: &mut Vec<ScoredLine>) {
    let Some((tl, br)) = board.bounding_box() else {
        return;
    };
    let sv = board.face(at);
    let mut any_other = false;
    let mut best: Option<ScoredLine> = None;
    for axis in Axis::BOTH {
        let all: Vec<Cell> = match axis {
            Axis::Row => (tl.1..=br.1).map(|c| Cell(at.0, c)).collect(),
            Axis::Col => (tl.0..=br.0).map(|r| Cell(r, at.1)).collect(),
        };
        let tiles: Vec<Cell> = all.iter().copied().filter(|&c| board.in_line(c)).collect();
        if tiles.len() < 2 {
            continue;
        }
        any_other = true;
        let own = board.line(at, axis);
        if own.len >= 2
            && board.top(own.start) == Some(Kind::Valkyrie)
            && board.top(own.end()) == Some(Kind::Valkyrie)
        {
            continue;
        }
        if tiles
            .iter()
            .any(|&x| x != at && board.value_in(x, axis) >= sv)
        {
            continue;
        }
        let (lo, hi) = (tiles[0], tiles[tiles.len() - 1]);
        let span: Vec<Cell> = all.into_iter().filter(|&c| c >= lo && c <= hi).collect();
        let bonus = nio_in(board, &tiles);
        let item = ScoredLine {
            rule: Rule::SeaSerpentExtendedLine,
            points: span.len() as i32 + bonus,
            niohoggr_bonus: bonus,
            cells: span,
        };
        if best.as_ref().is_none_or(|b| item.points > b.points) {
            best = Some(item);
        }
    }
    if let Some(b) = best {
        lines.push(b);
    } else if !any_other {
        lines.push(lone(board, Kind::SeaSerpent, at));
    }
}

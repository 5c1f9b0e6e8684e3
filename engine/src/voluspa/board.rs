//! The unbounded board: cells holding stacks, lines, and tile values.
//!
//! Stored as a dense grid with an offset origin that grows as tiles are added (lines are at
//! most seven tiles long, so boards stay small). Every lookup is bounds-checked: cells far
//! outside the grid are simply empty.

// Re-exported: `voluspa::board::{Cell, Dir, Axis}` are public paths, and most of the game
// imports them from here.
pub use super::cell::{Axis, Cell, Dir};
use super::tile::{Kind, MAX_LINE};
use serde::{Deserialize, Serialize};

/// Cells further than this from the origin are never on the board.
pub const COORD_LIMIT: i32 = 1 << 20;

/// The largest grid (bounding box area plus margins) a board may use, in cells: 256 × 256.
/// A real game (at most 116 tiles, every one touching another) stays far inside it; the
/// limits keep every query on any board (notation from a page, a hostile save) fast.
pub const MAX_GRID_CELLS: i64 = 1 << 16;

/// The most stacks a board may hold: over eight times the largest tile set (116 tiles).
pub const MAX_STACKS: usize = 1_000;

/// What lies on one cell: the visible top tile, its booster, and the tiles it covers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stack {
    /// The visible tile; the only one that counts.
    pub top: Kind,
    /// Number of Freya boosts on the top tile (0 = no booster token).
    #[serde(default)]
    pub boosts: u8,
    /// Covered tiles, bottom first (the last one lies directly under `top`).
    #[serde(default)]
    pub under: Vec<Kind>,
}

impl Stack {
    /// A single unboosted tile.
    pub fn single(top: Kind) -> Stack {
        Stack {
            top,
            boosts: 0,
            under: Vec::new(),
        }
    }
    /// Whether the stack covers a Niohoggr directly under its top.
    pub fn covers_niohoggr(&self) -> bool {
        self.under.last() == Some(&Kind::Niohoggr)
    }
}

/// A connected line: `len` line cells starting at `start` along `axis`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    /// First cell (West-most or North-most).
    pub start: Cell,
    /// Number of tiles.
    pub len: usize,
    /// Orientation.
    pub axis: Axis,
}

impl Line {
    /// The cells of the line, in order.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        let d = self.axis.forward();
        let mut c = self.start;
        (0..self.len).map(move |i| {
            if i > 0 {
                c = c.step(d);
            }
            c
        })
    }
    /// The last cell.
    pub fn end(&self) -> Cell {
        let (dr, dc) = self.axis.forward().delta();
        let n = self.len.saturating_sub(1) as i32;
        Cell(
            self.start.0.saturating_add(dr * n),
            self.start.1.saturating_add(dc * n),
        )
    }
}

/// A board entry, for serialisation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    /// Where.
    pub at: Cell,
    /// What.
    #[serde(flatten)]
    pub stack: Stack,
}

/// The board: an unbounded grid of stacks.
///
/// Serialised as a list of `{"at":[r,c],"top":"Od","boosts":0,"under":[]}` entries. Two
/// boards are equal when they hold the same stacks on the same cells.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "Vec<Placed>", try_from = "Vec<Placed>")]
pub struct Board {
    top: i32,
    left: i32,
    h: i32,
    w: i32,
    cells: Vec<Option<Stack>>,
    count: usize,
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.count == other.count && self.stacks().all(|(c, s)| other.get(c) == Some(s))
    }
}

impl Eq for Board {}

impl Default for Board {
    fn default() -> Self {
        Board::new()
    }
}

impl From<Board> for Vec<Placed> {
    fn from(b: Board) -> Self {
        b.stacks()
            .map(|(at, s)| Placed {
                at,
                stack: s.clone(),
            })
            .collect()
    }
}

impl TryFrom<Vec<Placed>> for Board {
    type Error = String;
    fn try_from(v: Vec<Placed>) -> Result<Self, String> {
        let mut b = Board::new();
        for p in v {
            if b.get(p.at).is_some() {
                return Err(format!("cell [{}, {}] listed twice", p.at.0, p.at.1));
            }
            b.set(p.at, Some(p.stack))?;
        }
        Ok(b)
    }
}

impl Board {
    /// An empty board.
    pub fn new() -> Board {
        Board {
            top: 0,
            left: 0,
            h: 0,
            w: 0,
            cells: Vec::new(),
            count: 0,
        }
    }

    /// Number of occupied cells.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether no tile is on the board.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    fn index(&self, c: Cell) -> Option<usize> {
        let r = c.0 as i64 - self.top as i64;
        let col = c.1 as i64 - self.left as i64;
        if r < 0 || col < 0 || r >= self.h as i64 || col >= self.w as i64 {
            None
        } else {
            Some((r * self.w as i64 + col) as usize)
        }
    }

    /// The stack on `c`, if any.
    #[inline]
    pub fn get(&self, c: Cell) -> Option<&Stack> {
        self.index(c).and_then(|i| self.cells[i].as_ref())
    }

    /// The visible tile on `c`, if any.
    #[inline]
    pub fn top(&self, c: Cell) -> Option<Kind> {
        self.get(c).map(|s| s.top)
    }

    /// Whether `c` holds a tile.
    #[inline]
    pub fn occupied(&self, c: Cell) -> bool {
        self.get(c).is_some()
    }

    /// Whether `c` holds a tile that is part of lines (any visible tile but Hel).
    #[inline]
    pub fn in_line(&self, c: Cell) -> bool {
        matches!(self.top(c), Some(k) if k != Kind::Hel)
    }

    /// Puts `stack` on `c` (or clears it with `None`); fails for cells too far from the origin.
    pub fn set(&mut self, c: Cell, stack: Option<Stack>) -> Result<Option<Stack>, String> {
        if c.0.unsigned_abs() > COORD_LIMIT as u32 || c.1.unsigned_abs() > COORD_LIMIT as u32 {
            return Err(format!("cell [{}, {}] is too far from the board", c.0, c.1));
        }
        if stack.is_some() {
            if self.h > 0 {
                let r0 = (self.top as i64).min(c.0 as i64 - 5);
                let r1 = ((self.top + self.h) as i64).max(c.0 as i64 + 6);
                let c0 = (self.left as i64).min(c.1 as i64 - 5);
                let c1 = ((self.left + self.w) as i64).max(c.1 as i64 + 6);
                if (r1 - r0) * (c1 - c0) > MAX_GRID_CELLS {
                    return Err(format!("cell [{}, {}] makes the board too large", c.0, c.1));
                }
            }
            if self.count >= MAX_STACKS && !self.occupied(c) {
                return Err(format!("the board may hold at most {MAX_STACKS} stacks"));
            }
            self.ensure(c);
        }
        let Some(i) = self.index(c) else {
            return Ok(None);
        };
        let old = std::mem::replace(&mut self.cells[i], stack);
        match (&old, &self.cells[i]) {
            (None, Some(_)) => self.count += 1,
            (Some(_), None) => self.count -= 1,
            _ => {}
        }
        Ok(old)
    }

    /// Mutable access to the stack on `c`.
    pub fn get_mut(&mut self, c: Cell) -> Option<&mut Stack> {
        self.index(c).and_then(move |i| self.cells[i].as_mut())
    }

    /// Grows the grid so that `c` and its neighbours are inside.
    fn ensure(&mut self, c: Cell) {
        if self.h == 0 {
            let m = 4;
            self.top = c.0 - m;
            self.left = c.1 - m;
            self.h = 2 * m + 1;
            self.w = 2 * m + 1;
            self.cells = vec![None; (self.h * self.w) as usize];
            return;
        }
        let (r0, c0, r1, c1) = (c.0 - 1, c.1 - 1, c.0 + 1, c.1 + 1);
        if r0 >= self.top && c0 >= self.left && r1 < self.top + self.h && c1 < self.left + self.w {
            return;
        }
        let m = 4;
        let ntop = if r0 < self.top { r0 - m } else { self.top };
        let nleft = if c0 < self.left { c0 - m } else { self.left };
        let nbottom = (self.top + self.h).max(if r1 >= self.top + self.h {
            r1 + 1 + m
        } else {
            0
        });
        let nright = (self.left + self.w).max(if c1 >= self.left + self.w {
            c1 + 1 + m
        } else {
            0
        });
        let nh = nbottom - ntop;
        let nw = nright - nleft;
        let mut cells = vec![None; (nh * nw) as usize];
        for r in 0..self.h {
            for col in 0..self.w {
                let old = &mut self.cells[(r * self.w + col) as usize];
                if old.is_some() {
                    let nr = r + self.top - ntop;
                    let nc = col + self.left - nleft;
                    cells[(nr * nw + nc) as usize] = old.take();
                }
            }
        }
        self.top = ntop;
        self.left = nleft;
        self.h = nh;
        self.w = nw;
        self.cells = cells;
    }

    /// Every occupied cell with its stack, row by row.
    pub fn stacks(&self) -> impl Iterator<Item = (Cell, &Stack)> + '_ {
        self.cells.iter().enumerate().filter_map(move |(i, s)| {
            s.as_ref().map(|s| {
                let i = i as i32;
                (Cell(self.top + i / self.w, self.left + i % self.w), s)
            })
        })
    }

    /// A random occupied cell (by probing the grid, then by counting), `None` if empty.
    pub fn random_occupied(&self, rng: &mut crate::rng::Rng) -> Option<Cell> {
        if self.count == 0 {
            return None;
        }
        for _ in 0..32 {
            let i = rng.index(self.cells.len());
            if self.cells[i].is_some() {
                let i = i as i32;
                return Some(Cell(self.top + i / self.w, self.left + i % self.w));
            }
        }
        let k = rng.index(self.count);
        self.stacks().nth(k).map(|(c, _)| c)
    }

    /// Every occupied cell, row by row.
    pub fn occupied_cells(&self) -> Vec<Cell> {
        self.stacks().map(|(c, _)| c).collect()
    }

    /// The smallest rectangle holding every tile: (top-left, bottom-right), `None` if empty.
    pub fn bounding_box(&self) -> Option<(Cell, Cell)> {
        let mut it = self.stacks();
        let (first, _) = it.next()?;
        let (mut r0, mut c0, mut r1, mut c1) = (first.0, first.1, first.0, first.1);
        for (c, _) in it {
            r0 = r0.min(c.0);
            r1 = r1.max(c.0);
            c0 = c0.min(c.1);
            c1 = c1.max(c.1);
        }
        Some((Cell(r0, c0), Cell(r1, c1)))
    }

    /// Every empty cell orthogonally adjacent to a tile (Hel included), row by row.
    pub fn frontier(&self) -> Vec<Cell> {
        let mut out = Vec::new();
        for r in 0..self.h {
            for col in 0..self.w {
                if self.cells[(r * self.w + col) as usize].is_some() {
                    continue;
                }
                let c = Cell(self.top + r, self.left + col);
                if c.neighbours().iter().any(|&n| self.occupied(n)) {
                    out.push(c);
                }
            }
        }
        out
    }

    /// Whether an orthogonal neighbour of `c` shows `kind`.
    #[inline]
    pub fn next_to(&self, c: Cell, kind: Kind) -> bool {
        c.neighbours().iter().any(|&n| self.top(n) == Some(kind))
    }

    /// Whether `c` touches a visible Troll.
    #[inline]
    pub fn next_to_troll(&self, c: Cell) -> bool {
        self.next_to(c, Kind::Troll)
    }

    /// Number of line tiles from `c` (exclusive) going `d`.
    #[inline]
    pub fn run(&self, c: Cell, d: Dir) -> usize {
        let mut n = 0;
        let mut x = c.step(d);
        while self.in_line(x) {
            n += 1;
            x = x.step(d);
        }
        n
    }

    /// The connected line through `c` along `axis` (as if `c` were a line tile).
    pub fn line(&self, c: Cell, axis: Axis) -> Line {
        let back = self.run(c, axis.back());
        let fwd = self.run(c, axis.forward());
        let (dr, dc) = axis.back().delta();
        let b = back as i32;
        Line {
            start: Cell(c.0.saturating_add(dr * b), c.1.saturating_add(dc * b)),
            len: back + fwd + 1,
            axis,
        }
    }

    /// Length of the line through `c` along `axis` if `c` held a line tile.
    #[inline]
    pub fn line_len(&self, c: Cell, axis: Axis) -> usize {
        self.run(c, axis.back()) + self.run(c, axis.forward()) + 1
    }

    /// Whether a line tile on `c` would keep both its lines at seven or fewer.
    #[inline]
    pub fn lines_fit(&self, c: Cell) -> bool {
        self.line_len(c, Axis::Row) <= MAX_LINE && self.line_len(c, Axis::Col) <= MAX_LINE
    }

    /// The longest line on the board.
    pub fn longest_line(&self) -> usize {
        let mut best = 0;
        for (c, s) in self.stacks() {
            if s.top != Kind::Hel {
                best = best
                    .max(self.line_len(c, Axis::Row))
                    .max(self.line_len(c, Axis::Col));
            }
        }
        best
    }

    /// The *face* of the tile on `c` (rulings 4.1–4.4): its (boosted) value, 0 next to a
    /// Loki (Loki itself excepted), 0 for Hel and empty cells. For a Fenrir this is its own
    /// contribution to its pack.
    #[inline]
    pub fn face(&self, c: Cell) -> i32 {
        let Some(s) = self.get(c) else { return 0 };
        match s.top {
            Kind::Hel => 0,
            Kind::Loki => Kind::Loki.boosted_value(s.boosts),
            k => {
                if self.next_to(c, Kind::Loki) {
                    0
                } else {
                    k.boosted_value(s.boosts)
                }
            }
        }
    }

    /// The value of the tile on `c` in its line along `axis`: its face, or for a Fenrir the
    /// sum of the faces of all Fenrirs in that line (rulings 4.3).
    pub fn value_in(&self, c: Cell, axis: Axis) -> i32 {
        if self.top(c) != Some(Kind::Fenrir) {
            return self.face(c);
        }
        self.line(c, axis)
            .cells()
            .filter(|&x| self.top(x) == Some(Kind::Fenrir))
            .map(|x| self.face(x))
            .sum()
    }

    /// Empty cells next to the board that a visible Troll blocks (for all but Troll and Dwarf).
    pub fn blocked_cells(&self) -> Vec<Cell> {
        self.frontier()
            .into_iter()
            .filter(|&c| self.next_to_troll(c))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grows_in_every_direction_and_keeps_tiles() {
        let mut b = Board::new();
        b.set(Cell(0, 0), Some(Stack::single(Kind::Odin))).unwrap();
        for i in 1..30 {
            b.set(Cell(-i, 0), Some(Stack::single(Kind::Thor))).unwrap();
            b.set(Cell(0, i), Some(Stack::single(Kind::Loki))).unwrap();
            b.set(Cell(i, -i), Some(Stack::single(Kind::Troll)))
                .unwrap();
        }
        assert_eq!(b.len(), 88);
        assert_eq!(b.top(Cell(0, 0)), Some(Kind::Odin));
        assert_eq!(b.top(Cell(-29, 0)), Some(Kind::Thor));
        assert_eq!(b.top(Cell(29, -29)), Some(Kind::Troll));
        assert_eq!(b.top(Cell(i32::MAX, i32::MIN)), None);
        assert!(b
            .set(Cell(i32::MAX, 0), Some(Stack::single(Kind::Odin)))
            .is_err());
        // −2³¹ has no absolute value in i32 (found by probing the JS API).
        for c in [
            Cell(i32::MIN, 0),
            Cell(0, i32::MIN),
            Cell(i32::MIN, i32::MIN),
        ] {
            assert!(b.set(c, Some(Stack::single(Kind::Odin))).is_err());
            assert_eq!(
                b.set(c, None),
                Err(format!("cell [{}, {}] is too far from the board", c.0, c.1))
            );
        }
        assert_eq!(b.bounding_box(), Some((Cell(-29, -29), Cell(29, 29))));
    }
}

//! The square grid: a [`Cell`], the four directions ([`Dir`]) and the two line axes
//! ([`Axis`]). The board that holds tiles on cells is [`super::board::Board`].

use serde::{Deserialize, Serialize};

/// A cell `[row, col]`; rows grow downward, columns to the right. Serialised as `[r, c]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cell(pub i32, pub i32);

impl Cell {
    /// Row index.
    pub fn row(self) -> i32 {
        self.0
    }
    /// Column index.
    pub fn col(self) -> i32 {
        self.1
    }
    /// The neighbouring cell in direction `d` (saturating far from the origin).
    pub fn step(self, d: Dir) -> Cell {
        let (dr, dc) = d.delta();
        Cell(self.0.saturating_add(dr), self.1.saturating_add(dc))
    }
    /// The four orthogonal neighbours.
    pub fn neighbours(self) -> [Cell; 4] {
        Dir::ALL.map(|d| self.step(d))
    }
    /// The eight surrounding cells.
    pub fn ring(self) -> [Cell; 8] {
        let mut out = [self; 8];
        let mut i = 0;
        for dr in -1..=1 {
            for dc in -1..=1 {
                if dr != 0 || dc != 0 {
                    out[i] = Cell(self.0.saturating_add(dr), self.1.saturating_add(dc));
                    i += 1;
                }
            }
        }
        out
    }
    /// Whether `other` is one of the eight surrounding cells.
    pub fn touches_diagonally(self, other: Cell) -> bool {
        let dr = (self.0 as i64 - other.0 as i64).abs();
        let dc = (self.1 as i64 - other.1 as i64).abs();
        dr <= 1 && dc <= 1 && (dr, dc) != (0, 0)
    }
}

/// A direction on the board. Serialised as `"N"`, `"E"`, `"S"`, `"W"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    /// Up (row − 1).
    N,
    /// Right (column + 1).
    E,
    /// Down (row + 1).
    S,
    /// Left (column − 1).
    W,
}

impl Dir {
    /// All four directions.
    pub const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];
    /// (row, col) step.
    pub fn delta(self) -> (i32, i32) {
        match self {
            Dir::N => (-1, 0),
            Dir::E => (0, 1),
            Dir::S => (1, 0),
            Dir::W => (0, -1),
        }
    }
    /// The opposite direction.
    pub fn opposite(self) -> Dir {
        match self {
            Dir::N => Dir::S,
            Dir::E => Dir::W,
            Dir::S => Dir::N,
            Dir::W => Dir::E,
        }
    }
    /// The axis this direction runs along.
    pub fn axis(self) -> Axis {
        match self {
            Dir::N | Dir::S => Axis::Col,
            Dir::E | Dir::W => Axis::Row,
        }
    }
    /// Notation letter.
    pub fn letter(self) -> &'static str {
        match self {
            Dir::N => "N",
            Dir::E => "E",
            Dir::S => "S",
            Dir::W => "W",
        }
    }
}

/// A line orientation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Axis {
    /// Horizontal.
    Row,
    /// Vertical.
    Col,
}

impl Axis {
    /// Both axes.
    pub const BOTH: [Axis; 2] = [Axis::Row, Axis::Col];
    /// The direction toward the start of a line (West or North).
    pub fn back(self) -> Dir {
        match self {
            Axis::Row => Dir::W,
            Axis::Col => Dir::N,
        }
    }
    /// The direction toward the end of a line (East or South).
    pub fn forward(self) -> Dir {
        match self {
            Axis::Row => Dir::E,
            Axis::Col => Dir::S,
        }
    }
}

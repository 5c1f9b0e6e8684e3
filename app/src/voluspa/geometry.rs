//! Board geometry and the pan/zoom transform, free of the DOM (unit-tested natively).
//!
//! Board space: cell `[r, c]` is the square `x ∈ [c·CELL, (c+1)·CELL)`,
//! `y ∈ [r·CELL, (r+1)·CELL)`. Screen space: CSS pixels relative to the board element.
//! `screen = board · scale + (tx, ty)`.

/// Side of a cell in board units.
pub const CELL: f64 = 100.0;
pub const MIN_SCALE: f64 = 0.15;
pub const MAX_SCALE: f64 = 3.0;

/// The pan/zoom transform.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    pub scale: f64,
    pub tx: f64,
    pub ty: f64,
}

impl Default for View {
    fn default() -> Self {
        View {
            scale: 1.0,
            tx: 0.0,
            ty: 0.0,
        }
    }
}

/// A rectangle of cells, inclusive: rows `r0..=r1`, columns `c0..=c1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellBox {
    pub r0: i32,
    pub c0: i32,
    pub r1: i32,
    pub c1: i32,
}

impl CellBox {
    /// The box of one cell.
    pub fn at(r: i32, c: i32) -> CellBox {
        CellBox {
            r0: r,
            c0: c,
            r1: r,
            c1: c,
        }
    }

    /// Widens the box, if need be, to hold the cell at row `r`, column `c`.
    pub fn include(&mut self, r: i32, c: i32) {
        self.r0 = self.r0.min(r);
        self.r1 = self.r1.max(r);
        self.c0 = self.c0.min(c);
        self.c1 = self.c1.max(c);
    }

    pub fn grow(self, n: i32) -> CellBox {
        CellBox {
            r0: self.r0 - n,
            c0: self.c0 - n,
            r1: self.r1 + n,
            c1: self.c1 + n,
        }
    }
}

impl View {
    pub fn to_board(&self, sx: f64, sy: f64) -> (f64, f64) {
        ((sx - self.tx) / self.scale, (sy - self.ty) / self.scale)
    }

    pub fn to_screen(&self, bx: f64, by: f64) -> (f64, f64) {
        (bx * self.scale + self.tx, by * self.scale + self.ty)
    }

    /// The cell `(row, col)` under a screen point, and the point's offset inside that cell
    /// in `[-0.5, 0.5]²` (x, y) from its centre.
    pub fn cell_at(&self, sx: f64, sy: f64) -> ((i32, i32), (f64, f64)) {
        let (bx, by) = self.to_board(sx, sy);
        let c = (bx / CELL).floor();
        let r = (by / CELL).floor();
        let ox = bx / CELL - c - 0.5;
        let oy = by / CELL - r - 0.5;
        ((r as i32, c as i32), (ox, oy))
    }

    /// The view that shows `cells` whole and centred in a `width × height` area.
    /// Whether the whole of cell `(r, c)` is on a screen of `width` × `height`.
    pub fn shows_cell(&self, r: i32, c: i32, width: f64, height: f64) -> bool {
        let (x0, y0) = self.to_screen(c as f64 * CELL, r as f64 * CELL);
        let (x1, y1) = self.to_screen((c + 1) as f64 * CELL, (r + 1) as f64 * CELL);
        x0 >= 0.0 && y0 >= 0.0 && x1 <= width && y1 <= height
    }

    pub fn fit(cells: CellBox, width: f64, height: f64) -> View {
        let bw = (cells.c1 - cells.c0 + 1) as f64 * CELL;
        let bh = (cells.r1 - cells.r0 + 1) as f64 * CELL;
        let scale = if width <= 0.0 || height <= 0.0 {
            1.0
        } else {
            (width / bw).min(height / bh).clamp(MIN_SCALE, 1.0)
        };
        let cx = (cells.c0 as f64 * CELL) + bw / 2.0;
        let cy = (cells.r0 as f64 * CELL) + bh / 2.0;
        View {
            scale,
            tx: width / 2.0 - cx * scale,
            ty: height / 2.0 - cy * scale,
        }
    }

    /// Zooms by `factor` keeping the board point under `(sx, sy)` fixed.
    pub fn zoom_at(&self, factor: f64, sx: f64, sy: f64) -> View {
        let scale = (self.scale * factor).clamp(MIN_SCALE, MAX_SCALE);
        let (bx, by) = self.to_board(sx, sy);
        View {
            scale,
            tx: sx - bx * scale,
            ty: sy - by * scale,
        }
    }

    pub fn pan(&self, dx: f64, dy: f64) -> View {
        View {
            tx: self.tx + dx,
            ty: self.ty + dy,
            ..*self
        }
    }

    /// The SVG `transform` attribute.
    pub fn transform(&self) -> String {
        use crate::num::fixed;
        format!(
            "translate({} {}) scale({})",
            fixed(self.tx, 2),
            fixed(self.ty, 2),
            fixed(self.scale, 4)
        )
    }
}

/// Top-left corner of a cell in board units.
pub fn cell_origin(r: i32, c: i32) -> (f64, f64) {
    (c as f64 * CELL, r as f64 * CELL)
}

/// The outline of a run of cells (a line) in board units: x, y, w, h.
pub fn cells_rect(cells: &[(i32, i32)]) -> Option<(f64, f64, f64, f64)> {
    let r0 = cells.iter().map(|c| c.0).min()?;
    let r1 = cells.iter().map(|c| c.0).max()?;
    let c0 = cells.iter().map(|c| c.1).min()?;
    let c1 = cells.iter().map(|c| c.1).max()?;
    Some((
        c0 as f64 * CELL,
        r0 as f64 * CELL,
        (c1 - c0 + 1) as f64 * CELL,
        (r1 - r0 + 1) as f64 * CELL,
    ))
}

/// Whether the cells lie in one row or one column (a line, not a ring of neighbours).
pub fn is_straight(cells: &[(i32, i32)]) -> bool {
    cells.len() > 1
        && (cells.iter().all(|c| c.0 == cells[0].0) || cells.iter().all(|c| c.1 == cells[0].1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn screen_and_board_round_trip() {
        let v = View {
            scale: 0.5,
            tx: 30.0,
            ty: -20.0,
        };
        let (bx, by) = v.to_board(130.0, 80.0);
        assert_eq!((bx, by), (200.0, 200.0));
        assert_eq!(v.to_screen(bx, by), (130.0, 80.0));
        assert_eq!(v.cell_at(130.0, 80.0).0, (2, 2));
        assert_eq!(v.cell_at(29.0, 0.0).0, (0, -1));
    }

    #[test]
    fn fit_centres_the_box() {
        let v = View::fit(
            CellBox {
                r0: 0,
                c0: 0,
                r1: 0,
                c1: 0,
            }
            .grow(1),
            600.0,
            300.0,
        );
        assert_eq!(v.scale, 1.0);
        // The centre of cell [0,0] is at the centre of the area.
        assert_eq!(v.to_screen(50.0, 50.0), (300.0, 150.0));
        assert_eq!(v.cell_at(300.0, 150.0).0, (0, 0));
    }

    #[test]
    fn zoom_keeps_the_point_under_the_finger() {
        let v = View::default().zoom_at(2.0, 100.0, 50.0);
        assert_eq!(v.to_screen(100.0, 50.0), (100.0, 50.0));
        assert_eq!(v.scale, 2.0);
        assert_eq!(View::default().zoom_at(100.0, 0.0, 0.0).scale, MAX_SCALE);
    }

    #[test]
    fn straight_lines_and_rings() {
        assert!(is_straight(&[(0, 0), (0, 1), (0, 2)]));
        assert!(!is_straight(&[(0, 0), (1, 1)]));
        assert_eq!(
            cells_rect(&[(1, 2), (1, 3)]),
            Some((200.0, 100.0, 200.0, 100.0))
        );
    }
}

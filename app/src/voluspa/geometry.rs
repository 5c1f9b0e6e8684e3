//! Board geometry and the pan/zoom transform, free of the DOM (unit-tested natively).
//!
//! Board space: cell `[r, c]` is the square `x ∈ [c·CELL, (c+1)·CELL)`,
//! `y ∈ [r·CELL, (r+1)·CELL)`. Screen space: CSS pixels relative to the board element.
//! `screen = board · scale + (tx, ty)`.

/// Side of a cell in board units.
pub const CELL: f64 = 100.0;
pub const MIN_SCALE: f64 = 0.15;
pub const MAX_SCALE: f64 = 3.0;
/// The side of a cell, in CSS px, that the play screen's own views never go below (a
/// finger's 44 px with a margin): on a board too large for the screen it opens zoomed in
/// and pans instead (the player may still pinch further out).
pub const TOUCH_CELL: f64 = 48.0;

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

    /// [`View::fit`], but never at a scale below `floor`: a box too large for the screen at
    /// that scale is shown at `floor`, centred on the board point `focus` (else on the box's
    /// middle) as far as the box reaches — the screen stays filled by the box along each
    /// side where the box is the larger, and the box centred along a side where it is not.
    pub fn fit_at_least(
        cells: CellBox,
        width: f64,
        height: f64,
        floor: f64,
        focus: Option<(f64, f64)>,
    ) -> View {
        let v = View::fit(cells, width, height);
        if v.scale >= floor || width <= 0.0 || height <= 0.0 {
            return v;
        }
        let (x0, y0) = cell_origin(cells.r0, cells.c0);
        let (x1, y1) = cell_origin(cells.r1 + 1, cells.c1 + 1);
        let (fx, fy) = focus.unwrap_or(((x0 + x1) / 2.0, (y0 + y1) / 2.0));
        // The translation along one side: the focus in the middle, the box's edges kept
        // outside the screen's; or the box in the middle when it is the smaller.
        let axis = |screen: f64, lo: f64, hi: f64, f: f64| {
            if (hi - lo) * floor <= screen {
                screen / 2.0 - (lo + hi) / 2.0 * floor
            } else {
                (screen / 2.0 - f * floor).clamp(screen - hi * floor, -lo * floor)
            }
        };
        View {
            scale: floor,
            tx: axis(width, x0, x1, fx),
            ty: axis(height, y0, y1, fy),
        }
    }

    /// The smallest pan that puts the board rectangle `(x0, y0, x1, y1)` wholly on a
    /// `width × height` screen, `margin` px inside its edges; a rectangle larger than the
    /// screen along a side is centred along it.
    pub fn pan_to_show(
        &self,
        rect: (f64, f64, f64, f64),
        width: f64,
        height: f64,
        margin: f64,
    ) -> View {
        let (a, b) = self.to_screen(rect.0, rect.1);
        let (c, d) = self.to_screen(rect.2, rect.3);
        let axis = |lo: f64, hi: f64, screen: f64| {
            if hi - lo > screen - 2.0 * margin {
                screen / 2.0 - (lo + hi) / 2.0
            } else if lo < margin {
                margin - lo
            } else if hi > screen - margin {
                screen - margin - hi
            } else {
                0.0
            }
        };
        self.pan(axis(a, c, width), axis(b, d, height))
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
    fn a_board_too_large_for_the_floor_is_shown_at_it_around_the_focus() {
        // 20 × 4 cells on a 400 × 300 screen: the fit (0.2) is below a floor of 0.48.
        let b = CellBox {
            r0: 0,
            c0: 0,
            r1: 3,
            c1: 19,
        };
        let v = View::fit_at_least(b, 400.0, 300.0, 0.48, Some((1550.0, 250.0)));
        assert_eq!(v.scale, 0.48);
        // Across, the focus in the middle of the screen.
        assert!((v.to_screen(1550.0, 0.0).0 - 200.0).abs() < 1e-9);
        // Down, the box (192 px) is smaller than the screen: centred.
        assert!((v.to_screen(0.0, 200.0).1 - 150.0).abs() < 1e-9);
        // A focus at the box's end: the box's right edge stays on the screen's.
        let v = View::fit_at_least(b, 400.0, 300.0, 0.48, Some((1990.0, 50.0)));
        assert!((v.to_screen(2000.0, 0.0).0 - 400.0).abs() < 1e-9);
        // Without a focus, the box's middle; a board that fits is fitted as before.
        let v = View::fit_at_least(b, 400.0, 300.0, 0.48, None);
        assert!((v.to_screen(1000.0, 0.0).0 - 200.0).abs() < 1e-9);
        let small = CellBox::at(0, 0).grow(1);
        assert_eq!(
            View::fit_at_least(small, 600.0, 300.0, 0.48, None),
            View::fit(small, 600.0, 300.0)
        );
    }

    #[test]
    fn the_smallest_pan_shows_a_rectangle() {
        let v = View::default();
        // Already inside: no pan.
        assert_eq!(
            v.pan_to_show((10.0, 10.0, 60.0, 60.0), 100.0, 100.0, 4.0),
            v
        );
        // Past the right and bottom edges: moved in by just enough.
        let p = v.pan_to_show((80.0, 90.0, 130.0, 140.0), 200.0, 100.0, 4.0);
        assert_eq!((p.tx, p.ty), (0.0, -44.0));
        // Larger than the screen: centred.
        let p = v.pan_to_show((0.0, 0.0, 300.0, 50.0), 100.0, 100.0, 4.0);
        assert_eq!(p.tx, -100.0);
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

//! The board as a WAI-ARIA grid, for keyboard and screen-reader play.
//!
//! The grid covers the board as drawn: the bounding box of the tiles grown by one cell on
//! every side (the ring of free cells where a tile may go next to the played area; every
//! legal target lies in it, and the box is widened should one ever not). Rows and columns
//! are numbered from its top-left cell, from 1, so "row 1" is the free row above the
//! topmost tile; a move at an edge grows the box and renumbers the cells.
//!
//! Each cell is an SVG `<g role="gridcell">` with its name from [`super::board_words`]
//! ("Row 2, column 3: Troll, 6" or "Row 1, column 2: empty, you can place here"), laid over the drawn cell (an
//! invisible square, so magnifiers and the accessibility tree know where it is). The tiles
//! and the overlay are `aria-hidden`: the cells say it all. The rows of cells are a
//! memoised component, so neither a move of the cursor nor a drag's hover re-renders them.

use std::rc::Rc;

use skald::voluspa::{Cell, Stack, Target};
use yew::prelude::*;

use super::board_words::{self, Mark};
use crate::voluspa::geometry::{CellBox, CELL};

/// The cells the grid covers: the tiles' box grown by one, widened to hold every target.
pub fn grid_box(tiles: &[(Cell, Stack)], legal: &[Target]) -> Option<CellBox> {
    let mut b = super::board::bbox(tiles)?.grow(1);
    for t in legal {
        b.include(t.at.0, t.at.1);
    }
    Some(b)
}

/// A cell's (row, column) in the grid, from 1 at the top-left.
pub fn row_col(b: &CellBox, c: Cell) -> (i32, i32) {
    (c.0 - b.r0 + 1, c.1 - b.c0 + 1)
}

/// The cell inside the box nearest to `c`.
pub fn clamp(b: &CellBox, c: Cell) -> Cell {
    Cell(c.0.clamp(b.r0, b.r1), c.1.clamp(b.c0, b.c1))
}

/// The middle cell of the box.
pub fn middle(b: &CellBox) -> Cell {
    Cell((b.r0 + b.r1) / 2, (b.c0 + b.c1) / 2)
}

/// Where a key moves the cursor from `from` (no wrapping: the edges hold, as in the
/// WAI-ARIA grid pattern); `None` for a key that does not move it. `ctrl`: Control+Home and
/// Control+End go to the first and the last cell of the grid.
pub fn step(b: &CellBox, from: Cell, key: &str, ctrl: bool) -> Option<Cell> {
    let Cell(r, c) = clamp(b, from);
    let to = match key {
        "ArrowUp" => Cell(r - 1, c),
        "ArrowDown" => Cell(r + 1, c),
        "ArrowLeft" => Cell(r, c - 1),
        "ArrowRight" => Cell(r, c + 1),
        "Home" if ctrl => Cell(b.r0, b.c0),
        "End" if ctrl => Cell(b.r1, b.c1),
        "Home" => Cell(r, b.c0),
        "End" => Cell(r, b.c1),
        _ => return None,
    };
    Some(clamp(b, to))
}

/// The cell of `cells` nearest to `from` (fewest steps; the first in `cells` of those as
/// near), or `None` when there is none.
pub fn nearest(from: Cell, cells: impl IntoIterator<Item = Cell>) -> Option<Cell> {
    cells
        .into_iter()
        .min_by_key(|c| (c.0 - from.0).abs() + (c.1 - from.1).abs())
}

/// The `id` of a cell's element (for `aria-activedescendant`).
pub fn cell_id(c: Cell) -> String {
    format!("vol-cell-{}_{}", c.0, c.1)
}

#[derive(Properties, PartialEq, Clone)]
pub struct GridCellsProps {
    pub cells: CellBox,
    pub tiles: Rc<Vec<(Cell, Stack)>>,
    /// Legal targets of the chosen tile.
    pub legal: Rc<Vec<Target>>,
    /// Cells the chosen tile may not take because of a Troll.
    pub blocked: Rc<Vec<Cell>>,
    /// Cells of the last move.
    pub last: Rc<Vec<Cell>>,
}

/// The grid's rows and cells (invisible: the drawing is the tiles and the overlay).
#[component]
pub fn GridCells(props: &GridCellsProps) -> Html {
    let b = props.cells;
    let name = |c: Cell| {
        let content = props.tiles.iter().find(|(at, _)| *at == c).map(|(_, s)| s);
        let mark = match props.legal.iter().find(|t| t.at == c) {
            Some(t) => Mark::Legal(t.kind),
            None if props.blocked.contains(&c) => Mark::Blocked,
            None => Mark::None,
        };
        let (r, col) = row_col(&b, c);
        board_words::cell(r, col, content, mark, props.last.contains(&c))
    };
    html! {
        <g class="grid-cells" role="presentation">
            { for (b.r0..=b.r1).map(|r| html! {
                <g role="row" key={r.to_string()}>
                    { for (b.c0..=b.c1).map(|c| { let cell = Cell(r, c); html! {
                        <g role="gridcell" key={c.to_string()} id={cell_id(cell)} aria-label={name(cell)}
                            data-grid-cell={format!("{r},{c}")}>
                            <rect x={(c * CELL as i32).to_string()} y={(r * CELL as i32).to_string()} width="100" height="100" />
                        </g>
                    }}) }
                </g>
            }) }
        </g>
    }
}

/// The keyboard cursor drawn on a cell: a thick ring in the focus colour over a dark edge
/// (visible on light and dark tiles alike).
pub fn cursor(c: Cell) -> Html {
    let side = CELL as i32;
    html! {
        <g class="grid-cursor" aria-hidden="true" data-cursor={format!("{},{}", c.0, c.1)}
            transform={format!("translate({} {})", c.1 * side, c.0 * side)}>
            <rect class="grid-cursor-under" x="-3" y="-3" width="102" height="102" rx="14" />
            <rect class="grid-cursor-ring" x="-3" y="-3" width="102" height="102" rx="14" />
        </g>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const B: CellBox = CellBox {
        r0: -1,
        c0: -1,
        r1: 1,
        c1: 2,
    };

    #[test]
    fn rows_and_columns_count_from_the_top_left_from_one() {
        assert_eq!(row_col(&B, Cell(-1, -1)), (1, 1));
        assert_eq!(row_col(&B, Cell(0, 1)), (2, 3));
    }

    #[test]
    fn arrows_move_one_cell_and_stop_at_the_edges() {
        assert_eq!(step(&B, Cell(0, 0), "ArrowUp", false), Some(Cell(-1, 0)));
        assert_eq!(step(&B, Cell(-1, 0), "ArrowUp", false), Some(Cell(-1, 0)));
        assert_eq!(step(&B, Cell(0, 2), "ArrowRight", false), Some(Cell(0, 2)));
        assert_eq!(step(&B, Cell(0, 0), "ArrowLeft", false), Some(Cell(0, -1)));
        assert_eq!(step(&B, Cell(1, 0), "ArrowDown", false), Some(Cell(1, 0)));
        assert_eq!(step(&B, Cell(0, 1), "Home", false), Some(Cell(0, -1)));
        assert_eq!(step(&B, Cell(0, 1), "End", false), Some(Cell(0, 2)));
        assert_eq!(step(&B, Cell(0, 1), "Home", true), Some(Cell(-1, -1)));
        assert_eq!(step(&B, Cell(0, 1), "End", true), Some(Cell(1, 2)));
        assert_eq!(step(&B, Cell(0, 1), "a", false), None);
        // A cursor left outside a shrunken box comes back in.
        assert_eq!(step(&B, Cell(9, 9), "ArrowUp", false), Some(Cell(0, 2)));
    }

    #[test]
    fn the_box_is_the_tiles_and_a_ring_around_them() {
        let s = Stack {
            top: skald::voluspa::Kind::Odin,
            boosts: 0,
            under: vec![],
        };
        let tiles = vec![(Cell(0, 0), s.clone()), (Cell(0, 1), s)];
        assert_eq!(
            grid_box(&tiles, &[]),
            Some(CellBox {
                r0: -1,
                c0: -1,
                r1: 1,
                c1: 2
            })
        );
        assert_eq!(grid_box(&[], &[]), None);
    }

    #[test]
    fn the_nearest_cell_is_the_fewest_steps_away() {
        let cells = [Cell(-1, 0), Cell(0, 2), Cell(1, 1)];
        assert_eq!(nearest(Cell(0, 0), cells), Some(Cell(-1, 0)));
        assert_eq!(nearest(Cell(1, 2), cells), Some(Cell(0, 2)));
        assert_eq!(nearest(Cell(0, 0), []), None);
    }
}

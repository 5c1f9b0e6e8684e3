//! Keyboard play of the board: a cursor moved with the arrow keys, Enter or Space to place
//! the chosen tile where it is, arrows again to answer the Jotunn's question, Escape to
//! drop the choice.
//!
//! **One tab stop, `aria-activedescendant`.** The board (the `<svg>`, `role="grid"`) takes
//! focus itself and points at the cell under the cursor by
//! `aria-activedescendant`; the cells are never focused. We chose this over a roving
//! `tabindex` because the cells live in the pan/zoom layer and are rebuilt when the board
//! grows (a move at an edge renumbers every row or column): focus on a cell would be lost
//! with it, while the `<svg>` stays; focusing an element inside the transformed layer
//! would also make the browser scroll the board's clipped box, and the board's pointer
//! and key listeners stay on one element. The cursor is drawn by us (a ring on the cell)
//! and shown only while the board has focus from a key (see `crate::focus`), so touch
//! players never see it.
//!
//! Nothing here decides a rule: Enter goes down the same path as a tap on the cell
//! ([`Tap`], which asks the engine), and an arrow while the Jotunn asks for a direction is
//! a tap toward that edge of the tile.

use std::rc::Rc;

use skald::voluspa::{Cell, Dir, Kind, Target};
use yew::prelude::*;

use super::board::{GridAttrs, Tap, ViewHandle};
use super::board_grid::{cell_id, clamp, middle, nearest, step};
use super::board_words;
use crate::voluspa::geometry::CellBox;

/// The `id` of the board's key help (its `aria-describedby`).
pub const KEYS_HELP_ID: &str = "vol-board-keys";

/// What the keys act on, from the play screen's state.
#[derive(Clone, PartialEq)]
pub struct KeysInput {
    /// The cells of the grid (`None` before the first tile).
    pub cells: Option<CellBox>,
    /// Legal targets of the chosen tile.
    pub legal: Rc<Vec<Target>>,
    /// The chosen tile (only while the hand is shown).
    pub selected: Option<Kind>,
    /// The Jotunn's open question: its cell and the directions it may push.
    pub bump: Option<(Cell, Vec<Dir>)>,
    /// The Raven waits to be placed once more (Enter with no tile chosen picks it).
    pub raven_again: bool,
    /// Changes with every move and undo.
    pub serial: u64,
}

/// What the play screen hears from the keys.
#[derive(Clone, PartialEq)]
pub struct KeysOutput {
    /// Enter or Space on a cell, or an arrow answering the Jotunn: as a tap there.
    pub on_tap: Callback<Tap>,
    /// The cursor went to another cell while a tile is chosen (the score preview).
    pub on_hover: Callback<Option<Cell>>,
    /// A one-line message (why a key did nothing, the Jotunn's question).
    pub on_notice: Callback<String>,
    /// Escape while a tile was chosen: give focus back to that tile of the hand.
    pub on_cancel: Callback<Kind>,
}

/// The board's key state for this render.
pub struct BoardKeys {
    /// For [`super::board::BoardView`]: the grid's role, focus and key listeners.
    pub grid: GridAttrs,
    /// The cursor's cell while it is shown (the board has focus from a key).
    pub cursor: Option<Cell>,
}

#[derive(Default)]
struct Keys {
    cursor: Option<Cell>,
    /// The board has focus and the last input was a key: the cursor is shown.
    shown: bool,
}

fn dir_of(key: &str) -> Option<Dir> {
    match key {
        "ArrowUp" => Some(Dir::N),
        "ArrowDown" => Some(Dir::S),
        "ArrowLeft" => Some(Dir::W),
        "ArrowRight" => Some(Dir::E),
        _ => None,
    }
}

/// A tap's offset toward an edge of the tile (as a tap near that edge would be).
fn toward(d: Dir) -> (f64, f64) {
    match d {
        Dir::N => (0.0, -0.4),
        Dir::S => (0.0, 0.4),
        Dir::W => (-0.4, 0.0),
        Dir::E => (0.4, 0.0),
    }
}

/// Where the cursor starts when a tile is chosen: where it is if the tile may go there,
/// else on the nearest cell it may go to.
fn start(input: &KeysInput, at: Option<Cell>) -> Option<Cell> {
    let b = input.cells?;
    let from = at.map(|c| clamp(&b, c)).unwrap_or_else(|| middle(&b));
    if input.selected.is_none() || input.legal.iter().any(|t| t.at == from) {
        return Some(from);
    }
    nearest(from, input.legal.iter().map(|t| t.at)).or(Some(from))
}

/// The board's keyboard cursor and keys (see the module's notes).
#[hook]
pub fn use_board_keys(input: KeysInput, out: KeysOutput, view: ViewHandle) -> BoardKeys {
    let keys = use_mut_ref(Keys::default);
    let redraw = use_force_update();
    let latest = use_mut_ref(|| (input.clone(), out.clone()));
    *latest.borrow_mut() = (input.clone(), out.clone());

    // Puts the cursor on `c`, keeps it on screen and previews the chosen tile there.
    let go: Rc<dyn Fn(Option<Cell>)> = {
        let keys = keys.clone();
        let latest = latest.clone();
        let view = view.clone();
        let redraw = redraw.clone();
        Rc::new(move |c: Option<Cell>| {
            let (input, out) = latest.borrow().clone();
            keys.borrow_mut().cursor = c;
            if let Some(c) = c {
                view.bring_into_view(c);
                if input.selected.is_some() && input.bump.is_none() {
                    out.on_hover.emit(Some(c));
                }
            }
            redraw.force_update();
        })
    };

    // A tile chosen (or the board changed) while the board has the keys: the cursor goes
    // to a cell the tile may take.
    {
        let keys = keys.clone();
        let go = go.clone();
        let input = input.clone();
        use_effect_with(
            (input.selected, input.serial, input.legal.clone()),
            move |_| {
                let (shown, at) = {
                    let k = keys.borrow();
                    (k.shown, k.cursor)
                };
                if shown && input.selected.is_some() {
                    go(start(&input, at));
                }
            },
        );
    }
    // The Jotunn asks which way: say so to the player on the keys.
    {
        let keys = keys.clone();
        let bump = input.bump.clone();
        let on_notice = out.on_notice.clone();
        use_effect_with(bump.as_ref().map(|b| b.0), move |_| {
            if let (true, Some((_, dirs))) = (keys.borrow().shown, bump) {
                on_notice.emit(board_words::push_question(&dirs));
            }
        });
    }

    let onkeydown = {
        let keys = keys.clone();
        let latest = latest.clone();
        let go = go.clone();
        let redraw = redraw.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.alt_key() || e.meta_key() {
                return;
            }
            let (input, out) = latest.borrow().clone();
            let key = e.key();
            let Some(b) = input.cells else { return };
            let was_shown = std::mem::replace(&mut keys.borrow_mut().shown, true);
            let at = keys.borrow().cursor.map(|c| clamp(&b, c));
            match key.as_str() {
                "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" | "Home" | "End" => {
                    e.prevent_default();
                    if let (Some((cell, dirs)), Some(d)) = (&input.bump, dir_of(&key)) {
                        if dirs.contains(&d) {
                            out.on_tap.emit(Tap {
                                cell: *cell,
                                offset: toward(d),
                                touch: false,
                            });
                        } else {
                            out.on_notice.emit(board_words::cannot_push(d, dirs));
                        }
                        return;
                    }
                    let from = at.or_else(|| start(&input, None));
                    let to = match from {
                        // The first key press only shows where the cursor is.
                        Some(c) if was_shown => step(&b, c, &key, e.ctrl_key()),
                        other => other,
                    };
                    go(to);
                }
                "Enter" | " " => {
                    e.prevent_default();
                    if e.repeat() {
                        return;
                    }
                    let Some(cell) = at.or_else(|| start(&input, None)) else {
                        return;
                    };
                    if !was_shown || at.is_none() {
                        go(Some(cell));
                        return;
                    }
                    match (&input.bump, input.selected) {
                        (Some((_, dirs)), _) => {
                            out.on_notice.emit(board_words::push_question(dirs))
                        }
                        (None, None) if !input.raven_again => out
                            .on_notice
                            .emit(crate::voluspa::words::pick_first().to_string()),
                        _ => out.on_tap.emit(Tap {
                            cell,
                            offset: (0.0, 0.0),
                            touch: false,
                        }),
                    }
                }
                "Escape" => {
                    // The page's Escape drops the choice; focus goes back to the tile.
                    if let Some(k) = input.selected {
                        out.on_cancel.emit(k);
                    }
                }
                _ => {
                    if !was_shown {
                        redraw.force_update();
                    }
                }
            }
        })
    };
    let onfocusin = {
        let keys = keys.clone();
        let latest = latest.clone();
        let go = go.clone();
        Callback::from(move |_: FocusEvent| {
            if !crate::focus::last_input_was_key() {
                return;
            }
            let (input, _) = latest.borrow().clone();
            let at = {
                let mut k = keys.borrow_mut();
                k.shown = true;
                k.cursor
            };
            go(start(&input, at));
        })
    };
    let onfocusout = {
        let keys = keys.clone();
        let latest = latest.clone();
        let redraw = redraw.clone();
        Callback::from(move |_: FocusEvent| {
            let was_shown = std::mem::replace(&mut keys.borrow_mut().shown, false);
            if was_shown {
                let (input, out) = latest.borrow().clone();
                if input.selected.is_some() && input.bump.is_none() {
                    out.on_hover.emit(None);
                }
                redraw.force_update();
            }
        })
    };
    let onpointerdown = {
        let keys = keys.clone();
        Callback::from(move |_: PointerEvent| {
            if std::mem::replace(&mut keys.borrow_mut().shown, false) {
                redraw.force_update();
            }
        })
    };

    let k = keys.borrow();
    let cursor = match (k.shown, input.cells) {
        (true, Some(b)) => k.cursor.map(|c| clamp(&b, c)),
        _ => None,
    };
    let active = input
        .cells
        .and_then(|b| k.cursor.map(|c| clamp(&b, c)))
        .map(|c| AttrValue::from(cell_id(c)));
    BoardKeys {
        grid: GridAttrs {
            active,
            described_by: AttrValue::Static(KEYS_HELP_ID),
            onkeydown,
            onfocusin,
            onfocusout,
            onpointerdown,
        },
        cursor,
    }
}

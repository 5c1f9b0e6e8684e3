//! The play screen's input: a press on a tile of the hand (a tap or a drag, see
//! [`super::play_drag`]), Enter on a tile, a tap or hover on the board, the "Place" button,
//! the board's keys ([`use_board_keys`]), and the performance marks of a drop.

use std::cell::RefCell;
use std::rc::Rc;

use skald::voluspa::{Action, Cell, Kind, Phase, Placement};
use skald::Game;
use web_sys::PointerEvent;
use yew::prelude::*;

use crate::drag::{self, DragSlot};
use crate::table::session::Msg;
use crate::voluspa::components::board::{Tap, ViewHandle};
use crate::voluspa::components::board_keys::{use_board_keys, BoardKeys, KeysInput, KeysOutput};
use crate::voluspa::pages::play_drag::{choose, hand_press, Attempt};
use crate::voluspa::pages::play_moves::{decide, dir_from_offset, Drop};
use crate::voluspa::pages::play_view::PlayView;
use crate::voluspa::state::{UiMsg, VoluspaApp, VoluspaTable};

/// Largest and smallest side of the dragged tile (the ghost) in CSS px; in between it
/// takes the size of a board cell at the current zoom.
const GHOST: f64 = 84.0;
const GHOST_MIN: f64 = 40.0;

/// The table, and the table as of the last drawing (for callbacks made earlier).
type Latest = Rc<RefCell<UseReducerHandle<VoluspaTable>>>;

/// A callback that sends the table the message `m` makes.
pub fn send<E>(table: &UseReducerHandle<VoluspaTable>, m: fn() -> Msg<VoluspaApp>) -> Callback<E> {
    let table = table.clone();
    Callback::from(move |_: E| table.dispatch(m()))
}

/// What the screen hands to the hand, the board and the "Place" button.
pub struct PlayInput {
    /// The dragged tile's element (`.drag-ghost`).
    pub ghost: NodeRef,
    /// Pointer down on a tile of the hand: a tap or a drag.
    pub on_down: Callback<(usize, Kind, PointerEvent)>,
    /// Enter or Space on a tile of the hand.
    pub on_key: Callback<Kind>,
    /// A tap (or Enter) on the board.
    pub on_tap: Callback<Tap>,
    /// The pointer (or the keys' cursor) over a cell while a tile is chosen.
    pub on_hover: Callback<Option<Cell>>,
    /// "Place": the tile on the cell pinned by a first tap.
    pub on_place: Callback<(Kind, Cell)>,
}

/// The screen's pointer, tap and Enter handling; `board` is the board's pan and zoom.
#[hook]
pub fn use_play_input(table: &UseReducerHandle<VoluspaTable>, board: &ViewHandle) -> PlayInput {
    let ghost = use_node_ref();
    let slot: DragSlot = use_mut_ref(|| None);
    let latest: Latest = use_mut_ref(|| table.clone());
    *latest.borrow_mut() = table.clone();
    let attempt = attempt(table, &latest);
    let on_tap = on_tap(table, &latest, attempt.clone());
    let on_place = {
        let attempt = attempt.clone();
        Callback::from(move |(kind, cell): (Kind, Cell)| {
            attempt(kind, cell, (0.0, 0.0));
        })
    };
    PlayInput {
        on_down: on_down(table, &latest, board, &slot, &ghost, attempt),
        on_key: on_key(table, &latest, board),
        on_hover: on_hover(table, &latest, &slot),
        on_tap,
        on_place,
        ghost,
    }
}

/// Marks the end of a drop for the perf report: the board updated, and the time since the
/// drop.
#[hook]
pub fn use_drop_timing(serial: u64) {
    use_effect_with(serial, move |serial| {
        if *serial > 0 {
            crate::perf::mark("voluspa:board-updated");
            if let Some(p) = gloo::utils::window().performance() {
                let _ = p.measure_with_start_mark_and_end_mark(
                    "voluspa:drop-to-board",
                    "voluspa:drop",
                    "voluspa:board-updated",
                );
            }
        }
    });
}

/// The board's keys (a cursor, Enter to place, arrows for the Jotunn's question).
#[hook]
pub fn use_play_keys(
    view: &PlayView,
    input: &PlayInput,
    table: &UseReducerHandle<VoluspaTable>,
    board: &ViewHandle,
) -> BoardKeys {
    use_board_keys(
        KeysInput {
            cells: view.cells,
            legal: view.legal.clone(),
            selected: view.chosen,
            bump: view.bump.clone(),
            raven_again: view.raven_again && view.hand_visible,
            serial: table.serial,
        },
        KeysOutput {
            on_tap: input.on_tap.clone(),
            on_hover: input.on_hover.clone(),
            on_notice: {
                let table = table.clone();
                Callback::from(move |t| table.dispatch(Msg::Notice(t)))
            },
            on_cancel: Callback::from(|k: Kind| {
                gloo::timers::callback::Timeout::new(0, move || {
                    crate::focus::focus_selector(&format!(
                        ".hand-tile[data-kind={}]:not(.spent)",
                        k.code()
                    ))
                })
                .forget();
            }),
        },
        board.clone(),
    )
}

/// Tries to play `kind` on `cell` (drop or tap); returns the refusal reason.
fn attempt(table: &UseReducerHandle<VoluspaTable>, latest: &Latest) -> Attempt {
    let table = table.clone();
    let latest = latest.clone();
    Rc::new(
        move |kind: Kind, cell: Cell, off: (f64, f64)| -> Option<String> {
            let s = latest.borrow().clone();
            match decide(&s, kind, cell, off) {
                Drop::Do(a) => {
                    crate::perf::mark("voluspa:drop");
                    table.dispatch(Msg::Apply(a));
                    None
                }
                Drop::AskBump => {
                    table.dispatch(Msg::Ui(UiMsg::AskBump(cell)));
                    None
                }
                Drop::Refuse(r) => {
                    table.dispatch(Msg::Notice(r.clone()));
                    Some(r)
                }
            }
        },
    )
}

/// Pointer down on a hand tile: tap or drag.
fn on_down(
    table: &UseReducerHandle<VoluspaTable>,
    latest: &Latest,
    board: &ViewHandle,
    slot: &DragSlot,
    ghost: &NodeRef,
    attempt: Attempt,
) -> Callback<(usize, Kind, PointerEvent)> {
    let (table, latest, board) = (table.clone(), latest.clone(), board.clone());
    let (slot, ghost) = (slot.clone(), ghost.clone());
    Callback::from(move |(index, kind, e): (usize, Kind, PointerEvent)| {
        let press = hand_press(
            table.clone(),
            latest.clone(),
            board.clone(),
            attempt.clone(),
            index,
            kind,
        );
        // The dragged tile has the size of a cell at the board's zoom (a tile of the
        // hand on a small board), so the player sees where it fits.
        let cell_px = board.0.borrow().view.scale * crate::voluspa::geometry::CELL;
        let size = cell_px.clamp(GHOST_MIN, GHOST);
        drag::track(&e, ".hand-tile", &slot, &ghost, Some(size), press);
    })
}

/// Enter/Space on a hand tile: choose it (or boost it with the chosen Freya). A tile that
/// may be placed takes the keys to the board (its cursor goes to a cell the tile may
/// take); one to discard, to the "Discard" button.
fn on_key(
    table: &UseReducerHandle<VoluspaTable>,
    latest: &Latest,
    board: &ViewHandle,
) -> Callback<Kind> {
    let (table, latest, board) = (table.clone(), latest.clone(), board.clone());
    Callback::from(move |kind: Kind| {
        let s = latest.borrow().clone();
        if choose(&table, &s, kind) {
            let discard = s
                .game
                .legal_actions()
                .contains(&Action::Discard { tile: kind });
            let board = board.clone();
            gloo::timers::callback::Timeout::new(0, move || {
                if discard {
                    crate::focus::focus_selector("[data-testid=discard]");
                } else if let Some(svg) = board.0.borrow().svg.clone() {
                    crate::focus::focus_element(&svg);
                }
            })
            .forget();
        }
    })
}

/// A tap on the board: place the chosen tile, or choose the Jotunn's push direction.
fn on_tap(
    table: &UseReducerHandle<VoluspaTable>,
    latest: &Latest,
    attempt: Attempt,
) -> Callback<Tap> {
    let (state, latest) = (table.clone(), latest.clone());
    Callback::from(move |tap: Tap| {
        let s = latest.borrow().clone();
        if !s.hand_visible() {
            return;
        }
        if let (Some(b), Some(kind)) = (s.ui.bump, s.ui.selected) {
            if b == tap.cell {
                if let Some(d) = dir_from_offset(tap.offset) {
                    let t = s.game.targets_for(kind).into_iter().find(|t| t.at == b);
                    if t.is_some_and(|t| t.push.contains(&d)) {
                        crate::perf::mark("voluspa:drop");
                        state.dispatch(Msg::Apply(Action::Place(Placement {
                            tile: kind,
                            at: b,
                            push: Some(d),
                            boosts: s.boosts_for(kind),
                        })));
                    }
                }
                return;
            }
        }
        match s.ui.selected {
            // A finger has no hover: the first tap on a legal cell shows what it scores
            // there; a second tap on it (or "Place") places the tile.
            Some(kind)
                if tap.touch
                    && s.ui.pinned != Some(tap.cell)
                    && s.game.targets_for(kind).iter().any(|t| t.at == tap.cell) =>
            {
                state.dispatch(Msg::Ui(UiMsg::Pin(Some(tap.cell))));
            }
            Some(kind) => {
                attempt(kind, tap.cell, tap.offset);
            }
            None => {
                if matches!(s.game.phase(), Phase::RavenAgain { .. }) {
                    state.dispatch(Msg::Ui(UiMsg::Select(Some(Kind::Raven))));
                }
            }
        }
    })
}

/// The pointer over a cell while a tile is chosen (not while dragging: the drag says where
/// it is itself).
fn on_hover(
    table: &UseReducerHandle<VoluspaTable>,
    latest: &Latest,
    slot: &DragSlot,
) -> Callback<Option<Cell>> {
    let (state, latest, slot) = (table.clone(), latest.clone(), slot.clone());
    Callback::from(move |cell: Option<Cell>| {
        let s = latest.borrow().clone();
        if s.ui.selected.is_some()
            && s.ui.bump.is_none()
            && slot.borrow().is_none()
            && s.ui.hover != cell
        {
            state.dispatch(Msg::Ui(UiMsg::Hover(cell)));
        }
    })
}

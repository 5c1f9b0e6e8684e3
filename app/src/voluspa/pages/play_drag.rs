//! Dragging a tile of the hand: onto a board cell (the move, or the engine's reason for
//! refusing it), onto another tile of the hand (a Freya's boost), or a tap (choose it).

use std::cell::RefCell;
use std::rc::Rc;

use skald::voluspa::{Cell, Kind};
use yew::prelude::*;

use crate::drag;
use crate::table::session::Msg;
use crate::voluspa::components::board::ViewHandle;
use crate::voluspa::state::{UiMsg, VoluspaTable as PlayState};

/// Plays `kind` on a cell (drop or tap); returns the refusal reason.
pub(crate) type Attempt = Rc<dyn Fn(Kind, Cell, (f64, f64)) -> Option<String>>;

/// A tap (or Enter) on the hand's `kind`: boosts it with the chosen Freya, drops it if it
/// was chosen, else chooses it. Returns whether it is chosen now.
pub(crate) fn choose(state: &UseReducerHandle<PlayState>, s: &PlayState, kind: Kind) -> bool {
    if s.ui.selected == Some(Kind::Freya) && kind != Kind::Freya {
        state.dispatch(Msg::Ui(UiMsg::Boost(kind)));
        false
    } else if s.ui.selected == Some(kind) {
        state.dispatch(Msg::Ui(UiMsg::Select(None)));
        false
    } else {
        state.dispatch(Msg::Ui(UiMsg::Select(Some(kind))));
        true
    }
}

/// What a press on the hand's tile `index` (a `kind`) does as it starts, moves and ends.
pub(crate) fn hand_press(
    state: UseReducerHandle<PlayState>,
    latest: Rc<RefCell<UseReducerHandle<PlayState>>>,
    view: ViewHandle,
    attempt: Attempt,
    index: usize,
    kind: Kind,
) -> drag::Press {
    let on_start = {
        let state = state.clone();
        Box::new(move || state.dispatch(Msg::Ui(UiMsg::Select(Some(kind)))))
    };
    let on_move = {
        let view = view.clone();
        let state = state.clone();
        let last_cell: Rc<RefCell<Option<Cell>>> = Rc::new(RefCell::new(None));
        Box::new(move |x: f64, y: f64| {
            let cell = view.cell_at_client(x, y).map(|(c, _)| c);
            if *last_cell.borrow() != cell {
                *last_cell.borrow_mut() = cell;
                state.dispatch(Msg::Ui(UiMsg::Hover(cell)));
            }
        })
    };
    let on_end = {
        let view = view.clone();
        let state = state.clone();
        let latest = latest.clone();
        let attempt = attempt.clone();
        Box::new(move |end: drag::End, g: &drag::Ghost| {
            let s = latest.borrow().clone();
            let (x, y, finger) = match end {
                drag::End::Cancel { .. } => {
                    g.fly_back();
                    state.dispatch(Msg::Ui(UiMsg::Select(None)));
                    return;
                }
                drag::End::Tap => {
                    choose(&state, &s, kind);
                    return;
                }
                drag::End::Drop { x, y, finger } => (x, y, finger),
            };
            // Freya dropped on another tile of the hand: boost it. Over the hand the
            // finger itself points at the tile (a lifted tile could not reach the
            // bottom row).
            let on_hand = drag::element_at(finger.0, finger.1, "[data-hand-index]")
                .or_else(|| drag::element_at(x, y, "[data-hand-index]"));
            if let Some(el) = on_hand {
                let target = el
                    .get_attribute("data-kind")
                    .and_then(|c| Kind::from_code(&c));
                let ti = el
                    .get_attribute("data-hand-index")
                    .and_then(|i| i.parse::<usize>().ok());
                if kind == Kind::Freya && ti != Some(index) {
                    if let Some(t) = target {
                        g.hide();
                        state.dispatch(Msg::Ui(UiMsg::Boost(t)));
                        return;
                    }
                }
                g.fly_back();
                state.dispatch(Msg::Ui(UiMsg::Select(None)));
                return;
            }
            match view.cell_at_client(x, y) {
                Some((cell, off)) => match attempt(kind, cell, off) {
                    None => g.hide(),
                    Some(_) => g.fly_back(),
                },
                None => {
                    g.fly_back();
                    state.dispatch(Msg::Ui(UiMsg::Select(None)));
                }
            }
        })
    };
    drag::Press {
        on_start,
        on_move,
        on_end,
        lift: true,
    }
}

//! [`use_card_moves`]: what a tap and a press on a card of the open row or the hand do. A
//! tap chooses the card (its actions appear in the controls) or un-chooses it; a press that
//! becomes a drag carries the card's ghost, and a drop on the table plays it — its only
//! action, or the choice of its actions. What may be done always comes from the engine.

use skald::valda::CardId;
use skald::Game;
use web_sys::PointerEvent;
use yew::prelude::*;

use crate::drag::{self, DragSlot};
use crate::table::session::Msg;
use crate::valda::components::controls::actions_for;
use crate::valda::components::long_press;
use crate::valda::state::{Place, UiMsg, ValdaTable};
use crate::valda::words as w;

/// The cards' taps and drags, as [`use_card_moves`] gives them.
#[derive(Clone, PartialEq)]
pub struct CardMoves {
    /// The element the dragged card's ghost is drawn in (the screen renders it).
    pub ghost: NodeRef,
    /// The card being dragged.
    pub dragging: Option<CardId>,
    tap: Callback<(CardId, Place)>,
    down: Callback<(CardId, Place, PointerEvent)>,
}

impl CardMoves {
    /// A tap on a card lying at `place`.
    pub fn on_tap(&self, place: Place) -> Callback<CardId> {
        self.tap.reform(move |c| (c, place))
    }

    /// A press on a card lying at `place`, which may become a drag.
    pub fn on_down(&self, place: Place) -> Callback<(CardId, PointerEvent)> {
        self.down.reform(move |(c, e)| (c, place, e))
    }
}

/// A card dropped on the table: its only action, or the choice of its actions; false when
/// nothing can be done with it now (the drop is then no play).
fn play_card(
    table: &UseReducerHandle<ValdaTable>,
    now: &ValdaTable,
    c: CardId,
    place: Place,
) -> bool {
    if !now.revealed() {
        return false;
    }
    let legal = now.game.legal_actions();
    match actions_for(&legal, c, place)[..] {
        [] => {
            table.dispatch(Msg::Notice(w::cannot_play_now().to_string()));
            false
        }
        [only] => {
            table.dispatch(Msg::Apply(only.clone()));
            true
        }
        _ => {
            table.dispatch(Msg::Ui(UiMsg::Choose(Some((c, place)))));
            true
        }
    }
}

/// Taps and drags of the cards on `table`.
#[hook]
pub fn use_card_moves(table: &UseReducerHandle<ValdaTable>) -> CardMoves {
    let ghost = use_node_ref();
    let dragging = use_state(|| None::<CardId>);
    let drag_slot: DragSlot = use_mut_ref(|| None);
    let latest = use_mut_ref(|| table.clone());
    *latest.borrow_mut() = table.clone();

    // A tap on a card chooses it, or un-chooses it.
    let tap = {
        let table = table.clone();
        let latest = latest.clone();
        Callback::from(move |(c, place): (CardId, Place)| {
            if long_press::fired() {
                return;
            }
            let again = latest.borrow().ui.chosen == Some((c, place));
            table.dispatch(Msg::Ui(UiMsg::Choose((!again).then_some((c, place)))));
        })
    };
    let down = {
        let (table, tap) = (table.clone(), tap.clone());
        let ghost = ghost.clone();
        let dragging = dragging.clone();
        Callback::from(move |(c, place, e): (CardId, Place, PointerEvent)| {
            let on_start = {
                let dragging = dragging.clone();
                Box::new(move || dragging.set(Some(c)))
            };
            let on_end = {
                let (tap, dragging) = (tap.clone(), dragging.clone());
                let (table, latest) = (table.clone(), latest.clone());
                drag::tap_or_drop(
                    move || {
                        // The click that follows must not land on what the tap put
                        // under the finger (the card's text and actions above the hand).
                        crate::table::stale_click::mark_changed();
                        tap.emit((c, place))
                    },
                    move || dragging.set(None),
                    move |x, y| {
                        drag::over(x, y, "[data-drop=table]") && {
                            let now = latest.borrow().clone();
                            play_card(&table, &now, c, place)
                        }
                    },
                )
            };
            let press = drag::Press {
                on_start,
                on_move: Box::new(|_, _| {}),
                on_end,
                lift: false,
            };
            drag::track(&e, ".vcard", &drag_slot, &ghost, None, press);
        })
    };
    CardMoves {
        ghost,
        dragging: *dragging,
        tap,
        down,
    }
}

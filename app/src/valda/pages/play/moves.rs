//! [`use_card_moves`]: what a tap and a press on a card of the open row or the hand do. A
//! tap chooses the card (its actions appear in the controls) or un-chooses it; a press that
//! becomes a drag carries the card's ghost, and a drop on the table plays it — its only
//! action, or the choice of its actions. What may be done always comes from the engine.

use skald::valda::CardId;
use skald::Game;
use wasm_bindgen::JsCast;
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

thread_local!(static SWALLOW_UNTIL: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) });

/// How long after a card's tap its compatibility `click` may still arrive, in ms.
const STALE_CLICK_MS: f64 = 700.0;

/// A card was tapped (on `pointerup`): the browser's `click` that follows must not land on
/// whatever the tap moved under the finger — choosing a card shows its text and actions
/// above the hand, and an "End the game phase" button slid under a finger was pressed.
fn swallow_next_click() {
    SWALLOW_UNTIL.with(|s| s.set(js_sys::Date::now() + STALE_CLICK_MS));
}

/// Swallows the pointer `click` that follows a card's tap (see [`swallow_next_click`]),
/// for as long as the calling component is mounted. A keyboard's click (`detail` 0) is
/// never swallowed.
#[hook]
fn use_stale_click_guard() {
    use_effect_with((), |_| {
        let options = gloo::events::EventListenerOptions {
            phase: gloo::events::EventListenerPhase::Capture,
            passive: false,
        };
        let l = gloo::events::EventListener::new_with_options(
            &gloo::utils::window(),
            "click",
            options,
            |e| {
                let Some(m) = e.dyn_ref::<web_sys::MouseEvent>() else {
                    return;
                };
                let stale = SWALLOW_UNTIL.with(|s| {
                    let stale = m.detail() > 0 && js_sys::Date::now() < s.get();
                    s.set(0.0);
                    stale
                });
                if stale {
                    e.prevent_default();
                    e.stop_immediate_propagation();
                }
            },
        );
        move || drop(l)
    });
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
    use_stale_click_guard();

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
                        swallow_next_click();
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

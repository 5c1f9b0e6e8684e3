//! [`use_card_drags`]: pressing and dragging cards on the play screen. A press on a card of
//! the hand chooses it (a tap) or carries the chosen cards, with the pressed one, onto the
//! middle (a drag); a press on a card of the beaten set takes it (a tap) or carries it onto
//! the hand. Whether a play is legal is the engine's question.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use skald::odin::{Card, CardSet, OdinAction, Phase};
use web_sys::PointerEvent;
use yew::prelude::*;

use crate::drag::{self, DragSlot};
use crate::odin::state::{OdinTable, UiMsg};
use crate::odin::words as w;
use crate::table::session::Msg;
use crate::text::capitalise;

/// What is being dragged.
#[derive(Clone, Copy, PartialEq)]
pub enum Dragging {
    /// Cards of the hand, toward the middle.
    Play(CardSet),
    /// A card of the beaten set, toward the hand.
    Take(Card),
}

/// What [`use_card_drags`] gives the play screen.
pub struct CardDrags {
    /// The ghost that follows the pointer during a drag.
    pub ghost: NodeRef,
    /// What is being dragged now.
    pub dragging: Option<Dragging>,
    /// Plays the cards if the engine allows it, otherwise says why; returns whether it
    /// played.
    pub attempt: Callback<CardSet, bool>,
    /// A press on a card of the hand.
    pub on_down: Callback<(Card, PointerEvent)>,
    /// A press on a card of the beaten set (take phase).
    pub on_take_down: Callback<(Card, PointerEvent)>,
}

impl CardDrags {
    /// Cards of the hand are on their way to the middle.
    pub fn dropping_middle(&self) -> bool {
        matches!(self.dragging, Some(Dragging::Play(_)))
    }

    /// A card taken is on its way to the hand.
    pub fn dropping_hand(&self) -> bool {
        matches!(self.dragging, Some(Dragging::Take(_)))
    }

    /// The cards the ghost shows.
    pub fn ghost_cards(&self) -> CardSet {
        match self.dragging {
            Some(Dragging::Play(set)) => set,
            Some(Dragging::Take(card)) => card.set(),
            None => CardSet::EMPTY,
        }
    }
}

/// The table as it is now, for callbacks made at an earlier render.
type Latest = Rc<RefCell<UseReducerHandle<OdinTable>>>;

/// The card presses and drags of the play screen on `state`.
#[hook]
pub fn use_card_drags(state: &UseReducerHandle<OdinTable>) -> CardDrags {
    let ghost = use_node_ref();
    let dragging = use_state(|| None::<Dragging>);
    let slot: DragSlot = use_mut_ref(|| None);
    let latest: Latest = use_mut_ref(|| state.clone());
    *latest.borrow_mut() = state.clone();

    let attempt = {
        let state = state.clone();
        let latest = latest.clone();
        Callback::from(move |cards: CardSet| -> bool {
            let s = latest.borrow().clone();
            match s.game.check_play(cards) {
                Ok(_) => {
                    state.dispatch(Msg::Apply(OdinAction::Play { cards }));
                    true
                }
                Err(e) => {
                    state.dispatch(Msg::Notice(capitalise(&w::play_error(&e))));
                    false
                }
            }
        })
    };
    let tracker = Tracker {
        ghost: ghost.clone(),
        slot,
        dragging: dragging.clone(),
    };
    let on_down = {
        let state = state.clone();
        let tracker = tracker.clone();
        let attempt = attempt.clone();
        Callback::from(move |(card, e): (Card, PointerEvent)| {
            hand_press(&state, &latest, &tracker, &attempt, card, e)
        })
    };
    let on_take_down = {
        let state = state.clone();
        Callback::from(move |(card, e): (Card, PointerEvent)| take_press(&state, &tracker, card, e))
    };
    CardDrags {
        ghost,
        dragging: *dragging,
        attempt,
        on_down,
        on_take_down,
    }
}

/// A press on the hand's `card`.
fn hand_press(
    state: &UseReducerHandle<OdinTable>,
    latest: &Latest,
    tracker: &Tracker,
    attempt: &Callback<CardSet, bool>,
    card: Card,
    e: PointerEvent,
) {
    let s = latest.borrow().clone();
    if !s.hand_visible() || s.game.phase() == Phase::Take {
        return;
    }
    // A drag carries the chosen cards, plus the pressed one (read when the drag starts, so
    // a tap just before it has been counted). A refused drop puts the choice back as it was.
    let carried = Rc::new(Cell::new((CardSet::EMPTY, CardSet::EMPTY)));
    let what: Rc<dyn Fn() -> Dragging> = {
        let state = state.clone();
        let latest = latest.clone();
        let carried = carried.clone();
        Rc::new(move || {
            let before = latest.borrow().ui.selected;
            let mut group = before;
            group.insert(card);
            carried.set((before, group));
            state.dispatch(Msg::Ui(UiMsg::Select(group)));
            Dragging::Play(group)
        })
    };
    let on_tap: Rc<dyn Fn()> = {
        let state = state.clone();
        Rc::new(move || state.dispatch(Msg::Ui(UiMsg::Toggle(card))))
    };
    let on_drop: Rc<dyn Fn(f64, f64) -> bool> = {
        let attempt = attempt.clone();
        let state = state.clone();
        Rc::new(move |x, y| {
            let (before, group) = carried.get();
            let ok = drag::over(x, y, "[data-drop=middle]") && attempt.emit(group);
            if !ok {
                state.dispatch(Msg::Ui(UiMsg::Select(before)));
            }
            ok
        })
    };
    tracker.track(e, ".hand-card", what, on_tap, on_drop);
}

/// A press on the beaten set's `card`.
fn take_press(state: &UseReducerHandle<OdinTable>, tracker: &Tracker, card: Card, e: PointerEvent) {
    let take: Rc<dyn Fn()> = {
        let state = state.clone();
        Rc::new(move || state.dispatch(Msg::Apply(OdinAction::Take { card })))
    };
    let what: Rc<dyn Fn() -> Dragging> = Rc::new(move || Dragging::Take(card));
    let on_drop: Rc<dyn Fn(f64, f64) -> bool> = {
        let take = take.clone();
        Rc::new(move |x, y| {
            let ok = drag::over(x, y, "[data-drop=hand]");
            if ok {
                take();
            }
            ok
        })
    };
    tracker.track(e, ".take-card", what, take, on_drop);
}

/// Where presses are tracked: the ghost, the press in progress, what is being dragged.
#[derive(Clone)]
struct Tracker {
    ghost: NodeRef,
    slot: DragSlot,
    dragging: UseStateHandle<Option<Dragging>>,
}

impl Tracker {
    /// Starts tracking a press on a card (the closest `selector` under the pointer): a tap
    /// calls `on_tap`; a drag shows the ghost with `what` and, on release, calls
    /// `on_drop(x, y)`, which says whether the drop was taken.
    fn track(
        &self,
        e: PointerEvent,
        selector: &str,
        what: Rc<dyn Fn() -> Dragging>,
        on_tap: Rc<dyn Fn()>,
        on_drop: Rc<dyn Fn(f64, f64) -> bool>,
    ) {
        let on_start = {
            let dragging = self.dragging.clone();
            Box::new(move || dragging.set(Some(what())))
        };
        let on_end = {
            let dragging = self.dragging.clone();
            drag::tap_or_drop(
                move || on_tap(),
                move || dragging.set(None),
                move |x, y| on_drop(x, y),
            )
        };
        let press = drag::Press {
            on_start,
            on_move: Box::new(|_, _| {}),
            on_end,
            lift: false,
        };
        drag::track(&e, selector, &self.slot, &self.ghost, None, press);
    }
}

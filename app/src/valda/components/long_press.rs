//! [`use_long_press`]: a finger (or a mouse button) held still on any card of the play
//! screen for [`HOLD_MS`] — in the hand, the open cards, the cards to choose from, the
//! attack — asks for that card to be read in full ([`super::reader::card_reader`]); so does
//! the context menu (a right click, or the browser's own long-press menu, which is kept
//! from opening). The tap that ends a long press chooses nothing: [`fired`] tells the
//! card's tap handler to let it go.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions, EventListenerPhase};
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use web_sys::{Element, PointerEvent};
use yew::prelude::*;

use skald::valda::CardId;

/// How long a press must be held, in ms.
pub const HOLD_MS: u32 = 500;
/// How far (CSS px) a held press may wander and still count as held.
const STILL_PX: f64 = 10.0;

thread_local!(static FIRED: Cell<bool> = const { Cell::new(false) });

/// Whether the press that is ending opened the reader (the card's tap then does nothing).
pub fn fired() -> bool {
    FIRED.with(Cell::get)
}

/// The card (`data-card`) of a card element of the play screen under the event's target.
fn card_at(e: &web_sys::Event) -> Option<CardId> {
    let el = e.target()?.dyn_into::<Element>().ok()?;
    let card = el.closest(".vplay [data-card]").ok()??;
    if card.closest(".vreader").ok()?.is_some() {
        return None;
    }
    card.get_attribute("data-card")?.parse().ok()
}

/// A press being held.
struct Held {
    pointer: i32,
    start: (f64, f64),
    _timer: Timeout,
}

/// Calls `on_read` with a card held still, or whose context menu was asked for, for as
/// long as the calling component is mounted.
#[hook]
pub fn use_long_press(on_read: Callback<CardId>) {
    use_effect_with((), move |_| {
        let held: Rc<RefCell<Option<Held>>> = Rc::default();
        let window = gloo::utils::window();
        let capture = EventListenerOptions {
            phase: EventListenerPhase::Capture,
            passive: false,
        };
        let down = {
            let (held, on_read) = (held.clone(), on_read.clone());
            EventListener::new_with_options(&window, "pointerdown", capture, move |e| {
                FIRED.with(|f| f.set(false));
                let p = e.unchecked_ref::<PointerEvent>();
                *held.borrow_mut() = card_at(e).filter(|_| p.is_primary()).map(|card| {
                    let on_read = on_read.clone();
                    Held {
                        pointer: p.pointer_id(),
                        start: (p.client_x() as f64, p.client_y() as f64),
                        _timer: Timeout::new(HOLD_MS, move || {
                            FIRED.with(|f| f.set(true));
                            on_read.emit(card);
                        }),
                    }
                });
            })
        };
        let moved = {
            let held = held.clone();
            EventListener::new_with_options(&window, "pointermove", capture, move |e| {
                let p = e.unchecked_ref::<PointerEvent>();
                let mut h = held.borrow_mut();
                if let Some(x) = h.as_ref().filter(|x| x.pointer == p.pointer_id()) {
                    let d = ((p.client_x() as f64 - x.start.0).powi(2)
                        + (p.client_y() as f64 - x.start.1).powi(2))
                    .sqrt();
                    if d > STILL_PX {
                        *h = None;
                    }
                }
            })
        };
        let ends: Vec<EventListener> = ["pointerup", "pointercancel"]
            .into_iter()
            .map(|name| {
                let held = held.clone();
                EventListener::new_with_options(&window, name, capture, move |_| {
                    held.borrow_mut().take();
                })
            })
            .collect();
        let menu = {
            let held = held.clone();
            EventListener::new_with_options(&window, "contextmenu", capture, move |e| {
                let Some(card) = card_at(e) else { return };
                e.prevent_default();
                held.borrow_mut().take();
                if !fired() {
                    FIRED.with(|f| f.set(true));
                    on_read.emit(card);
                }
            })
        };
        move || drop((down, moved, ends, menu))
    });
}

//! Dragging pieces with Pointer Events (mouse, pen, touch), shared by the games.
//!
//! The dragged piece (a "ghost") follows the pointer through direct style writes on a
//! `NodeRef`, with no Yew state change per pointer move. The pointer is captured on the
//! pressed element itself (Yew listens at the root, so `current_target` would be the root).
//! A press becomes a drag once it has moved [`DRAG_THRESHOLD`]; otherwise it is a tap.
//! A game says what a press means through a [`Press`]; [`track`] does the rest.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, PointerEvent};
use yew::NodeRef;

/// Movement (CSS px) after which a press becomes a drag rather than a tap.
pub const DRAG_THRESHOLD: f64 = 6.0;

/// How far above a finger a dragged piece rides when the press asks for it
/// ([`Press::lift`]), as a share of its height: on a board of small cells a fingertip
/// would otherwise hide both the piece and the cell under it. The drop point is then the
/// piece's centre, so the piece lands where the player sees it. Mouse and pen drags hold
/// the piece under the pointer; so do drags onto large targets along the screen's edge
/// (an Odin card taken into the hand), which a lifted piece could not reach.
pub const TOUCH_LIFT: f64 = 0.9;

/// One press (and drag) in progress.
pub struct Drag {
    /// Tells this press from the next one: old listeners are dropped a tick late, and a
    /// quick second tap must not be taken for the first.
    pub id: u64,
    pub pointer_id: i32,
    pub start: (f64, f64),
    pub started: bool,
    /// Centre of the pressed element, where a refused drag flies back to.
    pub home: (f64, f64),
    pub listeners: Vec<EventListener>,
}

/// Where a page keeps its press in progress (`use_mut_ref(|| None)`).
pub type DragSlot = Rc<RefCell<Option<Drag>>>;

/// A fresh [`Drag::id`].
pub fn next_id() -> u64 {
    thread_local!(static NEXT: std::cell::Cell<u64> = const { std::cell::Cell::new(1) });
    NEXT.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    })
}

pub fn distance(a: (f64, f64), b: (f64, f64)) -> f64 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

/// The ghost of a drag: its element, its size and where it flies back to.
#[derive(Clone)]
pub struct Ghost {
    el: HtmlElement,
    /// Side of a square ghost in CSS px, or `None` to measure the element.
    size: Option<f64>,
    home: (f64, f64),
}

impl Ghost {
    fn dims(&self) -> (f64, f64) {
        match self.size {
            Some(s) => (s, s),
            None => (
                self.el.offset_width() as f64,
                self.el.offset_height() as f64,
            ),
        }
    }

    /// Puts the ghost's centre at a client point.
    pub fn move_to(&self, x: f64, y: f64) {
        let (w, h) = self.dims();
        let _ = self.el.style().set_property(
            "transform",
            &format!(
                "translate3d({}px, {}px, 0)",
                crate::num::fixed(x - w / 2.0, 1),
                crate::num::fixed(y - h / 2.0, 1)
            ),
        );
    }

    /// How far above the pointer the ghost rides (see [`TOUCH_LIFT`]).
    fn lift(&self, lifted: bool) -> f64 {
        if lifted {
            self.dims().1 * TOUCH_LIFT
        } else {
            0.0
        }
    }

    fn show(&self, on: bool) {
        let style = self.el.style();
        let _ = style.set_property("transition", "none");
        if let (true, Some(s)) = (on, self.size) {
            let _ = style.set_property("width", &format!("{}px", crate::num::fixed(s, 0)));
            let _ = style.set_property("height", &format!("{}px", crate::num::fixed(s, 0)));
        }
        let _ = style.set_property("visibility", if on { "visible" } else { "hidden" });
    }

    /// Hides the ghost at once (a drop that was taken).
    pub fn hide(&self) {
        self.show(false);
    }

    /// Flies the ghost back to where it came from (a refused drop), then hides it.
    pub fn fly_back(&self) {
        let _ = self
            .el
            .style()
            .set_property("transition", "transform var(--speed) ease-out");
        self.move_to(self.home.0, self.home.1);
        let g = self.el.clone();
        gloo::timers::callback::Timeout::new(260, move || {
            let _ = g.style().set_property("visibility", "hidden");
            let _ = g.style().set_property("transition", "none");
        })
        .forget();
    }
}

/// How a press ended.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum End {
    /// Released before it moved [`DRAG_THRESHOLD`].
    Tap,
    /// Cancelled by the browser (`pointercancel`), as a tap or as a drag.
    Cancel { started: bool },
    /// A drag released: where the piece is (client point), and where the finger or
    /// pointer is (the same unless the piece rides above a finger, see [`TOUCH_LIFT`]).
    Drop { x: f64, y: f64, finger: (f64, f64) },
}

/// What a press means to a game.
pub struct Press {
    /// The press became a drag (the ghost is shown).
    pub on_start: Box<dyn Fn()>,
    /// The dragged ghost moved to a client point.
    pub on_move: Box<dyn Fn(f64, f64)>,
    /// The press ended; the game hides the ghost or flies it back as it sees fit.
    pub on_end: OnEnd,
    /// Carry the piece above a finger (see [`TOUCH_LIFT`]).
    pub lift: bool,
}

/// See [`Press::on_end`].
pub type OnEnd = Box<dyn Fn(End, &Ghost)>;

/// The usual end of a press on a piece: a tap calls `on_tap`; a drag that ends (dropped or
/// cancelled by the browser) first calls `on_settle` (to clear the "dragging" state), then
/// hides the ghost if `on_drop(x, y)` took the drop, and flies it back otherwise.
pub fn tap_or_drop(
    on_tap: impl Fn() + 'static,
    on_settle: impl Fn() + 'static,
    on_drop: impl Fn(f64, f64) -> bool + 'static,
) -> OnEnd {
    Box::new(move |end: End, g: &Ghost| match end {
        End::Tap => on_tap(),
        End::Cancel { started: false } => {}
        End::Cancel { started: true } => {
            on_settle();
            g.fly_back();
        }
        End::Drop { x, y, .. } => {
            on_settle();
            if on_drop(x, y) {
                g.hide();
            } else {
                g.fly_back();
            }
        }
    })
}

/// Client coordinates of a pointer event.
pub fn client(e: &PointerEvent) -> (f64, f64) {
    (e.client_x() as f64, e.client_y() as f64)
}

/// The element (or its ancestor) under a client point matching `selector`. The ghost
/// ignores pointer events, so it is never the element found.
pub fn element_at(x: f64, y: f64, selector: &str) -> Option<web_sys::Element> {
    gloo::utils::document()
        .element_from_point(x as f32, y as f32)
        .and_then(|e| e.closest(selector).ok().flatten())
}

/// Whether the point is over an element (or inside one) matching `selector`.
pub fn over(x: f64, y: f64, selector: &str) -> bool {
    element_at(x, y, selector).is_some()
}

/// Drops the listeners outside of their own callbacks.
pub fn release(listeners: Vec<EventListener>) {
    gloo::timers::callback::Timeout::new(0, move || drop(listeners)).forget();
}

/// The pressed element: the closest ancestor of the event's target matching `selector`.
pub fn pressed(e: &PointerEvent, selector: &str) -> Option<HtmlElement> {
    e.target()
        .as_ref()
        .and_then(|t| t.dyn_ref::<web_sys::Element>())
        .and_then(|el| el.closest(selector).ok().flatten())
        .and_then(|el| el.dyn_into::<HtmlElement>().ok())
}

/// Starts tracking a primary press on the element matching `selector` under the event's
/// target: captures the pointer, replaces any press left in `slot`, and calls the
/// [`Press`] callbacks as the press turns into a tap or a drag of `ghost`. `ghost_size` is
/// the side of a square ghost in CSS px, or `None` to measure it.
pub fn track(
    e: &PointerEvent,
    selector: &str,
    slot: &DragSlot,
    ghost: &NodeRef,
    ghost_size: Option<f64>,
    press: Press,
) {
    if !e.is_primary() || e.button() > 0 {
        return;
    }
    e.prevent_default();
    let Some(el) = pressed(e, selector) else {
        return;
    };
    let r = el.get_bounding_client_rect();
    let home = (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0);
    let _ = el.set_pointer_capture(e.pointer_id());
    if let Some(old) = slot.borrow_mut().take() {
        release(old.listeners);
    }
    let pid = e.pointer_id();
    // Whether this press carries its piece above a finger (see [`TOUCH_LIFT`]).
    let lifted = press.lift && e.pointer_type() == "touch";
    let id = next_id();
    let press = Rc::new(press);
    let ghost_of = {
        let ghost = ghost.clone();
        move || {
            ghost.cast::<HtmlElement>().map(|el| Ghost {
                el,
                size: ghost_size,
                home,
            })
        }
    };
    let mut listeners = Vec::new();
    {
        let slot = slot.clone();
        let press = press.clone();
        let ghost_of = ghost_of.clone();
        listeners.push(EventListener::new(
            &gloo::utils::window(),
            "pointermove",
            move |ev| {
                let ev = ev.unchecked_ref::<PointerEvent>();
                if ev.pointer_id() != pid {
                    return;
                }
                let p = client(ev);
                let mut guard = slot.borrow_mut();
                let Some(d) = guard.as_mut().filter(|d| d.id == id) else {
                    return;
                };
                let Some(g) = ghost_of() else {
                    return;
                };
                let starts = !d.started;
                if starts {
                    if distance(p, d.start) < DRAG_THRESHOLD {
                        return;
                    }
                    d.started = true;
                }
                drop(guard);
                let p = (p.0, p.1 - g.lift(lifted));
                if starts {
                    g.show(true);
                    g.move_to(p.0, p.1);
                    (press.on_start)();
                }
                g.move_to(p.0, p.1);
                (press.on_move)(p.0, p.1);
            },
        ));
    }
    for name in ["pointerup", "pointercancel"] {
        let slot = slot.clone();
        let press = press.clone();
        let ghost_of = ghost_of.clone();
        listeners.push(EventListener::new(
            &gloo::utils::window(),
            name,
            move |ev| {
                let ev = ev.unchecked_ref::<PointerEvent>();
                if ev.pointer_id() != pid {
                    return;
                }
                if slot.borrow().as_ref().is_none_or(|d| d.id != id) {
                    return;
                }
                let Some(d) = slot.borrow_mut().take() else {
                    return;
                };
                release(d.listeners);
                let Some(g) = ghost_of() else {
                    return;
                };
                let end = if ev.type_() != "pointerup" {
                    End::Cancel { started: d.started }
                } else if d.started {
                    let p = client(ev);
                    End::Drop {
                        x: p.0,
                        y: p.1 - g.lift(lifted),
                        finger: p,
                    }
                } else {
                    End::Tap
                };
                (press.on_end)(end, &g);
            },
        ));
    }
    *slot.borrow_mut() = Some(Drag {
        id,
        pointer_id: pid,
        start: client(e),
        started: false,
        home,
        listeners,
    });
}

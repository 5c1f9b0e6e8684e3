//! Dragging cards with Pointer Events (mouse, pen, touch): the dragged cards (a "ghost")
//! follow the pointer through direct style writes on a `NodeRef`, with no Yew state change
//! per pointer move. The pointer is captured on the pressed element itself (Yew listens at
//! the root, so `current_target` would be the root).

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, PointerEvent};

/// Movement (CSS px) after which a press becomes a drag rather than a tap.
pub const DRAG_THRESHOLD: f64 = 6.0;

/// One drag in progress.
pub struct Drag {
    /// Tells this press from the next one: old listeners are dropped a tick late, and a
    /// quick second tap must not be taken for the first.
    pub id: u64,
    pub pointer_id: i32,
    pub start: (f64, f64),
    pub started: bool,
    /// Where a refused drag flies back to.
    pub home: (f64, f64),
    pub listeners: Vec<EventListener>,
}

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

/// Puts the ghost's centre at a client point.
pub fn move_ghost(ghost: &HtmlElement, x: f64, y: f64) {
    let w = ghost.offset_width() as f64;
    let h = ghost.offset_height() as f64;
    let _ = ghost.style().set_property(
        "transform",
        &format!("translate3d({:.1}px, {:.1}px, 0)", x - w / 2.0, y - h / 2.0),
    );
}

pub fn show_ghost(ghost: &HtmlElement, on: bool) {
    let style = ghost.style();
    let _ = style.set_property("transition", "none");
    let _ = style.set_property("visibility", if on { "visible" } else { "hidden" });
}

/// Flies the ghost back to where it came from (a refused drop), then hides it.
pub fn snap_back(ghost: &HtmlElement, home: (f64, f64)) {
    let _ = ghost
        .style()
        .set_property("transition", "transform var(--speed) ease-out");
    move_ghost(ghost, home.0, home.1);
    let g = ghost.clone();
    gloo::timers::callback::Timeout::new(260, move || {
        let _ = g.style().set_property("visibility", "hidden");
        let _ = g.style().set_property("transition", "none");
    })
    .forget();
}

/// Client coordinates of a pointer event.
pub fn client(e: &PointerEvent) -> (f64, f64) {
    (e.client_x() as f64, e.client_y() as f64)
}

/// Whether the point is over an element (or inside one) matching `selector`. The ghost
/// ignores pointer events, so it is never the element found.
pub fn over(x: f64, y: f64, selector: &str) -> bool {
    gloo::utils::document()
        .element_from_point(x as f32, y as f32)
        .and_then(|e| e.closest(selector).ok().flatten())
        .is_some()
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

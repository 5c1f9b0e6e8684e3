//! Dragging a tile from the hand with Pointer Events (mouse, pen, touch).
//!
//! The dragged tile (a "ghost") follows the pointer through direct style writes on a
//! `NodeRef`: no Yew state changes per pointer move. State changes only when the drag
//! starts (to show the legal cells), when the pointer enters another cell (for the score
//! preview), and on drop.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, PointerEvent};

/// Movement (CSS px) after which a press becomes a drag rather than a tap.
pub const DRAG_THRESHOLD: f64 = 6.0;

/// One drag in progress.
pub struct Drag {
    pub pointer_id: i32,
    pub start: (f64, f64),
    pub started: bool,
    /// Centre of the tile in the hand, where a refused tile flies back to.
    pub home: (f64, f64),
    pub listeners: Vec<EventListener>,
}

pub type DragSlot = Rc<RefCell<Option<Drag>>>;

pub fn distance(a: (f64, f64), b: (f64, f64)) -> f64 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

/// Size of the ghost in CSS px.
pub const GHOST: f64 = 84.0;

/// Puts the ghost's centre at a client point.
pub fn move_ghost(ghost: &HtmlElement, x: f64, y: f64) {
    let style = ghost.style();
    let _ = style.set_property(
        "transform",
        &format!(
            "translate3d({:.1}px, {:.1}px, 0)",
            x - GHOST / 2.0,
            y - GHOST / 2.0
        ),
    );
}

pub fn show_ghost(ghost: &HtmlElement, on: bool) {
    let style = ghost.style();
    let _ = style.set_property("transition", "none");
    let _ = style.set_property("visibility", if on { "visible" } else { "hidden" });
}

/// Flies the ghost back to the hand (an illegal drop), then hides it.
pub fn snap_back(ghost: &HtmlElement, home: (f64, f64)) {
    let style = ghost.style();
    let _ = style.set_property("transition", "transform var(--speed) ease-out");
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

/// The element (or its ancestor) under a client point matching `selector`.
pub fn element_at(x: f64, y: f64, selector: &str) -> Option<web_sys::Element> {
    gloo::utils::document()
        .element_from_point(x as f32, y as f32)
        .and_then(|e| e.closest(selector).ok().flatten())
}

/// Drops the listeners outside of their own callbacks.
pub fn release(listeners: Vec<EventListener>) {
    gloo::timers::callback::Timeout::new(0, move || drop(listeners)).forget();
}

pub fn as_html(e: &web_sys::EventTarget) -> Option<HtmlElement> {
    e.dyn_ref::<web_sys::Element>()
        .and_then(|el| el.closest(".hand-tile").ok().flatten())
        .and_then(|el| el.dyn_into::<HtmlElement>().ok())
}

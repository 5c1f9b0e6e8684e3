//! Moving focus for the players without showing a focus ring to those who play by touch.
//!
//! Screens that appear between turns (the hand-off, then the revealed hand) move focus so
//! keyboard and screen-reader users carry on where play goes on. A focus ring drawn there
//! after a tap is noise on a tablet, so the ring is shown only when the player's last
//! input was a key. [`watch_input`] (called once at start-up) remembers which it was.

use std::cell::Cell;

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{Element, FocusOptions, HtmlElement, SvgElement};

thread_local! {
    static LAST_WAS_KEY: Cell<bool> = const { Cell::new(false) };
}

/// Starts remembering whether the last input was a key or a pointer, for the life of
/// the page.
pub fn watch_input() {
    let window = gloo::utils::window();
    let opts = EventListenerOptions::run_in_capture_phase();
    for (event, key) in [("keydown", true), ("pointerdown", false)] {
        EventListener::new_with_options(&window, event, opts, move |_| {
            LAST_WAS_KEY.with(|k| k.set(key));
        })
        .forget();
    }
}

/// Whether the last input was a key (so a moved focus should show its ring).
pub fn last_input_was_key() -> bool {
    LAST_WAS_KEY.with(Cell::get)
}

/// Focuses `el`, with a visible ring only after keyboard input.
pub fn focus(el: &HtmlElement) {
    let opts = FocusOptions::new();
    opts.set_focus_visible(last_input_was_key());
    let _ = el.focus_with_options(&opts);
}

/// Focuses an HTML or SVG element (the Völuspá board is an `<svg>`), with a visible ring
/// only after keyboard input; the page does not scroll to it.
pub fn focus_element(el: &Element) {
    let opts = FocusOptions::new();
    opts.set_focus_visible(last_input_was_key());
    opts.set_prevent_scroll(true);
    if let Some(h) = el.dyn_ref::<HtmlElement>() {
        let _ = h.focus_with_options(&opts);
    } else if let Some(s) = el.dyn_ref::<SvgElement>() {
        let _ = s.focus_with_options(&opts);
    }
}

/// Focuses the first element matching `selector`, if any.
pub fn focus_selector(selector: &str) {
    let found = gloo::utils::document()
        .query_selector(selector)
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<HtmlElement>().ok());
    if let Some(el) = found {
        focus(&el);
    }
}

/// Focuses the first element matching `selector` inside `within` if nothing has focus
/// any more: the focused control went away (or was disabled) with the move that just
/// happened. Keyboard and screen-reader players then carry on where play goes on; a ring
/// shows only after keyboard input.
pub fn focus_if_lost(within: &Element, selector: &str) {
    let doc = gloo::utils::document();
    let lost = match doc.active_element() {
        None => true,
        Some(a) => {
            doc.body().is_none_or(|b| a.is_same_node(Some(&b))) || a.has_attribute("disabled")
        }
    };
    if lost {
        if let Ok(Some(el)) = within.query_selector(selector) {
            focus_element(&el);
        }
    }
}

//! One guard against stale clicks for every play screen.
//!
//! A tap is `pointerdown … pointerup`, then, a moment later, the browser's compatibility
//! `click` where the finger was. When the screen changes between the finger going down and
//! that `click` — a computer's move or a hand-off changed the position, or a tap on
//! `pointerup` (a Valda card chosen, a Völuspá tile placed) put new controls there — the
//! `click` lands on a control the player never saw under their finger ("End the game
//! phase" slid under a finger was pressed). [`use_stale_click_guard`] swallows a pointer
//! `click` whose press started before the last change ([`mark_changed`]); the next press,
//! made on what is shown now, counts. A keyboard's click (`detail` 0) is never swallowed.
//! The listeners sit on `window` in the capture phase, ahead of Yew's own on the app root,
//! so the guard covers every control of the screen, present and future.

use std::cell::Cell;

use gloo::events::{EventListener, EventListenerOptions, EventListenerPhase};
use wasm_bindgen::JsCast;
use web_sys::MouseEvent;
use yew::prelude::*;

thread_local! {
    /// When the last pointer went down (ms, `performance.now()`).
    static DOWN_AT: Cell<f64> = const { Cell::new(0.0) };
    /// When the screen last changed under the player's fingers.
    static CHANGED_AT: Cell<f64> = const { Cell::new(0.0) };
}

/// The screen changed now: a pointer `click` of a press that started before is stale.
pub fn mark_changed() {
    let now = gloo::utils::window().performance().map_or(0.0, |p| p.now());
    CHANGED_AT.with(|c| c.set(now));
}

/// Whether a pointer click whose press went down at `down` is stale, the screen having
/// last changed at `changed`.
fn stale(down: f64, changed: f64) -> bool {
    changed > down
}

/// Guards the play screen while the calling component is mounted; the screen changes
/// whenever `position` does (the table's serial and who holds the device).
#[hook]
pub fn use_stale_click_guard<T: PartialEq + 'static>(position: T) {
    use_effect_with(position, |_| mark_changed());
    use_effect_with((), |_| {
        let capture = EventListenerOptions {
            phase: EventListenerPhase::Capture,
            passive: false,
        };
        let window = gloo::utils::window();
        let on_down = EventListener::new_with_options(&window, "pointerdown", capture, |e| {
            DOWN_AT.with(|d| d.set(e.time_stamp()));
        });
        let on_click = EventListener::new_with_options(&window, "click", capture, |e| {
            let Some(m) = e.dyn_ref::<MouseEvent>() else {
                return;
            };
            if m.detail() > 0 && stale(DOWN_AT.with(Cell::get), CHANGED_AT.with(Cell::get)) {
                e.prevent_default();
                e.stop_immediate_propagation();
            }
        });
        move || drop((on_down, on_click))
    });
}

#[cfg(test)]
mod tests {
    use super::stale;

    #[test]
    fn a_press_counts_only_if_it_started_after_the_last_change() {
        assert!(stale(100.0, 150.0), "pressed, then the screen changed");
        assert!(!stale(200.0, 150.0), "pressed on what is shown now");
    }
}

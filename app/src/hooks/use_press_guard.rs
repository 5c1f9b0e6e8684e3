//! Overlays that appear under a finger must not be answered by the press that made them
//! appear.
//!
//! On a touch screen a tap is `pointerdown … pointerup`, then, a moment later, the
//! browser's compatibility `click` at the same spot. When the `pointerup` applies a move
//! (a Völuspá tile tapped onto a cell, an Odin card tapped to take), the next screen — a
//! hand-off, a hand's end, the end of the game — is rendered before that `click` arrives,
//! and the `click` lands on whatever now sits under the finger: the next player's hand
//! was revealed to the player who had just moved. A held Enter key does the same through
//! key repeat.
//!
//! [`use_press_guard`] makes an overlay accept only presses that *start* while it is
//! shown: a pointer click counts only if its `pointerdown` was seen after the overlay
//! appeared, and a keyboard click (`detail == 0`) only if it does not come from a held,
//! repeating key. Everything else (with the stale press's `mousedown`, which would move
//! focus off the overlay's button) is swallowed before any handler sees it (the listeners
//! sit on `window` in the capture phase, ahead of Yew's own listeners on the app root),
//! so the guard covers every button and link inside the overlay, present and future.

use std::cell::Cell;
use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions, EventListenerPhase};
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent, MouseEvent, Node};
use yew::prelude::*;

/// What the guard has seen since the overlay appeared.
#[derive(Default)]
struct Seen {
    /// A pointer went down inside the overlay after it appeared, and no click used it yet.
    fresh_pointer: Cell<bool>,
    /// The last key pressed inside the overlay was a repeat of a key held from before.
    held_key: Cell<bool>,
}

/// Whether `event` happened inside the element of `node`.
fn inside(node: &NodeRef, event: &web_sys::Event) -> bool {
    let (Some(root), Some(target)) = (
        node.cast::<Element>(),
        event.target().and_then(|t| t.dyn_into::<Node>().ok()),
    ) else {
        return false;
    };
    root.contains(Some(&target))
}

/// Guards the overlay rendered into `node` (its outermost element) for as long as the
/// calling component is mounted. See the module documentation.
#[hook]
pub fn use_press_guard(node: NodeRef) {
    use_effect_with((), move |_| {
        let seen = Rc::new(Seen::default());
        let capture = EventListenerOptions {
            phase: EventListenerPhase::Capture,
            passive: false,
        };
        let window = gloo::utils::window();
        let on_down = {
            let (node, seen) = (node.clone(), seen.clone());
            EventListener::new_with_options(&window, "pointerdown", capture, move |e| {
                if inside(&node, e) {
                    seen.fresh_pointer.set(true);
                }
            })
        };
        let on_key = {
            let (node, seen) = (node.clone(), seen.clone());
            EventListener::new_with_options(&window, "keydown", capture, move |e| {
                if inside(&node, e) {
                    if let Some(k) = e.dyn_ref::<KeyboardEvent>() {
                        seen.held_key.set(k.repeat());
                    }
                }
            })
        };
        // The compatibility mousedown of the stale press: it would move focus away from
        // the overlay's button (to the page's body, under a backdrop).
        let on_mouse_down = {
            let (node, seen) = (node.clone(), seen.clone());
            EventListener::new_with_options(&window, "mousedown", capture, move |e| {
                if inside(&node, e) && !seen.fresh_pointer.get() {
                    e.prevent_default();
                    e.stop_immediate_propagation();
                }
            })
        };
        let on_click = EventListener::new_with_options(&window, "click", capture, move |e| {
            if !inside(&node, e) {
                return;
            }
            let from_pointer = e.dyn_ref::<MouseEvent>().is_some_and(|m| m.detail() > 0);
            let accepted = if from_pointer {
                seen.fresh_pointer.replace(false)
            } else {
                !seen.held_key.get()
            };
            if !accepted {
                e.prevent_default();
                e.stop_immediate_propagation();
            }
        });
        move || drop((on_down, on_key, on_mouse_down, on_click))
    });
}

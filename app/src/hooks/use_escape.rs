//! Escape anywhere in the document, while a component is mounted.

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Calls `on_escape` whenever Escape is pressed, for as long as the component is mounted
/// (the first render's `on_escape` is kept).
#[hook]
pub fn use_escape<F>(on_escape: F)
where
    F: Fn() + 'static,
{
    use_effect_with((), move |_| {
        let l = EventListener::new(&gloo::utils::document(), "keydown", move |e| {
            let e = e.unchecked_ref::<web_sys::KeyboardEvent>();
            if e.key() == "Escape" {
                on_escape();
            }
        });
        move || drop(l)
    });
}

//! Keeping saved games: the browser is asked to keep this site's storage
//! (`navigator.storage.persist()`) once a game has been saved, and what it answered is
//! remembered, so that a game's start page can say — once — that this browser may clear
//! saved games after some days unused (Safari does, for a site in a tab) and offer the export.

use std::cell::Cell;

use gloo::storage::{LocalStorage, Storage};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// What the browser answered: `kept`, or `may-clear`.
const ANSWER: &str = "skald.storage";
/// Set once the players were told that saves may be cleared.
const TOLD: &str = "skald.storage.told";

thread_local! {
    static ASKED: Cell<bool> = const { Cell::new(false) };
}

/// Asks the browser to keep this site's storage, once per page load (call it after a game
/// was saved); does nothing where the browser has no such question.
pub fn ask_to_keep() {
    if ASKED.with(|a| a.replace(true)) {
        return;
    }
    let get = |on: &JsValue, key: &str| js_sys::Reflect::get(on, &JsValue::from_str(key)).ok();
    let navigator: JsValue = gloo::utils::window().navigator().into();
    let Some(storage) = get(&navigator, "storage").filter(|s| s.is_object()) else {
        return;
    };
    let Some(persist) =
        get(&storage, "persist").and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    else {
        return;
    };
    let Some(promise) = persist
        .call0(&storage)
        .ok()
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok())
    else {
        return;
    };
    let answered = Closure::once(move |kept: JsValue| {
        let answer = if kept.as_bool() == Some(true) {
            "kept"
        } else {
            "may-clear"
        };
        let _ = LocalStorage::raw().set_item(ANSWER, answer);
    });
    let _ = promise.then(&answered);
    answered.forget();
}

/// Whether the browser said it may clear saved games and the players were not told yet.
pub fn untold_may_clear() -> bool {
    let raw = LocalStorage::raw();
    raw.get_item(ANSWER).ok().flatten().as_deref() == Some("may-clear")
        && raw.get_item(TOLD).ok().flatten().is_none()
}

/// Remembers that the players were told.
pub fn told() {
    let _ = LocalStorage::raw().set_item(TOLD, "1");
}

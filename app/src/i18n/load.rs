//! Getting the words of a language from the page's loader (`index.html`), which fetches a
//! build's words files beside its wasm, in the language it chose, and another language's
//! when asked:
//!
//! - `window.skaldLang`: the language the loader chose for this build (from the URL, the
//!   player's choice, the browser);
//! - `window.skaldText[lang][file]`: the words it holds for the running build;
//! - `window.skaldFetchWords(lang)`: fetches them in `lang`, then sends the window event
//!   `skald-words`, whether they came or not.
//!
//! Plain globals and an event rather than promises: a wasm-bindgen closure for a promise
//! costs about 2 KB of wasm in every build, and the app already listens to window events.

use std::cell::RefCell;

use gloo::events::EventListener;
use wasm_bindgen::{JsCast, JsValue};

use super::lang::Lang;
use super::words;

/// What the app does once the loader has fetched words: the language it asked for, and
/// what to do with whether its words are installed now.
type Waiting = (Lang, Box<dyn FnOnce(bool)>);

thread_local! {
    static WAITING: RefCell<Option<Waiting>> = const { RefCell::new(None) };
    static LISTENER: RefCell<Option<EventListener>> = const { RefCell::new(None) };
}

/// A property of `window`.
fn global(name: &str) -> JsValue {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str(name)).ok())
        .unwrap_or_default()
}

/// The language the page's loader chose for this build, or English.
pub(crate) fn chosen() -> Lang {
    global("skaldLang")
        .as_string()
        .and_then(|code| Lang::from_code(&code))
        .unwrap_or_default()
}

/// Whether the words of `lang` are installed, installing them first from what the loader
/// holds if need be: `Some(true)` if they are, `Some(false)` if the loader holds words
/// that do not read, `None` if it holds none.
fn installs(lang: Lang) -> Option<bool> {
    if words::installed(lang) {
        return Some(true);
    }
    let files = js_sys::Reflect::get(&global("skaldText"), &JsValue::from_str(lang.code()))
        .unwrap_or_default();
    if !files.is_object() {
        return None;
    }
    let result = words::install(lang, |name| {
        js_sys::Reflect::get(&files, &JsValue::from_str(name))
            .ok()?
            .as_string()
    });
    if let Err(e) = result {
        gloo::console::warn!("Skald: words not installed:", lang.code(), e);
    }
    Some(result.is_ok())
}

/// Makes sure the words of `lang` are installed, then calls `done` with whether they are:
/// at once if the loader holds them, else after it fetched them.
pub(crate) fn load(lang: Lang, done: Box<dyn FnOnce(bool)>) {
    if let Some(ok) = installs(lang) {
        return done(ok);
    }
    let asked = global("skaldFetchWords")
        .dyn_into::<js_sys::Function>()
        .is_ok_and(|f| {
            f.call1(&JsValue::NULL, &JsValue::from_str(lang.code()))
                .is_ok()
        });
    if !asked {
        return done(false);
    }
    // A later request replaces an earlier one still under way (the player switched twice).
    WAITING.with(|w| *w.borrow_mut() = Some((lang, done)));
    LISTENER.with(|l| {
        l.borrow_mut().get_or_insert_with(|| {
            EventListener::new(&gloo::utils::window(), "skald-words", |_| {
                if let Some((lang, done)) = WAITING.with(|w| w.borrow_mut().take()) {
                    done(installs(lang) == Some(true));
                }
            })
        });
    });
}

//! What the computer reports on `window` for the end-to-end tests (and anyone curious in the
//! browser's console): searches under way, their times, and how often the worker had to be
//! replaced or the page searched by itself.

use wasm_bindgen::JsValue;

/// Adds `delta` to the count `window[key]` (0 when unset; never below 0).
pub fn count(key: &str, delta: f64) {
    let window = gloo::utils::window();
    let key = JsValue::from_str(key);
    let now = js_sys::Reflect::get(&window, &key)
        .ok()
        .and_then(|v| v.as_f64())
        .unwrap_or(0.0);
    let _ = js_sys::Reflect::set(&window, &key, &JsValue::from_f64((now + delta).max(0.0)));
}

/// One search under way, counted in `window.skaldComputerSearching` while it lives, so that
/// the end-to-end tests can measure the page's frames while the computer searches.
pub struct Searching(());

impl Searching {
    pub fn start() -> Searching {
        count("skaldComputerSearching", 1.0);
        Searching(())
    }
}

impl Drop for Searching {
    fn drop(&mut self) {
        count("skaldComputerSearching", -1.0);
    }
}

/// Records how long a search took (`window.skaldComputerTimes`, in ms), and counts the
/// searches the time limit ended (`window.skaldComputerTimedOut`).
pub fn record(ms: f64, timed_out: bool) {
    if timed_out {
        count("skaldComputerTimedOut", 1.0);
    }
    let window = gloo::utils::window();
    let key = JsValue::from_str("skaldComputerTimes");
    let list = js_sys::Reflect::get(&window, &key)
        .ok()
        .filter(|v| v.is_object())
        .unwrap_or_else(|| {
            let a: JsValue = js_sys::Array::new().into();
            let _ = js_sys::Reflect::set(&window, &key, &a);
            a
        });
    if let Some(list) = wasm_bindgen::JsCast::dyn_ref::<js_sys::Array>(&list) {
        list.push(&JsValue::from_f64(ms));
    }
}

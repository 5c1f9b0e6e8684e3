//! [`use_computer`]: when a computer is to move, ask the worker and hand the answer back
//! to the play screen, paced so a person can follow.

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::JsValue;
use yew::prelude::*;

use super::ask::{ask_for, Ask};
use super::pace::Pace;
use super::worker;

/// The computer's side of the play screen.
#[derive(Clone, PartialEq)]
pub struct ComputerState {
    /// Why the last question got no answer (the worker failed); shown with a retry button.
    pub error: Option<String>,
    /// Asks again after an error.
    pub retry: Callback<()>,
}

fn now() -> f64 {
    gloo::utils::window()
        .performance()
        .map(|p| p.now())
        .unwrap_or(0.0)
}

/// Adds `delta` to the count `window[key]` (0 when unset; never below 0), for the
/// end-to-end tests' report.
fn count(key: &str, delta: f64) {
    let window = gloo::utils::window();
    let key = JsValue::from_str(key);
    let now = js_sys::Reflect::get(&window, &key)
        .ok()
        .and_then(|v| v.as_f64())
        .unwrap_or(0.0);
    let _ = js_sys::Reflect::set(&window, &key, &JsValue::from_f64((now + delta).max(0.0)));
}

/// Counts the searches under way in `window.skaldComputerSearching`, so that the
/// end-to-end tests can measure the page's frames while the worker searches.
fn searching(delta: f64) {
    count("skaldComputerSearching", delta);
}

/// Records how long a search took, for the end-to-end tests' report
/// (`window.skaldComputerTimes`, in ms), and counts the searches the time limit ended
/// (`window.skaldComputerTimedOut`).
fn record(ms: f64, timed_out: bool) {
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

/// While `key` is `Some` (a computer is to move; the key changes with every position),
/// asks the search worker once per key for the question `ask` builds, and calls `on_move`
/// with `(key, action JSON)` no sooner than the remembered [`Pace`] allows. An answer for a
/// position that is gone (undo, reload, a new game) is dropped.
#[hook]
pub fn use_computer(
    key: Option<u64>,
    ask: impl FnOnce() -> Option<Ask> + 'static,
    on_move: Callback<(u64, String)>,
) -> ComputerState {
    let error = use_state(|| None::<String>);
    let attempt = use_state(|| 0u32);
    {
        let error = error.clone();
        use_effect_with((key, *attempt), move |(key, _)| {
            let cancelled = Rc::new(Cell::new(false));
            if let Some(key) = *key {
                if let Some(ask) = ask() {
                    let start = now();
                    let pace = Pace::load().ms() as f64;
                    let deliver = {
                        let cancelled = cancelled.clone();
                        move |action: String| {
                            let wait = (pace - (now() - start)).max(0.0) as u32;
                            gloo::timers::callback::Timeout::new(wait, move || {
                                if !cancelled.get() {
                                    on_move.emit((key, action));
                                }
                            })
                            .forget();
                        }
                    };
                    match ask.only {
                        Some(action) => deliver(action),
                        None => {
                            let cancelled = cancelled.clone();
                            searching(1.0);
                            worker::ask(&ask.question, move |answer| {
                                searching(-1.0);
                                if cancelled.get() {
                                    return;
                                }
                                match answer {
                                    Ok(worker::Answered {
                                        action: Some(action),
                                        ms,
                                        timed_out,
                                    }) => {
                                        record(ms, timed_out);
                                        deliver(action);
                                    }
                                    Ok(worker::Answered { action: None, .. }) => {}
                                    Err(why) => error.set(Some(why)),
                                }
                            });
                        }
                    }
                }
            }
            move || cancelled.set(true)
        });
    }
    let retry = {
        let error = error.clone();
        let attempt = attempt.clone();
        Callback::from(move |_| {
            error.set(None);
            attempt.set(*attempt + 1);
        })
    };
    ComputerState {
        error: (*error).clone(),
        retry,
    }
}

/// [`use_computer`] as every play screen uses it: while `key` is `Some`, asks for the
/// computer to move in `game` (the question of [`super::ask_for`], seeded from
/// `replay`), and hands its action to `on_move`.
#[hook]
pub fn use_computer_for<G: skald::Game + 'static>(
    key: Option<u64>,
    game: Rc<G>,
    replay: &skald::Replay<G>,
    seats: &[crate::seats::Seat],
    on_move: Callback<(u64, String)>,
) -> ComputerState {
    let (seed, actions, seats) = (replay.seed, replay.actions.len(), seats.to_vec());
    use_computer(key, move || ask_for(&*game, &seats, seed, actions), on_move)
}

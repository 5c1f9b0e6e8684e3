//! [`use_computer`]: when a computer is to move, ask the worker and hand the answer back
//! to the play screen, paced so a person can follow.

use std::rc::Rc;

use yew::prelude::*;

use super::ask::{ask_for, Ask};
use super::pace::Pace;
use super::report::{record, Searching};
use super::worker;

/// The computer's side of the play screen.
#[derive(Clone, PartialEq)]
pub struct ComputerState {
    /// Why the last question got no answer (its worker, a new worker and the page's own
    /// search all failed: [`super::worker`]); shown with a retry button.
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

/// While `key` is `Some` (a computer is to move; the key changes with every position),
/// asks once per key for the question `ask` builds (the worker, or the page itself if the
/// worker fails: [`super::worker`]), and calls `on_move`
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
            let token = worker::token();
            if let Some(key) = *key {
                if let Some(ask) = ask() {
                    let start = now();
                    let pace = Pace::load().ms() as f64;
                    let deliver = {
                        let token = token.clone();
                        move |action: String| {
                            let wait = (pace - (now() - start)).max(0.0) as u32;
                            gloo::timers::callback::Timeout::new(wait, move || {
                                if !worker::cancelled(&token) {
                                    on_move.emit((key, action));
                                }
                            })
                            .forget();
                        }
                    };
                    match ask.only {
                        Some(action) => deliver(action),
                        None => {
                            let searching = Searching::start();
                            let asked = token.clone();
                            worker::ask(&ask.question, &token, move |answer| {
                                drop(searching);
                                if worker::cancelled(&asked) {
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
            move || worker::cancel(&token)
        });
    }
    let retry = {
        let error = error.clone();
        let attempt = attempt.clone();
        Callback::from(move |_| {
            // A player's retry gives the worker another chance too.
            worker::forgive();
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
/// computer to move in `game` (the question of [`super::ask_for`]: the record `replay`),
/// and hands its action to `on_move`.
#[hook]
pub fn use_computer_for<G: super::worker::WorkerEngine + 'static>(
    key: Option<u64>,
    game: Rc<G>,
    replay: Rc<skald::Replay<G>>,
    seats: &[crate::seats::Seat],
    on_move: Callback<(u64, String)>,
) -> ComputerState {
    // A computer plays: its worker engine loads now, not when it is first asked.
    let computers = seats.iter().any(|s| s.computer.is_some());
    let engine = G::worker_engine(&replay.config);
    use_effect_with(computers, move |&computers| {
        if computers {
            worker::warm(engine);
        }
    });
    // The record is written as JSON only when a computer is asked (once per position).
    let seats = seats.to_vec();
    use_computer(key, move || ask_for(&*game, &replay, &seats), on_move)
}

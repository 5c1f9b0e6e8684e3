//! Asking for the computer's move: the script `static/ai-worker.js`, loaded once into the
//! page as a module script, does the asking (`window.skaldComputer.ask`): it runs the search
//! in a Web Worker started from that same script, replaces a worker that does not answer in
//! time or dies, and searches on the page's own thread, in slices, if a new worker fails too
//! (issue #27, docs/ai.md). This side hands it the question and reads the answer, or puts
//! in words why there is none.
//!
//! The asking lives in that script, not here, so that the game builds stay within their size
//! budgets (scripts/budgets.mjs): the script is downloaded only when a computer plays.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use skald::ai::Level;

use crate::i18n::shell;

/// The script, relative to the page (Trunk copies it next to `index.html`).
pub const SCRIPT: &str = "ai-worker.js";

/// The object the script defines in the page.
const GLOBAL: &str = "skaldComputer";

/// The longest the script may take to give an answer or its reasons, in ms, for a search
/// whose time limit is `cap_ms`: two workers and the page's own search, each with the
/// script's margins (2 s, and 6 s to load the engine), and 5 s to spare. Only a script that
/// itself hangs meets it.
pub(super) fn give_up_ms(cap_ms: f64) -> f64 {
    3.0 * (cap_ms + 2_000.0 + 6_000.0) + 5_000.0
}

/// A game the computer plays, and which of the build's worker engines plays it: the search
/// worker loads one by name (`computer/<name>-<hash>.js`, scripts/builds.mjs
/// `WORKER_ENGINES`). Each game's own is named after it ([`skald::Game::NAME`]); a Valda game
/// with a card list of its own is played by `valda-cards`, which holds the card-list reader
/// that Valda's own leaves out (19.8 KB gzipped less for everyone who plays the printed cards).
pub trait WorkerEngine: skald::Game {
    /// The name of the worker engine that plays a game set up with `config`.
    fn worker_engine(_config: &Self::Config) -> &'static str {
        Self::NAME
    }
}

impl WorkerEngine for skald::voluspa::Voluspa {}

impl WorkerEngine for skald::odin::Odin {}

impl WorkerEngine for skald::valda::Valda {
    fn worker_engine(config: &skald::valda::ValdaConfig) -> &'static str {
        match config.cards {
            skald::valda::CardList::Builtin => <Self as skald::Game>::NAME,
            skald::valda::CardList::Custom(_) => VALDA_CARDS,
        }
    }
}

/// The worker engine of a Valda game with a card list of its own.
pub const VALDA_CARDS: &str = "valda-cards";

/// One question for the computer.
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    /// `voluspa`, `odin` or `valda`.
    pub game: &'static str,
    /// The worker engine that plays it ([`WorkerEngine::worker_engine`]).
    pub engine: &'static str,
    /// The game's record as JSON ([`super::ask::record_json`]), which the worker replays
    /// into `player`'s view: the search sees nothing else.
    pub record: String,
    /// How many of the record's actions to replay: the position asked about.
    pub actions: usize,
    pub player: usize,
    pub level: Level,
    pub seed: u64,
    /// The search's wall-clock cap in ms ([`Level::time_limit_ms`]).
    pub time_limit_ms: f64,
}

impl Question {
    /// The question as the script reads it.
    pub(super) fn message(&self) -> js_sys::Object {
        let msg = js_sys::Object::new();
        let set = |k: &str, v: JsValue| {
            let _ = js_sys::Reflect::set(&msg, &JsValue::from_str(k), &v);
        };
        set("game", JsValue::from_str(self.game));
        set("engine", JsValue::from_str(self.engine));
        set("record", JsValue::from_str(&self.record));
        set("actions", JsValue::from(self.actions as u32));
        set("player", JsValue::from(self.player as u32));
        set("level", JsValue::from_str(self.level.name()));
        // As a decimal string: a u64 does not fit a JS number.
        set("seed", JsValue::from_str(&self.seed.to_string()));
        set("timeLimitMs", JsValue::from_f64(self.time_limit_ms));
        msg
    }
}

/// What the computer answered.
#[derive(Clone, Debug, PartialEq)]
pub struct Answered {
    /// The action as JSON (`None`: nothing to decide).
    pub action: Option<String>,
    /// How long the search took, in ms.
    pub ms: f64,
    /// Whether the time limit ended the search before its iterations were done.
    pub timed_out: bool,
}

/// The computer's answer, or why there is none (in words for players).
pub type Answer = Result<Answered, String>;

pub(super) fn field(data: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(data, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// Why one way of searching failed (`{ kind, why }` from the script), in words.
fn failure_words(failure: &JsValue, worker: bool) -> String {
    let why = field(failure, "why").as_string().unwrap_or_default();
    match (field(failure, "kind").as_string().as_deref(), worker) {
        (Some("died" | "trapped"), _) => shell::worker_stopped(why),
        (Some("refused"), _) => why,
        (Some("not-loaded"), _) => shell::here_not_loaded(why),
        (_, true) => shell::worker_silent().to_string(),
        (_, false) => shell::here_silent().to_string(),
    }
}

/// How the script's answer to any question went: `None` for a cancelled question, why
/// there is none (in words), or `Ok` when it has one (the move: [`answered`]).
fn status(data: &JsValue) -> Option<Result<(), String>> {
    if field(data, "cancelled").is_truthy() {
        return None;
    }
    let failed = field(data, "failed");
    if failed.is_object() {
        return Some(Err(shell::computer_all_failed(
            failure_words(&field(&failed, "worker"), true),
            failure_words(&field(&failed, "here"), false),
        )));
    }
    Some(Ok(()))
}

/// The computer's move in the script's answer to `ask`.
fn answered(data: &JsValue) -> Answered {
    Answered {
        action: field(data, "action").as_string(),
        ms: field(data, "ms").as_f64().unwrap_or(0.0),
        timed_out: field(data, "timedOut").as_bool().unwrap_or(false),
    }
}

pub(super) type Waiter = Box<dyn FnOnce(Result<JsValue, String>)>;

thread_local! {
    /// Who waits for the script while it loads (`None`: not loading).
    static LOADING: RefCell<Option<Vec<Waiter>>> = const { RefCell::new(None) };
}

/// `window.skaldComputer`, once the script has run.
fn api() -> Option<JsValue> {
    let api = js_sys::Reflect::get(&gloo::utils::window(), &JsValue::from_str(GLOBAL)).ok()?;
    api.is_object().then_some(api)
}

/// Hands `waiter` the script's API, loading the script first if need be (again, after a
/// failed load), with the worker engine `engine` fetched ahead of it.
pub(super) fn with_api(engine: &'static str, waiter: Waiter) {
    if let Some(api) = api() {
        return waiter(Ok(api));
    }
    let first = LOADING.with(|l| {
        let mut l = l.borrow_mut();
        l.get_or_insert_with(Vec::new).push(waiter);
        l.as_ref().is_some_and(|w| w.len() == 1)
    });
    if first {
        if let Err(why) = load(engine) {
            loaded(Err(why));
        }
    }
}

/// Tells everyone waiting how the script's loading went.
fn loaded(result: Result<(), String>) {
    let waiters = LOADING.with(|l| l.borrow_mut().take()).unwrap_or_default();
    let result = result.and_then(|()| api().ok_or_else(|| shell::worker_no_engine().to_string()));
    for waiter in waiters {
        waiter(result.clone());
    }
}

/// Calls the method `name` of `on` with `arg`, if it has one (the loader's on `window`, the
/// script's on its API); `false` if it has none or the call threw.
fn call(on: &JsValue, name: &str, arg: &JsValue) -> bool {
    field(on, name)
        .dyn_into::<js_sys::Function>()
        .is_ok_and(|f| f.call1(on, arg).is_ok())
}

/// Gets the computer ready before its first question (issue #28): loads the script, whose
/// `warm` starts a worker and has it load the worker engine `engine`
/// ([`WorkerEngine::worker_engine`]), so that the computer's first move waits for neither.
/// For a play screen with a computer seat.
pub fn warm(engine: &'static str) {
    with_api(
        engine,
        Box::new(move |api| {
            if let Ok(api) = api {
                call(&api, "warm", &JsValue::from_str(engine));
            }
        }),
    );
}

/// Has the worker engine that reads card lists (`valda-cards`, loaded into the page by the
/// script's `cards`) read and check the Valda card list `text`, for a play screen whose
/// build has no card-list reader (`crate::valda::card_lists`): `reply` gets the cards packed
/// (the engine's `CardSet::packed`), or each problem found, or why the list could not be
/// read; once.
#[cfg(all(feature = "valda", not(feature = "card-lists")))]
pub fn read_card_list(text: String, reply: impl FnOnce(Result<Vec<u8>, Vec<String>>) + 'static) {
    type Reply = Box<dyn FnOnce(Result<Vec<u8>, Vec<String>>)>;
    let reply: Rc<RefCell<Option<Reply>>> = Rc::new(RefCell::new(Some(Box::new(reply))));
    let once = move |r: Result<Vec<u8>, Vec<String>>| {
        if let Some(f) = reply.borrow_mut().take() {
            f(r);
        }
    };
    with_api(
        VALDA_CARDS,
        Box::new(move |api| {
            let api = match api {
                Ok(api) => api,
                Err(why) => return once(Err(vec![why])),
            };
            let answered = once.clone();
            let done = Closure::once_into_js(move |answer: JsValue| {
                let packed = field(&answer, "packed");
                answered(match packed.dyn_ref::<js_sys::Uint8Array>() {
                    Some(bytes) => Ok(bytes.to_vec()),
                    None => Err(
                        match field(&answer, "problems").dyn_into::<js_sys::Array>() {
                            Ok(problems) => problems.iter().filter_map(|p| p.as_string()).collect(),
                            Err(_) => {
                                vec![field(&answer, "failed").as_string().unwrap_or_default()]
                            }
                        },
                    ),
                })
            });
            let called = field(&api, "cards")
                .dyn_into::<js_sys::Function>()
                .is_ok_and(|f| f.call2(&api, &JsValue::from_str(&text), &done).is_ok());
            if !called {
                once(Err(vec![shell::worker_no_engine().to_string()]));
            }
        }),
    );
}

/// Adds `<script type="module" src="ai-worker.js">` to the page, and first asks the page's
/// loader to fetch the worker engine `engine` (`skaldPrefetchComputer`, which fetches the
/// game's own) at the same time, so that the worker the script starts finds it in the
/// browser's cache, a few round trips sooner than its own requests would bring it (a test
/// page without the loader skips that).
fn load(engine: &str) -> Result<(), String> {
    call(
        &gloo::utils::window(),
        "skaldPrefetchComputer",
        &JsValue::from_str(engine),
    );
    let document = gloo::utils::document();
    let script = document
        .create_element("script")
        .map_err(|e| format!("{e:?}"))?;
    let _ = script.set_attribute("type", "module");
    let _ = script.set_attribute("src", SCRIPT);
    // One listener for both events, kept for the page's life (a load is rarely repeated).
    let on_done = Closure::<dyn FnMut(web_sys::Event)>::new(|e: web_sys::Event| {
        loaded(if e.type_() == "load" {
            Ok(())
        } else {
            Err(shell::worker_no_engine().to_string())
        })
    });
    for event in ["load", "error"] {
        let _ = script.add_event_listener_with_callback(event, on_done.as_ref().unchecked_ref());
    }
    on_done.forget();
    document
        .body()
        .ok_or("no body")?
        .append_child(&script)
        .map_err(|e| format!("{e:?}"))?;
    Ok(())
}

/// Asks for `question`'s answer; `reply` is called once with it or with why there is none,
/// unless `cancel` (see [`cancel`]) comes first.
pub fn ask(question: &Question, cancel: &js_sys::Object, reply: impl FnOnce(Answer) + 'static) {
    ask_script(
        "ask",
        question.engine,
        vec![question.message().into(), cancel.into()],
        give_up_ms(question.time_limit_ms),
        Box::new(move |answer| {
            if let Some(answer) = answer {
                reply(answer.map(|data| answered(&data)));
            }
        }),
    );
}

/// What [`ask_script`] hands on: `None` for a cancelled question, else the script's answer
/// or why there is none (in words).
pub(super) type ScriptReply = Box<dyn FnOnce(Option<Result<JsValue, String>>)>;

/// Calls the script's `method` (`ask`, `hint` or `review`) with `args` and `done`, a
/// closure handing its answer to `reply` (a failure worded as for a move), giving up after
/// `give_up` ms should the script itself never answer; the worker engine `engine` is
/// fetched ahead if the script is still to load. (Not generic over `reply`: one copy of it
/// in the build.)
pub(super) fn ask_script(
    method: &'static str,
    engine: &'static str,
    args: Vec<JsValue>,
    give_up: f64,
    reply: ScriptReply,
) {
    let reply: Rc<RefCell<Option<ScriptReply>>> = Rc::new(RefCell::new(Some(reply)));
    let finish = Rc::new(move |answer: Option<Result<JsValue, String>>| {
        let reply = reply.borrow_mut().take();
        if let Some(reply) = reply {
            reply(answer);
        }
    });
    // Should the script itself never answer (or never load).
    let timer = {
        let finish = finish.clone();
        Timeout::new(give_up as u32, move || {
            finish(Some(Err(shell::computer_all_failed(
                shell::worker_silent(),
                shell::here_silent(),
            ))))
        })
    };
    with_api(
        engine,
        Box::new(move |api| {
            let asked = api.and_then(|api| {
                let f = field(&api, method)
                    .dyn_into::<js_sys::Function>()
                    .map_err(|_| String::new())?;
                let done = {
                    let finish = finish.clone();
                    Closure::once_into_js(move |data: JsValue| {
                        drop(timer);
                        match status(&data) {
                            None => finish(None),
                            Some(Err(why)) => finish(Some(Err(why))),
                            Some(Ok(())) => finish(Some(Ok(data))),
                        }
                    })
                };
                let all = js_sys::Array::new();
                for a in args {
                    all.push(&a);
                }
                all.push(&done);
                f.apply(&api, &all)
                    .map(|_| ())
                    .map_err(|e| format!("{e:?}"))
            });
            if let Err(why) = asked {
                finish(Some(Err(shell::worker_not_started_because(why))));
            }
        }),
    );
}

/// A question's cancellation token: `{ cancelled }`, which the script reads.
pub fn token() -> js_sys::Object {
    js_sys::Object::new()
}

/// Cancels the question of `token`: the script stops its search and calls back with nothing.
pub fn cancel(token: &js_sys::Object) {
    let _ = js_sys::Reflect::set(token, &JsValue::from_str("cancelled"), &JsValue::TRUE);
}

/// Whether the question of `token` was cancelled.
pub fn cancelled(token: &js_sys::Object) -> bool {
    field(token, "cancelled").is_truthy()
}

/// Asks workers again after they failed (a player's retry).
pub fn forgive() {
    if let Some(api) = api() {
        call(&api, "forgive", &JsValue::UNDEFINED);
    }
}

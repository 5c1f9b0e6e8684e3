//! The search worker (`static/ai-worker.js`, which runs the engine module's `aiDecide`):
//! one per page, started on the first question, asked one question at a time. Answers
//! come back to the callback given with the question; a question whose answer is no longer
//! wanted is simply ignored by its asker (see [`super::use_computer`]).

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use skald::ai::Level;

use crate::i18n::shell;

/// The worker script, relative to the page (Trunk copies it next to `index.html`).
pub const SCRIPT: &str = "ai-worker.js";

/// One question for the worker.
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    /// `voluspa`, `odin` or `valda`.
    pub game: &'static str,
    /// JSON of the computer's view of the game (nothing it may not see).
    pub view: String,
    pub player: usize,
    pub level: Level,
    pub seed: u64,
    /// The search's wall-clock cap in ms ([`Level::time_limit_ms`]).
    pub time_limit_ms: f64,
}

/// What the worker answered.
#[derive(Clone, Debug, PartialEq)]
pub struct Answered {
    /// The action as JSON (`None`: nothing to decide).
    pub action: Option<String>,
    /// How long the search took in the worker, in ms.
    pub ms: f64,
    /// Whether the time limit ended the search before its iterations were done.
    pub timed_out: bool,
}

/// The worker's answer, or why it failed.
pub type Answer = Result<Answered, String>;

type Reply = Box<dyn FnOnce(Answer)>;

struct Running {
    worker: Worker,
    pending: Rc<RefCell<Vec<(u32, Reply)>>>,
    next: u32,
    // Kept alive as long as the worker.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

thread_local! {
    static WORKER: RefCell<Option<Running>> = const { RefCell::new(None) };
}

/// Takes the reply waiting for question `id`.
fn take(pending: &RefCell<Vec<(u32, Reply)>>, id: u32) -> Option<Reply> {
    let mut pending = pending.borrow_mut();
    let i = pending.iter().position(|(q, _)| *q == id)?;
    Some(pending.swap_remove(i).1)
}

fn field(data: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(data, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// Fails every question waiting and drops the worker (the next question starts a new one).
fn fail_all(why: String) {
    let running = WORKER.with(|w| w.borrow_mut().take());
    if let Some(r) = running {
        r.worker.terminate();
        let replies: Vec<Reply> = r.pending.borrow_mut().drain(..).map(|(_, f)| f).collect();
        for reply in replies {
            reply(Err(why.clone()));
        }
    }
}

fn start() -> Result<Running, String> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(SCRIPT, &options)
        .map_err(|e| shell::worker_not_started_because(format!("{e:?}")))?;
    let pending: Rc<RefCell<Vec<(u32, Reply)>>> = Rc::default();
    let on_message = {
        let pending = pending.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            let data = e.data();
            let Some(id) = field(&data, "id").as_f64() else {
                return;
            };
            let Some(reply) = take(&pending, id as u32) else {
                return;
            };
            let error = field(&data, "error");
            if let Some(why) = error.as_string() {
                reply(Err(why));
            } else {
                reply(Ok(Answered {
                    action: field(&data, "action").as_string(),
                    ms: field(&data, "ms").as_f64().unwrap_or(0.0),
                    timed_out: field(&data, "timedOut").as_bool().unwrap_or(false),
                }));
            }
        })
    };
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        e.prevent_default();
        let why = e
            .dyn_ref::<web_sys::ErrorEvent>()
            .map(|e| e.message())
            .filter(|m| !m.is_empty())
            .unwrap_or_else(|| shell::worker_no_engine().to_string());
        // Later, outside this event handler (fail_all drops this closure).
        gloo::timers::callback::Timeout::new(0, move || fail_all(shell::worker_stopped(why)))
            .forget();
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(Running {
        worker,
        pending,
        next: 1,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// Asks the worker `question`; `reply` is called once with the answer (or the reason none
/// will come).
pub fn ask(question: &Question, reply: impl FnOnce(Answer) + 'static) {
    let mut reply: Option<Reply> = Some(Box::new(reply));
    let sent = WORKER.with(|w| -> Result<(), String> {
        let mut w = w.borrow_mut();
        if w.is_none() {
            *w = Some(start()?);
        }
        let Some(r) = w.as_mut() else {
            return Err(shell::worker_not_started().into());
        };
        let id = r.next;
        r.next = r.next.wrapping_add(1).max(1);
        let msg = js_sys::Object::new();
        let set = |k: &str, v: JsValue| {
            let _ = js_sys::Reflect::set(&msg, &JsValue::from_str(k), &v);
        };
        set("id", JsValue::from(id));
        set("game", JsValue::from_str(question.game));
        set("view", JsValue::from_str(&question.view));
        set("player", JsValue::from(question.player as u32));
        set("level", JsValue::from_str(question.level.name()));
        // As a decimal string: a u64 does not fit a JS number.
        set("seed", JsValue::from_str(&question.seed.to_string()));
        set("timeLimitMs", JsValue::from_f64(question.time_limit_ms));
        if let Some(f) = reply.take() {
            r.pending.borrow_mut().push((id, f));
        }
        r.worker.post_message(&msg).map_err(|e| {
            reply = take(&r.pending, id);
            format!("the computer's worker could not be asked ({e:?})")
        })
    });
    if let (Err(why), Some(f)) = (sent, reply) {
        f(Err(why));
    }
}

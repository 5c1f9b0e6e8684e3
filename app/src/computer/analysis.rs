//! The computer as a teacher (issue #29): a **hint** — its analysis of the position of the
//! player to move, from that player's view only — and a **review** of a finished game, every
//! move of the people at the table measured against the computer's best choice at Hard. Both
//! are asked of the search worker (`static/ai-worker.js`, [`super::worker`]), which keeps its
//! deadlines and replaces a worker that fails; a review posts its progress move by move and
//! stops between moves when cancelled.

use skald::ai::Level;
use skald::{Game, Replay};
use wasm_bindgen::prelude::*;

use super::ask::{decision_seed, record_json};
use super::worker::{ask_script, field, give_up_ms, Question, WorkerEngine};
use crate::i18n::shell;
use crate::seats::Seat;

/// The level hints and reviews search at.
pub const LEVEL: Level = Level::Hard;

/// One action as the search measured it.
#[derive(Clone, Debug, PartialEq)]
pub struct Measured {
    /// The action as JSON.
    pub action: String,
    /// Its figure: a win chance in [0, 1], or (Völuspá) the points lead it gains.
    pub value: f64,
}

/// The search's analysis of one position.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysed {
    /// The best action (none: nothing to decide).
    pub best: Option<Measured>,
    /// The action asked about (a review's played move).
    pub played: Option<Measured>,
    /// What `played` loses against `best` (0 or more).
    pub loss: f64,
    /// Whether figures are points (Völuspá) rather than win chances.
    pub points: bool,
}

impl Analysed {
    /// Reads one analysis of the script's answer.
    fn read(data: &JsValue) -> Analysed {
        let measured = |key: &str| {
            let c = field(data, key);
            Some(Measured {
                action: field(&c, "action").as_string()?,
                value: field(&c, "value").as_f64().unwrap_or(0.0),
            })
        };
        Analysed {
            best: measured("best"),
            played: measured("played"),
            loss: field(data, "loss").as_f64().unwrap_or(0.0).max(0.0),
            points: field(data, "measure").as_string().as_deref() == Some("points"),
        }
    }

    /// The loss in words: "lost 5 points" or "lost 18 % win chance".
    pub fn loss_words(&self) -> String {
        if self.points {
            shell::review_lost_points(self.loss.round() as i64)
        } else {
            shell::review_lost_chance((self.loss * 100.0).round() as i64)
        }
    }
}

/// The question for a hint in `game`, whose record is `replay`: the record, replayed by the
/// worker into the view of the player to move (the search sees nothing else), searched at
/// [`LEVEL`] with the seed of this decision.
pub fn hint_question<G: WorkerEngine>(game: &G, replay: &Replay<G>) -> Option<Question> {
    let player = game.to_move()?;
    let actions = replay.actions.len();
    Some(Question {
        game: G::NAME,
        engine: G::worker_engine(&replay.config),
        record: record_json(replay)?,
        actions,
        player,
        level: LEVEL,
        seed: decision_seed(replay.seed, actions),
        time_limit_ms: LEVEL.time_limit_ms(),
    })
}

/// One move of a review: the position's index in the game (the move is action `step`, so
/// the worker replays the record's first `step` actions), the mover, the move played and
/// the seed of that decision.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewMove {
    pub step: usize,
    pub player: usize,
    /// The move played: its index in the mover's legal actions.
    pub played: usize,
    pub seed: u64,
}

/// The moves of `replay` a review goes over: every move of a seat a person played (not the
/// computer's) where there was a choice. The worker is sent the record once with this list
/// ([`review`]) and replays it into each mover's view before the move.
pub fn review_moves<G: Game>(replay: &Replay<G>, seats: &[Seat]) -> Vec<ReviewMove> {
    let Ok(mut game) = replay.initial() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (step, action) in replay.actions.iter().enumerate() {
        if let Some(p) = game.to_move() {
            let person = seats.get(p).is_some_and(|s| s.computer.is_none());
            let legal = game.legal_actions();
            if person && legal.len() > 1 {
                if let Some(played) = legal.iter().position(|a| a == action) {
                    out.push(ReviewMove {
                        step,
                        player: p,
                        played,
                        seed: decision_seed(replay.seed, step),
                    });
                }
            }
        }
        if game.apply(action).is_err() {
            break;
        }
    }
    out
}

/// What a hint or a review answered, or why there is none (in words).
pub type Outcome<T> = Result<T, String>;

/// Asks for a hint: `reply` gets the analysis, or why there is none; nothing when `cancel`
/// ([`super::worker::cancel`]) came first.
pub fn hint(
    question: &Question,
    cancel: &js_sys::Object,
    reply: impl FnOnce(Outcome<Analysed>) + 'static,
) {
    let give_up = give_up_ms(question.time_limit_ms);
    ask_script(
        "hint",
        question.engine,
        vec![question.message().into(), cancel.into()],
        give_up,
        Box::new(move |answer| {
            if let Some(answer) = answer {
                reply(answer.map(|data| Analysed::read(&field(&data, "analysis"))));
            }
        }),
    );
}

/// Runs the review of `moves` of the game whose record is `replay`: `progress(k, n)` after
/// each move, then `reply` with one analysis per move (in order), or why there is none;
/// nothing when `cancel` came first. The record is sent once, with the list of moves.
pub fn review<G: WorkerEngine>(
    replay: &Replay<G>,
    moves: &[ReviewMove],
    cancel: &js_sys::Object,
    progress: impl Fn(usize, usize) + 'static,
    reply: impl FnOnce(Outcome<Vec<Analysed>>) + 'static,
) {
    let record = record_json(replay).unwrap_or_default();
    review_record(
        G::NAME,
        G::worker_engine(&replay.config),
        record,
        moves,
        cancel,
        Box::new(progress),
        Box::new(reply),
    );
}

/// [`review`] once the record is written (not generic: one copy in the build).
fn review_record(
    game: &'static str,
    engine: &'static str,
    record: String,
    moves: &[ReviewMove],
    cancel: &js_sys::Object,
    progress: Box<dyn Fn(usize, usize)>,
    reply: Box<dyn FnOnce(Outcome<Vec<Analysed>>)>,
) {
    let cap = LEVEL.time_limit_ms();
    let list = js_sys::Array::new();
    for m in moves {
        let o = js_sys::Object::new();
        let set = |k: &str, v: JsValue| {
            let _ = js_sys::Reflect::set(&o, &JsValue::from_str(k), &v);
        };
        set("actions", JsValue::from(m.step as u32));
        set("player", JsValue::from(m.player as u32));
        set("played", JsValue::from(m.played as u32));
        set("seed", JsValue::from_str(&m.seed.to_string()));
        list.push(&o);
    }
    let q = js_sys::Object::new();
    for (k, v) in [
        ("game", JsValue::from_str(game)),
        ("engine", JsValue::from_str(engine)),
        ("record", JsValue::from_str(&record)),
        ("level", JsValue::from_str(LEVEL.name())),
        ("timeLimitMs", JsValue::from_f64(cap)),
        ("moves", list.into()),
    ] {
        let _ = js_sys::Reflect::set(&q, &JsValue::from_str(k), &v);
    }
    let progress =
        Closure::<dyn Fn(f64, f64)>::new(move |k: f64, n: f64| progress(k as usize, n as usize));
    let progress_fn: JsValue = progress.as_ref().clone();
    // Each move may take its cap, the worker's margin, and a new worker's start twice.
    let give_up = moves.len() as f64 * (cap + 2_000.0) + give_up_ms(cap);
    ask_script(
        "review",
        engine,
        vec![q.into(), cancel.into(), progress_fn],
        give_up,
        Box::new(move |answer| {
            drop(progress);
            if let Some(answer) = answer {
                reply(answer.map(|data| {
                    let list = field(&data, "review");
                    js_sys::Array::from(&list)
                        .iter()
                        .map(|a| Analysed::read(&a))
                        .collect()
                }));
            }
        }),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use skald::odin::{Odin, OdinConfig};
    use skald::Rng;

    #[test]
    fn a_review_goes_over_the_peoples_moves_with_their_own_views() {
        let mut replay = Replay::<Odin>::new(OdinConfig::new(2), 6);
        let mut game = replay.initial().unwrap();
        let mut rng = Rng::new(2);
        while game.to_move().is_some() {
            let legal = game.legal_actions();
            let a = legal[rng.index(legal.len())];
            replay.push(&mut game, a).unwrap();
        }
        let mut seats = Seat::defaults(2);
        seats[1].computer = Some(Level::Normal);
        let moves = review_moves(&replay, &seats);
        assert!(!moves.is_empty());
        #[cfg(not(target_arch = "wasm32"))]
        let record = record_json(&replay).unwrap();
        for m in &moves {
            assert_eq!(m.player, 0, "only the person's moves");
            let before = replay.state_after(m.step).unwrap();
            assert_eq!(before.to_move(), Some(0));
            // The worker, sent the record, replays it into the mover's view before the move
            // (the worker crate is a native dev-dependency: not in the app's wasm tests).
            #[cfg(not(target_arch = "wasm32"))]
            {
                let seen = skald_worker::view_at::<Odin>(&record, m.player, m.step).unwrap();
                assert_eq!(
                    serde_json::to_value(seen).unwrap(),
                    serde_json::to_value(before.view(skald::Viewer::Player(0))).unwrap()
                );
            }
            let legal = before.legal_actions();
            assert_eq!(legal[m.played], replay.actions[m.step]);
            assert!(legal.len() > 1);
        }
        seats[1].computer = None;
        assert!(review_moves(&replay, &seats).len() > moves.len());
    }
}

//! Computer opponents for page scripts: `aiChoose(game, view, player, level, seed)` decides
//! from a player's view only — the hidden parts of the game are not an argument, so they
//! cannot be read. The app's search worker (`static/ai-worker.js`) asks a per-game worker
//! engine (worker/, docs/ai.md) instead, whose exports `aiDecide` and `aiAnalyse` are this
//! module's for its game alone, asked with the game's record, which the worker engine
//! replays into the decider's view: built from [`question`], [`decide_from`] and
//! [`analyse_from`] (which need only the `js-core` feature; the exports here need `js`).

use wasm_bindgen::prelude::*;

use super::{from_js, js_error, text_arg, to_js};
use crate::ai::{analyse, decide, Bot, Decision, Evaluate, Level, Measure};
use crate::PlayerId;
#[cfg(feature = "js")]
use crate::{odin::Odin, valda::Valda, voluspa::Voluspa};

#[cfg(feature = "js")]
#[wasm_bindgen(typescript_custom_section)]
const TS_AI: &'static str = r#"
export type SkaldGameName = "voluspa" | "odin" | "valda";
export type AiLevel = "easy" | "normal" | "hard" | "greedy" | "random";
export interface AiDecision { action: unknown; iterations: number; timedOut: boolean; timeLimitMs: number | null }
export interface AiAnalysis { action: unknown; value: number | null; played: number | null; loss: number; points: boolean }
"#;

/// A view argument: JSON text (as the app sends it, cheapest) or a plain object.
fn view_arg<G: Evaluate>(view: JsValue) -> Result<G::View, JsValue> {
    if view.is_string() {
        let text = text_arg(&view, "view")?;
        serde_json::from_str(&text).map_err(|e| js_error(format!("invalid view: {e}")))
    } else {
        from_js(view, "view")
    }
}

/// The arguments `aiChoose` and `aiDecide` share, read and checked by [`question`].
pub struct Question {
    game: String,
    bot: Bot,
    player: PlayerId,
    seed: u64,
    /// The search's time limit in ms, clamped to its level's cap (none: iterations only).
    time_limit_ms: Option<f64>,
}

impl Question {
    /// The game the question names (not checked: the caller matches it against the games
    /// it plays).
    pub fn game(&self) -> &str {
        &self.game
    }

    /// The seat the question is asked for (checked: a seat number from 0, below 64).
    pub fn player(&self) -> PlayerId {
        self.player
    }
}

/// Reads and checks `aiDecide`'s arguments other than the view (read by [`run`], once the
/// game is known): an `Error` with a readable message for a game name that is not text, an
/// unknown level, a player that is not a seat number, a bad seed or time limit.
pub fn question(
    game: JsValue,
    player: JsValue,
    level: JsValue,
    seed: JsValue,
    time_limit_ms: JsValue,
) -> Result<Question, JsValue> {
    let game = text_arg(&game, "game")?;
    let level = text_arg(&level, "level")?;
    let mut bot = Bot::from_name(&level).ok_or_else(|| {
        js_error(format!(
            "unknown level {level:?}: use easy, normal, hard, greedy or random"
        ))
    })?;
    let player = match player.as_f64() {
        Some(x) if x.fract() == 0.0 && (0.0..64.0).contains(&x) => x as usize,
        _ => return Err(js_error("the player must be a seat number from 0")),
    };
    let seed = super::seed_from(seed.as_f64(), super::seed_text(&seed)?).map_err(js_error)?;
    if !time_limit_ms.is_undefined() && !time_limit_ms.is_null() {
        let limit = match time_limit_ms.as_f64() {
            Some(ms) if ms.is_finite() && ms >= 0.0 => ms,
            _ => {
                return Err(js_error(
                    "the time limit must be a number of milliseconds, 0 or more",
                ))
            }
        };
        // No longer than the level's own cap (what the app gives it): a larger limit
        // would let one call run for as long as its iterations take (seconds for Hard).
        if let (Bot::Search(config), Some(level)) = (&mut bot, Level::from_name(&level)) {
            config.time_limit_ms = Some(limit.min(level.time_limit_ms()));
        }
    }
    let time_limit_ms = match &bot {
        Bot::Search(config) => config.time_limit_ms,
        _ => None,
    };
    Ok(Question {
        game,
        bot,
        player,
        seed,
        time_limit_ms,
    })
}

/// The decision for `q` in game `G`: the whole report (`{ action, iterations, timedOut,
/// timeLimitMs }`) or, without `report`, the action alone (`null` when there is nothing to
/// decide), or an `Error` with a readable message for a view that is not one of `G`'s.
pub fn run<G: Evaluate>(view: JsValue, q: &Question, report: bool) -> Result<JsValue, JsValue> {
    decide_from::<G>(&view_arg::<G>(view)?, q, report)
}

/// [`run`] from a view already read (the worker engines take it from the record they
/// replay: `worker/`).
pub fn decide_from<G: Evaluate>(
    view: &G::View,
    q: &Question,
    report: bool,
) -> Result<JsValue, JsValue> {
    let decision: Decision<G::Action> =
        decide::<G>(view, q.player, &q.bot, q.seed).map_err(js_error)?;
    let action = to_js(&decision.action)?;
    if !report {
        return Ok(action);
    }
    // Built by hand, as `aiAnalyse`'s: a derived report's serializer cost the worker
    // engines about a kilobyte each.
    let out = js_sys::Object::new();
    let set = |k: &str, v: JsValue| js_sys::Reflect::set(&out, &JsValue::from_str(k), &v);
    set("action", action)?;
    set("iterations", JsValue::from(decision.iterations))?;
    set("timedOut", JsValue::from_bool(decision.timed_out))?;
    set(
        "timeLimitMs",
        q.time_limit_ms.map_or(JsValue::NULL, JsValue::from_f64),
    )?;
    Ok(out.into())
}

/// The search's analysis for `q` in game `G` (`ai::analyse`, for hints and reviews):
/// `{ action, value, played, loss, points }` — `action`
/// the best (`null`: nothing to decide) and `value` its figure, `played` the figure of the
/// move asked about (`null`: none), `loss` what that move loses against the best, `points`
/// whether figures are points (Völuspá) rather than win chances. `played` is the move to
/// measure as its index in the player's legal actions (which the player knows: they are
/// the same in every state the view allows), or `null`/`undefined`; a bot other than a
/// search level is refused; an index past them asks about nothing (`played` is `null`).
/// An `Error` with a readable message for a view that is not one of `G`'s.
pub fn run_analysis<G: Evaluate>(
    view: JsValue,
    played: JsValue,
    q: &Question,
) -> Result<JsValue, JsValue> {
    analyse_from::<G>(&view_arg::<G>(view)?, played, q)
}

/// [`run_analysis`] from a view already read (the worker engines take it from the record
/// they replay: `worker/`).
pub fn analyse_from<G: Evaluate>(
    view: &G::View,
    played: JsValue,
    q: &Question,
) -> Result<JsValue, JsValue> {
    let Bot::Search(config) = &q.bot else {
        return Err(js_error("an analysis needs a level: easy, normal or hard"));
    };
    let played = if played.is_undefined() || played.is_null() {
        None
    } else {
        match played.as_f64() {
            Some(i) if i.fract() == 0.0 && (0.0..1e9).contains(&i) => Some(i as usize),
            _ => return Err(js_error("the move must be an index into the legal actions")),
        }
    };
    let a = analyse::<G>(view, q.player, config, q.seed, played).map_err(js_error)?;
    // Built by hand, the action through the serializer `aiChoose` uses already: a worker
    // engine's bytes are counted (a derived report cost the Odin worker engine 5 KB).
    let best = a.best.as_ref().map(|c| c.action.clone());
    let out = js_sys::Object::new();
    let set = |k: &str, v: JsValue| js_sys::Reflect::set(&out, &JsValue::from_str(k), &v);
    let num = |x: Option<f64>| x.map_or(JsValue::NULL, JsValue::from_f64);
    set("action", to_js(&best)?)?;
    set("value", num(a.best.as_ref().map(|c| c.value)))?;
    set("played", num(a.played.as_ref().map(|c| c.value)))?;
    set("loss", JsValue::from_f64(a.loss()))?;
    set("points", JsValue::from_bool(a.measure == Measure::Points))?;
    Ok(out.into())
}

/// [`run`] in the game `q` names, or with `played` (`Some`: `aiAnalyse`'s argument)
/// [`run_analysis`].
#[cfg(feature = "js")]
fn answer(
    view: JsValue,
    q: &Question,
    report: bool,
    played: Option<JsValue>,
) -> Result<JsValue, JsValue> {
    fn one<G: Evaluate>(
        view: JsValue,
        q: &Question,
        report: bool,
        played: Option<JsValue>,
    ) -> Result<JsValue, JsValue> {
        match played {
            Some(played) => run_analysis::<G>(view, played, q),
            None => run::<G>(view, q, report),
        }
    }
    match q.game.as_str() {
        "voluspa" => one::<Voluspa>(view, q, report, played),
        "odin" => one::<Odin>(view, q, report, played),
        "valda" => one::<Valda>(view, q, report, played),
        other => Err(js_error(format!(
            "unknown game {other:?}: use voluspa, odin or valda"
        ))),
    }
}

/// The action the computer takes for `player`, who must be the player to move in `view`
/// (what that player sees, as `view(player)` gives it): `null` when there is nothing to
/// decide. `game` is `"voluspa"`, `"odin"` or `"valda"`; `level` one of `"easy"`,
/// `"normal"`, `"hard"` (information-set search, docs/ai.md), `"greedy"` or `"random"`;
/// the same view, level and `seed` (a whole number or a decimal string) always give the
/// same action. Throws an `Error` with a readable message on bad input.
#[cfg(feature = "js")]
#[wasm_bindgen(js_name = aiChoose, unchecked_return_type = "unknown")]
pub fn ai_choose(
    #[wasm_bindgen(unchecked_param_type = "SkaldGameName")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "unknown")] view: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] player: JsValue,
    #[wasm_bindgen(unchecked_param_type = "AiLevel")] level: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | string")] seed: JsValue,
) -> Result<JsValue, JsValue> {
    let q = question(game, player, level, seed, JsValue::UNDEFINED)?;
    answer(view, &q, false, None)
}

/// `aiChoose` with a wall-clock cap and a report, as the app's search worker calls it:
/// `{ action, iterations, timedOut, timeLimitMs }`, where `iterations` is how many the
/// search ran and `timedOut` whether `timeLimitMs` (milliseconds, optional: none by
/// default; at most the level's cap, 800 for Easy and Normal and 2,500 for Hard, to which a
/// larger one is lowered and which the report gives) ended it before its level's iterations
/// were done. With a limit the action depends on the
/// device's speed when the limit is reached; without one it depends on the seed alone.
#[cfg(feature = "js")]
#[wasm_bindgen(js_name = aiDecide, unchecked_return_type = "AiDecision")]
pub fn ai_decide(
    #[wasm_bindgen(unchecked_param_type = "SkaldGameName")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "unknown")] view: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] player: JsValue,
    #[wasm_bindgen(unchecked_param_type = "AiLevel")] level: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | string")] seed: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | undefined")] time_limit_ms: JsValue,
) -> Result<JsValue, JsValue> {
    let q = question(game, player, level, seed, time_limit_ms)?;
    answer(view, &q, true, None)
}

/// The search's analysis of the position `player` (who must be to move) sees in `view`,
/// from that view alone, as the computer's hint and review ask it (`ai::analyse`, docs/ai.md
/// "Hints and reviews"): `{ action, value, played, loss, points }` — `action` the move the
/// computer would make (`null`: nothing to decide) and `value` its figure, `played` the
/// figure of the move asked about and `loss` what it loses against `action` (0 or more),
/// `points` whether figures are points (Völuspá) rather than win chances from 0 to 1 (Odin,
/// Valda). The arguments are `aiDecide`'s (`level` `"easy"`, `"normal"` or `"hard"`: a
/// search), then `played`: the move to measure as its index in `legalActions()` (`null`
/// or `undefined`: none; an index past them measures nothing). The same view, level and
/// seed without a time limit give the same analysis, and `action` is the one `aiChoose`
/// takes with that seed. Throws an `Error` with a readable message on bad input.
#[cfg(feature = "js")]
#[wasm_bindgen(js_name = aiAnalyse, unchecked_return_type = "AiAnalysis")]
pub fn ai_analyse(
    #[wasm_bindgen(unchecked_param_type = "SkaldGameName")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "unknown")] view: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] player: JsValue,
    #[wasm_bindgen(unchecked_param_type = "AiLevel")] level: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | string")] seed: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | null | undefined")] time_limit_ms: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | null | undefined")] played: JsValue,
) -> Result<JsValue, JsValue> {
    let q = question(game, player, level, seed, time_limit_ms)?;
    answer(view, &q, false, Some(played))
}

/// The levels the computer plays at, weakest first (`"easy"`, `"normal"`, `"hard"`).
#[cfg(feature = "js")]
#[wasm_bindgen(js_name = aiLevels)]
pub fn ai_levels() -> Vec<String> {
    Level::ALL.iter().map(|l| l.name().to_string()).collect()
}

//! # A computer's worker engine
//!
//! The one export of the wasm the app's search worker (`static/ai-worker.js`, docs/ai.md)
//! loads for a game: `aiDecide`, the engine module's own (`skald::js::ai`), for the games of
//! this build's features only. Each game's worker engine is built with that game's feature
//! alone (scripts/build-engine-module.mjs), so it holds that game's rules and the search,
//! and a player against the computer downloads neither the other games' rules nor the
//! engine module's API for page scripts.
//!
//! The same question gives the same answer as the engine module's `aiDecide` (the same
//! code: [`skald::js::ai::question`] and [`skald::js::ai::run`]);
//! tests/engine-module/worker-engines.test.mjs compares them.

use wasm_bindgen::prelude::*;

/// The worker engine's memory allocator: Talc, as in the app's builds; it takes 2 KB gzipped
/// off each worker engine against the Rust wasm target's default, dlmalloc (in the engine
/// module, built the same way, it added 2.5 KB, so that keeps dlmalloc).
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

use skald::js::ai::question;
#[cfg(any(feature = "voluspa", feature = "odin", feature = "valda"))]
use skald::js::ai::{run, run_analysis};
use skald::{odin::Odin, valda::Valda, voluspa::Voluspa, Game};

/// The games this build plays, by the names the app's questions use ([`Game::NAME`]).
pub fn games() -> Vec<&'static str> {
    [
        (cfg!(feature = "voluspa"), Voluspa::NAME),
        (cfg!(feature = "odin"), Odin::NAME),
        (cfg!(feature = "valda"), Valda::NAME),
    ]
    .into_iter()
    .filter_map(|(built, name)| built.then_some(name))
    .collect()
}

/// The computer's decision for `player` from `view` (JSON text of what that player sees,
/// or a plain object) in `game`, one of this build's [`games`], as the engine module's
/// `aiDecide` gives it (docs/embedding.md): `{ action, iterations, timedOut, timeLimitMs }`,
/// `action` `null` when there is nothing to decide. `level` is `"easy"`, `"normal"`,
/// `"hard"`, `"greedy"` or `"random"`; `seed` a whole number or a decimal string;
/// `time_limit_ms` an optional cap in ms, lowered to the level's own. Throws an `Error`
/// with a readable message on bad input, a game this build does not play included.
#[wasm_bindgen(js_name = aiDecide)]
pub fn ai_decide(
    game: JsValue,
    view: JsValue,
    player: JsValue,
    level: JsValue,
    seed: JsValue,
    time_limit_ms: JsValue,
) -> Result<JsValue, JsValue> {
    let q = question(game, player, level, seed, time_limit_ms)?;
    #[cfg(feature = "voluspa")]
    if q.game() == Voluspa::NAME {
        return run::<Voluspa>(view, &q, true);
    }
    #[cfg(feature = "odin")]
    if q.game() == Odin::NAME {
        return run::<Odin>(view, &q, true);
    }
    #[cfg(feature = "valda")]
    if q.game() == Valda::NAME {
        return run::<Valda>(view, &q, true);
    }
    let _ = view;
    Err(unknown_game(q.game()))
}

/// The refusal of a game this build does not play, naming those it does.
fn unknown_game(game: &str) -> JsValue {
    let games = games();
    JsError::new(&format!(
        "unknown game {game:?}: this worker engine plays {}",
        if games.is_empty() {
            "none (built without a game's feature)".to_string()
        } else {
            games.join(", ")
        }
    ))
    .into()
}

/// The search's analysis of `player`'s position from `view` (the engine's `ai::analyse`:
/// the computer's hint, and its review of a move), asked as [`ai_decide`] is, with
/// `played` the move to measure as its index in the player's legal actions (`null`: none):
/// `{ action, value, played, loss, points }` (`skald::js::ai::run_analysis`, as the engine
/// module's `aiAnalyse`). Throws an `Error` with a readable message on bad input.
#[wasm_bindgen(js_name = aiAnalyse)]
pub fn ai_analyse(
    game: JsValue,
    view: JsValue,
    player: JsValue,
    level: JsValue,
    seed: JsValue,
    time_limit_ms: JsValue,
    played: JsValue,
) -> Result<JsValue, JsValue> {
    let q = question(game, player, level, seed, time_limit_ms)?;
    #[cfg(feature = "voluspa")]
    if q.game() == Voluspa::NAME {
        return run_analysis::<Voluspa>(view, played, &q);
    }
    #[cfg(feature = "odin")]
    if q.game() == Odin::NAME {
        return run_analysis::<Odin>(view, played, &q);
    }
    #[cfg(feature = "valda")]
    if q.game() == Valda::NAME {
        return run_analysis::<Valda>(view, played, &q);
    }
    let _ = (view, played);
    Err(unknown_game(q.game()))
}

#[cfg(test)]
mod tests {
    use super::games;

    #[test]
    fn games_follow_the_features() {
        let games = games();
        assert_eq!(games.contains(&"voluspa"), cfg!(feature = "voluspa"));
        assert_eq!(games.contains(&"odin"), cfg!(feature = "odin"));
        assert_eq!(games.contains(&"valda"), cfg!(feature = "valda"));
    }
}

//! # A computer's worker engine
//!
//! The exports of the wasm the app's search worker (`static/ai-worker.js`, docs/ai.md)
//! loads for a game: `aiDecide` and `aiAnalyse`, the engine module's own search
//! (`skald::js::ai`) for the games of this build's features only, asked with the game's
//! record rather than a view: the worker engine replays the record ([`view_at`]) and
//! searches from the decider's view alone. Each game's worker engine is built with that
//! game's feature alone (scripts/build-engine-module.mjs), so it holds that game's rules and
//! the search, and a player against the computer downloads neither the other games' rules
//! nor the engine module's API for page scripts.
//!
//! A record's position gives the same answer as the engine module's `aiDecide` and
//! `aiAnalyse` for the view of that position (the same code: [`skald::js::ai::question`],
//! [`skald::js::ai::decide_from`], [`skald::js::ai::analyse_from`]);
//! tests/engine-module/worker-engines.test.mjs compares them.

use wasm_bindgen::prelude::*;

/// The worker engine's memory allocator: Talc, as in the app's builds; it takes 2 KB gzipped
/// off each worker engine against the Rust wasm target's default, dlmalloc (in the engine
/// module, built the same way, it added 2.5 KB, so that keeps dlmalloc).
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

mod record;

pub use record::view_at;
use skald::js::ai::question;
#[cfg(any(feature = "voluspa", feature = "odin", feature = "valda"))]
use skald::js::ai::{analyse_from, decide_from, Question};
use skald::js::{js_error, text_arg};
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

/// The position a question is about: the record's text and how many of its actions to
/// replay (checked: a whole number; the record is read by [`view_at`]).
#[cfg_attr(
    not(any(feature = "voluspa", feature = "odin", feature = "valda")),
    allow(dead_code)
)]
struct Position {
    record: String,
    actions: usize,
}

impl Position {
    fn read(record: JsValue, actions: JsValue) -> Result<Position, JsValue> {
        let record = text_arg(&record, "the record")?;
        let actions = match actions.as_f64() {
            Some(n) if n.fract() == 0.0 && (0.0..1e9).contains(&n) => n as usize,
            _ => {
                return Err(js_error(
                    "the number of actions must be a whole number from 0",
                ))
            }
        };
        Ok(Position { record, actions })
    }

    /// The view of the question's player at this position in game `G`: the one thing the
    /// search is given (the replayed state stays in [`view_at`]'s keeping).
    #[cfg(any(feature = "voluspa", feature = "odin", feature = "valda"))]
    fn view<G: Game + 'static>(&self, q: &Question) -> Result<G::View, JsValue> {
        view_at::<G>(&self.record, q.player(), self.actions).map_err(js_error)
    }
}

/// The computer's decision for `player` in `game` (one of this build's [`games`]) at the
/// position after the first `actions` actions of `record`, the game's record as the app's
/// saves write it (JSON of a `Replay`: configuration, seed, actions): the worker engine
/// replays it, takes `player`'s view and searches from that view alone, giving what the
/// engine module's `aiDecide` gives for that view (docs/embedding.md):
/// `{ action, iterations, timedOut, timeLimitMs }`, `action` `null` when there is nothing
/// to decide. `level` is `"easy"`, `"normal"`, `"hard"`, `"greedy"` or `"random"`; `seed`
/// a whole number or a decimal string; `time_limit_ms` an optional cap in ms, lowered to
/// the level's own. Throws an `Error` with a readable message on bad input: a game this
/// build does not play, a record that is not one of its game or that the engine refuses to
/// replay that far, a seat the game does not have.
#[wasm_bindgen(js_name = aiDecide)]
#[allow(clippy::too_many_arguments)]
pub fn ai_decide(
    game: JsValue,
    record: JsValue,
    player: JsValue,
    actions: JsValue,
    level: JsValue,
    seed: JsValue,
    time_limit_ms: JsValue,
) -> Result<JsValue, JsValue> {
    let q = question(game, player, level, seed, time_limit_ms)?;
    let at = Position::read(record, actions)?;
    #[cfg(feature = "voluspa")]
    if q.game() == Voluspa::NAME {
        return decide_from::<Voluspa>(&at.view::<Voluspa>(&q)?, &q, true);
    }
    #[cfg(feature = "odin")]
    if q.game() == Odin::NAME {
        return decide_from::<Odin>(&at.view::<Odin>(&q)?, &q, true);
    }
    #[cfg(feature = "valda")]
    if q.game() == Valda::NAME {
        return decide_from::<Valda>(&at.view::<Valda>(&q)?, &q, true);
    }
    let _ = at;
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

/// The search's analysis of `player`'s position after the first `actions` actions of
/// `record` (the engine's `ai::analyse`, from that player's view alone: the computer's hint,
/// and its review of a move), asked as [`ai_decide`] is, with `played` the move to measure
/// as its index in the player's legal actions (`null`: none): `{ action, value, played,
/// loss, points }` (`skald::js::ai::analyse_from`, as the engine module's `aiAnalyse` gives
/// for that view). A review asks about positions of one record in order: it is replayed
/// once ([`view_at`]). Throws an `Error` with a readable message on bad input.
#[wasm_bindgen(js_name = aiAnalyse)]
#[allow(clippy::too_many_arguments)]
pub fn ai_analyse(
    game: JsValue,
    record: JsValue,
    player: JsValue,
    actions: JsValue,
    level: JsValue,
    seed: JsValue,
    time_limit_ms: JsValue,
    played: JsValue,
) -> Result<JsValue, JsValue> {
    let q = question(game, player, level, seed, time_limit_ms)?;
    let at = Position::read(record, actions)?;
    #[cfg(feature = "voluspa")]
    if q.game() == Voluspa::NAME {
        return analyse_from::<Voluspa>(&at.view::<Voluspa>(&q)?, played, &q);
    }
    #[cfg(feature = "odin")]
    if q.game() == Odin::NAME {
        return analyse_from::<Odin>(&at.view::<Odin>(&q)?, played, &q);
    }
    #[cfg(feature = "valda")]
    if q.game() == Valda::NAME {
        return analyse_from::<Valda>(&at.view::<Valda>(&q)?, played, &q);
    }
    let _ = (at, played);
    Err(unknown_game(q.game()))
}

/// Reads and checks a Valda card list of one's own (`text`, the TSV of `valda-cards.tsv`'s
/// format) for the app's play screen, whose build has no card-list reader (it asks this
/// worker engine, `valda-cards`, on its own thread): the cards packed (the engine's
/// `CardSet::packed`, which the play screen hands its engine), or throws an `Error` whose
/// message is every problem found, one a line.
#[cfg(all(feature = "valda", feature = "card-lists"))]
#[wasm_bindgen(js_name = valdaCardList)]
pub fn valda_card_list(text: &str) -> Result<Vec<u8>, JsValue> {
    match skald::valda::cards::CardSet::parse(text) {
        Ok(set) => set
            .packed()
            .ok_or_else(|| js_error("a card's name or id is longer than 255 bytes")),
        // One problem a line (`CardListErrors`' own wording).
        Err(problems) => Err(js_error(problems)),
    }
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

//! Computer opponents for page scripts, and for the app's search worker
//! (`static/ai-worker.js`): `aiChoose(game, view, player, level, seed)` decides from a
//! player's view only — the hidden parts of the game are not an argument, so they cannot
//! be read.

use wasm_bindgen::prelude::*;

use super::{from_js, js_error, text_arg, to_js};
use crate::ai::{choose, Bot, Evaluate, Level};
use crate::{odin::Odin, valda::Valda, voluspa::Voluspa, PlayerId};

#[wasm_bindgen(typescript_custom_section)]
const TS_AI: &'static str = r#"
export type SkaldGameName = "voluspa" | "odin" | "valda";
export type AiLevel = "easy" | "normal" | "hard" | "greedy" | "random";
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

fn decide<G: Evaluate>(
    view: JsValue,
    player: PlayerId,
    bot: &Bot,
    seed: u64,
) -> Result<JsValue, JsValue> {
    let view = view_arg::<G>(view)?;
    match choose::<G>(&view, player, bot, seed).map_err(js_error)? {
        Some(action) => to_js(&action),
        None => Ok(JsValue::NULL),
    }
}

/// The action the computer takes for `player`, who must be the player to move in `view`
/// (what that player sees, as `view(player)` gives it): `null` when there is nothing to
/// decide. `game` is `"voluspa"`, `"odin"` or `"valda"`; `level` one of `"easy"`,
/// `"normal"`, `"hard"` (information-set search, docs/ai.md), `"greedy"` or `"random"`;
/// the same view, level and `seed` (a whole number or a decimal string) always give the
/// same action. Throws an `Error` with a readable message on bad input.
#[wasm_bindgen(js_name = aiChoose, unchecked_return_type = "unknown")]
pub fn ai_choose(
    #[wasm_bindgen(unchecked_param_type = "SkaldGameName")] game: JsValue,
    #[wasm_bindgen(unchecked_param_type = "unknown")] view: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] player: JsValue,
    #[wasm_bindgen(unchecked_param_type = "AiLevel")] level: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | string")] seed: JsValue,
) -> Result<JsValue, JsValue> {
    let game = text_arg(&game, "game")?;
    let level = text_arg(&level, "level")?;
    let bot = Bot::from_name(&level).ok_or_else(|| {
        js_error(format!(
            "unknown level {level:?}: use easy, normal, hard, greedy or random"
        ))
    })?;
    let player = match player.as_f64() {
        Some(x) if x.fract() == 0.0 && (0.0..64.0).contains(&x) => x as usize,
        _ => return Err(js_error("the player must be a seat number from 0")),
    };
    let seed = super::odin::seed_from(seed.as_f64(), seed.as_string()).map_err(js_error)?;
    match game.as_str() {
        "voluspa" => decide::<Voluspa>(view, player, &bot, seed),
        "odin" => decide::<Odin>(view, player, &bot, seed),
        "valda" => decide::<Valda>(view, player, &bot, seed),
        other => Err(js_error(format!(
            "unknown game {other:?}: use voluspa, odin or valda"
        ))),
    }
}

/// The levels the computer plays at, weakest first (`"easy"`, `"normal"`, `"hard"`).
#[wasm_bindgen(js_name = aiLevels)]
pub fn ai_levels() -> Vec<String> {
    Level::ALL.iter().map(|l| l.name().to_string()).collect()
}

//! JavaScript API for Odin.
//!
//! ```js
//! const game = new OdinGame({ players: 3, target: 15 }, 42);
//! const me = game.toMove();
//! game.legalPlays();                 // [{ size, value, ends_hand, sets: [["7R"], …] }, …]
//! game.checkPlay(["7R"]);            // { legal: true, value: 7 } or { legal: false, error }
//! game.apply({ type: "play", cards: ["7R"] });
//! game.view({ player: me });         // own hand, others' hand sizes, middle, log…
//! game.apply({ type: "take", card: "3R" }); // after a play on a set of 2+ cards
//! const saved = game.replayJson();   // seed + actions; OdinGame.fromReplay(saved)
//! ```
//!
//! Cards are notation strings (`"7R"`); a list of cards may be given as an array or as
//! one string (`"7R 7B"`). Seeds are numbers (whole, 0 to 2^53) or decimal strings (any
//! u64). Every bad input throws an `Error` with a readable message; nothing panics.

use super::{from_js, js_error, text_arg, to_js};
use crate::game::{Game, Viewer};
use crate::odin::{check_play_on, set_value, CardSet, Odin, OdinAction, OdinConfig, PlayError};
use crate::replay::Replay;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** A card in notation: number 1-9 + colour R O Y G B P, e.g. "7R". */
export type OdinCard = string;
/** A list of cards: an array, or one string such as "7R 7B". */
export type OdinCards = OdinCard[] | string;
export interface OdinConfig {
  players: number;
  /** Default 15. */
  target?: 10 | 15 | 20 | "one-hand";
  /** Two players only: 36 cards (R O Y G). Default false. */
  four_colours?: boolean;
}
export type OdinAction =
  | { type: "play"; cards: OdinCards }
  | { type: "pass" }
  | { type: "take"; card: OdinCard };
export type OdinViewer = { player: number } | "spectator";
export type OdinPhase = "lead" | "follow" | "take" | "over";
export type OdinRequirement =
  | { type: "lead" }
  | { type: "beat"; size: number; value: number }
  | { type: "take"; from: OdinCard[] }
  | { type: "over" };
export interface OdinPlayGroup {
  size: number;
  value: number;
  ends_hand: boolean;
  sets: OdinCard[][];
}
export type OdinCheck = { legal: true; value: number } | { legal: false; error: string };
export type OdinEvent =
  | { type: "played"; cards: OdinCard[]; value: number; lead: boolean }
  | { type: "passed" }
  | { type: "took"; card: OdinCard; discarded: OdinCard[]; automatic: boolean }
  | { type: "round_ended"; discarded: OdinCard[] }
  | { type: "hand_ended"; whole_hand_lead: boolean };
export interface OdinLogEntry { hand: number; player: number; event: OdinEvent }
export interface OdinHandSummary {
  hand: number;
  first_player: number;
  went_out: number;
  ending: "whole_hand_lead" | "played_out";
  points: number[];
  totals: number[];
}
export interface OdinOutcome { scores: number[]; ranks: number[] }
export interface OdinGameSummary { outcome: OdinOutcome; winners: number[]; hands: OdinHandSummary[] }
export interface OdinUndo { player: number; actions: number }
export interface OdinView {
  config: OdinConfig;
  viewer: OdinViewer;
  hand: OdinCard[] | null;
  hand_sizes: number[];
  known: OdinCard[][];
  middle: OdinCard[];
  middle_value: number | null;
  last_player: number;
  take_from: OdinCard[];
  discard: OdinCard[];
  discard_count: number;
  undealt_count: number;
  phase: OdinPhase;
  to_move: number | null;
  requirement: OdinRequirement;
  passes: number;
  hand_number: number;
  first_player: number;
  scores: number[];
  hands_done: OdinHandSummary[];
  log: OdinLogEntry[];
  undo: OdinUndo;
  outcome: OdinOutcome | null;
}
"#;

fn seed_js(seed: &JsValue) -> Result<u64, JsValue> {
    super::seed_from(seed.as_f64(), super::seed_text(seed)?).map_err(js_error)
}

#[derive(Serialize)]
struct Check {
    legal: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

impl From<Result<u32, PlayError>> for Check {
    fn from(r: Result<u32, PlayError>) -> Check {
        match r {
            Ok(v) => Check {
                legal: true,
                value: Some(v),
                error: None,
            },
            Err(e) => Check {
                legal: false,
                value: None,
                error: Some(e.to_string()),
            },
        }
    }
}

/// A game of Odin with its replay record (for saving and undo).
#[wasm_bindgen(js_name = OdinGame)]
pub struct OdinGame {
    replay: Replay<Odin>,
    state: Odin,
}

#[wasm_bindgen(js_class = OdinGame)]
impl OdinGame {
    /// A new game: deals the first hand; the first player is chosen from the seed.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "OdinConfig")] config: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | string")] seed: JsValue,
    ) -> Result<OdinGame, JsValue> {
        let config: OdinConfig = from_js(config, "Odin configuration")?;
        let seed = seed_js(&seed)?;
        let replay = Replay::new(config, seed);
        let state = replay.initial().map_err(js_error)?;
        Ok(OdinGame { replay, state })
    }

    /// Rebuilds a game from `replayJson()` output, checking every action.
    #[wasm_bindgen(js_name = fromReplay)]
    pub fn from_replay(
        #[wasm_bindgen(unchecked_param_type = "string")] json: JsValue,
    ) -> Result<OdinGame, JsValue> {
        let replay: Replay<Odin> = serde_json::from_str(&text_arg(&json, "replay")?)
            .map_err(|e| js_error(format!("invalid replay: {e}")))?;
        let state = replay.state().map_err(js_error)?;
        Ok(OdinGame { replay, state })
    }

    /// The record of the game (config, seed, actions) as a JSON string.
    #[wasm_bindgen(js_name = replayJson)]
    pub fn replay_json(&self) -> Result<String, JsValue> {
        serde_json::to_string(&self.replay).map_err(js_error)
    }

    /// Number of players.
    pub fn players(&self) -> usize {
        self.state.players()
    }

    /// The player to move, `undefined` when the game is over.
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> Option<usize> {
        self.state.to_move()
    }

    /// What the player to move must do: "lead", "follow", "take" or "over".
    #[wasm_bindgen(unchecked_return_type = "OdinPhase")]
    pub fn phase(&self) -> Result<JsValue, JsValue> {
        to_js(&self.state.phase())
    }

    /// The requirement for the next action as data.
    #[wasm_bindgen(unchecked_return_type = "OdinRequirement")]
    pub fn requirement(&self) -> Result<JsValue, JsValue> {
        to_js(&self.state.requirement())
    }

    /// The requirement as a sentence: "the next set must be 2 or 3 cards above 53".
    #[wasm_bindgen(js_name = requirementText)]
    pub fn requirement_text(&self) -> String {
        self.state.requirement().to_string()
    }

    /// Legal sets for the player to move, grouped by size then value.
    #[wasm_bindgen(js_name = legalPlays, unchecked_return_type = "OdinPlayGroup[]")]
    pub fn legal_plays(&self) -> Result<JsValue, JsValue> {
        to_js(&self.state.legal_plays())
    }

    /// Every legal action of the player to move.
    #[wasm_bindgen(js_name = legalActions, unchecked_return_type = "OdinAction[]")]
    pub fn legal_actions(&self) -> Result<JsValue, JsValue> {
        to_js(&self.state.legal_actions())
    }

    /// Cards of the player to move that are part of some legal play (or, while taking,
    /// the cards that may be taken): for highlighting.
    #[wasm_bindgen(js_name = playableCards, unchecked_return_type = "OdinCard[]")]
    pub fn playable_cards(&self) -> Result<JsValue, JsValue> {
        to_js(&self.state.playable_cards())
    }

    /// Whether the player to move may play `cards` now, with the value or the reason.
    /// Throws only on malformed card notation.
    #[wasm_bindgen(js_name = checkPlay, unchecked_return_type = "OdinCheck")]
    pub fn check_play(
        &self,
        #[wasm_bindgen(unchecked_param_type = "OdinCards")] cards: JsValue,
    ) -> Result<JsValue, JsValue> {
        let cards: CardSet = from_js(cards, "cards")?;
        to_js(&Check::from(self.state.check_play(cards)))
    }

    /// Plays an action for the player to move; throws an `Error` saying why if illegal
    /// (the game is then unchanged).
    pub fn apply(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "OdinAction")] action: JsValue,
    ) -> Result<(), JsValue> {
        let action: OdinAction = from_js(action, "Odin action")?;
        self.replay.push(&mut self.state, action).map_err(js_error)
    }

    /// What `viewer` may see.
    #[wasm_bindgen(unchecked_return_type = "OdinView")]
    pub fn view(
        &self,
        #[wasm_bindgen(unchecked_param_type = "OdinViewer")] viewer: JsValue,
    ) -> Result<JsValue, JsValue> {
        let viewer: Viewer = from_js(viewer, "viewer")?;
        if let Viewer::Player(p) = viewer {
            if p >= self.state.players() {
                return Err(js_error(format!("there is no player {p}")));
            }
        }
        to_js(&self.state.view(viewer))
    }

    /// Which recent actions may be undone without revealing hidden information.
    #[wasm_bindgen(js_name = undoInfo, unchecked_return_type = "OdinUndo")]
    pub fn undo_info(&self) -> Result<JsValue, JsValue> {
        to_js(&self.state.undo())
    }

    /// Takes back the last action (throws if it may not be undone).
    pub fn undo(&mut self) -> Result<(), JsValue> {
        if self.state.undo().actions == 0 {
            return Err(js_error(
                "nothing can be undone without revealing hidden cards",
            ));
        }
        let mut replay = self.replay.clone();
        replay.actions.pop();
        let state = replay.state().map_err(js_error)?;
        self.replay = replay;
        self.state = state;
        Ok(())
    }

    /// Final scores and ranks, `undefined` before the end.
    #[wasm_bindgen(unchecked_return_type = "OdinOutcome | undefined")]
    pub fn outcome(&self) -> Result<JsValue, JsValue> {
        match self.state.outcome() {
            Some(o) => to_js(&o),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// Every hand's summary plus the outcome, `undefined` before the end.
    #[wasm_bindgen(unchecked_return_type = "OdinGameSummary | undefined")]
    pub fn summary(&self) -> Result<JsValue, JsValue> {
        match self.state.summary() {
            Some(s) => to_js(&s),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// Summaries of the hands finished so far.
    #[wasm_bindgen(js_name = handSummaries, unchecked_return_type = "OdinHandSummary[]")]
    pub fn hand_summaries(&self) -> Result<JsValue, JsValue> {
        to_js(self.state.hand_summaries())
    }
}

/// The value of a set (`"2R 8R"` → 82); throws if the cards are malformed or not a set.
#[wasm_bindgen(js_name = odinSetValue)]
pub fn odin_set_value(
    #[wasm_bindgen(unchecked_param_type = "OdinCards")] cards: JsValue,
) -> Result<u32, JsValue> {
    let cards: CardSet = from_js(cards, "cards")?;
    set_value(cards).map_err(js_error)
}

/// Checks a play against a middle (empty: leading), optionally with the player's hand.
#[wasm_bindgen(js_name = odinCheckPlay, unchecked_return_type = "OdinCheck")]
pub fn odin_check_play(
    #[wasm_bindgen(unchecked_param_type = "OdinCards")] middle: JsValue,
    #[wasm_bindgen(unchecked_param_type = "OdinCards")] play: JsValue,
    #[wasm_bindgen(unchecked_param_type = "OdinCards | undefined")] hand: JsValue,
) -> Result<JsValue, JsValue> {
    let middle: CardSet = from_js(middle, "middle")?;
    let play: CardSet = from_js(play, "play")?;
    let hand: Option<CardSet> = if hand.is_undefined() || hand.is_null() {
        None
    } else {
        Some(from_js(hand, "hand")?)
    };
    to_js(&Check::from(check_play_on(middle, hand, play)))
}

/// Reads card notation; returns the cards in canonical order (higher numbers first).
#[wasm_bindgen(js_name = odinParseCards, unchecked_return_type = "OdinCard[]")]
pub fn odin_parse_cards(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<JsValue, JsValue> {
    let text = text_arg(&text, "cards")?;
    let text = text.as_str();
    let set: CardSet = text.parse().map_err(js_error)?;
    to_js(&set)
}

/// Prints cards as one notation string in canonical order (`["2R","8R"]` → "8R 2R").
#[wasm_bindgen(js_name = odinFormatCards)]
pub fn odin_format_cards(
    #[wasm_bindgen(unchecked_param_type = "OdinCards")] cards: JsValue,
) -> Result<String, JsValue> {
    let set: CardSet = from_js(cards, "cards")?;
    Ok(set.to_string())
}

//! JavaScript API for Valda.
//!
//! ```js
//! const game = new ValdaGame({ players: 3 }, 42);
//! game.toMove();                 // 0
//! game.prompt();                 // "actions" or { window: "attack_declared" } …
//! game.legalActions();           // ["end_phase", { take_resource: "gold" }, { play: { card: 3, open: false } }, …]
//! game.apply({ take_resource: "gold" });
//! game.view({ player: 1 });      // what seat 1 may see: the table, their hand, hand sizes…
//! game.cards();                  // the card set: ids, names, types, powers, effects, texts
//! game.cardNumber("base.axe");   // a card's number, from its id
//! game.fightPreview({ attack: 12 }); // what an attack or defence would come to: swords, shields, hit
//! const saved = game.replayJson();                  // ValdaGame.fromReplay(saved)
//! const pos = ValdaGame.fromPosition(text);         // a hand-written position or a snapshot
//! ```
//!
//! Cards are numbers: indices into `cards()`. Every bad input throws an `Error` with a
//! readable message; nothing panics.

use super::seed_from;
use super::{from_js, js_error, text_arg, to_js};
use crate::game::{Game, Viewer};
use crate::replay::Replay;
use crate::valda::cards::CardSet;
use crate::valda::position::Position;
use crate::valda::snapshot::Snapshot;
use crate::valda::{Action, Valda, ValdaConfig};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** A card: its index in `ValdaGame.cards()`. */
export type ValdaCard = number;
export type ValdaGod = "heimdall" | "freya" | "surtur" | "tyr" | "thor" | "odin" | "loki";
export type ValdaKind = "gold" | "diamond" | "blood";
export interface ValdaResources { gold: number; diamond: number; blood: number }
export interface ValdaConfig {
  /** 2 to 5. Seat 0 starts. */
  players: number;
  /** Default "builtin"; or another printing's card list (TSV text). */
  cards?: "builtin" | { custom: string };
  /** §18.3 privacy mode: every other player is asked at each window and open moment. */
  privacy?: boolean;
}
export type ValdaBuilding = "mine" | "drill" | { temple: ValdaGod };
export type ValdaFace = { kind: "gold" | "diamond" | "blood" | "followers"; n: number };
export type ValdaAction =
  | "roll" | "end_phase" | "open_draw" | "draw_two" | "draw_one" | "no_defence"
  | "pass" | "mute" | "odin" | "loki" | "random"
  | { trade: { pay: ValdaResources; get: ValdaKind } }
  | { heimdall: { pay: ValdaResources; get: ValdaKind } }
  | { owner_draw: ValdaGod }
  | { play: { card: ValdaCard; open: boolean } }
  | { take_resource: ValdaKind }
  | { discard: ValdaCard }
  | { build: { building: ValdaBuilding; skip: ValdaResources } }
  | { attack: ValdaCard }
  | { defend: ValdaCard }
  | { weapon: { card: ValdaCard; option: 0 | 1 } }
  | { thor: { pay: ValdaResources } }
  | { pick: ValdaResources }
  | { swap: { pay: ValdaResources; get: ValdaResources } }
  | { player: number }
  | { god: ValdaGod }
  | { card: ValdaCard }
  | { die: { index: number; face: ValdaFace } };
export type ValdaWindow =
  | "anytime" | "die_rolled" | "attack_declared" | "attacked" | "attack_hit"
  | "defended_defender" | "defended_attacker" | "own_yellow_played" | "build_declared";
/** The decision that is due (see docs/valda.md for every prompt). */
export type ValdaPrompt =
  | "roll" | "resources" | "draw_step" | "actions" | "hand_limit" | "building" | "followers"
  | "open_moment" | "defend" | "redirect" | "search_under" | "set_die"
  | { slot: { attacks_left: number } }
  | { window: ValdaWindow }
  | { [prompt: string]: unknown };
export type ValdaViewer = { player: number } | "spectator";
export interface ValdaOutcome { scores: number[]; ranks: number[] }
/** See docs/valda.md: the public table, the viewer's hand and what only they saw. */
export interface ValdaView {
  config: ValdaConfig;
  viewer: ValdaViewer;
  table: Record<string, unknown>;
  hand: ValdaCard[] | null;
  hand_sizes: number[];
  base_count: number;
  god_counts: number[];
  looking: ValdaCard[] | null;
  looking_count: number;
  removed_count: number;
  seen: unknown[];
  to_move: number | null;
  prompt: ValdaPrompt | null;
  outcome: ValdaOutcome | null;
}
export interface ValdaCardDef {
  id: string;
  deck: "base" | { god: ValdaGod };
  card_type: "action" | "attack" | "defence" | "god-weapon";
  name: string;
  count: number;
  costs_action: boolean;
  attack_power: number | null;
  defence_power: number | null;
  effect: unknown;
  text: string;
  source: string;
}
/** What an attack, a defence or "no_defence" would come to (§9.4.4–9.4.5), from what the
 * player deciding may see. */
export interface ValdaFightPreview {
  attacker: number;
  target: number;
  card: ValdaCard;
  /** Printed swords, plus Surtur, doubled by Wrath of Thor. */
  swords: number;
  surtur: number;
  /** The defence with Tyr's bonus; null while no defence card is chosen or none is played. */
  shields: number | null;
  tyr: number;
  /** Null while the defence is not known. */
  hit: boolean | null;
}
export type ValdaCardCheck =
  | { ok: true; total: number; distinct: number }
  | { ok: false; errors: { line: number; column: string | null; message: string }[] };
"#;

/// A game of Valda, with its replay record when it started from a seed.
#[wasm_bindgen(js_name = ValdaGame)]
pub struct ValdaGame {
    replay: Option<Replay<Valda>>,
    state: Valda,
}

#[wasm_bindgen(js_class = ValdaGame)]
impl ValdaGame {
    /// A new game from a seed: decks shuffled, hands and resources dealt (§3).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "ValdaConfig")] config: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | string")] seed: JsValue,
    ) -> Result<ValdaGame, JsValue> {
        let config: ValdaConfig = from_js(config, "Valda configuration")?;
        let seed = seed_from(seed.as_f64(), super::seed_text(&seed)?).map_err(js_error)?;
        let replay = Replay::new(config, seed);
        let state = replay.initial().map_err(js_error)?;
        Ok(ValdaGame {
            replay: Some(replay),
            state,
        })
    }

    /// Rebuilds a game from `replayJson()` output, checking every action.
    #[wasm_bindgen(js_name = fromReplay)]
    pub fn from_replay(
        #[wasm_bindgen(unchecked_param_type = "string")] json: JsValue,
    ) -> Result<ValdaGame, JsValue> {
        let replay: Replay<Valda> = serde_json::from_str(&text_arg(&json, "replay")?)
            .map_err(|e| js_error(format!("invalid replay: {e}")))?;
        let state = replay.state().map_err(js_error)?;
        Ok(ValdaGame {
            replay: Some(replay),
            state,
        })
    }

    /// A game from a position: a hand-written position at the start of a phase, or a
    /// snapshot from `snapshotJson()`. Such a game has no replay record.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(
        #[wasm_bindgen(unchecked_param_type = "string")] json: JsValue,
    ) -> Result<ValdaGame, JsValue> {
        let json = text_arg(&json, "position")?;
        let json = json.as_str();
        let value: serde_json::Value =
            serde_json::from_str(json).map_err(|e| js_error(format!("invalid position: {e}")))?;
        let state = if value.get("table").is_some() {
            Snapshot::from_json(json).and_then(Snapshot::game)
        } else {
            Position::from_json(json).and_then(|p| p.game())
        }
        .map_err(js_error)?;
        Ok(ValdaGame {
            replay: None,
            state,
        })
    }

    /// The record of the game (config, seed, actions) as a JSON string.
    #[wasm_bindgen(js_name = replayJson)]
    pub fn replay_json(&self) -> Result<String, JsValue> {
        match &self.replay {
            Some(r) => serde_json::to_string(r).map_err(js_error),
            None => Err(js_error(
                "a game started from a position has no replay; use snapshotJson()",
            )),
        }
    }

    /// The whole state (hidden parts included) as a JSON string.
    #[wasm_bindgen(js_name = snapshotJson)]
    pub fn snapshot_json(&self) -> String {
        Snapshot::of(&self.state).to_json()
    }

    /// Number of players.
    pub fn players(&self) -> usize {
        self.state.players()
    }

    /// The player who must decide now, `undefined` when the game is over.
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> Option<usize> {
        self.state.to_move()
    }

    /// What must be decided now, `null` when the game is over.
    #[wasm_bindgen(unchecked_return_type = "ValdaPrompt | null")]
    pub fn prompt(&self) -> Result<JsValue, JsValue> {
        to_js(&self.state.prompt().map(|(_, p)| p))
    }

    /// Every legal action of the player to move.
    #[wasm_bindgen(js_name = legalActions, unchecked_return_type = "ValdaAction[]")]
    pub fn legal_actions(&self) -> Result<JsValue, JsValue> {
        to_js(&self.state.legal_actions())
    }

    /// Plays an action of the player to move; throws if it is not legal now.
    pub fn apply(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "ValdaAction")] action: JsValue,
    ) -> Result<(), JsValue> {
        let action: Action = from_js(action, "Valda action")?;
        match &mut self.replay {
            Some(r) => r.push(&mut self.state, action).map_err(js_error),
            None => self.state.apply(&action).map_err(js_error),
        }
    }

    /// What `viewer` may see (§17).
    #[wasm_bindgen(unchecked_return_type = "ValdaView")]
    pub fn view(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ValdaViewer")] viewer: JsValue,
    ) -> Result<JsValue, JsValue> {
        let viewer: Viewer = from_js(viewer, "viewer")?;
        if let Viewer::Player(p) = viewer {
            if p >= self.state.players() {
                return Err(js_error(format!(
                    "there is no seat {p} in a {}-player game",
                    self.state.players()
                )));
            }
        }
        to_js(&self.state.view(viewer))
    }

    /// The result once the game is over.
    #[wasm_bindgen(unchecked_return_type = "ValdaOutcome | undefined")]
    pub fn outcome(&self) -> Result<JsValue, JsValue> {
        to_js(&self.state.outcome())
    }

    /// The number of the card with id `id` (`"base.axe"`), as actions name cards.
    #[wasm_bindgen(js_name = cardNumber)]
    pub fn card_number(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] id: JsValue,
    ) -> Result<usize, JsValue> {
        let id = text_arg(&id, "card id")?;
        self.state
            .card_set()
            .cards
            .iter()
            .position(|c| c.id == id)
            .ok_or_else(|| {
                let shown: String = id.chars().take(40).collect();
                js_error(format!("no card has the id '{shown}'"))
            })
    }

    /// What `action` — an attack declared in an attack slot, a defence card or
    /// `"no_defence"` against the attack under way — would come to, from what the player
    /// deciding may see; `null` for any other action or one not legal now.
    #[wasm_bindgen(js_name = fightPreview, unchecked_return_type = "ValdaFightPreview | null")]
    pub fn fight_preview(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ValdaAction")] action: JsValue,
    ) -> Result<JsValue, JsValue> {
        let action: Action = from_js(action, "Valda action")?;
        let preview = self.state.fight_preview(&action).map(|p| {
            serde_json::json!({
                "attacker": p.attacker,
                "target": p.target,
                "card": p.card,
                "swords": p.swords,
                "surtur": p.surtur,
                "shields": p.shields,
                "tyr": p.tyr,
                "hit": p.hit,
            })
        });
        to_js(&preview)
    }

    /// The distinct cards of the game's card set; a card number indexes this list.
    #[wasm_bindgen(unchecked_return_type = "ValdaCardDef[]")]
    pub fn cards(&self) -> Result<JsValue, JsValue> {
        to_js(&self.state.card_set().cards)
    }
}

/// Checks a card list (TSV in the format of `valda-cards.tsv`): its counts, or every
/// problem with its line and column.
#[wasm_bindgen(js_name = valdaCheckCards, unchecked_return_type = "ValdaCardCheck")]
pub fn valda_check_cards(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<JsValue, JsValue> {
    let answer = match CardSet::parse(&text_arg(&text, "card list")?) {
        Ok(set) => serde_json::json!({
            "ok": true,
            "total": set.physical().len(),
            "distinct": set.cards.len(),
        }),
        Err(errors) => serde_json::json!({ "ok": false, "errors": errors.0 }),
    };
    to_js(&answer)
}

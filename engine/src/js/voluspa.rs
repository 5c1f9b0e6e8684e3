//! JavaScript API for Völuspá.
//!
//! * `new VoluspaGame(config, seed)` — a game as a class: `legalActions()`,
//!   `targetsForTile(tile)`, `blockedCells()`, `preview(action)`, `apply(action)` (throws an
//!   `Error` with a readable message when illegal), `view(player)`, scores, undo range, board
//!   notation. `VoluspaGame.replay(config, seed, actions)` rebuilds a game from its log.
//! * Board-level functions like the CLI: `voluspaParseBoard`, `voluspaPrintBoard`,
//!   `voluspaScore`, `voluspaLegal`, `voluspaBlocked`, `voluspaTiles`.
//!
//! Seeds cross as numbers (integers up to 2^53) or decimal strings. Nothing here panics on
//! any input: every conversion error becomes a thrown `Error`.

use super::{from_js, js_error, optional_text_arg, seat_arg, text_arg, to_js};
use crate::game::{Game, Viewer};
use crate::voluspa::{
    parse_board, print_board, score_move, targets, Action, Board, Config, Kind, Move, Placement,
    Voluspa, TILE_TABLE,
};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** Two-letter tile codes. */
export type VoluspaTile = "Od" | "Th" | "Tr" | "Dr" | "Fe" | "Sk" | "Va" | "Lo" | "He" | "Hm" | "Jo" | "Ss" | "Dw" | "Fr" | "Ra" | "Ni" | "Lb";
/** `[row, col]`, rows downward. */
export type VoluspaCell = [number, number];
export type VoluspaDir = "N" | "E" | "S" | "W";
export type VoluspaExpansion = "saga_of_edda" | "order_of_the_gods" | "lightning_bolt";
export type VoluspaTileSet =
  | "base" | "order_of_the_gods" | "king_of_the_giants" | "rise_of_the_serpents" | "master_of_ravens"
  | { expansions: VoluspaExpansion[] }
  | { custom: VoluspaTile[] };
export interface VoluspaConfig { players: number; tiles?: VoluspaTileSet; no_late_hel?: boolean }
/** One placement: `push` for a Jotunn bump, `boosts` = Freya discarded for it. */
export interface VoluspaPlacement { tile: VoluspaTile; at: VoluspaCell; push?: VoluspaDir; boosts?: number }
/** A notation move: one placement (with a Raven's `then`) or a Hermod chain. */
export type VoluspaMovePart = VoluspaPlacement & { then?: VoluspaCell };
export type VoluspaMove = VoluspaMovePart | VoluspaMovePart[];
/** One step of a turn. */
export type VoluspaAction =
  | ({ type: "place" } & VoluspaPlacement)
  | { type: "skip_raven" }
  | { type: "end_turn" }
  | { type: "discard"; tile: VoluspaTile };
export type VoluspaRule =
  | "value_domination" | "valkyrie_bookend" | "lightning_bolt_shortest_line" | "sea_serpent_extended_line"
  | "dwarf_neighbours" | "hel_neighbours" | "lone_tile" | "niohoggr_bonus";
export interface VoluspaScoredLine { rule: VoluspaRule; cells: VoluspaCell[]; niohoggr_bonus: number; points: number }
export interface VoluspaScoreExplanation { tile: VoluspaTile; at: VoluspaCell; points: number; lines: VoluspaScoredLine[] }
/** A stack: visible `top`, its booster count, covered tiles bottom first. */
export interface VoluspaStack { at: VoluspaCell; top: VoluspaTile; boosts: number; under: VoluspaTile[] }
export type VoluspaBoard = VoluspaStack[];
export type VoluspaTargetKind = "place" | "cover" | "capture" | "bump";
export interface VoluspaTarget { at: VoluspaCell; kind: VoluspaTargetKind; push?: VoluspaDir[] }
export type VoluspaPhase =
  | { type: "play" }
  | { type: "raven_again"; from: VoluspaCell }
  | { type: "hermod_follow_up"; hermod: VoluspaCell }
  | { type: "discard_down" }
  | { type: "over" };
export interface VoluspaStepRecord {
  index: number; action: VoluspaAction; score: VoluspaScoreExplanation | null;
  captured?: VoluspaTile; freya_returned?: number; pushed_to?: VoluspaCell;
}
export interface VoluspaTurnRecord { player: number; steps: VoluspaStepRecord[]; points: number; drew: number; finished: boolean }
export interface VoluspaPlayerView {
  score: number; display: string; reached_at: number; hand_size: number; hel: number; hand: VoluspaTile[] | null;
}
export type VoluspaViewer = { player: number } | "spectator";
export interface VoluspaView {
  config: VoluspaConfig; viewer: VoluspaViewer; board: VoluspaBoard; to_move: number | null; phase: VoluspaPhase;
  players: VoluspaPlayerView[]; pile_count: number; discard_pile: VoluspaTile[]; removed: VoluspaTile[];
  turns: VoluspaTurnRecord[]; actions_applied: number;
}
export interface VoluspaOutcome { scores: number[]; ranks: number[] }
export type VoluspaScoreAnswer =
  | { legal: true; points: number; lines: (VoluspaScoredLine & { step: number; tile: VoluspaTile; at: VoluspaCell })[] }
  | { legal: false; error: string };
export interface VoluspaTileInfo { kind: VoluspaTile; name: string; value: number | null; count: number; expansion: "base" | VoluspaExpansion }
"#;

/// Reads a seed: an integer number in `0..=2^53` or a decimal string of a `u64`.
fn seed_from_js(seed: &JsValue) -> Result<u64, JsValue> {
    if let Some(n) = seed.as_f64() {
        if n.fract() == 0.0 && (0.0..=9_007_199_254_740_992.0).contains(&n) {
            return Ok(n as u64);
        }
        return Err(js_error(
            "invalid seed: use an integer from 0 to 2^53, or a decimal string",
        ));
    }
    if let Some(s) = super::seed_text(seed)? {
        return s
            .trim()
            .parse::<u64>()
            .map_err(|_| js_error(format!("invalid seed '{s}': not a decimal u64")));
    }
    Err(js_error("invalid seed: a number or a string is needed"))
}

fn tile_from_js(tile: &str) -> Result<Kind, JsValue> {
    Kind::from_code(tile).ok_or_else(|| js_error(format!("unknown tile '{tile}'")))
}

fn board_from_text(text: &str) -> Result<Board, JsValue> {
    parse_board(text).map_err(|e| js_error(format!("board: {e}")))
}

/// A game of Völuspá.
#[wasm_bindgen(js_name = VoluspaGame)]
pub struct VoluspaGame {
    game: Voluspa,
}

#[wasm_bindgen(js_class = VoluspaGame)]
impl VoluspaGame {
    /// Sets up a game from a config and a seed.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "VoluspaConfig")] config: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | string")] seed: JsValue,
    ) -> Result<VoluspaGame, JsValue> {
        let config: Config = from_js(config, "config")?;
        let seed = seed_from_js(&seed)?;
        let game = Voluspa::new(&config, seed).map_err(js_error)?;
        Ok(VoluspaGame { game })
    }

    /// Rebuilds a game from config, seed and the action log (throws on the first bad action).
    pub fn replay(
        #[wasm_bindgen(unchecked_param_type = "VoluspaConfig")] config: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | string")] seed: JsValue,
        #[wasm_bindgen(unchecked_param_type = "VoluspaAction[]")] actions: JsValue,
    ) -> Result<VoluspaGame, JsValue> {
        let mut g = VoluspaGame::new(config, seed)?;
        let actions: Vec<Action> = from_js(actions, "action list")?;
        for (i, a) in actions.iter().enumerate() {
            g.game
                .apply(a)
                .map_err(|e| js_error(format!("action {} cannot be replayed: {e}", i + 1)))?;
        }
        Ok(g)
    }

    /// Every legal action of the player to move.
    #[wasm_bindgen(js_name = legalActions, unchecked_return_type = "VoluspaAction[]")]
    pub fn legal_actions(&self) -> Result<JsValue, JsValue> {
        to_js(&self.game.legal_actions())
    }

    /// Legal targets of one tile kind (from hand, or the Raven's second placement).
    #[wasm_bindgen(js_name = targetsForTile, unchecked_return_type = "VoluspaTarget[]")]
    pub fn targets_for_tile(
        &self,
        #[wasm_bindgen(unchecked_param_type = "VoluspaTile")] tile: JsValue,
    ) -> Result<JsValue, JsValue> {
        to_js(
            &self
                .game
                .targets_for(tile_from_js(&text_arg(&tile, "tile")?)?),
        )
    }

    /// How many Freya boosts the player to move could put on `tile`.
    #[wasm_bindgen(js_name = maxBoosts)]
    pub fn max_boosts(
        &self,
        #[wasm_bindgen(unchecked_param_type = "VoluspaTile")] tile: JsValue,
    ) -> Result<u8, JsValue> {
        Ok(self
            .game
            .max_boosts(tile_from_js(&text_arg(&tile, "tile")?)?))
    }

    /// Empty cells next to the board that Trolls block.
    #[wasm_bindgen(js_name = blockedCells, unchecked_return_type = "VoluspaCell[]")]
    pub fn blocked_cells(&self) -> Result<JsValue, JsValue> {
        to_js(&self.game.blocked_cells())
    }

    /// The score an action would make, without applying it (`null` for actions that score
    /// nothing); throws if illegal.
    #[wasm_bindgen(unchecked_return_type = "VoluspaScoreExplanation | null")]
    pub fn preview(
        &self,
        #[wasm_bindgen(unchecked_param_type = "VoluspaAction")] action: JsValue,
    ) -> Result<JsValue, JsValue> {
        let a: Action = from_js(action, "action")?;
        to_js(&self.game.preview_action(&a).map_err(js_error)?)
    }

    /// Plays an action; throws an `Error` with a readable message if illegal.
    pub fn apply(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "VoluspaAction")] action: JsValue,
    ) -> Result<(), JsValue> {
        let a: Action = from_js(action, "action")?;
        self.game.apply(&a).map_err(js_error)
    }

    /// Plays a whole notation move (with `then` and Hermod chains); returns its points.
    #[wasm_bindgen(js_name = applyMove)]
    pub fn apply_move(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "VoluspaMove")] m: JsValue,
    ) -> Result<i32, JsValue> {
        let m: Move = match from_js::<Vec<crate::voluspa::MovePart>>(m.clone(), "move") {
            Ok(v) => Move(v),
            Err(_) => Move(vec![from_js(m, "move")?]),
        };
        self.game.apply_move(&m).map(|s| s.points).map_err(js_error)
    }

    /// What a player (a seat number) or, with `null`/`undefined`, a spectator sees.
    #[wasm_bindgen(unchecked_return_type = "VoluspaView")]
    pub fn view(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number | null | undefined")] player: JsValue,
    ) -> Result<JsValue, JsValue> {
        let viewer = match seat_arg(&player, self.game.players())? {
            Some(p) => Viewer::Player(p),
            None => Viewer::Spectator,
        };
        to_js(&self.game.view(viewer))
    }

    /// The player to move, `undefined` when over.
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> Option<u32> {
        self.game.to_move().map(|p| p as u32)
    }

    /// Whether the game is over.
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// Final scores and ranks, `null` before the end.
    #[wasm_bindgen(unchecked_return_type = "VoluspaOutcome | null")]
    pub fn outcome(&self) -> Result<JsValue, JsValue> {
        to_js(&self.game.outcome())
    }

    /// Scores as displayed, with the tiebreak suffix while tied ("9.2").
    #[wasm_bindgen(js_name = scoreDisplay)]
    pub fn score_display(&self) -> Vec<String> {
        self.game.score_display()
    }

    /// `[start, end)` of the action-log indices of the current turn, all undoable.
    #[wasm_bindgen(unchecked_return_type = "[number, number]")]
    pub fn undoable(&self) -> Result<JsValue, JsValue> {
        let r = self.game.undoable();
        to_js(&[r.start, r.end])
    }

    /// The board in notation (its bounding box).
    #[wasm_bindgen(js_name = boardNotation)]
    pub fn board_notation(&self) -> String {
        self.game.board_notation()
    }

    /// The board's bounding box `[topLeft, bottomRight]`, `null` if empty.
    #[wasm_bindgen(js_name = boundingBox, unchecked_return_type = "[VoluspaCell, VoluspaCell] | null")]
    pub fn bounding_box(&self) -> Result<JsValue, JsValue> {
        to_js(&self.game.bounding_box())
    }
}

/// Parses board notation into a list of stacks; throws with line and column on error.
#[wasm_bindgen(js_name = voluspaParseBoard, unchecked_return_type = "VoluspaBoard")]
pub fn voluspa_parse_board(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<JsValue, JsValue> {
    to_js(&board_from_text(&text_arg(&text, "board")?)?)
}

/// Prints a list of stacks as board notation.
#[wasm_bindgen(js_name = voluspaPrintBoard)]
pub fn voluspa_print_board(
    #[wasm_bindgen(unchecked_param_type = "VoluspaBoard")] board: JsValue,
) -> Result<String, JsValue> {
    let b: Board = from_js(board, "board")?;
    Ok(print_board(&b))
}

/// Scores a notation move (JSON text) on a board (notation), like `skald voluspa score`.
#[wasm_bindgen(js_name = voluspaScore, unchecked_return_type = "VoluspaScoreAnswer")]
pub fn voluspa_score(
    #[wasm_bindgen(unchecked_param_type = "string")] board: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] action_json: JsValue,
) -> Result<JsValue, JsValue> {
    let mut b = board_from_text(&text_arg(&board, "board")?)?;
    let m = Move::parse(&text_arg(&action_json, "action")?)
        .map_err(|e| js_error(format!("action: {e}")))?;
    #[derive(serde::Serialize)]
    struct Line<'a> {
        step: usize,
        tile: Kind,
        at: crate::voluspa::Cell,
        #[serde(flatten)]
        line: &'a crate::voluspa::ScoredLine,
    }
    match score_move(&mut b, &m) {
        Ok(s) => {
            let lines: Vec<Line> = s
                .steps
                .iter()
                .enumerate()
                .flat_map(|(i, st)| {
                    st.lines.iter().map(move |l| Line {
                        step: i,
                        tile: st.tile,
                        at: st.at,
                        line: l,
                    })
                })
                .collect();
            to_js(&serde_json::json!({"legal": true, "points": s.points, "lines": lines}))
        }
        Err(e) => to_js(&serde_json::json!({"legal": false, "error": e.to_string()})),
    }
}

/// Legal single placements on a board (notation), for one tile or all, like
/// `skald voluspa legal`.
#[wasm_bindgen(js_name = voluspaLegal, unchecked_return_type = "VoluspaPlacement[]")]
pub fn voluspa_legal(
    #[wasm_bindgen(unchecked_param_type = "string")] board: JsValue,
    #[wasm_bindgen(unchecked_param_type = "VoluspaTile | undefined")] tile: JsValue,
) -> Result<JsValue, JsValue> {
    let b = board_from_text(&text_arg(&board, "board")?)?;
    let kinds = match optional_text_arg(&tile, "tile")? {
        Some(t) => vec![tile_from_js(&t)?],
        None => Kind::ALL.to_vec(),
    };
    let mut out: Vec<Placement> = Vec::new();
    for k in kinds {
        for t in targets(&b, k) {
            if t.push.is_empty() {
                out.push(Placement::new(k, t.at));
            } else {
                out.extend(t.push.iter().map(|&d| Placement {
                    push: Some(d),
                    ..Placement::new(k, t.at)
                }));
            }
        }
    }
    to_js(&out)
}

/// Cells Trolls block on a board (notation), like `skald voluspa blocked`.
#[wasm_bindgen(js_name = voluspaBlocked, unchecked_return_type = "VoluspaCell[]")]
pub fn voluspa_blocked(
    #[wasm_bindgen(unchecked_param_type = "string")] board: JsValue,
) -> Result<JsValue, JsValue> {
    to_js(&board_from_text(&text_arg(&board, "board")?)?.blocked_cells())
}

/// The tile table: code, name, value (`null` for Hel), count, expansion.
#[wasm_bindgen(js_name = voluspaTiles, unchecked_return_type = "VoluspaTileInfo[]")]
pub fn voluspa_tiles() -> Result<JsValue, JsValue> {
    let rows: Vec<serde_json::Value> = TILE_TABLE
        .iter()
        .map(|t| {
            serde_json::json!({
                "kind": t.kind, "name": t.name, "value": t.value,
                "count": t.count, "expansion": t.expansion,
            })
        })
        .collect();
    to_js(&rows)
}

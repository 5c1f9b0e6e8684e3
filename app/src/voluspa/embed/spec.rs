//! What a Völuspá embed shows, read from its parameters and checked by the engine:
//!
//! - `board`: the position in board notation (rows on lines or separated by `/`);
//! - `moves`: optional worked example, a JSON array of moves in the engine's move notation
//!   (`{"tile":"Tr","at":[0,3]}`; a Hermod chain is an array), each may carry a
//!   `"caption"`; or `{"move": …, "caption": "…"}`;
//! - `caption`: words for the starting position;
//! - `try`: let the reader try tiles — codes separated by spaces or commas (`try=Th Tr`),
//!   or bare `try` for the base game's eight kinds.

use skald::voluspa::{
    parse_board, score_move, Board, Cell, Kind, Move, MovePart, MoveScore, ScoreExplanation,
};

use crate::embed::query::{caption, moves_array, take_caption, ParamError, Params};
use crate::json::{self, FromJson};
use crate::voluspa::words;

/// The parameters of a Völuspá embed.
pub const PARAMS: [&str; 4] = ["board", "moves", "caption", "try"];
/// The most tiles a reader may be given to try.
pub const MAX_TRY: usize = 17;
/// What bare `try` gives the reader: the base game's eight kinds.
pub const DEFAULT_TRY: [Kind; 8] = [
    Kind::Odin,
    Kind::Thor,
    Kind::Troll,
    Kind::Dragon,
    Kind::Fenrir,
    Kind::Skadi,
    Kind::Valkyrie,
    Kind::Loki,
];

/// One position of the example: the board, its caption, and the move that led to it.
#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    pub board: Board,
    pub caption: Option<String>,
    /// The move that made this position and what it scored (none for the start).
    pub scored: Option<(Move, MoveScore)>,
}

impl Position {
    /// The explanations of the move's placements.
    pub fn explanations(&self) -> Vec<ScoreExplanation> {
        self.scored
            .as_ref()
            .map(|(_, s)| s.steps.clone())
            .unwrap_or_default()
    }

    /// The cells the move placed tiles on.
    pub fn cells(&self) -> Vec<Cell> {
        self.explanations().iter().map(|e| e.at).collect()
    }
}

/// A Völuspá embed, checked.
#[derive(Clone, Debug, PartialEq)]
pub struct Spec {
    /// The start, then the position after each move.
    pub positions: Vec<Position>,
    /// The tiles a reader may try, when try-it is on.
    pub try_tiles: Option<Vec<Kind>>,
}

/// The cell as a reader says it: "row 1, column 4" (1-based, as drawn in the notation);
/// cells outside the drawing are placed from it: "the row above row 1, column 2",
/// "row 3, 2 columns left of column 1".
pub fn cell_words(c: Cell) -> String {
    let row = match c.0 {
        n if n >= 0 => words::embed_row(n as i64 + 1),
        -1 => words::embed_row_above().to_string(),
        n => words::embed_rows_above(-n as i64),
    };
    let col = match c.1 {
        n if n >= 0 => words::embed_col(n as i64 + 1),
        -1 => words::embed_col_left().to_string(),
        n => words::embed_cols_left(-n as i64),
    };
    words::embed_cell(row, col)
}

/// Reads the moves (see the module's doc) with their captions.
fn moves(text: &str) -> Result<Vec<(Move, Option<String>)>, ParamError> {
    let err = |m: String| ParamError::new("moves", m);
    let items = moves_array(text, "moves", "[{\"tile\":\"Tr\",\"at\":[0,3]}]")?;
    let mut out = Vec::new();
    for (i, item) in items.into_iter().enumerate() {
        let n = i + 1;
        let (mv, cap) = match item {
            json::Value::Object(mut obj) => {
                let cap = take_caption(&mut obj, &format!("move {n}"))?;
                match obj.remove("move") {
                    Some(m) => (m, cap),
                    None => (json::Value::Object(obj), cap),
                }
            }
            other => (other, None),
        };
        let parts: Vec<MovePart> = match mv {
            json::Value::Array(_) => Vec::<MovePart>::from_json(mv),
            other => MovePart::from_json(other).map(|p| vec![p]),
        }
        .map_err(|e| {
            err(format!(
                "move {n}: {e} (a move is {{\"tile\":\"Th\",\"at\":[row,column]}} with optional \"push\", \"boosts\", \"then\")"
            ))
        })?;
        if parts.is_empty() {
            return Err(err(format!("move {n}: an empty chain")));
        }
        out.push((Move(parts), cap));
    }
    Ok(out)
}

/// Reads the tiles to try.
fn try_tiles(text: &str) -> Result<Vec<Kind>, ParamError> {
    let codes: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .collect();
    if codes.is_empty() {
        return Ok(DEFAULT_TRY.to_vec());
    }
    if codes.len() > MAX_TRY {
        return Err(ParamError::new("try", format!("at most {MAX_TRY} tiles")));
    }
    let mut out = Vec::new();
    for code in codes {
        let k = Kind::from_code(code).ok_or_else(|| {
            ParamError::new(
                "try",
                format!("unknown tile '{code}' (tiles: Od Th Tr Dr Fe Sk Va Lo He Hm Jo Ss Dw Fr Ra Ni Lb)"),
            )
        })?;
        if !out.contains(&k) {
            out.push(k);
        }
    }
    Ok(out)
}

/// Reads and checks a Völuspá embed: every move must be legal in turn.
pub fn read(params: &Params) -> Result<Spec, ParamError> {
    let Some(text) = params.get("board") else {
        return Err(ParamError::new(
            "board",
            "missing: give the position in board notation, for example board=Od%20Th%20Tr",
        ));
    };
    let board = parse_board(text).map_err(|e| ParamError::new("board", e.to_string()))?;
    let first = Position {
        board,
        caption: params
            .get("caption")
            .map(|c| caption(c, "caption"))
            .transpose()?,
        scored: None,
    };
    let mut positions = vec![first];
    for (i, (m, cap)) in moves(params.get("moves").unwrap_or("[]"))?
        .into_iter()
        .enumerate()
    {
        let mut board = positions[i].board.clone();
        let score = score_move(&mut board, &m).map_err(|e| {
            let p = &m.0[0];
            ParamError::new(
                "moves",
                words::embed_move_impossible(
                    i as i64 + 1,
                    words::tile(p.tile),
                    cell_words(p.at),
                    words::refusal(&e),
                ),
            )
        })?;
        positions.push(Position {
            board,
            caption: cap,
            scored: Some((m, score)),
        });
    }
    let try_tiles = params.get("try").map(try_tiles).transpose()?;
    Ok(Spec {
        positions,
        try_tiles,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(query: &str) -> Result<Spec, ParamError> {
        read(&Params::parse(query, &PARAMS)?)
    }

    #[test]
    fn reads_a_worked_example() {
        let s = spec("board=Od%20Th&moves=%5B%7B%22tile%22%3A%22Tr%22%2C%22at%22%3A%5B0%2C2%5D%2C%22caption%22%3A%22The%20Troll%22%7D%5D&caption=Start").unwrap();
        assert_eq!(s.positions.len(), 2);
        assert_eq!(s.positions[0].caption.as_deref(), Some("Start"));
        assert_eq!(s.positions[1].caption.as_deref(), Some("The Troll"));
        assert_eq!(s.positions[1].board.top(Cell(0, 2)), Some(Kind::Troll));
        assert_eq!(s.positions[1].cells(), vec![Cell(0, 2)]);
        assert!(s.try_tiles.is_none());
    }

    #[test]
    fn both_move_forms_and_try_lists() {
        let s = spec("board=Od&moves=[{\"move\":{\"tile\":\"Th\",\"at\":[0,1]},\"caption\":\"x\"},[{\"tile\":\"Lo\",\"at\":[1,0]}]]&try=Th,Dw%20Th").unwrap();
        assert_eq!(s.positions.len(), 3);
        assert_eq!(s.try_tiles, Some(vec![Kind::Thor, Kind::Dwarf]));
        assert_eq!(
            spec("board=Od&try").unwrap().try_tiles,
            Some(DEFAULT_TRY.to_vec())
        );
    }

    #[test]
    fn cells_outside_the_drawing_are_placed_from_it() {
        assert_eq!(cell_words(Cell(0, 3)), "row 1, column 4");
        assert_eq!(cell_words(Cell(-1, 1)), "the row above row 1, column 2");
        assert_eq!(cell_words(Cell(2, -3)), "row 3, 3 columns left of column 1");
    }

    #[test]
    fn errors_name_the_parameter_and_the_place() {
        let e = spec("board=Od%20Xx").unwrap_err();
        assert_eq!(e.param, "board");
        assert!(e.message.contains("line 1, column 4"), "{e}");
        let e = spec("moves=[]").unwrap_err();
        assert_eq!(e.param, "board");
        let e = spec("board=Od&moves={").unwrap_err();
        assert_eq!(e.param, "moves");
        assert!(e.message.contains("not JSON"), "{e}");
        let e = spec("board=Od&moves=[{\"tile\":\"Th\",\"at\":[5,5]}]").unwrap_err();
        assert!(
            e.message
                .starts_with("move 1 (Thor at row 6, column 6) is not possible"),
            "{e}"
        );
        let e = spec("board=Od&moves=[{\"tile\":\"Qq\",\"at\":[0,1]}]").unwrap_err();
        assert!(e.message.starts_with("move 1:"), "{e}");
        let e = spec("board=Od&try=Th%20Zz").unwrap_err();
        assert_eq!(e.param, "try");
        let e = spec(&format!("board=Od&caption={}", "a".repeat(700))).unwrap_err();
        assert_eq!(e.param, "caption");
    }
}

//! The board notation and the action (move) JSON.
//!
//! **Board**: one text line per row, top to bottom, or rows separated by `/`; cells separated
//! by spaces; `.` is an empty cell; tiles by code (`Od Th Tr Dr Fe Sk Va Lo He Hm Jo Ss Dw Fr
//! Ra Ni Lb`); a stack top first with `>` (`Dr>Th`); a booster as `+N` after the top tile
//! (`Dr+2`, `Dr+1>Th`). Lines holding only white space are ignored (draw an empty row with
//! `.`). Cell `[r, c]` is row `r`, column `c` of the drawing, 0-based.

use super::board::Dir;
use super::board::{Board, Cell, Stack};
use super::placement::Placement;
use super::tile::Kind;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A notation error at a 1-based line and column of the input.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NotationError {
    /// 1-based line of the input.
    pub line: usize,
    /// 1-based column (character) of the input.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for NotationError {}

impl From<NotationError> for super::error::VoluspaError {
    fn from(e: NotationError) -> Self {
        super::error::VoluspaError::Notation(e.to_string())
    }
}

fn parse_stack(tok: &str, line: usize, column: usize) -> Result<Stack, NotationError> {
    let err = |offset: usize, message: String| NotationError {
        line,
        column: column + offset,
        message,
    };
    let mut stack: Option<Stack> = None;
    let mut offset = 0;
    for (i, part) in tok.split('>').enumerate() {
        let (code, boost) = match part.find('+') {
            Some(p) => (&part[..p], Some(&part[p + 1..])),
            None => (part, None),
        };
        let kind = Kind::from_code(code).ok_or_else(|| {
            err(
                offset,
                if code.is_empty() {
                    format!("missing tile in '{tok}'")
                } else {
                    format!(
                        "unknown tile '{code}' (tiles: Od Th Tr Dr Fe Sk Va Lo He Hm Jo Ss Dw Fr Ra Ni Lb)"
                    )
                },
            )
        })?;
        let mut boosts = 0u8;
        if let Some(b) = boost {
            if i > 0 {
                return Err(err(
                    offset + code.len(),
                    "only the top tile of a stack can carry a booster".into(),
                ));
            }
            if kind == Kind::Hel {
                return Err(err(offset + code.len(), "Hel cannot be boosted".into()));
            }
            boosts = b.parse::<u8>().ok().filter(|&n| n > 0).ok_or_else(|| {
                err(
                    offset + code.len(),
                    format!("bad booster '+{b}' (write +1 … +255)"),
                )
            })?;
        }
        match &mut stack {
            None => {
                stack = Some(Stack {
                    top: kind,
                    boosts,
                    under: Vec::new(),
                })
            }
            Some(s) => {
                if kind == Kind::Hel {
                    return Err(err(offset, "nothing can lie on top of Hel".into()));
                }
                s.under.insert(0, kind)
            }
        }
        offset += part.chars().count() + 1;
    }
    stack.ok_or_else(|| err(0, "empty cell token".into()))
}

/// Parses board notation.
///
/// ```
/// use skald::voluspa::{parse_board, Cell, Kind};
/// let b = parse_board("Od Th\n. Dr+2>Th").unwrap();
/// assert_eq!(b.top(Cell(1, 1)), Some(Kind::Dragon));
/// assert_eq!(b.face(Cell(1, 1)), 7);
/// ```
pub fn parse_board(text: &str) -> Result<Board, NotationError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut board = Board::new();
    let mut row = 0i32;
    for (li, line) in text.lines().enumerate() {
        let mut col_offset = 0usize;
        for seg in line.split('/') {
            let seg_start = col_offset;
            col_offset += seg.chars().count() + 1;
            if seg.trim().is_empty() {
                if line.contains('/') {
                    return Err(NotationError {
                        line: li + 1,
                        column: seg_start + 1,
                        message: "empty row between '/' (draw empty rows with '.')".into(),
                    });
                }
                continue;
            }
            let mut col = 0i32;
            let mut chars = seg.char_indices().peekable();
            while let Some(&(start, ch)) = chars.peek() {
                if ch.is_whitespace() {
                    chars.next();
                    continue;
                }
                let mut end = start;
                while let Some(&(i, ch)) = chars.peek() {
                    if ch.is_whitespace() {
                        break;
                    }
                    end = i + ch.len_utf8();
                    chars.next();
                }
                let tok = &seg[start..end];
                let column = seg_start + seg[..start].chars().count() + 1;
                if tok != "." {
                    let stack = parse_stack(tok, li + 1, column)?;
                    board
                        .set(Cell(row, col), Some(stack))
                        .map_err(|message| NotationError {
                            line: li + 1,
                            column,
                            message,
                        })?;
                }
                col += 1;
                if col > 1_000 {
                    return Err(NotationError {
                        line: li + 1,
                        column,
                        message: "row too long (at most 1000 cells)".into(),
                    });
                }
            }
            row += 1;
            if row > 1_000 {
                return Err(NotationError {
                    line: li + 1,
                    column: 1,
                    message: "too many rows (at most 1000)".into(),
                });
            }
        }
    }
    Ok(board)
}

/// The notation token of one stack (`Dr+2>Th`).
pub fn stack_token(s: &Stack) -> String {
    let mut out = s.top.code().to_string();
    if s.boosts > 0 {
        out.push('+');
        out.push_str(&s.boosts.to_string());
    }
    for k in s.under.iter().rev() {
        out.push('>');
        out.push_str(k.code());
    }
    out
}

/// Prints the board's bounding box, one line per row (empty board: `.`). Cell `[0, 0]` of
/// the output is the bounding box's top-left cell ([`Board::bounding_box`]).
pub fn print_board(board: &Board) -> String {
    let Some((tl, br)) = board.bounding_box() else {
        return ".".to_string();
    };
    let mut out = String::new();
    for r in tl.0..=br.0 {
        let row: Vec<String> = (tl.1..=br.1)
            .map(|c| {
                board
                    .get(Cell(r, c))
                    .map(stack_token)
                    .unwrap_or_else(|| ".".to_string())
            })
            .collect();
        out.push_str(&row.join(" "));
        out.push('\n');
    }
    out
}

/// One element of a move in JSON: a placement with an optional Raven `then`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MovePart {
    /// The tile.
    pub tile: Kind,
    /// The target cell.
    pub at: Cell,
    /// Jotunn bump direction.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub push: Option<Dir>,
    /// Freya boosts.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub boosts: u8,
    /// Raven only: the second placement's cell.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub then: Option<Cell>,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl MovePart {
    /// The placement part.
    pub fn placement(&self) -> Placement {
        Placement {
            tile: self.tile,
            at: self.at,
            push: self.push,
            boosts: self.boosts,
        }
    }
    /// From a placement without `then`.
    pub fn from_placement(p: Placement) -> MovePart {
        MovePart {
            tile: p.tile,
            at: p.at,
            push: p.push,
            boosts: p.boosts,
            then: None,
        }
    }
}

/// A notation-level move: one placement (with a Raven's `then`), or a Hermod chain
/// written as a JSON array of placements.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Move(pub Vec<MovePart>);

impl Move {
    /// Parses `{"tile":…}` or `[{…},{…}]`; errors name the line and column.
    pub fn parse(json: &str) -> Result<Move, NotationError> {
        let trimmed = json.trim_start();
        let to_err = |e: serde_json::Error| NotationError {
            line: e.line().max(1),
            column: e.column().max(1),
            message: format!("bad action JSON: {e}"),
        };
        if trimmed.starts_with('[') {
            let parts: Vec<MovePart> = serde_json::from_str(json).map_err(to_err)?;
            if parts.is_empty() {
                return Err(NotationError {
                    line: 1,
                    column: 1,
                    message: "empty action list".into(),
                });
            }
            Ok(Move(parts))
        } else {
            let part: MovePart = serde_json::from_str(json).map_err(to_err)?;
            Ok(Move(vec![part]))
        }
    }

    /// JSON text: a single object for one placement, an array for a chain.
    pub fn to_json(&self) -> String {
        if self.0.len() == 1 {
            serde_json::to_string(&self.0[0]).unwrap_or_default()
        } else {
            serde_json::to_string(&self.0).unwrap_or_default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_reports_positions() {
        let text = "Od Th .\n. Dr+2>Th He>Fe\nLo . Va\n";
        let b = parse_board(text).unwrap();
        assert_eq!(print_board(&b), text);
        let b2 = parse_board("Od Th . / . Dr+2>Th He>Fe / Lo . Va").unwrap();
        assert_eq!(b, b2);
        let b3 = parse_board("\u{feff}Od Th .\r\n. Dr+2>Th He>Fe\r\nLo\t.\tVa\r\n").unwrap();
        assert_eq!(b, b3);
        let e = parse_board("Od Th\nOd Xx").unwrap_err();
        assert_eq!((e.line, e.column), (2, 4));
        let e = parse_board("Od Dr>Th+1").unwrap_err();
        assert_eq!(e.line, 1);
        assert!(e.message.contains("booster"), "{e}");
        let e = Move::parse("{\"tile\":\"Od\",\n\"at\":[0]}").unwrap_err();
        assert_eq!(e.line, 2);
        let m = Move::parse(
            r#"[{"tile":"Hm","at":[0,1]},{"tile":"Ra","at":[1,1],"then":[2,2],"boosts":1}]"#,
        )
        .unwrap();
        assert_eq!(m.0.len(), 2);
        assert_eq!(Move::parse(&m.to_json()).unwrap(), m);
        assert!(Move::parse(r#"{"tile":"Od","at":[0,1],"boost":1}"#).is_err());
    }
}

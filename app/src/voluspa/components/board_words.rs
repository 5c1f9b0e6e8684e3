//! Every word the play screen says about the board to keyboard and screen-reader players:
//! the cells' accessible names, the key help, the prompt line, and what the live region
//! announces. English only, each a function returning a `String`, so that one later step
//! can move them all into Fluent message files (German).
//!
//! Rows and columns are counted from the top-left cell of the board as drawn (the tiles
//! and the ring of free cells around them), from 1; see [`super::board_grid`].

use skald::voluspa::{Dir, Kind, Phase, Stack, TargetKind};

/// What a cell holds: "Troll, 6", "Thor, 7, boosted to 9", "Dragon, 6, on Odin",
/// "Hel, face down".
pub fn stack(s: &Stack) -> String {
    let top = s.top;
    let mut out = if top == Kind::Hel {
        "Hel, face down".to_string()
    } else {
        format!("{}, {}", top.name(), top.value())
    };
    if s.boosts > 0 && top != Kind::Hel {
        out += &format!(", boosted to {}", top.boosted_value(s.boosts));
    }
    if let Some(k) = s.under.last() {
        out += &format!(", on {}", k.name());
    }
    out
}

/// What a cell means for the chosen tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    None,
    /// A legal target of the chosen tile, and how it gets there.
    Legal(TargetKind),
    /// Blocked for the chosen tile by a Troll next to it.
    Blocked,
}

/// A cell's accessible name: "Row 2, column 3: Troll, 6", "Row 1, column 2: empty, you can
/// place here", "Row 3, column 1: empty, blocked by a Troll"; the last move says so.
pub fn cell(row: i32, col: i32, content: Option<&Stack>, mark: Mark, last: bool) -> String {
    let mut out = format!(
        "Row {row}, column {col}: {}",
        content.map(stack).unwrap_or_else(|| "empty".to_string())
    );
    if last {
        out += ", last move";
    }
    match mark {
        Mark::None => {}
        Mark::Legal(TargetKind::Place) => out += ", you can place here",
        Mark::Legal(TargetKind::Cover) => out += ", you can place here, on top of it",
        Mark::Legal(TargetKind::Capture) => out += ", you can place here, taking it into your hand",
        Mark::Legal(TargetKind::Bump) => out += ", you can place here, pushing it away",
        Mark::Blocked => out += ", blocked by a Troll",
    }
    out
}

/// The board's accessible name.
pub fn board() -> String {
    "Völuspá board".to_string()
}

/// How to play the board by keys (the board's description).
pub fn board_keys() -> String {
    "Arrow keys move over the cells, Home and End to the ends of a row. Enter or Space places \
     the chosen tile on the cell. Escape cancels the choice."
        .to_string()
}

/// A push direction as a player sees the board.
pub fn dir(d: Dir) -> String {
    match d {
        Dir::N => "up",
        Dir::S => "down",
        Dir::W => "left",
        Dir::E => "right",
    }
    .to_string()
}

/// "up", "up, left".
fn dirs(ds: &[Dir]) -> String {
    let words: Vec<String> = ds.iter().map(|d| dir(*d)).collect();
    words.join(", ")
}

/// The Jotunn's question, asked by keys.
pub fn push_question(ds: &[Dir]) -> String {
    format!(
        "Jotunn: which way should the stack go? Press an arrow key: {}. Escape cancels.",
        dirs(ds)
    )
}

/// An arrow key pressed for a way the engine does not allow.
pub fn cannot_push(d: Dir, ds: &[Dir]) -> String {
    format!("The stack cannot be pushed {}: only {}.", dir(d), dirs(ds))
}

/// Enter on the board with no tile chosen.
pub fn pick_first() -> String {
    "Choose a tile in your hand first: Tab to your tiles, then Enter.".to_string()
}

/// A tile was chosen: how many cells it may go to.
pub fn picked(kind: Kind, cells: usize) -> String {
    match cells {
        0 => format!("{} chosen.", kind.name()),
        1 => format!("{} chosen: 1 cell where it can go.", kind.name()),
        n => format!("{} chosen: {n} cells where it can go.", kind.name()),
    }
}

/// A tile of the hand was boosted with Freya.
pub fn boosted(kind: Kind, n: u8) -> String {
    format!(
        "{} boosted by {n} Freya: now worth {}.",
        kind.name(),
        kind.boosted_value(n)
    )
}

/// A seat without a name.
pub fn player(n: usize) -> String {
    format!("Player {n}")
}

/// The choice was dropped.
pub fn cancelled() -> String {
    "Choice cancelled.".to_string()
}

/// One step of a turn, for the live region: "Astrid: Odin (+5: highest in line), row 2,
/// column 3." — `what` is the move log's words for the step, `at` the placed cell's (row,
/// column) on the board as drawn after the move.
pub fn step(who: &str, what: &str, at: Option<(i32, i32)>) -> String {
    match at {
        Some((r, c)) => format!("{who}: {what}, row {r}, column {c}."),
        None => format!("{who}: {what}."),
    }
}

/// Everyone's score: "Scores: Astrid 5, Bjørn 0."
pub fn scores(names_and_scores: &[(String, i64)]) -> String {
    let parts: Vec<String> = names_and_scores
        .iter()
        .map(|(n, s)| format!("{n} {s}"))
        .collect();
    format!("Scores: {}.", parts.join(", "))
}

/// Whose turn it is now (after a move).
pub fn turn_of(name: &str) -> String {
    format!("{name}'s turn.")
}

/// An undo, for the live region.
pub fn undone(steps: usize) -> String {
    match steps {
        1 => "The last move was taken back.".to_string(),
        n => format!("{n} moves were taken back."),
    }
}

pub fn game_over() -> String {
    "The game is over.".to_string()
}

/// What the prompt line knows about the moment.
pub struct PromptFacts<'a> {
    pub phase: &'a Phase,
    /// The player to move (`None` when the game is over).
    pub who: Option<&'a str>,
    pub computer_thinking: bool,
    pub hand_visible: bool,
    /// The player must discard (no tile can be placed, or down to five).
    pub must_discard: bool,
    pub selected: Option<Kind>,
    /// The board has the keyboard's focus: the line speaks of keys, not taps.
    pub keys: bool,
}

/// The line telling the player what to do now.
pub fn prompt(f: &PromptFacts) -> String {
    let who = match (f.phase, f.who) {
        (Phase::Over, _) | (_, None) => return game_over(),
        (_, Some(w)) => w,
    };
    if f.computer_thinking {
        return format!("{who} is thinking…");
    }
    if !f.hand_visible {
        return format!("{who}'s turn");
    }
    match f.phase {
        Phase::DiscardDown => {
            "You took a tile: discard down to five tiles. Tap a tile, then “Discard”.".into()
        }
        Phase::RavenAgain { .. } if f.keys => {
            "Raven: place it once more (Enter, then arrow keys and Enter), or leave it where it is."
                .into()
        }
        Phase::RavenAgain { .. } => {
            "Raven: place it once more (drag it or tap a cell), or leave it where it is.".into()
        }
        Phase::HermodFollowUp { .. } if f.must_discard => {
            "Hermod: no tile fits in its lines. Discard a tile, or end your turn.".into()
        }
        Phase::HermodFollowUp { .. } => {
            "Hermod: place one more tile in its row or column, or end your turn.".into()
        }
        Phase::Play if f.must_discard => {
            "No tile can be placed: you must discard one. Tap a tile, then “Discard”.".into()
        }
        Phase::Play | Phase::Over => match f.selected {
            Some(Kind::Freya) if f.keys => "Freya: arrow keys to a green cell and Enter, or go \
                back to your tiles and press Enter on a tile to boost it."
                .into(),
            Some(Kind::Freya) => {
                "Freya: drop it on the board, or on a tile of your hand to boost that tile.".into()
            }
            Some(k) if f.keys => format!(
                "{}: arrow keys to a green cell, Enter to place, Escape to cancel.",
                k.name()
            ),
            Some(k) => format!("{}: drag it or tap a green cell.", k.name()),
            None if f.keys => "Choose a tile in your hand (Tab, then Enter) to place it.".into(),
            None => "Drag a tile onto a green cell, or tap a tile and then a cell.".into(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_named_by_row_column_content_and_mark() {
        let troll = Stack {
            top: Kind::Troll,
            boosts: 0,
            under: vec![],
        };
        assert_eq!(
            cell(2, 3, Some(&troll), Mark::None, false),
            "Row 2, column 3: Troll, 6"
        );
        assert_eq!(
            cell(1, 2, None, Mark::Legal(TargetKind::Place), false),
            "Row 1, column 2: empty, you can place here"
        );
        assert_eq!(
            cell(3, 1, None, Mark::Blocked, false),
            "Row 3, column 1: empty, blocked by a Troll"
        );
        let covered = Stack {
            top: Kind::Thor,
            boosts: 2,
            under: vec![Kind::Odin],
        };
        assert_eq!(
            cell(1, 1, Some(&covered), Mark::None, true),
            "Row 1, column 1: Thor, 7, boosted to 9, on Odin, last move"
        );
    }

    #[test]
    fn pushes_and_points_in_words() {
        assert_eq!(
            push_question(&[Dir::N, Dir::W]),
            "Jotunn: which way should the stack go? Press an arrow key: up, left. Escape cancels."
        );
        assert_eq!(
            scores(&[("Astrid".into(), 5), ("Bjørn".into(), 0)]),
            "Scores: Astrid 5, Bjørn 0."
        );
    }
}

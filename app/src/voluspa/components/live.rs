//! What Völuspá's polite live region ([`crate::components::live::Live`]) says: what
//! screen-reader players hear after each move of a person (what was placed where, what it
//! scored, everyone's score, who is next), a choice of tile, a cancelled choice, a Freya
//! boost, an undo. The computer's moves are
//! announced by the computer status line (`components::computer_status`), not here.

use skald::voluspa::{Action, Voluspa};
use skald::Game;

use super::board_grid::row_col;
use super::board_words as words;
use crate::voluspa::geometry::CellBox;
use crate::voluspa::state::Said;
use crate::voluspa::words as w;

/// What the play screen knows when it words a message.
pub struct Facts<'a> {
    pub game: &'a Voluspa,
    /// The players' names, by seat.
    pub names: &'a [String],
    /// The board's grid as drawn now (positions are given in it).
    pub cells: Option<CellBox>,
    /// Legal cells of the chosen tile.
    pub legal: usize,
    /// The prompt line, said after a move when the same player goes on.
    pub prompt: &'a str,
}

fn name(f: &Facts, p: usize) -> String {
    f.names
        .get(p)
        .cloned()
        .unwrap_or_else(|| w::player_n(p + 1))
}

/// The message in words.
pub fn text(said: Said, f: &Facts) -> String {
    match said {
        Said::Picked(k) => words::picked(k, f.legal),
        Said::Cancelled => w::cancelled().to_string(),
        Said::Boosted(k, n) => words::boosted(k, n),
        Said::Undone(n) => {
            let mut out = words::undone(n);
            if let Some(p) = f.game.to_move() {
                out = format!("{out} {}", w::turn_of(name(f, p)));
            }
            out
        }
        Said::Moved => moved(f),
    }
}

/// The last step of the game, the scores, and who goes on.
fn moved(f: &Facts) -> String {
    let game = f.game;
    let Some(turn) = game.turns().iter().rev().find(|t| !t.steps.is_empty()) else {
        return String::new();
    };
    let Some(step) = turn.steps.last() else {
        return String::new();
    };
    let what = super::log::describe_step(turn, turn.steps.len() - 1);
    let at = match &step.action {
        Action::Place(p) => {
            let cell = step.score.as_ref().map_or(p.at, |s| s.at);
            f.cells.map(|b| row_col(&b, cell))
        }
        _ => None,
    };
    let scores: Vec<(String, i64)> = game
        .scores()
        .iter()
        .enumerate()
        .map(|(p, s)| (name(f, p), *s))
        .collect();
    let next = match game.to_move() {
        None => w::game_over().to_string(),
        Some(p) if p != turn.player => w::turn_of(name(f, p)),
        Some(_) => f.prompt.to_string(),
    };
    format!(
        "{} {} {}",
        words::step(&name(f, turn.player), &what, at),
        words::scores(&scores),
        next
    )
}

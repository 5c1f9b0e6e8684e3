//! Every word the play screen says about the board to keyboard and screen-reader players:
//! the cells' accessible names, the key help, the prompt line, and what the live region
//! announces, in the language in use (`voluspa.ftl`, through [`crate::voluspa::words`]).
//!
//! Rows and columns are counted from the top-left cell of the board as drawn (the tiles
//! and the ring of free cells around them), from 1; see [`super::board_grid`].

use skald::voluspa::{Dir, Kind, Phase, Stack, TargetKind};

use crate::voluspa::words as w;

/// What a cell holds: "Troll, 6", "Thor, 7, boosted to 9", "Dragon, 6, on Odin",
/// "Hel, face down".
pub fn stack(s: &Stack) -> String {
    let top = s.top;
    let mut out = if top == Kind::Hel {
        w::stack_hel().to_string()
    } else {
        w::stack_tile(w::tile(top), top.value() as i64)
    };
    if s.boosts > 0 && top != Kind::Hel {
        out += &w::stack_boosted(top.boosted_value(s.boosts) as i64);
    }
    if let Some(k) = s.under.last() {
        out += &w::stack_on(w::tile(*k));
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
    let content = content
        .map(stack)
        .unwrap_or_else(|| w::cell_empty().to_string());
    let mut out = w::cell_name(row as i64, col as i64, content);
    if last {
        out += w::cell_last_move();
    }
    out += match mark {
        Mark::None => "",
        Mark::Legal(TargetKind::Place) => w::cell_can_place(),
        Mark::Legal(TargetKind::Cover) => w::cell_can_cover(),
        Mark::Legal(TargetKind::Capture) => w::cell_can_capture(),
        Mark::Legal(TargetKind::Bump) => w::cell_can_bump(),
        Mark::Blocked => w::cell_blocked(),
    };
    out
}

/// "up", "up, left".
fn dirs(ds: &[Dir]) -> String {
    let words: Vec<&str> = ds.iter().map(|d| w::dir(*d)).collect();
    words.join(", ")
}

/// The Jotunn's question, asked by keys.
pub fn push_question(ds: &[Dir]) -> String {
    w::push_question(dirs(ds))
}

/// An arrow key pressed for a way the engine does not allow.
pub fn cannot_push(d: Dir, ds: &[Dir]) -> String {
    w::cannot_push(w::dir(d), dirs(ds))
}

/// A tile was chosen: how many cells it may go to.
pub fn picked(kind: Kind, cells: usize) -> String {
    w::picked(cells as i64, w::tile(kind))
}

/// A tile of the hand was boosted with Freya.
pub fn boosted(kind: Kind, n: u8) -> String {
    w::boosted(w::tile(kind), n as i64, kind.boosted_value(n) as i64)
}

/// One step of a turn, for the live region: "Astrid: Odin (+5: highest in line), row 2,
/// column 3." — `what` is the move log's words for the step, `at` the placed cell's (row,
/// column) on the board as drawn after the move.
pub fn step(who: &str, what: &str, at: Option<(i32, i32)>) -> String {
    match at {
        Some((r, c)) => w::step_at(who, what, r as i64, c as i64),
        None => w::step(who, what),
    }
}

/// Everyone's score: "Scores: Astrid 5, Bjørn 0."
pub fn scores(names_and_scores: &[(String, i64)]) -> String {
    let lang = crate::i18n::current();
    let parts: Vec<String> = names_and_scores
        .iter()
        .map(|(n, s)| format!("{n} {}", crate::i18n::int(*s, lang)))
        .collect();
    w::scores(parts.join(", "))
}

/// An undo, for the live region.
pub fn undone(steps: usize) -> String {
    w::undone(steps as i64)
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
        (Phase::Over, _) | (_, None) => return w::game_over().to_string(),
        (_, Some(w)) => w,
    };
    if f.computer_thinking {
        return w::prompt_thinking(who);
    }
    if !f.hand_visible {
        return w::prompt_turn_of(who);
    }
    match f.phase {
        Phase::DiscardDown => w::prompt_discard_down().into(),
        Phase::RavenAgain { .. } if f.keys => w::prompt_raven_keys().into(),
        Phase::RavenAgain { .. } => w::prompt_raven().into(),
        Phase::HermodFollowUp { .. } if f.must_discard => w::prompt_hermod_discard().into(),
        Phase::HermodFollowUp { .. } => w::prompt_hermod().into(),
        Phase::Play if f.must_discard => w::prompt_must_discard().into(),
        Phase::Play | Phase::Over => match f.selected {
            Some(Kind::Freya) if f.keys => w::prompt_freya_keys().into(),
            Some(Kind::Freya) => w::prompt_freya().into(),
            Some(k) if f.keys => w::prompt_tile_keys(w::tile(k)),
            Some(k) => w::prompt_tile(w::tile(k)),
            None if f.keys => w::prompt_choose_keys().into(),
            None => w::prompt_choose().into(),
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

    #[test]
    fn the_board_speaks_german() {
        use crate::i18n::{set, Lang};
        set(Lang::De);
        let troll = Stack {
            top: Kind::Dragon,
            boosts: 0,
            under: vec![Kind::Odin],
        };
        let name = cell(2, 3, Some(&troll), Mark::Legal(TargetKind::Capture), true);
        let asked = push_question(&[Dir::N, Dir::W]);
        let picked_one = picked(Kind::Valkyrie, 1);
        let picked_two = picked(Kind::Valkyrie, 2);
        let big = scores(&[("Astrid".into(), 1234)]);
        set(Lang::En);
        assert_eq!(
            name,
            "Zeile 2, Spalte 3: Drache, 5, auf Odin, letzter Zug, hier kannst du legen und es auf die Hand nehmen"
        );
        assert_eq!(
            asked,
            "Jotunn: In welche Richtung soll der Stapel? Drücke eine Pfeiltaste: nach oben, nach links. Escape bricht ab."
        );
        assert_eq!(picked_one, "Walküre gewählt: 1 Feld, auf das es passt.");
        assert_eq!(picked_two, "Walküre gewählt: 2 Felder, auf die es passt.");
        assert_eq!(big, "Punkte: Astrid 1.234.");
    }
}

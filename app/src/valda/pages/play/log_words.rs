//! The game's log in words for the play screen ([`use_log_words`]): every line (for the
//! drawer and the latest-events list) and each
//! player's latest follower change (for the track); plus the few lines the table and the
//! hand-off screen show ([`recent`], [`handoff_note`]).

use std::rc::Rc;

use skald::valda::cards::CardSet;
use yew::prelude::*;

use crate::valda::state::ValdaTable;
use crate::valda::words::{self as w, follower_notes};

/// What [`use_log_words`] gives the play screen.
pub struct LogWords {
    /// The whole log in words, oldest first (worked out again only after an action).
    pub lines: Rc<Vec<String>>,
    /// Each player's latest follower change, for the track (also only after an action).
    pub notes: Rc<Vec<Option<AttrValue>>>,
}

/// The log of `table`'s game in words (`set`: the game's cards).
#[hook]
pub fn use_log_words(table: &ValdaTable, set: &Rc<CardSet>) -> LogWords {
    let names: Vec<String> = table.meta.seats.iter().map(|s| s.name.clone()).collect();
    let describe_all = {
        let (game, set, names) = (table.game.clone(), set.clone(), names.clone());
        move |_: &u64| w::describe_log(&game.table().log, &set, &names)
    };
    let lines: Rc<Vec<String>> = use_memo(table.serial, describe_all);
    let notes_of = {
        let (game, set) = (table.game.clone(), set.clone());
        move |_: &u64| -> Vec<Option<AttrValue>> {
            follower_notes(&game.table().log, &set, &names)
                .into_iter()
                .map(|n| n.map(AttrValue::from))
                .collect()
        }
    };
    let notes: Rc<Vec<Option<AttrValue>>> = use_memo(table.serial, notes_of);
    LogWords { lines, notes }
}

/// The latest lines the table lists (at most four, oldest first).
pub fn recent(lines: &[String]) -> Vec<String> {
    lines.iter().rev().take(4).rev().cloned().collect()
}

/// What the hand-off screen recalls: the last two lines, or nothing before the first.
pub fn handoff_note(lines: &[String]) -> Option<AttrValue> {
    let start = lines.len().saturating_sub(2);
    let l = lines[start..].join(" · ");
    (!l.is_empty()).then(|| AttrValue::from(l))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(n: usize) -> Vec<String> {
        (1..=n).map(|i| format!("line {i}")).collect()
    }

    #[test]
    fn the_table_lists_the_last_four_lines_and_the_handoff_the_last_two() {
        assert!(recent(&[]).is_empty());
        assert_eq!(recent(&lines(2)), lines(2));
        assert_eq!(recent(&lines(6)), lines(6)[2..].to_vec());
        assert_eq!(handoff_note(&[]), None);
        assert_eq!(handoff_note(&lines(1)).as_deref(), Some("line 1"));
        assert_eq!(handoff_note(&lines(5)).as_deref(), Some("line 4 · line 5"));
    }
}

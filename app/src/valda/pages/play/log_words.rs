//! The game's log in words for the play screen ([`use_log_words`]): every line (for the
//! drawer and the latest-events list) and each
//! player's latest follower change (for the track); plus the few lines the table and the
//! table shows ([`recent`]).

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

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(n: usize) -> Vec<String> {
        (1..=n).map(|i| format!("line {i}")).collect()
    }

    #[test]
    fn the_table_lists_the_last_four_lines() {
        assert!(recent(&[]).is_empty());
        assert_eq!(recent(&lines(2)), lines(2));
        assert_eq!(recent(&lines(6)), lines(6)[2..].to_vec());
    }
}

//! Where a keyboard or screen-reader player's attention goes after a move, for every game:
//! [`use_focus_follows_play`] moves focus when the move took away the focused control, and
//! [`use_log_news`] words what the log gained for the play screen's live region
//! ([`crate::components::live::Live`]).

use yew::prelude::*;

use super::session::{Table, TableGame};
use crate::components::live::use_news;
use crate::focus::focus_if_lost;

/// The log drawer's button, where focus returns when the drawer closes (every game's top
/// bar has one).
pub const LOG_BUTTON: &str = "[data-testid=log-button]";

/// Focus follows play: after a move, an undo, a hand-off or a screen of the game's own
/// ([`TableGame::focus_epoch`]), if nothing has focus any more (the focused control went
/// away with the move), focus goes to the game's [`TableGame::focus_after_move`] inside
/// its [`TableGame::SCREEN`]; when the log drawer closes, back to its button. Not on
/// mounting: the route gives the page its focus. The hand-off, end screens and the log
/// move focus themselves when they open.
#[hook]
pub fn use_focus_follows_play<A: TableGame>(table: &Table<A>) {
    // Whether the log was open at the last run; `None` before the first.
    let before = use_mut_ref(|| None::<bool>);
    let to = A::focus_after_move(table);
    let log_open = table.log_open;
    let deps = (table.serial, table.holder, log_open, A::focus_epoch(table));
    use_effect_with(deps, move |_| {
        let was_open = before.borrow_mut().replace(log_open);
        let to = match (was_open, log_open) {
            (None, _) | (_, true) => None,
            (Some(true), false) => Some(LOG_BUTTON),
            (Some(false), false) => to,
        };
        let root = gloo::utils::document()
            .query_selector(A::SCREEN)
            .ok()
            .flatten();
        if let (Some(to), Some(root)) = (to, root) {
            focus_if_lost(&root, to);
        }
    });
}

/// What the live region says after the log grew: the game's words for the new entries
/// ([`TableGame::log_len`], [`TableGame::news_lines`]), with a count so the same words are
/// announced again; nothing on opening a game, nothing after an undo.
#[hook]
pub fn use_log_news<A: TableGame>(table: &Table<A>) -> Option<(u64, AttrValue)> {
    use_news(A::log_len(&table.game), |new| {
        A::news_lines(table, new).join(". ")
    })
}

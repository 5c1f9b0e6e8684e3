//! [`use_focus_follows_play`]: where keyboard focus goes after a move on the play screen.

use skald::odin::Phase;
use yew::prelude::*;

use crate::focus::focus_if_lost;
use crate::odin::state::OdinTable;

/// Focus follows play, for keyboard and screen-reader players: when a move took away the
/// focused control (the played cards and "Play", the card taken, "Pass"), focus goes to the
/// first card of the set to take one of, else to the line saying what to do now (Tab goes
/// on to the hand); when the log closes, back to its button. The hand-off, hand-end and end
/// screens and the log move focus themselves when they open; a revealed hand gets it from
/// the hand-off.
#[hook]
pub fn use_focus_follows_play(state: &OdinTable) {
    // Whether the log was open at the last run; `None` before the first (on mounting the
    // route gives the page its focus).
    let before = use_mut_ref(|| None::<bool>);
    let visible = state.hand_visible();
    let take = state.game.phase() == Phase::Take;
    let log_open = state.log_open;
    use_effect_with((state.serial, state.ui.hands_seen, log_open), move |_| {
        let was_open = before.borrow_mut().replace(log_open);
        let to = match (was_open, log_open, visible, take) {
            (None, ..) | (_, true, ..) => None,
            (Some(true), false, ..) => Some("[data-testid=log-button]"),
            (_, _, true, true) => Some(".take-card"),
            (_, _, true, false) => Some("[data-testid=prompt]"),
            _ => None,
        };
        let root = gloo::utils::document()
            .query_selector(".oplay")
            .ok()
            .flatten();
        if let (Some(to), Some(root)) = (to, root) {
            focus_if_lost(&root, to);
        }
    });
}

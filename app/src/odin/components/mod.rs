//! Pieces of the Odin screens: cards, the hand fan, the middle, the scoreboard, the log.

pub mod card;
pub mod hand;
pub mod log;
pub mod middle;
pub mod scoreboard;

/// Focuses the first element matching `selector` inside `within` if nothing has focus
/// any more: the focused control went away (or was disabled) with the move that just
/// happened. Keyboard and screen-reader players then carry on where play goes on; a ring
/// shows only after keyboard input (see [`crate::focus`]).
pub fn focus_if_lost(within: &web_sys::Element, selector: &str) {
    let doc = gloo::utils::document();
    let lost = match doc.active_element() {
        None => true,
        Some(a) => {
            doc.body().is_none_or(|b| a.is_same_node(Some(&b))) || a.has_attribute("disabled")
        }
    };
    if lost {
        if let Ok(Some(el)) = within.query_selector(selector) {
            crate::focus::focus_element(&el);
        }
    }
}

//! The play screens' polite live region: what a screen-reader player hears after each move.
//! Völuspá words its own messages (`voluspa::components::live`); Odin and Valda say the
//! entries their log gained ([`use_news`]), in the language in use.

use std::cell::RefCell;
use std::ops::Range;
use std::rc::Rc;

use yew::prelude::*;

/// A visually hidden `role="status"` region, always in the page (so that a message added
/// to it is announced); each message is a new node. `said`: the message and its count (a
/// new count announces the same words again). A plain function, not a component: it holds
/// no state (a component costs each build about 1 KB of yew's machinery).
pub fn live(said: &Option<(u64, AttrValue)>) -> Html {
    html! {
        <p class="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="announce">
            if let Some((n, text)) = said {
                <span key={n.to_string()}>{ text.clone() }</span>
            }
        </p>
    }
}

/// What [`use_news`] remembers between renders.
#[derive(Default)]
struct Seen {
    /// Entries the log had at the last render; `None` before the first.
    len: Option<usize>,
    said: Option<(u64, AttrValue)>,
    count: u64,
}

/// The entries a log of `len` entries gained since the last render, worded by `words`
/// (given the range of new entries) as one message for [`live`]; the latest message stays
/// until the log grows again. Nothing on the first render (opening a saved game does not
/// read its whole log out), and nothing when the log shrinks (an undo).
#[hook]
pub fn use_news<F>(len: usize, words: F) -> Option<(u64, AttrValue)>
where
    F: FnOnce(Range<usize>) -> String,
{
    let seen: Rc<RefCell<Seen>> = use_mut_ref(Seen::default);
    let mut s = seen.borrow_mut();
    match s.len {
        Some(before) if len > before => {
            s.count += 1;
            s.said = Some((s.count, AttrValue::from(words(before..len))));
        }
        Some(before) if len < before => s.said = None,
        _ => {}
    }
    s.len = Some(len);
    s.said.clone()
}

//! [`computer_news`]: with computers at the table there is no hand-off to say what happened,
//! so when the person's decision comes back after computers moved, the lines of the log
//! since their latest action (the table's "since your last turn", the same the hand-off
//! lists, under each computer's name) sit above their decision until they act or tap "OK".

use yew::prelude::*;

use crate::components::since::{since_list, SinceGroup};
use crate::i18n::shell;

/// The most lines shown (the latest; the number of earlier ones is said).
pub const NEWS_LINES: usize = 8;

/// What [`computer_news`] shows.
pub struct NewsProps {
    /// The person whose decision it is.
    pub name: AttrValue,
    pub colour: AttrValue,
    /// The log since their latest action, in words, oldest first, under each player's
    /// name (a computer's turn each).
    pub groups: Vec<SinceGroup>,
    pub on_close: Callback<()>,
}

/// What the computers did since the person's latest action (a plain function: no state).
pub fn computer_news(props: &NewsProps) -> Html {
    html! {
        <section class="vnews" data-testid="computer-news" style={format!("--player: {}", props.colour)}
            aria-labelledby="vnews-title">
            <div class="vnews-head">
                <h2 id="vnews-title">{ shell::since_your_last_turn(props.name.as_str()) }</h2>
                <button type="button" class="btn small" data-testid="news-ok" onclick={props.on_close.reform(|_| ())}>{ shell::close() }</button>
            </div>
            { since_list(&props.groups, NEWS_LINES, "vnews-earlier") }
        </section>
    }
}

//! [`computer_news`]: with computers at the table there is no hand-off to say what happened,
//! so when the person's decision comes back after computers moved, the lines of the log
//! since their latest action (the table's "since your last turn", the same the hand-off
//! lists) sit above their decision until they act or tap "OK".

use yew::prelude::*;

use crate::i18n::shell;

/// The most lines shown (the latest; the number of earlier ones is said).
pub const NEWS_LINES: usize = 8;

/// What [`computer_news`] shows.
pub struct NewsProps {
    /// The person whose decision it is.
    pub name: AttrValue,
    pub colour: AttrValue,
    /// The log since their latest action, in words, oldest first.
    pub lines: Vec<AttrValue>,
    pub on_close: Callback<()>,
}

/// What the computers did since the person's latest action (a plain function: no state).
pub fn computer_news(props: &NewsProps) -> Html {
    let shown = props.lines.len().min(NEWS_LINES);
    let earlier = props.lines.len() - shown;
    html! {
        <section class="vnews" data-testid="computer-news" style={format!("--player: {}", props.colour)}
            aria-labelledby="vnews-title">
            <div class="vnews-head">
                <h2 id="vnews-title">{ shell::since_your_last_turn(props.name.as_str()) }</h2>
                <button type="button" class="btn small" data-testid="news-ok" onclick={props.on_close.reform(|_| ())}>{ shell::close() }</button>
            </div>
            if earlier > 0 {
                <p class="vnews-earlier">{ shell::and_earlier(earlier as i64) }</p>
            }
            <ol>{ for props.lines[earlier..].iter().map(|l| html! { <li>{ l.clone() }</li> }) }</ol>
        </section>
    }
}

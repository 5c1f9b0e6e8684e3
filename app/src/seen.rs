//! "Rules seen" (issue #45): the sections of the rules help that the coach's notes linked
//! in this device's games, kept per game in local storage (`skald.<game>.seen`, their
//! anchors separated by spaces; the top of a page is `-`), so that a group knows what may
//! still surprise them. The coach's panel adds to them and lists them
//! (`coach::panel::seen_list`); each game's rules help lists them too ([`RulesSeen`]), in
//! the reading builds, which hold none of the coach: it names each section by the page's
//! own heading, read from the page as drawn.

use gloo::storage::{LocalStorage, Storage};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::games::GameId;
use crate::i18n::shell;

/// The local-storage key of `game`'s rules seen.
fn key(game: GameId) -> String {
    format!("skald.{}.seen", game.slug())
}

/// A section's anchor as stored (`-` for the top of the page).
pub fn stored(anchor: &str) -> &str {
    if anchor.is_empty() {
        "-"
    } else {
        anchor
    }
}

/// The anchors of `game`'s sections seen, in the order first seen.
pub fn anchors(game: GameId) -> Vec<String> {
    LocalStorage::raw()
        .get_item(&key(game))
        .ok()
        .flatten()
        .map(|t| {
            merge(&t, &[])
                .split(' ')
                .filter(|a| !a.is_empty())
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default()
}

/// Whether the section `anchor` was seen, among `seen` (from [`anchors`]).
pub fn contains(seen: &[String], anchor: &str) -> bool {
    seen.iter().any(|a| a == stored(anchor))
}

/// `text` (stored anchors) with `new` added where missing: each anchor once, in order.
fn merge(text: &str, new: &[&str]) -> String {
    let mut out: Vec<&str> = Vec::new();
    for a in text.split(' ').chain(new.iter().copied()) {
        // Only what an anchor may hold: a stored text edited by hand is not trusted.
        let ok = !a.is_empty()
            && a.len() <= 40
            && a.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if ok && !out.contains(&a) {
            out.push(a);
        }
    }
    out.join(" ")
}

/// Adds the sections `anchors` (`""` for the top of the page) to `game`'s rules seen.
pub fn add(game: GameId, anchors: &[&str]) {
    let old = LocalStorage::raw()
        .get_item(&key(game))
        .ok()
        .flatten()
        .unwrap_or_default();
    let new: Vec<&str> = anchors.iter().map(|a| stored(a)).collect();
    let text = merge(&old, &new);
    if text != old {
        let _ = LocalStorage::raw().set_item(&key(game), &text);
    }
}

/// What [`RulesSeen`] lists.
#[derive(Properties, PartialEq)]
pub struct RulesSeenProps {
    /// The game whose rules seen are listed.
    pub game: GameId,
    /// A CSS selector of the page's sections a note may link, in the page's order: each an
    /// element with the section's `id` (none: the top of the page, `-`), named by its text
    /// if it is a heading, else by its first heading or bold text.
    pub sections: &'static str,
}

/// "Rules seen: … · Not yet: …" in a game's rules help: the page's sections split by
/// whether a coach's note on this device linked them; nothing on a device where no note
/// was shown. Drawn once the page is, since it reads the sections' titles from it.
#[component]
pub fn RulesSeen(props: &RulesSeenProps) -> Html {
    let lists = use_state(|| None::<(Vec<String>, Vec<String>)>);
    {
        let lists = lists.clone();
        let (game, selector) = (props.game, props.sections);
        use_effect_with((), move |_| lists.set(read(game, selector)));
    }
    let Some((seen, rest)) = &*lists else {
        return Html::default();
    };
    html! {
        <p class="rules-seen" data-testid="rules-seen" data-seen={seen.len().to_string()} data-rest={rest.len().to_string()}>
            if !seen.is_empty() {
                <span>{ shell::rules_seen(seen.join(", ")) }</span>
            }
            if !seen.is_empty() && !rest.is_empty() {
                { " · " }
            }
            if !rest.is_empty() {
                <span>{ shell::rules_not_yet(rest.join(", ")) }</span>
            }
        </p>
    }
}

/// The titles of the page's sections (`selector`), seen and not yet, from `game`'s rules
/// seen; `None` when no note was shown on this device.
fn read(game: GameId, selector: &str) -> Option<(Vec<String>, Vec<String>)> {
    let stored = anchors(game);
    if stored.is_empty() {
        return None;
    }
    let nodes = gloo::utils::document().query_selector_all(selector).ok()?;
    let (mut seen, mut rest) = (Vec::new(), Vec::new());
    for i in 0..nodes.length() {
        let Some(e) = nodes
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        else {
            continue;
        };
        let heading = e.tag_name().len() == 2 && e.tag_name().starts_with('H');
        let named = if heading {
            Some(e.clone())
        } else {
            e.query_selector("h2, h3, strong").ok().flatten()
        };
        let title = named.and_then(|n| n.text_content()).unwrap_or_default();
        let title = title.trim().trim_end_matches(['.', ':']).to_string();
        if title.is_empty() {
            continue;
        }
        if contains(&stored, &e.id()) {
            seen.push(title);
        } else {
            rest.push(title);
        }
    }
    Some((seen, rest))
}

#[cfg(test)]
mod tests {
    use super::merge;

    #[test]
    fn anchors_are_kept_once_in_order_and_checked() {
        assert_eq!(merge("", &["take", "-", "take"]), "take -");
        assert_eq!(merge("take -", &["sets", "-"]), "take - sets");
        assert_eq!(merge("a<b sets  x\"y", &["round"]), "sets round");
    }
}

//! "Rules seen" (issue #45): the sections of the rules help that the coach's notes linked
//! in this device's games, kept per game in local storage (`skald.<game>.seen`, their
//! anchors separated by spaces; the top of a page is `-`), so that a group knows what may
//! still surprise them. The coach's panel adds to them and lists them
//! (`coach::panel::seen_list`); each game's rules help lists them too ([`rules_seen`]), in
//! the reading builds, which hold none of the coach: it names each section by the page's
//! own heading.

use gloo::storage::{LocalStorage, Storage};
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

/// "Rules seen: … · Not yet: …": the titles of the sections `seen` and of those not yet
/// (`rest`), as the coach's panel (`testid` `coach-seen`) and the rules help
/// (`rules-seen`) show them.
pub fn list(seen: &[&str], rest: &[&str], testid: &'static str) -> Html {
    html! {
        <p class="coach-seen" data-testid={testid} data-seen={seen.len().to_string()} data-rest={rest.len().to_string()}>
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

/// The rules seen in `game`'s rules help: its `sections` (each its anchor, `""` for the top
/// of the page, and the page's own heading of it, in the page's order) split by whether a
/// coach's note on this device linked them; nothing on a device where no note was shown.
/// The rules help is in builds without the coach: it names the sections by its own
/// headings' words, which it holds anyway.
pub fn rules_seen(game: GameId, sections: &[(String, &'static str)]) -> Html {
    let stored = anchors(game);
    if stored.is_empty() {
        return Html::default();
    }
    let (mut seen, mut rest) = (Vec::new(), Vec::new());
    for (anchor, title) in sections {
        if contains(&stored, anchor) {
            seen.push(*title);
        } else {
            rest.push(*title);
        }
    }
    list(&seen, &rest, "rules-seen")
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

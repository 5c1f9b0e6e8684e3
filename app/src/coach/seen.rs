//! "Rules seen" (issue #45): the sections of the rules help that the coach's notes linked
//! in this device's games, kept per game in local storage (`skald.<game>.seen`, their
//! anchors separated by spaces; the top of a page is `-`), so that a group knows what may
//! still surprise them.

use gloo::storage::{LocalStorage, Storage};

use super::Section;
use crate::games::GameId;

/// The local-storage key of `game`'s rules seen.
fn key(game: GameId) -> String {
    format!("skald.{}.seen", game.slug())
}

/// A section's anchor as stored (`-` for the top of the page).
fn stored(anchor: &str) -> &str {
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

/// Whether `section` was seen, among `seen` (from [`anchors`]).
pub fn contains(seen: &[String], section: Section) -> bool {
    seen.iter().any(|a| a == stored(section.anchor))
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

/// Adds `sections` to their game's rules seen.
pub fn add(sections: &[Section]) {
    let Some(game) = sections.first().map(|s| s.game) else {
        return;
    };
    let old = LocalStorage::raw()
        .get_item(&key(game))
        .ok()
        .flatten()
        .unwrap_or_default();
    let new: Vec<&str> = sections
        .iter()
        .filter(|s| s.game == game)
        .map(|s| stored(s.anchor))
        .collect();
    let text = merge(&old, &new);
    if text != old {
        let _ = LocalStorage::raw().set_item(&key(game), &text);
    }
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

//! Shared words live once: no two message files (`app/l10n/en/*.ftl`) define the same
//! English text — the words every game shares belong in `shell.ftl`, a Valda amount in
//! `valda_cards.ftl` — unless the text is a homonym listed below with why it is not one word.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The same English for different things, each with the reason.
const HOMONYMS: &[(&str, &str)] = &[
    ("Log", "Valda's drawer holds every event, dice and draws too (German: Verlauf); Völuspá's and Odin's list moves (Züge)"),
    ("Play", "Odin's button plays cards (Ausspielen); the home page's status says a game can be played (Spielen)"),
    ("Place", "Valda's end table ranks players (Platz); Völuspá's embed places a tile (Legen)"),
    ("Attack", "Valda's attack phase, and the type printed on an attack card"),
    ("Cards", "Valda's new-game legend for the card list, and the rules' chapter on cards"),
    ("Odin", "a god of Valda's cards, and a tile of Völuspá"),
    ("Freya", "a god of Valda's cards, and a tile of Völuspá"),
    ("Thor", "a god of Valda's cards, and a tile of Völuspá"),
    ("Loki", "a god of Valda's cards, and a tile of Völuspá"),
];

/// Each message of a Fluent file: its id and its text, the lines of a multi-line message
/// joined by spaces.
fn messages(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let head = line.split_once('=').filter(|(id, _)| {
            let id = id.trim_end();
            !id.is_empty()
                && !line.starts_with([' ', '\t', '#', '-'])
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        });
        let Some((id, first)) = head else {
            i += 1;
            continue;
        };
        let mut body = vec![first.trim().to_string()];
        i += 1;
        while i < lines.len() && lines[i].starts_with([' ', '\t', '}', '[', '*']) {
            body.push(lines[i].trim().to_string());
            i += 1;
        }
        out.push((id.trim().to_string(), body.join(" ").trim().to_string()));
    }
    out
}

/// Every English text defined in more than one file, with where.
fn shared_texts() -> BTreeMap<String, BTreeSet<String>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("l10n/en");
    let mut by_text: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).expect("app/l10n/en") {
        let path = entry.expect("a message file").path();
        if path.extension().and_then(|e| e.to_str()) != Some("ftl") {
            continue;
        }
        let file = path.file_stem().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).expect("readable");
        for (id, message) in messages(&text) {
            by_text
                .entry(message)
                .or_default()
                .insert(format!("{file}.ftl {id}"));
        }
    }
    by_text
        .into_iter()
        .filter(|(_, places)| {
            let files: BTreeSet<&str> = places
                .iter()
                .map(|p| p.split(' ').next().unwrap())
                .collect();
            files.len() > 1
        })
        .collect()
}

#[test]
fn no_two_message_files_define_the_same_english() {
    let homonyms: BTreeSet<&str> = HOMONYMS.iter().map(|(t, _)| *t).collect();
    let copies: Vec<String> = shared_texts()
        .into_iter()
        .filter(|(text, _)| !homonyms.contains(text.as_str()))
        .map(|(text, places)| {
            format!(
                "{text:?}: {}",
                places.into_iter().collect::<Vec<_>>().join(", ")
            )
        })
        .collect();
    assert!(
        copies.is_empty(),
        "the same words in several message files (move them to shell.ftl, or list a homonym):\n{}",
        copies.join("\n")
    );
}

#[test]
fn every_listed_homonym_is_still_shared() {
    let shared = shared_texts();
    for (text, why) in HOMONYMS {
        assert!(
            shared.contains_key(*text),
            "{text:?} ({why}) is no longer in two files: drop it from the list"
        );
    }
}

#[test]
fn the_reader_finds_multi_line_messages_and_skips_terms_and_comments() {
    let text = "# a comment\n-term = Völuspá\nhello = Hello\ncount = { $n ->\n    [one] { $n } card\n   *[other] { $n } cards\n}\nbye = Bye\n";
    let m = messages(text);
    let ids: Vec<&str> = m.iter().map(|(id, _)| id.as_str()).collect();
    assert_eq!(ids, ["hello", "count", "bye"]);
    assert_eq!(m[1].1, "{ $n -> [one] { $n } card *[other] { $n } cards }");
}

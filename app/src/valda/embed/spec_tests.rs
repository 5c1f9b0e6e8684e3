//! The Valda embed's notation reader: the §9 attack read and played by the engine, and
//! hostile parameters refused with a message naming the parameter.

use super::*;
use skald::valda::position::Position;
use crate::embed::query::{encode, MAX_MOVES};

/// §9 of the rulebook: in Astrid's attack phase, Bjørn attacks with an Ambush.
const SECTION_9: &str = r#"{"players":2,"phase":"attack","seats":[{"followers":5,"hand":["base.shield_wall"]},{"hand":["base.ambush","thor.hammertime"]}]}"#;

fn spec(query: &[(&str, &str)]) -> Result<Spec, ParamError> {
    let q: Vec<String> = query
        .iter()
        .map(|(k, v)| format!("{k}={}", encode(v)))
        .collect();
    read(&Params::parse(&q.join("&"), &PARAMS)?)
}

fn error(query: &[(&str, &str)]) -> ParamError {
    spec(query).expect_err("refused")
}

#[test]
fn the_attack_of_section_9_is_played_by_the_engine_and_worded_by_its_log() {
    let s = spec(&[
        ("position", SECTION_9),
        (
            "moves",
            r#"[{"attack":"base.ambush","caption":"Bjørn attacks."},
                {"do":{"weapon":{"card":"thor.hammertime","option":1}},"caption":"Wrath of Thor."},
                {"defend":"base.shield_wall"}]"#,
        ),
        ("names", "Astrid, Bjørn"),
        ("hands", "2"),
    ])
    .unwrap();
    assert_eq!(s.steps.len(), 4);
    assert_eq!(s.steps[1].caption.as_deref(), Some("Bjørn attacks."));
    assert_eq!(s.steps[2].caption.as_deref(), Some("Wrath of Thor."));
    assert_eq!(s.steps[3].caption, None);
    assert_eq!(s.hands, vec![false, true]);
    assert_eq!(*s.names, vec!["Astrid".to_string(), "Bjørn".to_string()]);
    // Each step is the engine's game after the same actions, and its words are the log's
    // new events in the log's words.
    let mut g = Position::from_json(SECTION_9).unwrap().game().unwrap();
    let set = g.card_set().clone();
    let n = |id: &str| set.cards.iter().position(|c| c.id == id).unwrap() as u8;
    for (i, a) in [
        Action::Attack(n("base.ambush")),
        Action::Weapon {
            card: n("thor.hammertime"),
            option: 1,
        },
        Action::Defend(n("base.shield_wall")),
    ]
    .into_iter()
    .enumerate()
    {
        let before = g.clone();
        g.apply(&a).unwrap();
        let step = &s.steps[i + 1];
        assert_eq!(step.game.table().log, g.table().log, "step {}", i + 1);
        let words: Vec<String> = g.table().log[before.table().log.len()..]
            .iter()
            .filter_map(|e| describe(e, &set, &s.names, None))
            .collect();
        assert!(!step.words.is_empty(), "step {} has words", i + 1);
        assert_eq!(step.words.len(), words.len(), "step {}", i + 1);
    }
    assert!(
        s.steps[1].words.iter().any(|w| w.contains("Bjørn") && w.contains("Astrid")),
        "{:?}",
        s.steps[1].words
    );
}

#[test]
fn a_card_may_be_named_by_its_number() {
    let set = Position::from_json(SECTION_9).unwrap().game().unwrap();
    let ambush = set
        .card_set()
        .cards
        .iter()
        .position(|c| c.id == "base.ambush")
        .unwrap();
    let s = spec(&[
        ("position", SECTION_9),
        ("moves", &format!(r#"[{{"attack":{ambush}}}]"#)),
    ])
    .unwrap();
    assert_eq!(s.steps.len(), 2);
    assert_eq!(*s.names, vec![player_n(1), player_n(2)]);
    assert_eq!(s.hands, vec![false, false]);
    assert!(!s.try_it);
    assert!(spec(&[("position", SECTION_9), ("try", "")]).unwrap().try_it);
    assert_eq!(
        spec(&[("position", SECTION_9), ("hands", "")]).unwrap().hands,
        vec![true, true]
    );
}

#[test]
fn a_bad_position_says_what_is_wrong() {
    for (position, want) in [
        ("{", "not JSON (line 1"),
        ("[1,2]", "not a position of Valda"),
        (r#"{"players":9,"phase":"game"}"#, ""),
        (r#"{"players":2,"phase":"lunch"}"#, "not a position of Valda"),
        (r#"{"players":2,"phase":"game","colour":"red"}"#, "not a position of Valda"),
        (r#"{"players":2,"phase":"game","seats":[{"hand":["base.nope"]}]}"#, "base.nope"),
        (r#"{"players":2,"phase":"game","active":7}"#, "active seat"),
        (r#"{"players":2,"phase":"game","round":1e999}"#, "not JSON"),
        (r#"{"players":-1,"phase":"game"}"#, "not a position of Valda"),
    ] {
        let e = error(&[("position", position)]);
        assert_eq!(e.param, "position", "{position}: {e}");
        assert!(e.message.contains(want), "{position}: {e}");
    }
    assert_eq!(error(&[]).param, "position");
    // Nested past the reader's depth, and longer than a position may be.
    let deep = format!("{}{}", "[".repeat(200), "]".repeat(200));
    assert_eq!(error(&[("position", &deep)]).param, "position");
    let long = format!(r#"{{"players":2,"phase":"game","seed":1{}}}"#, " ".repeat(70_000));
    let e = start(&long).unwrap_err();
    assert!(e.message.contains("at most 64 KiB"), "{e}");
    // Too long for an address at all.
    assert_eq!(error(&[("position", &long)]).param, "address");
}

#[test]
fn bad_moves_say_which_one_and_why() {
    let bad = [
        (r#"{"attack":1}"#, "expected an array of moves"),
        (r#"["fly"]"#, "move 1: not a legal action here"),
        (r#"[{"attack":"base.nope"}]"#, "move 1: no card has the id \"base.nope\""),
        (r#"[{"attack":"base.shield_wall"}]"#, "move 1: not a legal action here"),
        (r#"[{"attack":18446744073709551615}]"#, "move 1: not a legal action here"),
        (r#"[{"do":"pass","then":1}]"#, "move 1: beside \"do\" only a \"caption\""),
        (r#"[{"do":"pass","caption":7}]"#, "move 1: \"caption\" must be text"),
        (r#"["pass","pass","pass"]"#, "move 2: not a legal action here"),
        (r#"[{"attack":"base.ambush"},"roll"]"#, "move 2: not a legal action here"),
    ];
    for (moves, want) in bad {
        let e = error(&[("position", SECTION_9), ("moves", moves)]);
        assert_eq!(e.param, "moves", "{moves}: {e}");
        assert!(e.message.starts_with(want), "{moves}: {e}");
    }
    // The message names who decides and lists the legal actions as JSON.
    let e = error(&[("position", SECTION_9), ("moves", r#"["roll"]"#), ("names", "Astrid, Bjørn")]);
    assert!(e.message.contains("Bjørn: "), "{e}");
    assert!(e.message.contains("\"pass\""), "{e}");
    let many = format!("[{}]", vec!["\"pass\""; MAX_MOVES + 1].join(","));
    let e = error(&[("position", SECTION_9), ("moves", &many)]);
    assert!(e.message.contains("at most 60"), "{e}");
    let long_caption = format!(r#"[{{"do":"pass","caption":"{}"}}]"#, "x".repeat(601));
    assert_eq!(error(&[("position", SECTION_9), ("moves", &long_caption)]).param, "moves");
}

#[test]
fn bad_names_hands_and_captions_are_refused() {
    let long = "x".repeat(MAX_NAME + 1);
    for names in ["a,b,c", "a,,b", "", long.as_str(), "a\u{7}b"] {
        assert_eq!(error(&[("position", SECTION_9), ("names", names)]).param, "names", "{names:?}");
    }
    for hands in ["0", "3", "x", "1 -1", "1.5"] {
        assert_eq!(error(&[("position", SECTION_9), ("hands", hands)]).param, "hands", "{hands:?}");
    }
    let caption = "y".repeat(601);
    assert_eq!(error(&[("position", SECTION_9), ("caption", &caption)]).param, "caption");
    // Markup is kept as text (the page shows it as text).
    let s = spec(&[("position", SECTION_9), ("names", "<b>A</b>, B")]).unwrap();
    assert_eq!(s.names[0], "<b>A</b>");
    assert_eq!(error(&[("position", SECTION_9), ("colour", "red")]).param, "colour");
}

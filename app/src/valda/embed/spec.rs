//! What a Valda embed shows, read from its parameters and checked by the engine:
//!
//! - `position`: the start, in the engine's hand-written position notation (JSON:
//!   `{"players": 2, "phase": "attack", "seats": [{"hand": ["base.ambush"]}, {}], "dice": […]}`,
//!   docs/valda.md, "Positions"): the map, villages, track and open cards, the cards on
//!   top of each deck and the faces the next dice will show (`dice`: forced dice);
//! - `moves`: optional worked example, a JSON array of the engine's actions (`"roll"`,
//!   `{"attack": "base.ambush"}`, `{"weapon": {"card": "thor.hammertime", "option": 1}}`),
//!   a card named by its id or its number; an action with a caption is written
//!   `{"do": <action>, "caption": "…"}` (or, for an action that is an object, with a
//!   `"caption"` field beside its own). Every action must be one of the engine's legal
//!   actions in turn (read as in `crate::moves`: the legal action whose JSON it is);
//! - `caption`: words for the starting position; `try` (bare): the reader picks any legal
//!   action and sees its outcome;
//! - `hands`: whose hands are shown (bare: every hand; `1 3`: seats 1 and 3); hidden by
//!   default;
//! - `names`: the seats' names, separated by commas (default "Player 1", …);
//! - `at`: the step shown first, a number or `last` ("Embed this position" opens a game's
//!   example at its last step: the moment it was written at); default the start.
//!
//! A whole game (`replay`) is drawn by Valda's game build (`crate::embed::in_game_build`).
//! Everything here may be hostile: each mistake is a [`ParamError`] naming the parameter.

use std::rc::Rc;

use skald::valda::cards::CardSet;
use skald::valda::config::CardList;
use skald::valda::event::with_card_players;
use skald::valda::position::MAX_POSITION_BYTES;
use skald::valda::{Action, Valda};
use skald::Game;

use crate::embed::query::{caption, moves_array, take_caption, ParamError, Params};
use crate::json::{self, Number, Value};
use crate::valda::words::{describe, player_n, prompt_words};

/// The parameters of a Valda embed (besides `replay`, which its game build draws).
pub const PARAMS: [&str; 8] = [
    "position", "moves", "caption", "try", "hands", "names", "at", "replay",
];

/// What a build that reads no card list (`skald::valda::config::CARD_LISTS`: Valda's embed
/// build) says of a position with a custom one; [`super::Embed`] hands such a position to
/// the embed build that reads card lists (`valda-embed-cards` of scripts/builds.mjs).
pub const CUSTOM_CARDS_ELSEWHERE: &str = "a custom card list is read by another build";

/// Whether `error` is [`CUSTOM_CARDS_ELSEWHERE`]: the position is for another build.
pub fn for_card_list_build(error: &ParamError) -> bool {
    error.param == "position" && error.message == CUSTOM_CARDS_ELSEWHERE
}

/// The address that asks the page's loader for the embed build that reads custom card
/// lists: the embed's own, with a bare `cards` (that build's route `embed/valda?cards`).
/// That build draws the address shown, which is unchanged.
pub fn custom_cards_address(hash: &str) -> String {
    let sep = if hash.contains('?') { '&' } else { '?' };
    format!("{hash}{sep}cards")
}

/// The longest seat name read, in characters.
pub const MAX_NAME: usize = 40;

/// How many of the legal actions an error about a move that is not one of them lists.
const LEGAL_SHOWN: usize = 6;

/// One position of the example: the game there, its caption, and what the move to it did
/// in the engine's log words (none for the start).
#[derive(Clone, Debug)]
pub struct Step {
    pub game: Rc<Valda>,
    pub caption: Option<String>,
    pub words: Vec<String>,
}

/// A Valda embed, checked.
#[derive(Clone, Debug)]
pub struct Spec {
    /// The start, then the position after each move.
    pub steps: Vec<Step>,
    pub try_it: bool,
    /// Whose hands are shown, by seat.
    pub hands: Vec<bool>,
    /// Every seat's name (as given, or "Player n").
    pub names: Rc<Vec<String>>,
    /// The step shown first (`at`: a step's number, or `last`; default the start).
    pub at: usize,
}

/// The log's new entries from `before` to `after`, in the engine's log words.
pub fn move_words(before: &Valda, after: &Valda, names: &[String]) -> Vec<String> {
    let from = before.table().log.len();
    let set = after.card_set();
    with_card_players(&after.table().log)
        .skip(from)
        .filter_map(|(e, by)| describe(e, set, names, by))
        .collect()
}

/// Replaces every text naming a card (an id such as `base.ambush`: it has a dot) by the
/// card's number; an id of no card of `set` is an error.
fn card_numbers(value: &mut Value, set: &CardSet) -> Result<(), String> {
    match value {
        Value::String(s) if s.contains('.') => {
            let i = set
                .cards
                .iter()
                .position(|c| c.id == *s)
                .ok_or_else(|| format!("no card has the id \"{}\"", short(s)))?;
            *value = Value::Number(Number::PosInt(i as u64));
        }
        Value::Array(items) => {
            for v in items {
                card_numbers(v, set)?;
            }
        }
        Value::Object(map) => {
            for (_, v) in map.0.iter_mut() {
                card_numbers(v, set)?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// At most 40 characters of `s`, for an error message.
fn short(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if s.chars().count() > 40 {
        out.push('…');
    }
    out
}

/// The action item `n` of `moves` names in `game` (with its caption).
fn action(
    item: Value,
    n: usize,
    game: &Valda,
    names: &[String],
) -> Result<(Action, Option<String>), ParamError> {
    let what = format!("move {n}");
    let err = |m: String| ParamError::new("moves", format!("{what}: {m}"));
    let (mut value, cap) = match item {
        Value::Object(mut obj) => {
            let cap = take_caption(&mut obj, &what)?;
            match obj.remove("do") {
                Some(v) if obj.is_empty() => (v, cap),
                Some(_) => return Err(err("beside \"do\" only a \"caption\" may be given".into())),
                None => (Value::Object(obj), cap),
            }
        }
        other => (other, None),
    };
    card_numbers(&mut value, game.card_set()).map_err(err)?;
    if let Some(a) = crate::moves::legal_action(game, &value) {
        return Ok((a, cap));
    }
    let Some((p, prompt)) = game.prompt() else {
        return Err(err("the game is over: no move can be made".into()));
    };
    let seen = game.view(skald::Viewer::Player(p));
    let legal: Vec<String> = game
        .legal_actions()
        .iter()
        .take(LEGAL_SHOWN)
        .filter_map(|a| json::to_string(a).ok())
        .collect();
    let more = if game.legal_actions().len() > LEGAL_SHOWN {
        ", …"
    } else {
        ""
    };
    Err(err(format!(
        "not a legal action here. {}: {} (legal: {}{more})",
        names.get(p).cloned().unwrap_or_else(|| player_n(p + 1)),
        prompt_words(prompt, &seen, names),
        legal.join(", ")
    )))
}

/// Reads `hands` for a game of `players`.
fn hands(text: Option<&str>, players: usize) -> Result<Vec<bool>, ParamError> {
    let mut shown = vec![false; players];
    let Some(text) = text else {
        return Ok(shown);
    };
    if text.trim().is_empty() {
        return Ok(vec![true; players]);
    }
    for part in text.split([' ', ',']).filter(|p| !p.is_empty()) {
        match part.parse::<usize>() {
            Ok(s) if (1..=players).contains(&s) => shown[s - 1] = true,
            _ => {
                return Err(ParamError::new(
                    "hands",
                    format!("expected seat numbers 1 to {players} separated by spaces, or nothing for every hand"),
                ))
            }
        }
    }
    Ok(shown)
}

/// Reads `names` for a game of `players`: every seat's, given or "Player n".
fn names(text: Option<&str>, players: usize) -> Result<Vec<String>, ParamError> {
    let given: Vec<String> = match text {
        None => Vec::new(),
        Some(text) => text.split(',').map(|n| n.trim().to_string()).collect(),
    };
    if given.len() > players {
        return Err(ParamError::new(
            "names",
            format!("{} names for {players} players", given.len()),
        ));
    }
    if given
        .iter()
        .any(|n| n.is_empty() || n.chars().count() > MAX_NAME || n.chars().any(char::is_control))
    {
        return Err(ParamError::new(
            "names",
            format!("each name is 1 to {MAX_NAME} characters, separated by commas"),
        ));
    }
    Ok((0..players)
        .map(|p| given.get(p).cloned().unwrap_or_else(|| player_n(p + 1)))
        .collect())
}

/// Reads the `position` parameter: the game at that position, or what is wrong with it.
fn start(text: &str) -> Result<Valda, ParamError> {
    let err = |m: String| ParamError::new("position", m);
    if text.len() > MAX_POSITION_BYTES {
        return Err(err(format!(
            "a position is at most {} KiB",
            MAX_POSITION_BYTES / 1024
        )));
    }
    let value = json::parse(text).map_err(|e| {
        err(format!(
            "not JSON (line {}, column {}): {e}; expected the engine's notation, such as {{\"players\": 2, \"phase\": \"game\"}}",
            e.line(),
            e.column()
        ))
    })?;
    let position = super::position::read(value).map_err(|e| {
        err(format!(
            "not a position of Valda ({e}); see docs/valda.md, \"Positions\""
        ))
    })?;
    if !skald::valda::config::CARD_LISTS && matches!(position.cards, CardList::Custom(_)) {
        return Err(err(CUSTOM_CARDS_ELSEWHERE.to_string()));
    }
    position.game().map_err(|e| err(e.to_string()))
}

/// Reads and checks a Valda embed's parameters.
pub fn read(p: &Params) -> Result<Spec, ParamError> {
    let text = p.get("position").ok_or_else(|| {
        ParamError::new(
            "position",
            "required: the position in the engine's notation, such as {\"players\": 2, \"phase\": \"game\"}",
        )
    })?;
    let start = start(text)?;
    let players = start.players();
    let names = names(p.get("names"), players)?;
    let hands = hands(p.get("hands"), players)?;
    let mut steps = vec![Step {
        game: Rc::new(start),
        caption: p
            .get("caption")
            .map(|c| caption(c, "caption"))
            .transpose()?,
        words: Vec::new(),
    }];
    if let Some(text) = p.get("moves") {
        let items = moves_array(text, "moves", "[\"roll\", {\"attack\": \"base.ambush\"}]")?;
        for (i, item) in items.into_iter().enumerate() {
            let before = steps[i].game.clone();
            let (action, cap) = action(item, i + 1, &before, &names)?;
            let mut after = (*before).clone();
            after.apply(&action).map_err(|e| {
                ParamError::new("moves", format!("move {} cannot be made: {e}", i + 1))
            })?;
            let words = move_words(&before, &after, &names);
            steps.push(Step {
                game: Rc::new(after),
                caption: cap,
                words,
            });
        }
    }
    let last = steps.len() - 1;
    let at = match p.get("at") {
        None => 0,
        Some("last") => last,
        Some(n) => match n.parse::<usize>() {
            Ok(n) if n <= last => n,
            _ => {
                return Err(ParamError::new(
                    "at",
                    format!("the step shown first: a number from 0 to {last}, or last"),
                ))
            }
        },
    };
    Ok(Spec {
        steps,
        try_it: p.get("try").is_some(),
        hands,
        names: Rc::new(names),
        at,
    })
}

#[cfg(test)]
mod tests {
    // The Valda embed's notation reader: the §9 attack read and played by the engine, and
    // hostile parameters refused with a message naming the parameter.

    use super::*;
    use crate::embed::query::{encode, MAX_MOVES};
    use skald::valda::position::Position;

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
            s.steps[1]
                .words
                .iter()
                .any(|w| w.contains("Bjørn") && w.contains("Astrid")),
            "{:?}",
            s.steps[1].words
        );
    }

    #[test]
    fn the_step_shown_first_is_the_start_a_number_or_the_last() {
        let moves = r#"[{"attack":"base.ambush"}, {"do":{"weapon":{"card":"thor.hammertime","option":1}}}]"#;
        let at = |v: Option<&str>| {
            let mut q = vec![("position", SECTION_9), ("moves", moves)];
            q.extend(v.map(|v| ("at", v)));
            spec(&q).map(|s| s.at)
        };
        assert_eq!(at(None).unwrap(), 0);
        assert_eq!(at(Some("1")).unwrap(), 1);
        assert_eq!(at(Some("last")).unwrap(), 2);
        for bad in ["3", "-1", "first", "", "1e1"] {
            let e = at(Some(bad)).unwrap_err();
            assert_eq!(e.param, "at", "{bad}");
            assert!(e.message.contains("0 to 2"), "{bad}: {e}");
        }
    }

    #[test]
    fn forced_dice_are_the_faces_rolled() {
        let position = r#"{"players":2,"phase":"attack","seats":[{"followers":7,"temples":{"loki":1,"tyr":1},"hand":["base.shield_wall"]},{"hand":["base.ambush","thor.hammertime"]}],"dice":[{"kind":"followers","n":2}]}"#;
        let s = spec(&[
            ("position", position),
            (
                "moves",
                r#"[{"attack":"base.ambush"},{"weapon":{"card":"thor.hammertime","option":1}},{"defend":"base.shield_wall"},{"do":"loki"}]"#,
            ),
        ])
        .unwrap();
        let followers = |i: usize| s.steps[i].game.table().seats[0].followers;
        // The hit (6 against 4 + 1 Tyr) costs Astrid a follower; Loki's forced die gives 2.
        assert_eq!((followers(0), followers(3), followers(4)), (7, 6, 8));
        let rolled = s.steps[4].game.table().log.iter().find_map(|e| match e {
            skald::valda::Event::Rolled { player: 0, faces } => Some(faces.clone()),
            _ => None,
        });
        assert_eq!(rolled, Some(vec![skald::valda::dice::Face::Followers(2)]));
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
        assert!(
            spec(&[("position", SECTION_9), ("try", "")])
                .unwrap()
                .try_it
        );
        assert_eq!(
            spec(&[("position", SECTION_9), ("hands", "")])
                .unwrap()
                .hands,
            vec![true, true]
        );
    }

    #[test]
    fn a_bad_position_says_what_is_wrong() {
        for (position, want) in [
            ("{", "not JSON (line 1"),
            ("[1,2]", "not a position of Valda"),
            (r#"{"players":9,"phase":"game"}"#, ""),
            (
                r#"{"players":2,"phase":"lunch"}"#,
                "not a position of Valda",
            ),
            (
                r#"{"players":2,"phase":"game","colour":"red"}"#,
                "not a position of Valda",
            ),
            (
                r#"{"players":2,"phase":"game","seats":[{"hand":["base.nope"]}]}"#,
                "base.nope",
            ),
            (r#"{"players":2,"phase":"game","active":7}"#, "active seat"),
            (r#"{"players":2,"phase":"game","round":1e999}"#, "not JSON"),
            (
                r#"{"players":-1,"phase":"game"}"#,
                "not a position of Valda",
            ),
        ] {
            let e = error(&[("position", position)]);
            assert_eq!(e.param, "position", "{position}: {e}");
            assert!(e.message.contains(want), "{position}: {e}");
        }
        assert_eq!(error(&[]).param, "position");
        // Nested past the reader's depth, and longer than a position may be.
        let deep = format!("{}{}", "[".repeat(200), "]".repeat(200));
        assert_eq!(error(&[("position", &deep)]).param, "position");
        let long = format!(
            r#"{{"players":2,"phase":"game","seed":1{}}}"#,
            " ".repeat(70_000)
        );
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
            (
                r#"[{"attack":"base.nope"}]"#,
                "move 1: no card has the id \"base.nope\"",
            ),
            (
                r#"[{"attack":"base.shield_wall"}]"#,
                "move 1: not a legal action here",
            ),
            (
                r#"[{"attack":18446744073709551615}]"#,
                "move 1: not a legal action here",
            ),
            (
                r#"[{"do":"pass","then":1}]"#,
                "move 1: beside \"do\" only a \"caption\"",
            ),
            (
                r#"[{"do":"pass","caption":7}]"#,
                "move 1: \"caption\" must be text",
            ),
            (
                r#"["pass","pass","pass"]"#,
                "move 2: not a legal action here",
            ),
            (
                r#"[{"attack":"base.ambush"},"roll"]"#,
                "move 2: not a legal action here",
            ),
        ];
        for (moves, want) in bad {
            let e = error(&[("position", SECTION_9), ("moves", moves)]);
            assert_eq!(e.param, "moves", "{moves}: {e}");
            assert!(e.message.starts_with(want), "{moves}: {e}");
        }
        // The message names who decides and lists the legal actions as JSON.
        let e = error(&[
            ("position", SECTION_9),
            ("moves", r#"["roll"]"#),
            ("names", "Astrid, Bjørn"),
        ]);
        assert!(e.message.contains("Bjørn: "), "{e}");
        assert!(e.message.contains("\"pass\""), "{e}");
        let many = format!("[{}]", vec!["\"pass\""; MAX_MOVES + 1].join(","));
        let e = error(&[("position", SECTION_9), ("moves", &many)]);
        assert!(e.message.contains("at most 60"), "{e}");
        let long_caption = format!(r#"[{{"do":"pass","caption":"{}"}}]"#, "x".repeat(601));
        assert_eq!(
            error(&[("position", SECTION_9), ("moves", &long_caption)]).param,
            "moves"
        );
    }

    #[test]
    fn bad_names_hands_and_captions_are_refused() {
        let long = "x".repeat(MAX_NAME + 1);
        for names in ["a,b,c", "a,,b", "", long.as_str(), "a\u{7}b"] {
            assert_eq!(
                error(&[("position", SECTION_9), ("names", names)]).param,
                "names",
                "{names:?}"
            );
        }
        for hands in ["0", "3", "x", "1 -1", "1.5"] {
            assert_eq!(
                error(&[("position", SECTION_9), ("hands", hands)]).param,
                "hands",
                "{hands:?}"
            );
        }
        let caption = "y".repeat(601);
        assert_eq!(
            error(&[("position", SECTION_9), ("caption", &caption)]).param,
            "caption"
        );
        // Markup is kept as text (the page shows it as text).
        let s = spec(&[("position", SECTION_9), ("names", "<b>A</b>, B")]).unwrap();
        assert_eq!(s.names[0], "<b>A</b>");
        assert_eq!(
            error(&[("position", SECTION_9), ("colour", "red")]).param,
            "colour"
        );
    }
}

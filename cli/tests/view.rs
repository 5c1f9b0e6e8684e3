//! `skald <game> view --position FILE --seat N`: the answer is exactly the game's view for
//! that seat (what the JavaScript API's `view` returns), other seats' hands are absent, and
//! every bad input exits 2 with a message — from the library and from the real binary.

use serde::Serialize;
use serde_json::Value;
use skald::odin::{Odin, OdinConfig, Target};
use skald::valda::snapshot::Snapshot;
use skald::valda::{Valda, ValdaConfig};
use skald::voluspa::{Config, TileSet, Voluspa};
use skald::{Game, Replay, Rng, Viewer};
use std::process::{Command, Stdio};

/// Runs `skald ARGS…` in-process with `stdin`: exit code, standard output, standard error.
fn skald(args: &[&str], stdin: &str) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = skald_cli::run(&args, &mut stdin.as_bytes(), &mut out, &mut err);
    (
        code,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

/// A replay of `actions` random legal actions from `seed`, and the game it leads to.
fn played<G: Game>(config: G::Config, seed: u64, actions: usize) -> (Replay<G>, G) {
    let mut replay = Replay::<G>::new(config, seed);
    let mut game = replay.initial().unwrap();
    let mut rng = Rng::new(seed ^ 0xabc);
    for _ in 0..actions {
        let legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        let a = legal[rng.index(legal.len())].clone();
        replay.push(&mut game, a).unwrap();
    }
    (replay, game)
}

fn json<T: Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap()
}

/// Every seat's answer equals `serde_json::to_value(game.view(Viewer::Player(n)))`.
fn views_match<G: Game>(name: &str, game: &G, file: &str) -> Vec<Value> {
    (0..game.players())
        .map(|n| {
            let seat = n.to_string();
            let (code, out, err) = skald(&[name, "view", "--position", "-", "--seat", &seat], file);
            assert_eq!((code, err.as_str()), (0, ""), "{name} seat {n}");
            assert_eq!(out.lines().count(), 1, "one line of JSON");
            let got: Value = serde_json::from_str(&out).unwrap();
            let want = serde_json::to_value(game.view(Viewer::Player(n))).unwrap();
            assert_eq!(got, want, "{name} seat {n}");
            assert_eq!(got["viewer"], serde_json::json!({ "player": n }));
            got
        })
        .collect()
}

#[test]
fn voluspa_views_equal_the_engines_and_hide_other_hands() {
    let config = Config {
        players: 3,
        tiles: TileSet::Base,
        no_late_hel: false,
    };
    let (replay, game) = played::<Voluspa>(config, 11, 7);
    let views = views_match("voluspa", &game, &json(&replay));
    for (n, v) in views.iter().enumerate() {
        for (q, p) in v["players"].as_array().unwrap().iter().enumerate() {
            assert_eq!(p["hand"].is_array(), q == n, "seat {n} sees hand {q}: {p}");
        }
        assert!(!v["players"][n]["hand"].as_array().unwrap().is_empty());
    }
}

#[test]
fn odin_views_equal_the_engines_and_hide_other_hands() {
    let config = OdinConfig {
        players: 4,
        target: Target::Points(15),
        four_colours: false,
    };
    let (replay, game) = played::<Odin>(config, 5, 6);
    let views = views_match("odin", &game, &json(&replay));
    let hands: Vec<Value> = views.iter().map(|v| v["hand"].clone()).collect();
    for (n, v) in views.iter().enumerate() {
        // Only the seat's own hand is in its view, under "hand"; no other key holds a hand.
        assert_eq!(hand_keys(v), 1, "seat {n}");
        for (q, h) in hands.iter().enumerate() {
            assert_eq!(v["hand"] == *h, q == n, "seat {n} against seat {q}");
        }
    }
    // `skald odin selfplay` prints {"replay": …, "summary": …}: a game record too.
    let (code, out, _) = skald(&["odin", "selfplay", "--players", "3", "--seed", "2"], "");
    assert_eq!(code, 0);
    let record: Value = serde_json::from_str(&out).unwrap();
    let finished: Replay<Odin> = serde_json::from_value(record["replay"].clone()).unwrap();
    views_match("odin", &finished.state().unwrap(), &out);
}

#[test]
fn valda_views_from_replays_snapshots_and_positions() {
    let (replay, game) = played::<Valda>(ValdaConfig::new(3), 4, 40);
    let views = views_match("valda", &game, &json(&replay));
    for (n, v) in views.iter().enumerate() {
        assert_eq!(hand_keys(v), 1, "seat {n}");
        let own = game.view(Viewer::Player(n)).hand.unwrap();
        assert_eq!(v["hand"], serde_json::to_value(own).unwrap());
        for q in (0..3).filter(|&q| q != n) {
            let other = serde_json::to_value(game.view(Viewer::Player(q)).hand).unwrap();
            assert!(other != v["hand"] || other == serde_json::json!([]));
        }
    }
    // A snapshot (as `skald valda apply` prints it) gives the same views.
    views_match("valda", &game, &Snapshot::of(&game).to_json());
    // So does `skald valda selfplay`'s record, and a hand-written position.
    let (code, out, _) = skald(&["valda", "selfplay", "--players", "2", "--seed", "3"], "");
    assert_eq!(code, 0);
    let finished: Replay<Valda> = serde_json::from_str(&out).unwrap();
    views_match("valda", &finished.state().unwrap(), &out);
    let pos = r#"{"players": 2, "phase": "game", "seats": [{"hand": ["base.treasure_chest"]}]}"#;
    let (code, out, _) = skald(&["valda", "view", "--position", "-", "--seat", "0"], pos);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["hand"].as_array().map(Vec::len), Some(1));
    let (code, out, _) = skald(&["valda", "view", "--position", "-", "--seat", "1"], pos);
    assert_eq!(code, 0);
    assert!(!out.contains("treasure"), "{out}");
}

/// How many object keys named "hand" hold cards (not null, not a number such as the hand
/// numbers of Odin's log) anywhere in `v`.
fn hand_keys(v: &Value) -> usize {
    match v {
        Value::Object(o) => o
            .iter()
            .map(|(k, x)| usize::from(k == "hand" && !x.is_null() && !x.is_number()) + hand_keys(x))
            .sum(),
        Value::Array(a) => a.iter().map(hand_keys).sum(),
        _ => 0,
    }
}

/// The bad inputs of `view`, with a word each message must contain.
fn bad_inputs() -> Vec<(Vec<String>, String, &'static str)> {
    let odin = json(&played::<Odin>(OdinConfig::new(2), 1, 3).0);
    let valda = json(&played::<Valda>(ValdaConfig::new(2), 1, 3).0);
    let voluspa = json(&played::<Voluspa>(Config::default(), 1, 3).0);
    let mut illegal: Value = serde_json::from_str(&odin).unwrap();
    illegal["actions"][0] = serde_json::json!({"type": "take", "card": "9P"});
    let mut cases = Vec::new();
    for (game, file) in [("voluspa", &voluspa), ("odin", &odin), ("valda", &valda)] {
        for seat in ["2", "99", "-1", "one", "18446744073709551616", ""] {
            cases.push((
                vec![game, "view", "--position", "-", "--seat", seat],
                file.clone(),
                "--seat",
            ));
        }
        cases.push((
            vec![game, "view", "--position", "-"],
            file.clone(),
            "--seat",
        ));
        cases.push((
            vec![game, "view", "--seat", "0"],
            file.clone(),
            "--position",
        ));
        cases.push((
            vec![
                game,
                "view",
                "--position",
                "/no/such/file.json",
                "--seat",
                "0",
            ],
            String::new(),
            "/no/such/file.json",
        ));
        cases.push((
            vec![game, "view", "--position", "-", "--seat", "0"],
            "{".into(),
            "JSON",
        ));
        cases.push((
            vec![game, "view", "--position", "-", "--seat", "0"],
            "\u{0}\u{ff}".into(),
            "JSON",
        ));
        cases.push((
            vec![game, "view", "--position", "-", "--seat", "0"],
            "[1, 2]".into(),
            "",
        ));
    }
    // A record of another game, and one with an illegal action.
    cases.push((
        vec!["voluspa", "view", "--position", "-", "--seat", "0"],
        odin.clone(),
        "odin",
    ));
    cases.push((
        vec!["valda", "view", "--position", "-", "--seat", "0"],
        odin.clone(),
        "odin",
    ));
    cases.push((
        vec!["odin", "view", "--position", "-", "--seat", "0"],
        illegal.to_string(),
        "move 1",
    ));
    cases.push((
        vec!["odin", "view", "--position", "-", "--seat", "0"],
        r#"{"replay": 3}"#.into(),
        "record",
    ));
    cases.push((
        vec![
            "odin",
            "view",
            "--position",
            "-",
            "--seat",
            "0",
            "--bogus",
            "x",
        ],
        odin.clone(),
        "--bogus",
    ));
    cases
        .into_iter()
        .map(|(a, f, w)| (a.into_iter().map(String::from).collect(), f, w))
        .collect()
}

#[test]
fn bad_view_input_exits_2_with_a_message() {
    for (args, file, want) in bad_inputs() {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err) = skald(&args, &file);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}");
        assert!(
            err.starts_with(&format!("skald {}: ", args[0])),
            "{args:?}: {err}"
        );
        assert!(err.contains(want), "{args:?}: {err}");
    }
}

/// The binary itself: the answer on standard output, and exit status 2 (not a panic's
/// 101) with a message for bad input.
#[test]
fn the_binary_answers_and_refuses_without_panicking() {
    let run = |args: &[&str], stdin: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_skald"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
        let out = child.wait_with_output().unwrap();
        (
            out.status.code(),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let (replay, game) = played::<Odin>(OdinConfig::new(3), 8, 4);
    let (code, out, _) = run(
        &["odin", "view", "--position", "-", "--seat", "1"],
        &json(&replay),
    );
    assert_eq!(code, Some(0));
    let got: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        got,
        serde_json::to_value(game.view(Viewer::Player(1))).unwrap()
    );
    for (args, file, _) in bad_inputs() {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err) = run(&args, &file);
        assert_eq!((code, out.as_str()), (Some(2), ""), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

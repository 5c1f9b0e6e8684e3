//! Every option of every command of every game (and of the arena) may be given once: given
//! again — in either spelling, `--name VALUE` or `--name=VALUE`, or a flag twice — the
//! command is refused with exit status 2 and a message naming the option, where it used to
//! take the last (`voluspa view`, `odin view`, …) or the first (`arena`) without a word.
//! Each command's valid call is checked first, so that the repetition is what is refused.

use skald::odin::{Odin, OdinConfig};
use skald::voluspa::{Config, Voluspa};
use skald::{Game, Replay, Rng};
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

/// The record of a game after a few random legal actions, as JSON.
fn record<G: Game>(config: G::Config) -> String {
    let mut replay = Replay::<G>::new(config, 3);
    let mut game = replay.initial().unwrap();
    let mut rng = Rng::new(5);
    for _ in 0..4 {
        let legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        let a = legal[rng.index(legal.len())].clone();
        replay.push(&mut game, a).unwrap();
    }
    serde_json::to_string(&replay).unwrap()
}

/// One command's valid call: the words before its options, its options with a value, its
/// flags, and what standard input holds.
struct Call {
    command: &'static [&'static str],
    options: &'static [(&'static str, &'static str)],
    flags: &'static [&'static str],
    stdin: String,
}

impl Call {
    fn args(&self) -> Vec<String> {
        let mut args: Vec<String> = self.command.iter().map(|s| s.to_string()).collect();
        for (name, value) in self.options {
            args.extend([format!("--{name}"), value.to_string()]);
        }
        args.extend(self.flags.iter().map(|f| format!("--{f}")));
        args
    }
}

/// Every command that takes options, with a valid call. (`odin value` and `valda cards`
/// take no option: any is refused as unknown.)
fn calls() -> Vec<Call> {
    let voluspa = record::<Voluspa>(Config::default());
    let odin = record::<Odin>(OdinConfig::new(3));
    let valda = r#"{"players": 2, "phase": "game", "seats": [{"hand": ["base.treasure_chest"]}]}"#;
    let call = |command, options, flags, stdin: &str| Call {
        command,
        options,
        flags,
        stdin: stdin.to_string(),
    };
    vec![
        call(
            &["voluspa", "score"],
            &[("board", "-"), ("action", r#"{"tile":"Od","at":[0,0]}"#)],
            &[],
            ". Sk Va Th",
        ),
        call(
            &["voluspa", "legal"],
            &[("board", "-"), ("tile", "Od")],
            &[],
            "Od Th",
        ),
        call(&["voluspa", "blocked"], &[("board", "-")], &[], "Od Tr"),
        call(
            &["voluspa", "view"],
            &[("position", "-"), ("seat", "0")],
            &[],
            &voluspa,
        ),
        call(
            &["odin", "legal"],
            &[("middle", "5R 3R"), ("play", "6B 1B"), ("hand", "6B 1B 2G")],
            &[],
            "",
        ),
        call(
            &["odin", "plays"],
            &[("hand", "7R 6R 2R"), ("middle", "5G")],
            &[],
            "",
        ),
        call(
            &["odin", "selfplay"],
            &[("players", "2"), ("seed", "1"), ("target", "one-hand")],
            &["four-colours"],
            "",
        ),
        call(
            &["odin", "view"],
            &[("position", "-"), ("seat", "0")],
            &[],
            &odin,
        ),
        call(&["valda", "legal"], &[("position", "-")], &[], valda),
        call(
            &["valda", "apply"],
            &[
                ("position", "-"),
                ("action", r#"{"play":{"card":0,"open":false}}"#),
            ],
            &[],
            valda,
        ),
        call(
            &["valda", "selfplay"],
            &[("players", "2"), ("seed", "1")],
            &[],
            "",
        ),
        call(
            &["valda", "balance"],
            &[
                ("players", "2"),
                ("games", "1"),
                ("seed", "1"),
                ("bot", "random"),
            ],
            &[],
            "",
        ),
        call(
            &["valda", "view"],
            &[("position", "-"), ("seat", "1")],
            &[],
            valda,
        ),
        call(
            &["arena"],
            &[
                ("game", "odin"),
                ("players", "2"),
                ("games", "1"),
                ("bots", "random,greedy"),
                ("seed", "1"),
            ],
            &[],
            "",
        ),
    ]
}

/// `skald voluspa`, `skald odin`, …: how a command's messages start.
fn who(call: &Call) -> String {
    format!("skald {}: ", call.command[0])
}

#[test]
fn every_repeated_option_of_every_command_is_refused_naming_it() {
    let mut refused = 0;
    for call in calls() {
        let args = call.args();
        let words: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err) = skald(&words, &call.stdin);
        assert_eq!((code, err.as_str()), (0, ""), "the valid call {words:?}");
        assert!(!out.is_empty(), "{words:?}");
        // Each option again: the same value, another spelling, before or after the others.
        for (name, value) in call.options {
            let again = [
                vec![format!("--{name}"), value.to_string()],
                vec![format!("--{name}={value}")],
            ];
            for extra in again {
                for first in [false, true] {
                    let mut repeated = args.clone();
                    if first {
                        let at = call.command.len();
                        repeated.splice(at..at, extra.iter().cloned());
                    } else {
                        repeated.extend(extra.iter().cloned());
                    }
                    let words: Vec<&str> = repeated.iter().map(String::as_str).collect();
                    let (code, out, err) = skald(&words, &call.stdin);
                    assert_eq!((code, out.as_str()), (2, ""), "{words:?}");
                    assert!(err.starts_with(&who(&call)), "{words:?}: {err}");
                    assert!(
                        err.contains(&format!("--{name} is given more than once")),
                        "{words:?}: {err}"
                    );
                    refused += 1;
                }
            }
        }
        for flag in call.flags {
            let mut repeated = args.clone();
            repeated.push(format!("--{flag}"));
            let words: Vec<&str> = repeated.iter().map(String::as_str).collect();
            let (code, out, err) = skald(&words, &call.stdin);
            assert_eq!((code, out.as_str()), (2, ""), "{words:?}");
            assert!(
                err.contains(&format!("--{flag} is given more than once")),
                "{words:?}: {err}"
            );
            refused += 1;
        }
    }
    assert!(refused >= 100, "{refused} repeated calls");
}

/// The issue's case: `view` with two seats took the last one in Völuspá and Odin, and now
/// refuses, as Valda's did, in every game: the same message, the same exit status.
#[test]
fn view_with_two_seats_is_refused_in_every_game() {
    let files = [
        ("voluspa", record::<Voluspa>(Config::default())),
        ("odin", record::<Odin>(OdinConfig::new(3))),
        ("valda", r#"{"players": 2, "phase": "game"}"#.to_string()),
    ];
    for (game, file) in &files {
        let args = [
            game.to_owned(),
            "view",
            "--position",
            "-",
            "--seat",
            "0",
            "--seat",
            "1",
        ];
        let (code, out, err) = skald(&args, file);
        assert_eq!((code, out.as_str()), (2, ""), "{game}");
        assert!(
            err.starts_with(&format!(
                "skald {game}: --seat is given more than once (each option may be given once)"
            )),
            "{game}: {err}"
        );
    }
}

/// The real binary: exit status 2 and the message, not the last seat's view.
#[test]
fn the_binary_refuses_a_repeated_option() {
    let file = record::<Odin>(OdinConfig::new(3));
    let mut child = Command::new(env!("CARGO_BIN_EXE_skald"))
        .args(["odin", "view", "--position", "-", "--seat", "0", "--seat=1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    let _ = child.stdin.take().unwrap().write_all(file.as_bytes());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with("skald odin: --seat is given more than once"),
        "{err}"
    );
}

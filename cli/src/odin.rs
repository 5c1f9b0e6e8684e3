//! `skald odin …`: card values, play legality and legal plays from the command line,
//! and random self-play records.
//!
//! ```text
//! skald odin value "2R 8R"                              {"value":82}
//! skald odin legal --middle "5R 3R" --play "6B 1B"      {"legal":true,"value":61}
//! skald odin plays --hand "7R 6R 6B 2R" --middle "5G"   legal plays grouped by size and value
//! skald odin selfplay --players 4 [--seed 1] [--target 10|15|20|one-hand] [--four-colours]
//! skald odin view --position FILE --seat N              what seat N may see (JSON)
//! ```
//!
//! Answers go to standard output as one line of JSON with exit code 0 (also when a play
//! is illegal); malformed input and usage errors go to standard error with exit code 2.

use crate::io::Options;
use skald::odin::{check_play_on, is_set, legal_plays_on, CardSet, Odin, OdinConfig, Target};
use skald::replay::Replay;
use skald::rng::Rng;
use std::io::{Read, Write};

const USAGE: &str = "usage:
  skald odin value CARDS
  skald odin legal [--middle CARDS] --play CARDS [--hand CARDS]
  skald odin plays --hand CARDS [--middle CARDS]
  skald odin selfplay --players N [--seed N] [--target 10|15|20|one-hand] [--four-colours]
  skald odin view --position FILE --seat N
CARDS is a list such as \"5R 3R\" (number 1-9 + colour R O Y G B P). An empty or missing
--middle means the player leads. view: what seat N (from 0) may see of the game recorded in
FILE (a replay, or selfplay's output; - reads standard input).";

/// Runs `skald odin ARGS…`.
pub fn run(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    crate::io::respond(answer(args, stdin), "skald odin", stdout, stderr)
}

/// The options of a command (`crate::io::Options`), a usage error followed by the usage.
fn options<'a>(
    args: &'a [String],
    values: &[&str],
    flags: &[&str],
    positional: bool,
) -> Result<Options<'a>, String> {
    Options::parse(args, values, flags, positional).map_err(|e| format!("{e}\n{USAGE}"))
}

fn cards(what: &str, s: &str) -> Result<CardSet, String> {
    s.parse().map_err(|e| format!("{what}: {e}"))
}

fn middle(opts: &Options) -> Result<CardSet, String> {
    let m = cards("--middle", opts.get("middle").unwrap_or(""))?;
    if !m.is_empty() && !is_set(m) {
        return Err(format!(
            "--middle: {m} is not a set (cards share neither number nor colour)"
        ));
    }
    Ok(m)
}

/// The answer of `legal`, fields in this order.
#[derive(serde::Serialize)]
struct LegalAnswer {
    legal: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

fn answer(args: &[String], stdin: &mut dyn Read) -> Result<String, String> {
    let Some(command) = args.first() else {
        return Err(USAGE.to_string());
    };
    let rest = &args[1..];
    match command.as_str() {
        "value" => {
            let opts = options(rest, &[], &[], true)?;
            if opts.positional.is_empty() {
                return Err(format!("value needs cards\n{USAGE}"));
            }
            let set = cards("cards", &opts.positional.join(" "))?;
            let value = skald::odin::set_value(set).map_err(|e| format!("{set}: {e}"))?;
            Ok(format!("{{\"value\":{value}}}"))
        }
        "legal" => {
            let opts = options(rest, &["middle", "play", "hand"], &[], false)?;
            let middle = middle(&opts)?;
            let play = cards(
                "--play",
                opts.get("play")
                    .ok_or_else(|| format!("legal needs --play\n{USAGE}"))?,
            )?;
            let hand = match opts.get("hand") {
                Some(h) => Some(cards("--hand", h)?),
                None => None,
            };
            if let Some(h) = hand {
                if !h.intersection(middle).is_empty() {
                    return Err("--hand and --middle share a card".to_string());
                }
            }
            let answer = match check_play_on(middle, hand, play) {
                Ok(value) => LegalAnswer {
                    legal: true,
                    value: Some(value),
                    error: None,
                },
                Err(e) => LegalAnswer {
                    legal: false,
                    value: None,
                    error: Some(e.to_string()),
                },
            };
            serde_json::to_string(&answer).map_err(|e| e.to_string())
        }
        "plays" => {
            let opts = options(rest, &["middle", "hand"], &[], false)?;
            let middle = middle(&opts)?;
            let hand = cards(
                "--hand",
                opts.get("hand")
                    .ok_or_else(|| format!("plays needs --hand\n{USAGE}"))?,
            )?;
            if !hand.intersection(middle).is_empty() {
                return Err("--hand and --middle share a card".to_string());
            }
            let groups = legal_plays_on(hand, middle);
            #[derive(serde::Serialize)]
            struct Plays {
                plays: Vec<skald::odin::PlayGroup>,
            }
            serde_json::to_string(&Plays { plays: groups }).map_err(|e| e.to_string())
        }
        "selfplay" => {
            let opts = options(
                rest,
                &["players", "seed", "target"],
                &["four-colours"],
                false,
            )?;
            let players: usize = opts
                .get("players")
                .ok_or_else(|| format!("selfplay needs --players\n{USAGE}"))?
                .parse()
                .map_err(|_| "--players must be a number".to_string())?;
            let seed: u64 = opts
                .get("seed")
                .unwrap_or("1")
                .parse()
                .map_err(|_| "--seed must be a whole number".to_string())?;
            let target = match opts.get("target").unwrap_or("15") {
                "one-hand" | "one_hand" => Target::OneHand,
                t => Target::Points(
                    t.parse()
                        .map_err(|_| "--target must be 10, 15, 20 or one-hand".to_string())?,
                ),
            };
            let config = OdinConfig {
                players,
                target,
                four_colours: opts.flag("four-colours"),
            };
            let mut replay = Replay::<Odin>::new(config, seed);
            let mut game = replay.initial().map_err(|e| e.to_string())?;
            let mut rng = Rng::new(seed.wrapping_add(1));
            while let Some(action) = game.random_action(&mut rng) {
                replay.push(&mut game, action).map_err(|e| e.to_string())?;
            }
            let summary = game.summary();
            #[derive(serde::Serialize)]
            struct SelfPlay {
                replay: Replay<Odin>,
                summary: Option<skald::odin::GameSummary>,
            }
            serde_json::to_string(&SelfPlay { replay, summary }).map_err(|e| e.to_string())
        }
        "view" => {
            let opts = options(rest, &["position", "seat"], &[], false)?;
            let game: Odin = crate::view::load_replay(opts.get("position"), stdin)?;
            crate::view::view(&game, opts.get("seat"))
        }
        "help" | "--help" | "-h" => Err(USAGE.to_string()),
        other => Err(format!("unknown command {other:?}\n{USAGE}")),
    }
}

#[cfg(test)]
mod tests {
    fn run(args: &[&str]) -> (i32, String, String) {
        crate::io::run_captured(super::run, args, b"")
    }

    #[test]
    fn the_issue_examples() {
        assert_eq!(
            run(&["value", "2R 8R"]),
            (0, "{\"value\":82}\n".into(), "".into())
        );
        assert_eq!(
            run(&["legal", "--middle", "5R 3R", "--play", "6B 1B"]).1,
            "{\"legal\":true,\"value\":61}\n"
        );
        assert_eq!(
            run(&["legal", "--middle", "6R 1R", "--play", "5B 3B"]),
            (
                0,
                "{\"legal\":false,\"error\":\"value 53 is not above 61\"}\n".into(),
                "".into()
            )
        );
    }

    #[test]
    fn malformed_input_exits_2_and_names_the_token() {
        let (code, out, err) = run(&["value", "2R 8X"]);
        assert_eq!((code, out.as_str()), (2, ""));
        assert!(err.contains("8X"), "{err}");
        assert_eq!(run(&["value", "2R 8B"]).0, 2);
        assert_eq!(run(&["legal", "--middle", "5R 3B", "--play", "6B"]).0, 2);
        assert_eq!(run(&["legal", "--middle"]).0, 2);
        assert_eq!(run(&["legal", "--play", "1R", "--bogus", "x"]).0, 2);
        assert_eq!(run(&[]).0, 2);
        assert_eq!(run(&["dance"]).0, 2);
        assert_eq!(run(&["selfplay", "--players", "9"]).0, 2);
    }

    #[test]
    fn plays_and_selfplay() {
        let (code, out, _) = run(&["plays", "--hand", "7R 6R 6B 2R", "--middle", "5G"]);
        assert_eq!(code, 0);
        assert!(out.contains("\"value\":76"), "{out}");
        let (code, out, _) = run(&["selfplay", "--players", "3", "--target", "one-hand"]);
        assert_eq!(code, 0);
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        let replay: skald::Replay<skald::odin::Odin> =
            serde_json::from_value(v["replay"].clone()).unwrap();
        assert!(skald::Game::is_over(&replay.state().unwrap()));
    }
}

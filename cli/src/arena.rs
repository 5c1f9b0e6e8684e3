//! `skald arena`: seeded matches between computer opponents, seats rotated, win rates with
//! 95 % confidence intervals as one line of JSON.
//!
//! ```text
//! skald arena --game odin --players 2 --games 200 --bots normal,greedy [--seed 1]
//! ```

use std::io::{Read, Write};

use skald::ai::{arena, Bot};
use skald::odin::{Odin, OdinConfig, Target};
use skald::voluspa::{Config, TileSet, Voluspa};

const USAGE: &str = "usage:
  skald arena --game voluspa|odin|valda --players N --games K --bots A,B[,…] [--seed S]
bots: random, greedy, easy, normal, hard, or search:N[:E] for experiments (N iterations
per decision, 1 to 200000; E extra playout actions, 0 to 1000). Game i starts from seed
S+i; seat s is played by bot (i+s) mod (number of bots). Völuspá uses the base tiles; Odin
one-hand games.";

/// The most iterations a `search:N` bot may run per decision: ten times Hard's 20,000. Hard
/// decides in 0.15–0.4 s natively (docs/ai.md), so a decision at this bound takes a few
/// seconds and a game some minutes: long, but an experiment that ends. (Unbounded,
/// `search:4294967295` did not finish its first decision.)
pub const MAX_SEARCH_ITERATIONS: u32 = 200_000;

/// The most extra playout actions (`search:N:E`) past the game's own playout cut
/// (`skald::ai::Evaluate::PLAYOUT`: 3 to 400 actions); a playout also ends with the game.
pub const MAX_PLAYOUT_EXTRA: usize = 1_000;

/// Runs `skald arena ARGS…`.
pub fn run(
    args: &[String],
    _stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    crate::io::respond(answer(args), "skald arena", stdout, stderr)
}

/// `search:N[:E]`: a search of N iterations with E extra playout actions (`None`: the name
/// is not of this form). Both are bounded ([`MAX_SEARCH_ITERATIONS`], [`MAX_PLAYOUT_EXTRA`])
/// so that every arena ends; the engine's levels need no bound (they are fixed).
fn custom(name: &str) -> Option<Result<Bot, String>> {
    let spec = name.strip_prefix("search:")?;
    let mut parts = spec.split(':');
    let bad = |what: &str| {
        format!(
            "bot '{name}': {what} (search:N[:E] takes N from 1 to {MAX_SEARCH_ITERATIONS} \
             iterations and E from 0 to {MAX_PLAYOUT_EXTRA} extra playout actions)"
        )
    };
    let n = parts.next().unwrap_or("");
    let iterations = match n.parse::<u64>() {
        Ok(i) if (1..=u64::from(MAX_SEARCH_ITERATIONS)).contains(&i) => i as u32,
        Ok(_) => return Some(Err(bad(&format!("{n} iterations are out of range")))),
        Err(_) => return Some(Err(bad(&format!("'{n}' is not a number of iterations")))),
    };
    let playout_extra = match parts.next() {
        Some(e) => match e.parse::<u64>() {
            Ok(x) if x <= MAX_PLAYOUT_EXTRA as u64 => x as usize,
            Ok(_) => {
                return Some(Err(bad(&format!(
                    "{e} extra playout actions are out of range"
                ))))
            }
            Err(_) => return Some(Err(bad(&format!("'{e}' is not a number of actions")))),
        },
        None => 0,
    };
    if parts.next().is_some() {
        return Some(Err(bad("too many parts")));
    }
    Some(Ok(Bot::Search(skald::ai::SearchConfig {
        iterations,
        playout_extra,
        ..skald::ai::SearchConfig::default()
    })))
}

fn answer(args: &[String]) -> Result<String, String> {
    let opts = crate::io::Options::parse(
        args,
        &["game", "players", "games", "bots", "seed"],
        &[],
        false,
    )
    .map_err(|e| format!("{e}\n{USAGE}"))?;
    let game = opts.get("game").ok_or(USAGE)?;
    let number = |v: Option<&str>, what: &str, max: u64| -> Result<u64, String> {
        let v = v.ok_or_else(|| format!("{what} is missing\n{USAGE}"))?;
        match v.parse::<u64>() {
            Ok(n) if n >= 1 && n <= max => Ok(n),
            _ => Err(format!(
                "{what} must be a whole number from 1 to {max}, not '{v}'"
            )),
        }
    };
    let players = number(opts.get("players"), "--players", 6)? as usize;
    let games = number(opts.get("games"), "--games", 100_000)? as u32;
    let seed = match opts.get("seed") {
        Some(s) => s
            .parse::<u64>()
            .map_err(|_| format!("--seed must be a whole number, not '{s}'"))?,
        None => 1,
    };
    let bots = opts
        .get("bots")
        .ok_or_else(|| format!("--bots is missing\n{USAGE}"))?;
    let bots: Vec<(String, Bot)> = bots
        .split(',')
        .map(|name| {
            let name = name.trim();
            let bot = match Bot::from_name(name) {
                Some(b) => b,
                None => custom(name).unwrap_or_else(|| {
                    Err(format!(
                        "unknown bot '{name}' (bots: random, greedy, easy, normal, hard, search:N[:E])"
                    ))
                })?,
            };
            Ok((name.to_string(), bot))
        })
        .collect::<Result<_, String>>()?;
    if bots.len() < 2 {
        return Err("--bots names at least two bots".into());
    }
    let report = match game {
        "voluspa" => arena::<Voluspa>(
            &Config {
                players,
                tiles: TileSet::Base,
                no_late_hel: false,
            },
            games,
            &bots,
            seed,
        )
        .map_err(|e| e.to_string())?,
        "odin" => arena::<Odin>(
            &OdinConfig {
                players,
                target: Target::OneHand,
                four_colours: false,
            },
            games,
            &bots,
            seed,
        )
        .map_err(|e| e.to_string())?,
        "valda" => arena::<skald::valda::Valda>(
            &skald::valda::ValdaConfig::new(players),
            games,
            &bots,
            seed,
        )
        .map_err(|e| e.to_string())?,
        other => return Err(format!("unknown game '{other}' (voluspa, odin, valda)")),
    };
    serde_json::to_string(&report).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::{custom, run, MAX_PLAYOUT_EXTRA, MAX_SEARCH_ITERATIONS};
    use crate::io::run_captured;
    use skald::ai::{Bot, SearchConfig};

    /// Experiment bots are bounded: every arena ends. Too many iterations or playout
    /// actions are refused up front (exit 2, a message naming the bounds) instead of
    /// searching for ever.
    #[test]
    fn experiment_bots_are_bounded() {
        let search = |iterations, playout_extra| {
            Some(Ok(Bot::Search(SearchConfig {
                iterations,
                playout_extra,
                ..SearchConfig::default()
            })))
        };
        assert_eq!(custom("search:1"), search(1, 0));
        assert_eq!(custom("search:200000:1000"), search(200_000, 1_000));
        assert_eq!((MAX_SEARCH_ITERATIONS, MAX_PLAYOUT_EXTRA), (200_000, 1_000));
        assert_eq!(custom("normal"), None);
        for bad in [
            "search:4294967295",
            "search:200001",
            "search:0",
            "search:99999999999999999999999",
            "search:-5",
            "search:",
            "search:x",
            "search:10:1001",
            "search:10:18446744073709551615",
            "search:10:-1",
            "search:10:2:3",
        ] {
            let err = custom(bad).unwrap().unwrap_err();
            assert!(err.contains("from 1 to 200000"), "{bad}: {err}");
        }
        for bots in ["search:4294967295,random", "random,search:10:5000"] {
            let args = [
                "--game",
                "valda",
                "--players",
                "2",
                "--games",
                "1",
                "--bots",
                bots,
            ];
            let (code, out, err) = run_captured(run, &args, b"");
            assert_eq!((code, out.as_str()), (2, ""), "{bots}");
            assert!(
                err.starts_with("skald arena: bot 'search:") && err.contains("200000"),
                "{err}"
            );
        }
        // Within the bounds an experiment runs.
        let args = [
            "--game",
            "odin",
            "--players",
            "2",
            "--games",
            "2",
            "--bots",
            "search:20:3,random",
        ];
        let (code, out, err) = run_captured(run, &args, b"");
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("\"search:20:3\""), "{out}");
    }

    #[test]
    fn an_arena_is_one_line_of_json_and_bad_options_are_usage_errors() {
        let (code, out, _) = run_captured(
            run,
            &[
                "--game",
                "odin",
                "--players",
                "2",
                "--games",
                "4",
                "--bots",
                "greedy,random",
            ],
            b"",
        );
        assert_eq!(code, 0);
        let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(v["games"], 4);
        assert_eq!(
            v["bots"][0]["games"].as_u64().unwrap() + v["bots"][1]["games"].as_u64().unwrap(),
            8
        );
        for bad in [
            &[
                "--game",
                "chess",
                "--players",
                "2",
                "--games",
                "1",
                "--bots",
                "random,greedy",
            ][..],
            &[
                "--game",
                "odin",
                "--players",
                "9",
                "--games",
                "1",
                "--bots",
                "random,greedy",
            ],
            &[
                "--game",
                "odin",
                "--players",
                "2",
                "--games",
                "1",
                "--bots",
                "random,genius",
            ],
            &[
                "--game",
                "odin",
                "--players",
                "2",
                "--games",
                "1",
                "--bots",
                "random",
            ],
            &["--game", "odin"],
        ] {
            let (code, out, err) = run_captured(run, bad, b"");
            assert_eq!((code, out.as_str()), (2, ""), "{bad:?}");
            assert!(err.starts_with("skald arena: "), "{err}");
        }
    }
}

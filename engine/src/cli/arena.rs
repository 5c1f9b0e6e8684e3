//! `skald arena`: seeded matches between computer opponents, seats rotated, win rates with
//! 95 % confidence intervals as one line of JSON.
//!
//! ```text
//! skald arena --game odin --players 2 --games 200 --bots normal,greedy [--seed 1]
//! ```

use std::io::{Read, Write};

use crate::ai::{arena, Bot};
use crate::odin::{Odin, OdinConfig, Target};
use crate::voluspa::{Config, TileSet, Voluspa};

const USAGE: &str = "usage:
  skald arena --game voluspa|odin|valda --players N --games K --bots A,B[,…] [--seed S]
bots: random, greedy, easy, normal, hard, or search:N[:E] (N iterations, E extra playout
actions, for experiments). Game i starts from seed S+i; seat s is played by
bot (i+s) mod (number of bots). Völuspá uses the base tiles; Odin one-hand games.";

/// Runs `skald arena ARGS…`.
pub fn run(
    args: &[String],
    _stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    super::respond(answer(args), "skald arena", stdout, stderr)
}

/// `search:N[:E]`: a search of N iterations with E extra playout actions.
fn custom(name: &str) -> Option<Bot> {
    let mut parts = name.strip_prefix("search:")?.split(':');
    let iterations = parts.next()?.parse().ok().filter(|&n| n >= 1)?;
    let playout_extra = match parts.next() {
        Some(e) => e.parse().ok()?,
        None => 0,
    };
    Some(Bot::Search(crate::ai::SearchConfig {
        iterations,
        playout_extra,
        ..crate::ai::SearchConfig::default()
    }))
}

fn answer(args: &[String]) -> Result<String, String> {
    let get = |name: &str| -> Option<String> {
        let i = args.iter().position(|a| a == name)?;
        args.get(i + 1).cloned()
    };
    let game = get("--game").ok_or(USAGE)?;
    let number = |v: Option<String>, what: &str, max: u64| -> Result<u64, String> {
        let v = v.ok_or_else(|| format!("{what} is missing\n{USAGE}"))?;
        match v.parse::<u64>() {
            Ok(n) if n >= 1 && n <= max => Ok(n),
            _ => Err(format!(
                "{what} must be a whole number from 1 to {max}, not '{v}'"
            )),
        }
    };
    let players = number(get("--players"), "--players", 6)? as usize;
    let games = number(get("--games"), "--games", 100_000)? as u32;
    let seed = match get("--seed") {
        Some(s) => s
            .parse::<u64>()
            .map_err(|_| format!("--seed must be a whole number, not '{s}'"))?,
        None => 1,
    };
    let bots = get("--bots").ok_or_else(|| format!("--bots is missing\n{USAGE}"))?;
    let bots: Vec<(String, Bot)> = bots
        .split(',')
        .map(|name| {
            Bot::from_name(name.trim())
                .or_else(|| custom(name.trim()))
                .map(|b| (name.trim().to_string(), b))
                .ok_or_else(|| {
                    format!("unknown bot '{name}' (bots: random, greedy, easy, normal, hard)")
                })
        })
        .collect::<Result<_, _>>()?;
    if bots.len() < 2 {
        return Err("--bots names at least two bots".into());
    }
    let report = match game.as_str() {
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
        "valda" => arena::<crate::valda::Valda>(
            &crate::valda::ValdaConfig::new(players),
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
    use super::run;
    use crate::cli::run_captured;

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

//! `skald valda …`: Valda from the command line.
//!
//! ```text
//! skald valda cards [FILE]                         check a card list: {"total":141,"distinct":82,…}
//! skald valda legal --position FILE                {"to_move":0,"prompt":"actions","legal":[…]}
//! skald valda apply --position FILE --action JSON  {"ok":true,"position":{…},"events":[…],…}
//! skald valda selfplay --players N [--seed S]      a random game: config, seed, actions, outcome
//! skald valda balance --players N --games K        winners' followers and wins per seat (greedy bots)
//! skald valda view --position FILE --seat N        what seat N may see (JSON)
//! ```
//!
//! A position FILE (or - for standard input) is a hand-written position at the start of a
//! phase (`skald::valda::position`, cards named by id), a complete snapshot as `apply`
//! prints it (`skald::valda::snapshot`), or a replay record (`selfplay`'s output, the
//! JavaScript API's `replayJson()`). Answers go to standard output as one line
//! of JSON with exit code 0 — an illegal action is an answer (`"ok":false`); malformed
//! input is reported on standard error with exit code 2.

use std::io::{Read, Write};

use crate::io::Options;

use skald::game::Game;
use skald::rng::Rng;
use skald::valda::cards::{CardSet, MAX_LIST_BYTES};
use skald::valda::position::Position;
use skald::valda::snapshot::{Snapshot, MAX_SNAPSHOT_BYTES};
use skald::valda::{Action, Event, Valda, ValdaConfig};

const USAGE: &str = "usage:
  skald valda cards [FILE]                          check a card list (default: the built-in 141 cards)
  skald valda legal --position FILE                 who decides, what, and the legal actions
  skald valda apply --position FILE --action JSON   play one action: the new position and its events
  skald valda selfplay --players N [--seed S]       a random game from seed S
  skald valda balance --players N --games K [--seed S] [--bot greedy|random|easy|normal|hard]
                                                    followers of winners and wins per seat, every seat played by the bot
  skald valda view --position FILE --seat N         what seat N (from 0) may see, as the JS API's view
FILE is a card list (TSV with the columns of valda-cards.tsv) or a position (JSON: a
hand-written position, a snapshot printed by apply, or a replay record such as selfplay
prints); - reads standard input.";

/// Runs `skald valda ARGS…`.
pub fn run(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let result = match args.first().map(String::as_str) {
        Some("cards") if args.len() <= 2 => cards(args.get(1).map(String::as_str), stdin),
        Some("legal") => options(&args[1..], &["position"])
            .and_then(|o| load(o.get("position"), stdin))
            .and_then(|g| legal(&g)),
        Some("apply") => options(&args[1..], &["position", "action"]).and_then(|o| {
            let g = load(o.get("position"), stdin)?;
            apply(g, o.get("action"))
        }),
        Some("selfplay") => options(&args[1..], &["players", "seed"]).and_then(|o| selfplay(&o)),
        Some("view") => options(&args[1..], &["position", "seat"]).and_then(|o| {
            let g = load(o.get("position"), stdin)?;
            crate::view::view(&g, o.get("seat"))
        }),
        Some("balance") => {
            options(&args[1..], &["players", "games", "seed", "bot"]).and_then(|o| balance(&o))
        }
        _ => Err(USAGE.to_string()),
    };
    crate::io::respond(result, "skald valda", stdout, stderr)
}

/// The options of a command (`crate::io::Options`: each known and given once at most, no
/// bare words), a usage error followed by the usage.
fn options<'a>(args: &'a [String], known: &[&str]) -> Result<Options<'a>, String> {
    Options::parse(args, known, &[], false).map_err(|e| format!("{e}\n{USAGE}"))
}

/// A position file: a snapshot (it has a `table`), a replay record (`seed` and `actions`,
/// or an object holding one under `replay`) or a hand-written position.
fn load(path: Option<&str>, stdin: &mut dyn Read) -> Result<Valda, String> {
    let path = path.ok_or_else(|| format!("--position is needed\n{USAGE}"))?;
    let text = crate::io::read_input(path, stdin, MAX_SNAPSHOT_BYTES)?;
    let value = serde_json::from_str::<serde_json::Value>(&text)
        .map_err(|e| format!("{path}: invalid JSON: {e}"))?;
    if value.get("table").is_none() {
        if let Some(record) = crate::view::replay_record(&value) {
            return crate::view::from_replay(path, record);
        }
    }
    let game = if value.get("table").is_some() {
        Snapshot::from_json(&text).and_then(Snapshot::game)
    } else {
        Position::from_json(&text).and_then(|p| p.game())
    };
    game.map_err(|e| format!("{path}: {e}"))
}

fn legal(g: &Valda) -> Result<String, String> {
    let answer = serde_json::json!({
        "to_move": g.to_move(),
        "prompt": g.prompt().map(|(_, p)| p),
        "legal": g.legal_actions(),
        "outcome": g.outcome(),
    });
    Ok(answer.to_string())
}

fn apply(mut g: Valda, action: Option<&str>) -> Result<String, String> {
    let action = action.ok_or_else(|| format!("--action is needed\n{USAGE}"))?;
    let action: Action =
        serde_json::from_str(action).map_err(|e| format!("--action: not an action: {e}"))?;
    let before = g.table().log.len();
    let answer = match g.apply(&action) {
        Ok(()) => serde_json::json!({
            "ok": true,
            "events": &g.table().log[before..],
            "said": said(&g.table().log[before..], g.card_set()),
            "to_move": g.to_move(),
            "prompt": g.prompt().map(|(_, p)| p),
            "outcome": g.outcome(),
            "position": Snapshot::of(&g),
        }),
        Err(e) => serde_json::json!({"ok": false, "error": e.to_string()}),
    };
    Ok(answer.to_string())
}

/// Events as the app's log words them in English (`skald_app::valda::words`, from the
/// messages of `app/l10n/en/valda.ftl`: the one source of these sentences), seats named
/// "Player 1", "Player 2", ….
pub(crate) fn said(events: &[Event], set: &CardSet) -> Vec<String> {
    skald_app::i18n::set(skald_app::i18n::Lang::En);
    skald_app::valda::words::describe_log(events, set, &[])
}

fn selfplay(o: &Options<'_>) -> Result<String, String> {
    let players: usize = o
        .get("players")
        .ok_or_else(|| format!("--players is needed\n{USAGE}"))?
        .parse()
        .map_err(|_| "--players: a number from 2 to 5".to_string())?;
    let seed: u64 = o
        .get("seed")
        .unwrap_or("1")
        .parse()
        .map_err(|_| "--seed: a whole number".to_string())?;
    let config = ValdaConfig::new(players);
    let mut g = Valda::new(&config, seed).map_err(|e| e.to_string())?;
    let mut rng = Rng::new(seed ^ 0x5e1f);
    let mut actions = Vec::new();
    while !g.is_over() {
        let legal = g.legal_actions();
        if legal.is_empty() {
            break;
        }
        let a = legal[rng.index(legal.len())].clone();
        g.apply(&a).map_err(|e| e.to_string())?;
        actions.push(a);
    }
    let answer = serde_json::json!({
        "game": "valda",
        "config": config,
        "seed": seed,
        "actions": actions,
        "outcome": g.outcome(),
    });
    Ok(answer.to_string())
}

fn number(
    o: &Options<'_>,
    name: &str,
    default: Option<u64>,
    range: (u64, u64),
) -> Result<u64, String> {
    let v = match (o.get(name), default) {
        (Some(v), _) => v,
        (None, Some(d)) => return Ok(d),
        (None, None) => return Err(format!("--{name} is needed\n{USAGE}")),
    };
    match v.parse::<u64>() {
        Ok(n) if (range.0..=range.1).contains(&n) => Ok(n),
        _ => Err(format!(
            "--{name} must be a whole number from {} to {}, not '{v}'",
            range.0, range.1
        )),
    }
}

/// Plays `games` games with the same bot in every seat and reports the followers of the
/// winners (median, 10 % and 90 %, best), the mean of all players, and each seat's share
/// of the wins (a shared win is split).
fn balance(o: &Options<'_>) -> Result<String, String> {
    let players = number(o, "players", None, (2, 5))? as usize;
    let games = number(o, "games", None, (1, 100_000))?;
    let seed = number(o, "seed", Some(1), (0, u64::MAX))?;
    let name = o.get("bot").unwrap_or("greedy");
    let bot = skald::ai::Bot::from_name(name)
        .ok_or_else(|| format!("unknown bot '{name}' (random, greedy, easy, normal, hard)"))?;
    let mut winners: Vec<u32> = Vec::new();
    let mut all = 0u64;
    let mut wins = vec![0f64; players];
    for i in 0..games {
        let game_seed = seed.wrapping_add(i);
        let mut g = Valda::new(&ValdaConfig::new(players), game_seed).map_err(|e| e.to_string())?;
        let mut step = 0u64;
        while !g.is_over() {
            let a = skald::ai::choose_for(&g, &bot, game_seed ^ step.wrapping_mul(0x9e37))
                .map_err(|e| e.to_string())?
                .ok_or("no decision while the game is not over")?;
            g.apply(&a).map_err(|e| e.to_string())?;
            step += 1;
        }
        let o = g.outcome().ok_or("no outcome")?;
        let w = o.winners();
        for &p in &w {
            wins[p] += 1.0 / w.len() as f64;
        }
        let seats = &g.table().seats;
        winners.push(seats[w[0]].followers);
        all += seats.iter().map(|s| s.followers as u64).sum::<u64>();
    }
    winners.sort_unstable();
    let at = |q: f64| winners[((winners.len() - 1) as f64 * q).round() as usize];
    let answer = serde_json::json!({
        "players": players,
        "games": games,
        "bot": name,
        "winner_followers": {"p10": at(0.1), "median": at(0.5), "p90": at(0.9), "best": at(1.0)},
        "mean_followers": (all as f64 / (games as f64 * players as f64) * 10.0).round() / 10.0,
        "seat_win_share": wins.iter().map(|w| (w / games as f64 * 1000.0).round() / 1000.0).collect::<Vec<_>>(),
    });
    Ok(answer.to_string())
}

fn cards(file: Option<&str>, stdin: &mut dyn Read) -> Result<String, String> {
    let set = match file {
        None => CardSet::builtin().clone(),
        Some(path) => {
            let text = crate::io::read_input(path, stdin, MAX_LIST_BYTES)?;
            CardSet::parse(&text).map_err(|errors| {
                let name = if path == "-" { "<stdin>" } else { path };
                let lines: Vec<String> = errors.0.iter().map(|e| format!("{name}: {e}")).collect();
                format!("the card list has problems:\n{}", lines.join("\n"))
            })?
        }
    };
    serde_json::to_string(&set.counts()).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_args(args: &[&str], stdin: &str) -> (i32, String, String) {
        crate::io::run_captured(run, args, stdin.as_bytes())
    }

    #[test]
    fn the_builtin_list_is_counted() {
        let (code, out, _) = run_args(&["cards"], "");
        assert_eq!(code, 0);
        assert_eq!(
            out.trim(),
            r#"{"total":141,"distinct":82,"decks":{"base":85,"freya":8,"heimdall":8,"loki":8,"odin":8,"surtur":8,"thor":8,"tyr":8},"types":{"action":78,"attack":31,"defence":25,"god-weapon":7}}"#
        );
    }

    #[test]
    fn a_list_from_stdin_is_checked_and_its_problems_listed() {
        let (code, out, _) = run_args(&["cards", "-"], CardSet::builtin_text());
        assert_eq!((code, out.contains("\"total\":141")), (0, true));
        let bad = CardSet::builtin_text().replacen("gain(gold,2)", "gian(gold,2)", 1);
        let (code, out, err) = run_args(&["cards", "-"], &bad);
        assert_eq!((code, out.as_str()), (2, ""));
        assert!(
            err.contains("<stdin>: line 2, column \"effect\": at position 1: unknown verb 'gian'"),
            "{err}"
        );
        let (code, _, err) = run_args(&["cards", "/no/such/file.tsv"], "");
        assert_eq!(code, 2);
        assert!(err.starts_with("skald valda: /no/such/file.tsv: "));
        let (code, _, err) = run_args(&["deal"], "");
        assert_eq!(code, 2);
        assert!(err.contains("usage:"));
    }

    #[test]
    fn legal_apply_and_selfplay_answer_in_json() {
        let pos =
            r#"{"players": 2, "phase": "game", "seats": [{"hand": ["base.treasure_chest"]}]}"#;
        let (code, out, err) = run_args(&["legal", "--position", "-"], pos);
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(
            (v["to_move"].as_u64(), v["prompt"].as_str()),
            (Some(0), Some("actions"))
        );
        assert!(out.contains(r#"{"play":{"card":0,"open":false}}"#), "{out}");
        let (code, out, _) = run_args(
            &[
                "apply",
                "--position",
                "-",
                "--action",
                r#"{"play":{"card":0,"open":false}}"#,
            ],
            pos,
        );
        assert_eq!(code, 0);
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["ok"], true);
        assert_eq!(v["position"]["table"]["seats"][0]["res"]["gold"], 3);
        // The events in the app's English words (its log), seats without names as "Player N".
        assert_eq!(
            v["said"],
            serde_json::json!([
                "Player 1 plays Treasure Chest",
                "Player 1: gets 2 gold (Treasure Chest by Player 1)"
            ])
        );
        // The printed snapshot is itself a position for the next command.
        let snapshot = v["position"].to_string();
        let (code, out, _) = run_args(
            &["apply", "--position", "-", "--action", "\"draw_two\""],
            &snapshot,
        );
        assert_eq!(code, 0);
        assert!(
            out.starts_with(r#"{"ok":true"#) || out.contains(r#""ok":true"#),
            "{out}"
        );
        // An illegal action is an answer; a malformed one is not.
        let (code, out, _) = run_args(&["apply", "--position", "-", "--action", "\"roll\""], pos);
        assert_eq!(code, 0);
        assert!(
            out.contains(r#""ok":false"#) && out.contains("not one of the legal actions"),
            "{out}"
        );
        let (code, _, err) = run_args(&["apply", "--position", "-", "--action", "{"], pos);
        assert_eq!(code, 2);
        assert!(err.contains("--action: not an action"), "{err}");
        let (code, out, _) = run_args(&["selfplay", "--players", "3", "--seed", "4"], "");
        assert_eq!(code, 0);
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["outcome"]["ranks"].as_array().map(Vec::len), Some(3));
    }

    #[test]
    fn the_log_is_said_in_english_whatever_the_app_spoke_last() {
        let g = Valda::new(&ValdaConfig::new(2), 1).unwrap();
        let log = &g.table().log;
        skald_app::i18n::set(skald_app::i18n::Lang::De);
        let german = skald_app::valda::words::describe_log(log, g.card_set(), &[]);
        let english = said(log, g.card_set());
        assert_ne!(german, english);
        assert!(
            english.iter().any(|l| l.starts_with("Player 1:")),
            "{english:?}"
        );
    }

    #[test]
    fn bad_positions_get_a_clear_message() {
        for (pos, want) in [
            ("{", "invalid JSON"),
            (
                r#"{"players": 7, "phase": "game"}"#,
                "Valda is for 2 to 5 players",
            ),
            (
                r#"{"players": 2, "phase": "game", "seats": [{"hand": ["base.nope"]}]}"#,
                "no card has the id 'base.nope'",
            ),
            (
                r#"{"players": 2, "phase": "game", "seats": [{"hand": ["surtur.ragnarok", "surtur.ragnarok"]}]}"#,
                "more often than the set has copies",
            ),
            (
                r#"{"players": 2, "phase": "lunch"}"#,
                "unknown variant `lunch`",
            ),
        ] {
            let (code, _, err) = run_args(&["legal", "--position", "-"], pos);
            assert_eq!(code, 2, "{pos}");
            assert!(err.contains(want), "{pos}: {err}");
        }
        let g = Valda::new(&ValdaConfig::new(2), 1).unwrap();
        let mut snap: serde_json::Value = serde_json::to_value(Snapshot::of(&g)).unwrap();
        snap["table"]["turn"]["active"] = 9.into();
        let (code, _, err) = run_args(&["legal", "--position", "-"], &snap.to_string());
        assert_eq!(code, 2);
        assert!(err.contains("seat 9 does not exist"), "{err}");
        // Found by fuzzing: temples beyond the map overflowed the tie-break count.
        let mut snap: serde_json::Value = serde_json::to_value(Snapshot::of(&g)).unwrap();
        snap["table"]["seats"][0]["temples"] =
            serde_json::json!([255, 255, 255, 255, 255, 255, 255]);
        let (code, _, err) = run_args(&["legal", "--position", "-"], &snap.to_string());
        assert_eq!(code, 2);
        assert!(err.contains("more than 5 temples"), "{err}");
    }

    #[test]
    fn input_is_capped_and_must_be_text() {
        let big = "x".repeat(MAX_LIST_BYTES + 10);
        let (code, _, err) = run_args(&["cards", "-"], &big);
        assert_eq!(code, 2);
        assert!(err.contains("larger than 1024 KiB"), "{err}");
        let (code, _, err) = crate::io::run_captured(run, &["cards", "-"], &[0xff, 0xfe, 0x00]);
        assert_eq!(code, 2);
        assert!(err.contains("not UTF-8"), "{err}");
    }
}

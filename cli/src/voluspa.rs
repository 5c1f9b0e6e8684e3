//! `skald voluspa …`: the score, legal-move and Troll-block queries on a board in notation.
//!
//! ```text
//! skald voluspa score   --board FILE --action JSON
//! skald voluspa legal   --board FILE [--tile Od]
//! skald voluspa blocked --board FILE
//! skald voluspa view    --position FILE --seat N
//! ```
//! `FILE` may be `-` for standard input. Answers go to standard output as one JSON line
//! (exit 0, also for an illegal action); malformed input exits 2 with a message on
//! standard error.

use crate::io::Options;
use serde::Serialize;
use serde_json::json;
use skald::voluspa::{
    parse_board, score_move, targets, Board, Cell, Kind, Move, Placement, Rule, Voluspa,
};
use std::io::{Read, Write};

const USAGE: &str = "usage:
  skald voluspa score   --board FILE --action JSON
  skald voluspa legal   --board FILE [--tile Od]
  skald voluspa blocked --board FILE
  skald voluspa view    --position FILE --seat N
FILE may be - for standard input. Board notation: one line per row (or rows separated by /),
cells separated by spaces, '.' empty, tiles Od Th Tr Dr Fe Sk Va Lo He Hm Jo Ss Dw Fr Ra Ni Lb,
stacks top first with '>' (Dr>Th), boosters as +N (Dr+2). view: what seat N (from 0) may
see of the game recorded in FILE (a replay: game, config, seed, actions).";

/// One scored item in the `score` answer (fields in this order).
#[derive(Serialize)]
struct LineOut {
    step: usize,
    tile: Kind,
    at: Cell,
    rule: Rule,
    cells: Vec<Cell>,
    niohoggr_bonus: i32,
    points: i32,
}

#[derive(Serialize)]
struct Scored {
    legal: bool,
    points: i32,
    lines: Vec<LineOut>,
}

#[derive(Serialize)]
struct Illegal {
    legal: bool,
    error: String,
}

fn read_board(o: &Options, stdin: &mut dyn Read) -> Result<Board, String> {
    let file = o.get("board").ok_or("--board FILE is required")?;
    let text = crate::io::read_input(file, stdin, crate::io::MAX_INPUT_BYTES)
        .map_err(|e| format!("cannot read the board: {e}"))?;
    let name = if file == "-" { "<stdin>" } else { file };
    parse_board(&text).map_err(|e| format!("board {name}: {e}"))
}

fn to_value<T: Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

/// Runs `skald voluspa ARGS…`.
pub fn run(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    if matches!(
        args.first().map(String::as_str),
        Some("--help" | "-h" | "help")
    ) {
        let _ = writeln!(stdout, "{USAGE}");
        return 0;
    }
    match answer(args, stdin) {
        Ok(v) => {
            let _ = writeln!(stdout, "{v}");
            0
        }
        Err(msg) => {
            let _ = writeln!(stderr, "skald voluspa: {msg}");
            if msg.starts_with("usage") || msg.starts_with("unknown command") {
                let _ = writeln!(stderr, "{USAGE}");
            }
            2
        }
    }
}

fn answer(args: &[String], stdin: &mut dyn Read) -> Result<String, String> {
    let Some(cmd) = args.first() else {
        return Err("usage: a command is needed".into());
    };
    // Each command's options; any other, or one given twice, is refused.
    let known: &[&str] = match cmd.as_str() {
        "score" => &["board", "action"],
        "legal" => &["board", "tile"],
        "blocked" => &["board"],
        "view" => &["position", "seat"],
        other => return Err(format!("unknown command '{other}'")),
    };
    let o = Options::parse(&args[1..], known, &[], false)?;
    match cmd.as_str() {
        "score" => {
            let action = o.get("action").ok_or("--action JSON is required")?;
            let board = read_board(&o, stdin)?;
            let m = Move::parse(action).map_err(|e| format!("action: {e}"))?;
            let mut b = board;
            Ok(match score_move(&mut b, &m) {
                Ok(s) => {
                    let lines: Vec<LineOut> = s
                        .steps
                        .iter()
                        .enumerate()
                        .flat_map(|(i, st)| {
                            st.lines.iter().map(move |l| LineOut {
                                step: i,
                                tile: st.tile,
                                at: st.at,
                                rule: l.rule,
                                cells: l.cells.clone(),
                                niohoggr_bonus: l.niohoggr_bonus,
                                points: l.points,
                            })
                        })
                        .collect();
                    to_value(&Scored {
                        legal: true,
                        points: s.points,
                        lines,
                    })
                }
                Err(e) => to_value(&Illegal {
                    legal: false,
                    error: e.to_string(),
                }),
            })
        }
        "legal" => {
            let kinds: Vec<Kind> = match o.get("tile") {
                Some(code) => vec![Kind::from_code(code).ok_or_else(|| {
                    format!(
                        "--tile: unknown tile '{code}' (tiles: Od Th Tr Dr Fe Sk Va Lo He Hm Jo Ss Dw Fr Ra Ni Lb)"
                    )
                })?],
                None => Kind::ALL.to_vec(),
            };
            let board = read_board(&o, stdin)?;
            let mut actions = Vec::new();
            for k in kinds {
                for t in targets(&board, k) {
                    if t.push.is_empty() {
                        actions.push(Placement::new(k, t.at));
                    } else {
                        for d in t.push {
                            actions.push(Placement {
                                push: Some(d),
                                ..Placement::new(k, t.at)
                            });
                        }
                    }
                }
            }
            #[derive(Serialize)]
            struct Actions {
                actions: Vec<Placement>,
            }
            Ok(to_value(&Actions { actions }))
        }
        "blocked" => {
            let board = read_board(&o, stdin)?;
            Ok(json!({ "cells": board.blocked_cells() }).to_string())
        }
        "view" => {
            let game: Voluspa = crate::view::load_replay(o.get("position"), stdin)?;
            crate::view::view(&game, o.get("seat"))
        }
        other => Err(format!("unknown command '{other}'")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_str(args: &[&str], stdin: &str) -> (i32, String, String) {
        crate::io::run_captured(run, args, stdin.as_bytes())
    }

    #[test]
    fn score_legal_blocked_and_errors() {
        let (c, out, _) = run_str(
            &[
                "score",
                "--board",
                "-",
                "--action",
                r#"{"tile":"Od","at":[0,0]}"#,
            ],
            ". Sk Va Th\n",
        );
        assert_eq!(c, 0);
        assert!(
            out.starts_with(r#"{"legal":true,"points":4,"lines":[{"#),
            "{out}"
        );
        let (c, out, _) = run_str(
            &[
                "score",
                "--board",
                "-",
                "--action",
                r#"{"tile":"Od","at":[5,5]}"#,
            ],
            "Od",
        );
        assert_eq!(c, 0);
        assert!(out.starts_with(r#"{"legal":false,"error":"#), "{out}");
        let (c, out, _) = run_str(&["legal", "--board", "-", "--tile", "Lb"], "Od Th");
        assert_eq!(c, 0);
        assert_eq!(
            out.trim(),
            r#"{"actions":[{"tile":"Lb","at":[0,0]},{"tile":"Lb","at":[0,1]}]}"#
        );
        let (c, out, _) = run_str(&["blocked", "--board", "-"], "Od Tr");
        assert_eq!(c, 0);
        assert_eq!(out.trim(), r#"{"cells":[[-1,1],[0,2],[1,1]]}"#);
        let (c, _, err) = run_str(&["blocked", "--board", "-"], "Od Xx");
        assert_eq!(c, 2);
        assert!(err.contains("line 1, column 4"), "{err}");
        let (c, _, err) = run_str(
            &["score", "--board", "-", "--action", r#"{"tile":"Od"}"#],
            "Od",
        );
        assert_eq!(c, 2);
        assert!(err.contains("action"), "{err}");
        assert_eq!(run_str(&["frobnicate"], "").0, 2);
        let (c, out, _) = run_str(&["--help"], "");
        assert_eq!(c, 0);
        assert!(out.contains("skald voluspa score"));
        assert_eq!(run_str(&["legal"], "").0, 2);
        assert_eq!(run_str(&["legal", "--board", "/nonexistent/x"], "").0, 2);
    }
}

//! The `skald` command-line tool (crate `skald-cli`; the binary is `src/main.rs`), one
//! module per game, the arena and the `view` command they share. Each `run` takes the
//! arguments after the game's name and its streams, and returns the process exit code: 0
//! for an answer (even "illegal"), 2 for malformed input or usage. Every command reads its
//! options through [`io`]'s one reader: `--name VALUE` or `--name=VALUE`, each given once.
//!
//! The tool is a client of the engine's public API (`skald`); Valda's event log is worded by
//! the app's library (`skald_app::valda::words`), the one source of those sentences.

use std::io::{Read, Write};

pub mod arena;
pub mod io;
pub mod odin;
pub mod valda;
pub mod view;
pub mod voluspa;

/// Runs `skald ARGS…` and returns the exit code.
pub fn run(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    match args.first().map(String::as_str) {
        Some("voluspa") => voluspa::run(&args[1..], stdin, stdout, stderr),
        Some("odin") => odin::run(&args[1..], stdin, stdout, stderr),
        Some("valda") => valda::run(&args[1..], stdin, stdout, stderr),
        Some("arena") => arena::run(&args[1..], stdin, stdout, stderr),
        Some("--help" | "-h" | "help") => {
            let _ = writeln!(stdout, "{USAGE}");
            0
        }
        Some("--version") => {
            let _ = writeln!(stdout, "skald {}", env!("CARGO_PKG_VERSION"));
            0
        }
        _ => {
            let _ = writeln!(stderr, "{USAGE}");
            2
        }
    }
}

/// Top-level usage text.
pub const USAGE: &str = "usage: skald <game> <command> [options]
games and commands:
  skald voluspa score   --board FILE --action JSON
  skald voluspa legal   --board FILE [--tile Od]
  skald voluspa blocked --board FILE
  skald voluspa view    --position FILE --seat N
  skald odin value \"2R 8R\"
  skald odin legal --middle \"5R 3R\" --play \"6B 1B\" [--hand \"…\"]
  skald odin plays --hand \"7R 6R 2R\" [--middle \"5G\"]
  skald odin selfplay --players N [--seed S]
  skald odin view --position FILE --seat N
  skald valda cards [FILE]
  skald valda legal --position FILE
  skald valda apply --position FILE --action JSON
  skald valda selfplay --players N [--seed S]
  skald valda view --position FILE --seat N
  skald arena --game voluspa|odin|valda --players N --games K --bots A,B[,…] [--seed S]
Options are --name VALUE or --name=VALUE, each given once (a repeated or unknown option is
refused). FILE may be - for standard input. view prints what seat N (counted from 0) may see of the
game in FILE (a replay record; for Valda also a position), as the JavaScript API's view
does. Answers are JSON on standard output (exit 0, also for \"illegal\"); malformed input
is reported on standard error with exit status 2. skald <game> --help: a game's options.";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::run_captured;

    fn run_args(args: &[&str]) -> (i32, String, String) {
        run_captured(run, args, b"")
    }

    #[test]
    fn help_is_an_answer_and_unknown_games_are_usage_errors() {
        let (code, out, _) = run_args(&["--help"]);
        assert_eq!(code, 0);
        assert!(out.contains("skald voluspa score"));
        let (code, _, err) = run_args(&["chess"]);
        assert_eq!(code, 2);
        assert!(err.starts_with("usage: skald"));
        let (code, _, _) = run_args(&[]);
        assert_eq!(code, 2);
    }
}

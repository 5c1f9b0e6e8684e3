//! The `skald` command-line tool, one module per game. Each `run` takes the arguments after
//! the game's name and its streams, and returns the process exit code: 0 for an answer
//! (even "illegal"), 2 for malformed input or usage.

use std::io::{Read, Write};

pub mod odin;
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
  skald odin value \"2R 8R\"
  skald odin legal --middle \"5R 3R\" --play \"6B 1B\"
FILE may be - for standard input.";

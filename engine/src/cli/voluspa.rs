//! `skald voluspa …` (arrives with its game).

use std::io::{Read, Write};

/// Runs `skald voluspa ARGS…`.
pub fn run(
    _args: &[String],
    _stdin: &mut dyn Read,
    _stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let _ = writeln!(stderr, "skald voluspa: not implemented yet");
    2
}

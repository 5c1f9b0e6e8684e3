//! `skald odin …` (arrives with its game).

use std::io::{Read, Write};

/// Runs `skald odin ARGS…`.
pub fn run(
    _args: &[String],
    _stdin: &mut dyn Read,
    _stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let _ = writeln!(stderr, "skald odin: not implemented yet");
    2
}

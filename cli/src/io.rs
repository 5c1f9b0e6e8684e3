//! What every command shares: reading its input with a size cap, and answering on standard
//! output or standard error with the exit code.

use std::io::{Read, Write};

/// Writes a command's answer (standard output, exit 0) or its problem (standard error after
/// `who: `, exit 2), and returns the exit code: the convention every command follows.
pub(crate) fn respond(
    result: Result<String, String>,
    who: &str,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    match result {
        Ok(out) => {
            let _ = writeln!(stdout, "{out}");
            0
        }
        Err(message) => {
            let _ = writeln!(stderr, "{who}: {message}");
            2
        }
    }
}

/// The most any command reads from a file or standard input.
pub(crate) const MAX_INPUT_BYTES: usize = 4 << 20;

/// Reads at most `cap` bytes (+1, to tell a longer input) of UTF-8 text from `r`.
pub(crate) fn read_capped(r: &mut dyn Read, what: &str, cap: usize) -> Result<String, String> {
    let mut bytes = Vec::new();
    r.take(cap as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{what}: {e}"))?;
    if bytes.len() > cap {
        return Err(format!("{what}: larger than {} KiB", cap / 1024));
    }
    String::from_utf8(bytes).map_err(|_| format!("{what}: not UTF-8 text"))
}

/// Reads the file `path` (or standard input for `-`), at most `cap` bytes.
pub(crate) fn read_input(path: &str, stdin: &mut dyn Read, cap: usize) -> Result<String, String> {
    if path == "-" {
        read_capped(stdin, "<stdin>", cap)
    } else {
        let mut f = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
        read_capped(&mut f, path, cap)
    }
}

/// The signature of every game's `run`.
#[cfg(test)]
pub(crate) type RunFn = fn(&[String], &mut dyn Read, &mut dyn Write, &mut dyn Write) -> i32;

/// Runs a CLI entry point as a test would: the arguments, the text on standard input;
/// returns the exit code, standard output and standard error.
#[cfg(test)]
pub(crate) fn run_captured(run: RunFn, args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run(&args, &mut &stdin[..], &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

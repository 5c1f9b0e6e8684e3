//! `skald valda …`: Valda from the command line. So far: checking a card list.
//!
//! ```text
//! skald valda cards            the built-in 141 cards: {"total":141,"distinct":82,"decks":{…},"types":{…}}
//! skald valda cards FILE       another list in the same TSV format (FILE may be -)
//! ```
//!
//! Answers go to standard output as one line of JSON with exit code 0; a card list with
//! problems is reported on standard error, one line-numbered problem per line, with exit
//! code 2.

use std::io::{Read, Write};

use crate::valda::cards::{CardSet, MAX_LIST_BYTES};

const USAGE: &str = "usage:
  skald valda cards [FILE]   check a card list (default: the built-in 141 cards) and count it
FILE is a tab-separated card list with the columns of valda-cards.tsv, or - for standard input.";

/// Runs `skald valda ARGS…`.
pub fn run(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let result = match args.first().map(String::as_str) {
        Some("cards") if args.len() <= 2 => cards(args.get(1).map(String::as_str), stdin),
        _ => Err(USAGE.to_string()),
    };
    super::respond(result, "skald valda", stdout, stderr)
}

/// Reads at most [`MAX_LIST_BYTES`] (+1, to tell a longer input) from `r`.
fn read_capped(r: &mut dyn Read, what: &str) -> Result<String, String> {
    let mut bytes = Vec::new();
    r.take(MAX_LIST_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{what}: {e}"))?;
    if bytes.len() > MAX_LIST_BYTES {
        return Err(format!("{what}: larger than {} KiB", MAX_LIST_BYTES / 1024));
    }
    String::from_utf8(bytes).map_err(|_| format!("{what}: not UTF-8 text"))
}

fn cards(file: Option<&str>, stdin: &mut dyn Read) -> Result<String, String> {
    let set = match file {
        None => CardSet::builtin().clone(),
        Some(path) => {
            let text = if path == "-" {
                read_capped(stdin, "<stdin>")?
            } else {
                let mut f = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
                read_capped(&mut f, path)?
            };
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
        crate::cli::run_captured(run, args, stdin.as_bytes())
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
    fn input_is_capped_and_must_be_text() {
        let big = "x".repeat(MAX_LIST_BYTES + 10);
        let (code, _, err) = run_args(&["cards", "-"], &big);
        assert_eq!(code, 2);
        assert!(err.contains("larger than 1024 KiB"), "{err}");
        let (code, _, err) = crate::cli::run_captured(run, &["cards", "-"], &[0xff, 0xfe, 0x00]);
        assert_eq!(code, 2);
        assert!(err.contains("not UTF-8"), "{err}");
    }
}

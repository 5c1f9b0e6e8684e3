//! What every command shares: reading its options, reading its input with a size cap, and
//! answering on standard output or standard error with the exit code.

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

/// A command's options, as every command of every game reads them: `--name VALUE` or
/// `--name=VALUE` for the options it takes a value for, `--name` alone for its flags, and
/// bare words where the command takes them. Each option may be given once at most: a
/// repeated one (in either spelling) is refused with a message naming it, so that a second
/// `--seat` can neither silently win nor silently lose.
pub(crate) struct Options<'a> {
    /// Each option given, with its value (`None` for a flag), in the order given.
    given: Vec<(&'a str, Option<&'a str>)>,
    /// The bare words (not options), in the order given.
    pub(crate) positional: Vec<&'a str>,
}

impl<'a> Options<'a> {
    /// Reads `args` (the words after the command): `values` are the options that take a
    /// value, `flags` those that take none, and `positional` whether bare words are allowed.
    /// An unknown or repeated option, an option without its value, a flag with one, and a
    /// bare word where none is allowed are refused with a message naming it.
    pub(crate) fn parse(
        args: &'a [String],
        values: &[&str],
        flags: &[&str],
        positional: bool,
    ) -> Result<Options<'a>, String> {
        let mut out = Options {
            given: Vec::new(),
            positional: Vec::new(),
        };
        let mut i = 0;
        while i < args.len() {
            let arg = args[i].as_str();
            i += 1;
            let Some(option) = arg.strip_prefix("--") else {
                if !positional {
                    return Err(format!("unexpected argument '{arg}'"));
                }
                out.positional.push(arg);
                continue;
            };
            let (name, inline) = match option.split_once('=') {
                Some((name, value)) => (name, Some(value)),
                None => (option, None),
            };
            let value = if flags.contains(&name) {
                if inline.is_some() {
                    return Err(format!("--{name} takes no value"));
                }
                None
            } else if values.contains(&name) {
                match inline {
                    Some(v) => Some(v),
                    None => {
                        let v = args
                            .get(i)
                            .ok_or_else(|| format!("--{name} needs a value"))?;
                        i += 1;
                        Some(v.as_str())
                    }
                }
            } else {
                return Err(format!("unknown option --{name}"));
            };
            if out.given.iter().any(|(k, _)| *k == name) {
                return Err(format!(
                    "--{name} is given more than once (each option may be given once)"
                ));
            }
            out.given.push((name, value));
        }
        Ok(out)
    }

    /// The value of the option `name`, if it was given.
    pub(crate) fn get(&self, name: &str) -> Option<&'a str> {
        self.given
            .iter()
            .find(|(k, _)| *k == name)
            .and_then(|(_, v)| *v)
    }

    /// Whether the flag `name` was given.
    pub(crate) fn flag(&self, name: &str) -> bool {
        self.given.iter().any(|(k, _)| *k == name)
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

#[cfg(test)]
mod tests {
    use super::Options;

    fn words(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn options_are_read_in_both_spellings_and_flags_alone() {
        let args = words(&["--seat", "1", "--position=-", "--four-colours", "5R"]);
        let o = Options::parse(&args, &["seat", "position"], &["four-colours"], true).unwrap();
        assert_eq!((o.get("seat"), o.get("position")), (Some("1"), Some("-")));
        assert_eq!((o.flag("four-colours"), o.flag("other")), (true, false));
        assert_eq!((o.get("other"), o.positional.clone()), (None, vec!["5R"]));
        // A value may look like an option or be empty: it is the option's.
        let args = words(&["--seat", "--position", "--position="]);
        let o = Options::parse(&args, &["seat", "position"], &[], false).unwrap();
        assert_eq!(
            (o.get("seat"), o.get("position")),
            (Some("--position"), Some(""))
        );
    }

    #[test]
    fn a_repeated_option_is_refused_naming_it() {
        for args in [
            &["--seat", "0", "--seat", "1"][..],
            &["--seat", "0", "--seat", "0"],
            &["--seat=0", "--seat", "1"],
            &["--seat", "0", "--seat="],
            &["--four-colours", "--seat", "0", "--four-colours"],
        ] {
            let name = if args[0] == "--four-colours" {
                "four-colours"
            } else {
                "seat"
            };
            let args = words(args);
            let err = Options::parse(&args, &["seat"], &["four-colours"], false)
                .err()
                .unwrap();
            assert_eq!(
                err,
                format!("--{name} is given more than once (each option may be given once)"),
                "{args:?}"
            );
        }
    }

    #[test]
    fn unknown_options_missing_values_and_stray_words_are_refused() {
        let refused = |args: &[&str], positional| {
            let args = words(args);
            Options::parse(&args, &["seat"], &["four-colours"], positional)
                .err()
                .unwrap()
        };
        assert_eq!(refused(&["--bogus", "1"], true), "unknown option --bogus");
        assert_eq!(refused(&["--"], true), "unknown option --");
        assert_eq!(refused(&["--seat"], true), "--seat needs a value");
        assert_eq!(
            refused(&["--four-colours=yes"], true),
            "--four-colours takes no value"
        );
        assert_eq!(refused(&["0"], false), "unexpected argument '0'");
    }
}

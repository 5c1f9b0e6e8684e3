//! # Skald's message compiler
//!
//! The app's words live in [Fluent](https://projectfluent.org/) message files, one set per
//! language (`app/l10n/en/shell.ftl`, `app/l10n/de/shell.ftl`, …). This crate, run by the
//! app's build script, parses them with `fluent-syntax` (Project Fluent's own parser) and
//! writes, for each message file, one Rust function per message and one *words file* per
//! language (docs/i18n.md), so that:
//!
//! - a message the code asks for exists in every language, with the arguments the code
//!   passes (a typo or a missing argument is a compile error, not a blank in German);
//! - every language defines the same messages with the same variables (checked here, with
//!   the file and line of each difference);
//! - the wasm carries no words at all: a function reads message `#i` of its file from the
//!   words of the language in use, which the browser loads beside the wasm (only the
//!   language in use); no Fluent parser or plural tables either — the words file is a
//!   compact encoding read by a small formatter, and plural categories come from the app's
//!   own rules for its languages (`Arg::is` in `app/src/i18n`).
//!
//! The `skald-l10n` binary writes the same words files for a build (the post-build step
//! `scripts/post-build/words.mjs` runs it).
//!
//! Supported Fluent: text (single or multi-line), variables (`{ $count }`), message and term
//! references (`{ -voluspa }`, `{ other-message }`: inlined, so a term may differ between
//! languages, as the German printings name things differently), string and number
//! literals, and selectors on a variable whose variants are plural categories
//! (`[one]`, `*[other]`), numbers (`[0]`) or strings (`[troll]`). Anything else (functions,
//! attributes, parameterised terms) is refused with a message naming the file and line.
//!
//! ```
//! let en = "hello = Hello, { $name }\nmenu = Menu\n";
//! let de = "hello = Hallo, { $name }\nmenu = Menü\n";
//! let c = skald_l10n::compile("shell", 0, &[("en", "en/shell.ftl", en), ("de", "de/shell.ftl", de)]).unwrap();
//! assert!(c.code.contains("pub fn hello<'a>(name: impl Into<Arg<'a>>) -> String"));
//! assert!(c.code.contains("pub fn menu() -> &'static str"));
//! assert_eq!(c.words[1], format!("skald-words 1 shell de 2 {}\nHallo, {{0}}\nMenü\n", c.signature));
//! ```

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

mod emit;
mod pieces;
mod words;

use emit::{doc, rust_ident};
use pieces::{parse, pieces, variables, Source};
pub use words::FORMAT;

/// The app's languages by code, in the order of the app's `Lang::ALL`; the first is the
/// default, whose text documents each function.
pub const LANGUAGES: [&str; 2] = ["en", "de"];

/// A message file compiled.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// The Rust module: one function per message, reading the message from the words of
    /// the language in use.
    pub code: String,
    /// The words file of each language, in the order the languages were given.
    pub words: Vec<String>,
    /// How many messages the file has.
    pub count: usize,
    /// The file's shape (its ids and their numbers of arguments) as 8 hex digits, which the
    /// code and every words file carry.
    pub signature: String,
}

/// Compiles the message file `name`, the `index`-th of the app's message files, given in
/// every language as `(code, path, text)`; the first language is the default (its text
/// documents each function, and its variables' order is the functions' parameters').
/// Returns the Rust code of the module and the words of each language, or every problem
/// found, each with its file and line.
pub fn compile(
    name: &str,
    index: usize,
    languages: &[(&str, &str, &str)],
) -> Result<Compiled, Vec<String>> {
    let mut errors = Vec::new();
    let sources: Vec<(&str, Source)> = languages
        .iter()
        .map(|(code, file, text)| (*code, parse(file, text, &mut errors)))
        .collect();
    let Some((_, first)) = sources.first() else {
        return Err(vec![format!("{name}: no language given")]);
    };
    // The same messages everywhere.
    let ids: BTreeSet<&String> = sources
        .iter()
        .flat_map(|(_, s)| s.messages.keys())
        .collect();
    for id in &ids {
        for (_, s) in &sources {
            if !s.messages.contains_key(*id) {
                let other = sources
                    .iter()
                    .find_map(|(_, o)| o.messages.get(*id).map(|(l, _)| format!("{}:{l}", o.file)))
                    .unwrap_or_default();
                errors.push(format!("{}: {id} is missing (defined in {other})", s.file));
            }
        }
    }
    let mut fns: BTreeMap<String, String> = BTreeMap::new();
    let mut code = String::new();
    let mut lines: Vec<Vec<String>> = vec![Vec::new(); sources.len()];
    let mut shape = Vec::new();
    for (i, (id, (line, _))) in first.messages.iter().enumerate() {
        let mut compiled = Vec::new();
        for (_, s) in &sources {
            let p = match s.messages.get(id) {
                Some((_, pattern)) => {
                    let mut stack = vec![id.clone()];
                    pieces(s, pattern, &mut stack, &mut errors)
                }
                None => Vec::new(),
            };
            compiled.push((s, p));
        }
        let mut vars = Vec::new();
        variables(&compiled[0].1, &mut vars);
        let expected: BTreeSet<&String> = vars.iter().collect();
        for (s, p) in &compiled[1..] {
            let Some((their_line, _)) = s.messages.get(id) else {
                continue;
            };
            let mut theirs = Vec::new();
            variables(p, &mut theirs);
            let theirs: BTreeSet<&String> = theirs.iter().collect();
            if theirs != expected {
                errors.push(format!(
                    "{}:{their_line}: {id} uses {:?} where {}:{line} uses {:?}",
                    s.file, theirs, first.file, expected
                ));
            }
        }
        if vars.len() > 10 {
            // The words file names an argument by one digit.
            errors.push(format!(
                "{}:{line}: {id} has {} variables; at most 10",
                first.file,
                vars.len()
            ));
        }
        for (l, (_, p)) in compiled.iter().enumerate() {
            let mut text = String::new();
            words::encode(p, &vars, &mut text);
            lines[l].push(text);
        }
        shape.push((id.as_str(), vars.len()));
        let f = rust_ident(id);
        if let Some(other) = fns.insert(f.clone(), id.clone()) {
            errors.push(format!(
                "{}:{line}: {id} and {other} make the same function {f}",
                first.file
            ));
        }
        let _ = writeln!(code, "/// {}", doc(&compiled[0].1).trim());
        if vars.is_empty() {
            let _ = writeln!(
                code,
                "pub fn {f}() -> &'static str {{\n    words::text(L10N_FILE, {i})\n}}\n"
            );
            continue;
        }
        let params: Vec<String> = vars
            .iter()
            .map(|v| format!("{}: impl Into<Arg<'a>>", rust_ident(v)))
            .collect();
        let args: Vec<String> = vars
            .iter()
            .map(|v| format!("{}.into()", rust_ident(v)))
            .collect();
        let _ = writeln!(
            code,
            "pub fn {f}<'a>({}) -> String {{\n    words::format(L10N_FILE, {i}, &[{}])\n}}\n",
            params.join(", "),
            args.join(", ")
        );
    }
    let signature = words::signature(shape);
    let count = first.messages.len();
    let header = format!(
        "// @generated by skald-l10n from the {name}.ftl message files: edit those, not this.\n\
         // Each function reads its message from the words of the language in use\n\
         // (`crate::i18n::words`), loaded at run time in the browser.\n\
         #[allow(unused_imports)]\n\
         use crate::i18n::{{words, Arg}};\n\n\
         /// These messages' place among the message files (`words::FILES`).\n\
         const L10N_FILE: usize = {index};\n\n"
    );
    let words = sources
        .iter()
        .zip(&lines)
        .map(|((lang, _), lines)| {
            let mut w = format!("skald-words {FORMAT} {name} {lang} {count} {signature}\n");
            for l in lines {
                w.push_str(l);
                w.push('\n');
            }
            w
        })
        .collect();
    if errors.is_empty() {
        Ok(Compiled {
            code: header + &code,
            words,
            count,
            signature,
        })
    } else {
        Err(errors)
    }
}

/// Every message file of a folder of languages (`<root>/<code>/<name>.ftl`, the names
/// those of the first language's folder, sorted), compiled: `(name, compiled)` in order,
/// the order of their indices. `shown` prefixes the paths in messages (`app/l10n`).
pub fn compile_dir(
    root: &Path,
    shown: &str,
    languages: &[&str],
) -> Result<Vec<(String, Compiled)>, Vec<String>> {
    let Some(default) = languages.first() else {
        return Err(vec!["no language given".to_string()]);
    };
    let mut names: Vec<String> = match std::fs::read_dir(root.join(default)) {
        Ok(dir) => dir
            .filter_map(|e| e.ok())
            .filter_map(|e| {
                let name = e.file_name().into_string().ok()?;
                name.strip_suffix(".ftl").map(str::to_string)
            })
            .collect(),
        Err(e) => return Err(vec![format!("{shown}/{default}: {e}")]),
    };
    names.sort();
    let mut failed = Vec::new();
    let mut out = Vec::new();
    for (index, name) in names.iter().enumerate() {
        let texts: Vec<(String, String)> = languages
            .iter()
            .map(|code| {
                let file = format!("{shown}/{code}/{name}.ftl");
                let text = std::fs::read_to_string(root.join(code).join(format!("{name}.ftl")))
                    .unwrap_or_else(|e| {
                        failed.push(format!("{file}: {e}"));
                        String::new()
                    });
                (file, text)
            })
            .collect();
        let given: Vec<(&str, &str, &str)> = languages
            .iter()
            .zip(&texts)
            .map(|(code, (file, text))| (*code, file.as_str(), text.as_str()))
            .collect();
        match compile(name, index, &given) {
            Ok(c) => out.push((name.clone(), c)),
            Err(errors) => failed.extend(errors),
        }
    }
    if failed.is_empty() {
        Ok(out)
    } else {
        Err(failed)
    }
}

/// The app's feature groups: its route groups (features `play` and `read`: which of a game's
/// pages a build holds, scripts/builds.mjs), the coach (feature `coach`, docs/coach.md) and
/// its line after each move (feature `after`: the teaching builds, not the embeds).
/// A game's message file named after one (`valda_read`: the rules help; `valda_coach`: the
/// coach's notes) is needed only by the builds with that feature.
pub const GROUPS: [&str; 4] = ["play", "read", "coach", "after"];

/// Whether a build with the app's `features` uses message file `name`: `shell` always,
/// a game's files (`valda`, `valda_cards`, …) with the game's feature, and a game's file of
/// a feature group (`valda_read`, `valda_coach`) with the group's feature too. scripts/builds.mjs lists each
/// build's files by the same rule (checked by scripts/check-builds.mjs).
pub fn needed(name: &str, features: &[&str]) -> bool {
    name == "shell"
        || features.iter().any(|f| {
            name == *f
                || name
                    .strip_prefix(f)
                    .and_then(|r| r.strip_prefix('_'))
                    .is_some_and(|part| !GROUPS.contains(&part) || features.contains(&part))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn both(en: &str, de: &str) -> Result<Compiled, Vec<String>> {
        compile("t", 3, &[("en", "en/t.ftl", en), ("de", "de/t.ftl", de)])
    }

    /// The messages of a words file, without its header.
    fn lines(words: &str) -> Vec<&str> {
        words.lines().skip(1).collect()
    }

    #[test]
    fn static_messages_read_their_line() {
        let c = both("menu = Menu\nback = Back\n", "menu = Menü\nback = Zurück\n").unwrap();
        assert!(c.code.contains("const L10N_FILE: usize = 3;"), "{}", c.code);
        // Messages in the order of their ids: back is #0, menu #1.
        assert!(
            c.code
                .contains("pub fn menu() -> &'static str {\n    words::text(L10N_FILE, 1)\n}"),
            "{}",
            c.code
        );
        assert!(
            !c.code.contains("Menu\""),
            "no words in the code: {}",
            c.code
        );
        assert_eq!(c.count, 2);
        assert_eq!(
            c.words[0],
            format!("skald-words 1 t en 2 {}\nBack\nMenu\n", c.signature)
        );
        assert_eq!(lines(&c.words[1]), ["Zurück", "Menü"]);
    }

    #[test]
    fn terms_are_inlined_per_language() {
        let c = both(
            "-troll = Troll\nblocked = Blocked by a { -troll }\n",
            "-troll = Unhold\nblocked = Von einem { -troll } blockiert\n",
        )
        .unwrap();
        assert_eq!(lines(&c.words[0]), ["Blocked by a Troll"]);
        assert_eq!(lines(&c.words[1]), ["Von einem Unhold blockiert"]);
    }

    #[test]
    fn plurals_become_selects_on_the_argument() {
        let c = both(
            "points = { $count ->\n    [one] { $count } point\n   *[other] { $count } points\n}\n",
            "points = { $count ->\n    [one] { $count } Punkt\n   *[other] { $count } Punkte\n}\n",
        )
        .unwrap();
        assert!(
            c.code.contains(
                "pub fn points<'a>(count: impl Into<Arg<'a>>) -> String {\n    words::format(L10N_FILE, 0, &[count.into()])"
            ),
            "{}",
            c.code
        );
        assert_eq!(lines(&c.words[0]), ["{0|one={0} point|={0} points}"]);
        assert_eq!(lines(&c.words[1]), ["{0|one={0} Punkt|={0} Punkte}"]);
    }

    #[test]
    fn arguments_follow_the_default_language_in_every_language() {
        let c = both(
            "picked = { $who } took { $tile }\n",
            "picked = { $tile } nahm { $who }\n",
        )
        .unwrap();
        assert!(
            c.code
                .contains("pub fn picked<'a>(who: impl Into<Arg<'a>>, tile: impl Into<Arg<'a>>)"),
            "{}",
            c.code
        );
        assert_eq!(lines(&c.words[0]), ["{0} took {1}"]);
        assert_eq!(lines(&c.words[1]), ["{1} nahm {0}"]);
    }

    #[test]
    fn at_most_ten_variables() {
        let eleven: String = (0..11).map(|i| format!("{{ $v{i} }}")).collect();
        let errs = both(&format!("a = {eleven}\n"), &format!("a = {eleven}\n")).unwrap_err();
        assert!(errs.iter().any(|e| e.contains("at most 10")), "{errs:?}");
        let ten: String = (0..10).map(|i| format!("{{ $v{i} }}")).collect();
        assert!(both(&format!("a = {ten}\n"), &format!("a = {ten}\n")).is_ok());
    }

    #[test]
    fn signatures_change_with_the_messages() {
        let a = both("a = A\n", "a = A\n").unwrap().signature;
        assert_eq!(a, both("a = X\n", "a = Y\n").unwrap().signature);
        assert_ne!(a, both("b = A\n", "b = A\n").unwrap().signature);
        assert_ne!(a, both("a = { $x }\n", "a = { $x }\n").unwrap().signature);
    }

    #[test]
    fn differences_between_languages_are_refused_with_lines() {
        let errs = both("a = A\nb = B { $x }\n", "a = A\nb = B { $y }\nc = C\n").unwrap_err();
        assert!(
            errs.iter()
                .any(|e| e.contains("en/t.ftl: c is missing (defined in de/t.ftl:3)")),
            "{errs:?}"
        );
        assert!(
            errs.iter().any(|e| e.starts_with("de/t.ftl:2: b uses")),
            "{errs:?}"
        );
        let errs = both("a = A\nb = B\n", "a = A\n").unwrap_err();
        assert!(
            errs.iter()
                .any(|e| e.contains("de/t.ftl: b is missing (defined in en/t.ftl:2)")),
            "{errs:?}"
        );
    }

    #[test]
    fn unsupported_fluent_is_refused() {
        let errs = both("a = { NUMBER($n) }\n", "a = { NUMBER($n) }\n").unwrap_err();
        assert!(errs.iter().any(|e| e.contains("functions")), "{errs:?}");
        let errs = both("a = A\n  .title = T\n", "a = A\n  .title = T\n").unwrap_err();
        assert!(errs.iter().any(|e| e.contains("attributes")), "{errs:?}");
        let errs = both("a = { b }\n", "a = { b }\n").unwrap_err();
        assert!(errs.iter().any(|e| e.contains("no message b")), "{errs:?}");
        let errs = both("a = { a }\n", "a = { a }\n").unwrap_err();
        assert!(
            errs.iter().any(|e| e.contains("refers to itself")),
            "{errs:?}"
        );
        let errs = both("a = ok\n!!\n", "a = ok\n").unwrap_err();
        assert!(errs.iter().any(|e| e.starts_with("en/t.ftl:2")), "{errs:?}");
    }

    #[test]
    fn identifiers_follow_rust() {
        assert_eq!(rust_ident("home-title"), "home_title");
        assert_eq!(rust_ident("gameOver"), "game_over");
        assert_eq!(rust_ident("type"), "r#type");
        let errs = both("a-b = 1\na_b = 2\n", "a-b = 1\na_b = 2\n").unwrap_err();
        assert!(errs.iter().any(|e| e.contains("same function")), "{errs:?}");
    }

    #[test]
    fn literals_and_multiline_text() {
        let c = both(
            "brace = Open {\"{\"} and \\u00e9 {\"\\u00e9\"}\nlong =\n    First line\n    second line\n",
            "brace = x\nlong = y\n",
        )
        .unwrap();
        assert_eq!(
            lines(&c.words[0]),
            ["Open \\{ and \\\\u00e9 é", "First line\\nsecond line"]
        );
    }

    #[test]
    fn files_belong_to_their_game() {
        assert!(needed("shell", &[]));
        assert!(!needed("voluspa", &[]));
        assert!(needed("voluspa", &["voluspa"]));
        assert!(needed("valda_cards", &["odin", "valda"]));
        assert!(!needed("valdai", &["valda"]));
        // A game's file of a route group only where the build holds those pages.
        assert!(needed("valda_read", &["valda", "read"]));
        assert!(!needed("valda_read", &["valda", "play"]));
        assert!(!needed("valda_read", &["odin", "read"]));
        assert!(needed("valda_cards", &["valda", "play"]));
        assert!(!needed("odin", &["valda"]));
        // The coach's words only where the build holds the coach.
        assert!(needed("valda_coach", &["valda", "play", "coach"]));
        assert!(!needed("valda_coach", &["valda", "play"]));
        assert!(!needed("odin_coach", &["valda", "coach"]));
    }

    #[test]
    fn the_app_files_compile() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../app/l10n");
        let files = compile_dir(&root, "app/l10n", &LANGUAGES).unwrap();
        let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
        assert!(names.contains(&"shell"), "{names:?}");
        for (index, (name, c)) in files.iter().enumerate() {
            assert!(c
                .code
                .contains(&format!("const L10N_FILE: usize = {index};")));
            for (code, words) in LANGUAGES.iter().zip(&c.words) {
                assert!(words.starts_with(&format!(
                    "skald-words 1 {name} {code} {} {}\n",
                    c.count, c.signature
                )));
                assert_eq!(words.lines().count(), c.count + 1, "{name}.{code}");
            }
        }
    }
}

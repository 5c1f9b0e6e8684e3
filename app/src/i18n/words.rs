//! The words of the language in use, as data: the message functions the build generates
//! (`i18n::shell::games_label()`, …) read message `#i` of their file from here.
//!
//! In the browser a build carries no words: the page's loader fetches the *words files*
//! of the language in use (`words/shell.de-<hash>.txt`, one per message file the build
//! uses, written by the `skald-l10n` compiler) beside the wasm, and [`install`] reads them
//! before the app mounts. Natively (tests, the command line) and with the `inline-words`
//! feature (the wasm tests) every words file is compiled in and read on first use.
//!
//! The format (docs/i18n.md): a header `skald-words 1 <file> <lang> <count> <signature>`,
//! which must be the one this build was compiled with, then one message per line: plain
//! text with `\` `{` `}` `|` escaped by a backslash and `\n` for a line break, `{N}` for
//! argument `N`, `{N|key=…|=…}` for a selector (first matching key, else the default,
//! last with an empty key). Nothing in a words file can make the app panic: a file that
//! does not read is refused as a whole, and a message asked with fewer arguments than it
//! names leaves the missing ones out.

use std::cell::RefCell;

use super::arg::Arg;
use super::lang::{current, Lang};

/// A message file as this build was compiled with it.
pub(crate) struct File {
    /// Its name (`shell`, `voluspa`, `valda_cards`, …).
    pub(crate) name: &'static str,
    /// How many messages it has.
    pub(crate) count: usize,
    /// The first line of its words file in each language (in `Lang::ALL`'s order):
    /// `skald-words 1 <name> <lang> <count> <signature>`, the signature a fingerprint of
    /// its messages' ids and arguments.
    pub(crate) headers: [&'static str; 2],
}

// FILES (every message file, by the index its module's functions use), NEEDED (the files
// this build's code uses), CODES (the languages' codes as the compiler knows them), and
// INLINE (every words file, where compiled in); written by app/build.rs.
include!(concat!(env!("OUT_DIR"), "/l10n/files.rs"));

/// How deep selectors may nest in a words file (the app's messages nest at most twice).
const MAX_DEPTH: u8 = 8;

/// Why words could not be installed.
pub const MISSING: &str = "a words file is missing";
/// Why words could not be installed.
pub const NOT_WORDS: &str = "a words file does not read";

/// One message of an installed words file.
#[derive(Clone, Copy)]
struct Line {
    /// Plain text (escapes resolved), or the encoding of a message with arguments.
    text: &'static str,
    /// Whether `text` is plain text.
    plain: bool,
}

thread_local! {
    /// The installed words, by language and file (`lang * FILES.len() + file`).
    static TABLES: RefCell<Vec<Option<Vec<Line>>>> =
        RefCell::new(vec![None; Lang::ALL.len() * FILES.len()]);
}

/// Where the words of `file` in `lang` are kept in `TABLES`.
fn slot(lang: Lang, file: usize) -> Option<usize> {
    (file < FILES.len()).then(|| lang as usize * FILES.len() + file)
}

/// Message `i` of `file` in `lang`, if its words are installed.
fn get(lang: Lang, file: usize, i: usize) -> Option<Line> {
    #[cfg(any(not(target_arch = "wasm32"), feature = "inline-words"))]
    inline(lang, file);
    TABLES.with(|t| t.borrow().get(slot(lang, file)?)?.as_ref()?.get(i).copied())
}

/// Reads the compiled-in words of `file` in `lang` on first use.
#[cfg(any(not(target_arch = "wasm32"), feature = "inline-words"))]
fn inline(lang: Lang, file: usize) {
    let Some(slot) = slot(lang, file) else {
        return;
    };
    if TABLES.with(|t| t.borrow()[slot].is_none()) {
        if let Some(text) = INLINE.get(lang as usize).and_then(|l| l.get(file)) {
            let lines = read(lang, file, text).ok();
            TABLES.with(|t| t.borrow_mut()[slot] = lines);
        }
    }
}

/// Message `i` of `file` in the language in use (else in English, else nothing).
fn line(file: usize, i: usize) -> Option<Line> {
    get(current(), file, i).or_else(|| get(Lang::En, file, i))
}

/// The text of message `i` of `file`, a message without arguments.
pub fn text(file: usize, i: usize) -> &'static str {
    match line(file, i) {
        Some(Line { text, plain: true }) => text,
        _ => "",
    }
}

/// Message `i` of `file` with its `args` (in the order of the function's parameters).
pub fn format(file: usize, i: usize, args: &[Arg]) -> String {
    let mut out = String::new();
    if let Some(Line { text, plain }) = line(file, i) {
        if plain {
            out.push_str(text);
        } else if !seq(text, &mut 0, args, current(), Some(&mut out), 0) {
            out.clear();
        }
    }
    out
}

/// Whether the words of every message file this build uses are installed in `lang`.
pub fn installed(lang: Lang) -> bool {
    NEEDED.iter().all(|&f| get(lang, f, 0).is_some())
}

/// Installs the words of `lang` for every message file this build uses, `text(name)`
/// giving each file's words (as the loader fetched them). All or nothing: an error says
/// whether a file was missing ([`MISSING`]) or did not read ([`NOT_WORDS`]: another
/// build's, another language's, or broken), and nothing is installed.
pub fn install(
    lang: Lang,
    mut text: impl FnMut(&str) -> Option<String>,
) -> Result<(), &'static str> {
    let mut tables = Vec::with_capacity(NEEDED.len());
    for &file in NEEDED {
        let name = FILES.get(file).map_or("", |f| f.name);
        let words = text(name).ok_or(MISSING)?;
        // Kept for the rest of the visit: a language's words are installed once (the app
        // asks again only after a failure, and the loader then hands over the same text).
        let words: &'static str = Box::leak(words.into_boxed_str());
        tables.push((file, read(lang, file, words)?));
    }
    for (file, lines) in tables {
        if let Some(slot) = slot(lang, file) {
            TABLES.with(|t| t.borrow_mut()[slot] = Some(lines));
        }
    }
    Ok(())
}

/// The messages of a words file, plain ones with their escapes resolved, if the file is
/// the one this build expects for `file` in `lang` and every message reads.
fn read(lang: Lang, file: usize, words: &'static str) -> Result<Vec<Line>, &'static str> {
    let f = FILES.get(file).ok_or(NOT_WORDS)?;
    let body = words
        .strip_prefix(f.headers[lang as usize])
        .and_then(|rest| rest.strip_prefix('\n'))
        .ok_or(NOT_WORDS)?;
    let body = body.strip_suffix('\n').unwrap_or(body);
    let mut lines = Vec::with_capacity(f.count);
    for line in body.split('\n') {
        let mut plain = String::new();
        if !seq(line, &mut 0, &[], lang, Some(&mut plain), 0) {
            return Err(NOT_WORDS);
        }
        lines.push(if has_placeable(line) {
            Line {
                text: line,
                plain: false,
            }
        } else {
            Line {
                text: if plain == line {
                    line
                } else {
                    Box::leak(plain.into_boxed_str())
                },
                plain: true,
            }
        });
    }
    if lines.len() != f.count {
        return Err(NOT_WORDS);
    }
    Ok(lines)
}

/// Whether an encoded message has a placeable (an unescaped `{`).
fn has_placeable(line: &str) -> bool {
    let mut bytes = line.bytes();
    while let Some(c) = bytes.next() {
        match c {
            b'\\' => {
                bytes.next();
            }
            b'{' => return true,
            _ => {}
        }
    }
    false
}

/// Reads the encoded text at `s[*at..]` — to its end, or inside a variant (`depth` > 0) to
/// the variant's closing `|` or `}`, left unread — writing it into `out` if given.
/// Returns false if it does not read.
fn seq(
    s: &str,
    at: &mut usize,
    args: &[Arg],
    lang: Lang,
    mut out: Option<&mut String>,
    depth: u8,
) -> bool {
    let b = s.as_bytes();
    // Text runs start and end only at ASCII bytes or the ends, so slices fall on characters.
    let mut run = *at;
    loop {
        let c = b.get(*at).copied();
        if matches!(c, Some(b'\\' | b'{' | b'|' | b'}') | None) {
            if let Some(o) = out.as_deref_mut() {
                o.push_str(&s[run..*at]);
            }
        }
        match c {
            None => return depth == 0,
            Some(b'|' | b'}') => return depth > 0,
            Some(b'\\') => {
                *at += 2;
                run = *at;
                match b.get(*at - 1) {
                    Some(b'n') => out.as_deref_mut().map_or((), |o| o.push('\n')),
                    Some(b'r') => out.as_deref_mut().map_or((), |o| o.push('\r')),
                    // The escaped character starts the next run of text.
                    Some(e) if e.is_ascii() => run -= 1,
                    _ => return false,
                }
            }
            Some(b'{') => {
                *at += 1;
                if !placeable(s, at, args, lang, out.as_deref_mut(), depth + 1) {
                    return false;
                }
                run = *at;
            }
            Some(_) => *at += 1,
        }
    }
}

/// Reads a placeable after its `{`: `N}` (argument `N`, one digit) or `N|key=…|…|=…}` (a
/// selector on it).
fn placeable(
    s: &str,
    at: &mut usize,
    args: &[Arg],
    lang: Lang,
    mut out: Option<&mut String>,
    depth: u8,
) -> bool {
    let b = s.as_bytes();
    let Some(n @ b'0'..=b'9') = b.get(*at).copied() else {
        return false;
    };
    if depth > MAX_DEPTH {
        return false;
    }
    *at += 1;
    let arg = args.get(usize::from(n - b'0'));
    let (mut selector, mut chosen) = (false, false);
    while b.get(*at) == Some(&b'|') {
        selector = true;
        *at += 1;
        let key_start = *at;
        while b
            .get(*at)
            .is_some_and(|c| !matches!(c, b'=' | b'|' | b'{' | b'}' | b'\\'))
        {
            *at += 1;
        }
        if b.get(*at) != Some(&b'=') {
            return false;
        }
        let key = &s[key_start..*at];
        *at += 1;
        let take = !chosen && (key.is_empty() || arg.is_some_and(|a| a.is(key, lang)));
        chosen |= take;
        if !seq(
            s,
            at,
            args,
            lang,
            out.as_deref_mut().filter(|_| take),
            depth,
        ) {
            return false;
        }
    }
    if b.get(*at) != Some(&b'}') {
        return false;
    }
    *at += 1;
    if let (false, Some(o), Some(a)) = (selector, out, arg) {
        a.write(lang, o);
    }
    true
}

#[cfg(test)]
mod tests;

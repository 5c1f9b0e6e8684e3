//! Writing the words: a message file in one language as a *words file*, the data the app
//! loads at run time (`app/src/i18n/words.rs` reads it; docs/i18n.md describes it).
//!
//! ```text
//! skald-words 1 shell de 124 9f3a0c12      header: format 1, file, language, messages, signature
//! Spiele                                   message 0 (messages in the order of their ids)
//! { $min }–{ $max } Spieler  →  {0}–{1} Spieler
//! ```
//!
//! One message per line. In text, `\` `{` `}` `|` are escaped with a backslash, a line
//! break is `\n` and a carriage return `\r`. `{N}` is the message's argument `N` (its
//! position in the function's parameters, one digit); `{N|one=…|5=…|=…}` is a selector on argument
//! `N`: the first variant whose key matches (a plural category or number for a whole
//! number, the same text for text), else the default, written last with an empty key.
//! Bodies may hold placeables and selectors of their own.

use std::fmt::Write as _;

use crate::pieces::Piece;

/// The words file format's version, the header's second field.
pub const FORMAT: u32 = 1;

/// Appends `text` with the words file's escapes.
fn escape(text: &str, out: &mut String) {
    for c in text.chars() {
        match c {
            '\\' | '{' | '}' | '|' => {
                out.push('\\');
                out.push(c);
            }
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c => out.push(c),
        }
    }
}

/// Appends the encoding of `pieces`, whose variables are numbered by their place in `vars`.
pub(crate) fn encode(pieces: &[Piece], vars: &[String], out: &mut String) {
    let index = |v: &String| vars.iter().position(|x| x == v).unwrap_or(usize::MAX);
    for p in pieces {
        match p {
            Piece::Text(t) => escape(t, out),
            Piece::Var(v) => {
                let _ = write!(out, "{{{}}}", index(v));
            }
            Piece::Select {
                var,
                variants,
                default,
            } => {
                let _ = write!(out, "{{{}", index(var));
                for (key, body) in variants {
                    let _ = write!(out, "|{key}=");
                    encode(body, vars, out);
                }
                out.push_str("|=");
                encode(default, vars, out);
                out.push('}');
            }
        }
    }
}

/// A short fingerprint of a message file's shape — its message ids in order, each with
/// its number of arguments — that the generated code and every words file of the file
/// carry, so the app never reads a words file made from other messages (FNV-1a, 32 bits).
pub(crate) fn signature<'a>(shape: impl IntoIterator<Item = (&'a str, usize)>) -> String {
    let mut h: u32 = 0x811c_9dc5;
    for (id, args) in shape {
        for b in id
            .bytes()
            .chain([0])
            .chain(args.to_string().bytes())
            .chain([b'\n'])
        {
            h ^= u32::from(b);
            h = h.wrapping_mul(0x0100_0193);
        }
    }
    format!("{h:08x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(t: &str) -> Piece {
        Piece::Text(t.to_string())
    }

    #[test]
    fn escapes_and_placeables() {
        let vars = vec!["count".to_string(), "name".to_string()];
        let pieces = vec![
            text("a {b} | c\\d\ne"),
            Piece::Var("name".into()),
            Piece::Select {
                var: "count".into(),
                variants: vec![("one".into(), vec![text("one "), Piece::Var("count".into())])],
                default: vec![Piece::Var("count".into()), text(" many")],
            },
        ];
        let mut out = String::new();
        encode(&pieces, &vars, &mut out);
        assert_eq!(out, "a \\{b\\} \\| c\\\\d\\ne{1}{0|one=one {0}|={0} many}");
    }

    #[test]
    fn signatures_follow_ids_and_arguments() {
        let a = signature([("a", 0), ("b", 1)]);
        assert_eq!(a.len(), 8);
        assert_eq!(a, signature([("a", 0), ("b", 1)]));
        assert_ne!(a, signature([("a", 0), ("b", 2)]));
        assert_ne!(a, signature([("a", 0), ("c", 1)]));
        assert_ne!(a, signature([("b", 1), ("a", 0)]));
    }
}

//! Writing Rust: a message's function name and its doc comment.

use std::fmt::Write as _;

use crate::pieces::Piece;

pub(crate) const KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
];

/// A Rust identifier for a Fluent one: `home-title` → `home_title`, `gameOver` →
/// `game_over`, keywords raw (`r#type`).
pub(crate) fn rust_ident(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c == '-' {
            out.push('_');
        } else if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    if KEYWORDS.contains(&out.as_str()) {
        format!("r#{out}")
    } else {
        out
    }
}

/// A doc comment line for the default language's text (placeables as written).
pub(crate) fn doc(pieces: &[Piece]) -> String {
    let mut s = String::new();
    for p in pieces {
        match p {
            Piece::Text(t) => s.push_str(t),
            Piece::Var(v) => {
                let _ = write!(s, "{{ ${v} }}");
            }
            Piece::Select { var, .. } => {
                let _ = write!(s, "{{ ${var} -> … }}");
            }
        }
    }
    s.replace('\n', " ")
}

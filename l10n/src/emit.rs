//! Writing Rust: a message's pieces as the body of its function, and its doc comment.

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

pub(crate) fn emit(pieces: &[Piece], indent: &str, code: &mut String) {
    for p in pieces {
        match p {
            Piece::Text(t) => {
                let mut chars = t.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) => {
                        let _ = writeln!(code, "{indent}out.push({c:?});");
                    }
                    _ => {
                        let _ = writeln!(code, "{indent}out.push_str({t:?});");
                    }
                }
            }
            Piece::Var(v) => {
                let _ = writeln!(code, "{indent}{}.write(lang, &mut out);", rust_ident(v));
            }
            Piece::Select {
                var,
                variants,
                default,
            } => {
                let var = rust_ident(var);
                if variants.is_empty() {
                    emit(default, indent, code);
                    continue;
                }
                let mut first = true;
                for (key, body) in variants {
                    let _ = writeln!(
                        code,
                        "{indent}{}if {var}.is({key:?}, lang) {{",
                        if first { "" } else { "} else " }
                    );
                    first = false;
                    emit(body, &format!("{indent}    "), code);
                }
                let _ = writeln!(code, "{indent}}} else {{");
                emit(default, &format!("{indent}    "), code);
                let _ = writeln!(code, "{indent}}}");
            }
        }
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

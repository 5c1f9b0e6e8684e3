//! # Skald's message compiler
//!
//! The app's words live in [Fluent](https://projectfluent.org/) message files, one set per
//! language (`app/l10n/en/shell.ftl`, `app/l10n/de/shell.ftl`, …). This crate, run by the
//! app's build script, parses them with `fluent-syntax` (Project Fluent's own parser) and
//! writes one Rust function per message, so that:
//!
//! - a message the code asks for exists in every language, with the arguments the code
//!   passes (a typo or a missing argument is a compile error, not a blank in German);
//! - every language defines the same messages with the same variables (checked here, with
//!   the file and line of each difference);
//! - the wasm carries neither a Fluent parser nor plural tables for hundreds of languages:
//!   a message without placeables is a `&'static str` per language, the others are a few
//!   `push_str` calls, and plural categories come from the app's own rules for its
//!   languages (`Arg::is` in `app/src/i18n`).
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
//! let code = skald_l10n::compile("shell", &[("En", "en/shell.ftl", en), ("De", "de/shell.ftl", de)]).unwrap();
//! assert!(code.contains("pub fn hello<'a>(name: impl Into<Arg<'a>>) -> String"));
//! assert!(code.contains("pub fn menu() -> &'static str"));
//! ```

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use fluent_syntax::ast;

/// One piece of a compiled pattern.
#[derive(Clone, Debug, PartialEq)]
enum Piece {
    Text(String),
    Var(String),
    Select {
        var: String,
        /// Variant keys (as written) and pieces, the default left out.
        variants: Vec<(String, Vec<Piece>)>,
        default: Vec<Piece>,
    },
}

/// A message as one language writes it.
struct Source<'s> {
    file: &'s str,
    messages: BTreeMap<String, (usize, ast::Pattern<&'s str>)>,
    terms: BTreeMap<String, ast::Pattern<&'s str>>,
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

/// The line of `needle`'s definition (`needle =` at the start of a line).
fn line_of_id(text: &str, id: &str) -> usize {
    text.lines()
        .position(|line| {
            line.strip_prefix(id)
                .is_some_and(|rest| rest.trim_start().starts_with('='))
        })
        .map_or(0, |i| i + 1)
}

fn parse<'s>(file: &'s str, text: &'s str, errors: &mut Vec<String>) -> Source<'s> {
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(r) => r,
        Err((r, errs)) => {
            for e in errs {
                errors.push(format!(
                    "{file}:{}: Fluent syntax error: {:?}",
                    line_of(text, e.pos.start),
                    e.kind
                ));
            }
            r
        }
    };
    let mut messages = BTreeMap::new();
    let mut terms = BTreeMap::new();
    for entry in resource.body {
        match entry {
            ast::Entry::Message(m) => {
                let id = m.id.name.to_string();
                let line = line_of_id(text, &id);
                if !m.attributes.is_empty() {
                    errors.push(format!(
                        "{file}:{line}: {id}: attributes are not supported; write a message of its own"
                    ));
                }
                match m.value {
                    Some(p) => {
                        if messages.insert(id.clone(), (line, p)).is_some() {
                            errors.push(format!("{file}:{line}: {id} is defined twice"));
                        }
                    }
                    None => errors.push(format!("{file}:{line}: {id} has no value")),
                }
            }
            ast::Entry::Term(t) => {
                let id = t.id.name.to_string();
                if terms.insert(id.clone(), t.value).is_some() {
                    errors.push(format!(
                        "{file}:{}: -{id} is defined twice",
                        line_of_id(text, &format!("-{id}"))
                    ));
                }
            }
            ast::Entry::Junk { content } => {
                let at = content.as_ptr() as usize - text.as_ptr() as usize;
                errors.push(format!(
                    "{file}:{}: not Fluent: {:?}",
                    line_of(text, at),
                    content.lines().next().unwrap_or("")
                ));
            }
            _ => {}
        }
    }
    Source {
        file,
        messages,
        terms,
    }
}

/// Compiles `pattern` of `src` into pieces, inlining references (`stack` guards cycles).
fn pieces(
    src: &Source,
    pattern: &ast::Pattern<&str>,
    stack: &mut Vec<String>,
    errors: &mut Vec<String>,
) -> Vec<Piece> {
    let mut out = Vec::new();
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => out.push(Piece::Text(value.to_string())),
            ast::PatternElement::Placeable { expression } => {
                expression_pieces(src, expression, stack, errors, &mut out)
            }
        }
    }
    merge(out)
}

fn where_(src: &Source, stack: &[String]) -> String {
    let id = stack.first().map(String::as_str).unwrap_or("?");
    let line = src.messages.get(id).map(|(l, _)| *l).unwrap_or(0);
    format!("{}:{line}: {id}", src.file)
}

fn expression_pieces(
    src: &Source,
    expression: &ast::Expression<&str>,
    stack: &mut Vec<String>,
    errors: &mut Vec<String>,
    out: &mut Vec<Piece>,
) {
    match expression {
        ast::Expression::Inline(inline) => inline_pieces(src, inline, stack, errors, out),
        ast::Expression::Select { selector, variants } => {
            let ast::InlineExpression::VariableReference { id } = selector else {
                errors.push(format!(
                    "{}: a selector must be a variable ({{ $name -> … }})",
                    where_(src, stack)
                ));
                return;
            };
            let mut compiled = Vec::new();
            let mut default = None;
            for v in variants {
                let key = match &v.key {
                    ast::VariantKey::Identifier { name } => name.to_string(),
                    ast::VariantKey::NumberLiteral { value } => value.to_string(),
                };
                let body = pieces(src, &v.value, stack, errors);
                // The default variant is the `else` branch, not tested on its own.
                if v.default {
                    default = Some(body);
                } else {
                    compiled.push((key, body));
                }
            }
            out.push(Piece::Select {
                var: id.name.to_string(),
                variants: compiled,
                default: default.unwrap_or_default(),
            });
        }
    }
}

fn inline_pieces(
    src: &Source,
    inline: &ast::InlineExpression<&str>,
    stack: &mut Vec<String>,
    errors: &mut Vec<String>,
    out: &mut Vec<Piece>,
) {
    match inline {
        ast::InlineExpression::StringLiteral { value } => {
            out.push(Piece::Text(unescape(value)));
        }
        ast::InlineExpression::NumberLiteral { value } => out.push(Piece::Text(value.to_string())),
        ast::InlineExpression::VariableReference { id } => {
            out.push(Piece::Var(id.name.to_string()))
        }
        ast::InlineExpression::Placeable { expression } => {
            expression_pieces(src, expression, stack, errors, out)
        }
        ast::InlineExpression::MessageReference { id, attribute } => {
            if attribute.is_some() {
                errors.push(format!(
                    "{}: attributes are not supported",
                    where_(src, stack)
                ));
                return;
            }
            let name = id.name.to_string();
            match src.messages.get(&name) {
                Some((_, pattern)) => inline_reference(src, name, pattern, stack, errors, out),
                None => errors.push(format!("{}: no message {name}", where_(src, stack))),
            }
        }
        ast::InlineExpression::TermReference {
            id,
            attribute,
            arguments,
        } => {
            if attribute.is_some() || arguments.is_some() {
                errors.push(format!(
                    "{}: term attributes and arguments are not supported",
                    where_(src, stack)
                ));
                return;
            }
            let name = format!("-{}", id.name);
            match src.terms.get(id.name) {
                Some(pattern) => inline_reference(src, name, pattern, stack, errors, out),
                None => errors.push(format!("{}: no term {name}", where_(src, stack))),
            }
        }
        ast::InlineExpression::FunctionReference { id, .. } => errors.push(format!(
            "{}: functions ({}) are not supported; format numbers in the app",
            where_(src, stack),
            id.name
        )),
    }
}

/// The pieces of the message or term `name` (its `pattern`), in place of a reference to it;
/// a reference back to a message or term being inlined is refused.
fn inline_reference(
    src: &Source,
    name: String,
    pattern: &ast::Pattern<&str>,
    stack: &mut Vec<String>,
    errors: &mut Vec<String>,
    out: &mut Vec<Piece>,
) {
    if stack.contains(&name) {
        errors.push(format!("{}: {name} refers to itself", where_(src, stack)));
        return;
    }
    stack.push(name);
    out.extend(pieces(src, pattern, stack, errors));
    stack.pop();
}

/// A Fluent string literal's escapes (`\"`, `\\`, `\uXXXX`, `\UXXXXXX`).
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('u') => {
                let hex: String = chars.by_ref().take(4).collect();
                out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
            }
            Some('U') => {
                let hex: String = chars.by_ref().take(6).collect();
                out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

/// Joins adjacent texts.
fn merge(pieces: Vec<Piece>) -> Vec<Piece> {
    let mut out: Vec<Piece> = Vec::new();
    for p in pieces {
        match (out.last_mut(), p) {
            (Some(Piece::Text(a)), Piece::Text(b)) => a.push_str(&b),
            (_, p) => out.push(p),
        }
    }
    out
}

/// The variables `pieces` use, in order of first use.
fn variables(pieces: &[Piece], out: &mut Vec<String>) {
    for p in pieces {
        match p {
            Piece::Text(_) => {}
            Piece::Var(v) => {
                if !out.contains(v) {
                    out.push(v.clone());
                }
            }
            Piece::Select {
                var,
                variants,
                default,
            } => {
                if !out.contains(var) {
                    out.push(var.clone());
                }
                for (_, body) in variants {
                    variables(body, out);
                }
                variables(default, out);
            }
        }
    }
}

const KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
];

/// A Rust identifier for a Fluent one: `home-title` → `home_title`, `gameOver` →
/// `game_over`, keywords raw (`r#type`).
fn rust_ident(name: &str) -> String {
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

fn emit(pieces: &[Piece], indent: &str, code: &mut String) {
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
fn doc(pieces: &[Piece]) -> String {
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

/// Compiles the message file `name` given in every language as `(variant, path, text)`,
/// where `variant` is the `Lang` enum variant (`"En"`, `"De"`) and the first language is the
/// default (its text documents each function). Returns the Rust code of the module, or
/// every problem found, each with its file and line.
pub fn compile(name: &str, languages: &[(&str, &str, &str)]) -> Result<String, Vec<String>> {
    let mut errors = Vec::new();
    let sources: Vec<(&str, Source)> = languages
        .iter()
        .map(|(variant, file, text)| (*variant, parse(file, text, &mut errors)))
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
    let mut code = format!(
        "// @generated by skald-l10n from the {name}.ftl message files: edit those, not this.\n\
         #[allow(unused_imports)]\n\
         use crate::i18n::{{current, Arg, Lang}};\n\n"
    );
    for (id, (line, _)) in &first.messages {
        let mut compiled = Vec::new();
        for (variant, s) in &sources {
            if let Some((_, pattern)) = s.messages.get(id) {
                let mut stack = vec![id.clone()];
                compiled.push((*variant, s, pieces(s, pattern, &mut stack, &mut errors)));
            }
        }
        let mut vars = Vec::new();
        variables(&compiled[0].2, &mut vars);
        let expected: BTreeSet<&String> = vars.iter().collect();
        for (_, s, p) in &compiled[1..] {
            let mut theirs = Vec::new();
            variables(p, &mut theirs);
            let theirs: BTreeSet<&String> = theirs.iter().collect();
            if theirs != expected {
                errors.push(format!(
                    "{}:{}: {id} uses {:?} where {}:{line} uses {:?}",
                    s.file,
                    s.messages.get(id).map(|(l, _)| *l).unwrap_or(0),
                    theirs,
                    first.file,
                    expected
                ));
            }
        }
        let f = rust_ident(id);
        if let Some(other) = fns.insert(f.clone(), id.clone()) {
            errors.push(format!(
                "{}:{line}: {id} and {other} make the same function {f}",
                first.file
            ));
        }
        let _ = writeln!(code, "/// {}", doc(&compiled[0].2).trim());
        let all_static = compiled
            .iter()
            .all(|(_, _, p)| p.iter().all(|x| matches!(x, Piece::Text(_))));
        if all_static {
            let _ = writeln!(
                code,
                "pub fn {f}() -> &'static str {{\n    match current() {{"
            );
            for (variant, _, p) in &compiled {
                let text = match p.first() {
                    Some(Piece::Text(t)) => t.as_str(),
                    _ => "",
                };
                let _ = writeln!(code, "        Lang::{variant} => {text:?},");
            }
            let _ = writeln!(code, "    }}\n}}\n");
            continue;
        }
        let params: Vec<String> = vars
            .iter()
            .map(|v| format!("{}: impl Into<Arg<'a>>", rust_ident(v)))
            .collect();
        let lifetime = if vars.is_empty() { "" } else { "<'a>" };
        let _ = writeln!(
            code,
            "pub fn {f}{lifetime}({}) -> String {{",
            params.join(", ")
        );
        for v in &vars {
            let v = rust_ident(v);
            let _ = writeln!(code, "    let {v}: Arg<'a> = {v}.into();");
        }
        let _ = writeln!(
            code,
            "    let lang = current();\n    let mut out = String::new();\n    match lang {{"
        );
        for (variant, _, p) in &compiled {
            let _ = writeln!(code, "        Lang::{variant} => {{");
            emit(p, "            ", &mut code);
            let _ = writeln!(code, "        }}");
        }
        let _ = writeln!(code, "    }}\n    out\n}}\n");
    }
    if errors.is_empty() {
        Ok(code)
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn both(en: &str, de: &str) -> Result<String, Vec<String>> {
        compile("t", &[("En", "en/t.ftl", en), ("De", "de/t.ftl", de)])
    }

    #[test]
    fn static_messages_are_str_per_language() {
        let code = both("menu = Menu\n", "menu = Menü\n").unwrap();
        assert!(code.contains("pub fn menu() -> &'static str"), "{code}");
        assert!(code.contains("Lang::En => \"Menu\""), "{code}");
        assert!(code.contains("Lang::De => \"Menü\""), "{code}");
    }

    #[test]
    fn terms_are_inlined_per_language() {
        let code = both(
            "-troll = Troll\nblocked = Blocked by a { -troll }\n",
            "-troll = Troll\nblocked = Von einem { -troll } blockiert\n",
        )
        .unwrap();
        assert!(code.contains("\"Blocked by a Troll\""), "{code}");
        assert!(code.contains("\"Von einem Troll blockiert\""), "{code}");
    }

    #[test]
    fn plurals_become_selects_on_the_argument() {
        let code = both(
            "points = { $count ->\n    [one] { $count } point\n   *[other] { $count } points\n}\n",
            "points = { $count ->\n    [one] { $count } Punkt\n   *[other] { $count } Punkte\n}\n",
        )
        .unwrap();
        assert!(
            code.contains("pub fn points<'a>(count: impl Into<Arg<'a>>) -> String"),
            "{code}"
        );
        assert!(code.contains("if count.is(\"one\", lang)"), "{code}");
        assert!(code.contains("out.push_str(\" Punkte\")"), "{code}");
        // The default variant is the `else`, never tested as well (clippy: identical
        // blocks).
        assert!(!code.contains("is(\"other\""), "{code}");
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
        let code = both(
            "brace = Open {\"{\"} and \\u00e9 {\"\\u00e9\"}\nlong =\n    First line\n    second line\n",
            "brace = x\nlong = y\n",
        )
        .unwrap();
        assert!(code.contains("\"Open { and \\\\u00e9 é\""), "{code}");
        assert!(code.contains("\"First line\\nsecond line\""), "{code}");
    }
}

//! Reading a message file: Fluent's syntax tree turned into the pieces of each message
//! (text, variables, selectors), with every unsupported construct reported by file and line.

use std::collections::BTreeMap;

use fluent_syntax::ast;

/// One piece of a compiled pattern.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Piece {
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
pub(crate) struct Source<'s> {
    pub(crate) file: &'s str,
    pub(crate) messages: BTreeMap<String, (usize, ast::Pattern<&'s str>)>,
    pub(crate) terms: BTreeMap<String, ast::Pattern<&'s str>>,
}

pub(crate) fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

/// The line of `needle`'s definition (`needle =` at the start of a line).
pub(crate) fn line_of_id(text: &str, id: &str) -> usize {
    text.lines()
        .position(|line| {
            line.strip_prefix(id)
                .is_some_and(|rest| rest.trim_start().starts_with('='))
        })
        .map_or(0, |i| i + 1)
}

pub(crate) fn parse<'s>(file: &'s str, text: &'s str, errors: &mut Vec<String>) -> Source<'s> {
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
pub(crate) fn pieces(
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

pub(crate) fn where_(src: &Source, stack: &[String]) -> String {
    let id = stack.first().map(String::as_str).unwrap_or("?");
    let line = src.messages.get(id).map(|(l, _)| *l).unwrap_or(0);
    format!("{}:{line}: {id}", src.file)
}

pub(crate) fn expression_pieces(
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

pub(crate) fn inline_pieces(
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
pub(crate) fn inline_reference(
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
pub(crate) fn unescape(s: &str) -> String {
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
pub(crate) fn merge(pieces: Vec<Piece>) -> Vec<Piece> {
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
pub(crate) fn variables(pieces: &[Piece], out: &mut Vec<String>) {
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

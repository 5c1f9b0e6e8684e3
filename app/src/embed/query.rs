//! The parameters of an embed route (`#/embed/voluspa?board=…&try`), read as text.
//!
//! Percent-escapes are decoded (`%20` is a space, `%2B` a plus); a `+` stays a plus,
//! because notation uses it (`Dr+2`). A parameter without `=` (`try`) has the empty value.
//! Nothing read here is ever rendered as markup: pages show it as text.

use crate::json;

/// The longest query an embed reads (notation, moves and captions together).
pub const MAX_QUERY_BYTES: usize = 32 * 1024;

/// Parameters every embed understands (besides its game's own): `lang` is the language
/// (read by `crate::i18n` at start; docs/i18n.md); `teach` asks for the coach's note
/// (`asks_teach`: drawn by the embeds' teaching builds; a whole game and a
/// Valda position with a card list of its own are drawn without it).
pub const COMMON: [&str; 4] = ["id", "scheme", "lang", "teach"];

/// A parameter that is wrong: which one, and why (shown inside the frame).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamError {
    /// The parameter (`board`, `moves`, …).
    pub param: String,
    /// What is wrong, and what was expected.
    pub message: String,
}

impl ParamError {
    /// An error of `param`.
    pub fn new(param: &str, message: impl Into<String>) -> ParamError {
        ParamError {
            param: param.to_string(),
            message: message.into(),
        }
    }
}

impl std::fmt::Display for ParamError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.param, self.message)
    }
}

/// The decoded parameters, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Params {
    pairs: Vec<(String, String)>,
}

impl Params {
    /// Reads a query (the text after `?`), refusing one that is too long, a parameter given
    /// twice, and a parameter none of `known` (nor [`COMMON`]) names.
    pub fn parse(query: &str, known: &[&str]) -> Result<Params, ParamError> {
        if query.len() > MAX_QUERY_BYTES {
            return Err(ParamError::new(
                "address",
                format!(
                    "the position's address is {} KB long; at most {} KB is read",
                    query.len() / 1024,
                    MAX_QUERY_BYTES / 1024
                ),
            ));
        }
        let mut pairs: Vec<(String, String)> = Vec::new();
        for part in query.split('&').filter(|p| !p.is_empty()) {
            let (k, v) = part.split_once('=').unwrap_or((part, ""));
            let (k, v) = (decode(k), decode(v));
            if !known.contains(&k.as_str()) && !COMMON.contains(&k.as_str()) {
                let mut all: Vec<&str> = known.to_vec();
                all.extend(COMMON);
                return Err(ParamError::new(
                    &k,
                    format!("unknown parameter (this game's are: {})", all.join(", ")),
                ));
            }
            if pairs.iter().any(|(pk, _)| *pk == k) {
                return Err(ParamError::new(&k, "given twice"));
            }
            pairs.push((k, v));
        }
        Ok(Params { pairs })
    }

    /// The value of `key`, if given (`Some("")` for a bare `key`).
    pub fn get(&self, key: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// The frame's id given by `embed.js` (for its size messages), if any.
    pub fn id(&self) -> String {
        self.get("id").unwrap_or_default().to_string()
    }
}

/// Whether an embed's `query` (still percent-encoded) asks for the coach's note: `teach` or
/// `teach=1` (`teach=0` is off), docs/embedding.md. The page's loader sends such an address
/// to the game's embed teaching build (`embed/<game>?teach` in scripts/builds.mjs).
pub fn asks_teach(query: &str) -> bool {
    crate::teach::in_query(query).unwrap_or(false)
}

/// Whether this embed build hands an address that asks for the note ([`asks_teach`]) to
/// the build that holds the coach: an embed build without it, but not Valda's with the
/// card-list reader, which draws a position with a list of its own (and the loader sends
/// such a position there, `teach` or not) without the note.
pub fn taught_elsewhere(query: &str) -> bool {
    asks_teach(query) && !cfg!(feature = "coach") && !cfg!(feature = "card-lists")
}

/// The longest caption, in characters.
pub const MAX_CAPTION: usize = 600;
/// The most moves (or steps) a worked example may have.
pub const MAX_MOVES: usize = 60;

/// Reads a caption given to `param`: plain text, at most [`MAX_CAPTION`] characters.
pub fn caption(text: &str, param: &str) -> Result<String, ParamError> {
    if text.chars().count() > MAX_CAPTION {
        return Err(ParamError::new(
            param,
            format!("a caption may be at most {MAX_CAPTION} characters"),
        ));
    }
    Ok(text.trim().to_string())
}

/// Takes the `"caption"` out of a move of the `moves` parameter; `what` names the move in
/// an error ("move 2", "step 2").
pub fn take_caption(obj: &mut json::Map, what: &str) -> Result<Option<String>, ParamError> {
    match obj.remove("caption") {
        None => Ok(None),
        Some(json::Value::String(s)) => caption(&s, "moves").map(Some),
        Some(_) => Err(ParamError::new(
            "moves",
            format!("{what}: \"caption\" must be text"),
        )),
    }
}

/// Reads the `moves` parameter as a JSON array of at most [`MAX_MOVES`] items; `noun`
/// names them in errors ("moves", "steps") and `example` shows one.
pub fn moves_array(text: &str, noun: &str, example: &str) -> Result<Vec<json::Value>, ParamError> {
    let err = |m: String| ParamError::new("moves", m);
    let value = json::parse(text).map_err(|e| {
        err(format!(
            "not JSON (line {}, column {}): {e}; expected an array of {noun} such as {example}",
            e.line(),
            e.column()
        ))
    })?;
    let json::Value::Array(items) = value else {
        return Err(err(format!(
            "expected an array of {noun} such as {example}"
        )));
    };
    if items.len() > MAX_MOVES {
        return Err(err(format!(
            "{} {noun}; an example may have at most {MAX_MOVES}",
            items.len()
        )));
    }
    Ok(items)
}

/// Decodes percent-escapes; a malformed escape stays as written, bad UTF-8 becomes U+FFFD.
pub fn decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' && i + 2 < b.len() {
            let hex = |c: u8| (c as char).to_digit(16);
            if let (Some(h), Some(l)) = (hex(b[i + 1]), hex(b[i + 2])) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Encodes a parameter value for an embed address: everything but letters, digits and
/// `-_.~` is escaped, so the value survives any page and any copy.
pub fn encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for &c in s.as_bytes() {
        if c.is_ascii_alphanumeric() || b"-_.~".contains(&c) {
            out.push(c as char);
        } else {
            out.push_str(&format!("%{c:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_escapes_and_keeps_plus() {
        assert_eq!(decode("Od%20Th%0ADr+2"), "Od Th\nDr+2");
        assert_eq!(decode("100%"), "100%");
        assert_eq!(decode("%zz%4"), "%zz%4");
        assert_eq!(decode("%C3%B6"), "ö");
        assert_eq!(decode("%FF"), "\u{fffd}");
        let text = "Dr+2>Th / . Od\n<img src=x>&\"'";
        assert_eq!(decode(&encode(text)), text);
    }

    #[test]
    fn reads_pairs_and_bare_flags() {
        let p = Params::parse("board=Od%20Th&try&id=3", &["board", "try"]).unwrap();
        assert_eq!(p.get("board"), Some("Od Th"));
        assert_eq!(p.get("try"), Some(""));
        assert_eq!(p.get("moves"), None);
        assert_eq!(p.id(), "3");
        // Every embed takes the language (`lang=de` forces German; docs/i18n.md).
        let p = Params::parse("board=Od&lang=de", &["board"]).unwrap();
        assert_eq!(p.get("lang"), Some("de"));
    }

    #[test]
    fn refuses_unknown_repeated_and_huge() {
        let e = Params::parse("bord=Od", &["board"]).unwrap_err();
        assert_eq!(e.param, "bord");
        assert!(e.message.contains("board"), "{e}");
        let e = Params::parse("board=Od&board=Th", &["board"]).unwrap_err();
        assert_eq!(e.message, "given twice");
        let long = format!("board={}", "Od%20".repeat(MAX_QUERY_BYTES));
        assert_eq!(
            Params::parse(&long, &["board"]).unwrap_err().param,
            "address"
        );
    }
}

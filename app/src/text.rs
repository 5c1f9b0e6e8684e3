//! Small text helpers shared by the games, kept free of Unicode case tables (Rust's
//! `to_uppercase` brings about 25 KB of them into the wasm for one capital letter).

/// `s` with its first letter a capital: ASCII letters and the German umlauts (`ä ö ü`),
/// which are all the app's messages begin with; any other first letter is left alone.
///
/// ```
/// use skald_app::text::capitalise;
/// assert_eq!(capitalise("the move is empty"), "The move is empty");
/// assert_eq!(capitalise("über"), "Über");
/// assert_eq!(capitalise(""), "");
/// ```
pub fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let upper = match first {
        'ä' => 'Ä',
        'ö' => 'Ö',
        'ü' => 'Ü',
        c => c.to_ascii_uppercase(),
    };
    let mut out = String::with_capacity(s.len());
    out.push(upper);
    out.push_str(chars.as_str());
    out
}

/// `s` with its first letter small: ASCII letters and the German umlauts (`Ä Ö Ü`), as
/// [`capitalise`] does the other way (a colour's name inside a sentence: "Sky blue" → "sky
/// blue", "Grün" → "grün"); any other first letter is left alone.
///
/// ```
/// use skald_app::text::decapitalise;
/// assert_eq!(decapitalise("Sky blue"), "sky blue");
/// assert_eq!(decapitalise("Übel"), "übel");
/// assert_eq!(decapitalise(""), "");
/// ```
pub fn decapitalise(s: &str) -> String {
    let mut chars = s.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let lower = match first {
        'Ä' => 'ä',
        'Ö' => 'ö',
        'Ü' => 'ü',
        c => c.to_ascii_lowercase(),
    };
    let mut out = String::with_capacity(s.len());
    out.push(lower);
    out.push_str(chars.as_str());
    out
}

/// Items as a sentence lists them: "a, b and c" ("a, b und c"), in the language in use.
pub fn join_and(items: &[String]) -> String {
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            crate::i18n::shell::and_list(rest.join(", "), last.as_str())
        }
        _ => items.join(""),
    }
}

//! Arguments of messages: text, or whole numbers written the language's way and choosing
//! its plural forms.

use std::borrow::Cow;

use super::lang::Lang;

/// An argument of a message (`{ $name }`, `{ $count -> … }`).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    /// A whole number: written with the language's digit grouping (12,345 / 12.345) and
    /// selecting plural variants (`[one]`, `*[other]`).
    Int(i64),
}

impl Arg<'_> {
    /// Appends the argument as the language writes it.
    pub fn write(&self, lang: Lang, out: &mut String) {
        match self {
            Arg::Text(t) => out.push_str(t),
            Arg::Int(n) => out.push_str(&int(*n, lang)),
        }
    }

    /// Whether a selector's variant `key` matches: a number key (`[0]`) an equal number, a
    /// plural category (`[one]`) a number of that category in `lang`, any other key the
    /// same text.
    pub fn is(&self, key: &str, lang: Lang) -> bool {
        match self {
            Arg::Int(n) => match key.parse::<i64>() {
                Ok(k) => k == *n,
                Err(_) => plural(lang, *n) == key,
            },
            Arg::Text(t) => t == key,
        }
    }
}

/// The plural category of a whole number: English and German both say "one" for 1 and
/// "other" for every other whole number (CLDR).
fn plural(lang: Lang, n: i64) -> &'static str {
    match lang {
        Lang::En | Lang::De if n == 1 => "one",
        Lang::En | Lang::De => "other",
    }
}

/// `n` as `lang` writes it: groups of three digits, `12,345` in English and `12.345` in
/// German (CLDR), a minus sign before.
///
/// ```
/// use skald_app::i18n::{int, Lang};
/// assert_eq!(int(1342, Lang::En), "1,342");
/// assert_eq!(int(-1342, Lang::De), "-1.342");
/// assert_eq!(int(999, Lang::De), "999");
/// ```
pub fn int(n: i64, lang: Lang) -> String {
    let sep = match lang {
        Lang::En => ',',
        Lang::De => '.',
    };
    let digits = n.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if n < 0 {
        out.push('-');
    }
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(sep);
        }
        out.push(c);
    }
    out
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}

macro_rules! ints {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Int(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
ints!(i8, i16, i32, i64, u8, u16, u32, u64, usize, isize);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plural_categories() {
        assert!(Arg::from(1).is("one", Lang::De));
        assert!(!Arg::from(0).is("one", Lang::En));
        assert!(Arg::from(21).is("other", Lang::De));
        assert!(Arg::from(0).is("0", Lang::En));
        assert!(Arg::from("troll").is("troll", Lang::En));
        assert!(!Arg::from("1").is("one", Lang::En));
    }

    #[test]
    fn grouping() {
        assert_eq!(int(0, Lang::En), "0");
        assert_eq!(int(1000, Lang::En), "1,000");
        assert_eq!(int(1234567, Lang::De), "1.234.567");
        assert_eq!(int(i64::MIN, Lang::En), "-9,223,372,036,854,775,808");
    }
}

//! The languages the app speaks and the one it speaks now.

use std::cell::Cell;

/// A language of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    De,
}

impl Lang {
    /// Every language, in the order the switch offers them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::De];

    /// The language's code (`en`, `de`), as in `<html lang>`, the URL and storage.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
        }
    }

    /// The language a code names: `de`, `de-AT`, `DE` are German; `en`, `en-GB` English.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.trim().split(['-', '_']).next().unwrap_or("");
        Lang::ALL
            .into_iter()
            .find(|l| primary.eq_ignore_ascii_case(l.code()))
    }

    /// The language's name in itself ("English", "Deutsch"), as the switch shows it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
        }
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language the app speaks now.
pub fn current() -> Lang {
    CURRENT.with(Cell::get)
}

/// Speaks `lang` from now on (and says so in `<html lang>`, for screen readers and
/// hyphenation). Components already on screen keep their words until they render again;
/// the app re-mounts its pages when the language changes ([`LangSwitch`]).
pub fn set(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
    #[cfg(target_arch = "wasm32")]
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", lang.code());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_name_languages() {
        assert_eq!(Lang::from_code("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_code("DE"), Some(Lang::De));
        assert_eq!(Lang::from_code("en_GB"), Some(Lang::En));
        assert_eq!(Lang::from_code("fr"), None);
        assert_eq!(Lang::from_code(""), None);
        for l in Lang::ALL {
            assert_eq!(Lang::from_code(l.code()), Some(l));
        }
    }

    #[test]
    fn messages_follow_the_current_language() {
        set(Lang::De);
        assert_eq!(super::super::shell::games_label(), "Spiele");
        set(Lang::En);
        assert_eq!(super::super::shell::games_label(), "Games");
    }
}

//! The seat link's words in the language in use: the messages of `app/l10n/<lang>/link.ftl`
//! (one function each, see [`crate::i18n`]), and what a phone shows for a refusal or a
//! goodbye the table sent as a code ([`Why`], [`Bye`]).

use super::why::{Bye, Why};

mod msg {
    include!(concat!(env!("OUT_DIR"), "/l10n/link.rs"));
}
pub use msg::*;

impl Why {
    /// What the phone shows when the table refused its message for this reason: "It is not
    /// your turn." / "Du bist nicht am Zug."
    pub fn words(self) -> &'static str {
        match self {
            Why::TooLarge => refused_too_large(),
            Why::NotJson => refused_not_json(),
            Why::BadShape => refused_bad_shape(),
            Why::Version => refused_version(),
            Why::NotJoined => refused_not_joined(),
            Why::UnknownSeat => refused_unknown_seat(),
            Why::WrongSecret => refused_wrong_secret(),
            Why::OtherSeat => refused_other_seat(),
            Why::NotYourTurn => refused_not_your_turn(),
            Why::Over => crate::i18n::shell::game_over(),
            Why::Stale => refused_stale(),
            Why::Duplicate => refused_duplicate(),
            Why::Illegal => refused_illegal(),
        }
    }

    /// The words of a refusal as the phone read it (`None`: a code of a newer table).
    pub fn words_of(why: Option<Why>) -> &'static str {
        why.map_or_else(refused_unknown, Why::words)
    }
}

impl Bye {
    /// What the phone shows when the table ended its connection for this reason.
    pub fn words(self) -> &'static str {
        match self {
            Bye::Replaced => bye_replaced(),
            Bye::TakenBack => bye_taken_back(),
            Bye::Closed => bye_closed(),
        }
    }

    /// The words of a goodbye as the phone read it (`None`: a code of a newer table).
    pub fn words_of(bye: Option<Bye>) -> &'static str {
        bye.map_or_else(bye_unknown, Bye::words)
    }
}

/// Installs the words of the page's language (`<html lang>`, which the table's build keeps),
/// then calls `then`.
#[cfg(any(feature = "table-link", feature = "seat"))]
pub fn with_page_words(then: impl FnOnce() + 'static) {
    let lang = gloo::utils::document()
        .document_element()
        .map(|e| e.get_attribute("lang").unwrap_or_default())
        .and_then(|code| crate::i18n::Lang::from_code(&code))
        .unwrap_or_default();
    crate::i18n::load_words(
        lang,
        Box::new(move |ok| {
            crate::i18n::set(if ok { lang } else { crate::i18n::Lang::En });
            then();
        }),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{set, Lang};

    #[test]
    fn every_reason_has_words_in_both_languages() {
        let mut seen = Vec::new();
        for lang in Lang::ALL {
            set(lang);
            let mut all: Vec<&str> = Why::ALL.iter().map(|w| w.words()).collect();
            all.extend(Bye::ALL.iter().map(|b| b.words()));
            all.push(Why::words_of(None));
            all.push(Bye::words_of(None));
            seen.push(all);
        }
        set(Lang::En);
        let (en, de) = (&seen[0], &seen[1]);
        assert_eq!(Why::NotYourTurn.words(), "It is not your turn.");
        assert_eq!(
            de[Why::ALL
                .iter()
                .position(|&w| w == Why::NotYourTurn)
                .unwrap()],
            "Du bist nicht am Zug."
        );
        for (e, d) in en.iter().zip(de) {
            assert!(!e.is_empty() && !d.is_empty());
            assert_ne!(e, d, "German differs from English");
        }
        // A phone can tell each reason a player could act on apart (the two unreadable
        // message reasons say the same: the player can do nothing else about either).
        let mut distinct = en.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), en.len() - 1);
    }
}

//! Card lists of one's own, for Valda's play screen, whose build holds no card-list reader
//! (the reader and the built-in list's text were 15.8 KB of its 231 gzipped, issue #43): the
//! computer's worker engine that holds the reader (`valda-cards`, loaded into the page:
//! [`crate::computer::worker::read_card_list`]) reads a list, and its cards are handed to the
//! engine here ([`skald::valda::config::know_card_list`]) before any game is set up with it —
//! a list loaded in the new-game form ([`read`]), the lists of the remembered settings and of
//! the saved game before the app starts ([`read_stored`]), a game file's before it is imported
//! ([`ready`]). A build with the reader (`card-lists`) reads a list itself, at once.

// Used by the play routes' builds (the new-game form, the start page, the app's start) and
// the teaching build (the app's start).
#![cfg_attr(not(any(feature = "play", feature = "coach")), allow(dead_code))]

use skald::valda::cards::CardSet;
use skald::valda::config::knows_card_list;

use crate::settings::NewGameSettings;
use crate::table::session::TableGame;
use crate::valda::settings::Settings;
use crate::valda::state::ValdaApp;

/// What [`read`] gives: the numbers of distinct and of physical cards, or every problem
/// found, one a line ("line 12: …"), or why the list could not be read at all.
pub type Checked = Result<(usize, usize), Vec<String>>;

/// The numbers of distinct and physical cards of `set`.
fn counts(set: &CardSet) -> (usize, usize) {
    (set.cards.len(), set.physical().len())
}

/// Reads and checks the card list `text`; once it is read, a game can be set up with it.
/// `done` is called once, maybe at once.
pub fn read(text: String, done: impl FnOnce(Checked) + 'static) {
    #[cfg(feature = "card-lists")]
    return done(
        CardSet::parse(&text)
            .map(|set| counts(&set))
            .map_err(|errors| errors.0.iter().map(|e| e.to_string()).collect()),
    );
    #[cfg(not(feature = "card-lists"))]
    crate::computer::worker::read_card_list(text.clone(), move |answer| {
        done(answer.and_then(|bytes| match CardSet::from_packed(&bytes) {
            Some(set) => {
                let n = counts(&set);
                skald::valda::config::know_card_list(&text, set);
                Ok(n)
            }
            None => Err(vec![crate::i18n::shell::worker_no_engine().to_string()]),
        }))
    });
}

/// The card list of a game's record as the saves write it (`replay.config.cards.custom`).
fn list_of_record(text: &str) -> Option<String> {
    let record = crate::json::parse(text).ok()?;
    let replay = record.get("replay")?;
    let cards = replay.get("config")?.get("cards")?;
    cards.get("custom")?.as_str().map(str::to_string)
}

/// Reads the card lists of `texts` not read yet, one after the other, then calls `then`
/// (whatever became of them: a game with a list that could not be read says so itself).
fn read_all(mut texts: Vec<String>, then: impl FnOnce() + 'static) {
    texts.retain(|t| !knows_card_list(t));
    match texts.pop() {
        None => then(),
        Some(text) => read(text, move |_| read_all(texts, then)),
    }
}

/// Reads the card lists the page holds — the remembered settings' and the saved game's —
/// then calls `then` (the app starts): the start page, "Continue" and a new game from the
/// settings then find them read. A build without the start page and the new-game form (the
/// teaching build: `crate::bundle::TEACH`) reads the saved game's alone.
pub fn read_stored(then: impl FnOnce() + 'static) {
    let mut texts: Vec<String> = Vec::new();
    if crate::bundle::PLAY {
        texts.extend(Settings::load().cards.map(|c| c.text));
    }
    texts.extend(ValdaApp::SLOT.raw().as_deref().and_then(list_of_record));
    read_all(texts, then);
}

/// Gets the game file `text` ready to be read here: its card list read first, if it has
/// one of its own; then `then`.
pub fn ready(text: &str, then: Box<dyn FnOnce()>) {
    read_all(list_of_record(text).into_iter().collect(), then);
}

#[cfg(test)]
mod tests {
    use super::list_of_record;

    #[test]
    fn a_records_own_card_list_is_found() {
        let record = r#"{"version":3,"replay":{"config":{"players":3,"cards":{"custom":"id\tdeck\n"},"privacy":false},"seed":3,"actions":[]}}"#;
        assert_eq!(list_of_record(record).as_deref(), Some("id\tdeck\n"));
        let builtin = r#"{"replay":{"config":{"players":3,"cards":"builtin"}}}"#;
        assert_eq!(list_of_record(builtin), None);
        assert_eq!(list_of_record("not json"), None);
    }
}

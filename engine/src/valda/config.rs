//! Set-up options and the error type of the Valda engine.

use std::cell::RefCell;
use std::fmt;
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};

use super::cards::CardSet;
use super::constants::{MAX_PLAYERS, MIN_PLAYERS};

/// Which card list the game is played with.
///
/// JSON: `"builtin"` or `{"custom":"id\tdeck\t…"}` (the whole TSV text, checked at set-up).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardList {
    /// The rulings' 141 cards.
    #[default]
    Builtin,
    /// Another printing, in the TSV format of `valda-cards.tsv`.
    Custom(String),
}

/// How a game of Valda is set up.
///
/// JSON: `{"players":3}`; `cards` defaults to the built-in list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValdaConfig {
    /// Number of players, 2–5 (§2.1). Seat 0 is the start player (§3.1: the host picks
    /// who sits there).
    pub players: usize,
    /// The card set.
    #[serde(default)]
    pub cards: CardList,
    /// The privacy mode of §18.3: at every god-weapon window and open moment (prompts
    /// P3–P6), every player other than the active one is asked, whether or not they hold
    /// a legal option, so that being asked reveals nothing. The rules are the same.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub privacy: bool,
}

impl ValdaConfig {
    /// `players` players with the built-in cards.
    pub fn new(players: usize) -> ValdaConfig {
        ValdaConfig {
            players,
            cards: CardList::Builtin,
            privacy: false,
        }
    }

    /// Checks the options and reads the card list; the message is for players.
    pub fn card_set(&self) -> Result<Arc<CardSet>, ValdaError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(ValdaError::Config(format!(
                "Valda is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {}",
                self.players
            )));
        }
        match &self.cards {
            CardList::Builtin => Ok(builtin()),
            CardList::Custom(text) if CARD_LISTS => CardSet::parse(text)
                .map(Arc::new)
                .map_err(|e| ValdaError::Config(format!("the card list has problems:\n{e}"))),
            CardList::Custom(text) => known_list(text).ok_or_else(|| {
                ValdaError::Config(
                    "this build reads only the built-in card list, and was not handed this game's own (reload the page to try again)"
                        .into(),
                )
            }),
        }
    }
}

thread_local! {
    /// Card lists of their own that a build without the reader was handed, read elsewhere
    /// ([`know_card_list`]).
    static KNOWN: RefCell<Vec<(String, Arc<CardSet>)>> = const { RefCell::new(Vec::new()) };
}

/// Hands a build without the card-list reader ([`CARD_LISTS`] false) the cards of the list
/// `text`, read and checked elsewhere: the app's play screen has a list read by the computer's
/// worker engine that holds the reader, and tells the engine here before any game uses it. A
/// game with that list then plays these cards (a build with the reader reads the text itself).
pub fn know_card_list(text: &str, cards: CardSet) {
    KNOWN.with(|k| {
        let mut k = k.borrow_mut();
        if !k.iter().any(|(t, _)| t == text) {
            k.push((text.to_string(), Arc::new(cards)));
        }
    });
}

/// Whether a game with the card list `text` can be set up here: this build reads lists
/// itself, or was handed that one's cards ([`know_card_list`]).
pub fn knows_card_list(text: &str) -> bool {
    CARD_LISTS || known_list(text).is_some()
}

fn known_list(text: &str) -> Option<Arc<CardSet>> {
    KNOWN.with(|k| {
        k.borrow()
            .iter()
            .find(|(t, _)| t == text)
            .map(|(_, c)| c.clone())
    })
}

/// Whether this build reads card lists other than the built-in one (the `card-lists`
/// feature): without it, a [`CardList::Custom`] is played only once its cards were handed
/// over ([`know_card_list`]), and the built-in cards come packed, without the card-list
/// reader (Valda's embeds and play screen: `cards::packed`).
pub const CARD_LISTS: bool = cfg!(feature = "card-lists");

/// The built-in set, shared by every game.
pub(crate) fn builtin() -> Arc<CardSet> {
    static SET: OnceLock<Arc<CardSet>> = OnceLock::new();
    SET.get_or_init(|| Arc::new(CardSet::builtin().clone()))
        .clone()
}

/// Why a configuration, an action or a view was rejected. `Display` gives a sentence for
/// players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "detail", rename_all = "snake_case")]
pub enum ValdaError {
    /// The set-up options are invalid.
    Config(String),
    /// The action is not one of the legal actions now.
    Illegal(String),
    /// The game is over; no action is possible.
    Over,
    /// A view given to [`crate::Game::sample`] is inconsistent.
    View(String),
    /// JSON could not be read.
    Json(String),
}

impl fmt::Display for ValdaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ValdaError::Config(m) | ValdaError::Illegal(m) => f.write_str(m),
            ValdaError::Over => f.write_str("the game is over"),
            ValdaError::View(m) => write!(f, "inconsistent view: {m}"),
            ValdaError::Json(m) => write!(f, "invalid JSON: {m}"),
        }
    }
}

impl std::error::Error for ValdaError {}

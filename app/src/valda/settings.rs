//! New-game settings: remembered in local storage, also readable from the URL
//! (`#/valda/new?players=3&seed=7&privacy=1&start=1`) so that a deal can be shared and
//! end-to-end tests start from a fixed seed. A card list loaded from a file is remembered
//! with its name, so the next game can use it again.

use serde::Serialize;
use skald::valda::{CardList, Valda, ValdaConfig};

use crate::json::{Error, Fields, FromJson, Value};
use crate::seats::Seat;
use crate::settings::NewGameSettings;

const KEY: &str = "skald.valda.settings";

/// A card list loaded from a file (another printing, in the TSV format of the built-in
/// list); checked by the engine when it is loaded and again when a game starts.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(serde::Deserialize))]
pub struct CustomCards {
    /// The file's name, as shown.
    pub name: String,
    pub text: String,
}

/// Written by the derived `Serialize`, read by hand ([`FromJson`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(serde::Deserialize))]
pub struct Settings {
    pub seats: Vec<Seat>,
    /// Empty for a random seed.
    #[serde(default)]
    pub seed: String,
    /// Whether players may ask the computer for a hint (off by default; issue #29).
    #[serde(default)]
    pub hints: bool,
    /// The privacy mode of the rulings' §18.3.
    #[serde(default)]
    pub privacy: bool,
    /// `None`: the built-in 141 cards.
    #[serde(default)]
    pub cards: Option<CustomCards>,
}

impl FromJson for CustomCards {
    fn from_json(v: Value) -> Result<CustomCards, Error> {
        let mut f = Fields::of(v, "a card list")?;
        Ok(CustomCards {
            name: f.take("name")?,
            text: f.take("text")?,
        })
    }
}

/// The fields the derived `Serialize` writes; all but the seats may be left out.
impl FromJson for Settings {
    fn from_json(v: Value) -> Result<Settings, Error> {
        let mut f = Fields::of(v, "settings")?;
        Ok(Settings {
            seats: f.take("seats")?,
            seed: f.take_or_default("seed")?,
            hints: f.take_or_default("hints")?,
            privacy: f.take_or_default("privacy")?,
            cards: f.take_or_default("cards")?,
        })
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            seats: Seat::defaults(3),
            seed: String::new(),
            hints: false,
            privacy: false,
            cards: None,
        }
    }
}

impl NewGameSettings for Settings {
    type Game = Valda;
    const KEY: &'static str = KEY;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=5;

    fn config(&self) -> ValdaConfig {
        ValdaConfig {
            players: self.seats.len(),
            cards: match &self.cards {
                Some(c) => CardList::Custom(c.text.clone()),
                None => CardList::Builtin,
            },
            privacy: self.privacy,
        }
    }

    crate::settings::seats_and_seed!();

    /// `privacy` (1/0); `cards=builtin` drops a remembered card list.
    fn apply_own(&mut self, key: &str, v: String) {
        match key {
            "privacy" => self.privacy = crate::settings::url_flag(&v),
            "cards" if v == "builtin" => self.cards = None,
            _ => {}
        }
    }
}

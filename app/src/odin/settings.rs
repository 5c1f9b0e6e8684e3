//! New-game settings: remembered in local storage, also readable from the URL
//! (`#/odin/new?players=3&target=one-hand&seed=7&start=1`) so that a deal can be shared and
//! end-to-end tests start from a fixed seed. The hand sort order is remembered here too.

use gloo::storage::{LocalStorage, Storage};
use serde::Serialize;
use skald::odin::{Odin, OdinConfig, Target};

use crate::json::{Error, Fields, FromJson, Value};
use crate::seats::Seat;
use crate::settings::NewGameSettings;

const KEY: &str = "skald.odin.settings";
const SORT_KEY: &str = "skald.odin.sort";

/// Written by the derived `Serialize`, read by hand ([`FromJson`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(serde::Deserialize))]
pub struct Settings {
    pub seats: Vec<Seat>,
    pub target: Target,
    /// Two players only: 36 cards (red, orange, yellow, green).
    #[serde(default)]
    pub four_colours: bool,
    /// Empty for a random seed.
    #[serde(default)]
    pub seed: String,
    /// Whether players may ask the computer for a hint (off by default; issue #29).
    #[serde(default)]
    pub hints: bool,
}

/// The fields the derived `Serialize` writes; all but the seats and the target may be left
/// out (the target is the engine's type, read by its derived reader).
impl FromJson for Settings {
    fn from_json(v: Value) -> Result<Settings, Error> {
        let mut f = Fields::of(v, "settings")?;
        Ok(Settings {
            seats: f.take("seats")?,
            target: f.take_serde("target")?,
            four_colours: f.take_or_default("four_colours")?,
            seed: f.take_or_default("seed")?,
            hints: f.take_or_default("hints")?,
        })
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            seats: Seat::defaults(3),
            target: Target::default(),
            four_colours: false,
            seed: String::new(),
            hints: false,
        }
    }
}

/// The targets offered (their words: `words::target_label_of`).
pub const TARGETS: [Target; 4] = [
    Target::Points(10),
    Target::Points(15),
    Target::Points(20),
    Target::OneHand,
];

pub fn target_code(t: Target) -> String {
    match t {
        Target::Points(p) => p.to_string(),
        Target::OneHand => "one-hand".to_string(),
    }
}

pub fn parse_target(v: &str) -> Option<Target> {
    match v {
        "10" => Some(Target::Points(10)),
        "15" => Some(Target::Points(15)),
        "20" => Some(Target::Points(20)),
        "one-hand" | "one_hand" | "1" => Some(Target::OneHand),
        _ => None,
    }
}

impl NewGameSettings for Settings {
    type Game = Odin;
    const KEY: &'static str = KEY;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=6;

    fn config(&self) -> OdinConfig {
        OdinConfig {
            players: self.seats.len(),
            target: self.target,
            four_colours: self.four_colours && self.seats.len() == 2,
        }
    }

    crate::settings::seats_and_seed!();

    /// `target` (10, 15, 20, one-hand), `four` (1/0).
    fn apply_own(&mut self, key: &str, v: String) {
        match key {
            "target" => {
                if let Some(t) = parse_target(&v) {
                    self.target = t;
                }
            }
            "four" => self.four_colours = crate::settings::url_flag(&v),
            _ => {}
        }
    }
}

/// How the hand is sorted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sort {
    /// Higher numbers first, colours in notation order within a number.
    Number,
    /// By colour (notation order), higher numbers first within a colour.
    Colour,
}

impl Sort {
    pub fn load() -> Sort {
        match LocalStorage::raw()
            .get_item(SORT_KEY)
            .ok()
            .flatten()
            .as_deref()
        {
            Some("colour") => Sort::Colour,
            _ => Sort::Number,
        }
    }

    pub fn remember(self) {
        let _ = LocalStorage::raw().set_item(SORT_KEY, self.code());
    }

    pub fn code(self) -> &'static str {
        match self {
            Sort::Number => "number",
            Sort::Colour => "colour",
        }
    }

    pub fn other(self) -> Sort {
        match self {
            Sort::Number => Sort::Colour,
            Sort::Colour => Sort::Number,
        }
    }
}

/// The engine's configuration of a saved game, read by its derived reader (a save and a
/// replay link hold one).
impl FromJson for skald::odin::OdinConfig {
    fn from_json(v: Value) -> Result<Self, Error> {
        crate::json::from_value(v)
    }
}

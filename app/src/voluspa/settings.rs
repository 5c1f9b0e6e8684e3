//! New-game settings: remembered in local storage, also readable from the URL
//! (`#/voluspa/new?players=2&tiles=master_of_ravens&seed=42&start=1`) so that a position
//! can be shared and end-to-end tests start from a fixed seed.

use serde::Serialize;
use skald::voluspa::{Config, Expansion, Kind, TileSet, Voluspa};

use crate::json::{Error, Fields, FromJson, Value};
use crate::seats::Seat;
use crate::settings::NewGameSettings;

const KEY: &str = "skald.voluspa.settings";

/// Written by the derived `Serialize`, read by hand ([`FromJson`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(test, derive(serde::Deserialize))]
pub struct Settings {
    pub seats: Vec<Seat>,
    pub tiles: TileSet,
    pub no_late_hel: bool,
    /// Empty for a random seed.
    #[serde(default)]
    pub seed: String,
    /// Whether players may ask the computer for a hint (off by default; issue #29).
    #[serde(default)]
    pub hints: bool,
}

/// The fields the derived `Serialize` writes; the seed and hints may be left out (the tile
/// set is read by hand too: `crate::voluspa::config_json`).
impl FromJson for Settings {
    fn from_json(v: Value) -> Result<Settings, Error> {
        let mut f = Fields::of(v, "settings")?;
        Ok(Settings {
            seats: f.take("seats")?,
            tiles: f.take("tiles")?,
            no_late_hel: f.take("no_late_hel")?,
            seed: f.take_or_default("seed")?,
            hints: f.take_or_default("hints")?,
        })
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            seats: Seat::defaults(2),
            tiles: TileSet::Base,
            no_late_hel: false,
            seed: String::new(),
            hints: false,
        }
    }
}

impl NewGameSettings for Settings {
    type Game = Voluspa;
    const KEY: &'static str = KEY;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=5;

    fn config(&self) -> Config {
        Config {
            players: self.seats.len(),
            tiles: self.tiles.clone(),
            no_late_hel: self.no_late_hel,
        }
    }

    crate::settings::seats_and_seed!();

    /// `tiles` (see [`parse_tiles`]), `nolatehel` (1/0).
    fn apply_own(&mut self, key: &str, v: String) {
        match key {
            "tiles" => {
                if let Some(t) = parse_tiles(&v) {
                    self.tiles = t;
                }
            }
            "nolatehel" | "no_late_hel" => self.no_late_hel = crate::settings::url_flag(&v),
            _ => {}
        }
    }
}

/// `base`, `order_of_the_gods`, `king_of_the_giants`, `rise_of_the_serpents`,
/// `master_of_ravens`, `all`, `exp:saga_of_edda,lightning_bolt`, `custom:He,Hm,Ra`.
pub fn parse_tiles(v: &str) -> Option<TileSet> {
    if v == "all" {
        return Some(TileSet::all_expansions());
    }
    if let Some(list) = v.strip_prefix("exp:") {
        let exps = list
            .split(',')
            .filter_map(|e| Expansion::from_json(Value::String(e.into())).ok())
            .collect();
        return Some(TileSet::Expansions(exps));
    }
    if let Some(list) = v.strip_prefix("custom:") {
        return Some(TileSet::Custom(
            list.split(',').filter_map(Kind::from_code).collect(),
        ));
    }
    TileSet::from_json(Value::String(v.into())).ok()
}

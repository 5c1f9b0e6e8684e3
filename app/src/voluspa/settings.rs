//! New-game settings: remembered in local storage, also readable from the URL
//! (`#/voluspa/new?players=2&tiles=master_of_ravens&seed=42&start=1`) so that a position
//! can be shared and end-to-end tests start from a fixed seed.

use gloo::storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};
use skald::voluspa::{Config, Expansion, Kind, TileSet, Voluspa};
use skald::Replay;

use super::state::{Meta, SLOT};
use crate::components::players_form::Seat;

const KEY: &str = "skald.voluspa.settings";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    pub seats: Vec<Seat>,
    pub tiles: TileSet,
    pub no_late_hel: bool,
    /// Empty for a random seed.
    #[serde(default)]
    pub seed: String,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            seats: Seat::defaults(2),
            tiles: TileSet::Base,
            no_late_hel: false,
            seed: String::new(),
        }
    }
}

impl Settings {
    /// The remembered settings (defaults when none or unreadable).
    pub fn load() -> Settings {
        LocalStorage::get::<Settings>(KEY)
            .ok()
            .filter(|s| (2..=5).contains(&s.seats.len()))
            .unwrap_or_default()
    }

    pub fn remember(&self) {
        let _ = LocalStorage::set(KEY, self);
    }

    pub fn config(&self) -> Config {
        Config {
            players: self.seats.len(),
            tiles: self.tiles.clone(),
            no_late_hel: self.no_late_hel,
        }
    }

    /// The seed typed in, or a fresh random one.
    pub fn seed_value(&self) -> u64 {
        let t = self.seed.trim();
        if t.is_empty() {
            random_seed()
        } else {
            t.parse::<u64>().unwrap_or_else(|_| {
                // Any text is a seed: hash it (FNV-1a).
                t.bytes().fold(0xcbf29ce484222325u64, |h, b| {
                    (h ^ b as u64).wrapping_mul(0x100000001b3)
                })
            })
        }
    }

    /// Applies `key=value` pairs from a query string.
    pub fn apply_query(&mut self, query: &str) {
        for pair in query.split('&') {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            let v = js_sys::decode_uri_component(v)
                .ok()
                .and_then(|s| s.as_string())
                .unwrap_or_else(|| v.to_string());
            match k {
                "players" => {
                    if let Ok(n) = v.parse::<usize>() {
                        if (2..=5).contains(&n) {
                            let mut seats = self.seats.clone();
                            let defaults = Seat::defaults(n);
                            seats.resize_with(n, || defaults[0].clone());
                            for (i, s) in seats.iter_mut().enumerate() {
                                if i >= self.seats.len() {
                                    *s = defaults[i].clone();
                                }
                            }
                            self.seats = seats;
                        }
                    }
                }
                "names" => {
                    for (i, name) in v.split(',').enumerate() {
                        if let Some(s) = self.seats.get_mut(i) {
                            s.name = name.to_string();
                        }
                    }
                }
                "tiles" => {
                    if let Some(t) = parse_tiles(&v) {
                        self.tiles = t;
                    }
                }
                "seed" => self.seed = v,
                "nolatehel" | "no_late_hel" => self.no_late_hel = v != "0" && v != "false",
                _ => {}
            }
        }
    }

    /// Starts a new game with these settings and stores it in the save slot.
    pub fn start(&self) -> Result<(), String> {
        let config = self.config();
        let replay = Replay::<Voluspa>::new(config, self.seed_value());
        replay.state().map_err(|e| e.to_string())?;
        let meta = Meta {
            seats: self
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| Seat {
                    name: s.display_name(i),
                    color: s.color,
                })
                .collect(),
        };
        SLOT.store(&replay, &meta)
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
            .filter_map(|e| serde_json::from_str::<Expansion>(&format!("\"{e}\"")).ok())
            .collect();
        return Some(TileSet::Expansions(exps));
    }
    if let Some(list) = v.strip_prefix("custom:") {
        return Some(TileSet::Custom(
            list.split(',').filter_map(Kind::from_code).collect(),
        ));
    }
    serde_json::from_str::<TileSet>(&format!("\"{v}\"")).ok()
}

pub fn random_seed() -> u64 {
    let hi = (js_sys::Math::random() * 4294967296.0) as u64;
    let lo = (js_sys::Math::random() * 4294967296.0) as u64;
    (hi << 32 | lo) % 1_000_000_000
}

/// A short description of a tile set.
pub fn tiles_label(t: &TileSet) -> String {
    match t {
        TileSet::Base => "Base game".into(),
        TileSet::OrderOfTheGods => "Order of the Gods (recommended)".into(),
        TileSet::KingOfTheGiants => "King of the Giants (recommended)".into(),
        TileSet::RiseOfTheSerpents => "Rise of the Serpents (recommended)".into(),
        TileSet::MasterOfRavens => "Master of Ravens (recommended)".into(),
        TileSet::Expansions(e) => format!(
            "Base + {}",
            e.iter()
                .map(|x| expansion_name(*x))
                .collect::<Vec<_>>()
                .join(" + ")
        ),
        TileSet::Custom(k) => format!(
            "Base + {}",
            k.iter().map(|x| x.name()).collect::<Vec<_>>().join(", ")
        ),
    }
}

pub fn expansion_name(e: Expansion) -> &'static str {
    match e {
        Expansion::Base => "Base",
        Expansion::SagaOfEdda => "Saga of Edda",
        Expansion::OrderOfTheGods => "Order of the Gods",
        Expansion::LightningBolt => "Lightning Bolt",
    }
}

//! New-game settings: remembered in local storage, also readable from the URL
//! (`#/odin/new?players=3&target=one-hand&seed=7&start=1`) so that a deal can be shared and
//! end-to-end tests start from a fixed seed. The hand sort order is remembered here too.

use gloo::storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};
use skald::odin::{Odin, OdinConfig, Target};
use skald::Replay;

use super::state::{Meta, SLOT};
use crate::components::players_form::Seat;

const KEY: &str = "skald.odin.settings";
const SORT_KEY: &str = "skald.odin.sort";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    pub seats: Vec<Seat>,
    pub target: Target,
    /// Two players only: 36 cards (red, orange, yellow, green).
    #[serde(default)]
    pub four_colours: bool,
    /// Empty for a random seed.
    #[serde(default)]
    pub seed: String,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            seats: Seat::defaults(3),
            target: Target::default(),
            four_colours: false,
            seed: String::new(),
        }
    }
}

/// The targets offered, with labels.
pub const TARGETS: [(Target, &str); 4] = [
    (Target::Points(10), "10 points"),
    (Target::Points(15), "15 points"),
    (Target::Points(20), "20 points"),
    (Target::OneHand, "One hand"),
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

impl Settings {
    /// The remembered settings (defaults when none or unreadable).
    pub fn load() -> Settings {
        LocalStorage::get::<Settings>(KEY)
            .ok()
            .filter(|s| (2..=6).contains(&s.seats.len()))
            .unwrap_or_default()
    }

    pub fn remember(&self) {
        let _ = LocalStorage::set(KEY, self);
    }

    pub fn config(&self) -> OdinConfig {
        OdinConfig {
            players: self.seats.len(),
            target: self.target,
            four_colours: self.four_colours && self.seats.len() == 2,
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

    /// Applies `key=value` pairs from a query string: `players`, `names` (comma-separated),
    /// `target` (10, 15, 20, one-hand), `four` (1/0), `seed`.
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
                        if (2..=6).contains(&n) {
                            let defaults = Seat::defaults(n);
                            let mut seats = self.seats.clone();
                            seats.truncate(n);
                            while seats.len() < n {
                                seats.push(defaults[seats.len()].clone());
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
                "target" => {
                    if let Some(t) = parse_target(&v) {
                        self.target = t;
                    }
                }
                "four" => self.four_colours = v != "0" && v != "false",
                "seed" => self.seed = v,
                _ => {}
            }
        }
    }

    /// Starts a new game with these settings and stores it in the save slot.
    pub fn start(&self) -> Result<(), String> {
        let replay = Replay::<Odin>::new(self.config(), self.seed_value());
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

pub fn random_seed() -> u64 {
    let hi = (js_sys::Math::random() * 4294967296.0) as u64;
    let lo = (js_sys::Math::random() * 4294967296.0) as u64;
    (hi << 32 | lo) % 1_000_000_000
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

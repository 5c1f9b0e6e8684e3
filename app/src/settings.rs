//! What the games' new-game settings share: the seats and the seed, remembered in local
//! storage under the game's key, and read from the URL (`players`, `names`, `seed`,
//! `computers`, `pace`, `hints`, plus the game's own keys) so that a deal can be shared and end-to-end tests start from a
//! fixed seed.

use std::ops::RangeInclusive;

use gloo::storage::{LocalStorage, Storage};
use serde::Serialize;

use skald::{Game, Replay};

use crate::save::Loaded;
use crate::seats::{Meta, Seat};

/// The four accessors of [`NewGameSettings`] for a settings struct whose fields are
/// `seats: Vec<Seat>` and `seed: String` (every game's are).
#[cfg(any(feature = "voluspa", feature = "odin", feature = "valda"))]
macro_rules! seats_and_seed {
    () => {
        fn seats(&self) -> &[$crate::seats::Seat] {
            &self.seats
        }

        fn seats_mut(&mut self) -> &mut Vec<$crate::seats::Seat> {
            &mut self.seats
        }

        fn seed_text(&self) -> &str {
            &self.seed
        }

        fn seed_text_mut(&mut self) -> &mut String {
            &mut self.seed
        }

        fn hints(&self) -> bool {
            self.hints
        }

        fn hints_mut(&mut self) -> &mut bool {
            &mut self.hints
        }
    };
}
#[cfg(any(feature = "voluspa", feature = "odin", feature = "valda"))]
pub(crate) use seats_and_seed;

/// A game's new-game settings.
pub trait NewGameSettings: Serialize + crate::json::FromJson + Default {
    /// Where they are remembered (local storage).
    const KEY: &'static str;
    /// How many players the game takes.
    const PLAYERS: RangeInclusive<usize>;

    fn seats(&self) -> &[Seat];
    fn seats_mut(&mut self) -> &mut Vec<Seat>;
    /// The seed typed in; empty for a random seed.
    fn seed_text(&self) -> &str;
    fn seed_text_mut(&mut self) -> &mut String;
    /// Whether the game's build offers hints at all (the form's checkbox; see
    /// `TableGame::HINTS`).
    const HINTS: bool = true;
    /// Whether the game offers hints ("What would the computer do?", issue #29).
    fn hints(&self) -> bool;
    fn hints_mut(&mut self) -> &mut bool;
    /// Applies one of the game's own `key=value` pairs of a query string (the shared ones,
    /// `players`, `names` and `seed`, are read by [`NewGameSettings::apply_query`]).
    fn apply_own(&mut self, key: &str, value: String);
    /// The game these settings set up.
    type Game: Game;
    /// The engine's configuration for these settings.
    fn config(&self) -> <Self::Game as Game>::Config;

    /// Deals a new game with these settings (not stored yet); the error is a sentence for
    /// the players.
    fn deal(&self) -> Result<Loaded<Self::Game, Meta>, String> {
        let replay = Replay::<Self::Game>::new(self.config(), self.seed_value());
        let meta = Meta {
            seats: self.named_seats(),
            hints: (Self::HINTS && self.hints()).then(Vec::new),
        };
        Loaded::fresh(replay, meta).map_err(|e| crate::text::capitalise(&e))
    }

    /// The remembered settings (defaults when none or unreadable).
    fn load() -> Self {
        LocalStorage::raw()
            .get_item(Self::KEY)
            .ok()
            .flatten()
            .and_then(|text| crate::json::read::<Self>(&text).ok())
            .filter(|s| Self::PLAYERS.contains(&s.seats().len()))
            .unwrap_or_default()
    }

    /// Remembers the settings (in local storage, as JSON).
    fn remember(&self) {
        if let Ok(text) = crate::json::to_string(self) {
            let _ = LocalStorage::raw().set_item(Self::KEY, &text);
        }
    }

    /// The seed typed in, or a fresh random one.
    fn seed_value(&self) -> u64 {
        let t = self.seed_text().trim();
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
    /// `seed`, and the game's own keys.
    fn apply_query(&mut self, query: &str) {
        for pair in query.split('&') {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            let v = js_sys::decode_uri_component(v)
                .ok()
                .and_then(|s| s.as_string())
                .unwrap_or_else(|| v.to_string());
            match k {
                "players" => {
                    if let Ok(n) = v.parse::<usize>() {
                        if Self::PLAYERS.contains(&n) {
                            let defaults = Seat::defaults(n);
                            let mut seats = self.seats().to_vec();
                            seats.truncate(n);
                            while seats.len() < n {
                                seats.push(defaults[seats.len()].clone());
                            }
                            *self.seats_mut() = seats;
                        }
                    }
                }
                "names" => {
                    for (i, name) in v.split(',').enumerate() {
                        if let Some(s) = self.seats_mut().get_mut(i) {
                            s.name = name.to_string();
                        }
                    }
                }
                "seed" => *self.seed_text_mut() = v,
                "hints" => *self.hints_mut() = url_flag(&v),
                // `computers=,normal,easy`: who plays each seat (empty or `person`: a person).
                "computers" => {
                    for (i, who) in v.split(',').enumerate() {
                        if let Some(s) = self.seats_mut().get_mut(i) {
                            s.computer = crate::computer::Level::from_name(who.trim());
                        }
                    }
                }
                "pace" => {
                    if let Some(p) = crate::computer::Pace::from_name(&v) {
                        p.remember();
                    }
                }
                _ => self.apply_own(k, v),
            }
        }
    }

    /// The seats as saved with a new game: every player named (`Player N` for a blank name).
    fn named_seats(&self) -> Vec<Seat> {
        self.seats()
            .iter()
            .enumerate()
            .map(|(i, s)| Seat {
                name: s.display_name(i),
                color: s.color,
                computer: s.computer,
            })
            .collect()
    }
}

/// A yes/no setting in a URL (`four=1`, `nolatehel=0`): anything but `0` or `false` is yes.
pub fn url_flag(value: &str) -> bool {
    value != "0" && value != "false"
}

/// A fresh random seed (below a billion, so that it is easy to type in).
pub fn random_seed() -> u64 {
    let hi = (js_sys::Math::random() * 4294967296.0) as u64;
    let lo = (js_sys::Math::random() * 4294967296.0) as u64;
    (hi << 32 | lo) % 1_000_000_000
}

#[cfg(test)]
mod tests {
    use super::url_flag;

    #[test]
    fn url_flags_are_yes_unless_0_or_false() {
        for yes in ["1", "true", "yes", ""] {
            assert!(url_flag(yes), "{yes:?}");
        }
        for no in ["0", "false"] {
            assert!(!url_flag(no), "{no:?}");
        }
    }
}

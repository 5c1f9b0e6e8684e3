//! The engine's speed in WebAssembly against native code: the same workloads as the
//! criterion benches (`engine/benches/`), compiled with the release profile the app ships
//! with, run natively (`cargo run --release -p skald-bench`) and in Node from a wasm build
//! (`scripts/bench-wasm.sh` runs both and prints the ratios).
//!
//! Each workload is set up once ([`Workload::new`]) and then run `n` times
//! ([`Workload::run`]), returning a checksum so the work cannot be optimised away. The
//! caller measures the time.

/// The allocator of the worker engines, where the computer's search runs (Talc), so the wasm
/// figures are theirs.
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

use skald::game::random_playout;
use skald::odin::{Odin, OdinConfig, Target};
use skald::valda::{Prompt, Valda, ValdaConfig};
use skald::voluspa::{Config, Phase, TileSet, Voluspa};
use skald::{Game, Rng};

/// The workloads, by name: `(name, what one iteration is)`.
pub const WORKLOADS: [(&str, &str); 15] = [
    (
        "voluspa_legal_actions",
        "legal actions of a full hand on a ~60-tile board, all expansions",
    ),
    (
        "voluspa_selfplay_base",
        "a complete 2-player game, base tiles, the engine's random policy",
    ),
    (
        "voluspa_selfplay_all",
        "a complete 2-player game, all expansions, the engine's random policy",
    ),
    ("odin_hand_2p", "a random 2-player Odin hand"),
    ("odin_hand_4p", "a random 4-player Odin hand"),
    ("odin_hand_6p", "a random 6-player Odin hand"),
    (
        "odin_search_normal",
        "one decision of the Normal computer opponent (1,000 ISMCTS iterations), 4-player Odin",
    ),
    (
        "voluspa_search_easy",
        "one decision of the Easy computer opponent (50 ISMCTS iterations), 2-player Völuspá",
    ),
    (
        "voluspa_search_normal",
        "one decision of the Normal computer opponent (500 ISMCTS iterations), 2-player Völuspá, after 20 random actions",
    ),
    (
        "valda_search_easy",
        "one decision of the Easy computer opponent (100 ISMCTS iterations), 2-player Valda, after 30 random actions",
    ),
    (
        "valda_selfplay_4p",
        "a complete random 4-player Valda game through the Game interface",
    ),
    (
        "valda_legal_actions",
        "legal actions of a mid-game Valda decision (4 players, a Market of Hedeby swap)",
    ),
    (
        "valda_selfplay_2p",
        "a complete random 2-player Valda game through the Game interface",
    ),
    (
        "valda_selfplay_5p",
        "a complete random 5-player Valda game through the Game interface",
    ),
    (
        "odin_search_hard_3p",
        "one decision of the Hard computer opponent (20,000 ISMCTS iterations), 3-player Odin, after 3 random actions",
    ),
];

/// Workloads run only when named (`skald-bench --iters 3 odin_search_hard_3p`): not part of
/// `scripts/bench-wasm.sh`'s table (its wasm half lists the others).
pub const NAMED_ONLY: [&str; 3] = [
    "valda_selfplay_2p",
    "valda_selfplay_5p",
    "odin_search_hard_3p",
];

/// One workload, set up and ready to run.
pub enum Workload {
    VoluspaLegal(Box<Voluspa>),
    VoluspaSelfplay(TileSet, u64),
    OdinHand(usize, u64, Rng),
    OdinSearch(Box<Odin>, u64),
    OdinSearchHard(Box<Odin>, u64),
    VoluspaSearch(Box<Voluspa>, u64),
    VoluspaSearchNormal(Box<Voluspa>, u64),
    ValdaSearch(Box<Valda>, u64),
    ValdaSelfplay(usize, u64),
    ValdaLegal(Box<Valda>),
}

/// A 4-player Valda game at a Market of Hedeby swap (one of the decisions with the most
/// legal actions), found by seeded random play.
fn valda_swap() -> Option<Valda> {
    for seed in 0..500 {
        let mut g = Valda::new(&ValdaConfig::new(4), seed).ok()?;
        let mut rng = Rng::new(seed);
        while !g.is_over() {
            if matches!(g.prompt(), Some((_, Prompt::Swap { .. }))) && g.legal_actions().len() >= 20
            {
                return Some(g);
            }
            let acts = g.legal_actions();
            g.apply(&acts[rng.index(acts.len())]).ok()?;
        }
    }
    None
}

/// A game with all expansions, 2 players, at the start of a turn with a full hand of five
/// tiles and about 60 tiles on the board (as in `engine/benches/voluspa.rs`).
fn midgame() -> Option<Voluspa> {
    let config = Config {
        players: 2,
        tiles: TileSet::all_expansions(),
        no_late_hel: false,
    };
    for seed in 0..10_000 {
        let mut g = Voluspa::new(&config, seed).ok()?;
        let mut rng = Rng::new(seed);
        while !g.is_over() {
            let p = g.to_move()?;
            let hand = g.hand(p);
            if g.board().len() >= 60
                && *g.phase() == Phase::Play
                && hand.iter().filter(|k| k.code() != "He").count() == 5
            {
                return Some(g);
            }
            let acts = g.legal_actions();
            g.apply(&acts[rng.index(acts.len())]).ok()?;
        }
    }
    None
}

impl Workload {
    /// Sets up the workload called `name` (one of [`WORKLOADS`]).
    pub fn new(name: &str) -> Option<Workload> {
        Some(match name {
            "voluspa_legal_actions" => Workload::VoluspaLegal(Box::new(midgame()?)),
            "voluspa_selfplay_base" => Workload::VoluspaSelfplay(TileSet::Base, 0),
            "voluspa_selfplay_all" => Workload::VoluspaSelfplay(TileSet::all_expansions(), 0),
            "odin_hand_2p" => Workload::OdinHand(2, 0, Rng::new(1)),
            "odin_hand_4p" => Workload::OdinHand(4, 0, Rng::new(1)),
            "odin_hand_6p" => Workload::OdinHand(6, 0, Rng::new(1)),
            "odin_search_normal" => {
                let config = OdinConfig {
                    players: 4,
                    target: Target::OneHand,
                    four_colours: false,
                };
                let mut g = Odin::new(&config, 3).ok()?;
                random_playout(&mut g, &mut Rng::new(3), 6).ok()?;
                Workload::OdinSearch(Box::new(g), 0)
            }
            "voluspa_search_easy" => {
                let config = Config {
                    players: 2,
                    tiles: TileSet::Base,
                    no_late_hel: false,
                };
                let mut g = Voluspa::new(&config, 3).ok()?;
                random_playout(&mut g, &mut Rng::new(3), 10).ok()?;
                Workload::VoluspaSearch(Box::new(g), 0)
            }
            "voluspa_search_normal" => {
                let config = Config {
                    players: 2,
                    tiles: TileSet::Base,
                    no_late_hel: false,
                };
                let mut g = Voluspa::new(&config, 3).ok()?;
                random_playout(&mut g, &mut Rng::new(3), 20).ok()?;
                Workload::VoluspaSearchNormal(Box::new(g), 0)
            }
            "valda_search_easy" => {
                let mut g = Valda::new(&ValdaConfig::new(2), 3).ok()?;
                random_playout(&mut g, &mut Rng::new(3), 30).ok()?;
                Workload::ValdaSearch(Box::new(g), 0)
            }
            "valda_selfplay_2p" => Workload::ValdaSelfplay(2, 0),
            "valda_selfplay_4p" => Workload::ValdaSelfplay(4, 0),
            "valda_selfplay_5p" => Workload::ValdaSelfplay(5, 0),
            "odin_search_hard_3p" => {
                let mut g = Odin::new(&OdinConfig::new(3), 3).ok()?;
                random_playout(&mut g, &mut Rng::new(3), 3).ok()?;
                Workload::OdinSearchHard(Box::new(g), 0)
            }
            "valda_legal_actions" => Workload::ValdaLegal(Box::new(valda_swap()?)),
            _ => return None,
        })
    }

    /// Runs `n` iterations; returns a checksum of the results.
    pub fn run(&mut self, n: u32) -> u64 {
        let mut sum = 0u64;
        for _ in 0..n {
            sum = sum.wrapping_add(match self {
                Workload::VoluspaLegal(g) => g.legal_actions().len() as u64,
                Workload::VoluspaSelfplay(tiles, seed) => {
                    *seed += 1;
                    let config = Config {
                        players: 2,
                        tiles: tiles.clone(),
                        no_late_hel: false,
                    };
                    match Voluspa::new(&config, *seed) {
                        Ok(mut g) => g.random_playout(&mut Rng::new(*seed), 10_000) as u64,
                        Err(_) => 0,
                    }
                }
                Workload::OdinSearch(g, seed) => {
                    *seed += 1;
                    let bot = skald::ai::Bot::Search(skald::ai::Level::Normal.config());
                    skald::ai::choose_for(g.as_ref(), &bot, *seed).map_or(0, |a| a.is_some() as u64)
                }
                Workload::VoluspaSearch(g, seed) => {
                    *seed += 1;
                    let bot = skald::ai::Bot::Search(skald::ai::Level::Easy.config());
                    skald::ai::choose_for(g.as_ref(), &bot, *seed).map_or(0, |a| a.is_some() as u64)
                }
                Workload::VoluspaSearchNormal(g, seed) => {
                    *seed += 1;
                    let bot = skald::ai::Bot::Search(skald::ai::Level::Normal.config());
                    skald::ai::choose_for(g.as_ref(), &bot, *seed).map_or(0, |a| a.is_some() as u64)
                }
                Workload::ValdaSearch(g, seed) => {
                    *seed += 1;
                    let bot = skald::ai::Bot::Search(skald::ai::Level::Easy.config());
                    skald::ai::choose_for(g.as_ref(), &bot, *seed).map_or(0, |a| a.is_some() as u64)
                }
                Workload::OdinSearchHard(g, seed) => {
                    *seed += 1;
                    let bot = skald::ai::Bot::Search(skald::ai::Level::Hard.config());
                    skald::ai::choose_for(g.as_ref(), &bot, *seed).map_or(0, |a| a.is_some() as u64)
                }
                Workload::ValdaSelfplay(players, seed) => {
                    *seed += 1;
                    match Valda::new(&ValdaConfig::new(*players), *seed) {
                        Ok(mut g) => random_playout(&mut g, &mut Rng::new(*seed), 100_000)
                            .unwrap_or(0) as u64,
                        Err(_) => 0,
                    }
                }
                Workload::ValdaLegal(g) => g.legal_actions().len() as u64,
                Workload::OdinHand(players, seed, rng) => {
                    *seed += 1;
                    let config = OdinConfig {
                        players: *players,
                        target: Target::OneHand,
                        four_colours: false,
                    };
                    match Odin::new(&config, *seed) {
                        Ok(mut g) => g.random_playout(rng, 100_000) as u64,
                        Err(_) => 0,
                    }
                }
            });
        }
        sum
    }
}

#[cfg(target_arch = "wasm32")]
mod wasm {
    use std::cell::RefCell;
    use wasm_bindgen::prelude::*;

    thread_local! {
        static CURRENT: RefCell<Option<super::Workload>> = const { RefCell::new(None) };
    }

    /// Sets up the workload `name`; false if there is none of that name.
    #[wasm_bindgen]
    pub fn setup(name: &str) -> bool {
        let w = super::Workload::new(name);
        let ok = w.is_some();
        CURRENT.with(|c| *c.borrow_mut() = w);
        ok
    }

    /// Runs the workload set up last `n` times; returns a checksum (as a float).
    #[wasm_bindgen]
    pub fn run(n: u32) -> f64 {
        CURRENT.with(|c| c.borrow_mut().as_mut().map_or(0, |w| w.run(n))) as f64
    }
}

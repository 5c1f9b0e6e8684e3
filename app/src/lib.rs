//! # The Skald app
//!
//! A Yew single-page app with no server: every rule runs in the browser through the
//! [`skald`] engine crate, compiled into the same wasm module.
//!
//! Layout (in the spirit of Yew's `function_memory_game` example):
//! - [`app`]: the root component — the page shell and the route switch;
//! - [`route`]: hash routes (`#/`, `#/voluspa`, …), so the app works from any sub-path;
//! - [`games`]: the catalogue of games shown on the home screen;
//! - [`pages`]: one component per screen;
//! - [`components`]: pieces shared by pages;
//! - [`hooks`]: custom hooks;
//! - [`table`]: one game in progress at the table, for every game (the reducer, undo, the
//!   hand-off, saving, the computer's turn); [`seats`]: who sits at it;
//! - [`computer`]: computer opponents (the search worker, [`computer::use_computer`]);
//! - [`i18n`]: the app's words in English and German (Fluent message files in `l10n/`);
//! - `link`: phones holding seats at the table (feature `link`, in no build yet).
//!
//! Each game's module is behind a Cargo feature of the same name, so that a visitor downloads
//! only the game they open ([`bundle`]).
//!
//! A game plugs in as a module (`src/<game>/mod.rs` with a type implementing
//! [`pages::game_routes::GameApp`]) plus one arm in [`pages::game::game_page`]; see
//! `docs/architecture.md`.

/// The memory allocator of every build of the app: Talc, which the Rust wasm target's default
/// (dlmalloc) outweighs by several KB in each build the players download (the app is one
/// thread: no atomics).
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

pub mod app;
pub mod bundle;
#[cfg(feature = "coach")]
pub mod coach;
pub mod components;
pub mod computer;
pub mod drag;
pub mod embed;
pub mod first_game;
pub mod focus;
pub mod games;
pub mod hooks;
pub mod i18n;
pub mod json;
#[cfg(feature = "link")]
pub mod link;
pub mod listed;
pub mod mount;
pub mod moves;
pub mod num;
#[cfg(feature = "odin")]
pub mod odin;
pub mod pages;
pub mod perf;
pub mod replay;
pub mod route;
pub mod save;
pub mod seats;
pub mod seen;
pub mod settings;
pub mod shelf;
pub mod storage;
pub mod table;
pub mod teach;
pub mod text;
#[cfg(feature = "valda")]
pub mod valda;
#[cfg(feature = "voluspa")]
pub mod voluspa;
#[cfg(test)]
mod walk;

pub use app::App;

/// Mounts the app into the page's `<body>`, replacing the loading notice of `index.html`.
pub fn start() {
    mount::start();
}

/// Mounts a game's embeds (`#/embed/<game>`), for the game's embed build (see [`embed`]).
pub fn start_embed() {
    mount::start_embed();
}

/// Starts Valda's embed build, drawn without yew's renderer (see `valda::embed::page`).
#[cfg(feature = "valda")]
pub fn start_valda_embed() {
    valda::embed::page::start();
}

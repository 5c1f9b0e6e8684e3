//! Völuspá in the app: start page, new-game screen, play screen, rules help.
//!
//! Layout in the spirit of Yew's `function_memory_game`: [`state`] (a `Reducible`),
//! [`components`] (board, tile, hand, overlay, scoreboard, log), [`pages`], and the DOM-free
//! [`geometry`] of the board's pan/zoom. The app holds no rule logic: legality, previews
//! and scores all come from the engine (`skald::voluspa`).

#[cfg(feature = "coach")]
pub mod coach;
pub mod components;
mod config_json;
pub mod embed;
pub mod geometry;
pub mod pages;
pub mod replay;
pub mod settings;
pub mod state;
pub mod words;

use crate::games::GameId;
use crate::pages::game_routes::GameApp;
pub use crate::pages::game_routes::Sub;
use pages::play::PlayScreen;
pub use state::VoluspaApp;
use yew::prelude::*;

impl GameApp for VoluspaApp {
    const ID: GameId = GameId::Voluspa;
    const ROOT: &'static str = "#/voluspa";
    const START_CLASS: &'static str = "vol-start";
    const EMBLEM: bool = true;
    type NewGame = pages::new_game::NewGame;
    type Screen = PlayScreen;
    fn rules() -> Html {
        pages::rules::rules()
    }
}

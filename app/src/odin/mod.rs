//! Odin in the app: start page, new-game screen, play screen (hand-off, hand end, game end),
//! rules help. See `docs/odin-app.md`.
//!
//! Layout in the spirit of Yew's `function_memory_game`: [`state`] (a `Reducible`),
//! [`components`] (card, hand fan, middle, scoreboard, log), [`pages`], [`settings`] (the
//! remembered new-game choices and URL parameters); drags go through the shared
//! [`crate::drag`], the start page and play route through [`crate::pages::game_routes`]. The app
//! holds no rule logic: legality, values and what may be played come from `skald::odin`.

#[cfg(feature = "coach")]
pub mod coach;
pub mod components;
pub mod embed;
pub mod pages;
pub mod replay;
pub mod settings;
pub mod state;
pub mod words;

use crate::games::GameId;
use crate::pages::game_routes::GameApp;
pub use crate::pages::game_routes::Sub;
use pages::play::PlayScreen;
pub use state::OdinApp;
use yew::prelude::*;

impl GameApp for OdinApp {
    const ID: GameId = GameId::Odin;
    const ROOT: &'static str = "#/odin";
    const START_CLASS: &'static str = "ostart";
    type NewGame = pages::new_game::NewGame;
    type Screen = PlayScreen;
    fn rules() -> Html {
        pages::rules::rules()
    }
}

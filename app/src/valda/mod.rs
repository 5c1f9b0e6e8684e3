//! Valda in the app: start page, new-game screen, play screen (the table, the turn's
//! stepper, prompts from the engine's legal actions, hand-offs for every other player's
//! decision), end screen, rules help with the card gallery. See `docs/valda-app.md`.
//!
//! Layout as for the other games: [`state`] (a `Reducible`), [`components`] (the map, the
//! track, villages, cards, dice, the attack, the prompt's controls, the log), [`pages`],
//! [`settings`]. The app holds no rule logic: what is legal comes from
//! `skald::valda`'s `legal_actions`, what each card does from the card data, and every
//! sentence of the log from the engine's events.

pub mod card_lists;
pub mod card_words;
#[cfg(feature = "coach")]
pub mod coach;
pub mod components;
mod config_json;
pub mod embed;
pub mod pages;
pub mod replay;
pub mod settings;
pub mod state;
#[cfg(feature = "seat")]
mod view_json;
pub mod words;

use crate::games::GameId;
use crate::pages::game_routes::GameApp;
pub use crate::pages::game_routes::Sub;
use pages::play::PlayScreen;
pub use state::ValdaApp;
use yew::prelude::*;

impl GameApp for ValdaApp {
    const ID: GameId = GameId::Valda;
    const ROOT: &'static str = "#/valda";
    const START_CLASS: &'static str = "vstart";
    type NewGame = pages::new_game::NewGame;
    type Screen = PlayScreen;
    fn rules() -> Html {
        #[cfg(feature = "read")]
        return html! { <pages::rules::Rules /> };
        #[cfg(not(feature = "read"))]
        Html::default()
    }
    #[cfg(feature = "read")]
    fn position_page(query: &str) -> Html {
        pages::position::position_page(query)
    }
    fn ready(text: &str, then: Box<dyn FnOnce()>) {
        card_lists::ready(text, then);
    }
}

//! Valda in the app: start page, new-game screen, play screen (the table, the turn's
//! stepper, prompts from the engine's legal actions, hand-offs for every other player's
//! decision), end screen, rules help with the card gallery. See `docs/valda-app.md`.
//!
//! Layout as for the other games: [`state`] (a `Reducible`), [`components`] (the map, the
//! track, villages, cards, dice, the attack, the prompt's controls, the log), [`pages`],
//! [`settings`]. The app holds no rule logic: what is legal comes from
//! `skald::valda`'s `legal_actions`, what each card does from the card data, and every
//! sentence of the log from the engine's events.

pub mod card_words;
pub mod components;
pub mod pages;
pub mod settings;
pub mod state;
pub mod words;

use yew::prelude::*;

pub use crate::pages::game_routes::Sub;
use crate::pages::game_routes::{route, GameApp, GameRouteProps, StartMenu};
use pages::play::PlayScreen;
pub use state::ValdaApp;

impl GameApp for ValdaApp {
    type Screen = PlayScreen;
    const ROOT: &'static str = "#/valda";
    const START_CLASS: &'static str = "vstart";

    fn start() -> Html {
        html! { <Start /> }
    }

    fn new_game(query: AttrValue) -> Html {
        html! { <pages::new_game::NewGame {query} /> }
    }

    fn rules() -> Html {
        html! { <pages::rules::Rules /> }
    }
}

/// Valda's page: dispatches on the route's rest (`""`, `new?…`, `play`, `rules`).
#[component]
pub fn Page(props: &GameRouteProps) -> Html {
    route::<ValdaApp>(&props.rest)
}

/// `#/valda`: the title, then continue, new game, import, rules.
#[component]
fn Start() -> Html {
    html! {
        <section class="vstart" data-game="valda">
            <h1 id="game-title">{ "Valda" }</h1>
            <p class="tagline">{ crate::i18n::shell::tagline_valda() }</p>
            <StartMenu<ValdaApp> />
        </section>
    }
}

//! Odin in the app: start page, new-game screen, play screen (hand-off, hand end, game end),
//! rules help. See `docs/odin-app.md`.
//!
//! Layout in the spirit of Yew's `function_memory_game`: [`state`] (a `Reducible`),
//! [`components`] (card, hand fan, middle, scoreboard, log), [`pages`], [`settings`] (the
//! remembered new-game choices and URL parameters); drags go through the shared
//! [`crate::drag`], the start page and play route through [`crate::pages::game_routes`]. The app
//! holds no rule logic: legality, values and what may be played come from `skald::odin`.

pub mod components;
pub mod embed;
pub mod pages;
pub mod settings;
pub mod state;
pub mod words;

use yew::prelude::*;

pub use crate::pages::game_routes::Sub;
use crate::pages::game_routes::{route, GameApp, GameRouteProps, StartMenu};
use pages::play::PlayScreen;
pub use state::OdinApp;

impl GameApp for OdinApp {
    type Screen = PlayScreen;
    const ROOT: &'static str = "#/odin";
    const START_CLASS: &'static str = "ostart";

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

/// Odin's page: dispatches on the route's rest (`""`, `new?…`, `play`, `rules`).
#[component]
pub fn Page(props: &GameRouteProps) -> Html {
    route::<OdinApp>(&props.rest)
}

/// `#/odin`: the title, then continue, new game, import, rules.
#[component]
fn Start() -> Html {
    html! {
        <section class="ostart" data-game="odin">
            <h1 id="game-title">{ "Odin" }</h1>
            <p class="tagline">{ crate::i18n::shell::tagline_odin() }</p>
            <StartMenu<OdinApp> />
        </section>
    }
}

//! Völuspá in the app: start page, new-game screen, play screen, rules help.
//!
//! Layout in the spirit of Yew's `function_memory_game`: [`state`] (a `Reducible`),
//! [`components`] (board, tile, hand, overlay, scoreboard, log), [`pages`], and the DOM-free
//! [`geometry`] of the board's pan/zoom. The app holds no rule logic: legality, previews
//! and scores all come from the engine (`skald::voluspa`).

pub mod components;
pub mod embed;
pub mod geometry;
pub mod pages;
pub mod settings;
pub mod state;
pub mod words;

use yew::prelude::*;

pub use crate::pages::game_routes::Sub;
use crate::pages::game_routes::{route, GameApp, GameRouteProps, StartMenu};
use pages::play::PlayScreen;
pub use state::VoluspaApp;

impl GameApp for VoluspaApp {
    type Screen = PlayScreen;
    const ROOT: &'static str = "#/voluspa";
    const START_CLASS: &'static str = "vol-start";

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

/// Völuspá's page: dispatches on the route's rest (`""`, `new?…`, `play`, `rules`).
#[component]
pub fn Page(props: &GameRouteProps) -> Html {
    route::<VoluspaApp>(&props.rest)
}

/// `#/voluspa`: the title, then continue, new game, import, rules.
#[component]
fn Start() -> Html {
    html! {
        <section class="vol-start" aria-labelledby="game-title">
            <crate::components::Emblem game={crate::games::GameId::Voluspa} />
            <h1 id="game-title">{ "Völuspá" }</h1>
            <p class="tagline">{ crate::i18n::shell::tagline_voluspa() }</p>
            <StartMenu<VoluspaApp> back_to_all={true} />
        </section>
    }
}

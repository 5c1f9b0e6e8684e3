//! Embeds: a game's position alone in a frame of another page (`#/embed/<game>?…`), for
//! rules authors, reviewers and teachers (docs/embedding.md). `embed.js` turns a
//! `<skald-embed>` element into an iframe of such a route.
//!
//! This module holds what every game's embed shares — reading the parameters
//! ([`query`]), the frame that sizes itself and takes the page's colour scheme
//! ([`frame`]), stepping through a worked example ([`stepper`]) and the snippet that
//! "Embed this position" copies ([`snippet`]); each game draws its own position
//! (`crate::voluspa::embed`, `crate::odin::embed`). An embed never reads or writes the
//! reader's saved games or settings.

pub mod frame;
pub mod query;
pub mod snippet;
pub mod stepper;

use yew::prelude::*;

use crate::games::GameId;
use crate::hooks::use_route;
use crate::route::Route;

/// The root of a game's embed build (`skald_app::start_embed`): an embed route is drawn
/// alone; any other address is handed to the build that holds it.
#[component]
pub fn EmbedApp() -> Html {
    let route = use_route();
    use_effect_with((), |_| crate::perf::mark("skald:interactive"));
    match route {
        Route::Embed { game, query } => {
            html! { <EmbedPage {game} query={AttrValue::from(query)} /> }
        }
        Route::Game { game, .. } => html! { <crate::bundle::OtherBundle {game} /> },
        _ => html! { <ToHome /> },
    }
}

/// Hands an address of the shell (home, not found) to the shell's build, once.
#[component]
fn ToHome() -> Html {
    use_effect_with((), |_| {
        crate::bundle::load("home");
    });
    html! {}
}

#[derive(Properties, PartialEq, Clone)]
pub struct EmbedPageProps {
    pub game: GameId,
    /// The route's query, still percent-encoded.
    pub query: AttrValue,
}

/// The embed route's page: the game's embed, or a message for a game that has none.
#[component]
pub fn EmbedPage(props: &EmbedPageProps) -> Html {
    match props.game {
        game if !has_embed(game) => html! { <NoEmbed {game} /> },
        game if !crate::bundle::holds(game) => {
            html! { <crate::bundle::OtherBundle {game} embed=true /> }
        }
        #[cfg(feature = "voluspa")]
        GameId::Voluspa => html! { <crate::voluspa::embed::Embed query={props.query.clone()} /> },
        #[cfg(feature = "odin")]
        GameId::Odin => html! { <crate::odin::embed::Embed query={props.query.clone()} /> },
        game => html! { <NoEmbed {game} /> },
    }
}

/// Whether `game` has an embed build (Valda's comes with its screens in the app).
pub fn has_embed(game: GameId) -> bool {
    matches!(game, GameId::Voluspa | GameId::Odin)
}

#[derive(Properties, PartialEq, Clone)]
pub struct NoEmbedProps {
    pub game: GameId,
}

/// Says that a game's positions cannot be embedded yet.
#[component]
pub fn NoEmbed(props: &NoEmbedProps) -> Html {
    html! {
        <div class="embed embed-error" role="alert">
            <p class="embed-error-title">{ crate::i18n::shell::embed_not_yet(props.game.info().name) }</p>
        </div>
    }
}

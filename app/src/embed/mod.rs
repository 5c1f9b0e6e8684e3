//! Embeds: a game's position alone in a frame of another page (`#/embed/<game>?…`), for
//! rules authors, reviewers and teachers (docs/embedding.md). `embed.js` turns a
//! `<skald-embed>` element into an iframe of such a route.
//!
//! This module holds what every game's embed shares — reading the parameters
//! ([`query`]), the frame that sizes itself and takes the page's colour scheme
//! ([`frame`]), stepping through a worked example ([`stepper`]) and the snippet that
//! "Embed this position" copies ([`snippet`]); each game draws its own position
//! (`crate::voluspa::embed`, `crate::odin::embed`, `crate::valda::embed`), and a whole game
//! of any of them from its replay link
//! ([`replay`], drawn by the build with the game's reading routes: [`in_game_build`]). An embed never reads or writes the
//! reader's saved games or settings.

pub mod frame;
pub mod query;
pub mod replay;
pub mod snippet;
pub mod static_dom;
pub mod stepper;
#[cfg(feature = "coach")]
pub mod taught;

use yew::prelude::*;

use crate::games::GameId;
use crate::hooks::use_route;
#[cfg(any(feature = "voluspa", feature = "odin", feature = "valda"))]
use crate::replay::page::ReplayRoute;
use crate::route::Route;

/// The root of a game's embed build (`skald_app::start_embed`): an embed route is drawn
/// alone; any other address is handed to the build that holds it.
#[component]
pub fn EmbedApp() -> Html {
    let route = use_route();
    use_effect_with((), |_| crate::perf::mark("skald:interactive"));
    match route {
        Route::Embed { game, query } => embed_page(game, &query),
        Route::Game { game, .. } => html! { <crate::bundle::OtherBundle {game} /> },
        _ => html! { <ToHome /> },
    }
}

/// Hands an address of the shell (home, not found) to the shell's build, once.
#[component]
fn ToHome() -> Html {
    use_effect_with((), |_| {
        crate::bundle::load_here();
    });
    html! {}
}

/// The embed route's page in a game's embed build: the game's embed, or a message for a
/// game that has none; a whole game (`replay`) is drawn by the game's full build ([`in_game_build`]), which this hands the address to. `query`: the route's,
/// still percent-encoded.
pub fn embed_page(game: GameId, query: &str) -> Html {
    match game {
        game if !has_embed(game) => no_embed(game),
        game if in_game_build(game, query)
            || query::taught_elsewhere(query)
            || !crate::bundle::holds(game) =>
        {
            html! { <crate::bundle::OtherBundle {game} /> }
        }
        #[cfg(feature = "voluspa")]
        GameId::Voluspa => {
            html! { <crate::voluspa::embed::Embed query={AttrValue::from(query.to_string())} /> }
        }
        #[cfg(feature = "odin")]
        GameId::Odin => {
            html! { <crate::odin::embed::Embed query={AttrValue::from(query.to_string())} /> }
        }
        // Valda's embed build draws without yew (`crate::valda::embed::page`): a build
        // drawn by yew hands its address to that build.
        GameId::Valda => html! { <crate::bundle::OtherBundle {game} /> },
        #[allow(unreachable_patterns)]
        game => no_embed(game),
    }
}

/// Whether `game` has embeds: every game (positions in an embed build of its own, whole
/// games in the game's build: see [`in_game_build`]).
pub fn has_embed(game: GameId) -> bool {
    matches!(game, GameId::Voluspa | GameId::Odin | GameId::Valda)
}

/// Whether the embed of `game` with `query` is drawn by the build with the game's reading
/// routes (`read`: Völuspá's and Odin's game builds, Valda's `valda-read`) rather than an
/// embed build: a whole game from its replay link (those builds hold the replay viewer,
/// whose route draws it in the frame; in the embed builds it cost Völuspá's 46 KB and
/// Odin's 40). The page's loader sends such an address to that build directly (the route
/// `embed/<game>?replay` of scripts/builds.mjs), so a replay embed never downloads the
/// embed build first.
pub fn in_game_build(_game: GameId, query: &str) -> bool {
    replay::asks_replay(query)
}

/// An embed drawn by the game's full build ([`in_game_build`]): a whole game from its
/// replay link, drawn by the game's replay route in the frame. `query`: the route's, still
/// percent-encoded.
pub fn in_game_embed(game: GameId, query: &str) -> Html {
    let query = AttrValue::from(query.to_string());
    match game {
        game if !replay::asks_replay(&query) => no_embed(game),
        #[cfg(feature = "voluspa")]
        GameId::Voluspa => html! { <ReplayRoute<crate::voluspa::VoluspaApp> {query} embed=true /> },
        #[cfg(feature = "odin")]
        GameId::Odin => html! { <ReplayRoute<crate::odin::OdinApp> {query} embed=true /> },
        #[cfg(feature = "valda")]
        GameId::Valda => html! { <ReplayRoute<crate::valda::ValdaApp> {query} embed=true /> },
        // A build without the game (all three games are built together only in tests).
        #[allow(unreachable_patterns)]
        game => no_embed(game),
    }
}

/// Says that a game's positions cannot be embedded yet.
pub fn no_embed(game: GameId) -> Html {
    let name = game.info().name;
    html! {
        <div class="embed embed-error" role="alert">
            <p class="embed-error-title">{ crate::i18n::shell::embed_not_yet(name) }</p>
        </div>
    }
}

//! The page of one game, and the place where built games plug in.

use yew::prelude::*;

use super::game_routes::GameRouteProps;
use super::not_built::not_built;
use crate::bundle::OtherBundle;
#[cfg(any(feature = "voluspa", feature = "odin", feature = "valda"))]
use crate::games::GameId;

/// Shows a game's own page once it is built, and says honestly that it is not otherwise.
///
/// A game whose code is in another build of the app (see [`crate::bundle`]) is loaded.
///
/// To plug a game in: add `pub mod <game>;` to `lib.rs` behind a feature of its name, with
/// a type implementing [`super::game_routes::GameApp`] (and so `crate::table::TableGame`); add
/// its arm below and to [`crate::bundle::holds`], its builds to `scripts/builds.mjs`, and mark
/// it playable in `games.rs` (docs/architecture.md, "How a game plugs into the table").
#[component]
pub fn GamePage(props: &GameRouteProps) -> Html {
    match props.game {
        game if !crate::bundle::holds(game) => html! { <OtherBundle {game} /> },
        #[cfg(feature = "voluspa")]
        GameId::Voluspa => super::game_routes::route::<crate::voluspa::VoluspaApp>(&props.rest),
        #[cfg(feature = "odin")]
        GameId::Odin => super::game_routes::route::<crate::odin::OdinApp>(&props.rest),
        #[cfg(feature = "valda")]
        GameId::Valda => super::game_routes::route::<crate::valda::ValdaApp>(&props.rest),
        #[allow(unreachable_patterns)]
        game => not_built(game),
    }
}

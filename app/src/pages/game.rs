//! The page of one game, and the place where built games plug in.

use yew::prelude::*;

use super::not_built::not_built;
use crate::bundle::OtherBundle;
use crate::games::GameId;

/// Shows a game's own page once it is built, and says honestly that it is not otherwise.
///
/// A game whose code is in another build of the app (see [`crate::bundle`]) is loaded.
///
/// To plug a game in: add `pub mod <game>;` to `lib.rs` behind a feature of its name, with
/// a type implementing [`super::game_routes::GameApp`] (and so `crate::table::TableGame`); add
/// its arm below and to [`crate::bundle::holds`], its builds to `scripts/builds.mjs`, and mark
/// it playable in `games.rs` (docs/architecture.md, "How a game plugs into the table").
/// `rest`: the route's path after the game's slug (`""`, `"play"`, `"rules"`, …), each
/// game reading its own sub-pages from it.
#[cfg_attr(
    not(any(feature = "voluspa", feature = "odin", feature = "valda")),
    allow(unused_variables)
)]
pub fn game_page(game: GameId, rest: &str) -> Html {
    match game {
        game if !crate::bundle::holds(game) => html! { <OtherBundle {game} /> },
        #[cfg(feature = "voluspa")]
        GameId::Voluspa => super::game_routes::route::<crate::voluspa::VoluspaApp>(rest),
        #[cfg(feature = "odin")]
        GameId::Odin => super::game_routes::route::<crate::odin::OdinApp>(rest),
        #[cfg(feature = "valda")]
        GameId::Valda => super::game_routes::route::<crate::valda::ValdaApp>(rest),
        #[allow(unreachable_patterns)]
        game => not_built(game),
    }
}

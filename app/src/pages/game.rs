//! The page of one game, and the place where built games plug in.

use yew::prelude::*;

use super::game_routes::GameRouteProps;
use super::not_built::NotBuilt;
use crate::bundle::OtherBundle;
use crate::games::GameId;

/// Shows a game's own page once it is built, and says honestly that it is not otherwise.
///
/// A game whose code is in another build of the app (see [`crate::bundle`]) is loaded.
///
/// To plug a game in: add `pub mod <game>;` to `lib.rs` behind a feature of its name, with a
/// `Page` component taking [`GameRouteProps`]; add its arm below and to
/// [`crate::bundle::holds`], a `[[bin]]` and a build in `index.html`, and mark it playable in
/// `games.rs`.
#[component]
pub fn GamePage(props: &GameRouteProps) -> Html {
    match props.game {
        game if !crate::bundle::holds(game) => html! { <OtherBundle {game} /> },
        #[cfg(feature = "voluspa")]
        GameId::Voluspa => html! { <crate::voluspa::Page ..props.clone() /> },
        #[cfg(feature = "odin")]
        GameId::Odin => html! { <crate::odin::Page ..props.clone() /> },
        #[cfg(feature = "valda")]
        GameId::Valda => html! { <crate::valda::Page ..props.clone() /> },
        #[allow(unreachable_patterns)]
        game => html! { <NotBuilt {game} /> },
    }
}

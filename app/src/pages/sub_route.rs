//! A game's page for the address under it (`#/<game>/…`): which of its route groups the page
//! belongs to (`play` or `read`, the Cargo features by which builds hold them: a page this
//! build does not hold is handed to the build that does), and what draws it.

use yew::prelude::*;

#[cfg(feature = "play")]
use super::game_routes::{start_page, PlayRoute};
use super::game_routes::{GameApp, NewGameProps, Sub};
use crate::i18n::shell;

/// A game's reading routes (`#/<game>/rules…`, `#/<game>/replay…`, and the new-game form
/// `#/<game>/new…`, but not a `new?…&start=1` link, [`START`]): the pages a player opens away
/// from the table, held by builds with the `read` feature ([`crate::bundle::READ`]); every
/// other page of a game is a `play` page. A game's build may hold both, or one: Valda's
/// reading routes are a build of their own (`scripts/builds.mjs`, whose routes
/// `scripts/check-builds.mjs` checks against this list).
pub const READ_SUBS: [&str; 3] = ["rules", "replay", "new"];

/// The parameter with which `new?…` starts the game at once (shared links, the load
/// benchmark): a play page, which the play build opens by itself ([`StartLink`]).
pub const START: &str = "start=1";

/// A game's page: dispatches on the route's rest (`""`, `new?…`, `play`, `replay?…`,
/// `rules`); a page this build does not hold is handed to the build that does.
#[cfg_attr(not(any(feature = "play", feature = "read")), allow(unused_variables))]
pub fn route<A: GameApp>(rest: &str) -> Html {
    let (path, query) = rest.split_once('?').unwrap_or((rest, ""));
    let head = path.split('/').next().unwrap_or_default();
    let starts = head == "new" && query.split('&').any(|p| p == START);
    let held = match READ_SUBS.contains(&head) && !starts {
        true => crate::bundle::READ,
        false => crate::bundle::PLAY,
    };
    if !held {
        return html! { <crate::bundle::OtherBundle game={A::ID} /> };
    }
    match head {
        // The form, which also starts a `start=1` link's game where it is built in.
        #[cfg(feature = "read")]
        "new" => html! { <A::NewGame query={AttrValue::from(query.to_string())} /> },
        #[cfg(all(feature = "play", not(feature = "read")))]
        "new" => html! { <StartLink<A> query={AttrValue::from(query.to_string())} /> },
        #[cfg(feature = "play")]
        "play" => html! { <PlayRoute<A> /> },
        #[cfg(feature = "read")]
        "replay" if A::OFFERED => html! {
            <crate::replay::page::ReplayRoute<A> query={AttrValue::from(query.to_string())} class={A::START_CLASS} />
        },
        #[cfg(feature = "read")]
        "rules" => A::rules(),
        #[cfg(feature = "play")]
        _ => start_page::<A>(),
        // A reading route the game does not offer (a replay where `OFFERED` is false).
        #[allow(unreachable_patterns)]
        _ => html! { <crate::bundle::OtherBundle game={A::ID} /> },
    }
}

/// `#/<game>/new?…&start=1` in a build without the new-game form: starts the link's game
/// (the remembered settings with the link's applied, as the form would) and goes to the play
/// screen; if it cannot, says why, with the way to the form.
#[component]
pub fn StartLink<A: GameApp>(props: &NewGameProps) -> Html {
    let form = crate::hooks::use_new_game::<A, A::Settings>(&props.query);
    match &*form.error {
        None => html! {},
        Some(e) => html! {
            <section class={A::START_CLASS}>
                <h1>{ shell::new_game() }</h1>
                <p class="vol-error" role="alert">{ e.clone() }</p>
                <div class="vol-menu">
                    <a class="btn primary big" href={Sub::New.href::<A>()}>{ shell::new_game() }</a>
                    <a class="btn big" href={Sub::Start.href::<A>()}>{ shell::back() }</a>
                </div>
            </section>
        },
    }
}

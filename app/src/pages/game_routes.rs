//! What every game's pages share: the sub-routes of `#/<game>/…`, the start page's menu
//! (continue, new game, rules, import, and why a saved game cannot be opened), and the play
//! route (the saved game, or what went wrong with it). A game plugs in through [`GameApp`].

use skald::Replay;
use yew::prelude::*;

use super::game_app::take_handover;
pub use super::game_app::{hand_over, open, GameApp, Init, NewGameProps, PlayProps, Sub};
use crate::i18n::shell;
use crate::save::Loaded;
use crate::seats::Meta;

/// A game's reading routes (`#/<game>/rules…`, `#/<game>/replay…`): the pages a player opens
/// away from the table, held by builds with the `read` feature ([`crate::bundle::READ`]);
/// every other page of a game is a `play` page. A game's build may hold both, or one: Valda's
/// reading routes are a build of their own (`scripts/builds.mjs`, whose routes
/// `scripts/check-builds.mjs` checks against this list).
pub const READ_SUBS: [&str; 3] = ["rules", "replay", "position"];

/// A game's page: dispatches on the route's rest (`""`, `new?…`, `play`, `replay?…`,
/// `rules`); a page this build does not hold is handed to the build that does.
#[cfg_attr(
    not(any(feature = "play", feature = "read", feature = "coach")),
    allow(unused_variables)
)]
pub fn route<A: GameApp>(rest: &str) -> Html {
    let (path, query) = rest.split_once('?').unwrap_or((rest, ""));
    let head = path.split('/').next().unwrap_or_default();
    let held = if READ_SUBS.contains(&head) {
        crate::bundle::READ
    } else if head == "play" && crate::teach::in_query(query).is_some() {
        // A play address that names teaching is the teaching build's, as the loader matches
        // a route's parameter by its name (`crate::teach`; there, `teach=0` plays untaught).
        crate::bundle::TEACH
    } else {
        crate::bundle::PLAY
    };
    if !held {
        return html! { <crate::bundle::OtherBundle game={A::ID} /> };
    }
    match head {
        #[cfg(feature = "play")]
        "new" => html! { <A::NewGame query={AttrValue::from(query.to_string())} /> },
        #[cfg(any(feature = "play", feature = "coach"))]
        "play" => html! { <PlayRoute<A> /> },
        #[cfg(feature = "read")]
        "replay" if A::OFFERED => html! {
            <crate::replay::page::ReplayRoute<A> query={AttrValue::from(query.to_string())} class={A::START_CLASS} />
        },
        #[cfg(feature = "read")]
        "rules" => A::rules(),
        #[cfg(feature = "read")]
        "position" => A::position_page(query),
        #[cfg(feature = "play")]
        _ => start_page::<A>(),
        // A reading route the game does not offer (a replay where `OFFERED` is false).
        #[allow(unreachable_patterns)]
        _ => html! { <crate::bundle::OtherBundle game={A::ID} /> },
    }
}

/// `#/<game>`: the emblem (for some), the title, the tagline, then continue, new game, rules,
/// import.
pub fn start_page<A: GameApp>() -> Html {
    let info = A::ID.info();
    html! {
        <section class={A::START_CLASS} data-game={A::ID.slug()} aria-labelledby="game-title">
            if A::EMBLEM {
                { crate::components::emblem(A::ID) }
            }
            <h1 id="game-title">{ info.name }</h1>
            <p class="tagline">{ (info.tagline)() }</p>
            <super::start_menu::StartMenu<A> back_to_all={A::EMBLEM} />
        </section>
    }
}

/// Deals again with the saved game's settings and a new seed, for "play again" (the saved
/// game's envelope is read, not replayed).
fn restart_same<A: GameApp>() -> Result<(), String> {
    let (config, meta) = A::SLOT
        .settings::<A::Game, Meta>()
        .ok_or_else(|| shell::game_not_opened().to_string())?;
    let fresh = Replay::<A::Game>::new(config, crate::settings::random_seed());
    open::<A>(Loaded::fresh(fresh, meta)?)
}

/// `#/<game>/play`: the game handed over by the new-game page, else the saved game (read
/// and replayed once), or what went wrong with it.
#[component]
pub fn PlayRoute<A: GameApp>() -> Html {
    let generation = use_state(|| 0u32);
    let opened = use_memo(*generation, |_| match take_handover::<A::Game>() {
        Some(l) => Ok(Some(Init::new(l))),
        None => A::SLOT.load::<A::Game, Meta>().map(|l| l.map(Init::new)),
    });
    let on_restart = {
        let generation = generation.clone();
        Callback::from(move |_| {
            // A slot that cannot be read again shows its problem on the next screen.
            let _ = restart_same::<A>();
            generation.set(*generation + 1);
        })
    };
    match &*opened {
        // A new `generation` (play again) mounts a fresh screen.
        Ok(Some(init)) => {
            html! { <A::Screen key={*generation} init={init.clone()} {on_restart} /> }
        }
        Ok(None) => html! {
            <section class={A::START_CLASS}>
                <h1>{ shell::no_game_of(A::ID.info().name) }</h1>
                <div class="vol-menu">
                    <a class="btn primary big" href={Sub::New.href::<A>()}>{ shell::new_game() }</a>
                </div>
            </section>
        },
        Err(p) => html! {
            <section class={A::START_CLASS}>
                <h1>{ shell::save_cannot_open() }</h1>
                <p class="vol-error" role="alert" data-testid="save-problem">{ p.message.clone() }</p>
                <div class="vol-menu">
                    <a class="btn primary big" href={Sub::New.href::<A>()}>{ shell::new_game() }</a>
                    <a class="btn big" href={Sub::Start.href::<A>()}>{ shell::back() }</a>
                </div>
            </section>
        },
    }
}

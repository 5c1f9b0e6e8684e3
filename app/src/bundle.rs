//! Code per game (issue #9): the app is built several times from this crate — the shell
//! alone (home, menus, pages of games not built yet), the shell with each game, and each
//! game's embeds — as `scripts/builds.mjs`, the one list of builds, says (see
//! `docs/architecture.md`). A game's code sits behind the Cargo feature of its name, and its
//! pages behind the feature of their route group ([`PLAY`], [`READ`]): a game's routes may be
//! split between builds (Valda's reading routes are a build of their own). The page's loader
//! in `index.html` picks the build for the route it opens on; when the player opens a route
//! this build does not hold, [`OtherBundle`] asks the loader for the build that holds it
//! ([`load`]), which stops this app ([`crate::mount`] registers how) and starts the other.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::games::GameId;

/// Whether this build holds the code of `game` (games not built yet need none).
/// `scripts/check-builds.mjs` reads these arms: the builds of `scripts/builds.mjs` named
/// after a game must have its feature.
pub fn holds(game: GameId) -> bool {
    match game {
        GameId::Voluspa => cfg!(feature = "voluspa"),
        GameId::Odin => cfg!(feature = "odin"),
        GameId::Valda => cfg!(feature = "valda"),
    }
}

/// Whether this build holds its games' start pages, new-game forms and play screens (the
/// `play` feature; `scripts/check-builds.mjs` checks the loader agrees).
pub const PLAY: bool = cfg!(feature = "play");

/// Whether this build holds its games' play screens taught (`#/<game>/play?teach=1`: the
/// coach, issue #45, `crate::teach`). A teaching build holds that and nothing else of its
/// game: it takes `coach` without `play` or `read`, and hands the start page, the new-game
/// form, the untaught play screen and the reading routes to the builds that hold them.
pub const TEACH: bool = cfg!(feature = "coach");

/// Whether this build holds its games' reading routes, `pages::game_routes::READ_SUBS`
/// (rules help, replays) and whole games embedded (the `read` feature).
pub const READ: bool = cfg!(feature = "read");

/// Asks the page's loader for the build that holds the address `hash` (`#/valda/rules`);
/// `false` if the page has no loader (a test page), or it refused or answered that this
/// build holds it.
pub fn load(hash: &str) -> bool {
    let window = gloo::utils::window();
    let Ok(f) = js_sys::Reflect::get(&window, &JsValue::from_str("skaldLoad")) else {
        return false;
    };
    let Ok(f) = f.dyn_into::<js_sys::Function>() else {
        return false;
    };
    f.call1(&JsValue::NULL, &JsValue::from_str(hash))
        .is_ok_and(|answer| answer.as_bool() != Some(false))
}

/// Asks the loader for the build that holds the address the page shows now.
pub fn load_here() -> bool {
    load(&gloo::utils::window().location().hash().unwrap_or_default())
}

#[derive(Properties, PartialEq)]
pub struct OtherBundleProps {
    /// The game whose page it stands in for (named while it loads); `None` for the home
    /// page, which only the shell's build holds (`app::switch`).
    pub game: Option<GameId>,
}

/// Stands in for a page whose code is in another build (another game's, a game's embeds or
/// its reading routes) while the loader fetches the build that holds the address shown.
#[component]
pub fn OtherBundle(props: &OtherBundleProps) -> Html {
    let failed = use_state(|| false);
    {
        let failed = failed.clone();
        let hash = gloo::utils::window().location().hash().unwrap_or_default();
        use_effect_with(hash, move |hash| {
            if !load(hash) {
                failed.set(true);
            }
        });
    }
    loading(props.game, *failed)
}

/// What stands in for the page of `game` (`None`: the home page) while the loader fetches
/// the build that holds it, or says that it `failed`.
pub fn loading(game: Option<GameId>, failed: bool) -> Html {
    let name = game.map_or("Skald", |g| g.info().name);
    html! {
        <section class="loading-game" aria-live="polite">
            if failed {
                <p class="notice" role="alert">
                    { format!("{name} could not be loaded. Reload the page to try again.") }
                </p>
            } else {
                <p>{ format!("Loading {name}…") }</p>
            }
        </section>
    }
}

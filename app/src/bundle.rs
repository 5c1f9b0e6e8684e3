//! Code per game (issue #9): the app is built several times from this crate — the shell
//! alone (home, menus, pages of games not built yet), the shell with each game, and each
//! game's embeds — as `scripts/builds.mjs`, the one list of builds, says (see
//! `docs/architecture.md`). A game's code sits behind the Cargo feature of its name. The
//! page's loader in `index.html` picks the build for the route it opens on; when the player
//! opens a game this build does not hold, [`OtherBundle`] asks the loader for that game's
//! build ([`bundle_name`]), which stops this app ([`crate::mount`] registers how) and starts
//! the other.

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

/// Asks the page's loader for the build that holds `game`; `false` if the page has no
/// loader (a test page) or it refused.
pub fn load(bundle: &str) -> bool {
    let window = gloo::utils::window();
    let Ok(f) = js_sys::Reflect::get(&window, &JsValue::from_str("skaldLoad")) else {
        return false;
    };
    let Ok(f) = f.dyn_into::<js_sys::Function>() else {
        return false;
    };
    f.call1(&JsValue::NULL, &JsValue::from_str(bundle)).is_ok()
}

/// The loader's name of the build that holds `game` (its embed build with `embed`).
pub fn bundle_name(game: GameId, embed: bool) -> String {
    if embed {
        format!("{}-embed", game.slug())
    } else {
        game.slug().to_string()
    }
}

#[derive(Properties, PartialEq)]
pub struct OtherBundleProps {
    pub game: GameId,
    /// Load the game's embed build (for `#/embed/<game>`) rather than its full build.
    #[prop_or_default]
    pub embed: bool,
}

/// Stands in for a game whose code is in another build while the loader fetches it.
#[component]
pub fn OtherBundle(props: &OtherBundleProps) -> Html {
    let failed = use_state(|| false);
    {
        let (name, failed) = (bundle_name(props.game, props.embed), failed.clone());
        use_effect_with(name, move |name| {
            if !load(name) {
                failed.set(true);
            }
        });
    }
    let name = props.game.info().name;
    html! {
        <section class="loading-game" aria-live="polite">
            if *failed {
                <p class="notice" role="alert">
                    { format!("{name} could not be loaded. Reload the page to try again.") }
                </p>
            } else {
                <p>{ format!("Loading {name}…") }</p>
            }
        </section>
    }
}

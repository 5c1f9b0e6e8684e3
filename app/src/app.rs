//! The root component: the page shell around the current route's page.

use yew::prelude::*;

use crate::bundle::OtherBundle;
use crate::components::{footer, header};
use crate::hooks::use_route;
use crate::i18n::{shell, use_lang};
#[cfg(feature = "home")]
use crate::pages::home;
use crate::pages::{game_page, not_found};
use crate::route::Route;

/// The whole app.
#[component]
pub fn App() -> Html {
    let route = use_route();
    // Every word is written again in the new language when the player switches.
    let lang = use_lang();
    // The first render is on screen: the page answers input from now on.
    use_effect_with((), |_| crate::perf::mark("skald:interactive"));
    // Embeds are a build of their own (a position alone in another page's frame): the
    // loader starts it for an embed address; a running app that meets one hands over. A
    // whole game (`replay`) is drawn by the build with the game's reading routes.
    if let Route::Embed { game, query } = &route {
        if crate::bundle::READ
            && crate::bundle::holds(*game)
            && crate::embed::in_game_build(*game, query)
        {
            return crate::embed::in_game_embed(*game, query);
        }
        return match crate::embed::has_embed(*game) {
            true => html! { <OtherBundle game={*game} /> },
            false => crate::embed::no_embed(*game),
        };
    }
    html! {
        <div class="shell" key={lang.code()}>
            <a class="skip-link" href="#main" onclick={Callback::from(skip_to_main)}>{ shell::skip_to_content() }</a>
            { header() }
            <main id="main" class="page" tabindex="-1">
                { switch(&route) }
            </main>
            { footer() }
        </div>
    }
}

/// The page for `route`.
pub fn switch(route: &Route) -> Html {
    match route {
        // Only the shell's build holds the home page (the `home` feature): a game's build
        // hands `#/` to it as it hands another game's pages to theirs, so that the home
        // page's list of unfinished games and its game cards are not part of what a game
        // link downloads (issue #28). The loader agrees: its fallback, the shell, holds every
        // address no build names.
        #[cfg(feature = "home")]
        Route::Home => home(),
        #[cfg(not(feature = "home"))]
        Route::Home => html! { <OtherBundle game={None} /> },
        Route::Game { game, rest } => game_page(*game, rest),
        Route::Embed { game, .. } if crate::embed::has_embed(*game) => {
            html! { <OtherBundle game={*game} /> }
        }
        Route::Embed { game, .. } => crate::embed::no_embed(*game),
        // A seat's code opened on a phone (issue #44): the phone's build holds the page
        // (the `link` feature); another build hands the address to it.
        #[cfg(feature = "link")]
        Route::Join(payload) => html! { <crate::link::phone::Join payload={payload.clone()} /> },
        #[cfg(not(feature = "link"))]
        Route::Join(_) => html! { <OtherBundle game={None} /> },
        Route::NotFound(path) => not_found(path),
    }
}

/// The skip link must not change the hash (that is the router's), so it moves focus itself.
fn skip_to_main(event: MouseEvent) {
    event.prevent_default();
    if let Some(main) = gloo::utils::document().get_element_by_id("main") {
        use wasm_bindgen::JsCast;
        if let Ok(main) = main.dyn_into::<web_sys::HtmlElement>() {
            let _ = main.focus();
        }
    }
}

use yew::prelude::*;

use crate::route::Route;

/// The bar at the top of every page: the Skald mark, which leads home.
#[component]
pub fn Header() -> Html {
    html! {
        <header class="site-header">
            <a class="brand" href={Route::Home.href()} aria-label="Skald — all games">
                <svg class="brand-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
                    <path d="M40 10 L22 28 L42 36 L24 54" />
                </svg>
                <span class="brand-name">{ "Skald" }</span>
            </a>
        </header>
    }
}

/// The line at the bottom of every page.
#[component]
pub fn Footer() -> Html {
    html! {
        <footer class="site-footer">
            <p>
                { "Plays in your browser, offline, with no account. " }
                <span class="engine-version">{ format!("Engine {}", skald::VERSION) }</span>
            </p>
        </footer>
    }
}

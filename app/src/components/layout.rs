use yew::prelude::*;

use crate::i18n::{shell, LangSwitch};
use crate::route::Route;

/// The bar at the top of every page: the Skald mark, which leads home, and the language
/// switch.
pub fn header() -> Html {
    html! {
        <header class="site-header">
            <a class="brand" href={Route::Home.href()} aria-label={shell::brand_label()}>
                <svg class="brand-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
                    <path d="M40 10 L22 28 L42 36 L24 54" />
                </svg>
                <span class="brand-name">{ "Skald" }</span>
            </a>
            <LangSwitch />
        </header>
    }
}

/// The line at the bottom of every page.
pub fn footer() -> Html {
    html! {
        <footer class="site-footer">
            <p>
                { shell::footer_offline() }{ " " }
                <span class="engine-version">{ shell::engine_version(skald::VERSION) }</span>
            </p>
        </footer>
    }
}

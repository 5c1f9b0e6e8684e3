use yew::prelude::*;

use crate::i18n::shell;
use crate::route::Route;

/// Any address the app does not know.
pub fn not_found(path: &str) -> Html {
    html! {
        <section class="not-found" aria-labelledby="nf-title">
            <h1 id="nf-title">{ shell::not_found_title() }</h1>
            <p>{ shell::not_found_text(path) }</p>
            <a class="button" href={Route::Home.href()}>{ shell::back_to_all_games() }</a>
        </section>
    }
}

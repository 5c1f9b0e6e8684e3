use yew::prelude::*;

use crate::i18n::shell;
use crate::route::Route;

#[derive(Properties, PartialEq)]
pub struct NotFoundProps {
    pub path: AttrValue,
}

/// Any address the app does not know.
#[component]
pub fn NotFound(props: &NotFoundProps) -> Html {
    html! {
        <section class="not-found" aria-labelledby="nf-title">
            <h1 id="nf-title">{ shell::not_found_title() }</h1>
            <p>{ shell::not_found_text(props.path.as_str()) }</p>
            <a class="button" href={Route::Home.href()}>{ shell::back_to_all_games() }</a>
        </section>
    }
}

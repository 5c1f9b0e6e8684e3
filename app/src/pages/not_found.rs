use yew::prelude::*;

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
            <h1 id="nf-title">{ "Page not found" }</h1>
            <p>{ format!("There is no page at “{}”.", props.path) }</p>
            <a class="button" href={Route::Home.href()}>{ "Back to all games" }</a>
        </section>
    }
}

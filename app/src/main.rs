//! The Skald app (the shell arrives with issue 2).
use yew::prelude::*;

#[component]
fn App() -> Html {
    html! { <h1>{ "Skald" }</h1> }
}

fn main() {
    yew::Renderer::<App>::new().render();
}

use yew::prelude::*;
#[component]
pub fn Rules() -> Html {
    html! { <section><h1>{"Rules"}</h1></section> }
}

use yew::prelude::*;

use crate::components::Emblem;
use crate::games::{GameId, Status};
use crate::route::Route;

#[derive(Properties, PartialEq)]
pub struct NotBuiltProps {
    pub game: GameId,
}

/// The page of a game that cannot be played yet: it says so plainly.
#[component]
pub fn NotBuilt(props: &NotBuiltProps) -> Html {
    let info = props.game.info();
    let plan = match info.status {
        Status::InProgress => {
            "It is being built now, and will appear here when it is ready to play."
        }
        _ => "No work on it has started, and it is not scheduled yet.",
    };
    html! {
        <section class="not-built" aria-labelledby="game-title" data-game={props.game.slug()}>
            <Emblem game={props.game} />
            <h1 id="game-title">{ info.name }</h1>
            <p class="tagline">{ info.tagline }</p>
            <p class="notice" role="status">
                <strong>{ format!("{} is not built yet.", info.name) }</strong>
                { " " }{ plan }
            </p>
            <a class="button" href={Route::Home.href()}>{ "Back to all games" }</a>
        </section>
    }
}

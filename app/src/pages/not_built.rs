use yew::prelude::*;

use crate::components::Emblem;
use crate::games::{GameId, Status};
use crate::i18n::shell;
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
        Status::InProgress => shell::not_built_in_progress(),
        _ => shell::not_built_not_scheduled(),
    };
    html! {
        <section class="not-built" aria-labelledby="game-title" data-game={props.game.slug()}>
            <Emblem game={props.game} />
            <h1 id="game-title">{ info.name }</h1>
            <p class="tagline">{ (info.tagline)() }</p>
            <p class="notice" role="status">
                <strong>{ shell::not_built(info.name) }</strong>
                { " " }{ plan }
            </p>
            <a class="button" href={Route::Home.href()}>{ shell::back_to_all_games() }</a>
        </section>
    }
}

use yew::prelude::*;

use crate::components::emblem;
use crate::games::{GameId, Status};
use crate::i18n::shell;
use crate::route::Route;

/// The page of a game that cannot be played yet: it says so plainly.
pub fn not_built(game: GameId) -> Html {
    let info = game.info();
    let plan = match info.status {
        Status::InProgress => shell::not_built_in_progress(),
        _ => shell::not_built_not_scheduled(),
    };
    html! {
        <section class="not-built" aria-labelledby="game-title" data-game={game.slug()}>
            { emblem(game) }
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

use yew::prelude::*;

use super::emblem::emblem;
use crate::games::{GameInfo, Status};
use crate::route::Route;

/// A game on the home screen: the whole card is one link to the game's page.
pub fn game_card(info: &'static GameInfo) -> Html {
    let status_class = match info.status {
        Status::Playable => "status playable",
        Status::InProgress => "status in-progress",
        Status::NotScheduled => "status not-scheduled",
    };
    html! {
        <li key={info.id.slug()} class="game-card" data-game={info.id.slug()}>
            <a class="game-link" href={Route::game(info.id).href()}>
                { emblem(info.id) }
                <span class="game-text">
                    <span class="game-name">{ info.name }</span>
                    <span class="game-tagline">{ (info.tagline)() }</span>
                    <span class="game-meta">
                        <span class="players">{ info.players_label() }</span>
                        <span class={status_class}>{ info.status.label() }</span>
                    </span>
                </span>
            </a>
        </li>
    }
}

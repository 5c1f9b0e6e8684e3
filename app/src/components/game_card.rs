use yew::prelude::*;

use super::emblem::Emblem;
use crate::games::{GameInfo, Status};
use crate::route::Route;

#[derive(Properties, PartialEq)]
pub struct GameCardProps {
    pub info: &'static GameInfo,
}

/// A game on the home screen: the whole card is one link to the game's page.
#[component]
pub fn GameCard(props: &GameCardProps) -> Html {
    let info = props.info;
    let status_class = match info.status {
        Status::Playable => "status playable",
        Status::InProgress => "status in-progress",
        Status::NotScheduled => "status not-scheduled",
    };
    html! {
        <li class="game-card" data-game={info.id.slug()}>
            <a class="game-link" href={Route::game(info.id).href()}>
                <Emblem game={info.id} />
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

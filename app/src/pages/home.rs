use yew::prelude::*;

use crate::components::game_card;
use crate::games::GAMES;
use crate::i18n::shell;
use crate::pages::unfinished::UnfinishedGames;

/// The home screen: the unfinished games saved here, then the three games, one line each.
pub fn home() -> Html {
    html! {
        <section class="home" aria-labelledby="home-title">
            <div class="intro">
                <h1 id="home-title">{ shell::home_title() }</h1>
                <p class="lede">
                    { shell::home_lede() }
                </p>
            </div>
            <UnfinishedGames />
            <ul class="game-list" aria-label={shell::games_label()}>
                { for GAMES.iter().map(game_card) }
            </ul>
        </section>
    }
}

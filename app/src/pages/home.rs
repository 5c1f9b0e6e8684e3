use yew::prelude::*;

use crate::components::GameCard;
use crate::games::GAMES;
use crate::i18n::shell;
use crate::pages::unfinished::UnfinishedGames;

/// The home screen: the unfinished games saved here, then the three games, one line each.
#[component]
pub fn Home() -> Html {
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
                { for GAMES.iter().map(|info| html! { <GameCard key={info.id.slug()} {info} /> }) }
            </ul>
        </section>
    }
}

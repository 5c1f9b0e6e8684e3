use yew::prelude::*;

use crate::components::GameCard;
use crate::games::GAMES;

/// The home screen: the three games, one line each.
#[component]
pub fn Home() -> Html {
    html! {
        <section class="home" aria-labelledby="home-title">
            <div class="intro">
                <h1 id="home-title">{ "Norse games for one table" }</h1>
                <p class="lede">
                    { "Three tabletop games to play around one tablet or laptop: pass it to the next player when your turn ends." }
                </p>
            </div>
            <ul class="game-list" aria-label="Games">
                { for GAMES.iter().map(|info| html! { <GameCard key={info.id.slug()} {info} /> }) }
            </ul>
        </section>
    }
}

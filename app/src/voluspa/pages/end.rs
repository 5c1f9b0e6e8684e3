//! The end-of-game screen: ranking with the tiebreak, and "play again".

use std::rc::Rc;

use skald::voluspa::Voluspa;
use skald::Game;
use yew::prelude::*;

use crate::seats::Seat;
use crate::voluspa::words;

#[derive(Properties, PartialEq, Clone)]
pub struct EndProps {
    pub game: Rc<Voluspa>,
    pub seats: Vec<Seat>,
    pub on_restart: Callback<()>,
    /// Hide the card to look at the final board.
    pub on_close: Callback<()>,
}

#[component]
pub fn EndScreen(props: &EndProps) -> Html {
    // The last move's tap must not press a button of this screen (see use_press_guard).
    let root = use_node_ref();
    crate::hooks::use_press_guard(root.clone());
    let Some(outcome) = props.game.outcome() else {
        return html! {};
    };
    let display = crate::voluspa::components::scoreboard::score_texts(&props.game, true);
    let mut order: Vec<usize> = (0..outcome.ranks.len()).collect();
    order.sort_by_key(|&p| (outcome.ranks[p], p));
    let winners: Vec<String> = outcome
        .winners()
        .iter()
        .map(|&p| {
            props
                .seats
                .get(p)
                .map(|s| s.name.clone())
                .unwrap_or_default()
        })
        .collect();
    let tied_top = order.len() > 1 && outcome.scores[order[0]] == outcome.scores[order[1]];
    let again = {
        let cb = props.on_restart.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <div ref={root} class="vol-end" role="dialog" aria-modal="true" aria-labelledby="end-title" data-testid="end">
            <div class="vol-end-card">
                <h2 id="end-title">{ words::wins(winners.len() as i64, winners.join(words::names_and())) }</h2>
                if tied_top {
                    <p class="hint">{ words::tied_top() }</p>
                }
                <ol class="ranking">
                    { for order.iter().map(|&p| {
                        let seat = props.seats.get(p);
                        html! {
                            <li style={format!("--player: {}", seat.map(|s| s.css()).unwrap_or("#888"))} data-rank={outcome.ranks[p].to_string()}>
                                <span class="rank">{ outcome.ranks[p] }</span>
                                <span class="name">{ seat.map(|s| s.name.clone()).unwrap_or_default() }</span>
                                <span class="points">{ display.get(p).cloned().unwrap_or_default() }</span>
                            </li>
                        }
                    }) }
                </ol>
                <div class="actions">
                    // On a seat's phone the table starts the next game (`table::remote`).
                    if !crate::table::remote::active() {
                        <button class="btn primary" onclick={again} data-testid="play-again">{ words::play_again() }</button>
                        <a class="btn" href="#/voluspa/new">{ words::new_game() }</a>
                    }
                    <button class="btn" onclick={{ let cb = props.on_close.clone(); Callback::from(move |_: MouseEvent| cb.emit(())) }}
                        data-testid="see-board">{ words::see_board() }</button>
                    if <crate::voluspa::state::VoluspaApp as crate::replay::ReplayGame>::OFFERED && !crate::table::remote::active() {
                        <a class="btn" href="#/voluspa/replay" data-testid="replay">{ crate::i18n::shell::replay() }</a>
                    }
                    if !crate::table::remote::active() {
                        <a class="btn" href="#/">{ words::home() }</a>
                    }
                </div>
            </div>
        </div>
    }
}

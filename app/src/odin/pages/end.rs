//! The end of the game: the winners (lowest total; ties share the victory), how the last
//! hand was scored, the ranking, and every hand's points.

use std::rc::Rc;

use skald::odin::Odin;
use yew::prelude::*;

use super::hand_end::{ending_code, how_scored, use_focus_heading};
use crate::odin::words as w;
use crate::seats::seat_name;
use crate::seats::Seat;

#[derive(Properties, PartialEq, Clone)]
pub struct EndProps {
    pub game: Rc<Odin>,
    pub seats: Vec<Seat>,
    pub on_restart: Callback<()>,
}

#[component]
pub fn EndScreen(props: &EndProps) -> Html {
    // The last move's tap must not press a button of this screen (see use_press_guard).
    let root = use_node_ref();
    crate::hooks::use_press_guard(root.clone());
    use_focus_heading(&root);
    let Some(summary) = props.game.summary() else {
        return html! {};
    };
    let outcome = &summary.outcome;
    let totals = props.game.scores().to_vec();
    let mut order: Vec<usize> = (0..totals.len()).collect();
    order.sort_by_key(|&p| (outcome.ranks[p], p));
    let winners: Vec<String> = summary
        .winners
        .iter()
        .map(|&p| seat_name(&props.seats, p))
        .collect();
    let title = if winners.len() == 1 {
        w::wins(winners[0].as_str())
    } else {
        w::share_victory(winners.join(w::names_and()))
    };
    let again = {
        let cb = props.on_restart.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <div ref={root} class="ooverlay" role="dialog" aria-modal="true" aria-labelledby="end-title" data-testid="end">
            <div class="ooverlay-card">
                <h2 id="end-title" tabindex="-1">{ title }</h2>
                // How the last hand was scored, as the hand-end screen says it after the
                // other hands (it is not shown when the game ends: a one-hand game would
                // end without a word on its scoring).
                if let Some(last) = summary.hands.last() {
                    <section class="oend-hand" data-testid="end-hand" data-ending={ending_code(last)}>
                        <h3>{ w::hand_end_title(last.hand) }</h3>
                        <p>{ how_scored(last, &props.seats) }</p>
                    </section>
                }
                <p class="hint">{ w::lowest_wins() }</p>
                <ol class="ranking">
                    { for order.iter().map(|&p| html! {
                        <li style={format!("--player: {}", props.seats.get(p).map(|s| s.css()).unwrap_or("#888"))}
                            data-rank={outcome.ranks[p].to_string()} data-seat={p.to_string()}>
                            <span class="rank">{ outcome.ranks[p] }</span>
                            <span class="name">{ seat_name(&props.seats, p) }</span>
                            <span class="points">{ w::points_short(totals[p]) }</span>
                        </li>
                    }) }
                </ol>
                <table class="oscore-table">
                    <thead>
                        <tr>
                            <th scope="col">{ w::col_hand() }</th>
                            { for (0..totals.len()).map(|p| html! { <th scope="col">{ seat_name(&props.seats, p) }</th> }) }
                        </tr>
                    </thead>
                    <tbody>
                        { for summary.hands.iter().map(|h| html! {
                            <tr>
                                <th scope="row">{ h.hand }</th>
                                { for h.points.iter().map(|pts| html! { <td>{ pts }</td> }) }
                            </tr>
                        }) }
                        <tr class="total-row">
                            <th scope="row">{ w::col_total() }</th>
                            { for totals.iter().map(|t| html! { <td>{ t }</td> }) }
                        </tr>
                    </tbody>
                </table>
                <div class="actions">
                    // On a seat's phone the table starts the next game (`table::remote`).
                    if !crate::table::remote::active() {
                        <button class="btn primary" onclick={again} data-testid="play-again">{ w::play_again() }</button>
                        <a class="btn" href="#/odin/new">{ w::new_game() }</a>
                        <a class="btn" href="#/odin/replay" data-testid="replay">{ crate::i18n::shell::replay() }</a>
                        <a class="btn" href="#/">{ w::home() }</a>
                    }
                </div>
            </div>
        </div>
    }
}

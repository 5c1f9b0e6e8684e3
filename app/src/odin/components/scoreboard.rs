//! Scores along the top: each player's cards in hand (this hand's points if it ended now)
//! and game total, the player to move marked.

use yew::prelude::*;

use crate::components::computer_status::computer_badge;

use crate::odin::words as w;
use crate::seats::Seat;

/// What [`scoreboard`] shows.
pub struct ScoreboardProps {
    pub seats: Vec<Seat>,
    pub hand_sizes: Vec<usize>,
    pub totals: Vec<u32>,
    pub to_move: Option<usize>,
    pub hand_number: u32,
    /// "game to 15 points", "one-hand game".
    pub target: AttrValue,
}

/// The seats with their cards in hand and points, the seat to move marked, the hand number
/// and the target.
pub fn scoreboard(props: ScoreboardProps) -> Html {
    html! {
        <div class="oscores" role="list" tabindex="0" aria-label={w::scores_label(props.hand_number, props.target.as_str())}>
            { for props.seats.iter().enumerate().map(|(p, seat)| {
                let current = props.to_move == Some(p);
                let cards = props.hand_sizes.get(p).copied().unwrap_or(0);
                let total = props.totals.get(p).copied().unwrap_or(0);
                html! {
                    <div role="listitem" class={classes!("oscore", current.then_some("current"))}
                        style={format!("--player: {}", seat.css())} data-seat={p.to_string()}
                        data-cards={cards.to_string()} data-total={total.to_string()}>
                        <span class={classes!("swatch-dot", format!("shape-{}", p % 5))} aria-hidden="true"></span>
                        <span class="oscore-name" data-testid={current.then_some("header-who")}>{ seat.name.clone() }{ computer_badge(seat.computer) }</span>
                        <span class="oscore-hand" title={w::cards_in_hand_title()}>
                            { w::cards_in_hand(cards) }
                        </span>
                        <span class="oscore-total" title={w::total_title()}>{ w::points_short(total) }</span>
                    </div>
                }
            }) }
            <div class="oscore-hand-no">{ w::hand_and_target(props.hand_number, props.target.as_str()) }</div>
        </div>
    }
}

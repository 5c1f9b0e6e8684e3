//! The end of a hand: who went out and how, everyone's points for the hand and totals.

use skald::odin::{HandEnding, HandSummary};
use yew::prelude::*;

use crate::odin::words as w;
use crate::seats::{seat_name, Seat};

#[derive(Properties, PartialEq, Clone)]
pub struct HandEndProps {
    pub summary: HandSummary,
    pub seats: Vec<Seat>,
    pub on_continue: Callback<()>,
}

/// Points and totals of one hand as a table.
pub fn hand_table(summary: &HandSummary, seats: &[Seat]) -> Html {
    html! {
        <table class="oscore-table">
            <thead><tr><th scope="col">{ w::col_player() }</th><th scope="col">{ w::col_this_hand() }</th><th scope="col">{ w::col_total() }</th></tr></thead>
            <tbody>
                { for summary.points.iter().enumerate().map(|(p, pts)| html! {
                    <tr style={format!("--player: {}", seats.get(p).map(|s| s.css()).unwrap_or("#888"))}
                        data-seat={p.to_string()} data-points={pts.to_string()}
                        data-total={summary.totals.get(p).copied().unwrap_or(0).to_string()}>
                        <th scope="row"><span class="swatch-dot" aria-hidden="true"></span>{ seat_name(seats, p) }</th>
                        <td>{ pts }</td>
                        <td>{ summary.totals.get(p).copied().unwrap_or(0) }</td>
                    </tr>
                }) }
            </tbody>
        </table>
    }
}

/// How a hand ended and was scored, in one sentence: who went out and how, then that
/// everyone scores a point per card left ("Astrid played their last card. Everyone
/// scores one point per card left in hand.").
pub fn how_scored(s: &HandSummary, seats: &[Seat]) -> String {
    let who = seat_name(seats, s.went_out);
    let how = match s.ending {
        HandEnding::WholeHandLead => w::hand_end_whole(who.as_str()),
        HandEnding::PlayedOut => w::hand_end_out(who.as_str()),
    };
    how + w::hand_end_scores()
}

/// `data-ending` of a hand's summary.
pub fn ending_code(s: &HandSummary) -> &'static str {
    match s.ending {
        HandEnding::WholeHandLead => "whole_hand_lead",
        HandEnding::PlayedOut => "played_out",
    }
}

/// Moves focus to the overlay's heading when it opens, so a screen reader says what it is
/// and Tab goes on to its buttons (not to a button at once: the key that made the last
/// move must not press it).
#[hook]
pub fn use_focus_heading(root: &NodeRef) {
    let root = root.clone();
    use_effect_with((), move |_| {
        if let Some(h) = root
            .cast::<web_sys::Element>()
            .and_then(|r| r.query_selector("h2").ok().flatten())
        {
            crate::focus::focus_element(&h);
        }
    });
}

#[component]
pub fn HandEnd(props: &HandEndProps) -> Html {
    // The last move's tap must not press a button of this screen (see use_press_guard).
    let root = use_node_ref();
    crate::hooks::use_press_guard(root.clone());
    use_focus_heading(&root);
    let s = &props.summary;
    let onclick = {
        let cb = props.on_continue.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    html! {
        <div ref={root} class="ooverlay" role="dialog" aria-modal="true" aria-labelledby="hand-end-title" data-testid="hand-end"
            data-ending={ending_code(s)}>
            <div class="ooverlay-card">
                <h2 id="hand-end-title" tabindex="-1">{ w::hand_end_title(s.hand) }</h2>
                <p>{ how_scored(s, &props.seats) }</p>
                { hand_table(s, &props.seats) }
                <div class="actions">
                    <button class="btn primary" {onclick} data-testid="next-hand">{ w::next_hand() }</button>
                </div>
            </div>
        </div>
    }
}

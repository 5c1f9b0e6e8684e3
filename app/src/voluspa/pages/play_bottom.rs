//! The play screen's bottom bar — the decision's band (a column beside the board on a
//! landscape tablet): what the computers did, the computer's line, the prompt line (the
//! decider, their score, a refusal or a cell's score, what to do), the hint, the hand (or
//! why it is hidden), and the buttons beside it (results, undo, clear boost, place, leave
//! the Raven, end turn, discard). Nothing of it is drawn over the board.

use std::rc::Rc;

use skald::voluspa::{Action, Cell, Kind};
use web_sys::PointerEvent;
use yew::prelude::*;

use crate::components::decider::decider;

use crate::table::session::Msg;
use crate::voluspa::components::hand::{hand, HandProps};
use crate::voluspa::pages::play_input::send;
use crate::voluspa::pages::play_view::{HandRow, PlayView};
use crate::voluspa::state::{UiMsg, VoluspaTable};
use crate::voluspa::words as w;

/// What the bottom bar shows and acts on.
pub struct PlayBottomProps {
    /// The table (the buttons send it their messages).
    pub table: UseReducerHandle<VoluspaTable>,
    /// What the screen shows.
    pub view: Rc<PlayView>,
    /// The line telling the player what to do now.
    pub prompt: String,
    /// Pointer down on a tile of the hand.
    pub on_down: Callback<(usize, Kind, PointerEvent)>,
    /// Enter or Space on a tile of the hand.
    pub on_key: Callback<Kind>,
    /// "Place": the tile on the pinned cell.
    pub on_place: Callback<(Kind, Cell)>,
    /// "Results", once the end screen was closed.
    pub on_results: Option<Callback<()>>,
    /// "What would the computer do?" and its answer (`table::hint::use_hint_bar`).
    pub hint_bar: Html,
    /// What the computers did since the player's latest action (its live region).
    pub news: Html,
    /// The computer's line: who is thinking, what the last one did, why it cannot move.
    pub computer: Html,
    /// A refusal or question of the table, and the score of the cell under the pointer (or
    /// pinned), beside the decider's name.
    pub status: Html,
}

/// `<footer class="vol-bottom">`.
pub fn play_bottom(props: &PlayBottomProps) -> Html {
    let PlayBottomProps { table, view, .. } = props;
    html! {
        <footer class="vol-bottom">
            { props.news.clone() }
            { props.computer.clone() }
            <p class="vol-prompt" data-testid="prompt" tabindex="-1">
                if let Some(p) = view.to_move {
                    { decider(view.name(p), view.color(p)) }
                    // The decider's mat: their score, beside the controls.
                    <span class="prompt-mat" data-testid="mat" data-seat={p.to_string()}>
                        { w::mat_points(view.game.scores().get(p).copied().unwrap_or(0)) }
                    </span>
                }
                { props.status.clone() }
                // While a computer thinks, the computer's line above says so.
                if view.computer.is_none() {
                    <span class="prompt-text">{ props.prompt.clone() }</span>
                }
            </p>
            { props.hint_bar.clone() }
            <div class="vol-hand-row">
                { hand_row(props) }
                <div class="vol-actions">
                    if let Some(on_results) = &props.on_results {
                        <button class="btn primary" onclick={on_results.reform(|_: MouseEvent| ())} data-testid="results">{ w::results() }</button>
                    }
                    { actions(table, view, &props.on_place) }
                </div>
            </div>
        </footer>
    }
}

/// The hand of the player to move, the holder's tiles while the computer thinks, or why the
/// hand is hidden.
fn hand_row(props: &PlayBottomProps) -> Html {
    let view = &props.view;
    match &view.hand_row {
        HandRow::Mine => html! {
            { hand(&HandProps { tiles: view.hand.clone(), selected: view.selected, boost: view.boost,
                playable: view.playable.clone(), discardable: view.discardable.clone(), raven_again: view.raven_again,
                on_down: props.on_down.clone(), on_key: props.on_key.clone() }) }
        },
        // The person holding the tablet (or the phone's seat) keeps seeing their tiles while
        // another decides (nothing can be done with them), named: the prompt names the decider.
        HandRow::Holder(h, tiles) => html! {
            <>
                <p class="held-of" data-testid="held-of">{ w::held_tiles(view.name(*h)) }</p>
                { hand(&HandProps { tiles: tiles.clone(), ..Default::default() }) }
            </>
        },
        HandRow::Hidden => html! { <p class="hand-hidden">{ w::tiles_hidden() }</p> },
        HandRow::Nothing => html! {},
    }
}

/// The buttons for what may be done with the hand now.
fn actions(
    table: &UseReducerHandle<VoluspaTable>,
    view: &PlayView,
    on_place: &Callback<(Kind, Cell)>,
) -> Html {
    let apply = |a: Action| {
        let table = table.clone();
        Callback::from(move |_: MouseEvent| {
            crate::perf::mark("voluspa:drop");
            table.dispatch(Msg::Apply(a.clone()))
        })
    };
    let offers = &view.offers;
    html! {
        <>
            if offers.undo {
                <button class="btn" onclick={send(table, || Msg::Undo)} data-testid="undo"
                    title={offers.undo_replies.then(w::undo_replies_title)}>{ w::undo() }</button>
            }
            if let Some((k, n)) = offers.clear_boost {
                <button class="btn" onclick={send(table, || Msg::Ui(UiMsg::ClearBoost))} data-testid="clear-boost">
                    { w::unboost(w::tile(k), n as i64) }
                </button>
            }
            if let Some((kind, cell)) = offers.place {
                <button class="btn primary" data-testid="place"
                    onclick={{ let on_place = on_place.clone(); Callback::from(move |_: MouseEvent| on_place.emit((kind, cell))) }}>
                    { w::place_tile(w::tile(kind)) }
                </button>
            }
            if offers.skip_raven {
                <button class="btn primary" onclick={apply(Action::SkipRaven)} data-testid="skip-raven">{ w::leave_raven() }</button>
            }
            if offers.end_turn {
                <button class="btn primary" onclick={apply(Action::EndTurn)} data-testid="end-turn">{ w::end_turn() }</button>
            }
            if let Some(k) = offers.discard {
                <button class="btn danger" onclick={apply(Action::Discard { tile: k })} data-testid="discard">
                    { w::discard_tile(w::tile(k)) }
                </button>
            }
        </>
    }
}

//! The play screen: scores on top, the middle set and what beats it in the centre, the hand
//! fanned along the bottom; hand-off between players, the hand-end and game-end screens.
//!
//! Playing: tap cards to choose them (or press Enter/Space), then "Play", or drag the chosen
//! cards (a drag also adds the pressed card) onto the middle. Taking: tap a card of the
//! beaten set, or drag it onto the hand. Every legality question goes to the engine.
//!
//! In the spirit of Yew's `function_memory_game`: [`view`] works out what the screen shows
//! from the table (pure, tested natively), [`drags`] is the screen's hook,
//! [`header`] and [`footer`] its top and bottom bars; [`PlayScreen`] wires them together.

pub mod drags;
pub mod footer;
pub mod header;
pub mod view;

use std::rc::Rc;

use skald::odin::{Card, CardSet, Odin, OdinAction};
use skald::Game;
use yew::prelude::*;

use crate::components::computer_status::{computer_status, ComputerStatusProps};
use crate::components::handoff::{Handoff, HandoffUndo, Hidden};
use crate::components::live::live;
use crate::components::news::computer_news;
use crate::odin::components::card::card_row;
use crate::odin::components::log::{move_log, LogProps};
use crate::odin::components::middle::{middle, MiddleProps};
use crate::odin::pages::end::EndScreen;
use crate::odin::pages::hand_end::HandEnd;
use crate::odin::state::{OdinApp, UiMsg};
use crate::odin::words as w;
use crate::table::hint::use_hint_bar;
use crate::table::hook::{use_table, TableHandle};
use crate::table::phones::{handoff_phones, log_phones};
use crate::table::session::Msg;
use drags::use_card_drags;
use footer::{play_footer, PlayFooterProps};
use header::{play_header, PlayHeaderProps};
use view::PlayView;

/// The play route's properties for Odin.
pub type PlayProps = crate::pages::game_routes::PlayProps<Odin>;

/// The play screen of a game of Odin at the table.
#[component]
pub fn PlayScreen(props: &PlayProps) -> Html {
    let TableHandle {
        table: state,
        computer,
        said,
        banner,
    } = use_table::<OdinApp>(&props.init, UiMsg::Select(CardSet::EMPTY));
    let drags = use_card_drags(&state);
    let hint_bar = use_hint_bar(&state);
    // The coach's note under the decision (issue #45), beside the hint.
    #[cfg(feature = "coach")]
    let coach = crate::coach::panel::use_coach_note(&state);
    #[cfg(feature = "coach")]
    let hint_bar = html! { <>{ hint_bar }{ coach }</> };
    let game = state.game.clone();
    let seats = state.meta.seats.clone();
    let view = Rc::new(PlayView::new(&state));
    let news = computer_news(&state, |q| {
        (
            AttrValue::from(view.name(q)),
            AttrValue::from(view.colour(q)),
        )
    });

    let on_take_key = {
        let state = state.clone();
        Callback::from(move |card: Card| state.dispatch(Msg::Apply(OdinAction::Take { card })))
    };
    let on_reveal = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Msg::Reveal))
    };
    let on_seen = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Msg::Ui(UiMsg::SeenHandEnd)))
    };
    let close_log = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Msg::ToggleLog))
    };
    let undo = |u: usize| HandoffUndo {
        label: w::undo_last_move(view.name(u)).into(),
        on_undo: {
            let state = state.clone();
            Callback::from(move |_| state.dispatch(Msg::Undo))
        },
    };

    html! {
        <div class="oplay" data-phase={view.phase_name()} data-to-move={view.to_move.map(|p| p.to_string())}
            data-actions={state.replay.actions.len().to_string()} data-revealed={view.hand_visible.to_string()}
            data-computer={view.computer.map(|p| p.to_string())}
            data-hand={game.hand_number().to_string()} data-hands-done={game.hand_summaries().len().to_string()}>
            { banner }
            { play_header(&PlayHeaderProps { table: state.clone(), view: view.clone() }) }
            <div class="ocentre">
                { middle(MiddleProps { middle: game.middle(), value: game.middle_value(), requirement: AttrValue::from(view.requirement.clone()),
                    played_by: view.played_by.clone(), take_from: view.take_from, on_take_down: drags.on_take_down.clone(),
                    on_take_key, dropping: drags.dropping_middle() }) }
                if !view.recent.is_empty() {
                    <ol class="orecent" data-testid="recent" aria-label={w::latest_moves()}>
                        { for view.recent.iter().map(|line| html! { <li>{ line.clone() }</li> }) }
                    </ol>
                }
                { hint_bar }
                { computer_status(ComputerStatusProps {
                    thinking: view.computer.map(|p| AttrValue::from(view.name(p))),
                    phone: view.phone.map(|p| AttrValue::from(view.name(p))),
                    error: computer.error.clone(),
                    retry: computer.retry.clone(),
                    ..Default::default()
                }) }
                if let Some(n) = &state.notice {
                    <p class="onotice" role="status" data-testid="reason" key={n.serial.to_string()}>{ &n.text }</p>
                }
            </div>
            { play_footer(&PlayFooterProps { table: state.clone(), view: view.clone(), dropping: drags.dropping_hand(), on_down: drags.on_down.clone(), attempt: drags.attempt.clone(), news }) }
            <div ref={drags.ghost.clone()} class="oghost" aria-hidden="true">
                { card_row(drags.ghost_cards(), Classes::new()) }
            </div>
            if state.log_open {
                { move_log(LogProps { entries: game.log().to_vec(), seats: seats.clone(), on_close: close_log,
                    hints: html! { <>{ log_phones(&state) }{ crate::table::hint::hint_log(&*state) }</> } }) }
            }
            { live(&said) }
            if let Some(p) = view.handoff {
                <Handoff name={view.name(p)} color={view.colour(p)} hides={Hidden::Cards}
                    since={view.handoff_since.clone()} {on_reveal}
                    undo={view.undo_from_handoff.map(undo)} extra={handoff_phones(&state)} />
            }
            if state.hand_end_due() {
                if let Some(summary) = game.hand_summaries().last() {
                    <HandEnd summary={summary.clone()} seats={seats.clone()} on_continue={on_seen} />
                }
            }
            if game.outcome().is_some() {
                <EndScreen game={game.clone()} seats={seats.clone()} on_restart={props.on_restart.clone()} />
            }
        </div>
    }
}

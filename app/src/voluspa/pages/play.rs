//! The play screen: scores on top, the board in the middle, the hand at the bottom, the
//! move log in a drawer; hand-off between turns; the end-of-game screen.
//!
//! Put together from small parts: [`use_table`] (the shared table), [`use_play_input`] (the
//! hand's taps and drags, the board's taps), [`use_play_view`] (what is shown, DOM-free),
//! [`use_play_keys`] (the board's keyboard cursor), [`play_top`] and [`play_bottom`] (the
//! bars above and below the board).

use std::rc::Rc;

use skald::voluspa::Voluspa;
use skald::Game;
use yew::prelude::*;

use crate::components::computer_status::{computer_status, ComputerStatusProps};
use crate::components::handoff::{Handoff, HandoffUndo};
use crate::components::live::live;
use crate::components::news::computer_news;
use crate::table::hint::use_hint_bar;
use crate::table::hook::{use_table, TableHandle};
use crate::table::phones::{handoff_phones, log_phones};
use crate::table::session::Msg;
use crate::voluspa::components::board::{BoardView, ViewHandle};
use crate::voluspa::components::board_grid::{cursor, GridCells};
use crate::voluspa::components::board_keys::KEYS_HELP_ID;
use crate::voluspa::components::log::{move_log, LogProps};
use crate::voluspa::components::overlay::{overlay, OverlayProps};
use crate::voluspa::components::tile::tile_icon;
use crate::voluspa::geometry::TOUCH_CELL;
use crate::voluspa::pages::end::EndScreen;
use crate::voluspa::pages::play_bottom::{play_bottom, PlayBottomProps};
use crate::voluspa::pages::play_input::{send, use_drop_timing, use_play_input, use_play_keys};
use crate::voluspa::pages::play_moves::{phase_id, preview_words};
use crate::voluspa::pages::play_top::{play_top, PlayTopProps};
use crate::voluspa::pages::play_view::use_play_view;
use crate::voluspa::state::{UiMsg, VoluspaApp};
use crate::voluspa::words as w;

/// The play route's properties: the game handed over, and what "play again" does.
pub type PlayProps = crate::pages::game_routes::PlayProps<Voluspa>;

/// The play screen of a game of Völuspá (see the module's notes).
#[component]
pub fn PlayScreen(props: &PlayProps) -> Html {
    let TableHandle {
        table,
        computer,
        banner,
        ..
    } = use_table::<VoluspaApp>(&props.init, UiMsg::Select(None));
    let board = (*use_memo((), |_| ViewHandle::default())).clone();
    let end_hidden = use_state(|| false);
    let input = use_play_input(&table, &board);
    use_drop_timing(table.serial);
    let view = Rc::new(use_play_view(&table));
    let keys = use_play_keys(&view, &input, &table, &board);
    let hint_bar = use_hint_bar(&table);
    // The coach's note under the decision (issue #45), beside the hint.
    #[cfg(feature = "coach")]
    let coach = crate::coach::panel::use_coach_note(&table);
    #[cfg(feature = "coach")]
    let hint_bar = html! { <>{ hint_bar }{ coach }</> };
    let prompt = view.prompt(keys.cursor.is_some());
    let said = view.said(&prompt);
    let news = computer_news(&table, |q| {
        (
            AttrValue::from(view.name(q)),
            AttrValue::Static(view.color(q)),
        )
    });
    let game = view.game.clone();
    let set_end_hidden = |hidden: bool| {
        let h = end_hidden.clone();
        Callback::from(move |_| h.set(hidden))
    };

    html! {
        <div class="vol-play" data-phase={phase_id(&view.phase)}
            data-to-move={view.to_move.map(|p| p.to_string())} data-actions={table.replay.actions.len().to_string()}
            data-revealed={view.hand_visible.to_string()} data-computer={view.computer.map(|p| p.to_string())}>
            { banner }
            { play_top(&PlayTopProps { table: table.clone(), view: view.clone(), board: board.clone() }) }
            <div class="vol-board">
                <BoardView tiles={view.tiles.clone()} fit_key={table.serial} keep_in_view={view.last_cells.clone()} view={board}
                    legal={Rc::new(view.legal.iter().map(|t| t.at).collect::<Vec<_>>())} pinned={view.offers.place.map(|(_, c)| c)}
                    min_cell={TOUCH_CELL} on_tap={input.on_tap.clone()} on_hover={input.on_hover.clone()} label={w::board_name()} grid={keys.grid}>
                    <g aria-hidden="true">
                        { overlay(OverlayProps { legal: view.legal.clone(), blocked: view.blocked.clone(), hover: view.hover.clone(),
                            last: view.last_cells.clone(), last_color: AttrValue::from(view.last_color),
                            scored: view.scored.clone(), serial: table.serial, bump: view.bump.clone(), on_pick: None }) }
                    </g>
                    if let Some(b) = view.cells {
                        <GridCells cells={b} tiles={view.tiles.clone()} legal={view.legal.clone()} blocked={view.blocked.clone()} last={view.last_cells.clone()} />
                    }
                    if let Some(c) = keys.cursor { { cursor(c) } }
                </BoardView>
                <p id={KEYS_HELP_ID} class="visually-hidden">{ w::board_keys() }</p>
            </div>
            // Nothing is drawn over the board's cells: what the computer does, a refusal and
            // a cell's score are lines of the decision's band (play_bottom).
            { play_bottom(&PlayBottomProps { table: table.clone(), view: view.clone(), prompt, on_down: input.on_down, on_key: input.on_key, on_place: input.on_place, on_results: (game.is_over() && *end_hidden).then(|| set_end_hidden(false)), hint_bar, news,
                computer: computer_status(ComputerStatusProps {
                    thinking: view.computer.map(|p| AttrValue::from(view.name(p))),
                    phone: view.phone.map(|p| AttrValue::from(view.name(p))),
                    said: view.computer_said.clone(),
                    error: computer.error.clone(),
                    retry: computer.retry.clone(),
                }),
                status: html! {
                    <>
                        if let Some(n) = &table.notice {
                            <span class="vol-status vol-notice" role="status" data-testid="reason" key={n.serial.to_string()}>{ &n.text }</span>
                        }
                        if let Some((_, Some(ex))) = &view.hover {
                            <span class="vol-status vol-preview" data-testid="preview-panel" aria-live="polite">{ preview_words(ex) }</span>
                        }
                    </>
                } }) }
            <div ref={input.ghost} class="drag-ghost" aria-hidden="true">
                if let Some(k) = view.selected {
                    { tile_icon(k, table.boosts_for(k)) }
                }
            </div>
            if table.log_open {
                { move_log(LogProps { turns: game.turns().to_vec(), seats: view.seats.clone(), on_close: send(&table, || Msg::ToggleLog),
                    hints: html! { <>{ log_phones(&table) }{ crate::table::hint::hint_log(&*table) }</> } }) }
            }
            if let Some(p) = view.handoff {
                <Handoff name={view.name(p)} color={view.color(p)} since={view.handoff_since.clone()}
                    note={view.turn_summary.clone().filter(|_| view.handoff_since.is_empty()).map(AttrValue::from)}
                    on_reveal={send(&table, || Msg::Reveal)}
                    undo={view.handoff_undo.map(|u| HandoffUndo {
                        label: w::undo_last_move(view.name(u)).into(),
                        on_undo: send(&table, || Msg::Undo),
                    })} extra={handoff_phones(&table)} />
            }
            { live(&said) }
            if game.is_over() && !*end_hidden {
                <EndScreen game={game.clone()} seats={view.seats.clone()} on_restart={props.on_restart.clone()}
                    on_close={set_end_hidden(true)} />
            }
        </div>
    }
}

//! The play screen: scores on top, the board in the middle, the hand at the bottom, the
//! move log in a drawer; hand-off between turns; the end-of-game screen.

use std::rc::Rc;

use skald::voluspa::{Action, Cell, Kind, Phase, Placement, TargetKind, Voluspa};
use skald::Game;
use web_sys::PointerEvent;
use yew::prelude::*;

use crate::components::computer_status::ComputerStatus;
use crate::components::handoff::{Handoff, HandoffUndo};
use crate::components::live::Live;
use crate::drag::{self, DragSlot};
use crate::embed::snippet::EmbedButton;
use crate::table::hook::{use_table, TableHandle};
use crate::table::session::Msg;
use crate::voluspa::components::board::{BoardView, Tap, ViewHandle};
use crate::voluspa::components::board_grid::{cursor, grid_box, GridCells};
use crate::voluspa::components::board_keys::{use_board_keys, KeysInput, KeysOutput, KEYS_HELP_ID};
use crate::voluspa::components::board_words::{self as words, PromptFacts};
use crate::voluspa::components::hand::Hand;
use crate::voluspa::components::live;
use crate::voluspa::components::log::MoveLog;
use crate::voluspa::components::overlay::Overlay;
use crate::voluspa::components::scoreboard::{scoreboard_props, Scoreboard};
use crate::voluspa::components::tile::TileIcon;
use crate::voluspa::pages::end::EndScreen;
use crate::voluspa::pages::play_drag::{choose, hand_press, Attempt};
use crate::voluspa::pages::play_moves::{
    decide, dir_from_offset, embed_attrs, last_move, phase_id, preview_words, Drop, LastMove,
};
use crate::voluspa::state::{UiMsg, VoluspaApp};
use crate::voluspa::words as w;

/// Largest and smallest side of the dragged tile (the ghost) in CSS px; in between it
/// takes the size of a board cell at the current zoom.
const GHOST: f64 = 84.0;
const GHOST_MIN: f64 = 40.0;

pub type PlayProps = crate::pages::game_routes::PlayProps<Voluspa>;

#[component]
pub fn PlayScreen(props: &PlayProps) -> Html {
    let TableHandle {
        table: state,
        computer,
    } = use_table::<VoluspaApp>(&props.init, UiMsg::Select(None));
    let view = use_memo((), |_| ViewHandle::default());
    let view = (*view).clone();
    let ghost = use_node_ref();
    let end_hidden = use_state(|| false);
    let drag_slot: DragSlot = use_mut_ref(|| None);
    let latest = use_mut_ref(|| state.clone());
    *latest.borrow_mut() = state.clone();

    // Mark the end of a drop for the perf report.
    {
        use_effect_with(state.serial, move |serial| {
            if *serial > 0 {
                crate::perf::mark("voluspa:board-updated");
                if let Some(p) = gloo::utils::window().performance() {
                    let _ = p.measure_with_start_mark_and_end_mark(
                        "voluspa:drop-to-board",
                        "voluspa:drop",
                        "voluspa:board-updated",
                    );
                }
            }
        });
    }

    let game = state.game.clone();
    let phase = game.phase().clone();
    let to_move = game.to_move();
    let seats = state.meta.seats.clone();
    let hand_visible = state.hand_visible();

    // Tries to play `kind` on `cell` (drop or tap); returns the refusal reason.
    let attempt = {
        let state = state.clone();
        let latest = latest.clone();
        Rc::new(
            move |kind: Kind, cell: Cell, off: (f64, f64)| -> Option<String> {
                let s = latest.borrow().clone();
                match decide(&s, kind, cell, off) {
                    Drop::Do(a) => {
                        crate::perf::mark("voluspa:drop");
                        state.dispatch(Msg::Apply(a));
                        None
                    }
                    Drop::AskBump => {
                        state.dispatch(Msg::Ui(UiMsg::AskBump(cell)));
                        None
                    }
                    Drop::Refuse(r) => {
                        state.dispatch(Msg::Notice(r.clone()));
                        Some(r)
                    }
                }
            },
        )
    };

    // Pointer down on a hand tile: tap or drag.
    let on_down = {
        let state = state.clone();
        let latest = latest.clone();
        let ghost = ghost.clone();
        let view = view.clone();
        let slot = drag_slot.clone();
        let attempt: Attempt = attempt.clone();
        Callback::from(move |(index, kind, e): (usize, Kind, PointerEvent)| {
            let press = hand_press(
                state.clone(),
                latest.clone(),
                view.clone(),
                attempt.clone(),
                index,
                kind,
            );
            // The dragged tile has the size of a cell at the board's zoom (a tile of the
            // hand on a small board), so the player sees where it fits.
            let cell_px = view.0.borrow().view.scale * crate::voluspa::geometry::CELL;
            let size = cell_px.clamp(GHOST_MIN, GHOST);
            drag::track(&e, ".hand-tile", &slot, &ghost, Some(size), press);
        })
    };

    // Enter/Space on a hand tile: choose it (or boost it with the chosen Freya). A tile
    // that may be placed takes the keys to the board (its cursor goes to a cell the tile
    // may take); one to discard, to the "Discard" button.
    let on_key = {
        let latest = latest.clone();
        let state = state.clone();
        let view = view.clone();
        Callback::from(move |kind: Kind| {
            let s = latest.borrow().clone();
            if choose(&state, &s, kind) {
                let discard = s
                    .game
                    .legal_actions()
                    .contains(&Action::Discard { tile: kind });
                let view = view.clone();
                gloo::timers::callback::Timeout::new(0, move || {
                    if discard {
                        crate::focus::focus_selector("[data-testid=discard]");
                    } else if let Some(svg) = view.0.borrow().svg.clone() {
                        crate::focus::focus_element(&svg);
                    }
                })
                .forget();
            }
        })
    };

    // A tap on the board: place the chosen tile, or choose the Jotunn's push direction.
    let on_tap = {
        let latest = latest.clone();
        let state = state.clone();
        let attempt = attempt.clone();
        Callback::from(move |tap: Tap| {
            let s = latest.borrow().clone();
            if !s.hand_visible() {
                return;
            }
            if let (Some(b), Some(kind)) = (s.ui.bump, s.ui.selected) {
                if b == tap.cell {
                    if let Some(d) = dir_from_offset(tap.offset) {
                        let t = s.game.targets_for(kind).into_iter().find(|t| t.at == b);
                        if t.is_some_and(|t| t.push.contains(&d)) {
                            crate::perf::mark("voluspa:drop");
                            state.dispatch(Msg::Apply(Action::Place(Placement {
                                tile: kind,
                                at: b,
                                push: Some(d),
                                boosts: s.boosts_for(kind),
                            })));
                        }
                    }
                    return;
                }
            }
            match s.ui.selected {
                // A finger has no hover: the first tap on a legal cell shows what it scores
                // there; a second tap on it (or "Place") places the tile.
                Some(kind)
                    if tap.touch
                        && s.ui.pinned != Some(tap.cell)
                        && s.game.targets_for(kind).iter().any(|t| t.at == tap.cell) =>
                {
                    state.dispatch(Msg::Ui(UiMsg::Pin(Some(tap.cell))));
                }
                Some(kind) => {
                    attempt(kind, tap.cell, tap.offset);
                }
                None => {
                    if matches!(s.game.phase(), Phase::RavenAgain { .. }) {
                        state.dispatch(Msg::Ui(UiMsg::Select(Some(Kind::Raven))));
                    }
                }
            }
        })
    };

    let on_hover = {
        let latest = latest.clone();
        let state = state.clone();
        let slot = drag_slot.clone();
        Callback::from(move |cell: Option<Cell>| {
            let s = latest.borrow().clone();
            if s.ui.selected.is_some()
                && s.ui.bump.is_none()
                && slot.borrow().is_none()
                && s.ui.hover != cell
            {
                state.dispatch(Msg::Ui(UiMsg::Hover(cell)));
            }
        })
    };

    // What the overlay shows.
    let chosen = if hand_visible {
        state.ui.selected
    } else {
        None
    };
    let legal = {
        let game = game.clone();
        let m = use_memo((state.serial, chosen), move |(_, chosen)| {
            Rc::new(chosen.map(|k| game.targets_for(k)).unwrap_or_default())
        });
        (*m).clone()
    };
    let hover = match (chosen, state.ui.hover) {
        (Some(k), Some(c)) => {
            let target = legal.iter().find(|t| t.at == c);
            let preview = target.and_then(|t| {
                game.preview(&Placement {
                    tile: k,
                    at: c,
                    push: t.push.first().copied(),
                    boosts: if matches!(phase, Phase::RavenAgain { .. }) {
                        0
                    } else {
                        state.boosts_for(k)
                    },
                })
                .ok()
            });
            Some((c, preview))
        }
        _ => None,
    };
    let LastMove {
        player: last_mover,
        scored,
        cells: last_cells,
    } = last_move(&game);
    let last_cells = Rc::new(last_cells);
    let bump = match (state.ui.bump, chosen) {
        (Some(c), Some(k)) => legal
            .iter()
            .find(|t| t.at == c && t.kind == TargetKind::Bump)
            .map(|t| (c, t.push.clone()))
            .or_else(|| Some((c, vec![])))
            .filter(|_| k == Kind::Jotunn),
        _ => None,
    };
    let tiles = use_memo(state.serial, |_| {
        Rc::new(
            game.board()
                .stacks()
                .map(|(c, s)| (c, s.clone()))
                .collect::<Vec<_>>(),
        )
    });
    let tiles: Rc<Vec<(Cell, skald::voluspa::Stack)>> = (*tiles).clone();
    let cells = grid_box(&tiles, &legal);

    // The hand and what can be done with it.
    let hand: Vec<Kind> = match (hand_visible, to_move) {
        (true, Some(p)) => game.view(skald::Viewer::Player(p)).players[p]
            .hand
            .clone()
            .unwrap_or_default(),
        _ => vec![],
    };
    let (playable, discardable) = {
        let g = game.clone();
        let hand = hand.clone();
        let m = use_memo((state.serial, hand_visible), move |_| {
            let mut kinds = hand.clone();
            kinds.dedup();
            let playable: Vec<Kind> = kinds
                .iter()
                .copied()
                .filter(|k| !g.targets_for(*k).is_empty())
                .collect();
            let discardable: Vec<Kind> = g
                .legal_actions()
                .into_iter()
                .filter_map(|a| match a {
                    Action::Discard { tile } => Some(tile),
                    _ => None,
                })
                .collect();
            (playable, discardable)
        });
        (*m).clone()
    };
    let raven_again = matches!(phase, Phase::RavenAgain { .. });
    // Troll-blocked cells matter only while a tile is being placed (not while discarding).
    let placing = discardable.is_empty()
        && matches!(
            phase,
            Phase::Play | Phase::HermodFollowUp { .. } | Phase::RavenAgain { .. }
        );
    let blocked = Rc::new(match chosen {
        Some(k) if placing && !k.ignores_troll_block() => game.blocked_cells(),
        _ => vec![],
    });
    let name = |p: usize| {
        seats
            .get(p)
            .map(|s| s.name.clone())
            .unwrap_or_else(|| w::player_n(p + 1))
    };

    let dispatch = |m: fn() -> Msg<VoluspaApp>| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(m()))
    };
    let apply = |a: Action| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| {
            crate::perf::mark("voluspa:drop");
            state.dispatch(Msg::Apply(a.clone()))
        })
    };
    let on_reveal = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Msg::Reveal))
    };
    let fit = {
        let view = view.clone();
        let tiles = tiles.clone();
        Callback::from(move |_: MouseEvent| view.fit(&tiles))
    };
    let export = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| {
            let text = crate::save::to_json(&state.replay, &*state.meta);
            crate::save::download(&format!("voluspa-{}.skald.json", state.replay.seed), &text);
        })
    };
    let close_log = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Msg::ToggleLog))
    };

    // The board's keys (a cursor, Enter to place, arrows for the Jotunn's question).
    let keys = use_board_keys(
        KeysInput {
            cells,
            legal: legal.clone(),
            selected: chosen,
            bump: bump.clone(),
            raven_again: raven_again && hand_visible,
            serial: state.serial,
        },
        KeysOutput {
            on_tap: on_tap.clone(),
            on_hover: on_hover.clone(),
            on_notice: {
                let state = state.clone();
                Callback::from(move |t| state.dispatch(Msg::Notice(t)))
            },
            on_cancel: Callback::from(|k: Kind| {
                gloo::timers::callback::Timeout::new(0, move || {
                    crate::focus::focus_selector(&format!(
                        ".hand-tile[data-kind={}]:not(.spent)",
                        k.code()
                    ))
                })
                .forget();
            }),
        },
        view.clone(),
    );

    // The line telling the player what to do now.
    let who = to_move.map(name);
    let prompt = words::prompt(&PromptFacts {
        phase: &phase,
        who: who.as_deref(),
        computer_thinking: state.computer_to_move().is_some(),
        hand_visible,
        must_discard: !discardable.is_empty(),
        selected: state.ui.selected,
        keys: keys.cursor.is_some(),
    });
    let said = state.ui.said.map(|(n, said)| {
        let names: Vec<String> = (0..seats.len()).map(name).collect();
        let facts = live::Facts {
            game: &game,
            names: &names,
            cells,
            legal: legal.len(),
            prompt: &prompt,
        };
        (n, AttrValue::from(live::text(said, &facts)))
    });
    let discard_choice = state
        .ui
        .selected
        .filter(|k| hand_visible && discardable.contains(k));
    let turn_summary = game
        .last_turn()
        .map(|t| crate::voluspa::components::log::turn_summary(t, &name(t.player)));
    // What the last computer did, while the person it played against looks on.
    let computer_said = game
        .last_turn()
        .filter(|t| crate::seats::is_computer(&seats, t.player))
        .and(turn_summary.clone())
        .map(AttrValue::from);

    html! {
        <div class="vol-play" data-phase={phase_id(&phase)}
            data-to-move={to_move.map(|p| p.to_string())} data-actions={state.replay.actions.len().to_string()}
            data-revealed={hand_visible.to_string()} data-computer={state.computer_to_move().map(|p| p.to_string())}>
            <header class="vol-top">
                <a class="btn icon" href="#/voluspa" aria-label={w::menu()}>{ "☰" }</a>
                <Scoreboard ..scoreboard_props(&game, &seats) />
                <div class="vol-tools">
                    <button class="btn" onclick={fit} title={w::fit_title()}>{ w::fit() }</button>
                    <button class="btn" onclick={dispatch(|| Msg::ToggleLog)} aria-expanded={state.log_open.to_string()}>{ w::log() }</button>
                    <button class="btn" onclick={export} data-testid="export">{ w::export() }</button>
                    <EmbedButton game="voluspa" label={w::embed()} attrs={embed_attrs(&game, hand_visible.then_some(hand.as_slice()))} />
                </div>
            </header>
            <div class="vol-board">
                <BoardView tiles={tiles.clone()} fit_key={state.serial} keep_in_view={last_cells.clone()} view={view.clone()} {on_tap} {on_hover}
                    label={w::board_name()} grid={keys.grid}>
                    <g aria-hidden="true">
                        <Overlay legal={legal.clone()} blocked={blocked.clone()} hover={hover.clone()} last={last_cells.clone()}
                            last_color={AttrValue::from(last_mover.and_then(|p| seats.get(p)).map(|s| s.css()).unwrap_or("#0072b2"))}
                            scored={Rc::new(scored)} serial={state.serial} bump={bump} />
                    </g>
                    if let Some(b) = cells {
                        <GridCells cells={b} tiles={tiles.clone()} legal={legal.clone()} blocked={blocked} last={last_cells.clone()} />
                    }
                    if let Some(c) = keys.cursor { { cursor(c) } }
                </BoardView>
                <p id={KEYS_HELP_ID} class="visually-hidden">{ w::board_keys() }</p>
                if let Some((_, Some(ex))) = &hover {
                    <p class="vol-preview" data-testid="preview-panel" aria-live="polite">{ preview_words(ex) }</p>
                }
                <ComputerStatus thinking={state.computer_to_move().map(|p| AttrValue::from(name(p)))}
                    said={computer_said} error={computer.error.clone()} retry={computer.retry.clone()} />
                if let Some(n) = &state.notice {
                    <p class="vol-notice" role="status" data-testid="reason" key={n.serial.to_string()}>{ &n.text }</p>
                }
            </div>
            <footer class="vol-bottom">
                <p class="vol-prompt" data-testid="prompt">
                    if let Some(p) = to_move {
                        <span class="prompt-who" style={format!("--player: {}", seats.get(p).map(|s| s.css()).unwrap_or("#888"))}>{ name(p) }</span>
                    }
                    { prompt }
                </p>
                <div class="vol-hand-row">
                    if hand_visible {
                        <Hand tiles={hand.clone()} selected={state.ui.selected} boost={state.ui.boost}
                            playable={if raven_again { vec![Kind::Raven] } else { playable.clone() }}
                            discardable={discardable.clone()} raven_again={raven_again} on_down={on_down} {on_key} />
                    } else if let (Some(_), Some(h)) = (state.computer_to_move(), state.holder) {
                        // The person holding the tablet keeps seeing their tiles while the
                        // computer thinks (nothing can be done with them).
                        <Hand tiles={game.view(skald::Viewer::Player(h)).players.get(h).and_then(|v| v.hand.clone()).unwrap_or_default()}
                            selected={None::<Kind>} boost={None::<(Kind, u8)>} playable={Vec::<Kind>::new()} discardable={Vec::<Kind>::new()}
                            raven_again={false} on_down={Callback::noop()} on_key={Callback::noop()} />
                    } else if !game.is_over() && state.computer_to_move().is_none() {
                        <p class="hand-hidden">{ w::tiles_hidden() }</p>
                    }
                    <div class="vol-actions">
                        if game.is_over() && *end_hidden {
                            <button class="btn primary" onclick={{ let h = end_hidden.clone(); Callback::from(move |_: MouseEvent| h.set(false)) }}
                                data-testid="results">{ w::results() }</button>
                        }
                        if hand_visible && state.can_undo() {
                            <button class="btn" onclick={dispatch(|| Msg::Undo)} data-testid="undo"
                                title={(state.undo > 1).then(w::undo_replies_title)}>{ w::undo() }</button>
                        }
                        if hand_visible {
                            if let Some((k, n)) = state.ui.boost {
                                <button class="btn" onclick={dispatch(|| Msg::Ui(UiMsg::ClearBoost))} data-testid="clear-boost">
                                    { w::unboost(w::tile(k), n as i64) }
                                </button>
                            }
                        }
                        if let (true, Some(cell), Some(kind)) = (hand_visible, state.ui.pinned, state.ui.selected) {
                            <button class="btn primary" data-testid="place"
                                onclick={{ let attempt = attempt.clone(); Callback::from(move |_: MouseEvent| { attempt(kind, cell, (0.0, 0.0)); }) }}>
                                { w::place_tile(w::tile(kind)) }
                            </button>
                        }
                        if hand_visible && raven_again {
                            <button class="btn primary" onclick={apply(Action::SkipRaven)} data-testid="skip-raven">{ w::leave_raven() }</button>
                        }
                        if hand_visible && matches!(phase, Phase::HermodFollowUp { .. }) {
                            <button class="btn primary" onclick={apply(Action::EndTurn)} data-testid="end-turn">{ w::end_turn() }</button>
                        }
                        if let Some(k) = discard_choice {
                            <button class="btn danger" onclick={apply(Action::Discard { tile: k })} data-testid="discard">
                                { w::discard_tile(w::tile(k)) }
                            </button>
                        }
                    </div>
                </div>
            </footer>
            <div ref={ghost} class="drag-ghost" aria-hidden="true">
                if let Some(k) = state.ui.selected {
                    <TileIcon kind={k} boosts={state.boosts_for(k)} />
                }
            </div>
            if state.log_open {
                <MoveLog turns={game.turns().to_vec()} seats={seats.clone()} on_close={close_log} />
            }
            if let (Some(p), false, None) = (to_move, hand_visible, state.computer_to_move()) {
                <Handoff name={name(p)} color={seats.get(p).map(|s| s.css()).unwrap_or("#888")}
                    note={turn_summary.map(AttrValue::from)} {on_reveal}
                    undo={state.can_undo().then_some(state.holder).flatten().map(|u| HandoffUndo {
                        label: w::undo_last_move(name(u)).into(),
                        on_undo: { let state = state.clone(); Callback::from(move |_| state.dispatch(Msg::Undo)) },
                    })} />
            }
            <Live {said} />
            if game.is_over() && !*end_hidden {
                <EndScreen game={game.clone()} seats={seats.clone()} on_restart={props.on_restart.clone()}
                    on_close={{ let h = end_hidden.clone(); Callback::from(move |_| h.set(true)) }} />
            }
        </div>
    }
}

//! Try-it mode of a Völuspá embed: the reader picks a tile (tap, or drag it onto the
//! board), sees where it may go and what Trolls block, sees what it would score on the
//! cell under the pointer (or tapped once, with a finger), plays it, and may reset. Tiles
//! are not used up. Nothing is saved.

use std::rc::Rc;

use skald::voluspa::{
    score_move, targets, Board, Cell, Kind, Move, MovePart, MoveScore, Placement, Target,
    TargetKind,
};
use yew::prelude::*;

use crate::drag::{self, DragSlot};
use crate::voluspa::components::board::{stacks_of, BoardView, Tap, ViewHandle};
use crate::voluspa::components::overlay::{overlay, OverlayProps};
use crate::voluspa::components::tile::tile_icon;
use crate::voluspa::pages::play_moves::dir_from_offset;
use crate::voluspa::words;
use crate::voluspa::words::score_words;

/// The placement of `kind` on `cell` of `board` (a Jotunn pushes toward the edge the
/// reader aimed at, or its first way), if legal.
fn placement(legal: &[Target], kind: Kind, cell: Cell, off: (f64, f64)) -> Option<Placement> {
    let t = legal.iter().find(|t| t.at == cell)?;
    let push = if t.kind == TargetKind::Bump {
        dir_from_offset(off)
            .filter(|d| t.push.contains(d))
            .or_else(|| t.push.first().copied())
    } else {
        None
    };
    Some(Placement {
        tile: kind,
        at: cell,
        push,
        boosts: 0,
    })
}

/// What `p` scores on `board`, and the board after it.
fn play(board: &Board, p: Placement) -> Option<(Board, MoveScore)> {
    let mut after = board.clone();
    let score = score_move(&mut after, &Move(vec![MovePart::from_placement(p)])).ok()?;
    Some((after, score))
}

/// The coach's note for a reader holding `tiles` on `board` (`super::taught`).
#[cfg(feature = "coach")]
pub fn taught_note(board: &skald::voluspa::Board, tiles: &[skald::voluspa::Kind]) -> Html {
    super::taught::note(board, tiles)
}

/// No note in a build without the coach (`teach` is only ever on in the teaching build).
#[cfg(not(feature = "coach"))]
pub fn taught_note(_: &skald::voluspa::Board, _: &[skald::voluspa::Kind]) -> Html {
    Html::default()
}

#[derive(Properties, PartialEq)]
pub struct TryItProps {
    /// The position the reader starts from (and resets to).
    pub board: Rc<Board>,
    pub tiles: Vec<Kind>,
    /// Cells of the move that made the position, marked until the reader plays.
    #[prop_or_default]
    pub last: Rc<Vec<Cell>>,
    /// The coach's note for the board as the reader left it (`teach`, in the embeds'
    /// teaching build: `super::taught`).
    #[prop_or_default]
    pub teach: bool,
}

#[derive(Clone, Default, PartialEq)]
struct TryState {
    selected: Option<Kind>,
    /// The reader's moves so far: the board after each, and what it scored.
    tried: Vec<(Rc<Board>, MoveScore)>,
    hover: Option<Cell>,
    /// A finger's first tap on a legal cell: its preview stays until a second tap.
    pinned: Option<Cell>,
}

/// The try-it board and tile row.
#[component]
pub fn TryIt(props: &TryItProps) -> Html {
    let state = use_state(|| TryState {
        selected: props.tiles.first().copied(),
        ..TryState::default()
    });
    let latest = use_mut_ref(TryState::default);
    *latest.borrow_mut() = (*state).clone();
    let view = use_memo((), |_| ViewHandle::default());
    let ghost = use_node_ref();
    let slot: DragSlot = use_mut_ref(|| None);

    let board: Rc<Board> = state
        .tried
        .last()
        .map(|(b, _)| b.clone())
        .unwrap_or_else(|| props.board.clone());
    let legal: Rc<Vec<Target>> = Rc::new(
        state
            .selected
            .map(|k| targets(&board, k))
            .unwrap_or_default(),
    );
    let blocked = Rc::new(match state.selected {
        Some(k) if !k.ignores_troll_block() => board.blocked_cells(),
        _ => Vec::new(),
    });
    let tiles = stacks_of(&board);
    let preview_at = state.pinned.or(state.hover);
    let preview = match (state.selected, preview_at) {
        (Some(k), Some(c)) => placement(&legal, k, c, (0.0, 0.0))
            .and_then(|p| play(&board, p))
            .and_then(|(_, s)| s.steps.into_iter().next())
            .map(|ex| (c, Some(ex))),
        _ => None,
    };

    // Plays the chosen tile on a cell (from a tap or a drop).
    let attempt = {
        let state = state.clone();
        let latest = latest.clone();
        let start = props.board.clone();
        Rc::new(move |kind: Kind, cell: Cell, off: (f64, f64)| -> bool {
            let s = latest.borrow().clone();
            let board = s
                .tried
                .last()
                .map(|(b, _)| b.clone())
                .unwrap_or_else(|| start.clone());
            let legal = targets(&board, kind);
            let Some((after, score)) =
                placement(&legal, kind, cell, off).and_then(|p| play(&board, p))
            else {
                return false;
            };
            let mut next = s;
            next.tried.push((Rc::new(after), score));
            next.hover = None;
            next.pinned = None;
            next.selected = Some(kind);
            state.set(next);
            true
        })
    };
    let on_tap = {
        let state = state.clone();
        let latest = latest.clone();
        let attempt = attempt.clone();
        let start = props.board.clone();
        Callback::from(move |tap: Tap| {
            let s = latest.borrow().clone();
            let Some(kind) = s.selected else { return };
            let board = s
                .tried
                .last()
                .map(|(b, _)| b.clone())
                .unwrap_or_else(|| start.clone());
            let legal_here = targets(&board, kind).iter().any(|t| t.at == tap.cell);
            if tap.touch && legal_here && s.pinned != Some(tap.cell) {
                state.set(TryState {
                    pinned: Some(tap.cell),
                    ..s
                });
            } else {
                attempt(kind, tap.cell, tap.offset);
            }
        })
    };
    let on_hover = {
        let state = state.clone();
        let latest = latest.clone();
        Callback::from(move |cell: Option<Cell>| {
            let s = latest.borrow().clone();
            if s.hover != cell {
                state.set(TryState { hover: cell, ..s });
            }
        })
    };
    let select = {
        let state = state.clone();
        let latest = latest.clone();
        Callback::from(move |kind: Kind| {
            let s = latest.borrow().clone();
            state.set(TryState {
                selected: Some(kind),
                hover: None,
                pinned: None,
                ..s
            });
        })
    };
    let on_down = {
        let select = select.clone();
        let ghost = ghost.clone();
        let slot = slot.clone();
        let view = view.clone();
        let attempt = attempt.clone();
        let state = state.clone();
        let latest = latest.clone();
        Callback::from(move |(kind, e): (Kind, web_sys::PointerEvent)| {
            let on_start = {
                let select = select.clone();
                Box::new(move || select.emit(kind))
            };
            let on_move = {
                let view = view.clone();
                let state = state.clone();
                let latest = latest.clone();
                Box::new(move |x: f64, y: f64| {
                    let cell = view.cell_at_client(x, y).map(|(c, _)| c);
                    let s = latest.borrow().clone();
                    if s.hover != cell {
                        state.set(TryState { hover: cell, ..s });
                    }
                })
            };
            let on_end = {
                let select = select.clone();
                let view = view.clone();
                let attempt = attempt.clone();
                Box::new(move |end: drag::End, g: &drag::Ghost| match end {
                    drag::End::Cancel { .. } => g.fly_back(),
                    drag::End::Tap => select.emit(kind),
                    drag::End::Drop { x, y, .. } => match view.cell_at_client(x, y) {
                        Some((cell, off)) if attempt(kind, cell, off) => g.hide(),
                        _ => g.fly_back(),
                    },
                })
            };
            let size =
                (view.0.borrow().view.scale * crate::voluspa::geometry::CELL).clamp(40.0, 84.0);
            drag::track(
                &e,
                ".try-tile",
                &slot,
                &ghost,
                Some(size),
                drag::Press {
                    on_start,
                    on_move,
                    on_end,
                    lift: true,
                },
            );
        })
    };
    let reset = {
        let state = state.clone();
        let latest = latest.clone();
        Callback::from(move |_: MouseEvent| {
            let s = latest.borrow().clone();
            state.set(TryState {
                selected: s.selected,
                ..TryState::default()
            });
        })
    };
    let place_pinned = {
        let latest = latest.clone();
        let attempt = attempt.clone();
        Callback::from(move |_: MouseEvent| {
            let s = latest.borrow().clone();
            if let (Some(k), Some(c)) = (s.selected, s.pinned) {
                attempt(k, c, (0.0, 0.0));
            }
        })
    };

    let (last, scored) = match state.tried.last() {
        Some((_, score)) => (
            Rc::new(score.steps.iter().map(|e| e.at).collect::<Vec<_>>()),
            Rc::new(score.steps.clone()),
        ),
        None => (props.last.clone(), Rc::new(Vec::new())),
    };
    let status = match (&preview, state.tried.last(), state.selected) {
        (Some((c, Some(ex))), _, _) => words::try_preview(
            words::tile(ex.tile),
            crate::voluspa::embed::spec::cell_words(*c),
            score_words(ex.points, &ex.lines),
        ),
        (_, Some((_, score)), _) => match score.steps.first() {
            Some(ex) => {
                words::try_played(words::tile(ex.tile), score_words(score.points, &ex.lines))
            }
            None => String::new(),
        },
        (_, None, Some(k)) if legal.is_empty() => words::try_nowhere(words::tile(k)),
        (_, None, Some(k)) => words::try_drag(words::tile(k)),
        _ => words::try_pick().to_string(),
    };
    let key_select = |k: Kind| {
        let select = select.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                select.emit(k);
            }
        })
    };
    // The note, once per board (not at every pointer move); none in a build without the
    // coach, which spends no hook on it.
    #[cfg(feature = "coach")]
    let note = {
        let board = state
            .tried
            .last()
            .map_or(props.board.clone(), |(b, _)| b.clone());
        let (teach, tiles) = (props.teach, props.tiles.clone());
        use_memo((state.tried.len(), teach), move |_| {
            if teach {
                taught_note(&board, &tiles)
            } else {
                Html::default()
            }
        })
    };
    #[cfg(not(feature = "coach"))]
    let note = Rc::new(Html::default());
    html! {
        <div class="embed-try" data-tried={state.tried.len().to_string()}>
            <div class="embed-board" id="embed-board">
                <BoardView tiles={tiles} fit_key={state.tried.len() as u64} view={(*view).clone()} {on_tap} {on_hover}
                    label={AttrValue::from(words::try_board())}>
                    { overlay(OverlayProps { legal: legal.clone(), blocked, hover: preview.clone(), last,
                        scored, serial: state.tried.len() as u64, ..Default::default() }) }
                </BoardView>
            </div>
            <p class="embed-status" data-testid="try-status" aria-live="polite">{ status }</p>
            <div class="embed-try-bar">
                <div class="embed-try-tiles" role="group" aria-label={words::try_tiles()}>
                    { for props.tiles.iter().map(|&k| {
                        let on_down = on_down.clone();
                        html! {
                            <div class={classes!("try-tile", (state.selected == Some(k)).then_some("selected"))}
                                data-kind={k.code()} role="button" tabindex="0" aria-pressed={(state.selected == Some(k)).to_string()}
                                title={words::tile(k)}
                                onpointerdown={Callback::from(move |e: web_sys::PointerEvent| on_down.emit((k, e)))}
                                onkeydown={key_select(k)}>
                                { tile_icon(k, 0) }
                                <span class="visually-hidden">{ words::tile(k) }</span>
                            </div>
                        }
                    }) }
                </div>
                if state.pinned.is_some() {
                    <button class="btn primary" onclick={place_pinned} data-testid="try-place">{ words::try_place() }</button>
                }
                <button class="btn" onclick={reset} disabled={state.tried.is_empty()} data-testid="try-reset">{ words::try_reset() }</button>
            </div>
            { (*note).clone() }
            <div ref={ghost} class="drag-ghost" aria-hidden="true">
                if let Some(k) = state.selected {
                    { tile_icon(k, 0) }
                }
            </div>
        </div>
    }
}

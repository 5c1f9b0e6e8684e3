//! A Völuspá position in a frame of another page (`#/embed/voluspa?board=…`): a static
//! board, a worked example stepped move by move with each move's scored lines and the
//! rules that scored them, and try-it mode (see [`spec`] for the parameters).

mod moves_json;
pub mod spec;
#[cfg(feature = "coach")]
pub mod taught;
pub mod try_it;

use std::rc::Rc;

use yew::prelude::*;

use crate::embed::frame::{embed_error, use_embed_query, EmbedFrame, EmbedProps};
use crate::embed::stepper::Stepper;
use crate::voluspa::components::board::{stacks_of, BoardView};
use crate::voluspa::components::overlay::{overlay, OverlayProps};
use crate::voluspa::words;
use spec::{cell_words, PARAMS};
use try_it::TryIt;
use words::score_words;

/// The Völuspá embed.
#[component]
pub fn Embed(props: &EmbedProps) -> Html {
    let (read, at, go) = use_embed_query(&props.query, &PARAMS, spec::read);
    let (id, scheme, spec) = &*read;
    let teach = cfg!(feature = "coach") && crate::embed::query::asks_teach(&props.query);
    let body = match spec {
        Err(e) => embed_error(e),
        Ok(spec) => {
            let count = spec.positions.len();
            let i = (*at).min(count - 1);
            let pos = &spec.positions[i];
            let last = Rc::new(pos.cells());
            let board = match &spec.try_tiles {
                // A new key per position: stepping drops the reader's tries.
                Some(tiles) => html! {
                    <TryIt key={i} board={Rc::new(pos.board.clone())} tiles={tiles.clone()} last={last.clone()} {teach} />
                },
                None => html! {
                    <div class="embed-board" id="embed-board">
                        <BoardView tiles={stacks_of(&pos.board)} interactive={false} fit_key={i as u64}
                            label={AttrValue::from(words::embed_board_position(i as i64, count as i64 - 1))}>
                            { overlay(OverlayProps { last,
                                scored: Rc::new(pos.explanations().into_iter().filter(|e| !e.lines.is_empty()).collect::<Vec<_>>()),
                                serial: i as u64, ..Default::default() }) }
                        </BoardView>
                    </div>
                },
            };
            html! {
                <>
                    { board }
                    if count > 1 {
                        <Stepper {count} at={i} on_go={go} swipe_on={spec.try_tiles.is_none().then_some(AttrValue::from("embed-board"))} />
                    }
                    if teach && spec.try_tiles.is_none() {
                        // No tiles to try: the reader holds the base game's eight.
                        { try_it::taught_note(&pos.board, &spec::DEFAULT_TRY) }
                    }
                    <div class="embed-text" data-position={i.to_string()}>
                        if let Some(c) = &pos.caption {
                            <p class="embed-caption" data-testid="caption">{ c.clone() }</p>
                        }
                        if let Some((_, score)) = &pos.scored {
                            <ul class="embed-lines" data-testid="scored-lines" data-points={score.points.to_string()}>
                                { for score.steps.iter().map(|ex| html! {
                                    <li>
                                        <strong>{ words::embed_tile_on(words::tile(ex.tile), cell_words(ex.at)) }</strong>
                                        { ": " }{ score_words(ex.points, &ex.lines) }
                                    </li>
                                }) }
                            </ul>
                        }
                    </div>
                </>
            }
        }
    };
    html! {
        <EmbedFrame id={AttrValue::from(id.clone())} scheme={*scheme} game="voluspa" label={words::embed_frame_label()}>
            { body }
            <p class="embed-credit"><a href="./#/voluspa/rules" target="_blank" rel="noopener">{ words::embed_credit() }</a></p>
        </EmbedFrame>
    }
}

//! The current player's hand along the bottom edge. Only the revealed player's tiles are
//! ever passed in, so other hands are never in the DOM.

use skald::voluspa::Kind;
use web_sys::PointerEvent;
use yew::prelude::*;

use super::tile::tile_icon;
use crate::voluspa::words;

/// What [`hand`] shows and whom it tells.
#[derive(Default)]
pub struct HandProps {
    /// The tiles, sorted (Hel included).
    pub tiles: Vec<Kind>,
    pub selected: Option<Kind>,
    /// Freya boosts put on a tile: (tile, number of Freya).
    pub boost: Option<(Kind, u8)>,
    /// Kinds that have a legal target now.
    pub playable: Vec<Kind>,
    /// Kinds that may be discarded now (forced discard, discard down to five).
    pub discardable: Vec<Kind>,
    /// The Raven waits for its second placement: the hand shows it alone.
    pub raven_again: bool,
    /// Pointer down on a tile: (index, kind, event).
    pub on_down: Callback<(usize, Kind, PointerEvent)>,
    /// Enter or Space on a tile (keyboard users): same as a tap.
    pub on_key: Callback<Kind>,
}

fn key_handler(cb: &Callback<Kind>, k: Kind) -> Callback<KeyboardEvent> {
    let cb = cb.clone();
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            cb.emit(k);
        }
    })
}

/// The player's tiles.
pub fn hand(props: &HandProps) -> Html {
    if props.raven_again {
        let on_down = props.on_down.clone();
        let onpointerdown =
            Callback::from(move |e: PointerEvent| on_down.emit((0, Kind::Raven, e)));
        return html! {
            <div class="hand" role="group" aria-label={words::your_raven()}>
                <div class={classes!("hand-tile", "raven-again", "playable", (props.selected == Some(Kind::Raven)).then_some("selected"))}
                    data-hand-index="0" data-kind="Ra" data-playable="true" data-raven="again"
                    {onpointerdown} onkeydown={key_handler(&props.on_key, Kind::Raven)}
                    role="button" tabindex="0">
                    { tile_icon(Kind::Raven, 0) }
                    <span class="visually-hidden">{ words::raven_once_more() }</span>
                    <span class="hand-caption" aria-hidden="true">{ words::again() }</span>
                </div>
            </div>
        };
    }
    // Which Freya tiles are spent on a boost (shown faded, not draggable), and which tile
    // carries the boost.
    let mut spent_idx: Vec<usize> = Vec::new();
    let mut target_idx = None;
    let mut boost_n = 0;
    if let Some((bk, n)) = props.boost {
        target_idx = props.tiles.iter().position(|&k| k == bk);
        boost_n = n;
        spent_idx = props
            .tiles
            .iter()
            .enumerate()
            .filter(|(i, k)| **k == Kind::Freya && Some(*i) != target_idx)
            .map(|(i, _)| i)
            .take(n as usize)
            .collect();
    }
    // Only one tile shows as chosen (the first of its kind that is not spent).
    let chosen_idx = props.selected.and_then(|sel| {
        props
            .tiles
            .iter()
            .enumerate()
            .position(|(i, k)| *k == sel && !spent_idx.contains(&i))
    });
    html! {
        <div class="hand" role="group" aria-label={words::your_tiles()} data-testid="hand">
            { for props.tiles.iter().enumerate().map(|(i, &k)| {
                let spent = spent_idx.contains(&i);
                let boosts = if Some(i) == target_idx { boost_n } else { 0 };
                let playable = props.playable.contains(&k);
                let discardable = props.discardable.contains(&k);
                let selected = chosen_idx == Some(i);
                let on_down = props.on_down.clone();
                let onpointerdown = Callback::from(move |e: PointerEvent| if !spent { on_down.emit((i, k, e)) });
                html! {
                    <div class={classes!("hand-tile", playable.then_some("playable"), selected.then_some("selected"),
                            spent.then_some("spent"), discardable.then_some("discardable"))}
                        data-hand-index={i.to_string()} data-kind={k.code()}
                        data-playable={playable.to_string()} data-boosts={boosts.to_string()}
                        data-spent={spent.then_some("true")} data-handoff-focus={(i == 0).then_some("")}
                        {onpointerdown} onkeydown={key_handler(&props.on_key, k)} role="button" tabindex="0">
                        { tile_icon(k, boosts) }
                        // The name comes from this text (no aria-label that could differ
                        // from what is drawn): "Thor, 7", "Thor boosted by 1 Freya".
                        <span class="visually-hidden">{
                            if spent { words::hand_spent(words::tile(k)) }
                            else if boosts > 0 { words::hand_boosted(words::tile(k), boosts) }
                            else { words::stack_tile(words::tile(k), k.value()) }
                        }</span>
                        if boosts > 0 { <span class="hand-caption boost" aria-hidden="true">{ words::hand_boost_badge(boosts) }</span> }
                        if spent { <span class="hand-caption" aria-hidden="true">{ words::hand_boost_caption() }</span> }
                    </div>
                }
            }) }
        </div>
    }
}

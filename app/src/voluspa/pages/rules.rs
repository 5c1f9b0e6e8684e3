//! Rules help: every tile's power in our own words (agreeing with
//! `voluspa-rulings.md`), each with a small board built from the engine's notation, on
//! which the engine marks where that tile may go (green) and what Trolls block (red).

use std::rc::Rc;

use skald::voluspa::{
    parse_board, score_move, targets, Cell, Kind, Move, MovePart, Placement, ScoreExplanation,
    Stack,
};
use yew::prelude::*;

use crate::embed::snippet::EmbedButton;
use crate::voluspa::components::board::{stacks_of, BoardView};
use crate::voluspa::components::overlay::{overlay, OverlayProps};
use crate::voluspa::components::tile::tile_icon;
use crate::voluspa::words;

/// The tiles in the order of the rules, with each one's example board.
const HELP: [(Kind, &str); 17] = [
    (Kind::Odin, "Th Lo Va"),
    (Kind::Thor, "Sk Va\nLo ."),
    (Kind::Troll, ". Od Tr .\n. . Th ."),
    (Kind::Dragon, "Od Th\nTr Va"),
    (Kind::Fenrir, "Fe Fe Th"),
    (Kind::Skadi, "Od Th Lo"),
    (Kind::Valkyrie, "Va Od Th"),
    (Kind::Loki, "Od Lo Th"),
    (Kind::Hel, "Od Th\nVa Lo"),
    (Kind::Hermod, "Od Th Va"),
    (Kind::Jotunn, "Od Th Va"),
    (Kind::SeaSerpent, "Va . Th\n. . Lo"),
    (Kind::Dwarf, ". Od Tr .\n. . Th ."),
    (Kind::Freya, "Od Th"),
    (Kind::Raven, "Dr Th\nVa ."),
    (Kind::Niohoggr, "Ni Va Lo"),
    (Kind::LightningBolt, "Od Th Va\nLo . ."),
];

/// What a tile does, and the caption of its example: in our own words, agreeing with
/// `voluspa-rulings.md`.
fn help(k: Kind) -> (&'static str, &'static str) {
    match k {
        Kind::Odin => (words::help_odin(), words::caption_odin()),
        Kind::Thor => (words::help_thor(), words::caption_thor()),
        Kind::Troll => (words::help_troll(), words::caption_troll()),
        Kind::Dragon => (words::help_dragon(), words::caption_dragon()),
        Kind::Fenrir => (words::help_fenrir(), words::caption_fenrir()),
        Kind::Skadi => (words::help_skadi(), words::caption_skadi()),
        Kind::Valkyrie => (words::help_valkyrie(), words::caption_valkyrie()),
        Kind::Loki => (words::help_loki(), words::caption_loki()),
        Kind::Hel => (words::help_hel(), words::caption_hel()),
        Kind::Hermod => (words::help_hermod(), words::caption_hermod()),
        Kind::Jotunn => (words::help_jotunn(), words::caption_jotunn()),
        Kind::SeaSerpent => (words::help_sea_serpent(), words::caption_sea_serpent()),
        Kind::Dwarf => (words::help_dwarf(), words::caption_dwarf()),
        Kind::Freya => (words::help_freya(), words::caption_freya()),
        Kind::Raven => (words::help_raven(), words::caption_raven()),
        Kind::Niohoggr => (words::help_niohoggr(), words::caption_niohoggr()),
        Kind::LightningBolt => (
            words::help_lightning_bolt(),
            words::caption_lightning_bolt(),
        ),
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct MiniBoardProps {
    pub notation: AttrValue,
    /// Show where this tile may go (and what Trolls block for it).
    #[prop_or_default]
    pub tile: Option<Kind>,
}

/// A small board from notation: the embeddable board of rules pages. With a tile, the
/// engine marks where it may go; tap a marked cell to play it there and see its score.
#[component]
pub fn MiniBoard(props: &MiniBoardProps) -> Html {
    let played = use_state(|| None::<(Rc<Vec<(Cell, Stack)>>, ScoreExplanation)>);
    let Ok(board) = parse_board(&props.notation) else {
        return html! { <p class="vol-error">{ words::example_invalid() }</p> };
    };
    let tiles = stacks_of(&board);
    let legal = props.tile.map(|k| targets(&board, k)).unwrap_or_default();
    let on_pick = {
        let played = played.clone();
        let board = board.clone();
        let legal = legal.clone();
        props.tile.map(|kind| {
            Callback::from(move |at: Cell| {
                let Some(t) = legal.iter().find(|t| t.at == at) else {
                    return;
                };
                let p = Placement {
                    tile: kind,
                    at,
                    push: t.push.first().copied(),
                    boosts: 0,
                };
                let mut after = board.clone();
                if let Ok(score) = score_move(&mut after, &Move(vec![MovePart::from_placement(p)]))
                {
                    if let Some(ex) = score.steps.into_iter().next() {
                        let tiles = stacks_of(&after);
                        played.set(Some((tiles, ex)));
                    }
                }
            })
        })
    };
    let label = words::example_board(props.notation.replace('\n', " / "));
    match &*played {
        Some((after, ex)) => {
            let reset = {
                let played = played.clone();
                Callback::from(move |_: MouseEvent| played.set(None))
            };
            let rules: Vec<String> = ex
                .lines
                .iter()
                .map(|l| format!("+{} {}", l.points, words::rule(l.rule)))
                .collect();
            html! {
                <div class="mini-board played" data-notation={props.notation.clone()}>
                    <BoardView tiles={after.clone()} interactive={false} fit_key={1} {label}>
                        { overlay(OverlayProps { last: Rc::new(vec![ex.at]), scored: Rc::new(vec![ex.clone()]), serial: 1, ..Default::default() }) }
                    </BoardView>
                    <p class="mini-result" data-points={ex.points.to_string()}>
                        { words::example_scores(words::tile(ex.tile), ex.points as i64) }
                        if !rules.is_empty() { { format!(" ({})", rules.join(", ")) } }
                        <button class="btn" onclick={reset}>{ words::example_again() }</button>
                    </p>
                </div>
            }
        }
        None => {
            let blocked = Rc::new(match props.tile {
                Some(k) if !k.ignores_troll_block() => board.blocked_cells(),
                _ => vec![],
            });
            html! {
                <div class="mini-board" data-notation={props.notation.clone()}>
                    <BoardView tiles={tiles} interactive={false} fit_key={0} {label}>
                        { overlay(OverlayProps { legal: Rc::new(legal), blocked, on_pick, ..Default::default() }) }
                    </BoardView>
                </div>
            }
        }
    }
}

/// The rules help page (`#/voluspa/rules`): a drawing function, it holds nothing itself.
pub fn rules() -> Html {
    html! {
        <section class="vol-rules">
            <h1>{ words::rules_title() }</h1>
            <p class="lede">{ words::rules_lede() }</p>
            <p><a class="btn" href={crate::teach::back_href("#/voluspa")} data-testid="rules-back">{ words::back() }</a></p>
            { crate::seen::rules_seen(crate::games::GameId::Voluspa, &std::iter::once((String::new(), words::rules_title()))
                .chain(HELP.iter().map(|(k, _)| (format!("tile-{}", k.code()), words::tile(*k))))
                .collect::<Vec<_>>()) }
            <ul class="rule-list">
                { for HELP.iter().map(|(k, notation)| { let (text, caption) = help(*k); html! {
                    <li class="rule-tile" id={format!("tile-{}", k.code())} data-kind={k.code()}>
                        { tile_icon(*k, 0) }
                        <div>
                            <h2>{ words::tile(*k) }</h2>
                            <p>{ text }</p>
                        </div>
                        <figure class="rule-example">
                            // The Troll's example shows what it blocks for another tile.
                            <MiniBoard notation={*notation} tile={Some(if *k == Kind::Troll { Kind::Thor } else { *k })} />
                            <figcaption class="mini-caption">{ caption }{ words::rules_try() }</figcaption>
                            <EmbedButton game="voluspa" label={words::embed_example()}
                                attrs={vec![("board", notation.replace('\n', " / ")), ("caption", caption.to_string()), ("try", k.code().to_string())]} />
                        </figure>
                    </li>
                }}) }
            </ul>
        </section>
    }
}

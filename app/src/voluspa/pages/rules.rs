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
use crate::voluspa::components::overlay::{rule_label, Overlay};
use crate::voluspa::components::tile::TileIcon;

/// (tile, what it does, example board, caption).
const HELP: [(Kind, &str, &str, &str); 17] = [
    (Kind::Odin, "The strongest plain tile. Place a tile next to one already on the board; it scores each line (its row and its column) in which it is now the highest tile: one point per tile in that line. No line may grow beyond seven tiles.",
        "Th Lo Va", "Where Odin may go: any empty cell touching the board."),
    (Kind::Thor, "A plain tile worth 7: it tops every line without Odin (and without boosted tiles).",
        "Sk Va\nLo .", "Thor can go on every green cell."),
    (Kind::Troll, "The cells next to a Troll are blocked: only a Troll or a Dwarf may be placed there. A tile next to a Troll cannot be covered, captured or bumped either.",
        ". Od Tr .\n. . Th .", "Red, hatched cells are blocked for Thor by the Troll; green cells are still free."),
    (Kind::Dragon, "May be placed on top of a tile instead of next to it: not on another Dragon, not on Hel, not on a tile that touches a Troll. The covered tile stops counting and loses its booster.",
        "Od Th\nTr Va", "Dashed rings: tiles the Dragon may cover. Odin touches the Troll, so it is safe."),
    (Kind::Fenrir, "Fenrirs hunt as a pack: each Fenrir is worth the sum of all Fenrirs in its line (4 each). A Fenrir next to Loki adds nothing to its pack.",
        "Fe Fe Th", "A third Fenrir at the end of the row makes the pack worth 12."),
    (Kind::Skadi, "Skadi may swap with a tile on the board (not Skadi, not Hel, not next to a Troll): that tile goes into your hand, what lay under it leaves the game. You draw nothing that turn, and discard down to five tiles if you have more.",
        "Od Th Lo", "Dashed rings: tiles Skadi may capture."),
    (Kind::Valkyrie, "Two Valkyries at both ends of a line: the one placed at an end scores the whole line, whatever the values. While two Valkyries hold a line, no other tile placed inside it scores it by value.",
        "Va Od Th", "A Valkyrie at the right end of the row scores all four tiles."),
    (Kind::Loki, "Every tile next to Loki is worth 0 (another Loki keeps its value; a Fenrir next to Loki adds 0 to its pack). So a small tile can top a line next to Loki.",
        "Od Lo Th", "Odin and Thor are worth 0 while Loki sits between them."),
    (Kind::Hel, "Hel lies face down: a gap that ends every line. It is placed on top of any tile except Hel (even next to a Troll) and scores one point per tile in the eight cells around it. Each player starts with one Hel (two each with two players); it does not count toward your five tiles.",
        "Od Th\nVa Lo", "Hel may go on any of these tiles."),
    (Kind::Hermod, "After Hermod scores, you may place one more tile that ends up in Hermod's row or column (or on Hermod); a Hermod may follow a Hermod. Or tap “End turn”.",
        "Od Th Va", "Hermod next to the row; a second tile may then join its lines."),
    (Kind::Jotunn, "Jotunn may take the cell of a tile, pushing that tile (with everything under it) along its row or column to the first empty cell past the end of the line. Choose the direction with the arrows (or drop near that edge). Not toward Hel, never next to a Troll; the pushed tile scores nothing.",
        "Od Th Va", "Dashed rings: tiles Jotunn may push out of the way."),
    (Kind::SeaSerpent, "Scores its whole board row or column, gaps included: the better one in which it is the highest tile; points are the cells from one outermost tile to the other.",
        "Va . Th\n. . Lo", "The Sea Serpent may be placed on any green cell."),
    (Kind::Dwarf, "Ignores Trolls. A Dwarf never scores lines: it scores half the sum of its neighbours' values, rounded down.",
        ". Od Tr .\n. . Th .", "Green: the Dwarf may go right next to the Troll."),
    (Kind::Freya, "Play Freya as a tile, or drop it onto another tile of your hand to boost it: the boosted tile is worth one more per Freya given to it (a badge shows its new value). The hand is refilled at the end of the turn.",
        "Od Th", "Freya may go on any green cell, or boost a tile in your hand."),
    (Kind::Raven, "Placed next to the board or on top of a tile (not a Raven, not Hel, not next to a Troll). After it scores you may lift it and place it once more elsewhere, scoring again; or leave it.",
        "Dr Th\nVa .", "The Raven may cover the Dragon; then it may fly on."),
    (Kind::Niohoggr, "Worth 7, and every scored line that holds a Niohoggr is worth 2 more. Cover a Niohoggr with a Dragon, Raven or Lightning Bolt and you still get the 2 for each line you score.",
        "Ni Va Lo", "A tile that tops the row with Niohoggr in it scores 2 extra."),
    (Kind::LightningBolt, "Only ever goes on top of a tile (not a Lightning Bolt, not Hel, not next to a Troll). It scores the shortest of its lines with two or more tiles, whatever the values.",
        "Od Th Va\nLo . .", "Lightning Bolt may strike any of these tiles."),
];

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
        return html! { <p class="vol-error">{ "This example's notation is invalid." }</p> };
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
    let label = format!("Example board: {}", props.notation.replace('\n', " / "));
    match &*played {
        Some((after, ex)) => {
            let reset = {
                let played = played.clone();
                Callback::from(move |_: MouseEvent| played.set(None))
            };
            let rules: Vec<String> = ex
                .lines
                .iter()
                .map(|l| format!("+{} {}", l.points, rule_label(l.rule)))
                .collect();
            html! {
                <div class="mini-board played" data-notation={props.notation.clone()}>
                    <BoardView tiles={after.clone()} interactive={false} fit_key={1} {label}>
                        <Overlay legal={Rc::new(vec![])} blocked={Rc::new(vec![])} hover={None}
                            last={Rc::new(vec![ex.at])} scored={Rc::new(vec![ex.clone()])} serial={1} bump={None} />
                    </BoardView>
                    <p class="mini-result" data-points={ex.points.to_string()}>
                        { format!("{} scores {} point{}{}", ex.tile.name(), ex.points, if ex.points == 1 { "" } else { "s" },
                            if rules.is_empty() { String::new() } else { format!(" ({})", rules.join(", ")) }) }
                        <button class="btn" onclick={reset}>{ "Again" }</button>
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
                        <Overlay legal={Rc::new(legal)} {blocked} hover={None} last={Rc::new(vec![])}
                            scored={Rc::new(vec![])} serial={0} bump={None} {on_pick} />
                    </BoardView>
                </div>
            }
        }
    }
}

#[component]
pub fn Rules() -> Html {
    html! {
        <section class="vol-rules">
            <h1>{ "Völuspá: the tiles" }</h1>
            <p class="lede">{ "On your turn, place one tile from your hand next to the board (or on a tile, for some). It scores each of its lines — row and column, at most seven tiles — in which it is now the highest: one point per tile. Then draw back to five. When the pile and every hand are empty, the highest score wins; on a tie, whoever reached that score first (shown as 9.2 before 9.1)." }</p>
            <p><a class="btn" href="#/voluspa">{ "Back" }</a></p>
            <ul class="rule-list">
                { for HELP.iter().map(|(k, text, notation, caption)| html! {
                    <li class="rule-tile" id={format!("tile-{}", k.code())} data-kind={k.code()}>
                        <TileIcon kind={*k} />
                        <div>
                            <h2>{ k.name() }</h2>
                            <p>{ *text }</p>
                        </div>
                        <figure class="rule-example">
                            // The Troll's example shows what it blocks for another tile.
                            <MiniBoard notation={*notation} tile={Some(if *k == Kind::Troll { Kind::Thor } else { *k })} />
                            <figcaption class="mini-caption">{ *caption }{ " Tap a green cell to try it." }</figcaption>
                            <EmbedButton game="voluspa" label="Embed this example"
                                attrs={vec![("board", notation.replace('\n', " / ")), ("caption", (*caption).to_string()), ("try", k.code().to_string())]} />
                        </figure>
                    </li>
                }) }
            </ul>
        </section>
    }
}

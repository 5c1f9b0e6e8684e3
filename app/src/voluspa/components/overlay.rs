//! What is drawn over the tiles: legal and Troll-blocked cells while a tile is chosen, the
//! hovered cell's score preview, the last move, the lines the last move scored, and the
//! Jotunn's push arrows.

use std::rc::Rc;

use skald::voluspa::{Cell, Dir, Rule, ScoreExplanation, Target, TargetKind};
use yew::prelude::*;

use crate::num::num;
use crate::voluspa::geometry::{cells_rect, is_straight, CELL};
use crate::voluspa::words;

/// How a legal target is reached (a class and `data-legal` for styles and tests).
pub fn target_label(kind: TargetKind) -> &'static str {
    match kind {
        TargetKind::Place => "place",
        TargetKind::Cover => "cover",
        TargetKind::Capture => "capture",
        TargetKind::Bump => "bump",
    }
}

/// The rule's name as the e2e tests and styles know it (the variant's name).
fn rule_id(rule: Rule) -> &'static str {
    match rule {
        Rule::ValueDomination => "ValueDomination",
        Rule::ValkyrieBookend => "ValkyrieBookend",
        Rule::LightningBoltShortestLine => "LightningBoltShortestLine",
        Rule::SeaSerpentExtendedLine => "SeaSerpentExtendedLine",
        Rule::DwarfNeighbours => "DwarfNeighbours",
        Rule::HelNeighbours => "HelNeighbours",
        Rule::LoneTile => "LoneTile",
        Rule::NiohoggrBonus => "NiohoggrBonus",
    }
}

fn xy(c: Cell) -> (f64, f64) {
    (c.1 as f64 * CELL, c.0 as f64 * CELL)
}

fn cell_key(c: Cell) -> String {
    format!("{},{}", c.0, c.1)
}

/// Outlines of the items of one score explanation; with `labels`, each line's points and
/// rule written beside it (a preview leaves them out: they would cover tiles, and the play
/// screen spells the preview out above the board instead).
pub fn score_outlines(ex: &ScoreExplanation, class: &'static str, labels: bool) -> Html {
    html! {
        <g class={classes!("score", class)} data-testid={class}>
            { for ex.lines.iter().enumerate().map(|(i, line)| {
                let cells: Vec<(i32, i32)> = line.cells.iter().map(|c| (c.0, c.1)).collect();
                let label = format!("+{} {}", line.points, words::rule(line.rule));
                let straight = is_straight(&cells);
                let (lx, ly) = match cells_rect(&cells) {
                    Some((x, y, _, _)) if straight => (x + 6.0, y - 8.0 - 30.0 * (i as f64 % 2.0)),
                    _ => { let (x, y) = xy(ex.at); (x + 6.0, y - 8.0 - 30.0 * i as f64) }
                };
                let label_w = 10.5 * label.chars().count() as f64 + 18.0;
                html! {
                    <g class="scored-line" data-rule={rule_id(line.rule)} data-points={line.points.to_string()}>
                        if straight {
                            if let Some((x, y, w, h)) = cells_rect(&cells) {
                                <rect class="line-outline" x={num(x + 3.0)} y={num(y + 3.0)}
                                    width={num(w - 6.0)} height={num(h - 6.0)} rx="14" />
                            }
                        } else {
                            { for line.cells.iter().map(|c| { let (x, y) = xy(*c); html! {
                                <rect class="line-outline" x={num(x + 6.0)} y={num(y + 6.0)}
                                    width="88" height="88" rx="12" />
                            }}) }
                        }
                        if labels {
                            <g class="line-label" transform={format!("translate({} {})", num(lx), num(ly))}>
                                <rect x="0" y="-24" width={num(label_w)} height="32" rx="10" />
                                <text x="8" y="0">{ label }</text>
                            </g>
                        }
                    </g>
                }
            }) }
        </g>
    }
}

/// What [`overlay`] marks on the board.
pub struct OverlayProps {
    /// Legal targets of the chosen tile (empty when none is chosen).
    pub legal: Rc<Vec<Target>>,
    /// Troll-blocked cells to show (empty unless the chosen tile is blocked by Trolls).
    pub blocked: Rc<Vec<Cell>>,
    /// The cell under the finger or mouse, with the engine's preview of its score.
    pub hover: Option<(Cell, Option<ScoreExplanation>)>,
    /// Cells of the last move (placed tiles, bumped stack).
    pub last: Rc<Vec<Cell>>,
    /// The colour of the player who made the last move (any CSS colour; blue by default).
    pub last_color: AttrValue,
    /// What the last move scored.
    pub scored: Rc<Vec<ScoreExplanation>>,
    /// Bumps how many actions were applied (replays the score animation).
    pub serial: u64,
    /// A Jotunn waiting for its push direction: the bumped cell and the allowed directions.
    pub bump: Option<(Cell, Vec<Dir>)>,
    /// Clicks on legal cells (the rules help's small boards; the play screen uses its own
    /// pointer handling instead).
    pub on_pick: Option<Callback<Cell>>,
}

impl Default for OverlayProps {
    fn default() -> OverlayProps {
        OverlayProps {
            legal: Rc::default(),
            blocked: Rc::default(),
            hover: None,
            last: Rc::default(),
            last_color: AttrValue::Static("#0072b2"),
            scored: Rc::default(),
            serial: 0,
            bump: None,
            on_pick: None,
        }
    }
}

/// The marks over the board: legal targets, Troll-blocked cells, the hovered cell's
/// preview, the last move and what it scored, a Jotunn's push. A drawing function, not a
/// component (a component costs each build about 1 KB of yew's machinery).
pub fn overlay(props: OverlayProps) -> Html {
    let choosing = !props.legal.is_empty();
    html! {
        <g class={classes!("overlay", choosing.then_some("choosing"))} style={format!("--mover: {}", props.last_color)}>
            // Keyed on the serial: a new move's mark lands with a pulse (a computer's move
            // is easy to follow).
            <g key={format!("last-{}", props.serial)} class="last-moves">
                { for props.last.iter().map(|c| { let (x, y) = xy(*c); html! {
                    <g class="last-move-mark" data-last={cell_key(*c)}>
                        <rect class="last-move-under" x={num(x + 1.0)} y={num(y + 1.0)} width="94" height="94" rx="12" />
                        <rect class="last-move" x={num(x + 1.0)} y={num(y + 1.0)} width="94" height="94" rx="12" />
                    </g>
                }}) }
            </g>
            if !choosing {
                <g key={props.serial.to_string()}>
                    { for props.scored.iter().map(|ex| score_outlines(ex, "scored", true)) }
                </g>
            }
            { for props.blocked.iter().map(|c| { let (x, y) = xy(*c); html! {
                <g class="cell-blocked" data-cell={cell_key(*c)} data-blocked="true"
                    transform={format!("translate({} {})", num(x), num(y))}>
                    <rect x="4" y="4" width="88" height="88" rx="10" fill="url(#hatch)" />
                    <path class="troll-mark" d="M36 36 L60 60 M60 36 L36 60" />
                    <text class="blocked-label" x="48" y="84" text-anchor="middle">{ "Troll" }</text>
                </g>
            }}) }
            { for props.legal.iter().map(|t| { let (x, y) = xy(t.at); let at = t.at; html! {
                <g class={classes!("cell-legal", target_label(t.kind), props.on_pick.is_some().then_some("pickable"))} data-cell={cell_key(t.at)}
                    data-legal={target_label(t.kind)} transform={format!("translate({} {})", num(x), num(y))}
                    onclick={props.on_pick.clone().map(|cb| Callback::from(move |_: MouseEvent| cb.emit(at)))}>
                    <rect x="4" y="4" width="88" height="88" rx="10" />
                    <circle cx="48" cy="48" r="30" />
                </g>
            }}) }
            if let Some((c, preview)) = &props.hover {
                <g class="hover" data-hover={cell_key(*c)}>
                    if let Some(ex) = preview {
                        { score_outlines(ex, "preview", false) }
                        <g class="preview-badge" data-testid="preview-points" data-points={ex.points.to_string()}
                            transform={format!("translate({} {})", num(c.1 as f64 * CELL + 48.0), num(c.0 as f64 * CELL - 26.0))}>
                            <rect x="-44" y="-26" width="88" height="44" rx="14" />
                            <text x="0" y="8" text-anchor="middle">{ format!("+{}", ex.points) }</text>
                        </g>
                    }
                </g>
            }
            if let Some((c, dirs)) = &props.bump {
                <g class="bump-arrows" transform={format!("translate({} {})", num(c.1 as f64 * CELL), num(c.0 as f64 * CELL))}>
                    { for dirs.iter().map(|d| {
                        let path = match d {
                            Dir::N => "M48 2 L70 26 L26 26 Z",
                            Dir::S => "M48 94 L70 70 L26 70 Z",
                            Dir::W => "M2 48 L26 26 L26 70 Z",
                            Dir::E => "M94 48 L70 26 L70 70 Z",
                        };
                        html! { <path class="bump-arrow" data-push={d.letter()} d={path}>
                            <title>{ words::push_title(words::dir(*d)) }</title>
                        </path> }
                    }) }
                </g>
            }
        </g>
    }
}

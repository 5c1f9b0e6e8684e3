//! Our own tile artwork, as SVG: name, value in a corner, a simple emblem; booster badge;
//! the edge of covered tiles; Hel face down, reading as a gap.

use skald::voluspa::{Kind, Stack};
use yew::prelude::*;

use crate::voluspa::words;

/// Fill colour of a tile kind (ink is always the theme's dark brown: AA contrast).
pub fn fill(kind: Kind) -> &'static str {
    match kind {
        Kind::Odin => "#e3cc84",
        Kind::Thor => "#e8b48e",
        Kind::Troll => "#a9c196",
        Kind::Dragon => "#e39f8e",
        Kind::Fenrir => "#c8c0b4",
        Kind::Skadi => "#c4dcee",
        Kind::Valkyrie => "#e8d5ee",
        Kind::Loki => "#f2c97a",
        Kind::Hel => "#2b2420",
        Kind::Hermod => "#cfe4bf",
        Kind::Jotunn => "#cbbda6",
        Kind::SeaSerpent => "#9fd0cb",
        Kind::Dwarf => "#d5b391",
        Kind::Freya => "#f4c3cf",
        Kind::Raven => "#b7b7d6",
        Kind::Niohoggr => "#abcc8d",
        Kind::LightningBolt => "#f4e68c",
    }
}

/// The emblem, drawn in a 100 × 100 tile between y = 26 and y = 66.
fn emblem(kind: Kind) -> Html {
    let (d, filled) = match kind {
        Kind::Odin => (
            "M30 46 Q50 28 70 46 Q50 64 30 46 Z M50 40 a6 6 0 1 0 0.1 0",
            true,
        ),
        Kind::Thor => ("M33 30 h34 v13 h-34 Z M45 43 h10 v22 h-10 Z", true),
        Kind::Troll => ("M27 64 L42 34 L51 47 L59 37 L73 64 Z", true),
        Kind::Dragon => ("M30 62 L48 28 L54 46 L72 36 L62 62 Z", true),
        Kind::Fenrir => ("M30 32 L38 60 L46 32 M54 32 L62 60 L70 32", false),
        Kind::Skadi => ("M50 28 V64 M34 37 L66 55 M34 55 L66 37", false),
        Kind::Valkyrie => (
            "M30 62 Q34 34 70 28 Q58 42 62 46 Q50 48 54 54 Q42 54 30 62 Z",
            true,
        ),
        Kind::Loki => (
            "M50 26 Q66 44 60 56 Q56 65 50 65 Q39 63 39 52 Q41 43 50 26 Z",
            true,
        ),
        Kind::Hel => ("", false),
        Kind::Hermod => ("M28 46 H64 M50 32 L68 46 L50 60", false),
        Kind::Jotunn => ("M31 64 V40 Q50 22 69 40 V64 Z", true),
        Kind::SeaSerpent => ("M26 50 Q34 34 42 50 T58 50 T74 50", false),
        Kind::Dwarf => (
            "M28 34 H72 Q66 46 58 46 V54 H64 V64 H36 V54 H42 V46 Q34 46 28 34 Z",
            true,
        ),
        Kind::Freya => (
            "M50 64 L33 47 Q27 36 38 32 Q46 30 50 39 Q54 30 62 32 Q73 36 67 47 Z",
            true,
        ),
        Kind::Raven => (
            "M26 44 Q39 32 50 44 Q61 32 74 44 Q61 40 50 56 Q39 40 26 44 Z",
            true,
        ),
        Kind::Niohoggr => (
            "M50 26 V46 M50 46 L34 64 M50 46 L66 64 M50 46 V66 M38 34 L50 40 L62 34",
            false,
        ),
        Kind::LightningBolt => ("M55 24 L37 50 H50 L44 68 L65 40 H52 Z", true),
    };
    if d.is_empty() {
        return html! {};
    }
    html! {
        <path class={if filled { "emblem-fill" } else { "emblem-line" }} d={d} />
    }
}

#[derive(Properties, PartialEq, Clone)]
pub struct TileFaceProps {
    pub kind: Kind,
    /// Booster tokens on the tile (0 when none).
    #[prop_or_default]
    pub boosts: u8,
    /// Covered tiles, bottom first.
    #[prop_or_default]
    pub under: Vec<Kind>,
}

/// One tile drawn in a 100 × 100 box at the origin (place it with a `<g transform>`).
#[component]
pub fn TileFace(props: &TileFaceProps) -> Html {
    let kind = props.kind;
    let layers = props.under.len().min(3);
    let edges = (0..layers).rev().map(|i| {
        let off = 3.0 + 3.0 * i as f64;
        let k = props.under[props.under.len() - 1 - i];
        html! {
            <rect class="tile-edge" x={crate::num::num(off)} y={crate::num::num(off)} width="92" height="92"
                rx="10" fill={fill(k)} />
        }
    });
    if kind == Kind::Hel {
        return html! {
            <g class="tile tile-hel" data-tile="He">
                <title>{ words::hel_title() }</title>
                { for edges }
                <rect class="hel-hole" x="4" y="4" width="92" height="92" rx="10" />
                <path class="hel-hatch" d="M14 86 L86 14 M14 58 L58 14 M42 86 L86 42" />
                <text class="hel-label" x="50" y="56" text-anchor="middle">{ "Hel" }</text>
            </g>
        };
    }
    let name = words::tile(kind);
    let long = name.chars().count() > 9;
    let value = kind.value();
    let covered = props.under.last().copied();
    html! {
        <g class="tile" data-tile={kind.code()}>
            <title>{ match covered {
                Some(k) => words::tile_title_on(name, value as i64, words::tile(k)),
                None => words::tile_title(name, value as i64),
            } }</title>
            { for edges }
            <rect class="tile-body" x="2" y="2" width="92" height="92" rx="10" fill={fill(kind)} />
            { emblem(kind) }
            <text class="tile-value" x="9" y="25">{ value }</text>
            if props.boosts > 0 {
                <g class="tile-boost">
                    <circle cx="78" cy="18" r="14" />
                    <text x="78" y="23" text-anchor="middle">{ kind.boosted_value(props.boosts) }</text>
                </g>
            }
            if let Some(k) = covered {
                <text class="tile-covered" x="48" y="76" text-anchor="middle">{ words::tile_on(words::tile(k)) }</text>
            }
            <text class="tile-name" x="48" y="90" text-anchor="middle"
                textLength={long.then_some("80")} lengthAdjust={long.then_some("spacingAndGlyphs")}>{ name }</text>
        </g>
    }
}

/// A tile for hands and lists (`boosts`: Freyas on it): its own little SVG. A plain
/// function, not a component (a component costs each build about 1 KB of yew's machinery).
pub fn tile_icon(kind: Kind, boosts: u8) -> Html {
    html! {
        <svg class="tile-icon" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
            <TileFace {kind} {boosts} />
        </svg>
    }
}

/// A stack on the board at its cell.
pub fn stack_face(stack: &Stack) -> Html {
    html! { <TileFace kind={stack.top} boosts={stack.boosts} under={stack.under.clone()} /> }
}

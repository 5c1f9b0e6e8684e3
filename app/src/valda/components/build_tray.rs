//! The building phase's pieces: a temple, a mine and a blood drill to drag onto a domain or
//! onto the village (the map's and the village's "Build" buttons do the same by tap). Only
//! pieces with a legal build are offered; where a piece is dropped decides the build, and
//! the play screen asks the engine's list whether it may be made.

use skald::valda::cards::God;
use skald::valda::constants::Resources;
use skald::valda::{BuildOffer, Building};
use web_sys::PointerEvent;
use yew::prelude::*;

use super::cost::cost_against;
use crate::drag::{self, DragSlot};
use crate::valda::words as w;

/// A piece of the tray.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    Temple,
    Mine,
    Drill,
}

impl Piece {
    fn label(self) -> &'static str {
        match self {
            Piece::Temple => w::piece_temple(),
            Piece::Mine => w::piece_mine(),
            Piece::Drill => w::piece_drill(),
        }
    }

    /// The building a mine or drill piece stands for (a temple's depends on its domain).
    fn building(self) -> Option<Building> {
        match self {
            Piece::Temple => None,
            Piece::Mine => Some(Building::Mine),
            Piece::Drill => Some(Building::Drill),
        }
    }

    fn code(self) -> &'static str {
        match self {
            Piece::Temple => "temple",
            Piece::Mine => "mine",
            Piece::Drill => "drill",
        }
    }

    /// The piece's drawing (also the temple's mark on the decision's temple buttons).
    pub fn drawing(self) -> Html {
        let d = match self {
            Piece::Temple => "M12 2 L22 8 H2 Z M4 10 H20 V20 H4 Z",
            Piece::Mine => "M3 20 L12 5 L21 20 Z M9 20 V15 H15 V20",
            Piece::Drill => "M12 2 C12 2 5 11 5 15 A7 7 0 0 0 19 15 C19 11 12 2 12 2 Z M12 9 V19",
        };
        html! { <svg class="vpiece-art" viewBox="0 0 24 24" aria-hidden="true"><path d={d} /></svg> }
    }
}

/// A piece tapped (or pressed from the keyboard): a mine or a drill is built in the village;
/// a temple needs its domain.
fn tapped(piece: Piece, on_build: &Callback<Building>, on_hint: &Callback<String>) {
    match piece {
        Piece::Temple => on_hint.emit(w::hint_drag_temple().to_string()),
        Piece::Mine => on_build.emit(Building::Mine),
        Piece::Drill => on_build.emit(Building::Drill),
    }
}

/// What a drop at a point of the screen builds with `piece`, if anything.
fn target(piece: Piece, x: f64, y: f64) -> Option<Building> {
    let el = drag::element_at(x, y, "[data-drop]")?;
    let drop = el.get_attribute("data-drop")?;
    match (piece, drop.as_str()) {
        (Piece::Temple, d) => d
            .strip_prefix("temple-")
            .and_then(God::from_word)
            .map(Building::Temple),
        (Piece::Mine, "village") => Some(Building::Mine),
        (Piece::Drill, "village") => Some(Building::Drill),
        _ => None,
    }
}

/// The tray's drag: the ghost's element, the drag under way, the piece held (the play
/// screen keeps them: [`use_tray_drag`]).
#[derive(Clone)]
pub struct TrayDrag {
    ghost: NodeRef,
    slot: DragSlot,
    held: UseStateHandle<Option<Piece>>,
}

/// The tray's drag state, kept by the play screen (the tray itself is a drawing function).
#[hook]
pub fn use_tray_drag() -> TrayDrag {
    TrayDrag {
        ghost: use_node_ref(),
        slot: use_mut_ref(|| None),
        held: use_state(|| None::<Piece>),
    }
}

/// What [`build_tray`] shows and whom it tells.
pub struct TrayProps {
    pub pieces: Vec<Piece>,
    /// The engine's build offers: a mine or drill piece shows its price against `held`,
    /// and one that cannot be paid for is off and says what is missing.
    pub offers: Vec<BuildOffer>,
    /// What the decider holds.
    pub held: Resources,
    pub drag: TrayDrag,
    /// A piece dropped where it can be built (or a mine or drill tapped).
    pub on_build: Callback<Building>,
    /// A word for the player (a temple tapped, a drop off target).
    pub on_hint: Callback<String>,
}

/// The tray (a drawing function: its drag state is the play screen's).
pub fn build_tray(props: TrayProps) -> Html {
    let TrayDrag { ghost, slot, held } = &props.drag;
    if props.pieces.is_empty() {
        return html! {};
    }
    let down = |piece: Piece| {
        let (ghost, slot, held) = (ghost.clone(), slot.clone(), held.clone());
        let (on_build, on_hint) = (props.on_build.clone(), props.on_hint.clone());
        Callback::from(move |e: PointerEvent| {
            let on_start = {
                let held = held.clone();
                Box::new(move || held.set(Some(piece)))
            };
            let on_end = {
                let (held, on_build, on_hint) = (held.clone(), on_build.clone(), on_hint.clone());
                drag::tap_or_drop(
                    {
                        let (on_build, on_hint) = (on_build.clone(), on_hint.clone());
                        move || tapped(piece, &on_build, &on_hint)
                    },
                    move || held.set(None),
                    move |x, y| match target(piece, x, y) {
                        Some(b) => {
                            on_build.emit(b);
                            true
                        }
                        None => {
                            on_hint.emit(match piece {
                                Piece::Temple => w::hint_temple_where().to_string(),
                                _ => w::hint_village_where().to_string(),
                            });
                            false
                        }
                    },
                )
            };
            let press = drag::Press {
                on_start,
                on_move: Box::new(|_, _| {}),
                on_end,
                lift: true,
            };
            drag::track(&e, ".vpiece", &slot, &ghost, None, press);
        })
    };
    html! {
        <div class="vtray" role="group" aria-label={w::pieces_label()}>
            <span class="vtray-title">{ w::pieces_title() }</span>
            { for props.pieces.iter().map(|&p| {
                let offer = p.building().and_then(|b| props.offers.iter().find(|o| o.building == b));
                let off = offer.is_some_and(|o| !o.affordable());
                html! {
                <button type="button" class={classes!("vpiece", p.code())} data-piece={p.code()} disabled={off}
                    data-build={p.building().map(|b| crate::json::to_string(&b).unwrap_or_default())}
                    onpointerdown={(!off).then(|| down(p))}
                    onclick={{
                        // Keyboard activation (a pointer's tap comes through the tracker).
                        let (on_build, on_hint) = (props.on_build.clone(), props.on_hint.clone());
                        Callback::from(move |e: MouseEvent| if e.detail() == 0 {
                            tapped(p, &on_build, &on_hint)
                        })
                    }}>
                    { p.drawing() }<span>{ p.label() }</span>
                    if let Some(o) = offer { { cost_against(o, props.held) } }
                </button>
            } }) }
            <div ref={ghost.clone()} class="vghost vpiece-ghost" aria-hidden="true">
                if let Some(p) = **held { <span class={classes!("vpiece", p.code())}>{ p.drawing() }</span> }
            </div>
        </div>
    }
}

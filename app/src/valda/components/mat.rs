//! [`mat`]: what the player deciding owns, in one or two short lines pinned beside the
//! controls — resources, mines and blood drills, cards in hand, and the gods they have an
//! ability in — so that nobody must scroll the table to their village while they decide
//! (issue #26: a trade, an attack or a defence is decided against what one holds).

use skald::valda::state::{Seat, GODS};
use yew::prelude::*;

use super::village::holdings;
use crate::valda::card_words::god_name;
use crate::valda::words as w;

/// What [`mat`] shows.
pub struct MatProps {
    /// The seat whose mat it is.
    pub seat: usize,
    /// Their name (for screen readers: the mat is "Sigrún's village").
    pub name: AttrValue,
    /// Their colour.
    pub colour: AttrValue,
    pub state: Seat,
    pub hand_size: usize,
    /// Whether the mat says whose it is (while a computer decides it is the holder's, not
    /// the decider's named above it).
    pub named: bool,
}

/// The decider's mat (a plain function, not a component: it has no state of its own, and
/// each component costs the Valda build bytes).
pub fn mat(props: &MatProps) -> Html {
    let s = &props.state;
    let levels: Vec<String> = GODS
        .iter()
        .filter(|&&g| s.level(g) > 0)
        .map(|&g| w::level(god_name(g), s.level(g)))
        .collect();
    html! {
        <section class="vmat" data-testid="mat" data-seat={props.seat.to_string()}
            style={format!("--seat: {}", props.colour)} aria-label={w::village_of(props.name.as_str())}>
            if props.named {
                <strong class="vmat-name" data-testid="mat-name">{ w::village_of(props.name.as_str()) }</strong>
            }
            { holdings(s) }
            <p class="vhand" data-testid="mat-hand">{ w::hand_size(props.hand_size) }</p>
            <p class="vmat-levels" data-testid="mat-levels" aria-label={w::levels_label()}>
                { if levels.is_empty() { w::no_abilities().to_string() } else { levels.join(", ") } }
            </p>
        </section>
    }
}

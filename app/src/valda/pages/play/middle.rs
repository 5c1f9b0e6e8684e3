//! [`v_table`]: the table itself (where cards are dropped to be played) — the god domains,
//! the middle column ([`v_centre`]) and the players' villages, each with the "Build" buttons
//! of what the player holding the tablet may build there now.

use std::rc::Rc;

use skald::valda::cards::God;
use skald::valda::Building;
use yew::prelude::*;

use crate::valda::components::map::DomainMap;
use crate::valda::components::village::Village;
use crate::valda::pages::play::centre::{v_centre, VCentreProps};
use crate::valda::words as w;

/// What [`v_table`] shows: the middle column's facts, and where a building chosen on the map
/// or in a village goes.
#[derive(Clone)]
pub struct VTableProps {
    /// The table, what it shows, the cards, the log… (as the middle column takes them).
    pub centre: VCentreProps,
    /// A building chosen on the map or in a village.
    pub on_build: Callback<Building>,
}

/// The table: domains, middle column, villages.
pub fn v_table(props: &VTableProps) -> Html {
    let VTableProps { centre, on_build } = props;
    let (table, view) = (&centre.table, &centre.view);
    let t = &view.view.table;
    html! {
        <main class="vtable" data-drop="table" aria-label={w::the_table()} tabindex="0">
            <DomainMap table={Rc::new(t.clone())} god_counts={view.view.god_counts} names={view.attr_names.clone()}
                colours={view.colours.clone()} buildable={view.temples.clone()}
                offers={view.offers.clone()} held={view.held} on_build={{
                    let on_build = on_build.clone();
                    Callback::from(move |g: God| on_build.emit(Building::Temple(g)))
                }} />
            { v_centre(centre) }
            <div class="vvillages">
                { for t.seats.iter().enumerate().map(|(p, s)| {
                    let own = view.revealed && view.to_move == Some(p);
                    html! {
                        <Village seat={p} name={AttrValue::from(view.name(p))} state={s.clone()}
                            hand_size={view.view.hand_sizes.get(p).copied().unwrap_or(0)} active={p == t.turn.active}
                            colour={Some(view.colour(p))} computer={table.meta.seats.get(p).and_then(|s| s.computer)}
                            buildable={if own { view.village_builds.clone() } else { Vec::new() }}
                            on_build={on_build.clone()} />
                    }
                }) }
            </div>
        </main>
    }
}

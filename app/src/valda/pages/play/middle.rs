//! [`v_table`]: the table itself (where cards are dropped to be played) — the god domains,
//! the middle column ([`v_centre`]) and the players' villages, each with the "Build" buttons
//! of what the player holding the tablet may build there now. A phone shows one of its
//! tabs at a time ([`v_tabs`]): the whole table, the holder's village alone,
//! or the whole log with the hints asked and Export (static/valda.css, by the root's `data-tab`).

use std::rc::Rc;

use skald::valda::cards::God;
use skald::valda::Building;
use yew::prelude::*;

use crate::valda::components::map::{domain_map, DomainMapProps};
use crate::valda::components::village::{village, VillageProps};
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
    /// The phone's tab on show (`table`, `village` or `log`): the log is written out only
    /// on its tab.
    pub tab: &'static str,
}

/// The phone's tabs (hidden on wider screens): the table, the holder's own village in full,
/// the log; `tab` is the one on show, `on_tab` switches.
pub fn v_tabs(tab: &'static str, on_tab: &Callback<&'static str>) -> Html {
    let b = |id: &'static str, label: &str| {
        let on_tab = on_tab.clone();
        html! {
            <button type="button" class="btn vtab" aria-pressed={(tab == id).to_string()} data-tab={id}
                onclick={Callback::from(move |_: MouseEvent| on_tab.emit(id))}>{ label }</button>
        }
    };
    html! {
        <div class="vtabs" role="group" aria-label={w::view_tabs()} data-testid="tabs">
            { b("table", w::the_table()) }
            { b("village", w::my_village()) }
            { b("log", w::log_button()) }
        </div>
    }
}

/// The table: domains, middle column, villages.
pub fn v_table(props: &VTableProps) -> Html {
    let VTableProps {
        centre,
        on_build,
        tab,
    } = props;
    let (table, view) = (&centre.table, &centre.view);
    let t = &view.view.table;
    // Whose village is "mine": the decider's once they hold the tablet, else the holder's
    // while a computer decides.
    let me = view.to_move.filter(|_| view.revealed).or(view.watching);
    html! {
        <main class="vtable" data-drop="table" aria-label={w::the_table()} tabindex="0">
            { domain_map(DomainMapProps { table: Rc::new(t.clone()), god_counts: view.view.god_counts, names: view.attr_names.clone(),
                colours: view.colours.clone(), buildable: view.temples.clone(),
                offers: view.offers.clone(), held: view.held, on_build: {
                    let on_build = on_build.clone();
                    Callback::from(move |g: God| on_build.emit(Building::Temple(g)))
                } }) }
            { v_centre(centre) }
            <div class="vvillages">
                { for t.seats.iter().enumerate().map(|(p, s)| {
                    let own = view.revealed && view.to_move == Some(p);
                    html! {
                        { village(VillageProps { seat: p, name: AttrValue::from(view.name(p)), state: s.clone(),
                            hand_size: view.view.hand_sizes.get(p).copied().unwrap_or(0), active: p == t.turn.active, mine: me == Some(p),
                            colour: Some(view.colour(p)), computer: table.meta.seats.get(p).and_then(|s| s.computer),
                            buildable: if own { view.village_builds.clone() } else { Vec::new() },
                            on_build: on_build.clone() }) }
                    }
                }) }
            </div>
            // The log tab has what the log's drawer has: Export (a phone's header has no room
            // for it; first, in reach as the tab opens), the hints asked, the game newest first.
            if *tab == "log" {
                <div class="vlog-tab">
                    <button class="btn" onclick={{
                        let table = table.clone();
                        Callback::from(move |_: MouseEvent| table.export())
                    }} data-testid="log-tab-export">{ w::export() }</button>
                    { crate::table::hint::hint_log(&**table) }
                    <ol reversed=true data-testid="log-tab" aria-label={w::game_log()}>
                        { for centre.lines.iter().rev().map(|l| html! { <li>{ l.clone() }</li> }) }
                    </ol>
                </div>
            }
        </main>
    }
}

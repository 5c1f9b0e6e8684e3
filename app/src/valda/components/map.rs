//! The map of the seven god domains: each with its five temple sites (temples in their
//! builders' colours, the owner's crowned), the temple's cost, the size of the god deck, and
//! whether the domain is locked (it has an owner: nobody else may build there).

use skald::valda::cards::God;
use skald::valda::constants::Resources;
use skald::valda::constants::{temple_cost, TEMPLE_SITES};
use skald::valda::state::{god_index, Table, GODS};
use skald::valda::{BuildOffer, Building};
use yew::prelude::*;

use super::cost::cost_against;
use super::{colour_of, seat_name};
use crate::valda::card_words::god_name;
use crate::valda::words as w;

/// What [`domain_map`] shows and whom it tells of a build.
pub struct DomainMapProps {
    pub table: std::rc::Rc<Table>,
    /// Cards left in each god deck, in the order of `GODS`.
    pub god_counts: [usize; 7],
    /// Players' names by seat.
    pub names: Vec<AttrValue>,
    /// Players' colours by seat (defaults by seat when empty).
    pub colours: Vec<AttrValue>,
    /// Domains where the player holding the tablet may build a temple now: each gets a
    /// "Build" button and takes a dragged temple.
    pub buildable: Vec<God>,
    /// At the building decision, the temples the decider may build if they hold enough,
    /// each with its price against what they hold (`held`).
    pub offers: Vec<BuildOffer>,
    /// What the decider holds.
    pub held: Resources,
    /// Called with the domain chosen for a temple.
    pub on_build: Callback<God>,
}

/// The temples on one domain's sites, in seat order: (seat, is the owner).
fn temples(table: &Table, g: God) -> Vec<(usize, bool)> {
    let owner = table.owner(g);
    table
        .seats
        .iter()
        .enumerate()
        .flat_map(|(p, s)| {
            std::iter::repeat_n((p, owner == Some(p)), s.temples[god_index(g)] as usize)
        })
        .take(TEMPLE_SITES)
        .collect()
}

/// The seven domains with their temples, owners, locks and costs.
pub fn domain_map(props: DomainMapProps) -> Html {
    let name = |p: usize| seat_name(&props.names, p);
    html! {
        <ul class="vmap" aria-label={w::domains_label()}>
            { for GODS.iter().map(|&g| {
                let god = god_name(g);
                let owner = props.table.owner(g);
                let built = temples(&props.table, g);
                let deck = props.god_counts[god_index(g)];
                let sites = (0..TEMPLE_SITES).map(|i| match built.get(i) {
                    Some(&(p, crowned)) => html! {
                        <li class={classes!("vsite", "built", crowned.then_some("owner"))} data-seat={p.to_string()}
                            style={format!("--seat: {}", colour_of(&props.colours, p))}
                            aria-label={if crowned { w::temple_of_owner(name(p).as_str()) } else { w::temple_of(name(p).as_str()) }}>
                            <svg viewBox="0 0 24 24" aria-hidden="true">
                                <path class="vtemple" d="M12 2 L22 8 H2 Z M4 10 H20 V20 H4 Z" />
                                if crowned { <path class="vcrown" d="M6 22 L8 18 L12 21 L16 18 L18 22 Z" /> }
                            </svg>
                        </li>
                    },
                    None => html! { <li class="vsite empty" aria-label={w::empty_site()} /> },
                });
                let can_build = props.buildable.contains(&g);
                let offer = props.offers.iter().find(|o| o.building == Building::Temple(g));
                let on_build = {
                    let cb = props.on_build.clone();
                    Callback::from(move |_: MouseEvent| cb.emit(g))
                };
                html! {
                    <li class={classes!("vdomain", can_build.then_some("buildable"), offer.filter(|o| !o.affordable()).map(|_| "short"))} data-god={g.word()} data-temples={built.len().to_string()}
                        data-locked={owner.is_some().to_string()} data-drop={can_build.then(|| format!("temple-{}", g.word()))}>
                        <h3 class="vdomain-name">{ god }</h3>
                        <ul class="vsites" aria-label={w::temple_sites(god)}>{ for sites }</ul>
                        <p class="vdomain-facts">
                            <span data-testid="cost">{ w::temple_cost(w::resources(temple_cost(g))) }</span>
                            <span data-testid="deck">{ w::deck_count(deck, god) }</span>
                        </p>
                        if let Some(o) = offer { { cost_against(o, props.held) } }
                        if let Some(p) = owner {
                            <p class="vdomain-lock" data-testid="locked">
                                { w::locked_by(name(p).as_str()) }
                            </p>
                        }
                        if can_build {
                            <button class="btn small vbuild-here" onclick={on_build} data-testid={format!("build-temple-{}", g.word())}>
                                { w::build_temple_of(god) }
                            </button>
                        }
                    </li>
                }
            }) }
        </ul>
    }
}

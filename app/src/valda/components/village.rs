//! A player's village: resources (gold, diamonds, divine blood, each with its own icon and
//! count), mines and blood drills with their free places, the hand's size and the ability
//! level in each god (from the temples built there).

use skald::valda::constants::{DRILLS_MAX, MINES_MAX};
use skald::valda::state::{Seat, GODS};
use yew::prelude::*;

use super::seat_colour;
use crate::valda::card_words::god_name;
use crate::valda::words as w;

/// What [`village`] shows and whom it tells of a build.
pub struct VillageProps {
    pub seat: usize,
    pub name: AttrValue,
    pub state: Seat,
    pub hand_size: usize,
    /// Whose turn it is.
    pub active: bool,
    /// The village of whoever holds the tablet (a phone shows it alone on its own tab).
    pub mine: bool,
    /// The seat's colour (the seat's default when not given).
    pub colour: Option<AttrValue>,
    /// Buildings the player holding the tablet may build here now (`Mine`, `Drill`): each
    /// gets a "Build" button, and the village takes them dragged.
    pub buildable: Vec<skald::valda::Building>,
    pub on_build: Callback<skald::valda::Building>,
    /// The computer's level when the computer plays this seat.
    pub computer: Option<crate::computer::Level>,
}

/// One resource: icon, count, name for screen readers.
fn resource(kind: &'static str, n: u16, words: String) -> Html {
    let icon = match kind {
        "gold" => html! { <circle cx="12" cy="12" r="9" /> },
        "diamond" => html! { <path d="M12 2 L21 12 L12 22 L3 12 Z" /> },
        _ => html! { <path d="M12 2 C12 2 4 12 4 16 A8 8 0 0 0 20 16 C20 12 12 2 12 2 Z" /> },
    };
    html! {
        <li class={classes!("vres", kind)} data-kind={kind} data-n={n.to_string()}
            aria-label={words}>
            <svg viewBox="0 0 24 24" aria-hidden="true">{ icon }</svg>
            <span aria-hidden="true">{ n }</span>
        </li>
    }
}

/// Built and free places of a building kind.
fn places(kind: &'static str, built: u8, max: u8, label: &str) -> Html {
    html! {
        <p class={classes!("vplaces", kind)} data-kind={kind} data-built={built.to_string()}>
            <span class="vplaces-label">{ w::places_count(label, built, max) }</span>
            <span class="vplaces-slots" aria-hidden="true">
                { for (0..max).map(|i| html! { <span class={classes!("vslot", (i < built).then_some("built"))} /> }) }
            </span>
        </p>
    }
}

/// What a seat holds: its resources, then its mines' and blood drills' places (a village's
/// and the mat's).
pub fn holdings(s: &Seat) -> Html {
    html! {
        <>
            <ul class="vresources" aria-label={w::resources_label()}>
                { resource("gold", s.res.gold, w::res_gold(s.res.gold)) }
                { resource("diamond", s.res.diamond, w::res_diamond(s.res.diamond)) }
                { resource("blood", s.res.blood, w::res_blood(s.res.blood)) }
            </ul>
            { places("mines", s.mines, MINES_MAX, w::mines()) }
            { places("drills", s.drills, DRILLS_MAX, w::drills()) }
        </>
    }
}

/// A seat's village: resources, buildings, hand size, abilities.
pub fn village(props: VillageProps) -> Html {
    let s = &props.state;
    html! {
        <section class={classes!("vvillage", props.active.then_some("active"), props.mine.then_some("mine"))} data-seat={props.seat.to_string()}
            style={format!("--seat: {}", props.colour.clone().unwrap_or(AttrValue::Static(seat_colour(props.seat))))}
            data-drop={(!props.buildable.is_empty()).then_some("village")} aria-label={w::village_of(props.name.as_str())}>
            <h3 class="vvillage-name">{ props.name.clone() }{ crate::components::computer_status::computer_badge(props.computer) }</h3>
            { holdings(s) }
            if !props.buildable.is_empty() {
                <div class="vbuild-village">
                    { for props.buildable.iter().map(|&b| {
                        let (label, id) = match b {
                            skald::valda::Building::Mine => (w::build_mine(), "build-mine"),
                            skald::valda::Building::Drill => (w::build_drill(), "build-drill"),
                            skald::valda::Building::Temple(_) => (w::build(), "build"),
                        };
                        let cb = props.on_build.clone();
                        html! { <button class="btn small" data-testid={id} onclick={Callback::from(move |_: MouseEvent| cb.emit(b))}>{ label }</button> }
                    }) }
                </div>
            }
            <p class="vhand" data-testid="hand-size">{ w::hand_size(props.hand_size) }</p>
            <ul class="vlevels" aria-label={w::levels_label()}>
                { for GODS.iter().map(|&g| {
                    let level = s.level(g);
                    html! {
                        <li class={classes!("vlevel", (level > 0).then_some("on"))} data-god={g.word()} data-level={level.to_string()}>
                            { w::level(god_name(g), level) }
                        </li>
                    }
                }) }
            </ul>
        </section>
    }
}

//! A building's price against what the player deciding holds (the engine's
//! [`skald::valda::Valda::build_offers`]): each kind of the price as "held / needed" beside
//! its icon, the kinds short of it marked, this turn's discount if any, then "Affordable" or
//! what is missing.

use skald::valda::action::{Kind, ResourcesExt};
use skald::valda::constants::Resources;
use skald::valda::BuildOffer;
use yew::prelude::*;

use super::dice::resource_icon;
use crate::valda::words::{self as w, kind_code, resources};

/// `offer`'s price against `have`.
pub fn cost_against(offer: &BuildOffer, have: Resources) -> Html {
    let ok = offer.affordable();
    html! {
        <span class={classes!("vcost", (!ok).then_some("short"))} data-testid="cost-against" data-affordable={ok.to_string()}
            data-discount={offer.discount.to_string()}>
            <span class="visually-hidden">{ w::cost_held(resources(offer.price), resources(have)) }</span>
            { for Kind::ALL.iter().filter(|&&k| offer.price.of(k) > 0).map(|&k| html! {
                <span class={classes!("vcost-kind", (have.of(k) < offer.price.of(k)).then_some("short"))} aria-hidden="true" data-kind={kind_code(k)}>
                    { resource_icon(kind_code(k)) }{ format!("{}/{}", have.of(k), offer.price.of(k)) }
                </span>
            }) }
            if offer.discount > 0 {
                <span class="vcost-off">{ w::cost_discount(offer.discount) }</span>
            }
            <span class="vcost-note" data-testid="cost-note">
                { if ok { w::affordable().to_string() } else { w::missing(resources(offer.missing)) } }
            </span>
        </span>
    }
}

//! The attack being resolved: the attack order of the phase, who attacks whom with which
//! card, the shield played, and — once compared — swords against shields with every bonus
//! (Surtur, Wrath of Thor's doubling, Tyr) and what it did, in the engine's words.

use skald::valda::cards::CardSet;
use skald::valda::state::Fight;
use yew::prelude::*;

use super::card::{card_face, CardProps};
use crate::valda::words as w;

/// What [`fight_panel`] shows.
pub struct FightProps {
    pub set: std::rc::Rc<CardSet>,
    pub fight: Option<Fight>,
    /// Names by seat.
    pub names: Vec<AttrValue>,
    /// The attack order of this turn's attack phase.
    pub order: Vec<usize>,
    /// The latest outcome, in words ("Swords 4 + 1 Surtur = 5 against 3: a hit").
    pub outcome: Option<AttrValue>,
}

/// The attack in progress: attacker and target, the cards played, the outcome.
pub fn fight_panel(props: FightProps) -> Html {
    let name = |p: usize| super::seat_name(&props.names, p).to_string();
    let card = |c: u8| {
        props
            .set
            .cards
            .get(c as usize)
            .map(|d| {
                card_face(CardProps {
                    class: classes!("small"),
                    ..CardProps::new(d.clone(), c)
                })
            })
            .unwrap_or_default()
    };
    html! {
        <section class="vfight" aria-label={w::the_attack()} data-testid="fight">
            if !props.order.is_empty() {
                <p class="vorder" data-testid="attack-order">
                    { w::attack_order(props.order.iter().map(|&p| name(p)).collect::<Vec<_>>().join(w::then_sep())) }
                </p>
            }
            if let Some(f) = &props.fight {
                <p class="vfight-line" data-testid="fight-line">
                    { if f.cancelled { w::fight_line_cancelled(name(f.attacker), name(f.target)) }
                        else if f.free { w::fight_line_again(name(f.attacker), name(f.target)) }
                        else { w::fight_line(name(f.attacker), name(f.target)) } }
                </p>
                <div class="vfight-cards">
                    <div class="vfight-side">{ card(f.card) }</div>
                    <span class="vversus" aria-hidden="true">{ "⚔" }</span>
                    <div class="vfight-side">
                        { match f.defence {
                            Some(d) => card(d),
                            None if f.defended => html! { <p class="vno-shield">{ w::no_shield() }</p> },
                            None => html! { <p class="vno-shield">{ w::waiting_for_defence() }</p> },
                        } }
                    </div>
                </div>
            }
            if let Some(o) = &props.outcome {
                <p class="vfight-outcome" data-testid="fight-outcome">{ o.clone() }</p>
            }
        </section>
    }
}

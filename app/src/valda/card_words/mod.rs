//! Valda's cards in words, in the language in use: names, types, and each card's effect
//! worded by one interpreter over the effect vocabulary (`skald::valda::cards::Step`), so a
//! card list of one's own is worded in every language too.
//!
//! Every step is worded as an order to the card's player ("take 2 gold from the supply");
//! the steps of a card are joined into one sentence ("Gain 1 follower and take 1 resource
//! of your choice from the supply."), and the card's facts frame it: an attack's steps
//! happen "On a hit:", a defence card starts "Defence N.", a god weapon names each option
//! and when it may be played (rulings §1.3, §1.4, §14).

use skald::valda::cards::{CardDef, CardSet, CardType, Effect, Step, Window};

use crate::text::capitalise;

mod steps;
pub mod vocab;

use steps::steps_words;
use vocab::HIT;
pub use vocab::*;

/// A card's name: the card list's name in English; in German our own name for every
/// built-in card, by the id after the deck (`base.treasure_chest` and
/// `heimdall.treasure_chest` are both "Schatztruhe"); an id we have no name for keeps the
/// list's name.
pub fn card_name(def: &CardDef) -> String {
    let key = def.id.split_once('.').map_or(def.id.as_str(), |(_, k)| k);
    msg::card_name(key, &def.name)
}

/// The name of card number `card` of `set` ("a card" when the set has no such card), for
/// the log and the prompts.
pub fn name_of(set: &CardSet, card: u8) -> String {
    set.cards
        .get(usize::from(card))
        .map_or_else(|| a_card().to_string(), card_name)
}

/// A god-weapon option's name from its snake_case name: `war_horn` → "War Horn" /
/// "Kriegshorn"; an option we do not know: its words with the first one capitalised.
pub fn option_name(name: &str) -> String {
    let fallback = capitalise(&name.replace('_', " "));
    msg::option_name(name, fallback)
}

/// "Action", "Attack", "Defence", "God weapon" / "Aktion", "Angriff", "Verteidigung",
/// "Götterwaffe".
pub fn type_name(t: CardType) -> &'static str {
    match t {
        CardType::Action => type_action(),
        CardType::Attack => type_attack(),
        CardType::Defence => type_defence(),
        CardType::GodWeapon => type_god_weapon(),
    }
}

/// "When" a god-weapon option may be played: "when an attack is declared".
pub fn window_words(w: Window) -> &'static str {
    match w {
        Window::Anytime => window_anytime(),
        Window::DieRolled => window_die_rolled(),
        Window::AttackDeclared => window_attack_declared(),
        Window::Attacked => window_attacked(),
        Window::AttackHit => window_attack_hit(),
        Window::DefendedDefender => window_defended_defender(),
        Window::DefendedAttacker => window_defended_attacker(),
        Window::OwnYellowPlayed => window_own_yellow_played(),
        Window::BuildDeclared => window_build_declared(),
    }
}

/// A card's effect in words, from its effect and facts: "Take 2 gold from the supply.",
/// "On a hit: kill 1 follower of the attacked player.", "Defence 4. If it stops the
/// attack, gain 1 follower.", "God weapon, choose one option. War Horn (when an attack is
/// declared): …".
pub fn card_text(def: &CardDef) -> String {
    let mut out: Vec<String> = Vec::new();
    match (&def.effect, def.card_type) {
        (Effect::Options(options), _) => {
            out.push(god_weapon_intro().to_string());
            out.extend((0..options.len()).filter_map(|i| option_text(def, i)));
        }
        (effect, CardType::Defence) => {
            let steps: &[Step] = match effect {
                Effect::Steps(s) => s,
                _ => &[],
            };
            if steps.contains(&Step::Reflect) {
                out.push(reflect().to_string());
            } else {
                out.push(defence_n(def.defence_power.unwrap_or(0)));
            }
            let blocked: Vec<Step> = steps
                .iter()
                .filter_map(|s| match s {
                    Step::OnBlock(inner) => Some((**inner).clone()),
                    _ => None,
                })
                .collect();
            let idle: Vec<Step> = steps
                .iter()
                .filter(|s| !matches!(s, Step::OnBlock(_) | Step::Reflect))
                .cloned()
                .collect();
            if !blocked.is_empty() {
                out.push(if_stopped(after_colon(steps_words(&blocked, None))));
            }
            if !idle.is_empty() {
                out.push(defence_idle(after_colon(steps_words(&idle, None))));
            }
        }
        (Effect::Steps(steps), CardType::Attack) => {
            out.push(on_hit(after_colon(steps_words(steps, Some(HIT)))));
        }
        (Effect::Steps(steps), _) => {
            if def.card_type == CardType::Action && !def.costs_action {
                out.push(free_to_play().to_string());
            }
            out.push(sentence(capitalise(&steps_words(steps, None))));
            if def.card_type == CardType::Action
                && def.costs_action
                && matches!(steps.as_slice(), [Step::TakeFromDiscard(..)])
            {
                out.push(spent_anyway().to_string());
            }
        }
        (Effect::None, _) => {}
    }
    out.join(" ")
}

/// One option of a god weapon in words, as its card says it: "War Horn (when an attack is
/// declared): the attack being resolved can no longer be answered with a defence card.";
/// `None` if the card has no such option.
pub fn option_text(def: &CardDef, index: usize) -> Option<String> {
    let Effect::Options(options) = &def.effect else {
        return None;
    };
    let o = options.get(index)?;
    Some(option(
        option_name(&o.name),
        window_words(o.window),
        after_colon(steps_words(&o.steps, None)),
    ))
}

/// What option `option` of god weapon `def` does, in words ("Name another player who is not
/// the attacker; the attack now targets them."): beside its button in a window.
pub fn option_effect(def: &CardDef, option: u8) -> String {
    match &def.effect {
        Effect::Options(o) => o.get(usize::from(option)).map_or_else(String::new, |o| {
            sentence(capitalise(&steps_words(&o.steps, None)))
        }),
        _ => String::new(),
    }
}

/// A card face's description for screen readers: "Raid: attack, 2 swords. On a hit: …",
/// "Treasure Chest: action, from Heimdall's deck. Take 3 gold from the supply."
pub fn card_label(def: &CardDef) -> String {
    let mut head = label_head(card_name(def), def.card_type.word());
    if let Some(p) = def.attack_power {
        head.push_str(&label_swords(p));
    } else if let Some(p) = def.defence_power {
        head.push_str(&label_shields(p));
    }
    if let skald::valda::cards::Deck::God(g) = def.deck {
        head.push_str(&label_god(god_name(g)));
    }
    label_end(head, card_text(def))
}

/// A clause that follows a colon: with a capital where the language wants one (German).
fn after_colon(s: String) -> String {
    if capital_after_colon() == "yes" {
        capitalise(&s)
    } else {
        s
    }
}

#[cfg(test)]
mod tests;

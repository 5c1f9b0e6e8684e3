//! Reading effects (rulings §1.1) into typed [`Effect`]s: the text is read by
//! [`super::syntax`] and typed, with the context rules of §1.3 (which verbs may stand where),
//! by [`super::typer`]. Errors are phrases for a person editing a card list: what is wrong,
//! where in the effect, and what would be right.

use super::card::CardType;
use super::effect::Effect;
use super::syntax::steps;
use super::typer::{Ctx, Typer};

/// The longest effect text read (the longest printed effect has about 130 characters).
pub const MAX_EFFECT_LEN: usize = 600;

/// Reads one card's effect (rulings §1.1) for a card of type `card`, checking the context
/// rules of §1.3: `-` only for defence cards, options exactly on god weapons, weapon verbs
/// only inside options, victims only where there is one…
///
/// ```
/// use skald::valda::cards::{parse_effect, CardType};
/// let e = parse_effect("gain(any,1) ; draw(base,1)", CardType::Action).unwrap();
/// assert_eq!(e.to_string(), "gain(any,1) ; draw(base,1)");
/// let err = parse_effect("gian(gold,2)", CardType::Action).unwrap_err();
/// assert_eq!(err, "at position 1: unknown verb 'gian' (verbs: gain, gain_followers, lose_followers, convert, followers_for, roll_followers, roll_resources, borrow, discount, build_free, draw, draw_god, look_god_tops, search, take_from_discard, followers_per_discard, switch_card, take_card, extra_actions, build_limit, on, kill_followers, steal_followers, steal_resource, burn_resource, steal_card, discard_random, on_block, keep_attack_card, reflect, option, undefendable, double_attack, redirect_attack, cancel_attack_take_card, double_kill, set_die, cancel_build, play_again, double_yellow)");
/// ```
pub fn parse_effect(text: &str, card: CardType) -> Result<Effect, String> {
    let text = text.trim();
    if text.len() > MAX_EFFECT_LEN {
        return Err(format!(
            "the effect is {} characters long; at most {MAX_EFFECT_LEN}",
            text.len()
        ));
    }
    if text == "-" {
        return if card == CardType::Defence {
            Ok(Effect::None)
        } else {
            Err("only a defence card may have no effect ('-')".into())
        };
    }
    let (nodes, seps) = steps(text)?;
    let typer = Typer { card };
    let options = seps.contains(&'|') || nodes.iter().any(|n| n.verb == "option");
    if card == CardType::GodWeapon {
        if seps.contains(&';') || nodes.len() != 2 || nodes.iter().any(|n| n.verb != "option") {
            return Err(
                "a god weapon's effect is exactly two options: option(…) | option(…)".into(),
            );
        }
        let opts = nodes
            .iter()
            .map(|n| {
                typer
                    .option(n)
                    .map_err(|e| format!("at position {}: {e}", n.at))
            })
            .collect::<Result<Vec<_>, _>>()?;
        if opts[0].name == opts[1].name {
            return Err(format!("both options are called '{}'", opts[0].name));
        }
        return Ok(Effect::Options(opts));
    }
    if options {
        return Err("only god weapons have options ('|', option(…))".into());
    }
    nodes
        .iter()
        .map(|n| {
            typer
                .step(n, Ctx::default())
                .map_err(|e| format!("at position {}: {e}", n.at))
        })
        .collect::<Result<Vec<_>, _>>()
        .map(Effect::Steps)
}

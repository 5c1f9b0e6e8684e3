//! Valda's first game: within round 1 (every seat's first turn), at every table size of 2
//! to 5, an attack, a defence, a trade, a build, a temple and a god-weapon window come up.
//!
//! The first-game line: the player deciding builds a temple when one is legal (else a mine
//! or a drill), keeps a god weapon when a temple's reward offers one, attacks in a slot,
//! defends with a card, plays a god weapon in a window, takes in the game phase the resource
//! a temple lacks most, draws from an owned god's deck, and otherwise lets the moment pass
//! or ends the phase (trading nothing: a trade only has to be offered).

use std::collections::BTreeSet;

use skald::valda::action::Prompt;
use skald::valda::cards::{CardType, God};
use skald::valda::constants::temple_cost;
use skald::valda::{Action, Building, Kind, Valda, ValdaConfig};
use skald::Game;

use super::super::VALDA;
use super::first_seed;
use crate::walk::Walk;

/// The moments of Valda's first game, as the tests name them.
const WANTED: [&str; 6] = [
    "attack",
    "defence",
    "trade",
    "build",
    "temple",
    "weapon window",
];

/// What comes up at the decision `g` poses.
fn moments(prompt: &Prompt, legal: &[Action]) -> Vec<&'static str> {
    let mut out = Vec::new();
    let any = |f: fn(&Action) -> bool| legal.iter().any(f);
    if matches!(prompt, Prompt::Slot { .. }) && any(|a| matches!(a, Action::Attack(_))) {
        out.push("attack");
    }
    if matches!(prompt, Prompt::Defend) && any(|a| matches!(a, Action::Defend(_))) {
        out.push("defence");
    }
    if any(|a| matches!(a, Action::Trade { .. })) {
        out.push("trade");
    }
    let build = |a: &Action| {
        matches!(
            a,
            Action::Build {
                building: Building::Mine | Building::Drill,
                ..
            }
        )
    };
    if any(build) {
        out.push("build");
    }
    if any(|a| {
        matches!(
            a,
            Action::Build {
                building: Building::Temple(_),
                ..
            }
        )
    }) {
        out.push("temple");
    }
    if matches!(prompt, Prompt::Window(_)) && any(|a| matches!(a, Action::Weapon { .. })) {
        out.push("weapon window");
    }
    out
}

/// The first-game line's choice at the decision `g` poses (see the module's notes).
fn choose(g: &Valda, legal: &[Action]) -> Action {
    let set = g.card_set();
    let (me, prompt) = g.prompt().unwrap();
    let find = |f: &dyn Fn(&Action) -> bool| legal.iter().find(|a| f(a)).cloned();
    let pass = || {
        find(&|a| matches!(a, Action::Pass | Action::EndPhase | Action::NoDefence))
            .unwrap_or_else(|| legal[0].clone())
    };
    let pick = match prompt {
        Prompt::Roll => find(&|a| matches!(a, Action::Roll)),
        Prompt::Building => find(&|a| {
            matches!(
                a,
                Action::Build {
                    building: Building::Temple(_),
                    ..
                }
            )
        })
        .or_else(|| {
            find(&|a| {
                matches!(
                    a,
                    Action::Build {
                        building: Building::Mine | Building::Drill,
                        ..
                    }
                )
            })
        }),
        Prompt::KeepGodCard { .. } => find(&|a| {
            matches!(a, Action::Card(c)
                if set.cards[usize::from(*c)].card_type == CardType::GodWeapon)
        }),
        Prompt::Slot { .. } => find(&|a| matches!(a, Action::Attack(_))),
        Prompt::Defend => find(&|a| matches!(a, Action::Defend(_))),
        Prompt::Window(_) => find(&|a| matches!(a, Action::Weapon { .. })),
        Prompt::DrawStep => find(&|a| matches!(a, Action::OwnerDraw(_)))
            .or_else(|| find(&|a| matches!(a, Action::OpenDraw))),
        Prompt::Actions => {
            // The resource the cheapest temple lacks most, while one lacks any.
            let res = g.table().seats[me].res;
            let lack = |god: God| {
                let c = temple_cost(god);
                [
                    (Kind::Gold, c.gold.saturating_sub(res.gold)),
                    (Kind::Diamond, c.diamond.saturating_sub(res.diamond)),
                    (Kind::Blood, c.blood.saturating_sub(res.blood)),
                ]
            };
            let need = God::ALL
                .iter()
                .map(|&god| lack(god))
                .min_by_key(|l| l.iter().map(|(_, n)| n).sum::<u16>())
                .unwrap();
            need.iter()
                .filter(|(_, n)| *n > 0)
                .max_by_key(|(_, n)| *n)
                .and_then(|(k, _)| find(&|a| matches!(a, Action::TakeResource(t) if t == k)))
        }
        Prompt::Resources | Prompt::OpenMoment | Prompt::Followers => None,
        _ => Some(legal[0].clone()),
    };
    pick.unwrap_or_else(pass)
}

/// The moments that come up in round 1 of the seed's game at `players`, on the first-game
/// line.
fn round_one(seed: u64, players: usize) -> BTreeSet<&'static str> {
    let mut config = ValdaConfig::new(players);
    config.privacy = false;
    let mut walk = Walk::new(Valda::new(&config, seed).unwrap(), choose);
    let mut seen = BTreeSet::new();
    while walk.game().table().turn.round == 1 {
        let Some(s) = walk.step() else { break };
        let (_, prompt) = s.before.prompt().unwrap();
        seen.extend(moments(prompt, &s.legal));
    }
    seen
}

/// Whether every moment comes up at every table size.
fn curated(seed: u64) -> Result<(), String> {
    for players in 2..=5 {
        let seen = round_one(seed, players);
        let missing: Vec<_> = WANTED.iter().filter(|w| !seen.contains(*w)).collect();
        if !missing.is_empty() {
            return Err(format!("{players} players: {missing:?} never came up"));
        }
    }
    Ok(())
}

#[test]
fn the_first_game_shows_round_one_at_every_table_size() {
    assert_eq!(VALDA.options, "cards=builtin&privacy=0");
    curated(VALDA.seed).unwrap();
}

#[test]
#[ignore = "the search that chose the seed: run it by name"]
fn search_valda() {
    println!("valda: {:?}", first_seed(|s| curated(s).is_ok()));
}

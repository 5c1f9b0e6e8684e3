//! The phone's side: it will draw its screen from a full state rebuilt from the view it
//! received (`Game::sample`). Wherever seat p decides, are the legal actions of a state
//! sampled from `view(Player(p))` the table's legal actions for p?

use std::collections::BTreeMap;

use skald::{Game, Rng, Viewer};

use super::games::{each_position, odin, valda, voluspa, Walk};

/// What the samples' legal actions were, compared with the table's, at the positions where
/// somebody decides.
#[derive(Default, Debug)]
struct Tally {
    /// Positions where somebody decides.
    positions: usize,
    /// Samples drawn.
    samples: usize,
    /// Samples whose legal actions were the table's, in the same order.
    same_order: usize,
    /// Samples whose legal actions were the table's, in another order.
    other_order: usize,
    /// Samples whose legal actions were others, by the kind of decision (and an example).
    differ: BTreeMap<String, (usize, String)>,
    /// Views a sample could not be drawn from.
    failed: usize,
    /// Positions by the kind of decision.
    kinds: BTreeMap<String, usize>,
}

fn json<T: serde::Serialize>(t: &T) -> String {
    crate::json::to_string(t).unwrap()
}

fn tally<G: Game>(
    tally: &mut Tally,
    walk: &Walk<G>,
    rng: &mut Rng,
    samples: usize,
    kind: impl Fn(&G) -> String,
) {
    let Some(p) = walk.game.to_move() else { return };
    let view = walk.game.view(Viewer::Player(p));
    let table: Vec<String> = walk.game.legal_actions().iter().map(json).collect();
    tally.positions += 1;
    *tally.kinds.entry(kind(&walk.game)).or_default() += 1;
    for _ in 0..samples {
        tally.samples += 1;
        let Ok(sampled) = G::sample(&view, rng) else {
            tally.failed += 1;
            continue;
        };
        let phone: Vec<String> = sampled.legal_actions().iter().map(json).collect();
        if phone == table {
            tally.same_order += 1;
            continue;
        }
        let (mut a, mut b) = (phone.clone(), table.clone());
        a.sort();
        b.sort();
        if a == b {
            tally.other_order += 1;
            continue;
        }
        let only_phone: Vec<&String> = phone.iter().filter(|x| !table.contains(x)).collect();
        let only_table: Vec<&String> = table.iter().filter(|x| !phone.contains(x)).collect();
        let e = tally.differ.entry(kind(&walk.game)).or_default();
        e.0 += 1;
        if e.1.is_empty() {
            e.1 = format!(
                "action {}: only the sample's {only_phone:.300?}; only the table's {only_table:.300?}",
                walk.actions.len()
            );
        }
    }
}

/// The variant's name of a `Debug` text (`Slot { attacks_left: 1 }` → `Slot`).
fn variant(debug: String) -> String {
    debug
        .split(|c: char| !c.is_alphanumeric() && c != '_')
        .find(|s| !s.is_empty())
        .unwrap_or_default()
        .to_string()
}

/// Random games of each player count, and samples drawn at each position.
const SEEDS: u64 = 10;
const SAMPLES: usize = 3;
/// Valda's prompts are many, and some rare: more of its games.
const VALDA_SEEDS: u64 = 40;

#[test]
fn the_legal_actions_of_a_state_sampled_from_the_deciders_view_are_the_tables() {
    let mut rng = Rng::new(44);
    let mut report = String::new();
    let mut ok = true;

    let mut t = Tally::default();
    for players in 3..=5 {
        for seed in 0..SEEDS {
            each_position(voluspa(players, seed), seed, usize::MAX, |w| {
                tally(&mut t, w, &mut rng, SAMPLES, |g| {
                    variant(format!("{:?}", g.view(Viewer::Spectator).phase))
                })
            });
        }
    }
    ok &= t.differ.is_empty() && t.failed == 0;
    report += &format!("Völuspá: {t:#?}\n");

    let mut t = Tally::default();
    for players in 3..=5 {
        for seed in 0..SEEDS {
            each_position(odin(players, seed), seed, usize::MAX, |w| {
                tally(&mut t, w, &mut rng, SAMPLES, |g| {
                    variant(format!("{:?}", g.view(Viewer::Spectator).phase))
                })
            });
        }
    }
    ok &= t.differ.is_empty() && t.failed == 0;
    report += &format!("Odin: {t:#?}\n");

    let mut t = Tally::default();
    for players in 3..=5 {
        for seed in 0..VALDA_SEEDS {
            each_position(valda(players, seed), seed, usize::MAX, |w| {
                tally(&mut t, w, &mut rng, SAMPLES, |g| {
                    (g.view(Viewer::Spectator).prompt)
                        .map_or("none", |p| p.kind())
                        .to_string()
                })
            });
        }
    }
    ok &= t.differ.is_empty() && t.failed == 0;
    report += &format!("Valda: {t:#?}\n");
    println!("{report}");
    assert!(ok, "{report}");
}

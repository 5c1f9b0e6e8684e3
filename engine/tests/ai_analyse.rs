//! The search asked for more than one action (`ai::analyse`, the computer's hints and
//! reviews): it reads the decider's view only, agrees with the decision, measures a poor
//! Völuspá move as poor, and never panics.

use skald::ai::{analyse, decide, Bot, Evaluate, Level, Measure, SearchConfig, PLAYED_VISITS};
use skald::odin::{Odin, OdinConfig, Target};
use skald::valda::{Valda, ValdaConfig};
use skald::voluspa::{Config, TileSet, Voluspa};
use skald::{Game, Rng, Viewer};

fn small(iterations: u32) -> SearchConfig {
    SearchConfig {
        iterations,
        ..SearchConfig::default()
    }
}

fn json<T: serde::Serialize>(t: &T) -> String {
    serde_json::to_string(t).unwrap()
}

/// Plays `n` random actions from a fresh game.
fn advanced<G: Game>(config: &G::Config, seed: u64, n: usize) -> G {
    let mut g = G::new(config, seed).unwrap();
    skald::game::random_playout(&mut g, &mut Rng::new(seed), n).unwrap();
    g
}

/// Two real states with one view for the player to move (the hidden parts dealt anew from
/// that view) give the same analysis for the same seed, whatever move is asked about.
fn same_view_same_analysis<G: Evaluate>(a: &G, iterations: u32, hidden_differ: bool) {
    let p = a.to_move().unwrap();
    let view = a.view(Viewer::Player(p));
    let mut found_other = false;
    for deal in 0..20 {
        let b = G::sample(&view, &mut Rng::new(500 + deal)).unwrap();
        assert_eq!(json(&b.view(Viewer::Player(p))), json(&view), "same view");
        // A move is asked about by its index in the legal actions: they are the player's
        // own, the same in every state of one view.
        assert_eq!(json(&b.legal_actions()), json(&a.legal_actions()));
        if json(&b.view(Viewer::Spectator)) == json(&a.view(Viewer::Spectator))
            && (0..a.players())
                .all(|q| json(&b.view(Viewer::Player(q))) == json(&a.view(Viewer::Player(q))))
        {
            continue;
        }
        found_other = true;
        let played = b.legal_actions().len().checked_sub(1);
        let ask = |g: &G| {
            analyse::<G>(
                &g.view(Viewer::Player(p)),
                p,
                &small(iterations),
                11,
                played,
            )
            .unwrap()
        };
        assert_eq!(json(&ask(a)), json(&ask(&b)));
        break;
    }
    assert!(
        found_other || !hidden_differ,
        "no other deal of the hidden parts"
    );
}

#[test]
fn a_hint_never_reads_another_players_hand() {
    for seed in 0..4 {
        let g: Odin = advanced(
            &OdinConfig {
                players: 3,
                target: Target::OneHand,
                four_colours: false,
            },
            seed,
            3,
        );
        same_view_same_analysis(&g, 80, true);
    }
    let config = Config {
        players: 3,
        tiles: TileSet::all_expansions(),
        no_late_hel: false,
    };
    for seed in 0..3 {
        let g: Voluspa = advanced(&config, seed, 8);
        same_view_same_analysis(&g, 30, true);
    }
    for seed in 0..2 {
        let g: Valda = advanced(&ValdaConfig::new(3), seed, 12);
        if g.to_move().is_some() {
            same_view_same_analysis(&g, 20, true);
        }
    }
}

#[test]
fn the_best_choice_is_the_decision_and_every_choice_is_legal() {
    let g: Odin = advanced(
        &OdinConfig {
            players: 2,
            target: Target::OneHand,
            four_colours: false,
        },
        3,
        2,
    );
    let p = g.to_move().unwrap();
    let view = g.view(Viewer::Player(p));
    let a = analyse::<Odin>(&view, p, &small(300), 5, None).unwrap();
    let d = decide::<Odin>(&view, p, &Bot::Search(small(300)), 5).unwrap();
    assert_eq!(a.best.as_ref().map(|c| &c.action), d.action.as_ref());
    assert_eq!(a.measure, Measure::WinChance);
    assert_eq!(a.iterations, 300);
    let legal = g.legal_actions();
    assert!(a.choices.iter().all(|c| legal.contains(&c.action)));
    assert!(a
        .choices
        .iter()
        .all(|c| (0.0..=1.0).contains(&c.value) && c.visits > 0));
    assert_eq!(
        a.choices.iter().map(|c| c.visits).sum::<u32>(),
        300,
        "every iteration began with one root action"
    );
    assert!(a.played.is_none());
    assert_eq!(a.loss(), 0.0);
    // Asking about the best move itself loses nothing.
    let best = a.best.clone().unwrap().action;
    let i = legal.iter().position(|a| *a == best).unwrap();
    let again = analyse::<Odin>(&view, p, &small(300), 5, Some(i)).unwrap();
    assert_eq!(again.played.as_ref().map(|c| &c.action), Some(&best));
    assert_eq!(again.loss(), 0.0);
    // An index past the legal actions asks about nothing.
    let past = analyse::<Odin>(&view, p, &small(30), 5, Some(legal.len())).unwrap();
    assert!(past.played.is_none());
}

/// A Völuspá position where the player to move can score at least `rich` points at once,
/// and a legal placement of theirs that scores none.
fn rich_position(rich: i64) -> (Voluspa, skald::voluspa::Action) {
    let config = Config {
        players: 2,
        tiles: TileSet::Base,
        no_late_hel: false,
    };
    for seed in 0..200 {
        let mut g = Voluspa::new(&config, seed).unwrap();
        let mut rng = Rng::new(seed);
        for _ in 0..40 {
            if g.is_over() {
                break;
            }
            let me = g.to_move().unwrap();
            let legal = g.legal_actions();
            let points: Vec<i64> = legal
                .iter()
                .map(|a| g.play(a).unwrap().scores()[me] - g.scores()[me])
                .collect();
            let best = points.iter().copied().max().unwrap_or(0);
            if best >= rich {
                if let Some(i) = points.iter().position(|&x| x == 0) {
                    return (g, legal[i].clone());
                }
            }
            let a = legal[rng.index(legal.len())].clone();
            g.apply(&a).unwrap();
        }
    }
    panic!("no position with a rich move");
}

#[test]
fn a_poor_voluspa_move_loses_points() {
    let (g, poor) = rich_position(8);
    let p = g.to_move().unwrap();
    let view = g.view(Viewer::Player(p));
    let i = g.legal_actions().iter().position(|a| *a == poor).unwrap();
    let a = analyse::<Voluspa>(&view, p, &Level::Hard.config(), 3, Some(i)).unwrap();
    assert_eq!(a.measure, Measure::Points);
    let played = a.played.as_ref().expect("the poor move was measured");
    assert_eq!(played.action, poor);
    assert!(played.visits >= PLAYED_VISITS, "{}", played.visits);
    let best = a.best.as_ref().unwrap();
    assert_ne!(best.action, poor);
    // The best move scores at least 8 now; the poor one none, and nothing it sets up
    // makes up for that within a few placements.
    assert!(
        a.loss() > 4.0,
        "loss {} (best {best:?}, played {played:?})",
        a.loss()
    );
    // The best move's figure is near what it scores at once.
    let scored = g.play(&best.action).unwrap().scores()[p] - g.scores()[p];
    assert!(scored >= 4, "the best move scores {scored}");
}

#[test]
fn analysis_never_panics() {
    // Every position of random games, any seat asking (not only the one to move), any
    // move asked about (legal or not): an analysis or nothing to analyse, never a panic.
    for seed in 0..3u64 {
        let mut g = Odin::new(&OdinConfig::new(2 + seed as usize), seed).unwrap();
        let mut rng = Rng::new(seed);
        let mut steps = 0;
        loop {
            for p in 0..g.players() {
                let view = g.view(Viewer::Player(p));
                let a = analyse::<Odin>(&view, p, &small(6), steps, Some(steps as usize)).unwrap();
                if g.to_move() == Some(p) {
                    assert!(g.legal_actions().contains(&a.best.unwrap().action));
                } else {
                    assert!(a.best.is_none() && a.choices.is_empty());
                }
            }
            if g.is_over() || steps > 40 {
                break;
            }
            let legal = g.legal_actions();
            g.apply(&legal[rng.index(legal.len())]).unwrap();
            steps += 1;
        }
    }
    let mut g = Voluspa::new(
        &Config {
            players: 3,
            tiles: TileSet::all_expansions(),
            no_late_hel: false,
        },
        4,
    )
    .unwrap();
    let mut rng = Rng::new(4);
    let mut steps = 0u64;
    while !g.is_over() {
        let p = g.to_move().unwrap();
        let legal = g.legal_actions();
        let i = rng.index(legal.len());
        let asked = &legal[i];
        let a =
            analyse::<Voluspa>(&g.view(Viewer::Player(p)), p, &small(4), steps, Some(i)).unwrap();
        assert!(legal.contains(&a.best.unwrap().action));
        assert_eq!(a.played.map(|c| &c.action == asked), Some(true));
        g.apply(asked).unwrap();
        steps += 1;
    }
    let p = 0;
    let a = analyse::<Voluspa>(&g.view(Viewer::Player(p)), p, &small(4), 1, None).unwrap();
    assert!(a.best.is_none(), "nothing to analyse once the game is over");
    let mut v = Valda::new(&ValdaConfig::new(2), 1).unwrap();
    let mut rng = Rng::new(1);
    for step in 0..60u64 {
        let Some(p) = v.to_move() else { break };
        let a = analyse::<Valda>(&v.view(Viewer::Player(p)), p, &small(3), step, None).unwrap();
        assert!(v.legal_actions().contains(&a.best.unwrap().action));
        let legal = v.legal_actions();
        v.apply(&legal[rng.index(legal.len())]).unwrap();
    }
}

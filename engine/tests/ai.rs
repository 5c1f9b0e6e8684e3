//! Computer opponents: they decide from the acting player's view only, always return a
//! legal action, are deterministic for a seed, and beat weaker bots.

use skald::ai::{arena, choose, choose_for, decide, Bot, Level, SearchConfig};
use skald::odin::{Odin, OdinConfig, Target};
use skald::voluspa::{Config, TileSet, Voluspa};
use skald::{Game, Rng, Viewer};

fn small(iterations: u32) -> Bot {
    Bot::Search(SearchConfig {
        iterations,
        ..SearchConfig::default()
    })
}

fn odin(players: usize) -> OdinConfig {
    OdinConfig {
        players,
        target: Target::OneHand,
        four_colours: false,
    }
}

/// Plays `n` random actions from a fresh game.
fn advanced<G: Game>(config: &G::Config, seed: u64, n: usize) -> G {
    let mut g = G::new(config, seed).unwrap();
    skald::game::random_playout(&mut g, &mut Rng::new(seed), n).unwrap();
    g
}

fn json<T: serde::Serialize>(t: &T) -> String {
    serde_json::to_string(t).unwrap()
}

#[test]
fn the_bot_cannot_see_hidden_cards() {
    // Two real states with the same view for the player to move (other hands dealt
    // differently) and the same seed give the same decision, for every bot.
    for seed in 0..6 {
        let a: Odin = advanced(&odin(3), seed, 4);
        let p = a.to_move().unwrap();
        let view = a.view(Viewer::Player(p));
        let b = Odin::sample(&view, &mut Rng::new(1000 + seed)).unwrap();
        assert_eq!(json(&b.view(Viewer::Player(p))), json(&view), "same view");
        let others = |g: &Odin| {
            (0..3)
                .filter(|&q| q != p)
                .map(|q| g.hand(q))
                .collect::<Vec<_>>()
        };
        assert_ne!(others(&a), others(&b), "the hidden hands differ");
        for bot in [Bot::Random, Bot::Greedy, small(60)] {
            assert_eq!(
                choose_for(&a, &bot, 9).unwrap(),
                choose_for(&b, &bot, 9).unwrap(),
                "{bot:?}"
            );
        }
    }
    let config = Config {
        players: 3,
        tiles: TileSet::all_expansions(),
        no_late_hel: false,
    };
    for seed in 0..3 {
        let a: Voluspa = advanced(&config, seed, 10);
        let p = a.to_move().unwrap();
        let b = Voluspa::sample(&a.view(Viewer::Player(p)), &mut Rng::new(77 + seed)).unwrap();
        assert_eq!(
            json(&b.view(Viewer::Player(p))),
            json(&a.view(Viewer::Player(p)))
        );
        assert_eq!(
            choose_for(&a, &small(40), 3).unwrap(),
            choose_for(&b, &small(40), 3).unwrap()
        );
    }
}

#[test]
fn every_bot_returns_a_legal_action_in_every_phase() {
    let mut checked = 0;
    for seed in 0..12u64 {
        let mut g: Voluspa = Voluspa::new(
            &Config {
                players: 2 + (seed as usize % 4),
                tiles: TileSet::all_expansions(),
                no_late_hel: seed % 2 == 0,
            },
            seed,
        )
        .unwrap();
        let mut rng = Rng::new(seed);
        let mut phases = std::collections::BTreeSet::new();
        while !g.is_over() {
            let legal = g.legal_actions();
            phases.insert(
                format!("{:?}", g.phase())
                    .split([' ', '{'])
                    .next()
                    .unwrap()
                    .to_string(),
            );
            let bot = match rng.index(3) {
                0 => Bot::Random,
                1 => Bot::Greedy,
                _ => small(8),
            };
            let a = choose_for(&g, &bot, rng.next_u64())
                .unwrap()
                .expect("a decision");
            assert!(legal.contains(&a), "{a:?} not legal in {:?}", g.phase());
            g.apply(&a).unwrap();
            checked += 1;
        }
        assert!(
            choose_for(&g, &Bot::Greedy, 1).unwrap().is_none(),
            "nothing to decide at the end"
        );
    }
    for seed in 0..30u64 {
        let mut g = Odin::new(&odin(2 + seed as usize % 5), seed).unwrap();
        let mut rng = Rng::new(seed);
        while !g.is_over() {
            let legal = g.legal_actions();
            let bot = [Bot::Random, Bot::Greedy, small(10)][rng.index(3)].clone();
            let a = choose_for(&g, &bot, rng.next_u64()).unwrap().unwrap();
            assert!(legal.contains(&a));
            g.apply(&a).unwrap();
            checked += 1;
        }
    }
    assert!(checked > 1_000, "{checked}");
}

#[test]
fn a_seed_fixes_the_decision() {
    let g: Odin = advanced(&odin(4), 5, 6);
    let p = g.to_move().unwrap();
    let view = g.view(Viewer::Player(p));
    let first = choose::<Odin>(&view, p, &small(200), 42).unwrap();
    for _ in 0..3 {
        assert_eq!(choose::<Odin>(&view, p, &small(200), 42).unwrap(), first);
    }
}

#[test]
fn a_time_limit_ends_the_search_early() {
    let g: Odin = advanced(&odin(3), 8, 4);
    let p = g.to_move().unwrap();
    let view = g.view(Viewer::Player(p));
    let legal = g.legal_actions();
    let bot = |limit: Option<f64>| {
        Bot::Search(SearchConfig {
            time_limit_ms: limit,
            ..Level::Hard.config()
        })
    };
    // No limit: all of Hard's iterations; the action as `choose` gives it.
    let full = decide::<Odin>(&view, p, &bot(None), 9).unwrap();
    assert_eq!((full.iterations, full.timed_out), (20_000, false));
    assert_eq!(
        full.action,
        choose::<Odin>(&view, p, &bot(None), 9).unwrap()
    );
    // A limit already reached: one iteration, and still a legal action.
    let capped = decide::<Odin>(&view, p, &bot(Some(0.0)), 9).unwrap();
    assert_eq!((capped.iterations, capped.timed_out), (1, true));
    assert!(legal.contains(capped.action.as_ref().unwrap()));
    // A limit never reached changes nothing.
    let roomy = decide::<Odin>(&view, p, &bot(Some(3_600_000.0)), 9).unwrap();
    assert_eq!(roomy, full);
    // The app's caps: about a second for Easy and Normal, a few for Hard.
    assert!(Level::Normal.time_limit_ms() <= 1_000.0);
    assert!(Level::Hard.time_limit_ms() > Level::Normal.time_limit_ms());
    assert!(Level::ALL
        .iter()
        .all(|l| l.config().time_limit_ms.is_none()));
}

#[test]
fn search_beats_random_and_greedy_beats_random() {
    let bots = |a: Bot, b: Bot| vec![("a".to_string(), a), ("b".to_string(), b)];
    let r = arena::<Odin>(&odin(2), 40, &bots(small(150), Bot::Random), 1).unwrap();
    assert!(r.bots[0].win_rate >= 0.7, "{r:?}");
    let config = Config {
        players: 2,
        tiles: TileSet::Base,
        no_late_hel: false,
    };
    let r = arena::<Voluspa>(&config, 10, &bots(Bot::Greedy, Bot::Random), 2).unwrap();
    assert!(r.bots[0].win_rate >= 0.8, "{r:?}");
    assert_eq!(
        r.bots[0].games + r.bots[1].games,
        20,
        "every seat of every game"
    );
}

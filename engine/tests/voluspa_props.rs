//! Property tests over seeded random games, for every sample tile set.

use skald::voluspa::{moves, placement, Action, Config, Kind, Phase, TileSet, Voluspa};
use skald::{Game, Replay, Rng, Viewer};

const GAMES_PER_SET: u64 = 1200;
const MAX_ACTIONS: usize = 2000;

fn check_game(config: &Config, seed: u64, check_sample: bool) {
    let mut game = Voluspa::new(config, seed).unwrap();
    let mut replay: Replay<Voluspa> = Replay::new(config.clone(), seed);
    let mut rng = Rng::new(seed ^ 0x5eed);
    let mut played = 0;
    while !game.is_over() {
        assert!(played < MAX_ACTIONS, "game {seed} does not end");
        let actions = game.legal_actions();
        assert!(!actions.is_empty(), "no action in a running game");
        if let Phase::HermodFollowUp { hermod } = game.phase() {
            // The fast Hermod check agrees with simulating the placement.
            let mut kinds = game.hand(game.to_move().unwrap()).to_vec();
            kinds.dedup();
            for k in kinds {
                for p in placement::placements(game.board(), k) {
                    if let Some(fast) = moves::hermod_ok_before(game.board(), *hermod, &p) {
                        let mut b = game.board().clone();
                        let slow = moves::apply_scored(&mut b, &p, Some(*hermod)).is_ok();
                        assert_eq!(fast, slow, "seed {seed}: Hermod check for {p:?}");
                    }
                }
            }
        }
        let a = actions[rng.index(actions.len())].clone();
        let before = game.scores().iter().sum::<i64>();
        let mover = game.to_move().unwrap();
        replay
            .push(&mut game, a.clone())
            .unwrap_or_else(|e| panic!("seed {seed}: legal action {a:?} failed: {e}"));
        played += 1;
        assert!(game.tiles_conserved(), "seed {seed}: tiles not conserved");
        assert!(game.board().longest_line() <= 7, "seed {seed}: line > 7");
        if let Action::Place(p) = &a {
            if p.tile != Kind::Hel {
                let b = game.board();
                if let Some(t) = b.top(p.at) {
                    if !t.ignores_troll_block() && t != Kind::Hel {
                        assert!(!b.next_to_troll(p.at), "seed {seed}: {a:?} next to a Troll");
                    }
                }
                if let Some(step) = game
                    .turns()
                    .iter()
                    .rev()
                    .flat_map(|t| t.steps.iter())
                    .find(|s| s.index == played - 1)
                {
                    if let Some(to) = step.pushed_to {
                        let top = b.top(to).unwrap();
                        if !top.ignores_troll_block() {
                            assert!(!b.next_to_troll(to), "seed {seed}: bumped next to Troll");
                        }
                    }
                    let after = game.scores().iter().sum::<i64>();
                    let pts = step.score.as_ref().map(|s| s.points).unwrap_or(0) as i64;
                    assert_eq!(after - before, pts, "seed {seed}: score mismatch");
                    let _ = mover;
                }
            }
        }
        if check_sample && played % 7 == 0 {
            if let Some(p) = game.to_move() {
                let view = game.view(Viewer::Player(p));
                let s = Voluspa::sample(&view, &mut rng).unwrap();
                assert_eq!(s.view(Viewer::Player(p)), view, "seed {seed}: sample view");
                assert_eq!(s.legal_actions(), game.legal_actions(), "seed {seed}");
                let spec = game.view(Viewer::Spectator);
                assert!(Voluspa::sample(&spec, &mut rng).is_ok());
            }
        }
    }
    let total: i64 = game.scores().iter().sum();
    let turns: i64 = game.turns().iter().map(|t| t.points as i64).sum();
    assert_eq!(
        total, turns,
        "seed {seed}: total score != sum of turn scores"
    );
    for p in 0..game.players() {
        assert!(game.hand(p).is_empty());
    }
    assert_eq!(game.pile_count(), 0);
    let back = replay.state().unwrap();
    assert_eq!(back, game, "seed {seed}: replay differs");
    let outcome = game.outcome().unwrap();
    assert!(!outcome.winners().is_empty());
}

fn run_set(tiles: TileSet, salt: u64) {
    for i in 0..GAMES_PER_SET {
        let seed = salt * 1_000_003 + i;
        let config = Config {
            players: 2 + (i % 4) as usize,
            tiles: tiles.clone(),
            no_late_hel: i % 3 == 0,
        };
        check_game(&config, seed, i % 50 == 0);
    }
}

#[test]
fn random_games_base() {
    run_set(TileSet::Base, 1);
}

#[test]
fn random_games_all_expansions() {
    run_set(TileSet::all_expansions(), 2);
}

#[test]
fn random_games_saga_of_edda() {
    run_set(TileSet::samples()[1].clone(), 3);
}

#[test]
fn random_games_order_of_the_gods() {
    run_set(TileSet::OrderOfTheGods, 4);
}

#[test]
fn random_games_king_of_the_giants() {
    run_set(TileSet::KingOfTheGiants, 5);
}

#[test]
fn random_games_rise_of_the_serpents() {
    run_set(TileSet::RiseOfTheSerpents, 6);
}

#[test]
fn random_games_master_of_ravens() {
    run_set(TileSet::MasterOfRavens, 7);
}

#[test]
fn random_games_custom() {
    run_set(TileSet::samples()[7].clone(), 8);
}

#[test]
fn fast_random_policy_only_plays_legal_actions() {
    for (i, tiles) in TileSet::samples().into_iter().enumerate() {
        for seed in 0..150u64 {
            let config = Config {
                players: 2 + (seed % 4) as usize,
                tiles: tiles.clone(),
                no_late_hel: seed % 2 == 0,
            };
            let mut g = Voluspa::new(&config, seed * 31 + i as u64).unwrap();
            let mut rng = Rng::new(seed);
            let mut n = 0;
            while let Some(a) = g.random_action(&mut rng) {
                assert!(g.legal_actions().contains(&a), "{a:?} not legal");
                g.apply(&a).unwrap();
                n += 1;
                assert!(n < MAX_ACTIONS);
            }
            assert!(g.is_over());
            assert!(g.tiles_conserved());
        }
    }
}

/// Whatever `apply` accepts is among the legal actions (the app reads saved moves by
/// finding them there): at every step of random games, arbitrary placements, discards and
/// skips near the board are tried, and each one that applies must have been listed.
#[test]
fn every_action_apply_accepts_is_listed() {
    use skald::voluspa::{Cell, Dir, Placement};
    let mut applied = 0;
    for (i, tiles) in TileSet::samples().into_iter().enumerate() {
        for seed in 0..20u64 {
            let config = Config {
                players: 2 + (seed % 4) as usize,
                tiles: tiles.clone(),
                no_late_hel: seed % 2 == 1,
            };
            let mut g = Voluspa::new(&config, seed * 7 + i as u64).unwrap();
            let mut rng = Rng::new(seed);
            while !g.is_over() {
                let legal = g.legal_actions();
                for _ in 0..40 {
                    let tile = Kind::ALL[rng.index(Kind::ALL.len())];
                    let at = Cell(rng.index(15) as i32 - 7, rng.index(15) as i32 - 7);
                    let tried = match rng.index(8) {
                        // A listed placement with its push, boosts or cell changed.
                        6 | 7 => match legal[rng.index(legal.len())].clone() {
                            Action::Place(mut p) => {
                                match rng.index(3) {
                                    0 => p.boosts = rng.index(3) as u8,
                                    1 => p.push = p.push.xor(Some(Dir::ALL[rng.index(4)])),
                                    _ => p.at = Cell(p.at.0, p.at.1 + 1),
                                }
                                Action::Place(p)
                            }
                            other => other,
                        },
                        0 => Action::SkipRaven,
                        1 => Action::EndTurn,
                        2 => Action::Discard { tile },
                        _ => Action::Place(Placement {
                            tile,
                            at,
                            push: [None, Some(Dir::ALL[rng.index(Dir::ALL.len())])][rng.index(2)],
                            boosts: rng.index(3) as u8,
                        }),
                    };
                    let mut after = g.clone();
                    if after.apply(&tried).is_ok() {
                        assert!(legal.contains(&tried), "{tried:?} applied but not listed");
                        applied += 1;
                    }
                }
                let a = legal[rng.index(legal.len())].clone();
                g.apply(&a).unwrap();
            }
        }
    }
    assert!(applied > 1000, "only {applied} tried actions applied");
}

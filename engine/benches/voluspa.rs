//! Völuspá benchmarks: legal actions for a full hand on a ~60-tile board with all
//! expansions, scoring one action, and random self-play of complete 2-player games.
//!
//! Criterion runs natively only (a native dev-dependency): for the wasm target the bench is an
//! empty program, so that `cargo clippy --target wasm32-unknown-unknown --all-targets` checks
//! the crate.

#[cfg(not(target_arch = "wasm32"))]
mod bench {
    use criterion::{criterion_group, Criterion, Throughput};
    use skald::game::random_playout;
    use skald::voluspa::{scoring, Action, Config, Phase, TileSet, Voluspa};
    use skald::{Game, Rng};
    use std::hint::black_box;

    /// A game with all expansions, 2 players, at the start of a turn with a full hand of five
    /// tiles and about 60 tiles on the board.
    fn midgame() -> Voluspa {
        let config = Config {
            players: 2,
            tiles: TileSet::all_expansions(),
            no_late_hel: false,
        };
        for seed in 0.. {
            let mut g = Voluspa::new(&config, seed).unwrap();
            let mut rng = Rng::new(seed);
            while !g.is_over() {
                let p = g.to_move().unwrap();
                let hand = g.hand(p);
                if g.board().len() >= 60
                    && *g.phase() == Phase::Play
                    && hand.iter().filter(|k| k.code() != "He").count() == 5
                {
                    return g;
                }
                let acts = g.legal_actions();
                g.apply(&acts[rng.index(acts.len())]).unwrap();
            }
        }
        unreachable!()
    }

    fn benches(c: &mut Criterion) {
        let g = midgame();
        let n = g.legal_actions().len();
        eprintln!(
            "midgame: {} tiles on the board, hand {:?}, {} legal actions",
            g.board().len(),
            g.hand(g.to_move().unwrap()),
            n
        );
        c.bench_function("voluspa_legal_actions_full_hand_60_tiles", |b| {
            b.iter(|| black_box(g.legal_actions()))
        });
        c.bench_function("voluspa_legal_placements_full_hand_60_tiles", |b| {
            b.iter(|| black_box(g.legal_placements()))
        });
        // Scoring one action: the score of a placed tile on the board after the action.
        let acts = g.legal_actions();
        let Action::Place(p) = acts[acts.len() / 2].clone() else {
            unreachable!()
        };
        let mut after = g.board().clone();
        skald::voluspa::placement::apply(&mut after, &p).unwrap();
        c.bench_function("voluspa_score_one_action", |b| {
            b.iter(|| black_box(scoring::score(&after, p.at, None)))
        });
        c.bench_function("voluspa_preview_one_action", |b| {
            b.iter(|| black_box(g.preview(&p).unwrap()))
        });
        // Complete games: criterion reports games per second ("elem/s").
        let mut group = c.benchmark_group("voluspa_games");
        group.throughput(Throughput::Elements(1));
        let mut seed = 0u64;
        for (name, tiles) in [
            ("selfplay_2p_base", TileSet::Base),
            ("selfplay_2p_all_expansions", TileSet::all_expansions()),
        ] {
            let config = Config {
                players: 2,
                tiles,
                no_late_hel: false,
            };
            group.bench_function(name, |b| {
                b.iter(|| {
                    seed += 1;
                    let mut g = Voluspa::new(&config, seed).unwrap();
                    let mut rng = Rng::new(seed);
                    black_box(g.random_playout(&mut rng, 10_000))
                })
            });
        }
        for (name, tiles) in [
            ("uniform_random_2p_base", TileSet::Base),
            (
                "uniform_random_2p_all_expansions",
                TileSet::all_expansions(),
            ),
        ] {
            let config = Config {
                players: 2,
                tiles,
                no_late_hel: false,
            };
            group.bench_function(name, |b| {
                b.iter(|| {
                    seed += 1;
                    let mut g = Voluspa::new(&config, seed).unwrap();
                    let mut rng = Rng::new(seed);
                    black_box(random_playout(&mut g, &mut rng, 10_000).unwrap())
                })
            });
        }
        group.finish();
    }

    criterion_group! {
        name = voluspa;
        config = Criterion::default().sample_size(20).measurement_time(std::time::Duration::from_secs(3));
        targets = benches
    }
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(bench::voluspa);

#[cfg(target_arch = "wasm32")]
fn main() {}

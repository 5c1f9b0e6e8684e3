//! Odin benchmarks: random self-play hands per second (aim: ≥ 100,000 per core) with the
//! engine's fast random policy (`Odin::random_playout`) and through the generic `Game`
//! interface, plus the legal-play queries on their own.
//!
//! Run with `cargo bench -p skald-engine --bench odin`.
//!
//! Criterion runs natively only (a native dev-dependency): for the wasm target the bench is an
//! empty program, so that `cargo clippy --target wasm32-unknown-unknown --all-targets` checks
//! the crate.

#[cfg(not(target_arch = "wasm32"))]
mod bench {
    use criterion::{criterion_group, Criterion, Throughput};
    use skald::game::random_playout;
    use skald::odin::{Odin, OdinConfig, Target};
    use skald::{Game, Rng};
    use std::hint::black_box;

    /// Deals a hand and plays it out with uniformly random legal actions.
    fn random_hand(players: usize, seed: u64, rng: &mut Rng) -> usize {
        let config = OdinConfig {
            players,
            target: Target::OneHand,
            four_colours: false,
        };
        let mut game = Odin::new(&config, seed).expect("valid config");
        game.random_playout(rng, 100_000)
    }

    /// The same through the generic `Game` interface (builds the action list every step).
    fn random_hand_generic(players: usize, seed: u64, rng: &mut Rng) -> usize {
        let config = OdinConfig {
            players,
            target: Target::OneHand,
            four_colours: false,
        };
        let mut game = Odin::new(&config, seed).expect("valid config");
        random_playout(&mut game, rng, 100_000).expect("legal actions apply")
    }

    fn hands(c: &mut Criterion) {
        let mut group = c.benchmark_group("odin_random_hand");
        group.throughput(Throughput::Elements(1));
        for players in [2, 4, 6] {
            let mut rng = Rng::new(1);
            let mut seed = 0u64;
            group.bench_function(format!("{players}_players"), |b| {
                b.iter(|| {
                    seed += 1;
                    black_box(random_hand(players, seed, &mut rng))
                })
            });
        }
        group.finish();
        let mut group = c.benchmark_group("odin_random_hand_generic");
        group.throughput(Throughput::Elements(1));
        for players in [2, 4, 6] {
            let mut rng = Rng::new(1);
            let mut seed = 0u64;
            group.bench_function(format!("{players}_players"), |b| {
                b.iter(|| {
                    seed += 1;
                    black_box(random_hand_generic(players, seed, &mut rng))
                })
            });
        }
        group.finish();
    }

    fn legal_plays(c: &mut Criterion) {
        // A mid-hand position: some plays made.
        let mut game = Odin::new(&OdinConfig::new(4), 3).expect("valid config");
        let mut rng = Rng::new(2);
        random_playout(&mut game, &mut rng, 5).expect("legal actions apply");
        c.bench_function("odin_legal_actions", |b| {
            b.iter(|| black_box(game.legal_actions()))
        });
        c.bench_function("odin_legal_plays_grouped", |b| {
            b.iter(|| black_box(game.legal_plays()))
        });
    }

    criterion_group!(benches, hands, legal_plays);
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(bench::benches);

#[cfg(target_arch = "wasm32")]
fn main() {}

//! Valda benchmarks: random self-play of complete games (aim: ≥ 2,000 4-player games per
//! second per core), the legal actions of the busiest decision found in random games, and
//! the computer's Normal search (1,000 iterations) for the first decision of a two-player
//! game: the search of the computer's first move on a game link (issue #28). On 2026-11-26,
//! natively on the shared 2-core machine (a loop of 40 searches), it took 90 ms; 54 ms once
//! the search's playouts applied their actions unchecked (`Game::apply_legal`) and Valda's
//! legal actions stopped allocating where they need not; 48 ms once `apply` and
//! `legal_actions` used the list `advance` had made (`Valda::legal`).
//!
//! Run with `cargo bench -p skald-engine --bench valda`.
//!
//! Criterion runs natively only (a native dev-dependency): for the wasm target the bench is an
//! empty program, so that `cargo clippy --target wasm32-unknown-unknown --all-targets` checks
//! the crate.

#[cfg(not(target_arch = "wasm32"))]
mod bench {
    use criterion::{criterion_group, Criterion, Throughput};
    use skald::ai::{decide, Bot, Level};
    use skald::game::random_playout;
    use skald::valda::{Valda, ValdaConfig};
    use skald::{Game, Rng, Viewer};
    use std::hint::black_box;

    fn random_game(players: usize, seed: u64, rng: &mut Rng) -> usize {
        let mut g = Valda::new(&ValdaConfig::new(players), seed).expect("valid config");
        random_playout(&mut g, rng, 100_000).expect("legal actions apply")
    }

    /// The state with the most legal actions met in 200 seeded random 4-player games.
    pub fn busiest() -> Valda {
        let mut best: Option<(usize, Valda)> = None;
        for seed in 0..200 {
            let mut g = Valda::new(&ValdaConfig::new(4), seed).unwrap();
            let mut rng = Rng::new(seed);
            while !g.is_over() {
                let legal = g.legal_actions();
                if best.as_ref().is_none_or(|(n, _)| legal.len() > *n) {
                    best = Some((legal.len(), g.clone()));
                }
                let a = legal[rng.index(legal.len())].clone();
                g.apply(&a).unwrap();
            }
        }
        best.unwrap().1
    }

    fn games(c: &mut Criterion) {
        let mut group = c.benchmark_group("valda_random_game");
        group.throughput(Throughput::Elements(1));
        for players in [2, 4, 5] {
            let mut rng = Rng::new(1);
            let mut seed = 0u64;
            group.bench_function(format!("{players}_players"), |b| {
                b.iter(|| {
                    seed += 1;
                    black_box(random_game(players, seed, &mut rng))
                })
            });
        }
        group.finish();
        let g = busiest();
        let n = g.legal_actions().len();
        eprintln!(
            "busiest decision: {n} legal actions at {:?}",
            g.prompt().map(|(_, p)| p)
        );
        c.bench_function("valda_legal_actions_busiest", |b| {
            b.iter(|| black_box(g.legal_actions().len()))
        });
    }

    fn search(c: &mut Criterion) {
        let g = Valda::new(&ValdaConfig::new(2), 3).expect("valid config");
        let view = g.view(Viewer::Player(0));
        let bot = Bot::Search(Level::Normal.config());
        let mut seed = 0u64;
        c.bench_function("valda_normal_search_first_decision", |b| {
            b.iter(|| {
                seed += 1;
                black_box(decide::<Valda>(&view, 0, &bot, seed).expect("a decision"))
            })
        });
    }

    criterion_group!(benches, games, search);
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(bench::benches);

#[cfg(target_arch = "wasm32")]
fn main() {}

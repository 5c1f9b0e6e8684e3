//! Valda benchmarks: random self-play of complete games (aim: ≥ 2,000 4-player games per
//! second per core) and the legal actions of the busiest decision found in random games.
//!
//! Run with `cargo bench -p skald-engine --bench valda`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use skald::game::random_playout;
use skald::valda::{Valda, ValdaConfig};
use skald::{Game, Rng};
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

criterion_group!(benches, games);
criterion_main!(benches);

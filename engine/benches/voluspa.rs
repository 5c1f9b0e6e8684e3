//! Benchmarks for voluspa (arrive with its game).
use criterion::{criterion_group, criterion_main, Criterion};

fn placeholder(c: &mut Criterion) {
    c.bench_function("voluspa_placeholder", |b| {
        b.iter(|| std::hint::black_box(1 + 1))
    });
}

criterion_group!(benches, placeholder);
criterion_main!(benches);

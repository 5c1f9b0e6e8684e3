//! Runs every workload of `skald_bench` natively and prints one JSON line per workload:
//! `{"name":…,"ns_per_iter":…}` (the same format as `scripts/bench-wasm.mjs`).

use std::time::{Duration, Instant};

/// Runs `w` in growing batches until `budget` has passed; returns nanoseconds per iteration.
fn measure(w: &mut skald_bench::Workload, budget: Duration) -> f64 {
    w.run(3); // warm-up
    let (mut n, mut total, mut spent) = (1u32, 0u64, Duration::ZERO);
    while spent < budget {
        let t = Instant::now();
        std::hint::black_box(w.run(n));
        spent += t.elapsed();
        total += n as u64;
        n = n.saturating_mul(2);
    }
    spent.as_nanos() as f64 / total as f64
}

fn main() {
    for (name, _) in skald_bench::WORKLOADS {
        let Some(mut w) = skald_bench::Workload::new(name) else {
            eprintln!("{name}: could not be set up");
            std::process::exit(1);
        };
        let ns = measure(&mut w, Duration::from_secs(2));
        println!("{{\"name\":\"{name}\",\"ns_per_iter\":{ns:.1}}}");
    }
}

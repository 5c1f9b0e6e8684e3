//! Runs the workloads of `skald_bench` natively and prints one JSON line per workload:
//! `{"name":…,"ns_per_iter":…}` (the same format as `scripts/bench-wasm.mjs`).
//!
//! `skald-bench [--iters N] [NAME…]`: only the named workloads (default: all of them but
//! `NAMED_ONLY`);
//! with `--iters N`, exactly `N` iterations each, untimed apart from the total, for
//! instruction counts that do not depend on the machine's load
//! (`valgrind --tool=callgrind target/release/skald-bench --iters 1000 odin_hand_6p`).

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
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut iters = None;
    if let Some(i) = args.iter().position(|a| a == "--iters") {
        match args.get(i + 1).and_then(|n| n.parse::<u32>().ok()) {
            Some(n) if n > 0 => iters = Some(n),
            _ => {
                eprintln!("--iters needs a positive number");
                std::process::exit(2);
            }
        }
        args.drain(i..i + 2);
    }
    for name in &args {
        if !skald_bench::WORKLOADS.iter().any(|(w, _)| w == name) {
            eprintln!("no workload {name:?}; there are:");
            for (w, what) in skald_bench::WORKLOADS {
                eprintln!("  {w}: {what}");
            }
            std::process::exit(2);
        }
    }
    for (name, _) in skald_bench::WORKLOADS {
        let named = args.iter().any(|a| a == name);
        if (!args.is_empty() && !named)
            || (args.is_empty() && skald_bench::NAMED_ONLY.contains(&name))
        {
            continue;
        }
        let Some(mut w) = skald_bench::Workload::new(name) else {
            eprintln!("{name}: could not be set up");
            std::process::exit(1);
        };
        let ns = match iters {
            Some(n) => {
                let t = Instant::now();
                let sum = std::hint::black_box(w.run(n));
                eprintln!("{name}: {n} iterations, checksum {sum}");
                t.elapsed().as_nanos() as f64 / f64::from(n)
            }
            None => measure(&mut w, Duration::from_secs(2)),
        };
        println!("{{\"name\":\"{name}\",\"ns_per_iter\":{ns:.1}}}");
    }
}

// Runs the workloads of the skald-bench crate from its wasm build in Node and prints one
// JSON line per workload: {"name":…,"ns_per_iter":…}. Called by scripts/bench-wasm.sh,
// which builds the wasm the way the app ships (release profile, wasm-opt).
//   node scripts/bench-wasm.mjs DIR   (DIR holds wasm-bindgen's --target nodejs output)
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const dir = process.argv[2];
const require = createRequire(import.meta.url);
const bench = require(`${dir}/skald_bench.js`);
const NAMES = ['voluspa_legal_actions', 'voluspa_selfplay_base', 'voluspa_selfplay_all',
  'odin_hand_2p', 'odin_hand_4p', 'odin_hand_6p', 'odin_search_normal', 'voluspa_search_easy',
  'voluspa_search_normal', 'valda_search_easy', 'valda_selfplay_4p', 'valda_legal_actions'];
const BUDGET_MS = 2000;

for (const name of NAMES) {
  if (!bench.setup(name)) throw new Error(`${name}: could not be set up`);
  bench.run(3); // warm-up (and tier-up)
  let n = 1, total = 0, spent = 0;
  while (spent < BUDGET_MS) {
    const t = performance.now();
    bench.run(n);
    spent += performance.now() - t;
    total += n;
    n *= 2;
  }
  console.log(JSON.stringify({ name, ns_per_iter: Math.round((spent * 1e6) / total * 10) / 10 }));
}

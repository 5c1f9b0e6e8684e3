#!/usr/bin/env bash
# The engine's speed in WebAssembly against native code, on the same workloads
# (bench/src/lib.rs): the wasm is built as the computer opponents' engine ships (the `engine`
# profile of the root Cargo.toml, then wasm-opt at the level index.html asks for) and run in Node; the native
# figures use the `bench` profile, like `cargo bench`. Prints a table with the ratios.
# Takes about a minute after the first build. Not part of the test command (timings are
# not tests); docs/architecture.md keeps the latest figures.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/setup.sh >/dev/null
TARGET="${CARGO_TARGET_DIR:-target}"
OUT="$TARGET/bench-wasm"
LEVEL="$(grep -o 'data-wasm-opt="[^"]*"' index.html | head -n1 | cut -d'"' -f2)"
cargo build -q --profile engine -p skald-bench --lib --target wasm32-unknown-unknown
wasm-bindgen --target nodejs --out-dir "$OUT" "$TARGET/wasm32-unknown-unknown/engine/skald_bench.wasm"
if [ -n "$LEVEL" ] && [ "$LEVEL" != "0" ]; then
  # The features every shipped module is limited to (.cargo/config.toml; docs/architecture.md).
  wasm-opt "-O$LEVEL" --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals "$OUT/skald_bench_bg.wasm" -o "$OUT/skald_bench_bg.wasm"
  node scripts/check-wasm-features.mjs "$OUT/skald_bench_bg.wasm" >/dev/null
fi
node scripts/bench-wasm.mjs "$(cd "$OUT" && pwd)" >"$OUT/wasm.jsonl"
cargo run -q --profile bench -p skald-bench >"$OUT/native.jsonl"
node -e '
const fs = require("fs");
const read = (f) => Object.fromEntries(fs.readFileSync(f, "utf8").trim().split("\n").map((l) => JSON.parse(l)).map((r) => [r.name, r.ns_per_iter]));
const w = read(process.argv[1]), n = read(process.argv[2]);
const fmt = (ns) => ns >= 1e6 ? (ns / 1e6).toFixed(2) + " ms" : (ns / 1e3).toFixed(1) + " µs";
console.log("| workload | native | wasm (Node) | wasm/native |\n|---|---|---|---|");
for (const k of Object.keys(n)) console.log(`| ${k} | ${fmt(n[k])} | ${fmt(w[k])} | ${(w[k] / n[k]).toFixed(2)}× |`);
' "$OUT/wasm.jsonl" "$OUT/native.jsonl"

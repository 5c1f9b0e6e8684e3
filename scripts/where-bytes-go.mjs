#!/usr/bin/env node
// Where the bytes of each build of the app go: builds every build of scripts/builds.mjs with
// function names kept (wasm-bindgen --keep-debug, wasm-opt -Oz -g, as the release build but with
// names), asks twiggy (installed by scripts/setup.sh) for every function and data segment, and
// prints a Markdown table per build: code by crate (the engine and the app by module), the
// data segments, and the rest. Sizes are raw bytes after wasm-opt; the release build's
// gzipped sizes are in `node scripts/sizes.mjs`.
//   source scripts/setup.sh && node scripts/where-bytes-go.mjs > /tmp/bytes.md
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { BUILDS, RELEASE_ENV, WASM_OPT_PARAMS } from './builds.mjs';

// Cargo with the release builds' environment (the standard library rebuilt for size), so the
// figures are those of what ships; the other tools ignore it.
const run = (cmd, args) =>
  execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 28, env: { ...process.env, ...RELEASE_ENV } }).toString();

function group(name) {
  if (name.startsWith('data segment')) return 'data (strings, tables)';
  const m = /^<*([a-z_0-9]+)(?:\[[0-9a-f]+\])?::([a-z_0-9]+)(?:::([a-z_0-9]+))?/.exec(name);
  if (!m) return 'other (glue, generic code without a crate path)';
  const [, krate, module, sub] = m;
  if (krate === 'skald' || krate === 'skald_app') {
    return ['voluspa', 'odin', 'valda'].includes(module) && sub ? `${krate}::${module}::${sub}` : `${krate}::${module}`;
  }
  return krate;
}

try {
  run('twiggy', ['--version']);
} catch {
  console.error('where-bytes-go: twiggy is missing: `source scripts/setup.sh` installs it (cargo install --locked twiggy --version 0.8.0)');
  process.exit(1);
}
// Cargo's target directory (CARGO_TARGET_DIR when set), where the builds land.
const target = JSON.parse(run('cargo', ['metadata', '--format-version', '1', '--no-deps', '--offline'])).target_directory;

for (const b of Object.values(BUILDS)) {
  const features = b.features.length ? ['--features', b.features.join(',')] : [];
  run('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '-p', 'skald-app', '--bin', b.bin, '--no-default-features', ...features]);
  const out = join(target, 'where-bytes-go', b.bin);
  mkdirSync(out, { recursive: true });
  run('wasm-bindgen', ['--keep-debug', '--target', 'web', '--out-dir', out, join(target, 'wasm32-unknown-unknown', 'release', `${b.bin}.wasm`)]);
  run('wasm-opt', ['-Oz', ...WASM_OPT_PARAMS.split(' '), '-g', join(out, `${b.bin}_bg.wasm`), '-o', join(out, 'named.wasm')]);
  const csv = run('twiggy', ['top', '-n', '1000000', '--format', 'csv', join(out, 'named.wasm')]);
  const totals = new Map();
  let all = 0;
  for (const line of csv.split('\n').slice(1)) {
    if (!line.trim()) continue;
    // Name,ShallowSize,ShallowSizePercent,RetainedSize,RetainedSizePercent (the name may hold commas)
    const parts = line.split(',');
    const size = Number(parts[parts.length - 4]);
    const name = parts.slice(0, parts.length - 4).join(',').replace(/^"|"$/g, '');
    if (name.startsWith('custom section') || name.includes('subsection')) continue;
    all += size;
    const g = group(name);
    totals.set(g, (totals.get(g) ?? 0) + size);
  }
  const rows = [...totals.entries()].sort((a, b) => b[1] - a[1]);
  console.log(`\n### ${b.bin} (${(all / 1024).toFixed(1)} KiB of code and data after wasm-opt)\n`);
  console.log('| part | KiB | share |');
  console.log('|---|---:|---:|');
  let rest = 0;
  for (const [g, n] of rows) {
    if (n / all < 0.01) rest += n;
    else console.log(`| ${g} | ${(n / 1024).toFixed(1)} | ${((100 * n) / all).toFixed(1)} % |`);
  }
  console.log(`| everything under 1 % | ${(rest / 1024).toFixed(1)} | ${((100 * rest) / all).toFixed(1)} % |`);
  const sumOf = (prefix) => rows.filter(([g]) => g.startsWith(prefix)).reduce((t, [, n]) => t + n, 0);
  console.log(`\nIn all: the engine (skald::) ${(sumOf('skald::') / 1024).toFixed(1)} KiB, the app's own code (skald_app::) ${(sumOf('skald_app::') / 1024).toFixed(1)} KiB.`);
}

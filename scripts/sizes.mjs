#!/usr/bin/env node
// Prints every file of a build (default: dist/) with its raw and gzipped size, and the
// totals, so that every change shows what it costs players to download.
//   node scripts/sizes.mjs [dir]
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { overBudget } from './budgets.mjs';

const dir = process.argv[2] ?? 'dist';

async function walk(d) {
  const out = [];
  for (const entry of await readdir(d, { withFileTypes: true })) {
    const path = join(d, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

const kb = (n) => (n / 1024).toFixed(1).padStart(8) + ' KiB';
const rows = [];
for (const path of (await walk(dir)).sort()) {
  const body = await readFile(path);
  rows.push({
    name: relative(dir, path).split(sep).join('/'),
    raw: body.length,
    gz: gzipSync(body, { level: 9 }).length,
  });
}
const width = Math.max(20, ...rows.map((r) => r.name.length));
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(12)}  ${'gzipped'.padStart(12)}`);
for (const r of rows) console.log(`${r.name.padEnd(width)}  ${kb(r.raw)}  ${kb(r.gz)}`);
const total = rows.reduce((t, r) => ({ raw: t.raw + r.raw, gz: t.gz + r.gz }), { raw: 0, gz: 0 });
console.log(`${'total'.padEnd(width)}  ${kb(total.raw)}  ${kb(total.gz)}`);
const wasm = rows.filter((r) => r.name.endsWith('.wasm'));
for (const r of wasm) console.log(`size: wasm ${kb(r.raw).trim()} raw, ${kb(r.gz).trim()} gzipped`);
console.log(`size: total ${kb(total.raw).trim()} raw, ${kb(total.gz).trim()} gzipped, ${rows.length} files`);
const over = overBudget(rows);
if (over.length) {
  for (const line of over) console.log(`OVER BUDGET: ${line}`);
  process.exit(1);
}

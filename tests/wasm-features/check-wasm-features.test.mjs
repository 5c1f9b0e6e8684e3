// scripts/check-wasm-features.mjs on small modules assembled here byte by byte: what it must
// accept (the baseline old WebKit runs) and each thing it must refuse (reference types,
// multivalue, newer proposals), and its command's exit status on a folder.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { inspect } from '../../scripts/check-wasm-features.mjs';

const SCRIPT = fileURLToPath(new URL('../../scripts/check-wasm-features.mjs', import.meta.url));

const I32 = 0x7f;
const EXTERNREF = 0x6f;
const FUNCREF = 0x70;

/** Unsigned LEB128; `pad` bytes at least (the overlong form LLVM writes for relocations). */
function uleb(n, pad = 1) {
  const out = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n !== 0 || out.length + 1 < pad) b |= 0x80;
    out.push(b);
  } while (n !== 0 || out.length < pad);
  return out;
}
const vec = (items) => [...uleb(items.length), ...items.flat()];
const name = (s) => vec([...Buffer.from(s)]);
const section = (id, bytes) => [id, ...uleb(bytes.length), ...bytes];
const funcType = (params, results) => [0x60, ...vec(params), ...vec(results)];
const features = (...list) => section(0, [...name('target_features'), ...vec(list.map((f) => [f.charCodeAt(0), ...name(f.slice(1))]))]);

/** A module: `types`, one function of type 0 whose body is `body` (no locals, `end` added),
 * a table of each type in `tables`, and any `extra` sections before the code. */
function wasm({ types = [funcType([I32], [I32])], body = [0x20, 0x00], tables = [], extra = [] } = {}) {
  const fn = [0x00, ...body, 0x0b]; // no locals
  return Uint8Array.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, vec(types)),
    ...section(3, vec([uleb(0)])),
    ...(tables.length ? section(4, vec(tables.map((t) => [t, 0x00, 0x01]))) : []),
    ...extra.flat(),
    ...section(10, vec([[...uleb(fn.length), ...fn]])),
  ]);
}

const featuresOf = (bytes) => [...new Set(inspect(bytes).problems.map((p) => p.feature))].sort();

test('the baseline passes: numbers, blocks, a call_indirect through table 0, bulk memory, sign extension', () => {
  const body = [
    0x02, 0x40, 0x20, 0x00, 0x0d, 0x00, 0x0b, // block (no result) local.get 0 br_if 0 end
    0x02, I32, 0x41, 0x05, 0x0b, 0x1a, // block (result i32) i32.const 5 end drop
    0x20, 0x00, 0xc0, 0x1a, // i32.extend8_s drop
    0x20, 0x00, 0x20, 0x00, 0x20, 0x00, 0xfc, 0x0a, 0x00, 0x00, // memory.copy
    0x43, 0, 0, 0x80, 0x3f, 0xfc, 0x00, 0x1a, // f32.const 1 i32.trunc_sat_f32_s drop
    0x20, 0x00, 0x20, 0x00, 0x11, 0x00, 0x00, // call_indirect type 0 table 0
  ];
  const bytes = wasm({ body, tables: [FUNCREF], extra: [section(5, vec([[0x00, 0x01]])), features('+sign-ext', '+bulk-memory', '+mutable-globals', '+nontrapping-fptoint', '-reference-types')] });
  assert.deepEqual(inspect(bytes).problems, []);
  assert.deepEqual(inspect(bytes).claimed, ['+sign-ext', '+bulk-memory', '+mutable-globals', '+nontrapping-fptoint', '-reference-types']);
});

test('reference types are refused wherever they show', () => {
  assert.deepEqual(featuresOf(wasm({ tables: [EXTERNREF] })), ['reference-types'], 'a table of externref');
  assert.deepEqual(featuresOf(wasm({ tables: [FUNCREF, FUNCREF] })), ['reference-types'], 'two tables');
  assert.deepEqual(featuresOf(wasm({ types: [funcType([EXTERNREF], [I32])] })), ['reference-types'], 'an externref parameter');
  assert.deepEqual(featuresOf(wasm({ extra: [features('+reference-types')] })), ['reference-types'], 'claimed in target_features');
  const overlong = [0x20, 0x00, 0x20, 0x00, 0x11, 0x00, ...uleb(0, 5)];
  assert.deepEqual(featuresOf(wasm({ body: overlong, tables: [FUNCREF] })), ['reference-types'], 'an overlong call_indirect table index');
  const grow = [0xd0, EXTERNREF, 0x20, 0x00, 0xfc, 0x0f, 0x00];
  assert.deepEqual(featuresOf(wasm({ body: grow, tables: [FUNCREF] })), ['reference-types'], 'ref.null and table.grow');
  const tableSet = [0x20, 0x00, 0xd2, 0x00, 0x26, 0x00, 0x20, 0x00];
  assert.deepEqual(featuresOf(wasm({ body: tableSet, tables: [FUNCREF] })), ['reference-types'], 'ref.func and table.set');
});

test('multivalue is refused: a function with two results, a block with a parameter', () => {
  const two = inspect(wasm({ types: [funcType([I32], [I32]), funcType([], [I32, I32])] })).problems;
  assert.deepEqual(two.map((p) => p.feature), ['multivalue']);
  assert.match(two[0].where, /type 1 returns 2 values/);
  const block = [0x20, 0x00, 0x02, 0x01, 0x0b]; // block of type 1 (i32 -> i32): takes the i32 on the stack
  assert.deepEqual(featuresOf(wasm({ types: [funcType([I32], [I32]), funcType([I32], [I32])], body: block })), ['multivalue']);
  assert.deepEqual(featuresOf(wasm({ extra: [features('+multivalue')] })), ['multivalue'], 'claimed in target_features');
});

test('newer proposals are refused: SIMD, threads, tail calls', () => {
  assert.deepEqual(featuresOf(wasm({ body: [0xfd, 0x0c, ...Array(16).fill(0), 0x1a, 0x20, 0x00] })), ['simd']);
  assert.deepEqual(featuresOf(wasm({ extra: [section(5, vec([[0x03, 0x01, 0x01]]))] })), ['threads'], 'a shared memory');
  assert.deepEqual(featuresOf(wasm({ body: [0x20, 0x00, 0x12, 0x00] })), ['tail-call']);
});

test('bytes that are not a module are an error, not a pass', () => {
  assert.throws(() => inspect(Buffer.from('<!doctype html>')), /not a WebAssembly module/);
  const cut = wasm();
  assert.throws(() => inspect(cut.subarray(0, cut.length - 3)));
});

test('the command fails on a folder with one bad module among good ones, and passes without it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wasm-features-'));
  try {
    writeFileSync(join(dir, 'good.wasm'), wasm());
    writeFileSync(join(dir, 'bad.wasm'), wasm({ tables: [EXTERNREF] }));
    let failed;
    try {
      execFileSync('node', [SCRIPT, dir], { stdio: 'pipe' });
    } catch (err) {
      failed = err;
    }
    assert.ok(failed, 'the command must fail');
    assert.equal(failed.status, 1);
    assert.match(failed.stdout.toString(), /FAIL .*bad\.wasm: uses reference-types/);
    assert.match(failed.stdout.toString(), /ok +.*good\.wasm/);
    rmSync(join(dir, 'bad.wasm'));
    assert.match(execFileSync('node', [SCRIPT, dir]).toString(), /1 modules, none uses/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

#!/usr/bin/env node
// Fails if a shipped WebAssembly module uses a feature that older WebKit (WPE WebKit 2.38,
// about Safari 16) gets wrong: **reference types** (a table of `externref`, more than one
// table, `ref.*`/`table.*` instructions, a typed `select`, a `call_indirect` whose table
// index is not a plain 0) or **multivalue** (a function or block type with more than one
// result, a block type with parameters), or anything newer than the baseline below (SIMD,
// threads, exceptions, tail calls, GC, …). Rust ≥ 1.82 turns reference types and multivalue on
// by default for wasm32-unknown-unknown; `.cargo/config.toml` turns them off for every wasm
// we build (docs/architecture.md, "WebAssembly features"), and this check keeps it so.
//
// It reads each module itself (no packages): the `target_features` custom section, the
// types, imports, tables, globals, element segments, and every instruction of every function
// body. Allowed: the MVP, mutable globals, sign extension, non-trapping float-to-int and bulk
// memory (all in Safari since 15).
//   node scripts/check-wasm-features.mjs [DIR_OR_FILE ...]     (default: dist)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The features a `target_features` section may claim as used. */
const ALLOWED_FEATURES = new Set(['mutable-globals', 'sign-ext', 'nontrapping-fptoint', 'bulk-memory', 'bulk-memory-opt']);
const NUM_TYPES = new Set([0x7f, 0x7e, 0x7d, 0x7c]);

/** What `bytes` (a WebAssembly module) uses beyond the baseline: a list of problems, each
 * `{feature, where}` (empty when the module is fine), and the `target_features` it claims.
 * Throws on bytes that are not a well-formed module of a known shape. */
export function inspect(bytes) {
  const r = new Reader(bytes);
  if (r.u32le() !== 0x6d736100) throw new Error('not a WebAssembly module (no \\0asm magic)');
  if (r.u32le() !== 1) throw new Error('not a version 1 WebAssembly module');
  const problems = [];
  const flag = (feature, where) => problems.push({ feature, where });
  const claimed = [];
  const types = []; // {params, results} per type index
  let tables = 0;
  const valtype = (b, where) => {
    if (NUM_TYPES.has(b)) return;
    if (b === 0x7b) flag('simd', where);
    else if (b === 0x70 || b === 0x6f) flag('reference-types', `${where}: a value of type ${b === 0x6f ? 'externref' : 'funcref'}`);
    else flag('unknown value type', `${where}: 0x${b.toString(16)}`);
  };
  const table = (where) => {
    const elem = r.byte();
    if (elem === 0x6f) flag('reference-types', `${where}: a table of externref`);
    else if (elem !== 0x70) flag('unknown table type', `${where}: 0x${elem.toString(16)}`);
    limits(r, () => flag('unknown limits', where));
    if (++tables > 1) flag('reference-types', `${where}: more than one table`);
  };
  const code = (where, end) => expr(r, end, { types, flag, valtype, where });

  while (!r.done()) {
    const id = r.byte();
    const size = r.u32();
    const end = r.pos + size;
    if (end > bytes.length) throw new Error(`section ${id} runs past the end of the module`);
    if (id === 0) {
      const name = r.name();
      if (name === 'target_features') {
        for (let n = r.u32(); n > 0; n--) {
          const prefix = String.fromCharCode(r.byte());
          const feature = r.name();
          claimed.push(prefix + feature);
          if (prefix !== '-' && !ALLOWED_FEATURES.has(feature)) flag(feature, `target_features section claims ${prefix}${feature}`);
        }
      }
    } else if (id === 1) {
      for (let i = 0, n = r.u32(); i < n; i++) {
        const form = r.byte();
        if (form !== 0x60) {
          flag('gc', `type ${i}: form 0x${form.toString(16)}`);
          throw new Error(`type ${i} is not a function type (0x${form.toString(16)}): cannot read further`);
        }
        const params = [];
        for (let k = r.u32(); k > 0; k--) params.push(r.byte());
        const results = [];
        for (let k = r.u32(); k > 0; k--) results.push(r.byte());
        [...params, ...results].forEach((b) => valtype(b, `type ${i}`));
        if (results.length > 1) flag('multivalue', `type ${i} returns ${results.length} values`);
        types.push({ params: params.length, results: results.length });
      }
    } else if (id === 2) {
      for (let i = 0, n = r.u32(); i < n; i++) {
        const where = `import ${r.name()}.${r.name()}`;
        const kind = r.byte();
        if (kind === 0) r.u32();
        else if (kind === 1) table(where);
        else if (kind === 2) memory(r, flag, where);
        else if (kind === 3) {
          valtype(r.byte(), where);
          r.byte();
        } else if (kind === 4) {
          flag('exceptions', `${where}: a tag`);
          r.byte();
          r.u32();
        } else throw new Error(`${where}: unknown import kind ${kind}`);
      }
    } else if (id === 4) {
      for (let i = 0, n = r.u32(); i < n; i++) table(`table ${i}`);
    } else if (id === 5) {
      for (let i = 0, n = r.u32(); i < n; i++) memory(r, flag, `memory ${i}`);
    } else if (id === 6) {
      for (let i = 0, n = r.u32(); i < n; i++) {
        valtype(r.byte(), `global ${i}`);
        r.byte();
        code(`global ${i}`, end);
      }
    } else if (id === 9) {
      for (let i = 0, n = r.u32(); i < n; i++) element(r, i, { flag, code });
    } else if (id === 10) {
      for (let i = 0, n = r.u32(); i < n; i++) {
        const bodySize = r.u32();
        const bodyEnd = r.pos + bodySize;
        for (let k = r.u32(); k > 0; k--) {
          r.u32();
          valtype(r.byte(), `function body ${i}'s locals`);
        }
        const read = code(`function body ${i}`, bodyEnd);
        if (read && r.pos !== bodyEnd) throw new Error(`function body ${i} does not end where its size says`);
        r.pos = bodyEnd;
      }
    } else if (id === 13) {
      flag('exceptions', 'a tag section');
    } else if (id > 13) {
      flag('unknown section', `section id ${id}`);
    }
    r.pos = end;
  }
  return { problems, claimed };
}

/** Throws if the module in `file` uses anything beyond the baseline. For build scripts:
 * scripts/build-engine-module.mjs calls it on each module it builds, before writing its
 * stamp, so that a module built with other flags is never taken for a finished build. */
export function assertBaseline(file) {
  const { problems } = inspect(readFileSync(file));
  if (!problems.length) return;
  const features = [...new Set(problems.map((p) => p.feature))].join(', ');
  throw new Error(`${file} uses ${features}, which older WebKit lacks (${problems[0].where}). ` +
    'The flags in .cargo/config.toml turn them off: a RUSTFLAGS variable replaces them.');
}

/** Reads a memory type: shared memory is threads, 64-bit is memory64. */
function memory(r, flag, where) {
  const flags = limits(r, () => {});
  if (flags & 2) flag('threads', `${where}: shared memory`);
  if (flags & 4) flag('memory64', `${where}: 64-bit memory`);
}

/** Reads limits (a flags byte, the minimum, the maximum if flagged); returns the flags. */
function limits(r, unknown) {
  const flags = r.byte();
  if (flags > 7) unknown();
  if (flags & 4) {
    r.u64();
    if (flags & 1) r.u64();
  } else {
    r.u32();
    if (flags & 1) r.u32();
  }
  return flags;
}

/** Reads element segment `i` (the eight shapes of the spec's `elem`). */
function element(r, i, { flag, code }) {
  const where = `element segment ${i}`;
  const flags = r.u32();
  if (flags > 7) throw new Error(`${where}: unknown flags ${flags}`);
  const passiveOrDeclared = flags & 1;
  const explicitTable = flags & 2;
  const exprs = flags & 4;
  if (!passiveOrDeclared && explicitTable) {
    const t = r.u32();
    if (t !== 0) flag('reference-types', `${where}: for table ${t}`);
  }
  if (!passiveOrDeclared) code(`${where}'s offset`, Infinity);
  if (passiveOrDeclared || explicitTable) {
    const kind = r.byte();
    if (exprs && kind === 0x6f) flag('reference-types', `${where}: of externref`);
    else if (exprs ? kind !== 0x70 : kind !== 0x00) flag('unknown element kind', `${where}: 0x${kind.toString(16)}`);
  }
  if (flags === 3 || flags === 7) flag('reference-types', `${where}: declarative`);
  for (let n = r.u32(); n > 0; n--) {
    if (exprs) code(where, Infinity);
    else r.u32();
  }
}

/** Single-byte opcodes with no immediate: control, parametric, comparison, arithmetic,
 * conversion and sign extension (0x45–0xC4). */
const PLAIN = new Set([0x00, 0x01, 0x05, 0x0f, 0x1a, 0x1b]);
for (let op = 0x45; op <= 0xc4; op++) PLAIN.add(op);

/** Reads instructions from `r` up to the `end` that closes the expression (never past
 * `limit`), flagging what is beyond the baseline. Returns false if it stopped early at an
 * instruction it cannot read (flagged). */
function expr(r, limit, { types, flag, valtype, where }) {
  let depth = 1;
  const blocktype = () => {
    const b = r.byte();
    if (b === 0x40 || NUM_TYPES.has(b)) return;
    if (b === 0x7b || b === 0x70 || b === 0x6f) return valtype(b, `${where}: a block`);
    r.pos--;
    const t = r.s33();
    const type = types[t];
    if (t < 0 || type === undefined) flag('unknown block type', `${where}: ${t}`);
    else if (type.params > 0 || type.results > 1) {
      flag('multivalue', `${where}: a block of type ${t} (${type.params} parameters, ${type.results} results)`);
    }
  };
  while (depth > 0) {
    if (r.pos >= limit || r.done()) throw new Error(`${where}: runs past its end`);
    const at = r.pos;
    const op = r.byte();
    if (PLAIN.has(op)) continue;
    if (op === 0x02 || op === 0x03 || op === 0x04) {
      blocktype();
      depth++;
    } else if (op === 0x0b) depth--;
    else if (op === 0x0c || op === 0x0d || op === 0x10 || (op >= 0x20 && op <= 0x24)) r.u32();
    else if (op === 0x0e) {
      for (let n = r.u32(); n >= 0; n--) r.u32();
    } else if (op === 0x11) {
      r.u32();
      const tableAt = r.pos;
      const t = r.u32();
      if (t !== 0) flag('reference-types', `${where}: call_indirect through table ${t}`);
      else if (r.pos - tableAt > 1) flag('reference-types', `${where}: call_indirect with an overlong table index at byte ${tableAt}`);
    } else if (op === 0x1c) {
      flag('reference-types', `${where}: a typed select`);
      for (let n = r.u32(); n > 0; n--) valtype(r.byte(), where);
    } else if (op === 0x25 || op === 0x26) {
      r.u32();
      flag('reference-types', `${where}: table.${op === 0x25 ? 'get' : 'set'}`);
    } else if (op >= 0x28 && op <= 0x3e) {
      const align = r.u32();
      if (align & 0x40) flag('multi-memory', `${where}: a load or store of memory ${r.u32()}`);
      r.u32();
    } else if (op === 0x3f || op === 0x40) {
      if (r.u32() !== 0) flag('multi-memory', `${where}: memory.size/grow of another memory`);
    } else if (op === 0x41) r.s33();
    else if (op === 0x42) r.s64();
    else if (op === 0x43) r.pos += 4;
    else if (op === 0x44) r.pos += 8;
    else if (op === 0xd0) {
      flag('reference-types', `${where}: ref.null`);
      r.byte();
    } else if (op === 0xd1) flag('reference-types', `${where}: ref.is_null`);
    else if (op === 0xd2) {
      r.u32();
      // ref.func in an element segment's expression is the bulk-memory way of listing
      // functions; anywhere else it is a reference value.
      if (!where.startsWith('element segment')) flag('reference-types', `${where}: ref.func`);
    } else if (op === 0xfc) {
      const sub = r.u32();
      if (sub <= 7) continue; // non-trapping float-to-int
      if (sub === 8) {
        r.u32();
        r.byte();
      } else if (sub === 9 || sub === 13) r.u32();
      else if (sub === 10) r.pos += 2;
      else if (sub === 11) r.byte();
      else if (sub === 12 || sub === 14) {
        const a = r.u32();
        const b = r.u32();
        if ((sub === 12 ? b : a | b) !== 0) flag('reference-types', `${where}: table.${sub === 12 ? 'init' : 'copy'} with another table`);
      } else if (sub >= 15 && sub <= 17) {
        r.u32();
        flag('reference-types', `${where}: table.${['grow', 'size', 'fill'][sub - 15]}`);
      } else {
        flag('unknown instruction', `${where}: 0xfc ${sub} at byte ${at}`);
        return false;
      }
    } else {
      const name = op === 0xfd ? 'simd' : op === 0xfe ? 'threads' : op === 0x12 || op === 0x13 ? 'tail-call' : op >= 0x06 && op <= 0x0a ? 'exceptions' : 'unknown instruction';
      flag(name, `${where}: opcode 0x${op.toString(16)} at byte ${at}`);
      return false; // its immediates are unknown here: the rest of this body cannot be read
    }
  }
  return true;
}

/** A cursor over a module's bytes, with the spec's LEB128 readers. */
class Reader {
  constructor(bytes) {
    this.b = bytes;
    this.pos = 0;
  }
  done() {
    return this.pos >= this.b.length;
  }
  byte() {
    if (this.pos >= this.b.length) throw new Error('unexpected end of the module');
    return this.b[this.pos++];
  }
  u32le() {
    let v = 0;
    for (let i = 0; i < 4; i++) v += this.byte() * 2 ** (8 * i);
    return v;
  }
  leb(signed, bits) {
    let result = 0n;
    let shift = 0n;
    let b;
    do {
      b = this.byte();
      result |= BigInt(b & 0x7f) << shift;
      shift += 7n;
      if (shift > BigInt(bits) + 7n) throw new Error('LEB128 number too long');
    } while (b & 0x80);
    if (signed && b & 0x40) result -= 1n << shift;
    return result;
  }
  u32() {
    return Number(this.leb(false, 32));
  }
  u64() {
    return this.leb(false, 64);
  }
  s33() {
    return Number(this.leb(true, 33));
  }
  s64() {
    return this.leb(true, 64);
  }
  name() {
    const n = this.u32();
    const s = new TextDecoder().decode(this.b.subarray(this.pos, this.pos + n));
    this.pos += n;
    return s;
  }
}

/** Every `.wasm` file under `path` (or `path` itself). */
function wasmFiles(path) {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? wasmFiles(join(path, e.name)) : e.name.endsWith('.wasm') ? [join(path, e.name)] : [],
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const paths = process.argv.slice(2);
  const files = (paths.length ? paths : ['dist']).flatMap(wasmFiles).sort();
  let bad = 0;
  if (!files.length) {
    console.error('check-wasm-features: no .wasm file found');
    process.exit(1);
  }
  for (const file of files) {
    let result;
    try {
      result = inspect(readFileSync(file));
    } catch (e) {
      result = { problems: [{ feature: 'unreadable', where: e.message }], claimed: [] };
    }
    const byFeature = new Map();
    for (const p of result.problems) byFeature.set(p.feature, [...(byFeature.get(p.feature) ?? []), p]);
    if (byFeature.size) {
      bad++;
      console.log(`FAIL ${file}: uses ${[...byFeature].map(([f, list]) => `${f} (${list.length}×)`).join(', ')}`);
      for (const [, list] of byFeature) for (const p of list.slice(0, 2)) console.log(`  ${p.feature}: ${p.where}`);
    } else {
      console.log(`ok   ${file}${result.claimed.length ? ` (target_features: ${result.claimed.join(' ')})` : ''}`);
    }
  }
  if (bad) {
    console.log(`check-wasm-features: ${bad} of ${files.length} modules use features older WebKit lacks (see the list above)`);
    process.exit(1);
  }
  console.log(`check-wasm-features: ${files.length} modules, none uses reference types, multivalue or newer features`);
}

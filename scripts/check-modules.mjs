#!/usr/bin/env node
// Module hygiene for every crate of the workspace: no import cycles between module files and no
// `.rs` source file over 600 lines (issue #25). No dependencies; `node --test tests/check-modules/`
// tests the parser.
//   node scripts/check-modules.mjs [crate-dir…]   (default: every workspace member with a src/)
//
// The nodes are the module files of each crate's src/ (inline `mod x { … }` blocks belong to their
// file). An edge A → B is any path in A's code that names something in B:
//   - `use` declarations: `use crate::a::b::X`, `use super::…`, `use self::…`, brace groups
//     `use crate::{a, b::{c, d}}`, globs, `pub use` re-exports;
//   - paths in code: `crate::a::f(…)`, `super::x::Y`, `$crate::…`, and paths that start with a
//     child module's name (`child::X`) or with a name brought in by a `use` (`board::Board`, when
//     `use super::board;`), including names brought in by a glob (`use super::*`).
// A path goes to the deepest module that exists: `crate::a::b::Item` is module `a::b` if
// `a/b.rs` or `a/b/mod.rs` exists, else `a`. So an item re-exported by `a/mod.rs` and imported as
// `crate::a::Item` is an edge to `a/mod.rs` (strict: the re-export is a dependency of its own),
// and a child using its parent's items (`super::X`) is an edge child → parent. A parent declaring
// `mod child;` is not an edge; using `child::X` is. Comments, strings, attributes, visibility
// paths (`pub(in crate::a)`) and anything under `#[cfg(test)]` (test modules may reach anywhere)
// are ignored. Paths into other crates (`skald::…`, `std::…`) are not edges.
//
// Exits 1 on any cycle (each printed as a chain with the file:line of one reference per edge; every
// edge of a cyclic group lies on at least one printed cycle) or oversized file. The last line is
// `check-modules: N files, M edges, K cycles, L files over 600 lines`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LINE_LIMIT = 600;

// ---------------------------------------------------------------------------------------------
// Tokens: identifiers, punctuation (`::` is one token), literals and lifetimes, each with its line.
// Comments vanish; string and char literals become one `lit` token.

const isIdentStart = (c) => /[\p{L}_]/u.test(c);
const isIdentChar = (c) => /[\p{L}\p{N}_]/u.test(c);

export function tokenize(src) {
  const toks = [];
  let i = 0;
  let line = 1;
  const n = src.length;
  const push = (k, v, l = line) => toks.push({ k, v, line: l });
  // Advances over src[i..j), counting newlines.
  const skipTo = (j) => {
    for (; i < j && i < n; i++) if (src[i] === '\n') line++;
    i = Math.min(j, n);
  };
  // A quoted string from the opening quote at i (escapes allowed unless raw with `hashes`).
  const string = (raw, hashes) => {
    const start = line;
    let j = i + 1;
    const close = '"' + '#'.repeat(hashes);
    for (;;) {
      if (j >= n) break;
      if (!raw && src[j] === '\\') {
        j += 2;
        continue;
      }
      if (src.startsWith(close, j)) {
        j += close.length;
        break;
      }
      j++;
    }
    const body = src.slice(i + 1, j - close.length);
    skipTo(j);
    toks.push({ k: 'lit', v: '"', line: start, s: body });
  };
  while (i < n) {
    const c = src[i];
    if (c === '\n') {
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r') {
      i++;
    } else if (c === '/' && src[i + 1] === '/') {
      const j = src.indexOf('\n', i);
      i = j < 0 ? n : j;
    } else if (c === '/' && src[i + 1] === '*') {
      let depth = 0;
      let j = i;
      while (j < n) {
        if (src[j] === '/' && src[j + 1] === '*') {
          depth++;
          j += 2;
        } else if (src[j] === '*' && src[j + 1] === '/') {
          depth--;
          j += 2;
          if (depth === 0) break;
        } else j++;
      }
      skipTo(j);
    } else if (c === '"') {
      string(false, 0);
    } else if (/[rbc]/.test(c) && /^(?:br|cr|r)#*"/.test(src.slice(i, i + 40))) {
      // Raw strings: r"…", r#"…"#, br##"…"##, cr"…".
      const m = /^(?:br|cr|r)(#*)"/.exec(src.slice(i, i + 40));
      const hashes = m[1].length;
      skipTo(i + m[0].length - 1);
      string(true, hashes);
    } else if ((c === 'b' || c === 'c') && src[i + 1] === '"') {
      skipTo(i + 1);
      string(false, 0);
    } else if (c === 'b' && src[i + 1] === "'") {
      // Byte literal b'x', b'\n'.
      let j = i + 2;
      if (src[j] === '\\') j += 2;
      else j += 1;
      while (j < n && src[j] !== "'") j++;
      skipTo(j + 1);
      push('lit', "'");
    } else if (c === "'") {
      // A char literal ('x', '\n', '\u{1F3B2}', '🎲') or a lifetime / label ('a, 'static).
      if (src[i + 1] === '\\') {
        let j = i + 2;
        j++;
        while (j < n && src[j] !== "'" && src[j] !== '\n') j++;
        skipTo(j + 1);
        push('lit', "'");
      } else {
        const cp = src.codePointAt(i + 1);
        const w = cp > 0xffff ? 2 : 1;
        if (src[i + 1 + w] === "'") {
          skipTo(i + 2 + w);
          push('lit', "'");
        } else {
          let j = i + 1;
          while (j < n && isIdentChar(src[j])) j++;
          push('life', src.slice(i, j));
          i = j;
        }
      }
    } else if (c === 'r' && src[i + 1] === '#' && isIdentStart(src[i + 2] ?? '')) {
      // Raw identifier r#type.
      let j = i + 2;
      while (j < n && isIdentChar(src[j])) j++;
      push('id', src.slice(i + 2, j));
      i = j;
    } else if (isIdentStart(c)) {
      let j = i + 1;
      while (j < n && isIdentChar(src[j])) j++;
      push('id', src.slice(i, j));
      i = j;
    } else if (/[0-9]/.test(c)) {
      let j = i + 1;
      while (j < n && (/[0-9A-Za-z_]/.test(src[j]) || (src[j] === '.' && /[0-9]/.test(src[j + 1] ?? '')))) j++;
      push('lit', '0');
      i = j;
    } else if (c === ':' && src[i + 1] === ':') {
      push('p', '::');
      i += 2;
    } else {
      push('p', c);
      i++;
    }
  }
  return toks;
}

// ---------------------------------------------------------------------------------------------
// One file: its `mod` declarations, inline modules, `use` leaves and paths in code, each with the
// inline-module context (`ctx`: names of the enclosing `mod x { … }` blocks inside this file).

const ITEM_WITH_BODY = new Set(['fn', 'impl', 'mod', 'trait', 'struct', 'enum', 'union', 'macro_rules']);
const ITEM_MODIFIERS = new Set(['pub', 'unsafe', 'async', 'extern', 'default']);
const ITEM_KEYWORDS = new Set([...ITEM_WITH_BODY, 'use', 'type', 'const', 'static', 'let', 'extern']);

/** Whether an attribute's tokens (inside `#[…]`) make the item test-only: cfg(test), cfg(all(test, …)). */
export function isTestCfg(attr) {
  const s = attr.map((t) => t.v).join(' ');
  if (!/^cfg \(/.test(s) || /\bnot\b|\bany\b/.test(s)) return false;
  return /^cfg \( test \)$/.test(s) || /^cfg \( all \(.*\btest\b/.test(s);
}

export function parseFile(src) {
  const toks = tokenize(src);
  const out = { testOnly: false, mods: [], testMods: [], inline: [], uses: [], paths: [] };
  const n = toks.length;
  const ctx = [];
  const braces = []; // 'mod' or 'x' per open `{`
  const is = (j, v) => j >= 0 && j < n && toks[j].v === v && toks[j].k !== 'lit';
  const isId = (j) => j >= 0 && j < n && toks[j].k === 'id';
  const closer = { '(': ')', '[': ']', '{': '}' };

  // Index just past the bracket group opening at j.
  const skipGroup = (j) => {
    const stack = [];
    for (; j < n; j++) {
      const t = toks[j];
      if (t.k !== 'p') continue;
      if (closer[t.v]) stack.push(closer[t.v]);
      else if (t.v === stack[stack.length - 1]) {
        stack.pop();
        if (stack.length === 0) return j + 1;
      }
    }
    return n;
  };

  // Index just past the item (or field, arm, statement) starting at j.
  const skipItem = (j) => {
    let k = j;
    while (k < n && toks[k].k === 'id' && ITEM_MODIFIERS.has(toks[k].v)) {
      k++;
      if (is(k, '(')) k = skipGroup(k); // pub(crate)
      if (toks[k - 1]?.v === 'extern' && toks[k]?.k === 'lit') k++; // extern "C"
    }
    if (is(k, 'const') && isId(k + 1) && ['fn', 'unsafe', 'async', 'extern'].includes(toks[k + 1].v)) k++;
    const kind = isId(k) ? toks[k].v : '';
    const body = ITEM_WITH_BODY.has(kind) || (toks[j].v === 'extern' && is(k, '{'));
    // Fields and match arms end at a comma; items do not (`type T = Map<A, B>;`).
    const item = ITEM_KEYWORDS.has(kind) || toks.slice(j, k).some((t) => ITEM_KEYWORDS.has(t.v));
    for (; k < n; k++) {
      const t = toks[k];
      if (t.k !== 'p') continue;
      if (t.v === ';') return k + 1;
      if (t.v === ',' && !item) return k + 1;
      if (t.v === '{' && body) return skipGroup(k);
      if (closer[t.v]) k = skipGroup(k) - 1;
      else if (t.v === ')' || t.v === ']' || t.v === '}') return k; // end of the enclosing group
    }
    return n;
  };

  // `use` tree from j (just after `use` and an optional leading `::`), into out.uses.
  const useTree = (j, prefix, leaves) => {
    const segs = [...prefix];
    for (;;) {
      if (is(j, '{')) {
        j++;
        while (j < n && !is(j, '}')) {
          j = useTree(j, segs, leaves);
          if (is(j, ',')) j++;
          else if (!is(j, '}')) return skipToSemi(j);
        }
        return j + 1;
      }
      if (is(j, '*')) {
        leaves.push({ segs, alias: null, glob: true, line: toks[j].line });
        return j + 1;
      }
      if (!isId(j)) return j;
      const t = toks[j];
      let alias;
      if (t.v === 'self' && segs.length > 0 && !is(j + 1, '::')) {
        alias = segs[segs.length - 1];
      } else {
        segs.push(t.v);
        alias = t.v;
      }
      j++;
      if (is(j, '::')) {
        j++;
        continue;
      }
      if (is(j, 'as') && isId(j + 1)) {
        alias = toks[j + 1].v;
        j += 2;
      }
      leaves.push({ segs, alias: alias === '_' ? null : alias, glob: false, line: t.line });
      return j;
    }
  };
  const skipToSemi = (j) => {
    while (j < n && !is(j, ';')) j++;
    return j;
  };

  let i = 0;
  while (i < n) {
    const t = toks[i];
    if (t.k === 'p' && t.v === '#' && (is(i + 1, '[') || (is(i + 1, '!') && is(i + 2, '[')))) {
      // Attributes: collect every consecutive one, then look at what they apply to.
      const attrs = [];
      let inner = false;
      while (is(i, '#') && (is(i + 1, '[') || (is(i + 1, '!') && is(i + 2, '[')))) {
        if (is(i + 1, '!')) inner = true;
        const open = is(i + 1, '!') ? i + 2 : i + 1;
        const end = skipGroup(open);
        attrs.push(toks.slice(open + 1, end - 1));
        i = end;
      }
      if (attrs.some(isTestCfg)) {
        if (inner && braces.length === 0) {
          out.testOnly = true;
          return out;
        }
        if (!inner) {
          // A test module in its own file (`#[cfg(test)] mod tests;`) is known, but not read.
          let k = i;
          if (is(k, 'pub')) k = is(k + 1, '(') ? skipGroup(k + 1) : k + 1;
          if (is(k, 'mod') && isId(k + 1) && is(k + 2, ';')) out.testMods.push({ ctx: [...ctx], name: toks[k + 1].v });
          i = skipItem(i);
          continue;
        }
      }
      // Keep #[path = "…"] for the `mod` that follows (possibly after `pub`/`pub(crate)`).
      let k = i;
      if (is(k, 'pub')) k = is(k + 1, '(') ? skipGroup(k + 1) : k + 1;
      if (is(k, 'mod')) {
        for (const a of attrs) {
          if (a.length === 3 && a[0].v === 'path' && a[1].v === '=' && a[2].k === 'lit') toks[k].path = a[2].s;
        }
      }
      continue;
    }
    if (t.k === 'p') {
      if (t.v === '{') braces.push('x');
      else if (t.v === '}') {
        if (braces.pop() === 'mod') ctx.pop();
      }
      i++;
      continue;
    }
    if (t.k !== 'id') {
      i++;
      continue;
    }
    if (t.v === 'pub' && is(i + 1, '(')) {
      i = skipGroup(i + 1); // visibility, pub(in crate::a) included
      continue;
    }
    if (t.v === 'mod' && isId(i + 1) && (is(i + 2, ';') || is(i + 2, '{'))) {
      const name = toks[i + 1].v;
      if (is(i + 2, ';')) {
        out.mods.push({ ctx: [...ctx], name, path: t.path ?? null, line: t.line });
        i += 3;
      } else {
        out.inline.push({ ctx: [...ctx], name, line: t.line });
        ctx.push(name);
        braces.push('mod');
        i += 3;
      }
      continue;
    }
    if (t.v === 'use' && !is(i - 1, '::')) {
      let j = i + 1;
      if (is(j, '::')) j++; // `use ::std::…`: another crate
      const leaves = [];
      const external = is(i + 1, '::');
      j = useTree(j, [], leaves);
      if (!external) for (const leaf of leaves) out.uses.push({ ctx: [...ctx], ...leaf });
      i = skipToSemi(j);
      continue;
    }
    // A path in code: ident (:: ident)+, not the tail of a longer path, not `::<`.
    if (is(i + 1, '::') && isId(i + 2) && !is(i - 1, '::')) {
      const segs = [t.v];
      let j = i + 1;
      while (is(j, '::') && isId(j + 1)) {
        segs.push(toks[j + 1].v);
        j += 2;
      }
      out.paths.push({ ctx: [...ctx], segs, line: t.line });
      i = j;
      continue;
    }
    i++;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Module trees and the file graph.

// A crate's roots under src/: lib.rs, main.rs, bin/*.rs and bin/*/main.rs (each its own tree).
function crateRoots(src, files) {
  const roots = ['lib.rs', 'main.rs'].map((f) => `${src}/${f}`).filter((f) => files.has(f));
  for (const f of [...files.keys()].sort()) {
    if (/^[^/]+\.rs$|^[^/]+\/main\.rs$/.test(f.startsWith(`${src}/bin/`) ? f.slice(src.length + 5) : '')) roots.push(f);
  }
  return roots;
}

/**
 * files: Map of path → text (paths use '/'), srcDirs: crate source roots ('engine/src').
 * Returns { files (every .rs file), nodes (module files), edges ({ from, to, line, text, count }),
 * cycles ({ groups, cycles }), oversized ({ file, lines }), orphans (files in no module tree) }.
 */
export function analyse(files, srcDirs) {
  const norm = (p) => p.split(sep).join('/').replace(/\/\.\//g, '/');
  const has = (p) => files.has(norm(p));
  const parsed = new Map();
  const parse = (f) => {
    if (!parsed.has(f)) parsed.set(f, parseFile(files.get(f)));
    return parsed.get(f);
  };

  const modules = []; // { id, name, file, parent, root, children: Map, aliases: Map, globs: [] }
  const inTree = new Set();
  const testFiles = new Set(); // files of #[cfg(test)] modules: not part of the graph
  const refs = []; // { module, segs, line, file, text }

  const addModule = (name, file, parent, root) => {
    const m = { id: modules.length, name, file, parent, root, children: new Map(), aliases: new Map(), globs: [] };
    if (parent) parent.children.set(name, m);
    modules.push(m);
    return m;
  };

  // Loads a file module and everything below it.
  const loadFile = (m, isRootLike) => {
    const f = m.file;
    inTree.add(f);
    const p = parse(f);
    if (p.testOnly) return;
    const base = isRootLike ? dirname(f) : join(dirname(f), basename(f, '.rs'));
    const byCtx = new Map([['', m]]);
    const modAt = (ctx) => {
      const key = ctx.join('::');
      if (byCtx.has(key)) return byCtx.get(key);
      const parent = modAt(ctx.slice(0, -1));
      const child = parent.children.get(ctx[ctx.length - 1]) ?? addModule(ctx[ctx.length - 1], f, parent, m.root);
      byCtx.set(key, child);
      return child;
    };
    for (const im of p.inline) modAt([...im.ctx, im.name]);
    for (const d of p.mods) {
      const parent = modAt(d.ctx);
      const dir = join(base, ...d.ctx);
      let file = null;
      if (d.path) {
        const candidate = norm(join(d.ctx.length ? dir : dirname(f), d.path));
        if (has(candidate)) file = candidate;
      } else {
        for (const c of [join(dir, d.name + '.rs'), join(dir, d.name, 'mod.rs')]) {
          if (has(c)) {
            file = norm(c);
            break;
          }
        }
      }
      if (!file) continue; // missing file: cargo reports it
      const child = addModule(d.name, file, parent, m.root);
      // mod.rs files, and files named by #[path], keep their children beside them.
      loadFile(child, basename(file) === 'mod.rs' || !!d.path);
    }
    for (const d of p.testMods) {
      const dir = join(base, ...d.ctx);
      for (const c of [join(dir, d.name + '.rs'), join(dir, d.name, 'mod.rs')]) if (has(c)) testFiles.add(norm(c));
    }
    for (const u of p.uses) {
      const owner = modAt(u.ctx);
      refs.push({ module: owner, segs: u.segs, line: u.line, file: f, text: 'use ' + u.segs.join('::') + (u.glob ? '::*' : '') });
      if (u.glob) owner.globs.push(u.segs);
      else if (u.alias) owner.aliases.set(u.alias, u.segs);
    }
    for (const q of p.paths) {
      refs.push({ module: modAt(q.ctx), segs: q.segs, line: q.line, file: f, text: q.segs.join('::') });
    }
  };

  for (const src of srcDirs) {
    for (const r of crateRoots(src, files)) {
      const root = addModule('crate', r, null, null);
      root.root = root;
      loadFile(root, true);
    }
  }

  // Resolution: a path in a module → { module, whole } (whole: every segment named a module).
  const resolvePath = (m, segs, seen = new Set()) => {
    let cur;
    let rest;
    const s0 = segs[0];
    if (s0 === 'crate') {
      cur = m.root;
      rest = segs.slice(1);
    } else if (s0 === 'self' || s0 === 'super') {
      cur = m;
      rest = segs;
      while (rest[0] === 'self' || rest[0] === 'super') {
        if (rest[0] === 'super') cur = cur.parent;
        if (!cur) return null;
        rest = rest.slice(1);
      }
    } else if (m.children.has(s0)) {
      cur = m;
      rest = segs;
    } else {
      const via = (owner, name) => {
        const key = owner.id + '@' + name;
        if (seen.has(key) || !owner.aliases.has(name)) return null;
        seen.add(key);
        const r = resolvePath(owner, owner.aliases.get(name), seen);
        if (!r) return null;
        if (!r.whole) return r;
        return walk(r.module, segs.slice(1));
      };
      const direct = via(m, s0);
      if (direct) return direct;
      // Names brought in by a glob: the glob target's child modules and its imports.
      for (const g of m.globs) {
        const gkey = m.id + '*' + g.join('::');
        if (seen.has(gkey)) continue;
        seen.add(gkey);
        const gr = resolvePath(m, g, seen);
        if (!gr || !gr.whole) continue;
        if (gr.module.children.has(s0)) return walk(gr.module, segs);
        const r = via(gr.module, s0);
        if (r) return r;
      }
      return null;
    }
    return walk(cur, rest);
  };
  const walk = (m, rest) => {
    let cur = m;
    let k = 0;
    for (; k < rest.length; k++) {
      const c = cur.children.get(rest[k]);
      if (!c) break;
      cur = c;
    }
    return { module: cur, whole: k === rest.length };
  };

  const edgeMap = new Map(); // 'a\0b' → { from, to, line, text, count }
  for (const r of refs) {
    const res = resolvePath(r.module, r.segs);
    if (!res) continue;
    const to = res.module.file;
    if (to === r.file) continue;
    const key = r.file + '\0' + to;
    const e = edgeMap.get(key);
    if (e) e.count++;
    else edgeMap.set(key, { from: r.file, to, line: r.line, text: r.text, count: 1 });
  }
  const edges = [...edgeMap.values()].sort((a, b) => (a.from + a.to < b.from + b.to ? -1 : 1));

  const rsFiles = [...files.keys()].filter((f) => f.endsWith('.rs')).sort();
  const oversized = [];
  for (const f of rsFiles) {
    const text = files.get(f);
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > LINE_LIMIT) oversized.push({ file: f, lines });
  }
  const nodes = [...inTree].sort();
  const orphans = rsFiles.filter((f) => !inTree.has(f) && ![...testFiles].some((t) => f === t || f.startsWith(t.replace(/(mod)?\.rs$/, '').replace(/\/$/, '') + '/')));
  return { files: rsFiles, nodes, edges, cycles: findCycles(nodes, edges), oversized, orphans };
}

// ---------------------------------------------------------------------------------------------
// Cycles: Tarjan's strongly connected components, then, for every edge u → v inside a component,
// the shortest way back from v to u. Each distinct cycle is returned once, as a list of edges.

export function stronglyConnected(nodes, edges) {
  const out = new Map(nodes.map((x) => [x, []]));
  for (const e of edges) {
    if (!out.has(e.from)) out.set(e.from, []);
    if (!out.has(e.to)) out.set(e.to, []);
    out.get(e.from).push(e.to);
  }
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const comps = [];
  // Iterative, so deep module chains cannot overflow the JS stack.
  for (const start of out.keys()) {
    if (idx.has(start)) continue;
    const work = [[start, 0]];
    idx.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [v, k] = frame;
      const succ = out.get(v);
      if (k < succ.length) {
        frame[1]++;
        const w = succ[k];
        if (!idx.has(w)) {
          idx.set(w, index);
          low.set(w, index++);
          stack.push(w);
          onStack.add(w);
          work.push([w, 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
        continue;
      }
      work.pop();
      if (work.length) {
        const u = work[work.length - 1][0];
        low.set(u, Math.min(low.get(u), low.get(v)));
      }
      if (low.get(v) === idx.get(v)) {
        const comp = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          comp.push(w);
        } while (w !== v);
        comps.push(comp.sort());
      }
    }
  }
  return comps;
}

export function findCycles(nodes, edges) {
  const comps = stronglyConnected(nodes, edges).filter((c) => c.length > 1);
  const cycles = [];
  const seen = new Set();
  for (const comp of comps) {
    const inComp = new Set(comp);
    const inner = edges.filter((e) => inComp.has(e.from) && inComp.has(e.to));
    const out = new Map(comp.map((x) => [x, []]));
    for (const e of inner) out.get(e.from).push(e);
    for (const first of inner) {
      // Shortest path first.to → first.from, by breadth-first search.
      const prev = new Map([[first.to, null]]);
      const queue = [first.to];
      while (queue.length && !prev.has(first.from)) {
        const v = queue.shift();
        for (const e of out.get(v)) {
          if (!prev.has(e.to)) {
            prev.set(e.to, e);
            queue.push(e.to);
          }
        }
      }
      const chain = [];
      for (let v = first.from; v !== first.to; v = prev.get(v).from) chain.unshift(prev.get(v));
      chain.unshift(first);
      // One rotation per cycle: start at the smallest file.
      let s = 0;
      chain.forEach((e, k) => {
        if (e.from < chain[s].from) s = k;
      });
      const rotated = [...chain.slice(s), ...chain.slice(0, s)];
      const key = rotated.map((e) => e.from).join('\0');
      if (seen.has(key)) continue;
      seen.add(key);
      cycles.push(rotated);
    }
  }
  cycles.sort((a, b) => a.length - b.length || (a[0].from + a[0].to < b[0].from + b[0].to ? -1 : 1));
  return { groups: comps, cycles };
}

export function report(result) {
  const lines = [];
  const { groups, cycles } = result.cycles;
  cycles.forEach((cycle, k) => {
    const chain = [...cycle.map((e) => e.from), cycle[0].from].join(' → ');
    lines.push(`cycle ${k + 1}: ${chain}`);
    for (const e of cycle) lines.push(`  ${e.from}:${e.line} → ${e.to}   (${e.text})`);
  });
  if (groups.length) {
    lines.push(`${groups.length} group(s) of modules that depend on each other:`);
    for (const g of groups) lines.push(`  ${g.join(', ')}`);
  }
  for (const o of result.oversized) lines.push(`too long: ${o.file}: ${o.lines} lines (limit ${LINE_LIMIT})`);
  for (const o of result.orphans) lines.push(`note: ${o} is in no module tree (not compiled?)`);
  lines.push(
    `check-modules: ${result.files.length} files, ${result.edges.length} edges, ${cycles.length} cycles, ` +
      `${result.oversized.length} files over ${LINE_LIMIT} lines`,
  );
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Command line.

function workspaceCrates(repo) {
  const toml = readFileSync(join(repo, 'Cargo.toml'), 'utf8');
  const m = /^\s*members\s*=\s*\[([^\]]*)\]/m.exec(toml);
  const members = m ? [...m[1].matchAll(/"([^"]+)"/g)].map((x) => x[1]) : ['.'];
  return members;
}

function readTree(repo, srcDir, files) {
  const walkDir = (d) => {
    for (const entry of readdirSync(join(repo, d), { withFileTypes: true })) {
      const p = d + '/' + entry.name;
      if (entry.isDirectory()) walkDir(p);
      else if (entry.isFile() && p.endsWith('.rs')) files.set(p, readFileSync(join(repo, p), 'utf8'));
    }
  };
  walkDir(srcDir);
}

function main(argv) {
  const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
  const crates = argv.length ? argv.map((a) => relative(repo, resolve(a)).split(sep).join('/')) : workspaceCrates(repo);
  const srcDirs = [];
  const files = new Map();
  for (const c of crates) {
    const src = (c === '' || c === '.' ? '' : c.replace(/\/$/, '') + '/') + 'src';
    if (!existsSync(join(repo, src)) || !statSync(join(repo, src)).isDirectory()) continue;
    srcDirs.push(src);
    readTree(repo, src, files);
  }
  const result = analyse(files, srcDirs);
  console.log(report(result));
  return result.cycles.cycles.length === 0 && result.oversized.length === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main(process.argv.slice(2));

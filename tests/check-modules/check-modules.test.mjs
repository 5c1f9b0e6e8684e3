// Tests of scripts/check-modules.mjs on small inline crates: what counts as a reference, how a
// path resolves to a module file, cycles and oversized files.
//   node --test tests/check-modules/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyse, parseFile, report, tokenize, LINE_LIMIT } from '../../scripts/check-modules.mjs';

const script = join(dirname(fileURLToPath(import.meta.url)), '../../scripts/check-modules.mjs');

// A crate from { 'lib.rs': text, 'a.rs': text, … } under src/.
function crate(files) {
  return analyse(new Map(Object.entries(files).map(([p, t]) => ['src/' + p, t])), ['src']);
}
const edges = (r) => r.edges.map((e) => `${e.from.slice(4)} -> ${e.to.slice(4)}`).sort();
const uses = (src) => parseFile(src).uses.map((u) => u.segs.join('::') + (u.glob ? '::*' : ''));
const paths = (src) => parseFile(src).paths.map((p) => p.segs.join('::'));

test('comments, strings, raw strings and chars hide what looks like a path', () => {
  const src = [
    '// use crate::a::X;',
    '/* crate::b::f() /* nested */ crate::c::g() */',
    'const S: &str = "crate::d::h()";',
    'const R: &str = r#"use crate::e::Y; "quoted" "#;',
    "const C: char = '\"'; const Q: char = '\\''; fn f<'a>(x: &'a str) {}",
    '/// crate::doc::Z',
    'fn g() { crate::real::f(); }',
  ].join('\n');
  assert.deepEqual(paths(src), ['crate::real::f']);
  assert.deepEqual(uses(src), []);
  assert.equal(tokenize(src).find((t) => t.v === 'real').line, 7);
});

test('use trees: brace groups, self, renames, globs, pub use', () => {
  const src = `
    use crate::{a, b::c, d::{e::{self, F}, G as H}};
    pub use super::x::*;
    pub(crate) use self::y::Z;
    use std::collections::HashMap;
    use ::other::Thing;
  `;
  assert.deepEqual(uses(src), ['crate::a', 'crate::b::c', 'crate::d::e', 'crate::d::e::F', 'crate::d::G', 'super::x::*', 'self::y::Z', 'std::collections::HashMap']);
  const aliases = parseFile(src).uses.map((u) => u.alias);
  assert.deepEqual(aliases, ['a', 'c', 'e', 'F', 'H', null, 'Z', 'HashMap']);
});

test('paths in code: calls, types, patterns, turbofish; not visibility or method chains', () => {
  const src = `
    pub(in crate::vis) fn f(x: super::t::T) -> crate::u::U<Vec<self::v::V>> {
      let n = crate::w::make::<u8>();
      match x { super::t::T::A { .. } => {} }
      x.iter().collect::<Vec<_>>();
      $crate::m::n!();
    }
  `;
  assert.deepEqual(paths(src), ['super::t::T', 'crate::u::U', 'self::v::V', 'crate::w::make', 'super::t::T::A', 'crate::m::n']);
});

test('a path goes to the deepest module file that exists', () => {
  const r = crate({
    'lib.rs': 'mod a; mod z;',
    'a/mod.rs': 'pub mod b; pub mod c; pub fn top() {}',
    'a/b.rs': 'pub struct Item;',
    'a/c/mod.rs': 'pub struct Other;',
    'z.rs': 'use crate::a::b::Item; fn f() { crate::a::top(); crate::a::c::Other; }',
  });
  assert.deepEqual(edges(r), ['z.rs -> a/b.rs', 'z.rs -> a/c/mod.rs', 'z.rs -> a/mod.rs']);
});

test('a parent declaring a child is no edge; using it is; a child using super:: is', () => {
  const quiet = crate({ 'lib.rs': 'mod p;', 'p/mod.rs': 'mod q; pub struct P;', 'p/q.rs': 'pub struct Q;' });
  assert.deepEqual(edges(quiet), []);
  const r = crate({
    'lib.rs': 'mod p;',
    'p/mod.rs': 'mod q; pub fn f() { q::g(); }',
    'p/q.rs': 'pub fn g() { super::f() }',
  });
  assert.deepEqual(edges(r), ['p/mod.rs -> p/q.rs', 'p/q.rs -> p/mod.rs']);
  assert.equal(r.cycles.cycles.length, 1);
});

test('an item re-exported with pub use is an edge to the re-exporting module', () => {
  const r = crate({
    'lib.rs': 'mod a; mod b;',
    'a/mod.rs': 'mod inner; pub use inner::Thing;',
    'a/inner.rs': 'pub struct Thing;',
    'b.rs': 'use crate::a::Thing;',
  });
  assert.deepEqual(edges(r), ['a/mod.rs -> a/inner.rs', 'b.rs -> a/mod.rs']);
});

test('names brought in by use (and by a glob) resolve through their import', () => {
  const r = crate({
    'lib.rs': 'mod g; mod h;',
    'g/mod.rs': 'pub mod deep; pub mod other;',
    'g/deep.rs': 'pub fn f() {}',
    'g/other.rs': 'pub fn o() {}',
    'h/mod.rs': 'mod kid; use crate::g; fn x() { g::deep::f(); }',
    'h/kid.rs': 'use super::*; fn y() { g::other::o(); }',
  });
  assert.deepEqual(edges(r), ['h/kid.rs -> h/mod.rs', 'h/kid.rs -> g/other.rs', 'h/mod.rs -> g/deep.rs', 'h/mod.rs -> g/mod.rs'].sort());
});

test('#[cfg(test)] modules, inline or in their own file, and test-only items are ignored', () => {
  const r = crate({
    'lib.rs': 'mod a; mod b;',
    'a.rs': [
      'pub fn f() {}',
      '#[cfg(test)]',
      'mod tests {',
      '    use crate::b::helper;',
      '    #[test] fn t() { crate::b::helper(); }',
      '}',
      '#[cfg(test)] pub(crate) type Run = fn(&[u8], u8) -> u8;',
      '#[cfg(test)]',
      'pub(crate) fn only_for_tests() { crate::b::helper() }',
      '#[cfg(test)]',
      'mod more;',
    ].join('\n'),
    'a/more.rs': 'use crate::b::helper;',
    'b.rs': 'pub fn helper() { crate::a::f() }',
  });
  assert.deepEqual(edges(r), ['b.rs -> a.rs']);
  assert.equal(r.cycles.cycles.length, 0);
  assert.deepEqual(r.orphans, []);
});

test('a cycle is found and printed as a chain with one file:line per edge', () => {
  const r = crate({
    'lib.rs': 'pub mod a;\npub mod b;\npub mod c;',
    'a.rs': 'use crate::b::B;\npub struct A;',
    'b.rs': '\n\nuse crate::c::C;\npub struct B;',
    'c.rs': 'pub struct C(crate::a::A);',
  });
  assert.equal(r.cycles.cycles.length, 1);
  assert.deepEqual(r.cycles.groups, [['src/a.rs', 'src/b.rs', 'src/c.rs']]);
  const text = report(r);
  assert.match(text, /cycle 1: src\/a\.rs → src\/b\.rs → src\/c\.rs → src\/a\.rs/);
  assert.match(text, /src\/a\.rs:1 → src\/b\.rs {3}\(use crate::b::B\)/);
  assert.match(text, /src\/b\.rs:3 → src\/c\.rs/);
  assert.match(text, /src\/c\.rs:1 → src\/a\.rs {3}\(crate::a::A\)/);
  assert.match(text.split('\n').at(-1), /^check-modules: 4 files, 3 edges, 1 cycles, 0 files over 600 lines$/);
});

test('every edge of a cyclic group lies on a printed cycle', () => {
  // a ⇄ b and b ⇄ c: one group, two cycles.
  const r = crate({
    'lib.rs': 'mod a; mod b; mod c;',
    'a.rs': 'use crate::b::X;',
    'b.rs': 'use crate::a::Y; use crate::c::Z;',
    'c.rs': 'use crate::b::X;',
  });
  assert.equal(r.cycles.groups.length, 1);
  assert.equal(r.cycles.cycles.length, 2);
});

test('inline modules belong to their file; #[path] is followed', () => {
  const r = crate({
    'lib.rs': 'mod outer { pub mod inner { pub fn f() {} } }\n#[path = "elsewhere/x.rs"]\nmod x;',
    'elsewhere/x.rs': 'fn g() { crate::outer::inner::f() }',
  });
  assert.deepEqual(edges(r), ['elsewhere/x.rs -> lib.rs']);
  const s = crate({ 'lib.rs': 'mod outer { mod a { pub fn f() { super::b::g() } } mod b { pub fn g() {} } }' });
  assert.deepEqual(edges(s), []);
});

test('every crate root is a tree of its own: lib.rs, main.rs, bin/*.rs', () => {
  const r = crate({
    'lib.rs': 'pub mod a;',
    'a.rs': 'pub fn f() {}',
    'main.rs': 'mod cli; fn main() { cli::run() }',
    'cli.rs': 'pub fn run() { skald::a::f() }',
    'bin/tool.rs': 'mod helper; fn main() { helper::go() }',
    'bin/helper.rs': 'pub fn go() { crate::main() }',
  });
  assert.deepEqual(edges(r), ['bin/helper.rs -> bin/tool.rs', 'bin/tool.rs -> bin/helper.rs', 'main.rs -> cli.rs']);
  assert.deepEqual(r.orphans, []);
});

test('files over the limit are reported', () => {
  const long = 'fn f() {}\n'.repeat(LINE_LIMIT + 1);
  const r = crate({ 'lib.rs': 'mod big; mod ok;', 'big.rs': long, 'ok.rs': 'fn f() {}\n'.repeat(LINE_LIMIT) });
  assert.deepEqual(r.oversized, [{ file: 'src/big.rs', lines: LINE_LIMIT + 1 }]);
});

test('the command exits 1 on a cycle and 0 on a clean crate', () => {
  const dir = mkdtempSync(join(tmpdir(), 'check-modules-'));
  try {
    const write = (p, t) => {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), t);
    };
    write('bad/src/lib.rs', 'mod a; mod b;');
    write('bad/src/a.rs', 'use crate::b::B; pub struct A;');
    write('bad/src/b.rs', 'use crate::a::A; pub struct B;');
    write('good/src/main.rs', 'mod a; mod b; fn main() {}');
    write('good/src/a.rs', 'pub struct A;');
    write('good/src/b.rs', 'use crate::a::A;');
    const bad = spawnSync(process.execPath, [script, join(dir, 'bad')], { encoding: 'utf8' });
    assert.equal(bad.status, 1, bad.stdout + bad.stderr);
    assert.match(bad.stdout, /1 cycles/);
    const good = spawnSync(process.execPath, [script, join(dir, 'good')], { encoding: 'utf8' });
    assert.equal(good.status, 0, good.stdout + good.stderr);
    assert.match(good.stdout, /^check-modules: 3 files, 1 edges, 0 cycles, 0 files over 600 lines$/m);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

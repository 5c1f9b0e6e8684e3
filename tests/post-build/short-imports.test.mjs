// The import renaming of scripts/post-build/short-imports.mjs on a small hand-made module
// (every kind of import, a second module left alone) and on its failure cases.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renameImports, renameInGlue, shortenImports } from '../../scripts/post-build/short-imports.mjs';

const uleb = (n) => {
  const out = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n) b |= 0x80;
    out.push(b);
  } while (n);
  return out;
};
const str = (s) => [...uleb(Buffer.byteLength(s)), ...Buffer.from(s)];
const section = (id, body) => [id, ...uleb(body.length), ...body];

/** A module importing a function, a memory, a table and a global from `glue`, and a
 * function from `other`; it exports a function calling the first import. */
function sample(glue = './x_bg.js', names = ['__wbg_log_0123456789abcdef', '__wbindgen_memory', '__wbindgen_table', '__wbindgen_global']) {
  const types = section(1, [1, 0x60, 1, 0x7f, 0]); // (i32) -> ()
  const imports = section(2, [
    5,
    ...str(glue), ...str(names[0]), 0, 0,
    ...str(glue), ...str(names[1]), 2, 0, 1,
    ...str(glue), ...str(names[2]), 1, 0x70, 1, 1, 4,
    ...str(glue), ...str(names[3]), 3, 0x7f, 0,
    ...str('other'), ...str('keep_me_as_i_am'), 0, 0,
  ]);
  const funcs = section(3, [1, 0]);
  const exports = section(7, [1, ...str('run'), 0, 2]);
  const code = section(10, [1, 6, 0, 0x41, 7, 0x10, 0, 0x0b]); // run(): log(7)
  return Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, ...types, ...imports, ...funcs, ...exports, ...code]);
}

test('renames the glue module\'s imports of every kind, leaves other modules alone, and the module still runs', async () => {
  const { wasm, names } = renameImports(sample(), './x_bg.js');
  assert.deepEqual([...names.values()], ['$0', '$1', '$2', '$3']);
  const mod = new WebAssembly.Module(wasm);
  assert.deepEqual(WebAssembly.Module.imports(mod).map((i) => [i.module, i.name, i.kind]), [
    ['./x_bg.js', '$0', 'function'],
    ['./x_bg.js', '$1', 'memory'],
    ['./x_bg.js', '$2', 'table'],
    ['./x_bg.js', '$3', 'global'],
    ['other', 'keep_me_as_i_am', 'function'],
  ]);
  const seen = [];
  const inst = new WebAssembly.Instance(mod, {
    './x_bg.js': {
      $0: (v) => seen.push(v),
      $1: new WebAssembly.Memory({ initial: 1 }),
      $2: new WebAssembly.Table({ initial: 1, maximum: 4, element: 'anyfunc' }),
      $3: 5,
    },
    other: { keep_me_as_i_am: () => {} },
  });
  inst.exports.run();
  assert.deepEqual(seen, [7]);
  assert.ok(wasm.length < sample().length);
});

test('the glue gets the same names, whole identifiers only', () => {
  const names = new Map([['__wbg_a_1', '$0'], ['__wbg_a_12', '$1']]);
  const js = 'const o={__wbg_a_12:function(){},__wbg_a_1:()=>x.__wbg_a_1x,"./x_bg.js":o};';
  assert.equal(renameInGlue(js, names), 'const o={$1:function(){},$0:()=>x.__wbg_a_1x,"./x_bg.js":o};');
});

test('fails when the glue does not provide a renamed import, and on a module that is not one', () => {
  assert.throws(() => shortenImports(sample(), 'const o={__wbindgen_memory:1}', './x_bg.js'), /does not name the import __wbg_log/);
  assert.throws(() => renameImports(Buffer.from('not wasm at all'), './x_bg.js'), /not a wasm module/);
  const cut = sample().subarray(0, 30);
  assert.throws(() => renameImports(cut, './x_bg.js'), /past the end|ends inside/);
});

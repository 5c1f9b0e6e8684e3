// The shipped engine module's own checks at the JavaScript boundary (issue #27), added to
// wasm-bindgen's glue by scripts/build-engine-module.mjs (`guard`):
// - a string over the engine's 1 MiB limit (as UTF-8), in any parameter of any export, is
//   refused by the glue before it is copied into wasm memory: the wasm memory does not grow
//   even for a 256 MiB string;
// - every method of every class refuses a `this` that is not a live object of its own class
//   (another class's object, a forged `{__wbg_ptr}`, a freed one) with an Error naming the
//   class, before the wasm reads memory through it; a live object's pointer is read-only.
// Forged objects and wasm-bindgen's internals (`__wrap`, `__destroy_into_raw`, init's raw
// exports): forged.test.mjs.
// The export lists come from the module itself, so a new export is covered without a change
// here.
//   node --test tests/engine-module/   (after a release build)
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

const DIST = new URL('../../dist/engine/', import.meta.url);
const skald = await import(new URL('skald.js', DIST));
// init() answers nothing (not the wasm's raw exports: forged.test.mjs), so the wasm memory
// this test watches is taken from the instantiation, as only the test does.
const instantiate = WebAssembly.instantiate;
let instance;
WebAssembly.instantiate = async (...args) => {
  const made = await instantiate(...args);
  instance = made.instance ?? made;
  return made;
};
try {
  assert.equal(await skald.default({ module_or_path: await readFile(new URL('skald_bg.wasm', DIST)) }), undefined);
} finally {
  WebAssembly.instantiate = instantiate;
}
const wasm = instance.exports;
const MAX = 1 << 20;

const CLASSES = {
  VoluspaGame: () => new skald.VoluspaGame({ players: 2 }, 7),
  OdinGame: () => new skald.OdinGame({ players: 3 }, 7),
  ValdaGame: () => new skald.ValdaGame({ players: 3 }, 7),
};
const isClass = (name) => name in CLASSES;
const functions = Object.keys(skald).filter((n) => typeof skald[n] === 'function' && !isClass(n) && n !== 'default' && n !== 'initSync');
const methodsOf = (cls) =>
  Object.getOwnPropertyNames(skald[cls].prototype).filter((m) => m !== 'constructor' && typeof skald[cls].prototype[m] === 'function');
const staticsOf = (cls) =>
  Object.getOwnPropertyNames(skald[cls]).filter((m) => typeof skald[cls][m] === 'function');

test('every class is listed here', () => {
  const classes = Object.keys(skald).filter((n) => /^[A-Z]/.test(n) && typeof skald[n] === 'function');
  assert.deepEqual(classes.sort(), Object.keys(CLASSES).sort());
});

/** Every way to pass `value` as one text argument: [what, call]. */
function* everyParameter(value) {
  for (const name of functions) {
    for (let i = 0; i < skald[name].length; i++) {
      yield [`${name} #${i}`, name, () => skald[name](...Array.from({ length: i }, () => undefined), value)];
    }
  }
  for (const cls of Object.keys(CLASSES)) {
    const C = skald[cls];
    for (let i = 0; i < C.length; i++) {
      yield [`new ${cls} #${i}`, `new ${cls}`, () => new C(...Array.from({ length: i }, () => undefined), value)];
    }
    for (const s of staticsOf(cls)) {
      for (let i = 0; i < C[s].length; i++) {
        yield [`${cls}.${s} #${i}`, `${cls}.${s}`, () => C[s](...Array.from({ length: i }, () => undefined), value)];
      }
    }
    const g = CLASSES[cls]();
    for (const m of methodsOf(cls)) {
      for (let i = 0; i < g[m].length; i++) {
        yield [`${cls}#${m} #${i}`, `${cls}#${m}`, () => g[m](...Array.from({ length: i }, () => undefined), value)];
      }
    }
  }
}

const REFUSED = /larger than 1024 KiB as UTF-8 text, the most the engine reads \(refused before it was copied\)/;

test('a 256 MiB string in any parameter is refused before it reaches wasm memory', () => {
  const huge = 'x'.repeat(256 << 20);
  const calls = [...everyParameter(huge)]; // the game objects they call are made here
  const before = wasm.memory.buffer.byteLength;
  for (const [what, named, call] of calls) {
    assert.throws(call, (e) => e instanceof RangeError && REFUSED.test(e.message) && e.message.startsWith(`${named}: `), what);
  }
  assert.ok(calls.length >= 40, `${calls.length} parameters`);
  assert.equal(wasm.memory.buffer.byteLength, before, 'the wasm memory did not grow');
  console.log(`boundary: ${calls.length} parameters refused a 256 MiB string; wasm memory ${before} bytes before and after`);
});

test('the limit counts bytes of UTF-8, as the engine does', () => {
  const encoded = (s) => new TextEncoder().encode(s).length;
  const cases = [
    ['ascii at the limit', ' '.repeat(MAX)],
    ['ascii over', ' '.repeat(MAX + 1)],
    ['two-byte letters at the limit', 'é'.repeat(MAX / 2)],
    ['two-byte letters over', 'é'.repeat(MAX / 2 + 1)],
    ['three-byte letters over', 'ᚱ'.repeat(MAX / 3 + 1)],
    ['surrogate pairs at the limit', '😀'.repeat(MAX / 4)],
    ['surrogate pairs over', '😀'.repeat(MAX / 4 + 1)],
    ['lone surrogates over (3 bytes each once encoded)', '\ud800'.repeat(MAX / 3 + 1)],
  ];
  for (const [what, s] of cases) {
    const over = encoded(s) > MAX;
    let error = null;
    try {
      skald.voluspaParseBoard(s);
    } catch (e) {
      error = e;
    }
    assert.ok(!(error instanceof WebAssembly.RuntimeError), `${what}: no trap`);
    assert.equal(REFUSED.test(error?.message ?? ''), over, `${what} (${encoded(s)} bytes): refused by the glue exactly when over the limit (${error?.message})`);
  }
});

/** Receivers that are not a live object of `cls`: [label, receiver, whether it is a live
 * object of another class]. */
function wrongReceivers(cls) {
  const out = Object.keys(CLASSES)
    .filter((c) => c !== cls)
    .map((c) => [`a ${c}`, CLASSES[c](), true]);
  const real = CLASSES[cls]();
  out.push(
    ['{__wbg_ptr: 1}', { __wbg_ptr: 1 }],
    [`{__wbg_ptr} of a real ${cls}`, { __wbg_ptr: real.__wbg_ptr }],
    [`Object.create(${cls}.prototype)`, Object.assign(Object.create(skald[cls].prototype), { __wbg_ptr: real.__wbg_ptr })],
    ['a Proxy of a real one', new Proxy(real, {})],
    ['undefined', undefined],
    ['null', null],
    ['a number', 8],
    ['a string', 'x'],
  );
  const freed = CLASSES[cls]();
  freed.free();
  out.push([`a freed ${cls}`, freed]);
  return out;
}

test('every method refuses a this that is not a live object of its own class, naming the class', () => {
  let calls = 0;
  for (const cls of Object.keys(CLASSES)) {
    const methods = methodsOf(cls);
    for (const [label, self, live] of wrongReceivers(cls)) {
      const before = live ? JSON.stringify(self.toMove()) : null;
      for (const m of methods) {
        if (m === 'free' && label === `a freed ${cls}`) {
          assert.doesNotThrow(() => self.free(), 'freeing twice does nothing');
          continue;
        }
        assert.throws(
          () => skald[cls].prototype[m].call(self, undefined),
          (e) => e instanceof TypeError && e.message.startsWith(`${cls}#${m}: `) && e.message.includes(cls),
          `${cls}#${m} on ${label}`,
        );
        calls++;
      }
      if (before !== null) assert.equal(JSON.stringify(self.toMove()), before, `${label} is untouched`);
    }
  }
  console.log(`boundary: ${calls} calls on wrong receivers refused`);
  // The reporter's 84: each method of each class on an object of each other class.
  const crossClass = Object.keys(CLASSES).reduce((n, c) => n + methodsOf(c).length * (Object.keys(CLASSES).length - 1), 0);
  assert.ok(crossClass >= 84, `${crossClass} cross-class calls among them`);
});

test('the pointer of a real object is read-only: it cannot be changed, deleted or made a getter', () => {
  const g = CLASSES.VoluspaGame();
  const ptr = g.__wbg_ptr;
  const moves = g.legalActions().length;
  assert.throws(() => {
    g.__wbg_ptr = ptr + 8;
  }, TypeError);
  assert.throws(() => delete g.__wbg_ptr, TypeError);
  assert.throws(() => Object.defineProperty(g, '__wbg_ptr', { value: ptr + 8 }), TypeError);
  assert.throws(() => Object.defineProperty(g, '__wbg_ptr', { get: () => ptr }), TypeError, 'the pointer cannot become a getter');
  assert.equal(g.__wbg_ptr, ptr);
  assert.equal(g.legalActions().length, moves);
  // Frozen, it answers, and free() frees it.
  Object.freeze(g);
  assert.equal(g.legalActions().length, moves);
  g.free();
  assert.throws(() => g.legalActions(), /this VoluspaGame was freed/);
});

test('objects made by statics are live objects of their class', () => {
  const o = CLASSES.OdinGame();
  const copy = skald.OdinGame.fromReplay(o.replayJson());
  assert.deepEqual(copy.legalActions(), o.legalActions());
  assert.throws(() => skald.ValdaGame.prototype.toMove.call(copy), /ValdaGame#toMove: called on something that is not a ValdaGame/);
  const v = skald.VoluspaGame.replay({ players: 2 }, 7, []);
  assert.equal(v.toMove(), CLASSES.VoluspaGame().toMove());
});

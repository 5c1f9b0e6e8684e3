// The shipped engine module (dist/engine/skald.js) against a page script that reaches for
// wasm-bindgen's internals or forges game objects (issue #42): the glue's `Class.__wrap(ptr)`
// (which made an object of any class around any number: a Völuspá game around an Odin
// game's pointer never answered, one around 1 trapped), `__destroy_into_raw()` (which marked
// a game freed without freeing it) and init()'s answer (the wasm's raw exports, which take
// raw pointers unchecked) are out of reach; objects forged from a class's prototype, a
// real object's pointer on another class's object, a real object given another class's
// prototype, and calls back into a game while the engine reads an argument, are refused
// with an Error — never a wasm trap, never a hang — and every real game answers afterwards.
// scripts/build-engine-module.mjs (`guard`) makes the glue so.
//
// Each probe runs in a worker thread (this file, run by a Worker), so that a call that never
// returns fails its test after a deadline instead of hanging the suite.
//   node --test tests/engine-module/   (after a release build)
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const DIST = new URL('../../dist/engine/', import.meta.url);
/** How long a probe may take (a 2-core machine shared with builds) before it counts as hung. */
const DEADLINE_MS = 60_000;

/** Runs the probe `name` in a worker thread; answers what it posted (its figures), fails
 * with what it threw, or with "hung" after DEADLINE_MS. */
function probe(name) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { probe: name } });
    const timer = setTimeout(() => {
      worker.terminate();
      reject(new Error(`${name}: no answer within ${DEADLINE_MS / 1000} s (a call hung)`));
    }, DEADLINE_MS);
    worker.once('message', (m) => {
      clearTimeout(timer);
      worker.terminate();
      if (m.failed) reject(Object.assign(new Error(`${name}: ${m.failed}`), { stack: m.stack }));
      else resolve(m.figures);
    });
    worker.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

/** Each class: a game of it. */
function games(skald) {
  return {
    VoluspaGame: () => new skald.VoluspaGame({ players: 2 }, 7),
    OdinGame: () => new skald.OdinGame({ players: 3 }, 7),
    ValdaGame: () => new skald.ValdaGame({ players: 3 }, 7),
  };
}

/** The methods of class `C` (its prototype's functions). */
const methodsOf = (C) => Object.getOwnPropertyNames(C.prototype).filter((m) => m !== 'constructor' && typeof C.prototype[m] === 'function');

/** Asserts that `call` throws a TypeError (not a wasm trap) whose message starts with `prefix`. */
function refused(call, prefix, what) {
  assert.throws(
    call,
    (e) => !(e instanceof WebAssembly.RuntimeError) && e instanceof TypeError && e.message.startsWith(prefix),
    what,
  );
}

/** A game still answers: its legal actions and who is to move, as before (`was`). */
function answers(g, was, what) {
  assert.deepEqual({ legal: g.legalActions().length, toMove: g.toMove() }, was, `${what} answers as before`);
}
const stateOf = (g) => ({ legal: g.legalActions().length, toMove: g.toMove() });

const PROBES = {
  /** Nothing of wasm-bindgen's own is a member of the module, its classes or their
   * prototypes, and init() answers nothing. */
  async internals(skald, memory, initAnswer) {
    assert.equal(initAnswer, undefined, 'init() answers nothing');
    assert.deepEqual(Object.keys(skald).filter((k) => k.startsWith('__')), [], 'module exports');
    let members = 0;
    for (const [cls, make] of Object.entries(games(skald))) {
      const C = skald[cls];
      for (const [where, of] of [[cls, C], [`${cls}.prototype`, C.prototype]]) {
        const names = Reflect.ownKeys(of).filter((k) => typeof k === 'string');
        members += names.length;
        assert.deepEqual(names.filter((k) => k.startsWith('__')), [], `${where}'s own members`);
      }
      assert.equal('__wrap' in C, false, `${cls}.__wrap`);
      const g = make();
      assert.equal('__destroy_into_raw' in g, false, `${cls}#__destroy_into_raw`);
      assert.deepEqual(Object.keys(g), ['__wbg_ptr'], `a ${cls}'s own members`);
      g.free();
    }
    assert.equal(await skald.default(), undefined, 'init() again');
    assert.equal(skald.initSync(), undefined, 'initSync() once initialised');
    return { members };
  },

  /** The issue's reproductions: each throws at once; nothing was made, nothing freed. */
  issue(skald) {
    const o = new skald.OdinGame({ players: 3 }, 1);
    const odin = stateOf(o);
    refused(() => skald.VoluspaGame.__wrap(o.__wbg_ptr).scoreDisplay(), '', 'VoluspaGame.__wrap(an Odin pointer)');
    refused(() => skald.OdinGame.__wrap(1).toMove(), '', 'OdinGame.__wrap(1)');
    const g = new skald.VoluspaGame({ players: 2 }, 7);
    const voluspa = stateOf(g);
    refused(() => g.__destroy_into_raw(), '', '__destroy_into_raw()');
    answers(g, voluspa, 'the Völuspá game');
    answers(o, odin, 'the Odin game');
    // free() then frees it for real.
    g.free();
    refused(() => g.legalActions(), 'VoluspaGame#legalActions: this VoluspaGame was freed', 'after free()');
    answers(o, odin, 'the Odin game');
  },

  /** Every method of every class, on objects that look like one of its class. */
  forged(skald) {
    const make = games(skald);
    const real = Object.fromEntries(Object.entries(make).map(([cls, m]) => [cls, m()]));
    const before = Object.fromEntries(Object.entries(real).map(([cls, g]) => [cls, stateOf(g)]));
    let calls = 0;
    let receivers = 0;
    for (const cls of Object.keys(make)) {
      const C = skald[cls];
      const others = Object.keys(make).filter((c) => c !== cls);
      const forge = (ptr) => Object.assign(Object.create(C.prototype), { __wbg_ptr: ptr });
      const forged = [
        ['Object.create(prototype)', Object.create(C.prototype)],
        ['Object.create(prototype) with __wbg_ptr 1', forge(1)],
        ['Object.create(prototype) with __wbg_ptr 0', forge(0)],
        [`Object.create(prototype) with a real ${cls}'s pointer`, forge(real[cls].__wbg_ptr)],
        [`Object.create(prototype) with a real ${cls}'s pointer as a getter`, Object.defineProperty(Object.create(C.prototype), '__wbg_ptr', { get: () => real[cls].__wbg_ptr })],
        [`a copy of a real ${cls}`, structuredClone(real[cls])],
        [`a spread of a real ${cls}`, { ...real[cls] }],
        [`a Proxy of a real ${cls}`, new Proxy(real[cls], {})],
        [`a subclass's object forged`, Object.assign(Object.create(class extends C {}.prototype), { __wbg_ptr: real[cls].__wbg_ptr })],
      ];
      for (const other of others) {
        forged.push([`Object.create(prototype) with a real ${other}'s pointer`, forge(real[other].__wbg_ptr)]);
        // A live object of another class, given this class's prototype, or made by the
        // other class's constructor with this class as new.target.
        forged.push([`a ${other} with ${cls}.prototype`, Object.setPrototypeOf(make[other](), C.prototype)]);
        forged.push([`Reflect.construct(${other}, …, ${cls})`, Reflect.construct(skald[other], other === 'VoluspaGame' ? [{ players: 2 }, 7] : [{ players: 3 }, 7], C)]);
      }
      for (const [label, self] of forged) {
        receivers++;
        for (const m of methodsOf(C)) {
          refused(() => C.prototype[m].call(self, undefined), `${cls}#${m}: called on something that is not a ${cls}`, `${cls}#${m} on ${label}`);
          calls++;
        }
        if (Symbol.dispose in C.prototype) {
          refused(() => C.prototype[Symbol.dispose].call(self), `${cls}#free: `, `[Symbol.dispose]() on ${label}`);
          calls++;
        }
      }
    }
    for (const [cls, g] of Object.entries(real)) answers(g, before[cls], `the real ${cls}`);
    return { calls, receivers };
  },

  /** The engine reads an argument's properties while it holds the game (serde's getters):
   * a getter that calls the same game again or frees it gets an Error, the outer call an
   * answer or an Error, and the game is usable, or freed, afterwards. */
  reentrant(skald) {
    const noTrap = (e, what) => {
      assert.ok(e instanceof Error && !(e instanceof WebAssembly.RuntimeError) && e.message, `${what}: ${e}`);
    };
    const outer = (call, what) => {
      try {
        call();
      } catch (e) {
        noTrap(e, what);
      }
    };
    for (const [cls, make] of Object.entries(games(skald))) {
      // A getter that asks the same game something while it is being played on.
      const g = make();
      const was = stateOf(g);
      const inner = [];
      const action = {};
      for (const key of ['type', 'tile', 'play', 'attack', 'pass']) {
        Object.defineProperty(action, key, {
          enumerable: true,
          get() {
            try {
              inner.push(`answered ${JSON.stringify(g.legalActions()).length} bytes`);
            } catch (e) {
              noTrap(e, `${cls}: legalActions() inside apply()`);
              inner.push(e.message);
            }
            return undefined;
          },
        });
      }
      outer(() => g.apply(action), `${cls}#apply with a getter calling the game`);
      answers(g, was, `${cls} after a getter called it`);
      // A getter that frees the game being played on: freed once the call returns.
      const f = make();
      const freeing = {
        get type() {
          try {
            f.free();
          } catch (e) {
            noTrap(e, `${cls}: free() inside apply()`);
          }
          return 'end_turn';
        },
      };
      outer(() => f.apply(freeing), `${cls}#apply with a getter freeing the game`);
      refused(() => f.toMove(), `${cls}#toMove: this ${cls} was freed`, `${cls} after a getter freed it`);
      f.free(); // freeing twice does nothing
      // The engine goes on: a new game plays.
      const n = make();
      n.apply(n.legalActions()[0]);
      assert.ok(Array.isArray(n.legalActions()), `${cls}: a new game plays`);
    }
  },

  /** A game freed is freed: the memory of many made and freed is reused. */
  frees(skald, memory) {
    const cycle = (seed) => {
      const g = new skald.ValdaGame({ players: 5 }, seed);
      for (let i = 0; i < 20 && g.toMove() != null; i++) g.apply(g.legalActions()[0]);
      g.free();
    };
    for (let i = 0; i < 20; i++) cycle(i);
    const before = memory.buffer.byteLength;
    const games = 400;
    for (let i = 0; i < games; i++) cycle(i);
    const after = memory.buffer.byteLength;
    assert.equal(after, before, 'the wasm memory did not grow');
    return { before, after, games: games + 20 };
  },
};

if (isMainThread) {
  test('wasm-bindgen internals are out of reach: no __wrap, no __destroy_into_raw, init answers nothing', async () => {
    const { members } = await probe('internals');
    console.log(`forged: ${members} members of the module's classes and their prototypes, none internal`);
  });

  test("the issue's three calls throw a TypeError, and the games answer afterwards", () => probe('issue'));

  test('every method refuses a forged object of its class with a TypeError naming it', async () => {
    const { calls, receivers } = await probe('forged');
    assert.ok(calls >= 500, `${calls} calls`);
    console.log(`forged: ${calls} calls on ${receivers} forged receivers refused`);
  });

  test('calls back into a game while the engine reads an argument throw Errors, not traps', () => probe('reentrant'));

  test('free() frees: games made and freed in a loop leave the wasm memory as it was', async () => {
    const { before, after, games } = await probe('frees');
    console.log(`forged: ${games} Valda games made and freed; wasm memory ${before} bytes before, ${after} after`);
  });
} else {
  // In the worker: the module, its wasm memory (taken from the instantiation, as only a test
  // does: init() no longer answers with it) and the probe asked for.
  const instantiate = WebAssembly.instantiate;
  let instance;
  WebAssembly.instantiate = async (...args) => {
    const made = await instantiate(...args);
    instance = made.instance ?? made;
    return made;
  };
  const skald = await import(new URL('skald.js', DIST));
  const answer = await skald.default({ module_or_path: await readFile(new URL('skald_bg.wasm', DIST)) });
  WebAssembly.instantiate = instantiate;
  try {
    const figures = await PROBES[workerData.probe](skald, instance.exports.memory, answer);
    parentPort.postMessage({ figures: figures ?? {} });
  } catch (e) {
    parentPort.postMessage({ failed: e?.message ?? String(e), stack: e?.stack });
  }
}

// The shipped engine module (dist/engine/skald.js, issue #10) against hostile callers, in
// Node: every export is called with wrong types, huge and malformed values, throwing
// getters, cycles, BigInts and Symbols, alone and in every argument position. Each call
// must return or throw an `Error` with a message — never a wasm trap (a panic) — and every
// game object must still answer afterwards. A new export without an entry below fails the
// suite. The time of the slowest query at the size limits is printed (the aim is 100 ms;
// speed goals live in benchmarks, not in assertions).
//   node --test tests/engine-module/   (after a release build: node scripts/trunk-release.mjs)
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

const DIST = new URL('../../dist/engine/', import.meta.url);
const skald = await import(new URL('skald.js', DIST));
await skald.default({ module_or_path: await readFile(new URL('skald_bg.wasm', DIST)) });

const board = 'Od Th . / Lo Tr . / . Va .';
const odinConfig = { players: 3 };
const valdaConfig = { players: 3 };
// A valid argument list for every function and method: the hostile values replace one
// argument at a time.
const FUNCTIONS = {
  engineVersion: [],
  voluspaParseBoard: [board],
  voluspaPrintBoard: [[{ at: [0, 0], top: 'Od', boosts: 0, under: [] }]],
  voluspaScore: [board, '{"tile":"Th","at":[0,2]}'],
  voluspaLegal: [board, 'Th'],
  voluspaBlocked: [board],
  voluspaTiles: [],
  odinSetValue: [['5R', '5B']],
  odinCheckPlay: [['5R'], ['7R'], ['7R', '3G']],
  odinParseCards: ['5R 5B'],
  odinFormatCards: [['5R', '5B']],
  valdaCheckCards: ['id\tname\n'],
  aiChoose: ['odin', JSON.stringify(new skald.OdinGame({ players: 2 }, 7).view({ player: 0 })), 0, 'easy', 1],
  aiDecide: ['odin', JSON.stringify(new skald.OdinGame({ players: 2 }, 7).view({ player: 0 })), 0, 'easy', 1, 50],
  aiAnalyse: ['odin', JSON.stringify(new skald.OdinGame({ players: 2 }, 7).view({ player: 0 })), 0, 'easy', 1, 50, 0],
  aiLevels: [],
};
const CLASSES = {
  VoluspaGame: {
    make: () => new skald.VoluspaGame({ players: 2 }, 7),
    args: [{ players: 2 }, 7],
    statics: { replay: [{ players: 2 }, 7, []] },
    methods: {
      legalActions: [], targetsForTile: ['Th'], maxBoosts: ['Th'], blockedCells: [],
      preview: [{ type: 'end_turn' }], apply: [{ type: 'end_turn' }], applyMove: [{ tile: 'Th', at: [0, 1] }],
      view: [0], toMove: [], isOver: [], outcome: [], scoreDisplay: [], undoable: [],
      boardNotation: [], boundingBox: [],
    },
    alive: (g) => assert.ok(Array.isArray(g.legalActions())),
  },
  OdinGame: {
    make: () => new skald.OdinGame(odinConfig, 7),
    args: [odinConfig, 7],
    statics: { fromReplay: ['{}'] },
    methods: {
      replayJson: [], players: [], toMove: [], phase: [], requirement: [], requirementText: [],
      legalPlays: [], legalActions: [], playableCards: [], checkPlay: [['5R']], apply: [{ type: 'pass' }],
      view: [0], undoInfo: [], undo: [], outcome: [], summary: [], handSummaries: [],
    },
    alive: (g) => assert.ok(Array.isArray(g.legalActions())),
  },
  ValdaGame: {
    make: () => new skald.ValdaGame(valdaConfig, 7),
    args: [valdaConfig, 7],
    statics: { fromReplay: ['{}'], fromPosition: ['{}'] },
    methods: {
      replayJson: [], snapshotJson: [], players: [], toMove: [], prompt: [], legalActions: [],
      apply: [{ type: 'pass' }], view: [0], outcome: [], cards: [], cardNumber: ['base.axe'],
      fightPreview: ['pass'],
    },
    alive: (g) => assert.ok(Array.isArray(g.legalActions())),
  },
};

const cyclic = { type: 'pass' };
cyclic.self = cyclic;
const throwing = new Proxy({}, { get() { throw new Error('boom'); }, ownKeys() { throw new Error('boom'); } });
const HOSTILE = [
  undefined, null, 0, -1, 1.5, NaN, Infinity, -2147483648, 2 ** 53 + 2, true, '', 'abc',
  '<img src=x onerror=alert(1)>', '\u0000\uffff\ud800', 'x'.repeat((1 << 20) + 1), {}, [], [[[[[[]]]]]],
  [[-2147483648, -2147483648]], { tile: 'Od', at: [-2147483648, 2147483647] }, { type: 'place', tile: 'Od', at: [1e300, 0] },
  { get type() { throw new Error('boom'); } }, { toJSON() { throw new Error('boom'); } }, cyclic, throwing,
  { n: 10n }, 10n, Symbol('s'), () => 1, new Uint8Array(16), Object.create(null),
];
const label = (v) => {
  try {
    if (typeof v === 'string') return v.length > 40 ? `string(${v.length})` : JSON.stringify(v);
    if (typeof v === 'bigint' || typeof v === 'symbol' || typeof v === 'function') return String(v);
    return JSON.stringify(v) ?? String(v);
  } catch {
    return v === throwing ? 'Proxy(throws)' : '(unprintable)';
  }
};
const call = (name, args) => `${name}(${args.map(label).join(', ')})`;

/** Calls `f`; a throw must be an Error with a message and not a wasm trap. `what()` names
 * the call in a failure. */
function survives(what, f) {
  try {
    f();
  } catch (e) {
    if (e instanceof Error && !(e instanceof WebAssembly.RuntimeError) && e.message) return;
    what = what();
    assert.ok(!(e instanceof WebAssembly.RuntimeError), `${what}: wasm trapped (${e && e.message})`);
    assert.ok(e instanceof Error, `${what}: threw a non-Error ${label(e)}`);
    assert.ok(typeof e.message === 'string' && e.message.length > 0, `${what}: an Error without a message`);
  }
}

/** Every argument list to try: all hostile, and each position hostile with the rest valid. */
function* argLists(valid) {
  for (const h of HOSTILE) {
    yield [h];
    yield valid.map(() => h);
    for (let i = 0; i < valid.length; i++) yield valid.map((v, j) => (i === j ? h : v));
  }
  yield [];
}

test('every export of the module has a valid call listed here', () => {
  const listed = new Set([...Object.keys(FUNCTIONS), ...Object.keys(CLASSES), 'default', 'initSync']);
  const missing = Object.keys(skald).filter((name) => !listed.has(name));
  assert.deepEqual(missing, [], 'exports without hostile-input cases');
  for (const [name, c] of Object.entries(CLASSES)) {
    const proto = skald[name].prototype;
    const methods = Object.getOwnPropertyNames(proto).filter(
      (m) => m !== 'constructor' && m !== 'free' && !m.startsWith('__') && typeof Object.getOwnPropertyDescriptor(proto, m).value === 'function',
    );
    const without = methods.filter((m) => !(m in c.methods));
    assert.deepEqual(without, [], `${name} methods without cases`);
    const statics = Object.getOwnPropertyNames(skald[name]).filter((m) => typeof skald[name][m] === 'function' && !m.startsWith('__'));
    assert.deepEqual(statics.filter((m) => !(m in c.statics)), [], `${name} statics without cases`);
  }
});

test('free functions answer or throw an Error for any input', () => {
  let calls = 0;
  for (const [name, valid] of Object.entries(FUNCTIONS)) {
    for (const args of argLists(valid)) {
      survives(() => call(name, args), () => skald[name](...args));
      calls++;
    }
    // The valid call itself works.
    skald[name](...valid);
  }
  console.log(`hostile: ${calls} calls of ${Object.keys(FUNCTIONS).length} functions`);
});

test('classes: constructors, statics and every method survive, and objects stay usable', () => {
  let calls = 0;
  for (const [name, c] of Object.entries(CLASSES)) {
    for (const args of argLists(c.args)) {
      survives(() => call(`new ${name}`, args), () => new skald[name](...args));
      calls++;
    }
    for (const [s, valid] of Object.entries(c.statics)) {
      for (const args of argLists(valid)) {
        survives(() => call(`${name}.${s}`, args), () => skald[name][s](...args));
        calls++;
      }
    }
    const g = c.make();
    for (const [m, valid] of Object.entries(c.methods)) {
      for (const args of argLists(valid)) {
        survives(() => call(`${name}#${m}`, args), () => g[m](...args));
        calls++;
        c.alive(g);
      }
    }
  }
  console.log(`hostile: ${calls} calls of constructors and methods`);
});

test('a hidden view is given only for a real seat', () => {
  const g = new skald.VoluspaGame({ players: 2 }, 7);
  for (const seat of ['abc', '0', 2, -1, 0.5, NaN, {}, true]) {
    assert.throws(() => g.view(seat), Error, `view(${label(seat)})`);
  }
  assert.equal(g.view(0).players[0].hand.length > 0, true);
  assert.equal(g.view(null).players[0].hand, null);
  const o = new skald.OdinGame(odinConfig, 7);
  for (const seat of ['abc', 3, -1, { player: 9 }]) assert.throws(() => o.view(seat), Error, `odin view(${label(seat)})`);
});

test('inputs at the size limits are refused or answered (times printed)', () => {
  const row = Array(30).fill('Od').join(' ');
  const full = Array(33).fill(row).join('\n'); // 990 stacks: just under the limit of 1,000
  const over = Array(34).fill(row).join('\n'); // 1,020 stacks
  assert.throws(() => skald.voluspaParseBoard(over), /at most 1000 stacks/);
  const wide = `Od${'/.'.repeat(299)}/${'. '.repeat(300)}Od`; // tiles 300 rows and columns apart
  assert.throws(() => skald.voluspaParseBoard(wide), Error);
  const times = [];
  const timed = (what, f) => {
    const t0 = performance.now();
    let answer = 'answered';
    try {
      f();
    } catch (e) {
      assert.ok(!(e instanceof WebAssembly.RuntimeError), `${what}: wasm trapped`);
      answer = `refused: ${e.message}`;
    }
    times.push([`${what} (${answer})`, performance.now() - t0]);
  };
  timed('voluspaLegal(990 stacks, every tile)', () => skald.voluspaLegal(full));
  timed('voluspaBlocked(990 stacks)', () => skald.voluspaBlocked(full));
  timed('voluspaScore(990 stacks)', () => skald.voluspaScore(full, '{"tile":"Th","at":[-1,0]}'));
  const trolls = Array(33).fill(Array(30).fill('Tr').join(' ')).join('\n');
  timed('voluspaLegal(990 Trolls)', () => skald.voluspaLegal(trolls));
  // A checkerboard: every empty cell inside is a place to try.
  const checker = Array.from({ length: 44 }, (_, r) =>
    Array.from({ length: 45 }, (_, c) => ((r + c) % 2 ? '.' : ['Od', 'Tr', 'Lo', 'Dr'][(r * 7 + c) % 4])).join(' '),
  ).join('\n');
  timed('voluspaLegal(990-stack checkerboard, every tile)', () => skald.voluspaLegal(checker));
  timed('voluspaParseBoard(1 MiB of blanks)', () => skald.voluspaParseBoard(' '.repeat(1 << 20)));
  timed('voluspaLegal(1 MiB of blanks)', () => skald.voluspaLegal('. '.repeat(1 << 19)));
  for (const [what, ms] of times) console.log(`limit: ${what}: ${ms.toFixed(1)} ms`);
});

// The computer opponents' entry points of the shipped engine module (`aiChoose`, and
// `aiDecide`, which the app's search worker static/ai-worker.js calls): for each game, from
// the view of the player to move, a legal action; the same seed gives the same action; a
// view as text or as an object; nothing to decide for a player not to move; a time limit
// ends a search early and is lowered to the level's cap; clear errors for a wrong game, level
// or limit. `aiAnalyse` (for rules pages: the hint's and the review's analysis): in each game
// its best move is aiChoose's, a move asked about has a figure and loses what the figures
// say, the same for two games that differ only in what the seat cannot see.
//   node --test tests/engine-module/   (after a release build)
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

const DIST = new URL('../../dist/engine/', import.meta.url);
const skald = await import(new URL('skald.js', DIST));
await skald.default({ module_or_path: await readFile(new URL('skald_bg.wasm', DIST)) });

const PLAYERS = { voluspa: 2, odin: 3, valda: 3 };
const GAMES = {
  voluspa: () => new skald.VoluspaGame({ players: 2 }, 11),
  odin: () => new skald.OdinGame({ players: 3 }, 11),
  valda: () => new skald.ValdaGame({ players: 3 }, 11),
};

// Völuspá's view takes a seat number; Odin's and Valda's a viewer ({ player }).
const viewOf = (name, game, p) => (name === 'voluspa' ? game.view(p) : game.view({ player: p }));

for (const [name, make] of Object.entries(GAMES)) {
  test(`${name}: the computer picks a legal action from its view, the same for a seed`, () => {
    const game = make();
    // Move past the opening with the computer itself, checking every pick.
    for (let step = 0; step < 6; step++) {
      const p = game.toMove();
      const view = viewOf(name, game, p);
      const legal = game.legalActions().map((a) => JSON.stringify(a));
      const action = skald.aiChoose(name, JSON.stringify(view), p, 'easy', step);
      assert.ok(legal.includes(JSON.stringify(action)), `${JSON.stringify(action)} is legal`);
      assert.deepEqual(skald.aiChoose(name, view, p, 'easy', step), action, 'the same seed, the same action (view as an object)');
      game.apply(action);
    }
    const p = game.toMove();
    const other = (p + 1) % PLAYERS[name];
    assert.equal(skald.aiChoose(name, JSON.stringify(viewOf(name, game, p)), other, 'easy', 1), null, 'nothing to decide for a player not to move');
  });
}

test('bad games, levels, views and seats are refused with a message', () => {
  const view = JSON.stringify(GAMES.odin().view({ player: 0 }));
  assert.throws(() => skald.aiChoose('chess', view, 0, 'easy', 1), /unknown game/);
  assert.throws(() => skald.aiChoose('odin', view, 0, 'expert', 1), /unknown level/);
  assert.throws(() => skald.aiChoose('odin', '{"hand":', 0, 'easy', 1), /invalid view/);
  assert.throws(() => skald.aiChoose('voluspa', view, 0, 'easy', 1), /invalid view|view/);
  assert.throws(() => skald.aiChoose('odin', view, -1, 'easy', 1), /seat/);
  assert.deepEqual(skald.aiLevels(), ['easy', 'normal', 'hard']);
});

test('aiDecide reports its iterations, and a time limit ends the search early', () => {
  const game = GAMES.odin();
  const p = game.toMove();
  const view = JSON.stringify(game.view({ player: p }));
  const legal = game.legalActions().map((a) => JSON.stringify(a));
  // Without a limit: Easy's 100 iterations, the same action as aiChoose.
  const full = skald.aiDecide('odin', view, p, 'easy', 3);
  assert.equal(full.iterations, 100);
  assert.equal(full.timedOut, false);
  assert.deepEqual(full.action, skald.aiChoose('odin', view, p, 'easy', 3));
  // A limit of 0 ms: one iteration, still a legal action (the clock is JavaScript's).
  const capped = skald.aiDecide('odin', view, p, 'hard', 3, 0);
  assert.equal(capped.iterations, 1);
  assert.equal(capped.timedOut, true);
  assert.ok(legal.includes(JSON.stringify(capped.action)));
  // A generous limit changes nothing (it is lowered to the level's cap).
  const generous = skald.aiDecide('odin', view, p, 'easy', 3, 60_000);
  assert.deepEqual({ ...generous, timeLimitMs: null }, full);
  assert.equal(full.timeLimitMs, null, 'no limit given: iterations only');
  // Greedy and random do not search.
  assert.equal(skald.aiDecide('odin', view, p, 'greedy', 3, 0).iterations, 0);
  for (const bad of [-1, Number.NaN, Infinity, '5', {}]) {
    assert.throws(() => skald.aiDecide('odin', view, p, 'easy', 3, bad), /time limit/);
  }
  assert.equal(skald.aiDecide('odin', view, (p + 1) % 3, 'easy', 3).action, null);
});

test('aiDecide lowers a time limit to its level\'s cap', () => {
  const game = GAMES.odin();
  const p = game.toMove();
  const view = JSON.stringify(game.view({ player: p }));
  // The caps of Level::time_limit_ms: Easy and Normal 800 ms, Hard 2,500 ms.
  for (const [level, cap] of [['easy', 800], ['normal', 800], ['hard', 2500]]) {
    for (const limit of [1e308, Number.MAX_VALUE, 2 ** 53, cap + 1]) {
      assert.equal(skald.aiDecide('odin', view, p, level, 3, limit).timeLimitMs, cap, `${level} with ${limit} ms`);
    }
    assert.equal(skald.aiDecide('odin', view, p, level, 3, 5).timeLimitMs, 5, 'a lower limit stays');
  }
  // Greedy and random do not search: no limit applies.
  assert.equal(skald.aiDecide('odin', view, p, 'greedy', 3, 1e308).timeLimitMs, null);
  // Hard with the largest limit still runs at most its level's iterations.
  const hard = skald.aiDecide('odin', view, p, 'hard', 3, 1e308);
  assert.ok(hard.iterations >= 1 && hard.iterations <= 20_000, `${hard.iterations} iterations`);
});

for (const [name, make] of Object.entries(GAMES)) {
  test(`${name}: aiAnalyse gives aiChoose's move, and what another move loses against it`, () => {
    const game = make();
    const p = game.toMove();
    const view = JSON.stringify(viewOf(name, game, p));
    const legal = game.legalActions().map((a) => JSON.stringify(a));
    const a = skald.aiAnalyse(name, view, p, 'easy', 5, null, legal.length - 1);
    assert.deepEqual(a.action, skald.aiChoose(name, view, p, 'easy', 5), 'the best move is the one the computer plays');
    assert.ok(legal.includes(JSON.stringify(a.action)));
    assert.equal(a.points, name === 'voluspa', 'points in Völuspá, win chances elsewhere');
    assert.equal(typeof a.value, 'number');
    assert.equal(typeof a.played, 'number');
    if (!a.points) assert.ok(a.value >= 0 && a.value <= 1 && a.played >= 0 && a.played <= 1, `${a.value}, ${a.played}`);
    assert.ok(Math.abs(a.loss - Math.max(0, a.value - a.played)) < 1e-9, 'the loss is the figures\' difference');
    if (JSON.stringify(a.action) === legal.at(-1)) assert.equal(a.loss, 0);
    // The same view and seed: the same analysis (as an object too); no move asked: none measured.
    assert.deepEqual(skald.aiAnalyse(name, JSON.parse(view), p, 'easy', 5, undefined, legal.length - 1), a);
    const alone = skald.aiAnalyse(name, view, p, 'easy', 5);
    assert.equal(alone.played, null);
    assert.equal(alone.loss, 0);
    assert.equal(skald.aiAnalyse(name, view, p, 'easy', 5, null, legal.length).played, null, 'an index past the moves measures nothing');
    // Nothing to decide for a seat not to move.
    const other = (p + 1) % PLAYERS[name];
    const none = skald.aiAnalyse(name, JSON.stringify(viewOf(name, game, p)), other, 'easy', 5);
    assert.equal(none.action, null);
    assert.equal(none.value, null);
  });
}

test('aiAnalyse sees only the view: two games alike but for a hidden card give one analysis', () => {
  // The §9 attack of docs/embedding.md, where Bjørn holds one more card that Astrid cannot
  // see: a Raid in one game, a Shield Wall in the other. Astrid defends.
  const at = (extra) => {
    const g = skald.ValdaGame.fromPosition(JSON.stringify({
      players: 2, phase: 'attack',
      seats: [{ followers: 5, hand: ['base.shield_wall'] }, { hand: ['base.ambush', 'thor.hammertime', extra] }],
    }));
    g.apply({ attack: g.cardNumber('base.ambush') });
    g.apply({ weapon: { card: g.cardNumber('thor.hammertime'), option: 1 } });
    return g;
  };
  const [a, b] = [at('base.raid'), at('base.shield_wall')];
  assert.notEqual(a.snapshotJson(), b.snapshotJson(), 'the games differ');
  assert.notDeepEqual(a.view({ player: 1 }).hand, b.view({ player: 1 }).hand, 'in Bjørn\'s hand');
  const p = a.toMove();
  assert.deepEqual(a.view({ player: p }), b.view({ player: p }), 'Astrid sees the same');
  for (let i = 0; i < a.legalActions().length; i++) {
    const x = skald.aiAnalyse('valda', a.view({ player: p }), p, 'normal', 4, null, i);
    assert.deepEqual(skald.aiAnalyse('valda', b.view({ player: p }), p, 'normal', 4, null, i), x);
    assert.ok(x.played !== null && x.action !== null);
  }
});

test('aiAnalyse refuses what is not an analysis', () => {
  const game = GAMES.odin();
  const p = game.toMove();
  const view = JSON.stringify(game.view({ player: p }));
  assert.throws(() => skald.aiAnalyse('chess', view, p, 'easy', 1), /unknown game/);
  assert.throws(() => skald.aiAnalyse('odin', view, p, 'greedy', 1), /needs a level/);
  assert.throws(() => skald.aiAnalyse('odin', view, p, 'easy', 1, null, -1), /index/);
  assert.throws(() => skald.aiAnalyse('odin', view, p, 'easy', 1, null, 1.5), /index/);
  assert.throws(() => skald.aiAnalyse('odin', view, p, 'easy', 1, null, '0'), /index/);
  assert.throws(() => skald.aiAnalyse('odin', '{"hand":', p, 'easy', 1), /invalid view/);
});

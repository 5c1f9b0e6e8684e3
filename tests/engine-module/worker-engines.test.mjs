// The computer's worker engines (dist/computer/<game>.js, built from worker/; issue #28), which
// the app's search worker static/ai-worker.js loads instead of the all-games engine module:
// for each game, on positions reached by playing the game, every level's decision for a
// seed (no time limit: iterations only, so it depends on the seed alone) is the one the
// engine module's `aiDecide` gives — the computer plays as it did; each worker engine plays
// its own game only, and refuses bad input with the engine module's messages, a string over
// the size limit before it is copied into wasm memory.
//   node --test tests/engine-module/   (after a release build)
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

import { GAMES, WORKER_ENGINE_DIR, workerEngineFiles } from '../../scripts/builds.mjs';

const DIST = new URL('../../dist/', import.meta.url);
const skald = await import(new URL('engine/skald.js', DIST));
await skald.default({ module_or_path: await readFile(new URL('engine/skald_bg.wasm', DIST)) });

/** Each game's worker engine, loaded and started. */
const engines = {};
for (const game of GAMES) {
  const [js, wasm] = workerEngineFiles(game).map((f) => new URL(`${WORKER_ENGINE_DIR}/${f}`, DIST));
  engines[game] = await import(js);
  await engines[game].default({ module_or_path: await readFile(wasm) });
}

const MAKE = {
  voluspa: (players) => new skald.VoluspaGame({ players }, 11),
  odin: (players) => new skald.OdinGame({ players }, 11),
  valda: (players) => new skald.ValdaGame({ players }, 11),
};
/** How many legal actions the player to move has at each position `positions` gave, by its
 * view. */
const legalOf = new Map();

// Völuspá's view takes a seat number; Odin's and Valda's a viewer ({ player }).
const viewOf = (game, g, p) => (game === 'voluspa' ? g.view(p) : g.view({ player: p }));

/** Views of the player to move along a game of `players` played by the engine module's
 * Easy computer: `count` of them, `gap` actions apart. */
function positions(game, players, count, gap) {
  const g = MAKE[game](players);
  const out = [];
  for (let step = 0; out.length < count && g.toMove() != null; step++) {
    const p = g.toMove();
    const view = JSON.stringify(viewOf(game, g, p));
    if (step % gap === 0) {
      out.push({ view, player: p, step });
      legalOf.set(view, g.legalActions().length);
    }
    g.apply(skald.aiChoose(game, view, p, 'easy', step));
  }
  return out;
}

test('the games of the list of builds each have a worker engine with aiDecide and aiAnalyse alone', () => {
  assert.deepEqual([...GAMES].sort(), ['odin', 'valda', 'voluspa']);
  for (const game of GAMES) {
    assert.deepEqual(Object.keys(engines[game]).filter((k) => k !== 'default' && k !== 'initSync').sort(), ['aiAnalyse', 'aiDecide'], game);
  }
});

for (const game of GAMES) {
  test(`${game}: the worker engine decides as the engine module does, for every level and seed`, () => {
    const levels = ['easy', 'normal', 'greedy', 'random'];
    let compared = 0;
    const randomPicks = new Set();
    for (const players of [2, 3]) {
      for (const { view, player, step } of positions(game, players, 3, 4)) {
        for (const level of levels) {
          const seed = 1000 + step;
          const want = skald.aiDecide(game, view, player, level, seed);
          const got = engines[game].aiDecide(game, view, player, level, seed);
          assert.deepEqual(got, want, `${players} players, step ${step}, ${level}, seed ${seed}`);
          assert.notEqual(got.action, null, 'a decision was made');
          if (level === 'random') randomPicks.add(JSON.stringify(got.action));
          compared++;
        }
        // A seed as text, and the view as an object, as the engine module reads them.
        assert.deepEqual(
          engines[game].aiDecide(game, JSON.parse(view), player, 'easy', '18446744073709551615'),
          skald.aiDecide(game, JSON.parse(view), player, 'easy', '18446744073709551615'),
        );
      }
    }
    // The positions differ and so do the picks: the comparison above can tell engines apart.
    assert.ok(randomPicks.size > 1, `${randomPicks.size} different random picks`);
    console.log(`${game}: ${compared} decisions identical`);
  });

  test(`${game}: the worker engine plays its game alone and refuses bad input clearly`, () => {
    const e = engines[game];
    const [{ view, player }] = positions(game, 2, 1, 1);
    for (const other of GAMES.filter((g) => g !== game)) {
      assert.throws(() => e.aiDecide(other, view, player, 'easy', 1), new RegExp(`unknown game "${other}": this worker engine plays ${game}$`));
    }
    assert.throws(() => e.aiDecide('chess', view, player, 'easy', 1), /unknown game/);
    assert.throws(() => e.aiDecide(game, view, player, 'expert', 1), /unknown level/);
    assert.throws(() => e.aiDecide(game, '{"hand":', player, 'easy', 1), /invalid view/);
    assert.throws(() => e.aiDecide(game, view, -1, 'easy', 1), /seat/);
    assert.throws(() => e.aiDecide(game, view, player, 'easy', 1.5), /seed/);
    assert.throws(() => e.aiDecide(game, view, player, 'easy', 1, -1), /time limit/);
    // Over the size limit: refused by the glue before the copy, as by the engine module.
    assert.throws(() => e.aiDecide(game, 'x'.repeat((1 << 20) + 1), player, 'easy', 1), RangeError);
    // A time limit ends a search early (the clock is JavaScript's), lowered to the level's cap.
    const capped = e.aiDecide(game, view, player, 'hard', 3, 0);
    assert.equal(capped.timedOut, true);
    assert.equal(capped.iterations, 1);
    assert.equal(e.aiDecide(game, view, player, 'easy', 3, 1e308).timeLimitMs, 800);
    // Still answering after all of that.
    assert.deepEqual(e.aiDecide(game, view, player, 'easy', 5), skald.aiDecide(game, view, player, 'easy', 5));
  });

  test(`${game}: the worker engine's analysis (hints, reviews) agrees with its decision`, () => {
    const e = engines[game];
    for (const { view, player, step } of positions(game, 2, 3, 5)) {
      const decided = e.aiDecide(game, view, player, 'easy', step);
      const legal = legalOf.get(view);
      // No move asked about: the best is the decision, from the same seed.
      const a = e.aiAnalyse(game, view, player, 'easy', step);
      assert.deepEqual(a.action, decided.action, `step ${step}`);
      assert.equal(a.played, null);
      assert.equal(a.points, game === 'voluspa');
      if (!a.points) assert.ok(a.value >= 0 && a.value <= 1, `a win chance: ${a.value}`);
      // Each legal move asked about is measured; it loses nothing against itself.
      for (const i of [0, legal - 1]) {
        const b = e.aiAnalyse(game, view, player, 'easy', step, undefined, i);
        assert.equal(typeof b.played, 'number', `move ${i} of ${legal}`);
        assert.ok(b.loss >= 0 && Math.abs(b.loss - Math.max(0, b.value - b.played)) < 1e-9);
      }
      assert.equal(e.aiAnalyse(game, view, player, 'easy', step, undefined, legal).played, null, 'an index past the moves');
    }
    const [{ view, player }] = positions(game, 2, 1, 1);
    assert.throws(() => e.aiAnalyse(game, view, player, 'random', 1), /needs a level/);
    assert.throws(() => e.aiAnalyse(game, view, player, 'easy', 1, undefined, -1), /index/);
    assert.throws(() => e.aiAnalyse(game, view, player, 'easy', 1, undefined, 'x'), /index/);
  });
}

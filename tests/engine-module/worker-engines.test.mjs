// The computer's worker engines (dist/computer/<game>.js, built from worker/; issue #28), which
// the app's search worker static/ai-worker.js loads instead of the all-games engine module:
// for each game, on positions reached by playing the game, every level's decision for a
// seed (no time limit: iterations only, so it depends on the seed alone), asked with the
// game's record and the number of actions to replay (as the app asks since issue #28), is
// the one the engine module's `aiDecide` gives for the view of that position — the worker
// engine replays the record into the same view, and the computer plays as it did; each
// worker engine plays its own game only, and refuses bad input (a garbled record too) with
// clear messages, a string over the size limit before it is copied into wasm memory. Valda's
// leaves out the card-list reader: a game with a card list of its own is refused in words by
// it and played by `valda-cards` (scripts/builds.mjs, WORKER_ENGINES), as by the engine module;
// `valda-cards` also reads such a list for Valda's play screen (`valdaCardList`).
//   node --test tests/engine-module/   (after a release build)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { test } from 'node:test';

import { GAMES, WORKER_ENGINE_DIR, WORKER_ENGINES, workerEngineIn } from '../../scripts/builds.mjs';

const DIST = new URL('../../dist/', import.meta.url);
const skald = await import(new URL('engine/skald.js', DIST));
await skald.default({ module_or_path: await readFile(new URL('engine/skald_bg.wasm', DIST)) });

/** Each worker engine (each game's, by its name, and `valda-cards`), loaded and started. */
const engines = {};
for (const game of Object.keys(WORKER_ENGINES)) {
  const built = (await readdir(new URL(WORKER_ENGINE_DIR, DIST))).map((f) => `${WORKER_ENGINE_DIR}/${f}`);
  const [js, wasm] = workerEngineIn(game, built).map((f) => new URL(f, DIST));
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

/** The record of a game set up as MAKE does, as the app's saves write it. */
const recordOf = (game, players, actions) => JSON.stringify({ game, config: { players }, seed: 11, actions });

/** Positions along a game of `players` played by the engine module's Easy computer:
 * `count` of them, `gap` actions apart, each with the view of the player to move and the
 * game's record (every action played up to the end of the walk: a position is a number of
 * them, `step`). */
function positions(game, players, count, gap) {
  const g = MAKE[game](players);
  const out = [];
  const actions = [];
  for (let step = 0; out.length < count && g.toMove() != null; step++) {
    const p = g.toMove();
    const view = JSON.stringify(viewOf(game, g, p));
    if (step % gap === 0) {
      out.push({ view, player: p, step });
      legalOf.set(view, g.legalActions().length);
    }
    const action = skald.aiChoose(game, view, p, 'easy', step);
    g.apply(action);
    actions.push(action);
  }
  const record = recordOf(game, players, actions);
  return out.map((o) => ({ ...o, record }));
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
      for (const { view, record, player, step } of positions(game, players, 3, 4)) {
        for (const level of levels) {
          const seed = 1000 + step;
          const want = skald.aiDecide(game, view, player, level, seed);
          const got = engines[game].aiDecide(game, record, player, step, level, seed);
          assert.deepEqual(got, want, `${players} players, step ${step}, ${level}, seed ${seed}`);
          assert.notEqual(got.action, null, 'a decision was made');
          if (level === 'random') randomPicks.add(JSON.stringify(got.action));
          compared++;
        }
        // A seed as text, as the engine module reads it.
        assert.deepEqual(
          engines[game].aiDecide(game, record, player, step, 'easy', '18446744073709551615'),
          skald.aiDecide(game, view, player, 'easy', '18446744073709551615'),
        );
      }
    }
    // The positions differ and so do the picks: the comparison above can tell engines apart.
    assert.ok(randomPicks.size > 1, `${randomPicks.size} different random picks`);
    console.log(`${game}: ${compared} decisions identical`);
  });

  test(`${game}: the worker engine plays its game alone and refuses bad input clearly`, () => {
    const e = engines[game];
    const [{ view, record, player, step }] = positions(game, 2, 1, 1);
    for (const other of GAMES.filter((g) => g !== game)) {
      assert.throws(() => e.aiDecide(other, record, player, step, 'easy', 1), new RegExp(`unknown game "${other}": this worker engine plays ${game}$`));
    }
    assert.throws(() => e.aiDecide('chess', record, player, step, 'easy', 1), /unknown game/);
    assert.throws(() => e.aiDecide(game, record, player, step, 'expert', 1), /unknown level/);
    assert.throws(() => e.aiDecide(game, record, -1, step, 'easy', 1), /seat/);
    assert.throws(() => e.aiDecide(game, record, player, step, 'easy', 1.5), /seed/);
    assert.throws(() => e.aiDecide(game, record, player, step, 'easy', 1, -1), /time limit/);
    // Garbled or hostile records, and positions they do not have, are refused in words.
    assert.throws(() => e.aiDecide(game, '{"game":', player, step, 'easy', 1), /^Error: invalid record/);
    assert.throws(() => e.aiDecide(game, JSON.parse(record), player, step, 'easy', 1), /the record must be a string/);
    assert.throws(() => e.aiDecide(game, record.replace('"seed":11', '"seed":-1'), player, step, 'easy', 1), /invalid record/);
    const other = GAMES.find((g) => g !== game);
    assert.throws(() => e.aiDecide(game, recordOf(other, 2, []), 0, 0, 'easy', 1), /invalid record/);
    const all = JSON.parse(record).actions.length;
    assert.throws(() => e.aiDecide(game, record, player, all + 1, 'easy', 1), new RegExp(`it has ${all} actions`));
    assert.throws(() => e.aiDecide(game, record, player, -1, 'easy', 1), /number of actions/);
    assert.throws(() => e.aiDecide(game, record, player, 'x', 'easy', 1), /number of actions/);
    assert.throws(() => e.aiDecide(game, record, 9, step, 'easy', 1), /not a seat/);
    const actions = JSON.parse(record).actions;
    const swapped = recordOf(game, 2, [actions[1], actions[0], ...actions.slice(2)]);
    if (swapped !== record) assert.throws(() => e.aiDecide(game, swapped, player, all, 'easy', 1), /cannot be replayed|invalid record/);
    // Over the size limit: refused by the glue before the copy, as by the engine module.
    assert.throws(() => e.aiDecide(game, 'x'.repeat((1 << 20) + 1), player, step, 'easy', 1), RangeError);
    // A time limit ends a search early (the clock is JavaScript's), lowered to the level's cap.
    const capped = e.aiDecide(game, record, player, step, 'hard', 3, 0);
    assert.equal(capped.timedOut, true);
    assert.equal(capped.iterations, 1);
    assert.equal(e.aiDecide(game, record, player, step, 'easy', 3, 1e308).timeLimitMs, 800);
    // Still answering after all of that, as the engine module does from the view.
    assert.deepEqual(e.aiDecide(game, record, player, step, 'easy', 5), skald.aiDecide(game, view, player, 'easy', 5));
  });

  test(`${game}: the worker engine's analysis (hints, reviews) agrees with its decision and the engine module's`, () => {
    const e = engines[game];
    for (const { view, record, player, step } of positions(game, 2, 3, 5)) {
      const decided = e.aiDecide(game, record, player, step, 'easy', step);
      const legal = legalOf.get(view);
      // No move asked about: the best is the decision, from the same seed.
      const a = e.aiAnalyse(game, record, player, step, 'easy', step);
      assert.deepEqual(a.action, decided.action, `step ${step}`);
      assert.deepEqual(a, skald.aiAnalyse(game, view, player, 'easy', step), 'as from the view');
      assert.equal(a.played, null);
      assert.equal(a.points, game === 'voluspa');
      if (!a.points) assert.ok(a.value >= 0 && a.value <= 1, `a win chance: ${a.value}`);
      // Each legal move asked about is measured; it loses nothing against itself.
      for (const i of [0, legal - 1]) {
        const b = e.aiAnalyse(game, record, player, step, 'easy', step, undefined, i);
        assert.equal(typeof b.played, 'number', `move ${i} of ${legal}`);
        assert.ok(b.loss >= 0 && Math.abs(b.loss - Math.max(0, b.value - b.played)) < 1e-9);
      }
      assert.equal(e.aiAnalyse(game, record, player, step, 'easy', step, undefined, legal).played, null, 'an index past the moves');
    }
    const [{ record, player, step }] = positions(game, 2, 1, 1);
    assert.throws(() => e.aiAnalyse(game, record, player, step, 'random', 1), /needs a level/);
    assert.throws(() => e.aiAnalyse(game, record, player, step, 'easy', 1, undefined, -1), /index/);
    assert.throws(() => e.aiAnalyse(game, record, player, step, 'easy', 1, undefined, 'x'), /index/);
    assert.throws(() => e.aiAnalyse(game, '[]', player, step, 'easy', 1), /invalid record/);
  });
}

test('valda-cards: a game with a card list of its own is played by it, and refused in words by Valda\'s own', () => {
  assert.deepEqual(WORKER_ENGINES['valda-cards'], { game: 'valda', features: ['valda', 'card-lists'] });
  assert.deepEqual(Object.keys(engines['valda-cards']).filter((k) => k !== 'default' && k !== 'initSync').sort(), ['aiAnalyse', 'aiDecide', 'valdaCardList']);
  // Another printing: the base Treasure Chest gives 5 gold instead of 2.
  const tsv = readFileSync(new URL('../../engine/data/valda-cards.tsv', import.meta.url), 'utf8')
    .replace('\tgain(gold,2)\tTake 2 gold', '\tgain(gold,5)\tTake 5 gold');
  assert.match(tsv, /gain\(gold,5\)/);
  const config = { players: 2, cards: { custom: tsv } };
  const g = new skald.ValdaGame(config, 11);
  const actions = [];
  let compared = 0;
  for (let step = 0; step < 40 && g.toMove() != null; step++) {
    const p = g.toMove();
    const view = JSON.stringify(g.view({ player: p }));
    const record = JSON.stringify({ game: 'valda', config, seed: 11, actions });
    if (step % 8 === 0) {
      for (const level of ['easy', 'normal']) {
        assert.deepEqual(engines['valda-cards'].aiDecide('valda', record, p, step, level, step), skald.aiDecide('valda', view, p, level, step), `step ${step}, ${level}`);
        compared++;
      }
      assert.deepEqual(engines['valda-cards'].aiAnalyse('valda', record, p, step, 'easy', step), skald.aiAnalyse('valda', view, p, 'easy', step));
      assert.throws(() => engines.valda.aiDecide('valda', record, p, step, 'easy', step), /invalid record: .*only the built-in card list/);
      assert.throws(() => engines.valda.aiAnalyse('valda', record, p, step, 'easy', step), /only the built-in card list/);
    }
    const action = skald.aiChoose('valda', view, p, 'easy', step);
    g.apply(action);
    actions.push(action);
  }
  assert.ok(compared >= 8, `${compared} decisions compared`);
  // It reads a list for Valda's play screen, whose build has no reader: the cards packed
  // (141 physical cards, 3–4 KB), or every problem, one a line.
  const packed = engines['valda-cards'].valdaCardList(tsv);
  assert.ok(packed instanceof Uint8Array && packed.length > 2000 && packed.length < 5000, `${packed.length} bytes`);
  assert.throws(() => engines['valda-cards'].valdaCardList(tsv.replace('gain(gold,5)', 'gain(gold,)')), /line \d+/);
  // The built-in list is played by both, alike.
  const [{ record, player, step }] = positions('valda', 2, 1, 1);
  assert.deepEqual(engines['valda-cards'].aiDecide('valda', record, player, step, 'easy', 3), engines.valda.aiDecide('valda', record, player, step, 'easy', 3));
});

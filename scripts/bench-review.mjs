#!/usr/bin/env node
// How long the computer's review of a whole 2-player game of Völuspá takes (issue #29: the
// aim is within a minute on a mid tablet). A benchmark, not a test: run it by hand after a
// release build (`node scripts/trunk-release.mjs`), on a quiet machine.
//
// The review runs in the search worker, where Chromium's CPU throttling
// (`Emulation.setCPUThrottlingRate`) does not reach; so this script runs the same worker
// engine (dist/computer/voluspa-<hash>.js) in Node — the V8 Chromium runs — and asks it exactly what
// the worker asks for each move (`aiAnalyse` at Hard with the game's record and the move's
// place in it, the move played measured, no time limit: the full iterations), then multiplies the time by the slow-down factor of a mid
// tablet against this machine (`--slowdown`, 4 by default, as the other benchmarks assume).
// On the tablet the app caps each move at Hard's 2.5 s (Level::time_limit_ms): moves the
// estimate puts above that are counted at the cap, and the review of those is a little weaker.
//
// The game: tests/e2e/voluspa-blunder.json (base tiles, 64 actions), every move of both
// players reviewed (as in a game of two people) where there was a choice.
//   node scripts/bench-review.mjs [--slowdown 4] [--game file.json]
import { readdir, readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { WORKER_ENGINE_DIR, workerEngineIn } from './builds.mjs';

const { values } = parseArgs({
  options: {
    slowdown: { type: 'string', default: '4' },
    game: { type: 'string', default: new URL('../tests/e2e/voluspa-blunder.json', import.meta.url).pathname },
  },
});
const slowdown = Number(values.slowdown);
if (!(slowdown >= 1)) throw new Error('--slowdown must be a number, 1 or more');

const dist = new URL('../dist/', import.meta.url);
const load = async (js, wasm) => {
  const m = await import(new URL(js, dist));
  await m.default({ module_or_path: await readFile(new URL(wasm, dist)) });
  return m;
};
const engine = await load('engine/skald.js', 'engine/skald_bg.wasm');
const computerDir = new URL(`${WORKER_ENGINE_DIR}/`, dist);
const worker = await load(...workerEngineIn('voluspa', (await readdir(computerDir)).map((f) => `${WORKER_ENGINE_DIR}/${f}`)));

const save = JSON.parse(await readFile(values.game, 'utf8'));
const { config, seed, actions } = save.replay;
const CAP_MS = 2_500;

// The moves a review asks about: each position's place in the record and its mover, the
// move's index in the legal actions (app/src/computer/analysis.rs, review_moves), the
// decision's seed. The record is the save's replay, as the app sends it.
const record = JSON.stringify(save.replay);
const g = new engine.VoluspaGame(config, seed);
const moves = [];
actions.forEach((action, step) => {
  const legal = g.legalActions();
  if (legal.length > 1) {
    const played = legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(action));
    moves.push({ actions: step, player: g.toMove(), played, seed: String(1000 + step) });
  }
  g.apply(action);
});

const times = [];
let biggest = { loss: 0 };
const start = performance.now();
for (const [i, m] of moves.entries()) {
  const t = performance.now();
  const a = worker.aiAnalyse('voluspa', record, m.player, m.actions, 'hard', m.seed, undefined, m.played);
  times.push(performance.now() - t);
  if (a.loss > biggest.loss) biggest = { loss: a.loss, move: i };
}
const total = performance.now() - start;
const tablet = times.map((ms) => ms * slowdown);
const capped = tablet.filter((ms) => ms > CAP_MS).length;
const tabletTotal = tablet.reduce((s, ms) => s + Math.min(ms, CAP_MS), 0);
const fmt = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(`review of ${moves.length} moves (${actions.length} actions, 2 players, base tiles) at Hard:`);
console.log(`  this machine: ${fmt(total)} (mean ${(total / moves.length).toFixed(0)} ms, longest ${Math.max(...times).toFixed(0)} ms a move)`);
console.log(`  mid tablet (×${slowdown}): ${fmt(tabletTotal)}${capped ? ` (${capped} move${capped === 1 ? '' : 's'} at the ${CAP_MS / 1000} s cap)` : ''} — the aim is within 60 s`);
console.log(`  the largest loss: ${biggest.loss.toFixed(1)} points, move ${biggest.move + 1} of those reviewed`);

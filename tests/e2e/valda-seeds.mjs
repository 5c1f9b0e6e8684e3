// Finds seeds for the whole-game test of tests/e2e/valda-play.test.mjs: plays 3-player games
// with the test's policy (valda-lib.mjs) on the shipped engine module and prints the seeds
// whose game builds a temple and a mine, has an attack that is defended and one that hits,
// and a god weapon played in another player's turn. Needs a release build (dist/engine/):
//   node tests/e2e/valda-seeds.mjs [first seed] [how many]
import { readFile } from 'node:fs/promises';
import { choose } from './valda-lib.mjs';

const dist = new URL('../../dist/engine/', import.meta.url);
const engine = await import(new URL('skald.js', dist));
await engine.default({ module_or_path: await readFile(new URL('skald_bg.wasm', dist)) });

/** Plays one game with the policy; what it showed, and how many actions it took. */
export function play(seed, players = 3) {
  const g = new engine.ValdaGame({ players }, seed);
  let steps = 0;
  while (g.toMove() !== undefined && g.toMove() !== null && steps < 5000) {
    g.apply(choose(g.legalActions(), steps));
    steps++;
  }
  const log = g.view('spectator').table.log;
  const has = (k, f = () => true) => log.some((e) => typeof e === 'object' && k in e && f(e[k]));
  let active = 0;
  let reaction = false;
  for (const e of log) {
    if (e.turn) active = e.turn.player;
    if (e.weapon && e.weapon.player !== active) reaction = true;
  }
  return {
    steps,
    over: g.toMove() == null,
    temple: has('built', (b) => typeof b.building === 'object'),
    mine: has('built', (b) => b.building === 'mine'),
    defended: has('outcome', (o) => !o.hit && o.defence != null),
    hit: has('outcome', (o) => o.hit),
    reaction,
  };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const first = Number(process.argv[2] ?? 1);
  const count = Number(process.argv[3] ?? 50);
  for (let seed = first; seed < first + count; seed++) {
    const r = play(seed);
    const all = r.over && r.temple && r.mine && r.defended && r.hit && r.reaction;
    if (all) console.log(`seed ${seed}: ${r.steps} actions`, JSON.stringify(r));
  }
}

// Writes tests/e2e/voluspa-blunder.json, the prepared game of the review's end-to-end test
// (review.test.mjs): a finished 2-player game of Völuspá (base tiles), Astrid (a person)
// against Bjørn (a computer seat), both taking the most points every placement — except
// once, when Astrid could score at least 8 points and places a tile that scores none. The
// file names that move (`blunder`: its index among the game's actions).
//   node tests/e2e/voluspa-blunder.mjs [path to skald.js of the engine module]
import { readFile, writeFile } from 'node:fs/promises';

const js = new URL(process.argv[2] ?? '../../dist/engine/skald.js', import.meta.url);
const engine = await import(js);
await engine.default({ module_or_path: await readFile(new URL('skald_bg.wasm', js)) });

const config = { players: 2, tiles: 'base', no_late_hel: false };
const seed = 29;
const g = new engine.VoluspaGame(config, seed);
const actions = [];
let blunder = null;
while (!g.isOver()) {
  const me = g.toMove();
  const legal = g.legalActions();
  const points = legal.map((a) => (a.type === 'place' ? (g.preview(a)?.points ?? 0) : 0));
  const best = Math.max(...points);
  let i = points.indexOf(best);
  if (me === 0 && blunder === null && actions.length >= 8 && best >= 8) {
    const zero = points.findIndex((p, j) => p === 0 && legal[j].type === 'place');
    if (zero >= 0) {
      i = zero;
      blunder = actions.length;
    }
  }
  actions.push(legal[i]);
  g.apply(legal[i]);
}
if (blunder === null) throw new Error('no blunder placed: try another seed');
const save = {
  format: 'skald-save',
  version: 1,
  game: 'voluspa',
  engine: 'fixture',
  meta: { seats: [{ name: 'Astrid', color: 0 }, { name: 'Bjørn', color: 1, computer: 'normal' }] },
  replay: { game: 'voluspa', config, seed, actions },
  blunder,
};
await writeFile(new URL('voluspa-blunder.json', import.meta.url), JSON.stringify(save) + '\n');
console.log(`voluspa-blunder.json: ${actions.length} actions, the blunder is action ${blunder}`);

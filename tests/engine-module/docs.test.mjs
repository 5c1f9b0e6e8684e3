// The engine-module example of docs/embedding.md runs against the shipped module: the code
// block after the "tested" marker is run as written, except that its import address is
// the build's own engine/ and init() is given the wasm's bytes (Node has no fetch of file:
// addresses). Its result is checked.
//   node --test tests/engine-module/   (after a release build)
import assert from 'node:assert/strict';
import { readFile, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const ROOT = new URL('../../', import.meta.url);

/** Runs the `n`th tested block of docs/embedding.md and gives what it logged. */
async function run(n) {
  const doc = await readFile(new URL('docs/embedding.md', ROOT), 'utf8');
  const m = [...doc.matchAll(/<!-- tested:[^\n]*-->\n```js\n([\s\S]*?)```/g)][n];
  assert.ok(m, `docs/embedding.md has a tested js block ${n + 1}`);
  const engine = new URL('dist/engine/', ROOT);
  let code = m[1].replace(/'https:\/\/example\.org\/skald\/engine\/skald\.js'/, JSON.stringify(new URL('skald.js', engine).href));
  assert.notEqual(code, m[1], 'the example imports the engine from the build');
  code = code.replace('await init();', `await init({ module_or_path: await (await import('node:fs/promises')).readFile(${JSON.stringify(new URL('skald_bg.wasm', engine).pathname)}) });`);
  code = code.replace(/console\.log\(([^;]*)\);/, 'globalThis.__answer = [$1];');
  const dir = await mkdtemp(join(tmpdir(), 'skald-doc-'));
  const file = join(dir, `example-${n}.mjs`);
  await writeFile(file, code);
  await import(file);
  return globalThis.__answer;
}

test('the engine example of docs/embedding.md runs and answers', async () => {
  const [legal, best, blocked, check] = await run(0);
  assert.equal(legal, 8);
  assert.equal(best, 5);
  assert.equal(blocked, 3);
  assert.deepEqual(check, { legal: true, value: 77 });
});

test('the Valda example of docs/embedding.md plays the §9 attack', async () => {
  const [swords, asked, doubled, shields, hit, followers] = await run(1);
  assert.equal(swords, 3);
  assert.deepEqual(asked, { window: 'attack_declared' });
  assert.equal(doubled, 6);
  assert.equal(shields, 4);
  assert.equal(hit, true);
  // A hit of Ambush costs a follower, but the safe zone of 5 holds Astrid there.
  assert.deepEqual(followers, [5, 0]);
});

test('the analysis example of docs/embedding.md asks what the Shield Wall would lose', async () => {
  const [moves, action, value, played, loss, points] = await run(2);
  assert.equal(moves.length, 2);
  assert.ok(moves.some((m) => m.defend !== undefined) && moves.includes('no_defence'));
  assert.ok(moves.some((m) => JSON.stringify(m) === JSON.stringify(action)), 'the computer\'s choice is a legal move');
  assert.equal(points, false, 'win chances in Valda');
  assert.ok(value >= 0 && value <= 1 && played >= 0 && played <= 1, `${value}, ${played}`);
  assert.ok(Math.abs(loss - Math.max(0, value - played)) < 1e-9, 'the loss is the figures\' difference');
  if (action.defend !== undefined) assert.equal(loss, 0, 'the choice loses nothing against itself');
});

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

test('the engine example of docs/embedding.md runs and answers', async () => {
  const doc = await readFile(new URL('docs/embedding.md', ROOT), 'utf8');
  const m = /<!-- tested:[^\n]*-->\n```js\n([\s\S]*?)```/.exec(doc);
  assert.ok(m, 'docs/embedding.md has a tested js block');
  const engine = new URL('dist/engine/', ROOT);
  let code = m[1].replace(/'https:\/\/example\.org\/skald\/engine\/skald\.js'/, JSON.stringify(new URL('skald.js', engine).href));
  assert.notEqual(code, m[1], 'the example imports the engine from the build');
  code = code.replace('await init();', `await init({ module_or_path: await (await import('node:fs/promises')).readFile(${JSON.stringify(new URL('skald_bg.wasm', engine).pathname)}) });`);
  code = code.replace(/console\.log\(([^;]*)\);/, 'globalThis.__answer = [$1];');
  const dir = await mkdtemp(join(tmpdir(), 'skald-doc-'));
  const file = join(dir, 'example.mjs');
  await writeFile(file, code);
  await import(file);
  const [legal, best, blocked, check] = globalThis.__answer;
  assert.equal(legal, 8);
  assert.equal(best, 5);
  assert.equal(blocked, 3);
  assert.deepEqual(check, { legal: true, value: 77 });
});

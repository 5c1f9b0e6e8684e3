// The computer never hangs (issue #27): the search worker is replaced by stand-ins that fail,
// and the game must go on. The test server rewrites the worker script (static/ai-worker.js)
// so that, in a worker only, something runs before the real script's own listener:
// - silent: every question is swallowed (a hung worker): after its deadline the app starts a
//   new worker, asks again, and then searches on the page's own thread, in slices;
// - dies once: the page's first worker throws on its first question: the app starts a new
//   worker, which answers;
// - always dies: every worker throws: the page searches by itself.
// In the page the script runs as it is (the app's own search there uses it). Each game is
// Odin with two computers (Easy), so it plays by itself; the app's counts on `window` say
// which way each move came, and the page's fetches that it searched with Odin's worker engine
// (computer/odin_bg.wasm, issue #28), never the all-games engine module.
// Runs alone, not beside another e2e file (scripts/test.sh): its stand-in workers are replaced after deadlines measured in wall-clock time.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { guard, launch, serve, watchFrames } from './helpers.mjs';
import * as odin from './odin-lib.mjs';

/** The worker script with `code` run first, in a worker only. */
const standIn = (code) => (path, body) =>
  path === 'ai-worker.js'
    ? Buffer.from(`if (typeof window === 'undefined') { ${code} }\n${body}`)
    : undefined;

const SILENT = `self.addEventListener('message', (e) => e.stopImmediatePropagation());`;
const dies = (when) =>
  `self.addEventListener('message', (e) => { if (${when}) { e.stopImmediatePropagation(); throw new Error('the stand-in worker dies'); } });`;


/** Plays an all-computer Odin game on `server` until `moves` actions, and returns the app's
 * counts. */
async function playOn(browser, server, moves) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 820, height: 1180 } });
  const g = guard(context);
  const page = await context.newPage();
  await page.addInitScript(watchFrames);
  const t0 = Date.now();
  await odin.startGame(page, server.url, 'players=2&computers=easy,easy&seed=3&pace=fast');
  await page.waitForFunction(
    (n) => Number(document.querySelector('.oplay')?.dataset.actions) >= n || document.querySelector('.computer-error'),
    moves,
    { timeout: 90_000, polling: 250 },
  );
  const seconds = (Date.now() - t0) / 1000;
  assert.equal(await page.locator('.computer-error').count(), 0, 'no error: the computer moved');
  const counts = await page.evaluate(() => {
    const frames = (window.__frames ?? []).filter(([, s]) => s).map(([dt]) => dt).sort((a, b) => a - b);
    return {
      actions: Number(document.querySelector('.oplay').dataset.actions),
      workerFailures: window.skaldComputerWorkerFailures ?? 0,
      searchesHere: window.skaldComputerSearchesHere ?? 0,
      workerAnswers: (window.skaldComputerTimes ?? []).length,
      frames: frames.length,
      frameP50: frames[Math.floor(frames.length / 2)] ?? 0,
      frameMax: frames[frames.length - 1] ?? 0,
      // What the page itself fetched of the engines (the workers' fetches are their own), each
      // once, without the content hash of its name: the loader fetches the game's worker
      // engine ahead for the worker (skaldPrefetchComputer), and a page that searches by
      // itself loads it from there.
      engines: [...new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname.replace(/^.*\/(?=(engine|computer)\/)/, '').replace(/-[0-9a-f]{16}(?=[._])/, ''))
        .filter((p) => /^(engine|computer)\//.test(p)))].sort(),
    };
  });
  g.check();
  await context.close();
  return { ...counts, seconds };
}

describe('the computer when its worker fails', () => {
  let browser;
  const servers = {};
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    for (const s of Object.values(servers)) await s.close();
  });

  test('a worker that never answers: a new one is asked, then the page searches by itself', async () => {
    servers.silent = await serve({ transform: standIn(SILENT) });
    const r = await playOn(browser, servers.silent, 6);
    console.log(`silent worker: ${JSON.stringify(r)}`);
    assert.ok(r.actions >= 6, 'the game went on');
    assert.equal(r.workerFailures, 2, 'the worker was replaced once, then given up');
    assert.ok(r.searchesHere >= 1, 'the page searched by itself');
    assert.deepEqual(r.engines, ['computer/odin.js', 'computer/odin_bg.wasm'], "with Odin's worker engine alone");
    assert.ok(r.workerAnswers >= 1, 'the answers were recorded');
  });

  test('a worker that dies on its first question: a new worker answers', async () => {
    servers.diesOnce = await serve({ transform: standIn(dies(`self.name === 'skald-computer-1'`)) });
    const r = await playOn(browser, servers.diesOnce, 6);
    console.log(`worker dying once: ${JSON.stringify(r)}`);
    assert.ok(r.actions >= 6, 'the game went on');
    assert.equal(r.workerFailures, 1, 'one worker died');
    assert.equal(r.searchesHere, 0, 'the new worker answered every question');
    assert.deepEqual(r.engines, ['computer/odin.js', 'computer/odin_bg.wasm'], "the page fetched Odin's worker engine alone, for the worker");
  });

  test('every worker dies: the page searches by itself', async () => {
    servers.dies = await serve({ transform: standIn(dies('true')) });
    const r = await playOn(browser, servers.dies, 6);
    console.log(`every worker dying: ${JSON.stringify(r)}`);
    assert.ok(r.actions >= 6, 'the game went on');
    assert.equal(r.workerFailures, 2, 'two workers died, then none was started');
    assert.ok(r.searchesHere >= 1, 'the page searched by itself');
    assert.deepEqual(r.engines, ['computer/odin.js', 'computer/odin_bg.wasm'], "with Odin's worker engine alone");
  });
});

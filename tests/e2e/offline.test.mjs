// Offline and updates: the service worker precaches the build (a computer's move included);
// a new build replaces it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  TIMEOUT, guard, launch, serve, waitForHome, waitForServiceWorker,
} from './helpers.mjs';

describe('offline', { timeout: 5 * TIMEOUT }, () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });

  test('after one visit the app loads and navigates with the network off', async () => {
    const server = await serve();
    const context = await browser.newContext();
    const watch = guard(context);
    try {
      const page = await context.newPage();
      await page.goto(server.url);
      await waitForHome(page);
      await waitForServiceWorker(page);

      await context.setOffline(true);
      await page.reload();
      assert.deepEqual(await waitForHome(page), ['Völuspá', 'Odin', 'Valda']);
      await page.locator('.game-card[data-game="odin"] a').click();
      await page.locator('#game-title', { hasText: 'Odin' }).waitFor({ timeout: TIMEOUT });

      // A fresh tab, offline, on a deep link.
      const second = await context.newPage();
      await second.goto(server.url + '#/valda');
      await second.locator('#game-title', { hasText: 'Valda' }).waitFor({ timeout: TIMEOUT });
      // The bundled fonts came from the cache too.
      assert.ok(await second.evaluate(async () => {
        await document.fonts.ready;
        return document.fonts.check('600 20px Cinzel', 'Valda');
      }));

      // A computer moves offline: the search worker and Odin's worker engine (computer/) come
      // from the cache too. Seed 1 has the computer's seat move first (scripts/bench-load.mjs).
      const third = await context.newPage();
      await third.goto(server.url + '#/odin/new?players=2&computers=,easy&target=one-hand&seed=1&pace=fast&start=1');
      await third.waitForFunction(
        () => Number(document.querySelector('.oplay')?.dataset.actions) >= 1 || document.querySelector('.computer-error'),
        null,
        { timeout: TIMEOUT },
      );
      assert.equal(await third.locator('.computer-error').count(), 0, 'the computer moved offline');
      watch.check();
    } finally {
      await context.close();
      await server.close();
    }
  });

  test("an embed's frame does not register the service worker (a rules page's reader downloads one game, not all)", async () => {
    const server = await serve();
    const context = await browser.newContext();
    const watch = guard(context);
    const asked = [];
    context.on('request', (r) => asked.push(new URL(r.url()).pathname));
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}#/embed/odin?middle=5R%205B&hand=7R%207B%203G`);
      await page.locator('.embed').first().waitFor({ timeout: TIMEOUT });
      await page.evaluate(() => new Promise((done) => (document.readyState === 'complete' ? done() : addEventListener('load', done, { once: true }))));
      // Longer than the app waits for an idle moment before it registers the worker.
      await page.waitForTimeout(6000);
      assert.deepEqual(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
      assert.ok(!asked.some((p) => p.endsWith('/sw.js')), `sw.js was requested: ${asked.join(' ')}`);
      // The app's own page still registers it (the check above is not vacuous).
      await page.goto(server.url);
      await waitForHome(page);
      await waitForServiceWorker(page);
      watch.check();
    } finally {
      await context.close();
      await server.close();
    }
  });

  test('a new build replaces the old cache and the page moves to it', async () => {
    // Simulate a new build by changing the version inside sw.js as served.
    let build = 'first';
    const server = await serve({
      transform: (path, body) =>
        path === 'sw.js'
          ? Buffer.from(body.toString().replace(/const VERSION = "([^"]*)"/, `const VERSION = "$1-${build}"`))
          : undefined,
    });
    const context = await browser.newContext();
    const watch = guard(context);
    try {
      const page = await context.newPage();
      await page.goto(server.url);
      await waitForHome(page);
      await waitForServiceWorker(page);
      const before = await page.evaluate(() => caches.keys());
      assert.equal(before.length, 1, before.join());
      assert.ok(before[0].endsWith('-first'), before[0]);

      build = 'second';
      const reloaded = page.waitForEvent('load', { timeout: TIMEOUT });
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration.update();
      });
      // The new worker takes over, and the page reloads itself onto the new build.
      await reloaded;
      await waitForHome(page);
      const afterKeys = await page.evaluate(() => caches.keys());
      assert.equal(afterKeys.length, 1, `only the new cache is left: ${afterKeys.join()}`);
      assert.ok(afterKeys[0].endsWith('-second'), afterKeys[0]);
      watch.check();
    } finally {
      await context.close();
      await server.close();
    }
  });
});

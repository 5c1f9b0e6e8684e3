// The build works from a sub-path of a static host, e.g. a rules page under /games/skald/.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  TIMEOUT, guard, launch, serve, waitForHome, waitForServiceWorker,
} from './helpers.mjs';

const PREFIX = '/games/skald/';

describe('served under a sub-path', { timeout: 5 * TIMEOUT }, () => {
  let browser, server;
  before(async () => {
    browser = await launch();
    server = await serve({ prefix: PREFIX });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test(`app, routes and offline support work under ${PREFIX}`, async () => {
    const context = await browser.newContext();
    // Nothing may be fetched from outside the app's folder.
    const watch = guard(context, { allowedPathPrefix: PREFIX });
    try {
      const page = await context.newPage();
      await page.goto(server.url);
      assert.deepEqual(await waitForHome(page), ['Völuspá', 'Odin', 'Valda']);

      await page.locator('.game-card[data-game="voluspa"] a').click();
      await page.waitForURL(`**${PREFIX}#/voluspa`);
      await page.locator('#game-title', { hasText: 'Völuspá' }).waitFor({ timeout: TIMEOUT });

      await waitForServiceWorker(page);
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope);
      assert.equal(new URL(scope).pathname, PREFIX);

      await context.setOffline(true);
      await page.reload();
      await page.locator('#game-title', { hasText: 'Völuspá' }).waitFor({ timeout: TIMEOUT });
      await page.getByRole('link', { name: 'Back to all games' }).click();
      await waitForHome(page);
      watch.check();
    } finally {
      await context.close();
    }
  });
});

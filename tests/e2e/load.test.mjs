// Code per game (docs/architecture.md): the home page downloads only the shell's build, a
// game only its own, and opening a game from the home page switches builds in place. Also
// reports the time from navigation to an interactive home page and to an interactive
// Völuspá board (performance marks of the release build, served locally, cold cache): the
// figures are printed, not asserted (speed goals live in benchmarks).
// Runs alone, not beside another e2e file (scripts/test.sh): it prints load times, which another browser beside it would skew.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { guard, TIMEOUT, waitForHome, withBrowser } from './helpers.mjs';

/** The app builds a page asked for, by name: home, voluspa, odin. */
function builds(page) {
  const seen = new Set();
  page.on('request', (r) => {
    const m = /\/skald-(app|voluspa|odin)-[0-9a-f]+(?:\.js|_bg\.wasm)$/.exec(new URL(r.url()).pathname);
    if (m) seen.add(m[1] === 'app' ? 'home' : m[1]);
  });
  return seen;
}

async function markTime(page, name) {
  await page.waitForFunction((n) => performance.getEntriesByName(n).length > 0, name, { timeout: TIMEOUT });
  return page.evaluate((n) => Math.round(performance.getEntriesByName(n)[0].startTime), name);
}

describe('loading only the game you open', { timeout: 4 * TIMEOUT }, () => {
  const ctx = {};
  withBrowser((browser, server) => Object.assign(ctx, { browser, server }));

  test('the home page loads the shell alone', async (t) => {
    const context = await ctx.browser.newContext({ serviceWorkers: 'block' });
    const g = guard(context);
    const page = await context.newPage();
    const seen = builds(page);
    await page.goto(ctx.server.url);
    const ms = await markTime(page, 'skald:interactive');
    await page.locator('.game-card').first().waitFor();
    assert.deepEqual([...seen], ['home']);
    t.diagnostic(`home page interactive ${ms} ms after navigation`);
    // Opening Völuspá from the home page switches to its build in place.
    await page.locator('a[href="#/voluspa"]').first().click();
    await page.locator('[data-game="voluspa"], .vol-start').first().waitFor({ timeout: TIMEOUT });
    assert.deepEqual([...seen].sort(), ['home', 'voluspa']);
    assert.equal(await page.locator('.site-header').count(), 1, 'one app on the page');
    // Back home and on to Odin: the home page is the shell's (Völuspá's build hands `#/`
    // back to it, already downloaded); Odin needs its own build.
    await page.goto(`${ctx.server.url}#/`);
    await waitForHome(page);
    assert.deepEqual([...seen].sort(), ['home', 'voluspa'], 'nothing downloaded again for the home page');
    await page.locator('a[href="#/odin"]').first().click();
    await page.locator('[data-game="odin"]').first().waitFor({ timeout: TIMEOUT });
    assert.ok(seen.has('odin'));
    assert.equal(await page.locator('.site-header').count(), 1, 'one app on the page');
    await g.check();
    await context.close();
  });

  test('a Völuspá game opened by its link loads Völuspá alone', async (t) => {
    const context = await ctx.browser.newContext({ serviceWorkers: 'block' });
    const g = guard(context);
    const page = await context.newPage();
    const seen = builds(page);
    await page.goto(`${ctx.server.url}#/voluspa/new?players=2&seed=7&start=1`);
    const ms = await markTime(page, 'voluspa:board-ready');
    assert.deepEqual([...seen], ['voluspa']);
    assert.ok((await page.locator('.vol-play').count()) === 1);
    t.diagnostic(`Völuspá board interactive ${ms} ms after navigation`);
    await g.check();
    await context.close();
  });
});

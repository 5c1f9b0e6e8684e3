// One language per load (issue #28): a build carries no words; the page downloads the words
// of the language in use beside the wasm (words/<file>.<lang>-<hash>.txt) and another
// language's only when the player switches to it. Asserted on the requests the page makes:
// an English visit fetches no German, a German one (lang=de) no English; switching in the
// middle of a game fetches German then, keeps the game and speaks German; words that do
// not arrive or do not read leave the app in English; offline, both languages work.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  guard, openPage, TIMEOUT, VIEWPORTS, waitForHome, waitForServiceWorker, withBrowser,
} from './helpers.mjs';
import { actions, playStep, startGame } from './voluspa-lib.mjs';

/** The words files a page requests, as `<file>.<lang>` (`shell.en`, `voluspa.de`), in order. */
function wordsRequests(page) {
  const seen = [];
  page.on('request', (r) => {
    const m = /\/words\/([a-z_]+)\.([a-z]+)-[0-9a-f]+\.txt$/.exec(new URL(r.url()).pathname);
    if (m) seen.push(`${m[1]}.${m[2]}`);
  });
  return seen;
}

/** When the page requested its build's wasm and its words: the words must not wait for the wasm. */
function timings(page) {
  const at = {};
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/_bg\.wasm$/.test(path) && !path.includes('/engine/')) at.wasm ??= Date.now();
    if (/\/words\//.test(path)) at.words ??= Date.now();
  });
  page.on('requestfinished', (r) => {
    if (/_bg\.wasm$/.test(new URL(r.url()).pathname)) at.wasmDone ??= Date.now();
  });
  return at;
}

describe('one language per load', { timeout: 8 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  test('an English visit fetches English words only, beside the wasm', async () => {
    const { context, page, watch } = await openPage(browser, { locale: 'en-US', viewport: VIEWPORTS.tablet });
    const seen = wordsRequests(page);
    const at = timings(page);
    await startGame(page, server.url, 'players=2&seed=7');
    assert.deepEqual([...seen].sort(), ['shell.en', 'voluspa.en']);
    // Requested with the wasm, not after it arrived (no extra round trip).
    assert.ok(at.words <= at.wasmDone, `words requested ${at.words - at.wasm} ms after the wasm, which arrived after ${at.wasmDone - at.wasm} ms`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    // Going home and to Odin: that build's own words, still in English, the shell's from before.
    await page.goto(`${server.url}#/`);
    await page.locator('.game-card[data-game="odin"] a').click();
    await page.locator('#game-title', { hasText: 'Odin' }).waitFor({ timeout: TIMEOUT });
    assert.deepEqual([...seen].sort(), ['odin.en', 'shell.en', 'voluspa.en']);
    watch.check();
    await context.close();
  });

  test('a German first load (lang=de) fetches German words only', async () => {
    const { context, page, watch } = await openPage(browser, { locale: 'en-US', viewport: VIEWPORTS.tablet });
    const seen = wordsRequests(page);
    await page.goto(`${server.url}?lang=de#/valda`);
    await page.locator('#game-title', { hasText: 'Valda' }).waitFor({ timeout: TIMEOUT });
    await page.locator('a[href="#/valda/rules"]', { hasText: 'Regeln' }).first().waitFor({ timeout: TIMEOUT });
    // The rules help's words come with the build of Valda's reading routes, not the play build.
    assert.deepEqual([...seen].sort(), ['shell.de', 'valda.de', 'valda_cards.de']);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
    watch.check();
    await context.close();
  });

  test('switching to German mid-game fetches German then, keeps the game and speaks German', async () => {
    const { context, page, watch } = await openPage(browser, { locale: 'en-US', viewport: VIEWPORTS.tablet });
    const seen = wordsRequests(page);
    await startGame(page, server.url, 'players=2&names=Astrid,Bj%C3%B8rn&seed=11');
    await playStep(page);
    const played = await actions(page);
    assert.ok(played > 0);
    assert.ok(!seen.some((w) => w.endsWith('.de')), seen.join());
    await page.locator('[data-testid=lang-switch]').selectOption('de');
    await page.locator('#handoff-title', { hasText: 'Weitergeben an' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await actions(page), played, 'the same game');
    assert.deepEqual(seen.filter((w) => w.endsWith('.de')).sort(), ['shell.de', 'voluspa.de']);
    // Back to English and to German again: nothing fetched twice.
    await page.locator('[data-testid=lang-switch]').selectOption('en');
    await page.locator('#handoff-title', { hasText: 'Pass to' }).waitFor({ timeout: TIMEOUT });
    await page.locator('[data-testid=lang-switch]').selectOption('de');
    await page.locator('#handoff-title', { hasText: 'Weitergeben an' }).waitFor({ timeout: TIMEOUT });
    assert.equal(seen.length, 4, seen.join());
    assert.equal(await actions(page), played);
    watch.check();
    await context.close();
  });

  test('German words that do not arrive or do not read leave the app in English', async () => {
    for (const [what, answer] of [
      ['missing', (route) => route.fulfill({ status: 404, body: 'not here' })],
      ['not words', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'skald-words 1 shell de 1 0\n{oops\n' })],
    ]) {
      const { context, page, watch } = await openPage(browser, { locale: 'de-DE' });
      await page.route(/\/words\/shell\.de-[0-9a-f]+\.txt$/, answer);
      const warnings = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      await page.goto(server.url);
      await waitForHome(page);
      assert.equal(await page.locator('#home-title').textContent(), 'Norse games for one table', what);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', what);
      assert.ok(warnings.some((w) => w.includes('words')), `${what}: ${warnings.join(' | ')}`);
      // The switch cannot speak German either: it stays on English, and the app keeps running.
      await page.locator('[data-testid=lang-switch]').selectOption('de');
      await page.waitForFunction(() => document.querySelector('[data-testid=lang-switch]').value === 'en', null, { timeout: TIMEOUT });
      assert.equal(await page.locator('#home-title').textContent(), 'Norse games for one table', what);
      // Chromium reports the refused file itself as a console error: that one is expected.
      const expected = (p) => /^console error: Failed to load resource: .* 404 .*\/words\/shell\.de-/.test(p);
      watch.problems.splice(0, Infinity, ...watch.problems.filter((p) => !expected(p)));
      watch.check();
      await context.close();
    }
  });

  test('offline after one visit, both languages work', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const watch = guard(context);
    const page = await context.newPage();
    await page.goto(server.url);
    await waitForHome(page);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await waitForHome(page);
    await page.locator('[data-testid=lang-switch]').selectOption('de');
    await page.locator('#home-title', { hasText: 'Nordische Spiele für einen Tisch' }).waitFor({ timeout: TIMEOUT });
    await page.locator('.game-card[data-game="odin"] a').click();
    await page.locator('#game-title', { hasText: 'Odin' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
    watch.check();
    await context.close();
  });
});

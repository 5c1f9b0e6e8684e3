// Valda's reading routes are a build of their own (issue #28, scripts/builds.mjs: `valda-read`):
// a game link brings down Valda's play build alone; its rules help and replays load the
// reading build in place, and the way back loads the play build again, with the game in
// progress as it was (it is in its save slot). Asserted on the builds the page requests.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { openPage, TIMEOUT, withBrowser } from './helpers.mjs';
import { choose, legal, perform, reveal, SLOT, startGame } from './valda-lib.mjs';

/** The app builds a page requests, by name (`valda`, `valda-read`, `home`…), in order. */
function builds(page) {
  const seen = [];
  page.on('request', (r) => {
    const m = /\/skald-([a-z-]+?)-[0-9a-f]+(?:\.js|_bg\.wasm)$/.exec(new URL(r.url()).pathname);
    const name = m && (m[1] === 'app' ? 'home' : m[1]);
    if (name && !seen.includes(name)) seen.push(name);
  });
  return seen;
}

const finished = JSON.parse(readFileSync(new URL('./valda-finished.json', import.meta.url), 'utf8'));

describe("Valda's reading routes in a build of their own", { timeout: 6 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  async function open() {
    const opened = await openPage(browser, { viewport: { width: 820, height: 1180 } });
    return { ...opened, seen: builds(opened.page) };
  }

  test('from a game in progress to the rules and back: the same game, one app on the page', async () => {
    const { context, page, watch, seen } = await open();
    await startGame(page, server.url, 'players=2&seed=7');
    assert.deepEqual(seen, ['valda'], 'a new game link starts the play build alone');
    for (let n = 0; n < 3; n++) {
      await reveal(page);
      await perform(page, choose(await legal(page), n));
    }
    const actions = await page.locator('.vplay').getAttribute('data-actions');
    assert.ok(Number(actions) >= 3, `${actions} actions`);
    const saved = await page.evaluate((k) => localStorage.getItem(k), SLOT);
    assert.match(page.url(), /#\/valda\/play$/);

    // The rules, from the play screen's address: the reading build, in place.
    await page.evaluate(() => { location.hash = '#/valda/rules'; });
    await page.locator('[data-testid=valda-rules]').waitFor({ timeout: TIMEOUT });
    assert.deepEqual(seen, ['valda', 'valda-read']);
    assert.equal(await page.locator('.site-header').count(), 1, 'one app on the page');
    assert.ok((await page.locator('[data-testid=gallery-count]').textContent()).length > 0);

    // Back: the play build again, the same game.
    await page.goBack();
    await page.locator(`.vplay[data-actions="${actions}"]`).waitFor({ timeout: TIMEOUT });
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), SLOT), saved, 'the save is as it was');
    assert.equal(await page.locator('.site-header').count(), 1, 'one app on the page');
    // Forward to the rules and back again, the builds coming from the browser's cache.
    await page.goForward();
    await page.locator('[data-testid=valda-rules]').waitFor({ timeout: TIMEOUT });
    await page.goBack();
    await page.locator(`.vplay[data-actions="${actions}"]`).waitFor({ timeout: TIMEOUT });

    // From the start page: its rules button, then the way back, and Continue.
    await page.evaluate(() => { location.hash = '#/valda'; });
    await page.locator('[data-testid=rules]').click();
    await page.locator('[data-testid=valda-rules]').waitFor({ timeout: TIMEOUT });
    await page.goBack();
    await page.locator('[data-testid=continue]').click();
    await page.locator(`.vplay[data-actions="${actions}"]`).waitFor({ timeout: TIMEOUT });
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), SLOT), saved, 'the save is as it was');
    assert.deepEqual(seen, ['valda', 'valda-read'], 'each build downloaded once');
    watch.check();
    await context.close();
  });

  test('a replay opened directly loads the reading build alone; its way back, the play build', async () => {
    // The link of a finished game, as its replay offers it.
    const first = await open();
    await first.page.goto(`${server.url}#/valda/rules`);
    await first.page.locator('[data-testid=valda-rules]').waitFor({ timeout: TIMEOUT });
    assert.deepEqual(first.seen, ['valda-read'], 'the rules load the reading build alone');
    await first.page.evaluate(([k, v]) => localStorage.setItem(k, v), [SLOT, JSON.stringify(finished)]);
    await first.page.goto(`${server.url}#/valda/replay`);
    await first.page.locator('.replay .vreplay').waitFor({ timeout: TIMEOUT });
    const link = await first.page.locator('[data-testid=replay-link]').inputValue();
    assert.ok(link.startsWith(`${server.url}#/valda/replay?v=`), link);
    first.watch.check();
    await first.context.close();

    const { context, page, watch, seen } = await open();
    await page.goto(link);
    const steps = String(finished.replay.actions.length);
    await page.locator(`.replay[data-steps="${steps}"] .vreplay`).waitFor({ timeout: TIMEOUT });
    assert.deepEqual(seen, ['valda-read'], 'a replay link loads the reading build alone');
    await page.keyboard.press('End');
    await page.locator(`.replay[data-step="${steps}"]`).waitFor({ timeout: TIMEOUT });
    // Its way back is Valda's start page, in the play build (no game saved in this browser).
    await page.locator(`.replay a[href="#/valda"]`).click();
    await page.locator('[data-testid=new-game]').waitFor({ timeout: TIMEOUT });
    assert.deepEqual(seen, ['valda-read', 'valda']);
    assert.equal(await page.locator('[data-testid=continue]').count(), 0);
    assert.equal(await page.locator('.site-header').count(), 1, 'one app on the page');
    // Home is the shell's alone (not part of a game link's download): its build comes now.
    await page.evaluate(() => { location.hash = '#/'; });
    await page.locator('.game-card').nth(2).waitFor({ timeout: TIMEOUT });
    assert.deepEqual(seen, ['valda-read', 'valda', 'home']);
    assert.equal(await page.locator('.site-header').count(), 1, 'still one app on the page');
    watch.check();
    await context.close();
  });

  test('a whole game embedded loads the reading build, a position the embed build', async () => {
    const { context, page, watch, seen } = await open();
    const { g, m, v } = Object.fromEntries(new URLSearchParams('?' + (await replayQuery())));
    const value = encodeURIComponent(`v=${v}&g=${g}&m=${m}`);
    await page.goto(`${server.url}#/embed/valda?id=e1&replay=${value}`);
    await page.locator('.embed .replay').waitFor({ timeout: TIMEOUT });
    assert.deepEqual(seen, ['valda-read']);
    assert.equal(await page.locator('.site-header').count(), 0, 'drawn alone in the frame');
    watch.check();
    await context.close();
  });

  /** The query of the finished game's replay link (from its replay, in the reading build). */
  async function replayQuery() {
    const { context, page } = await open();
    await page.goto(`${server.url}#/valda/rules`);
    await page.locator('[data-testid=valda-rules]').waitFor({ timeout: TIMEOUT });
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SLOT, JSON.stringify(finished)]);
    await page.goto(`${server.url}#/valda/replay`);
    const link = await page.locator('[data-testid=replay-link]').inputValue();
    await context.close();
    return link.split('?')[1];
  }
});

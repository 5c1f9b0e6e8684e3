// Saved games outside the play screen (issue #26): the home page lists unfinished games — a game
// left mid-way is offered with its players and who is to move, "Continue" opens it where it was,
// an ended or damaged save is not offered (the game's own page explains a damaged one); a
// game's start page exports the saved game, and says once when the browser may clear it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPage, screenshotPath, TIMEOUT, waitForHome, withBrowser } from './helpers.mjs';
import { act, actions, HAND_797, reveal, startGame } from './odin-lib.mjs';

describe('unfinished games on the home page', { timeout: 4 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  test('a game left mid-way is listed, and Continue opens it where it was', async () => {
    const { context, page, watch } = await openPage(browser);
    await page.goto(server.url);
    await waitForHome(page);
    assert.equal(await page.locator('[data-testid=unfinished]').count(), 0, 'nothing to continue yet');

    await startGame(page, server.url, 'players=3&names=Astrid,Bjørn,Sigrún&target=15&seed=797');
    for (const a of HAND_797.slice(0, 2)) {
      await reveal(page);
      await act(page, a);
    }
    assert.equal(await actions(page), 2);
    const names = ['Astrid', 'Bjørn', 'Sigrún'];
    const next = names[Number(await page.locator('.oplay').getAttribute('data-to-move'))];

    await page.goto(server.url + '#/');
    await waitForHome(page);
    const row = page.locator('[data-testid=unfinished] li[data-game=odin]');
    await row.waitFor({ timeout: TIMEOUT });
    const text = await row.innerText();
    assert.match(text, /Continue Odin/);
    assert.ok(text.includes(`Astrid, Bjørn and Sigrún · 2 moves · ${next} to move`), text);
    assert.equal(await page.locator('[data-testid=unfinished] li').count(), 1, 'only the game that was played');
    await page.screenshot({ path: screenshotPath('home-unfinished') });

    await row.getByRole('link').click();
    await page.locator('.oplay[data-actions="2"]').waitFor({ timeout: TIMEOUT });

    // In German too.
    await page.goto(server.url + '?lang=de#/');
    const de = page.locator('[data-testid=unfinished] li[data-game=odin]');
    await de.waitFor({ timeout: TIMEOUT });
    const deText = await de.innerText();
    assert.match(deText, /Odin fortsetzen/);
    assert.ok(deText.includes(`Astrid, Bjørn und Sigrún · 2 Züge · ${next} ist am Zug`), deText);
    watch.check();
    await context.close();
  });

  test('ended, foreign and damaged saves are not offered, and names are never markup', async () => {
    const { context, page, watch } = await openPage(browser);
    await page.goto(server.url);
    await waitForHome(page);
    const save = (game, status, name = 'Astrid') =>
      JSON.stringify({
        format: 'skald-save', version: 1, game,
        meta: { seats: [{ name, color: 0 }, { name: 'Bjørn', color: 1 }] },
        replay: { config: {}, seed: 1, actions: [] },
        ...(status && { status }),
      });
    await page.evaluate(
      ([odin, valda, voluspa]) => {
        localStorage.setItem('skald.odin.game', odin);
        localStorage.setItem('skald.valda.game', valda);
        localStorage.setItem('skald.voluspa.game', voluspa);
      },
      [save('odin', { over: true, to_move: null }), 'not a save {', save('voluspa', { over: false, to_move: 0 }, '<img src=x onerror=alert(1)>')],
    );
    await page.reload();
    await waitForHome(page);
    const rows = page.locator('[data-testid=unfinished] li');
    await rows.first().waitFor({ timeout: TIMEOUT });
    assert.deepEqual(await rows.evaluateAll((els) => els.map((e) => e.dataset.game)), ['voluspa']);
    assert.equal(await page.locator('[data-testid=unfinished] img').count(), 0, 'a name is text, not markup');
    assert.match(await rows.first().innerText(), /<img src=x onerror=alert\(1\)> and Bjørn · 0 moves · <img/);
    watch.check();
    await context.close();
  });

  test('the start page exports the saved game, and says once that the browser may clear it', async () => {
    const { context, page, watch } = await openPage(browser, { acceptDownloads: true });
    // The browser will not promise to keep the site's storage (as Safari in a tab).
    await context.addInitScript(() => {
      Object.defineProperty(navigator.storage, 'persist', { value: () => Promise.resolve(false) });
    });
    await startGame(page, server.url, 'players=3&names=Astrid,Bjørn,Sigrún&target=15&seed=797');
    await reveal(page);
    await act(page, HAND_797[0]);
    await page.waitForFunction(() => localStorage.getItem('skald.storage') === 'may-clear', null, { timeout: TIMEOUT });

    await page.goto(server.url + '#/odin');
    const hint = page.locator('[data-testid=storage-hint]');
    await hint.waitFor({ timeout: TIMEOUT });
    assert.match(await hint.innerText(), /may clear saved games/);
    await page.screenshot({ path: screenshotPath('start-storage-hint') });
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=export-saved]').click()]);
    assert.equal(download.suggestedFilename(), 'odin.skald.json');
    const file = JSON.parse(await (await import('node:fs/promises')).readFile(await download.path(), 'utf8'));
    assert.equal(file.game, 'odin');
    assert.equal(file.replay.actions.length, 1);

    // Said once.
    await page.reload();
    await page.locator('[data-testid=continue]').waitFor({ timeout: TIMEOUT });
    assert.equal(await hint.count(), 0, 'the hint is not repeated');
    watch.check();
    await context.close();
  });
});

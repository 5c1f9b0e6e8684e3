// Hints in Völuspá (issue #29): in a game started with hints on, "What would the computer
// do?" answers with a legal move of the player to move, shown as that player's own choice
// would be (the tile chosen in the hand, its cell pinned with the points it scores), and
// "Place" then plays exactly that move; the log notes who asked. A game started without
// hints has no button. Touch at a phone's size too. Needs a release build (dist/, dist/engine/).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { openPage, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import { reveal, startGame, waitActions } from './voluspa-lib.mjs';

const dist = new URL('../../dist/engine/', import.meta.url);
const engine = await import(new URL('skald.js', dist));
await engine.default({ module_or_path: await readFile(new URL('skald_bg.wasm', dist)) });

describe('Völuspá hints', { timeout: 6 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  for (const [name, options] of [
    ['tablet, mouse', { viewport: { width: 820, height: 1180 } }],
    ['phone, touch', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ]) {
    test(`a hint pins a legal placement that Place then plays, and the log notes it (${name})`, async () => {
      const { context, page, watch } = await openPage(browser, options);
      await startGame(page, server.url, 'players=2&names=Sigrún,Hákon&seed=12&hints=1');
      await reveal(page);
      const game = engine.VoluspaGame.replay({ players: 2, tiles: 'base', no_late_hel: false }, 12, []);
      const tap = (l) => (options.hasTouch ? l.tap() : l.click());
      await tap(page.locator('[data-testid=hint]'));
      const reason = page.locator('[data-testid=hint-reason][data-action]');
      await reason.waitFor({ timeout: TIMEOUT });
      const action = JSON.parse(await reason.getAttribute('data-action'));
      assert.ok(
        game.legalActions().some((a) => JSON.stringify(a) === JSON.stringify(action)),
        `${JSON.stringify(action)} is legal`,
      );
      // At the start of a game every move is a placement; the reason gives its points.
      assert.equal(action.type, 'place');
      const points = game.preview(action)?.points;
      assert.match(await reason.innerText(), new RegExp(`\\b${points}\\b`));
      // The tile is chosen in the hand, as the player's own choice would be.
      assert.ok(await page.locator(`.hand-tile.selected[data-kind="${action.tile}"]`).count() > 0, 'the tile is chosen');
      await page.screenshot({ path: screenshotPath(`voluspa-hint-${options.hasTouch ? 'phone' : 'tablet'}`) });
      // The log says who asked.
      const asker = ['Sigrún', 'Hákon'][game.toMove()];
      await tap(page.locator('[data-testid=log-button]'));
      assert.equal(await page.locator('[data-testid=log-hints]').innerText(), `${asker} asked for a hint`);
      // Escape closes the log (a dialog) and keeps the suggested tile and cell.
      await page.keyboard.press('Escape');
      await page.locator('[data-testid=log-hints]').waitFor({ state: 'detached', timeout: TIMEOUT });
      // "Place" plays exactly the suggested move.
      await tap(page.locator('[data-testid=place]'));
      await waitActions(page, 1);
      const cell = `${action.at[0]},${action.at[1]}`;
      assert.equal(await page.locator(`.stack[data-cell="${cell}"]`).getAttribute('data-top'), action.tile);
      watch.check();
      await context.close();
    });
  }

  test('a game started without hints has no hint button', async () => {
    const { context, page, watch } = await openPage(browser, { viewport: { width: 820, height: 1180 } });
    await startGame(page, server.url, 'players=2&seed=12&hints=0');
    await reveal(page);
    await page.locator('[data-testid=prompt]').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('[data-testid=hint]').count(), 0);
    watch.check();
    await context.close();
  });
});

// Form controls are drawn by our CSS, not by the browser engine (issue #26): WebKit draws
// its own grey boxes and arrows when `appearance` is left alone. On every page with a form —
// home (the language switch), each game's new-game page, a Valda table — every button,
// input (but a range: it has no look of its own to fall back on), select and textarea computes
// `appearance: none` (and its -webkit- twin), a select
// shows our arrow, and a checkbox shows whether it is ticked by its own colours.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPage, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';

/** Controls whose computed appearance is not `none`, as `tag.class`. */
function drawnByEngine(page) {
  return page.evaluate(() => [...document.querySelectorAll('button, input:not([type=range]), select, textarea')]
    .filter((el) => {
      const s = getComputedStyle(el);
      return s.appearance !== 'none' || s.webkitAppearance !== 'none';
    })
    .map((el) => `${el.tagName.toLowerCase()}.${el.className}[${el.type ?? ''}]`));
}

describe('form controls drawn the same in every engine', { timeout: 10 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  const pages = [
    ['home', '#/', 'select[data-testid=lang-switch]'],
    ['voluspa-new', '#/voluspa/new', '[data-testid=tile-set]'],
    ['odin-new', '#/odin/new?players=2', '[data-testid=four-colours]'],
    ['valda-new', '#/valda/new', '[data-testid=privacy]'],
    ['valda-play', '#/valda/new?players=3&seed=3&start=1', '[data-testid=handoff]'],
  ];
  for (const [name, hash, ready] of pages) {
    test(`${name}: every control has appearance none`, async () => {
      const { context, page, watch } = await openPage(browser, { viewport: { width: 768, height: 1024 } });
      await page.goto(server.url + hash);
      await page.locator(ready).first().waitFor({ timeout: TIMEOUT });
      const controls = await page.locator('button, input, select, textarea').count();
      assert.ok(controls > 0, 'the page has controls');
      assert.deepEqual(await drawnByEngine(page), [], 'controls left to the engine');
      for (const select of await page.locator('select').all()) {
        const arrow = await select.evaluate((el) => getComputedStyle(el).backgroundImage);
        assert.match(arrow, /linear-gradient/, 'a select draws our arrow');
      }
      const boxes = page.locator('input[type=checkbox]');
      if (await boxes.count()) {
        // Ticked and not ticked look different by our own colours.
        const box = boxes.first();
        const look = () => box.evaluate((el) => getComputedStyle(el).backgroundColor);
        const before = await look();
        await box.click();
        assert.notEqual(await look(), before, 'a tick changes the box');
        await box.click();
        assert.equal(await look(), before);
        await page.screenshot({ path: screenshotPath(`controls-${name}`) });
      }
      await watch.check();
      await context.close();
    });
  }
});

// One guard against stale clicks at the table (issue #26): a finger that went down while the
// computer was to move, and comes up after its move put the person's controls back under it,
// presses nothing — the browser's click lands on a control that was not there when the
// finger went down. A fresh tap on the same control then works. Odin, one person against an
// Easy computer at the Fast pace, by touch (the DevTools protocol's touch events).
// Runs alone, not beside another e2e file (scripts/test.sh): it lifts a finger within a computer's move at the Fast pace.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPage, TIMEOUT, withBrowser } from './helpers.mjs';
import { playableCards, startGame } from './odin-lib.mjs';

/** The play screen's state a press could change: actions, sort order, chosen cards. */
function state(page) {
  return page.evaluate(() => ({
    actions: document.querySelector('.oplay').dataset.actions,
    sort: document.querySelector('[data-testid=sort]')?.dataset.sort ?? null,
    chosen: document.querySelectorAll('.hand-card.selected, .hand-card[aria-pressed=true]').length,
  }));
}

/** Whether the person (seat 0) is to move with their hand shown. */
const mine = (page) => page.evaluate(() => {
  const el = document.querySelector('.oplay');
  return !el.dataset.computer && el.dataset.toMove === '0' && el.dataset.revealed === 'true';
});

describe('stale clicks', { timeout: 10 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  test('Odin: a tap whose finger went down before the computer moved presses nothing', async (t) => {
    const { context, page, watch } = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const cdp = await context.newCDPSession(page);
    const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: p.x, y: p.y, id: 1 }] });
    await startGame(page, server.url, 'players=2&computers=,easy&target=one-hand&seed=236&pace=fast');
    let caught = 0;
    let tries = 0;
    for (; tries < 12 && caught < 2; tries++) {
      await page.waitForFunction(() => {
        const el = document.querySelector('.oplay');
        return document.querySelector('[data-testid=end]') || (!el.dataset.computer && el.dataset.toMove === '0' && el.dataset.revealed === 'true');
      }, null, { timeout: TIMEOUT });
      if (await page.locator('[data-testid=end]').count()) break;
      // Where "Sort" is while the person decides; it goes while the computer is to move.
      const box = await page.locator('[data-testid=sort]').boundingBox();
      const p = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const before = Number((await state(page)).actions);
      if (await page.locator('.take-card').count()) await page.locator('.take-card').first().tap();
      else if (await page.locator('[data-testid=pass]').count()) await page.locator('[data-testid=pass]').tap();
      else {
        await page.locator(`.hand-card[data-card="${(await playableCards(page))[0]}"]`).tap();
        await page.locator('[data-testid=play]:not([disabled])').tap();
      }
      await page.waitForFunction((b) => Number(document.querySelector('.oplay').dataset.actions) > b, before, { timeout: TIMEOUT });
      if (await mine(page)) continue; // still the person's turn: nothing changes under a finger
      // The finger goes down while the computer is to move; it comes up once the person's
      // controls are back (a quick tap, well under a long press), or after 400 ms.
      await touch('touchStart', p);
      const down = Date.now();
      while (Date.now() - down < 400 && !(await mine(page))) await page.waitForTimeout(15);
      const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.dataset.testid ?? null, p);
      const was = await state(page);
      await touch('touchEnd', p);
      await page.waitForTimeout(300);
      if (!(await mine(page)) || under !== 'sort') continue; // the computer was slower than a tap
      assert.deepEqual(await state(page), was, 'the stale tap on "Sort" changed nothing');
      caught++;
      // A fresh tap on the same control works.
      await touch('touchStart', p);
      await touch('touchEnd', p);
      await page.waitForFunction((s) => document.querySelector('[data-testid=sort]')?.dataset.sort !== s, was.sort, { timeout: TIMEOUT });
    }
    t.diagnostic(`${caught} stale taps caught in ${tries} turns`);
    assert.ok(caught >= 1, `a control appeared under a finger that was down (${caught} of ${tries} turns)`);
    watch.check();
    await context.close();
  });
});

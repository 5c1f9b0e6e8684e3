// Odin through the UI: a whole 3-player hand by taps and pointer drags on a fixed seed
// (multi-card plays, takes by tap and by drag, passes), a whole-hand lead ending the hand,
// hidden hands never in the DOM, illegal drops refused with the engine's reason, the sort
// toggle, and screenshots at three sizes.
//
// The seeds and action lists were found with a small Rust search over random playouts
// (skald::odin, 3 players): seed 236 gives a first hand with 2-, 3- and 4-card plays and two
// takes, ending when Astrid plays her last cards; seed 797 ends its first hand with Bjørn
// leading his whole hand (9B 3B 2B 1B).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { guard, screenshotPath, TIMEOUT, VIEWPORTS, withBrowser } from './helpers.mjs';
import {
  act, actions, attr, HAND_797, dragTo, grip, handCards, middleCentre, playableCards, reveal, startGame, tapCard,
  touchInput, waitActions,
} from './odin-lib.mjs';

const HAND_236 = [
  ['play 5O', 'drag'], ['play 8O', 'tap'], ['pass', 'tap'], ['play 8R 8B', 'tap'], ['pass', 'tap'],
  ['play 8Y 7Y 2Y', 'drag'], ['take 8R', 'tap'], ['play 8O 7O 3O 1O', 'drag'], ['take 7Y', 'drag'],
  ['pass', 'tap'], ['pass', 'tap'], ['play 8P', 'tap'], ['pass', 'tap'], ['play 6G 5G', 'drag'],
  ['play 7Y 6Y 5Y', 'tap'],
];

describe('Odin play', { timeout: 10 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  async function open(viewport = VIEWPORTS.tablet) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport });
    const watch = guard(context);
    const page = await context.newPage();
    return { context, page, watch };
  }

  test('a whole 3-player hand by drags and taps, hidden hands absent from the DOM', async () => {
    const { context, page, watch } = await open();
    await startGame(page, server.url, 'players=3&names=Astrid,Bjørn,Sigrún&target=one-hand&seed=236');
    assert.equal(await attr(page, 'data-phase'), 'lead');
    assert.equal(await attr(page, 'data-to-move'), '0');
    // The hand-off screen first: no card of any hand is rendered.
    await page.locator('[data-testid=handoff]').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('[data-card]').count(), 0);
    await reveal(page);
    assert.deepEqual(await handCards(page), ['8R', '8B', '8P', '7O', '6Y', '5O', '5Y', '3O', '1O']);
    // Leading: every card can be played alone.
    assert.equal((await playableCards(page)).length, 9);
    assert.match(await page.locator('[data-testid=requirement]').textContent(), /^Lead one card/);

    for (const [i, [action, how]] of HAND_236.entries()) {
      // Before Astrid's 2-card play: choosing 8R leaves only the cards that complete a legal set.
      if (i === 3) {
        await reveal(page);
        assert.match(await page.locator('[data-testid=requirement]').textContent(), /must be 1 or 2 cards above 8/);
        assert.equal((await playableCards(page)).length, 8, 'every card is part of some pair above 8');
        await tapCard(page, '8R');
        assert.deepEqual(await playableCards(page), ['8B', '8P', '8R']);
        assert.equal(await page.locator('[data-testid=play]').isDisabled(), true, '8R alone does not beat 8');
        await tapCard(page, '8R');
      }
      await act(page, action, how);
      // Only the hand of the player who acted (or nobody's) is in the DOM.
      const shown = await page.locator('.hand-card').count();
      if (shown) {
        const seat = await attr(page, 'data-to-move');
        const cards = await page.locator(`.oscore[data-seat="${seat}"]`).getAttribute('data-cards');
        assert.equal(shown, Number(cards));
      }
      if (action === 'play 8Y 7Y 2Y') {
        // Sigrún must take one card of 8R 8B.
        assert.equal(await attr(page, 'data-phase'), 'take');
        assert.deepEqual(await page.locator('.take-card').evaluateAll((els) => els.map((e) => e.dataset.card)), ['8R', '8B']);
        assert.equal(await page.locator('.omiddle').getAttribute('data-value'), '872');
        assert.match(await page.locator('[data-testid=requirement]').textContent(), /must be 3 or 4 cards above 872/);
      }
    }
    // One hand, so the game ends: Astrid went out with 0, Bjørn 9, Sigrún 6.
    await page.locator('[data-testid=end]').waitFor({ timeout: TIMEOUT });
    assert.equal(await attr(page, 'data-phase'), 'over');
    assert.match(await page.locator('#end-title').textContent(), /Astrid wins/);
    const ranking = await page.locator('.ranking li').evaluateAll((els) => els.map((e) => e.textContent));
    assert.deepEqual(ranking, ['1Astrid0 pt', '2Sigrún6 pt', '3Bjørn9 pt']);
    // The log has every play, pass and take.
    await page.locator('[data-testid=end] a', { hasText: 'New game' }).waitFor();
    const log = await page.evaluate(() => JSON.parse(localStorage.getItem('skald.odin.game')).replay.actions.length);
    assert.equal(log, HAND_236.length);
    await page.screenshot({ path: screenshotPath('odin-game-end-tablet') });
    watch.check();
    await context.close();
  });

  test('the hand-off says what the others did since the next player\'s last turn', async () => {
    const { context, page, watch } = await open(VIEWPORTS.phone);
    await startGame(page, server.url, 'players=3&names=Astrid,Bjørn,Sigrún&target=15&seed=797');
    const names = ['Astrid', 'Bjørn', 'Sigrún'];
    const since = page.locator('[data-testid=since] li');
    let checked = 0;
    for (const a of HAND_797.slice(0, 8)) {
      // A take follows its player's own play: no hand-off before it.
      if (!(await page.locator('[data-testid=handoff]').count())) {
        await act(page, a, 'tap');
        continue;
      }
      const next = names[Number(await attr(page, 'data-to-move'))];
      if ((await actions(page)) === 0) {
        assert.equal(await since.count(), 0, 'nothing happened before the first move');
      } else {
        const lines = await since.allTextContents();
        assert.ok(lines.length >= 1, `something happened since ${next}'s last turn`);
        // The first line is what came after the next player's own last move.
        assert.ok(!lines[0].startsWith(next), `${next}: ${lines.join(' | ')}`);
        assert.match(await page.locator('[data-testid=since] h2').innerText(), new RegExp(`Since ${next}'s last turn`));
        if (checked === 2) await page.screenshot({ path: screenshotPath('odin-since-phone') });
        checked++;
      }
      await act(page, a, 'tap');
    }
    assert.ok(checked >= 5, `the summary was checked at ${checked} hand-offs`);
    watch.check();
    await context.close();
  });

  test('a whole-hand lead ends the hand; the hand-end screen shows the points', async () => {
    const { context, page, watch } = await open(VIEWPORTS.phone);
    await startGame(page, server.url, 'players=3&names=Astrid,Bjørn,Sigrún&target=15&seed=797');
    for (const a of HAND_797) await act(page, a, 'tap');
    await reveal(page);
    assert.equal(await attr(page, 'data-phase'), 'lead');
    assert.deepEqual(await handCards(page), ['9B', '3B', '2B', '1B']);
    assert.match(await page.locator('[data-testid=prompt]').textContent(), /whole hand/);
    await page.screenshot({ path: screenshotPath('odin-whole-hand-phone') });
    await page.locator('[data-testid=play-whole]').click();
    await page.locator('[data-testid=hand-end]').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('[data-testid=hand-end]').getAttribute('data-ending'), 'whole_hand_lead');
    const points = await page.locator('.oscore-table tbody tr').evaluateAll((els) => els.map((e) => e.dataset.points));
    assert.deepEqual(points, ['8', '0', '6']);
    assert.equal(await page.locator('.hand-card').count(), 0, 'no hand behind the hand-end screen');
    await page.screenshot({ path: screenshotPath('odin-hand-end-phone') });
    await page.locator('[data-testid=next-hand]').click();
    // Hand 2 is led by the player after hand 1's first player (Sigrún, seat 2) → Astrid.
    await page.locator('[data-testid=handoff]').waitFor({ timeout: TIMEOUT });
    assert.equal(await attr(page, 'data-hand'), '2');
    assert.equal(await attr(page, 'data-to-move'), '0');
    assert.equal(await page.locator('.oscore[data-seat="1"]').getAttribute('data-total'), '0');
    assert.equal(await page.locator('.oscore[data-seat="0"]').getAttribute('data-total'), '8');
    watch.check();
    await context.close();
  });

  test('touch: drag a card to lead, tap to choose, drag a pair to the middle', async () => {
    const ctx = await browser.newContext({ serviceWorkers: 'block', viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
    const guardTouch = guard(ctx);
    const p = await ctx.newPage();
    await startGame(p, server.url, 'players=3&target=one-hand&seed=236');
    await reveal(p);
    const touch = await touchInput(ctx, p);
    const card = p.locator('.hand-card[data-card="5O"]');
    // On a phone the hand is a row that scrolls sideways: a card leaves sideways swipes to
    // the row and every other move to the drag.
    assert.equal(await card.evaluate((e) => getComputedStyle(e).touchAction), 'pan-x');
    await touch.drag(await grip(card), await middleCentre(p));
    await waitActions(p, 1);
    assert.equal(await p.locator('.omiddle').getAttribute('data-value'), '5');
    await act(p, 'play 8O');
    await act(p, 'pass');
    await reveal(p);
    await touch.tap(await grip(p.locator('.hand-card[data-card="8R"]')));
    await p.locator('.hand-card[data-card="8R"][data-selected=true]').waitFor({ timeout: TIMEOUT });
    await touch.drag(await grip(p.locator('.hand-card[data-card="8B"]')), await middleCentre(p));
    await waitActions(p, 4);
    assert.equal(await p.locator('.omiddle').getAttribute('data-value'), '88');
    assert.equal(await p.evaluate(() => window.scrollY), 0, 'the page did not scroll');
    // A swipe along the hand scrolls it and plays nothing.
    await reveal(p);
    const row = p.locator('.ohand');
    await row.evaluate((e) => { e.scrollLeft = 0; });
    const before = await actions(p);
    const box = await row.boundingBox();
    const y = box.y + box.height * 0.6;
    await touch.drag({ x: box.x + box.width - 20, y }, { x: box.x + 20, y }, 12);
    await p.waitForTimeout(400);
    assert.ok(await row.evaluate((e) => e.scrollLeft > 0 && e.scrollWidth > e.clientWidth), 'the hand scrolled sideways');
    assert.equal(await actions(p), before, 'a swipe plays nothing');
    assert.equal(await p.locator('.oghost').evaluate((e) => getComputedStyle(e).visibility), 'hidden', 'no card is being dragged');
    guardTouch.check();
    await ctx.close();
  });

  test('an illegal drop is refused with the reason; sort toggle; screenshots', async () => {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page, watch } = await open(viewport);
      await startGame(page, server.url, 'players=3&names=Astrid,Bjørn,Sigrún&target=one-hand&seed=236');
      await act(page, 'play 5O', 'tap');
      await act(page, 'play 8O', 'tap');
      await act(page, 'pass', 'tap');
      await reveal(page);
      // Astrid drags 7O alone onto 8O: refused, cards back in hand.
      const hand = await handCards(page);
      const from = await page.locator('.hand-card[data-card="7O"]').boundingBox();
      await dragTo(page, { x: from.x + 10, y: from.y + 30 }, await middleCentre(page));
      await page.locator('[data-testid=reason]').waitFor({ timeout: TIMEOUT });
      assert.equal(await page.locator('[data-testid=reason]').textContent(), 'Value 7 is not above 8');
      assert.equal(await actions(page), 3);
      assert.deepEqual(await handCards(page), hand);
      // Sort by colour, then back.
      await page.locator('[data-testid=sort]').click();
      await page.locator('[data-testid=sort][data-sort=colour]').waitFor();
      assert.deepEqual(await handCards(page), ['8R', '7O', '3O', '1O', '6Y', '5Y', '8B', '8P']);
      await tapCard(page, '8R');
      await tapCard(page, '8B');
      assert.match(await page.locator('[data-testid=selection-status]').textContent(), /value 88/);
      await page.screenshot({ path: screenshotPath(`odin-play-${size}`) });
      // Nothing scrolls during play.
      const scroll = await page.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
      assert.ok(scroll[0] <= scroll[1] + 1, `the page does not scroll (${scroll})`);
      // Every button of the play screen is at least 44 × 44.
      for (const box of await page.locator('.oplay .btn').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
        assert.ok(box.width >= 44 && box.height >= 44, `button ${JSON.stringify(box)} is large enough`);
      }
      await page.locator('[data-testid=clear]').click();
      await page.locator('[data-testid=sort]').click();
      await page.locator('[data-testid=sort][data-sort=number]').waitFor();
      await act(page, 'play 8R 8B', 'tap');
      await act(page, 'pass', 'tap');
      await act(page, 'play 8Y 7Y 2Y', 'tap');
      await page.screenshot({ path: screenshotPath(`odin-take-${size}`) });
      watch.check();
      await context.close();
    }
  });
});

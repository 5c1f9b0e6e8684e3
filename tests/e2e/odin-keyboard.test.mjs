// Odin by keyboard only (issue #14): the hand-off card takes focus and Enter reveals; Tab
// reaches the cards, Enter or Space chooses them, Tab reaches "Play"; after beating the
// middle, focus moves to the cards to take back, chosen by Tab and Enter too. No mouse,
// no touch.
// Runs alone, not beside another e2e file (scripts/test.sh): it checks where focus is the moment each move is counted.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { focusVisible, openPage, screenshotPath, tabTo, TIMEOUT, withBrowser } from './helpers.mjs';
import { actions, startGame, waitActions } from './odin-lib.mjs';

/** Reveals the next hand with Enter on the hand-off card (which has focus). */
async function revealByKey(page) {
  const card = page.locator('[data-testid=handoff]');
  await card.waitFor({ timeout: TIMEOUT });
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'handoff', 'the hand-off card has focus');
  await page.keyboard.press('Enter');
  await page.locator('.oplay[data-revealed=true]').waitFor({ timeout: TIMEOUT });
}

describe('Odin by keyboard', { timeout: 4 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  /** Chooses `cards` with Tab and Space/Enter, then plays them with Tab and Enter. */
  async function playByKeys(page, cards) {
    const before = await actions(page);
    for (const [i, c] of cards.entries()) {
      await tabTo(page, `.hand-card[data-card="${c}"]`);
      assert.ok(await focusVisible(page), `${c} shows its focus`);
      await page.keyboard.press(i % 2 ? 'Enter' : ' ');
      await page.locator(`.hand-card[data-card="${c}"][data-selected=true]`).waitFor({ timeout: TIMEOUT });
    }
    await tabTo(page, '[data-testid=play]:not([disabled])');
    assert.ok(await focusVisible(page), 'Play shows its focus');
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => Number(document.querySelector('.oplay')?.dataset.actions) > n, before, { timeout: TIMEOUT });
  }

  test('plays and a card taken back, by keys only (seed 797: 2O; 2B 2P; 5G 4G 3G, take 2B)', async () => {
    const { context, page, watch } = await openPage(browser, { viewport: { width: 820, height: 1180 } });
    await startGame(page, server.url, 'players=3&names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn&target=15&seed=797');
    await revealByKey(page);
    await playByKeys(page, ['2O']);
    assert.equal(await page.locator('[data-testid=middle] [data-card="2O"]').count(), 1, 'the lead is in the middle');
    // Each move is said in the polite live region.
    const said = () => page.locator('[data-testid=announce]').textContent();
    assert.match(await said(), /^Sigrún led 2 orange, worth 2$/);
    await revealByKey(page);
    await playByKeys(page, ['2B', '2P']);
    assert.match(await said(), /^Astrid played 2 blue and 2 purple, worth 22. Astrid took 2 orange \(the only card\)$/);
    await revealByKey(page);
    await playByKeys(page, ['5G', '4G', '3G']);
    // Bjørn beat a set of two: focus moved from "Play" (gone) to the first card to take
    // back; he chooses one by Tab and Enter.
    assert.equal(await page.locator('.oplay').getAttribute('data-phase'), 'take');
    await page.waitForFunction(() => document.activeElement?.classList.contains('take-card'), null, { timeout: TIMEOUT });
    const before = await actions(page);
    await tabTo(page, '.take-card[data-card="2B"]');
    assert.ok(await focusVisible(page), 'the card to take shows its focus');
    await page.screenshot({ path: screenshotPath('odin-keyboard-take') });
    await page.keyboard.press('Enter');
    await waitActions(page, before + 1);
    assert.notEqual(await page.locator('.oplay').getAttribute('data-phase'), 'take');
    assert.match(await said(), /^Bjørn took 2 blue; 2 purple went to the discard pile$/);
    assert.deepEqual(await page.locator('[data-testid=middle] [data-card]').evaluateAll((els) => els.map((e) => e.dataset.card).sort()), ['3G', '4G', '5G']);
    watch.check();
    await context.close();
  });
});

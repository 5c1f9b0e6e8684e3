// Odin in German (issue #14): new game, hand-off, play (cards chosen, the engine's verdict),
// the take, the log, the end of a one-hand game, and the rules help speak German; nothing is
// cut off at phone or tablet width (screenshots).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPage, overflowingText, screenshotPath, TIMEOUT, VIEWPORTS, withBrowser } from './helpers.mjs';
import { act, HAND_797, reveal, startGame, tapCard, waitActions } from './odin-lib.mjs';


/** The German hand-off's words, for odin-lib's `reveal` and `act`. */
const TAP_DE = /tippe, um deine Karten zu sehen/;

describe('Odin in German', { timeout: 8 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  for (const [name, viewport] of [['phone', VIEWPORTS.phone], ['tablet', VIEWPORTS.tablet]]) {
    test(`every screen at ${name} width speaks German, nothing cut off`, async () => {
      const { context, page, watch } = await openPage(browser, { locale: 'de-DE', viewport });
      const noOverflow = async (what) => assert.deepEqual(await overflowingText(page), [], what);

      await page.goto(`${server.url}#/odin/new`);
      await page.locator('h1', { hasText: 'Neues Spiel Odin' }).waitFor({ timeout: TIMEOUT });
      assert.deepEqual(await page.locator('.seg[data-target]').allTextContents(), ['10 Punkte', '15 Punkte', '20 Punkte', 'Ein Durchgang']);
      await noOverflow('new game');
      await page.screenshot({ path: screenshotPath(`odin-de-new-${name}`), fullPage: true });

      await startGame(page, server.url, 'players=3&names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn&target=one-hand&seed=797');
      assert.match(await page.locator('#handoff-title').textContent(), /^Weitergeben an /);
      await reveal(page, TAP_DE);
      assert.match(await page.locator('[data-testid=prompt]').textContent(), /Spiele eine Karte aus/);
      await act(page, 'play 2O', 'tap', TAP_DE);
      await reveal(page, TAP_DE);
      assert.equal(await page.locator('[data-testid=requirement]').textContent(), 'Als Nächstes 1 oder 2 Karten mit mehr als 2');
      // A set that does not beat the middle: the engine's reason, in German.
      await tapCard(page, '2B');
      assert.match(await page.locator('[data-testid=selection-status]').textContent(), /^Der Wert 2 ist nicht höher als 2$/);
      await tapCard(page, '2P');
      assert.match(await page.locator('[data-testid=selection-status]').textContent(), /2 blau, 2 lila – Wert 22/);
      await noOverflow('play, cards chosen');
      await page.screenshot({ path: screenshotPath(`odin-de-play-${name}`) });
      await page.locator('[data-testid=play]').click();
      await waitActions(page, 2);
      await act(page, 'play 5G 4G 3G', 'tap', TAP_DE);
      assert.match(await page.locator('.otake-title').textContent(), /^Nimm eine Karte der geschlagenen Karten/);
      await noOverflow('take');
      await page.screenshot({ path: screenshotPath(`odin-de-take-${name}`) });
      for (const a of HAND_797.slice(3)) await act(page, a, 'tap', TAP_DE);
      // The leader holds one colour: the whole hand ends the (only) hand.
      await reveal(page, TAP_DE);
      assert.match(await page.locator('[data-testid=prompt]').textContent(), /ganze Hand/);
      assert.equal(await page.locator('[data-testid=play-whole]').textContent(), 'Ganze Hand ausspielen');
      await page.locator('[data-testid=play-whole]').click();
      const end = page.locator('[data-testid=end]');
      const handEnd = page.locator('[data-testid=hand-end]');
      await end.or(handEnd).first().waitFor({ timeout: TIMEOUT });
      if (await handEnd.count()) {
        assert.equal(await handEnd.locator('h2').textContent(), 'Ende von Durchgang 1');
        await noOverflow('hand end');
        await page.screenshot({ path: screenshotPath(`odin-de-hand-end-${name}`) });
        await page.locator('[data-testid=next-hand]').click();
      }
      await end.waitFor({ timeout: TIMEOUT });
      assert.match(await end.locator('h2').textContent(), / gewinnt$| teilen sich den Sieg$/);
      assert.equal(await end.locator('.hint').textContent(), 'Die wenigsten Punkte gewinnen.');
      assert.match(await end.locator('.points').first().textContent(), /^\d+ P\.$/);
      await noOverflow('end');
      await page.screenshot({ path: screenshotPath(`odin-de-end-${name}`) });

      await page.goto(`${server.url}#/odin/rules`);
      await page.locator('h1', { hasText: 'So spielt man Odin' }).waitFor({ timeout: TIMEOUT });
      assert.match(await page.locator('.orule-colours').textContent(), /Rot \(R\): Kreis/);
      assert.match(await page.locator('.orule-examples').first().textContent(), /keine Kombination: die Karten haben weder dieselbe Ziffer noch dieselbe Farbe/);
      await noOverflow('rules');
      await page.screenshot({ path: screenshotPath(`odin-de-rules-${name}`), fullPage: true });
      watch.check();
      await context.close();
    });
  }
});

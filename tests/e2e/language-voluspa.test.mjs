// Völuspá in German (issue #14): the new-game, play, log, rules and end screens speak
// German with the German printing's tile names, nothing is cut off at phone or tablet
// width (screenshots), and switching language in the middle of a game keeps the game
// (the screen is built again from the save) and survives a reload.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { openPage, overflowingText, screenshotPath, TIMEOUT, VIEWPORTS, withBrowser } from './helpers.mjs';
import { actions, playStep, reveal, SLOT, startGame } from './voluspa-lib.mjs';

describe('Völuspá in German', { timeout: 8 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  const open = (options = {}) => openPage(browser, { locale: 'de-DE', ...options });

  async function noOverflow(page, what) {
    assert.deepEqual(await overflowingText(page), [], what);
  }

  for (const [name, viewport] of [['phone', VIEWPORTS.phone], ['tablet', VIEWPORTS.tablet]]) {
    test(`every screen at ${name} width speaks German, nothing cut off`, async () => {
      const { context, page, watch } = await open({ viewport, hasTouch: name === 'phone' });
      // New game, with the expansions' tiles listed by their German names.
      await page.goto(`${server.url}#/voluspa/new?tiles=exp:saga_of_edda,order_of_the_gods,lightning_bolt`);
      await page.locator('h1', { hasText: 'Neues Spiel Völuspá' }).waitFor({ timeout: TIMEOUT });
      const hint = await page.locator('.vol-form .hint', { hasText: 'Arten Plättchen' }).textContent();
      assert.match(hint, /^17 Arten Plättchen: Odin, Thor, Troll, Drache, Fenrir, Skadi, Walküre, Loki, Hel, Hermod, Jotunn, Seeschlange, Zwerg, Freya, Rabe, Niohoggr, Blitz\.$/);
      assert.deepEqual(await page.locator('.checks .check span').allTextContents(), ['Die Sage von Edda', 'In den Reihen der Götter', 'Der Blitz']);
      await noOverflow(page, 'new game');
      await page.screenshot({ path: screenshotPath(`voluspa-de-new-${name}`), fullPage: true });

      // Play: the hand-off, the prompt, a chosen tile, a move in the log.
      await startGame(page, server.url, 'players=2&names=Astrid,Bj%C3%B8rn&seed=5');
      assert.match(await page.locator('#handoff-title').textContent(), /^Weitergeben an (Astrid|Bjørn)$/);
      assert.match(await page.locator('.handoff-tap').textContent(), /: tippe, um deine Plättchen zu sehen$/);
      await page.screenshot({ path: screenshotPath(`voluspa-de-handoff-${name}`) });
      await reveal(page);
      assert.match(await page.locator('[data-testid=prompt]').textContent(), /Zieh ein Plättchen auf ein grünes Feld/);
      await page.locator('.hand-tile[data-playable=true]').first().click();
      assert.match(await page.locator('[data-testid=prompt]').textContent(), /ziehen oder ein grünes Feld antippen|Freya: Lege sie/);
      assert.equal(await page.locator('svg[aria-label="Völuspá-Spielfeld"]').count(), 1);
      await noOverflow(page, 'play, a tile chosen');
      await page.screenshot({ path: screenshotPath(`voluspa-de-play-${name}`) });
      await playStep(page);
      // The hand-off lists the turns played since the next player's own, in German.
      assert.match(await page.locator('[data-testid=since] h2').textContent(), /seit/i);
      assert.match(await page.locator('[data-testid=since] li').last().textContent(), /^(Astrid|Bjørn) hat .+ gelegt.*, für \d+ Punkte?\.$/);
      await page.screenshot({ path: screenshotPath(`voluspa-de-handoff-since-${name}`) });
      await reveal(page);
      await page.locator('.vol-tools button', { hasText: 'Züge' }).click();
      const log = page.locator('[data-testid=log]');
      assert.equal(await log.getAttribute('aria-label'), 'Zugliste');
      assert.match(await log.locator('.log-what').first().textContent(), /\(\+\d+/);
      await log.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      await noOverflow(page, 'play with the log open');
      await page.screenshot({ path: screenshotPath(`voluspa-de-log-${name}`) });

      // Rules help with the German tile names and our German texts.
      await page.goto(`${server.url}#/voluspa/rules`);
      await page.locator('h1', { hasText: 'Völuspá: die Plättchen' }).waitFor({ timeout: TIMEOUT });
      const headings = await page.locator('.rule-tile h2').allTextContents();
      assert.deepEqual(headings.slice(0, 8), ['Odin', 'Thor', 'Troll', 'Drache', 'Fenrir', 'Skadi', 'Walküre', 'Loki']);
      assert.match(await page.locator('#tile-Tr p').first().textContent(), /nur ein Troll oder ein Zwerg/);
      await page.locator('#tile-Od [data-legal]').first().click();
      assert.match(await page.locator('#tile-Od .mini-result').textContent(), /^Odin wertet \d+ Punkte?/);
      await noOverflow(page, 'rules');
      await page.screenshot({ path: screenshotPath(`voluspa-de-rules-${name}`), fullPage: true });

      // The end of a game tied on points.
      const save = readFileSync(new URL('./voluspa-tied-end.json', import.meta.url), 'utf8');
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SLOT, save]);
      await page.goto(`${server.url}#/voluspa/play`);
      const end = page.locator('[data-testid=end]');
      await end.waitFor({ timeout: TIMEOUT });
      assert.equal(await end.locator('h2').textContent(), 'Bjørn gewinnt');
      assert.deepEqual(await end.locator('.ranking .points').allTextContents(), ['48 · als 1. erreicht', '48 · als 2. erreicht']);
      assert.match(await end.textContent(), /Wer die Punktzahl zuerst erreicht hat/);
      await noOverflow(page, 'end');
      await page.screenshot({ path: screenshotPath(`voluspa-de-end-${name}`) });
      watch.check();
      await context.close();
    });
  }

  test('switching language mid-game keeps the game, and the choice survives a reload', async () => {
    const { context, page, watch } = await open({ locale: 'en-US', viewport: VIEWPORTS.tablet });
    // Seed 11: neither of the first two moves could change what its turn draws, so the
    // second one may still be taken back from the hand-off (Game::quiet_since).
    await startGame(page, server.url, 'players=2&names=Astrid,Bj%C3%B8rn&seed=11');
    await playStep(page);
    await playStep(page);
    const played = await actions(page);
    const board = await page.locator('[data-tile]').count();
    assert.match(await page.locator('#handoff-title').textContent(), /^Pass to /);
    await page.locator('[data-testid=lang-switch]').selectOption('de');
    await page.locator('#handoff-title', { hasText: 'Weitergeben an' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await actions(page), played, 'the same game, restored from its save');
    assert.equal(await page.locator('[data-tile]').count(), board);
    await page.reload();
    await page.locator('#handoff-title', { hasText: 'Weitergeben an' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await actions(page), played);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
    assert.match(await page.locator('[data-testid=undo-handoff]').textContent(), /^Letzten Zug von (Astrid|Bjørn) zurücknehmen$/);
    // Back to English: the same game again.
    await page.locator('[data-testid=lang-switch]').selectOption('en');
    await page.locator('#handoff-title', { hasText: 'Pass to' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await actions(page), played);
    assert.match(await page.locator('[data-testid=undo-handoff]').textContent(), /^Undo (Astrid|Bjørn)'s last move$/);
    watch.check();
    await context.close();
  });
});

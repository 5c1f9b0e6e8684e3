// Valda in German (issue #14): new game, hand-off, the table with the decision due, a
// card chosen (its effect worded from the card data), the attack, the log, the end screen
// and the rules help speak German; nothing is cut off at phone or tablet width
// (screenshots). The game is seed 3 played by the same policy as valda-play.test.mjs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { openPage, overflowingText, screenshotPath, TIMEOUT, VIEWPORTS, withBrowser } from './helpers.mjs';
import { attr, choose, legal, perform, reveal, SLOT, startGame } from './valda-lib.mjs';

/** English words that must not be left on a German screen (whole words). */
const ENGLISH = /\b(the|and|your|cards?|followers?|gold or|diamonds?|divine|round|attack(s|ed)?|build|pass|deck)\b/;

describe('Valda in German', { timeout: 20 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  for (const [name, viewport] of [['phone', VIEWPORTS.phone], ['tablet', VIEWPORTS.tablet]]) {
    test(`every screen at ${name} width speaks German, nothing cut off`, async () => {
      const { context, page, watch } = await openPage(browser, { locale: 'de-DE', viewport });
      const noOverflow = async (what) => assert.deepEqual(await overflowingText(page), [], what);
      const noEnglish = async (what) => {
        const text = await page.locator('body').innerText();
        const left = text.split('\n').filter((l) => ENGLISH.test(l));
        assert.deepEqual(left, [], `${what}: English left`);
      };

      await page.goto(`${server.url}#/valda`);
      await page.locator('.tagline', { hasText: 'Baue Tempel' }).waitFor({ timeout: TIMEOUT });
      await page.goto(`${server.url}#/valda/new`);
      await page.locator('h1', { hasText: 'Neues Spiel Valda' }).waitFor({ timeout: TIMEOUT });
      assert.equal(await page.locator('[data-testid=card-set]').textContent(), 'Karten: die eingebauten 141');
      await noOverflow('new game');
      await noEnglish('new game');
      await page.screenshot({ path: screenshotPath(`valda-de-new-${name}`), fullPage: true });

      await startGame(page, server.url, 'players=3&names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn&seed=3&privacy=0&cards=builtin');
      assert.match(await page.locator('#handoff-title').textContent(), /^Weitergeben an /);
      await reveal(page);
      assert.equal(await page.locator('[data-testid=ask]').textContent(), 'Tausche, wenn du willst, 4 Ressourcen gegen 1 und beende dann die Ressourcenphase.');
      assert.match(await page.locator('[data-testid=round]').textContent(), /Runde 1 von 6/);
      // Play the policy until the first game phase, then choose a card of the hand.
      for (let n = 0; n < 60 && (await attr(page, 'data-prompt')) !== '"actions"'; n++) {
        await reveal(page);
        await perform(page, choose(await legal(page), n));
      }
      await reveal(page);
      assert.match(await page.locator('[data-testid=ask]').textContent(), /^Setze deine Aktionen ein \(noch ⚡\d\)/);
      assert.match(await page.locator('[data-testid=decks]').textContent(), /^Grunddeck: \d+ Karten$/);
      assert.match(await page.locator('.vvillage [data-testid=hand-size]').first().textContent(), /Karten? auf der Hand$/);
      const card = page.locator('.hand-card').first();
      await card.click();
      const chosen = await page.locator('[data-testid=chosen-text]').textContent();
      assert.ok(!ENGLISH.test(chosen), `the chosen card in German: ${chosen}`);
      await noOverflow('play, card chosen');
      await noEnglish('play, card chosen');
      await page.screenshot({ path: screenshotPath(`valda-de-play-${name}`) });
      await card.click();

      // On to the first attack slot or defence: the attack in German.
      for (let n = 0; n < 200; n++) {
        const prompt = await attr(page, 'data-prompt');
        if ((await attr(page, 'data-phase')) === 'attack' && (prompt?.includes('slot') || prompt?.includes('defend'))) break;
        await reveal(page);
        await perform(page, choose(await legal(page), n));
      }
      await reveal(page);
      assert.match(await page.locator('[data-testid=ask]').textContent(), /^(Greife .* mit einer Angriffskarte an|.* greift dich an)/);
      await noOverflow('attack');
      await noEnglish('attack');
      await page.screenshot({ path: screenshotPath(`valda-de-attack-${name}`) });

      await page.locator('[data-testid=log-button]').click();
      const log = await page.locator('[data-testid=log]').innerText();
      assert.match(log, /Runde 1: Astrid ist am Zug/);
      assert.match(log, /würfelt/);
      assert.ok(!ENGLISH.test(log.replace(/Astrid|Bjørn|Sigrún/g, '')), 'the log in German');
      await noOverflow('log');
      await page.screenshot({ path: screenshotPath(`valda-de-log-${name}`) });

      // The end of a finished game.
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SLOT, readFileSync(new URL('./valda-finished.json', import.meta.url), 'utf8')]);
      // Leave the table and wait until its screen is gone: a second hash change before the
      // first one's event has run would leave the table of the game in progress mounted.
      await page.goto(`${server.url}#/valda`);
      await page.locator('.tagline', { hasText: 'Baue Tempel' }).waitFor({ timeout: TIMEOUT });
      await page.goto(`${server.url}#/valda/play`);
      const end = page.locator('[data-testid=end]');
      await end.waitFor({ timeout: TIMEOUT });
      assert.match(await end.locator('h2').textContent(), / wird ein Gott$| teilen sich den Sieg$/);
      assert.deepEqual(await end.locator('thead th').allTextContents(), ['Platz', 'Spieler', 'Gefolgsleute', 'Tempel', 'Ressourcen']);
      await noOverflow('end');
      await noEnglish('end');
      await page.screenshot({ path: screenshotPath(`valda-de-end-${name}`) });

      await page.goto(`${server.url}#/valda/rules`);
      await page.locator('[data-testid=gallery]').waitFor({ timeout: TIMEOUT });
      await page.getByRole('button', { name: 'Götterwaffe' }).click();
      const weapons = await page.locator('[data-testid=gallery] .vcard').evaluateAll((els) => els.map((e) => e.dataset.type));
      assert.ok(weapons.length > 0 && weapons.every((t) => t === 'god-weapon'));
      await noOverflow('rules');
      await noEnglish('rules');
      await page.screenshot({ path: screenshotPath(`valda-de-rules-${name}`), fullPage: true });
      await watch.check();
      await context.close();
    });
  }
});

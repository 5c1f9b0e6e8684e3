// Valda's "Embed this position" (issue #43; docs/valda-app.md): from a game in progress, the
// log's "Embed this position" opens a page of the reading build that writes the turn under
// way as an embed's worked example for the seat whose hand is on show (other hands: the
// cards that seat saw, stand-ins for the rest); its snippet holds that seat's hand, and the
// embed it opens ends at the table's moment: the same hand, the same villages, the same
// decision. Then back to the game, which goes on. In German too.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { guard, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import { attr, choose, legal, perform, reveal, startGame } from './valda-lib.mjs';

/** The attributes of the snippet's `<skald-embed>` element. */
function snippetAttrs(code) {
  const el = /<skald-embed ([^>]*)><\/skald-embed>/.exec(code);
  assert.ok(el, `a <skald-embed> element in ${code}`);
  const attrs = {};
  for (const m of el[1].matchAll(/([a-z]+)(?:="([^"]*)")?/g)) {
    attrs[m[1]] = (m[2] ?? '').replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  }
  return attrs;
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe-core's WCAG 2.2 A/AA violations on `page` as it is, in words. */
async function axeViolations(page) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), AXE_TAGS);
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

/** The hand sizes the villages show. */
async function handSizes(page) {
  return page.locator('.vvillage [data-testid=hand-size]').evaluateAll((els) => els.map((e) => e.textContent.trim()));
}

describe('Valda: embed this position', { timeout: 6 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  for (const lang of ['en', 'de']) {
    test(`the embed of a game in progress ends at the table's moment (${lang})`, async () => {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: lang });
      const watch = guard(context);
      const page = await context.newPage();
      await startGame(page, server.url, `players=3&names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn&seed=${lang === 'en' ? 5 : 8}&lang=${lang}`);
      // Into the second player's turn: the example then starts at a turn that is not the first.
      for (let n = 0; n < 40; n++) {
        await reveal(page);
        if (n >= 18 && (await attr(page, 'data-to-move')) === '1' && (await legal(page)).length > 1) break;
        await perform(page, choose(await legal(page), n));
      }
      await reveal(page);
      const seat = Number(await attr(page, 'data-to-move'));
      const hand = (await page.locator('.hand-card').evaluateAll((els) => els.map((e) => Number(e.dataset.card)))).sort((a, b) => a - b);
      assert.ok(hand.length > 0, 'the decider holds cards');
      const sizes = await handSizes(page);
      await page.locator('[data-testid=log-button]').click();
      await page.locator('[data-testid=log-embed]').click();
      await page.locator('.vposition').waitFor({ timeout: TIMEOUT });
      await page.screenshot({ path: screenshotPath(`valda-position-page-${lang}`) });
      assert.deepEqual(await axeViolations(page), [], 'the page is clean under axe');
      const code = await page.locator('[data-testid=embed-snippet]').inputValue();
      const a = snippetAttrs(code);
      assert.equal(a.game, 'valda');
      assert.equal(a.hands, String(seat + 1), 'the snippet shows the decider\'s hand only');
      const position = JSON.parse(a.position);
      assert.equal(position.players, 3);
      assert.notEqual(position.seed, 5, 'not the game\'s seed');
      assert.equal('try' in a, true, 'the reader may try moves from there');
      assert.equal(a.names, 'Astrid,Bjørn,Sigrún');
      assert.equal(await page.locator('[data-testid=position-problem]').count(), 0);
      assert.equal(await page.locator('[data-testid=position-short]').count(), 0, 'this seed\'s example reaches the moment');
      // The embed it opens: the same moment for that seat.
      await page.locator('[data-testid=position-open]').click();
      const frame = page.locator('.embed-valda-table');
      await frame.waitFor({ timeout: TIMEOUT });
      const shown = (await page.locator('.shown-hand [data-card]').evaluateAll((els) => els.map((e) => Number(e.dataset.card)))).sort((a, b) => a - b);
      await page.screenshot({ path: screenshotPath(`valda-position-embed-${lang}`) });
      assert.deepEqual(shown, hand, 'the embed shows the decider\'s hand as at the table');
      assert.deepEqual(await handSizes(page), sizes, 'every hand as large as at the table');
      assert.equal(await frame.getAttribute('data-active'), '1', 'in the second player\'s turn');
      // Back to the game, which goes on.
      await page.goBack();
      await page.locator('[data-testid=position-back]').click();
      await page.locator('.vplay').waitFor({ timeout: TIMEOUT });
      await reveal(page);
      assert.equal(Number(await attr(page, 'data-to-move')), seat);
      watch.check();
      await context.close();
    });
  }
});

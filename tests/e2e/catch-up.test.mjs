// "Since your last turn" is complete (issue #43): one person (Astrid) against two computers in
// Valda on a phone (390×844), by finger, for two whole rounds. Whenever her decision comes back
// after the computers moved, the summary above it lists what happened under the name of the
// player who did it — each turn's own roll under that turn's player — and every attack on her
// is marked as touching her (in bold, never folded away); earlier lines fold into "Show the N
// earlier lines", which opens in full. At the end every attack on Astrid in the game's log was
// in one of those summaries. Screenshot: tests/e2e/artifacts/catch-up-valda-phone.png.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPage, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import { attr, choose, legal, perform } from './valda-lib.mjs';

const NAMES = 'names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn';
const SEATS = ['Astrid', 'Bjørn', 'Sigrún'];

describe('catch-up after computer turns', { timeout: 20 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  test('valda, phone: every attack on the person is listed, marked, under the right names', async () => {
    const { context, page, watch } = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto(`${server.url}#/valda/new?players=3&${NAMES}&computers=,easy,easy&seed=8&pace=fast&start=1`);
    await page.locator('.vplay').waitFor({ timeout: TIMEOUT });
    const news = page.locator('[data-testid=computer-news]');
    const seen = new Set();
    let summaries = 0;
    let folded = 0;
    for (let n = 0; n < 300 && Number(await attr(page, 'data-round')) <= 2; n++) {
      await page.waitForFunction(() => {
        const el = document.querySelector('.vplay');
        return (el && !el.dataset.computer && el.dataset.revealed === 'true' && el.dataset.toMove === '0') || document.querySelector('[data-testid=end]');
      }, null, { timeout: TIMEOUT });
      if (await page.locator('[data-testid=end]').count()) break;
      if (await news.count()) {
        summaries++;
        // Under the name of who did it: a roll line begins with its roller's name.
        const groups = await news.locator('.since-group').evaluateAll((gs) => gs.map((g) => ({
          who: g.querySelector('.since-who').textContent,
          lines: [...g.querySelectorAll('li')].map((li) => ({ text: li.textContent, yours: li.dataset.yours === '1' })),
        })));
        for (const g of groups) {
          for (const l of g.lines) {
            if (/ rolled | rolls /.test(l.text)) assert.ok(l.text.startsWith(g.who), `"${l.text}" under ${g.who}`);
            if (l.text.includes('attacks Astrid')) assert.ok(l.yours, `an attack on Astrid is marked: ${l.text}`);
            if (l.yours) seen.add(l.text);
          }
          assert.ok(SEATS.includes(g.who), g.who);
        }
        const fold = news.locator('[data-testid=since-fold]');
        if (await fold.count()) {
          folded++;
          const before = await news.locator('li:visible').count();
          await fold.locator('summary').tap();
          assert.ok((await news.locator('li:visible').count()) > before, 'the fold opens in full');
          if (folded === 1) await page.screenshot({ path: screenshotPath('catch-up-valda-phone') });
        }
      }
      const l = await legal(page);
      await perform(page, choose(l, n), { touch: true });
    }
    assert.ok(summaries >= 2, `summed up ${summaries} times`);
    // Every attack on Astrid in the log was in a summary, marked.
    await page.locator('[data-tab=log]').tap();
    const log = await page.locator('[data-testid=log-tab] li').allTextContents();
    const attacks = log.filter((t) => t.includes('attacks Astrid'));
    for (const a of attacks) assert.ok(seen.has(a), `"${a}" was in a summary (seen: ${[...seen].join(' | ')})`);
    watch.check();
    await context.close();
  });
});

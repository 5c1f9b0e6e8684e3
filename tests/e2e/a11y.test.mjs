// Accessibility scans (issue #14): axe-core (npm, pinned in package-lock.json) on the home
// page and on every game's start, new-game, play, rules and end screens, in the light and
// the dark scheme, against the WCAG 2.0/2.1/2.2 A and AA rules: no violation. Each failure
// prints the rule, its impact, and the nodes (selector and markup), so it can be fixed.
// Runs alone, not beside another e2e file (scripts/test.sh): it checks focus and contrast on screens with animations.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { openPage, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import * as vol from './voluspa-lib.mjs';
import * as odin from './odin-lib.mjs';
import * as valda from './valda-lib.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Runs axe on the page as it is; returns its violations in words (empty: none). */
async function scan(page) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) {
    await page.addScriptTag({ path: AXE });
  }
  // Let transitions settle: axe reads computed colours.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
  const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations', 'incomplete'] }), TAGS);
  // What axe could not decide (text over a gradient or an image, say) is printed for review.
  for (const r of result.incomplete) {
    const reasons = new Set(r.nodes.map((n) => (n.any[0]?.message ?? '').replace(/\d+(\.\d+)?/g, 'n').slice(0, 90)));
    console.log(`  axe to review: ${r.id} ×${r.nodes.length}: ${[...reasons].join(' | ')} — e.g. ${r.nodes[0]?.target.join(' ')}`);
  }
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes
    .slice(0, 6)
    .map((n) => `    ${n.target.join(' ')}  ${n.html.slice(0, 160)}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, ' ')}` : ''}`)
    .join('\n')}`);
}

async function expectClean(page, what, found) {
  console.log(`axe: ${what}`);
  const v = await scan(page);
  if (v.length) found.push(`${what}:\n  ${v.join('\n  ')}`);
}


describe('accessibility: axe-core, WCAG 2.2 A and AA', { timeout: 8 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  for (const colorScheme of ['light', 'dark']) {
    test(`every screen in the ${colorScheme} scheme has no violation`, async () => {
      const { context, page, watch } = await openPage(browser, { colorScheme, viewport: { width: 820, height: 1180 } });
      const found = [];
      // Each game is a build of its own: a fresh document for every screen.
      const open = async (hash, ready) => {
        await page.goto('about:blank');
        await page.goto(`${server.url}${hash}`);
        await page.locator(ready).first().waitFor({ timeout: TIMEOUT });
      };

      await open('#/', '.game-card');
      await expectClean(page, 'home', found);
      for (const g of ['voluspa', 'odin', 'valda']) {
        await open(`#/${g}`, '[data-testid=new-game]');
        await expectClean(page, `${g} start`, found);
        await open(`#/${g}/new`, '[data-testid=start]');
        await expectClean(page, `${g} new game`, found);
        await open(`#/${g}/rules`, 'h1');
        await expectClean(page, `${g} rules`, found);
      }

      // Völuspá: the hand-off, then a tile chosen (legal and blocked cells), then the end.
      await page.goto('about:blank');
      await vol.startGame(page, server.url, 'players=2&names=Astrid,Bj%C3%B8rn&seed=5');
      await expectClean(page, 'voluspa hand-off', found);
      await vol.reveal(page);
      await page.locator('.hand-tile[data-playable=true]').first().click();
      await expectClean(page, 'voluspa play, a tile chosen', found);
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [vol.SLOT, readFileSync(new URL('./voluspa-tied-end.json', import.meta.url), 'utf8')]);
      await open('#/voluspa/play', '[data-testid=end]');
      await expectClean(page, 'voluspa end', found);

      // Odin: cards chosen, a take, the hand's end and the game's end (one hand).
      await page.goto('about:blank');
      await odin.startGame(page, server.url, 'players=3&names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn&target=one-hand&seed=797');
      await odin.reveal(page);
      await odin.tapCard(page, '2O');
      await expectClean(page, 'odin play, a card chosen', found);
      await page.locator('[data-testid=play]:not([disabled])').click();
      await odin.waitActions(page, 1);
      for (const a of odin.HAND_797.slice(1, 3)) await odin.act(page, a);
      await expectClean(page, 'odin take', found);
      for (const a of odin.HAND_797.slice(3)) await odin.act(page, a);
      await odin.reveal(page);
      await page.locator('[data-testid=play-whole]').click();
      await page.locator('[data-testid=end], [data-testid=hand-end]').first().waitFor({ timeout: TIMEOUT });
      if (await page.locator('[data-testid=hand-end]').count()) {
        await expectClean(page, 'odin hand end', found);
        await page.locator('[data-testid=next-hand]').click();
      }
      await page.locator('[data-testid=end]').waitFor({ timeout: TIMEOUT });
      await expectClean(page, 'odin end', found);

      // Valda: the play screen after the hand-off, and a finished game (engine self-play).
      await page.goto('about:blank');
      await valda.startGame(page, server.url, 'players=2&names=Astrid,Bj%C3%B8rn&seed=7');
      await expectClean(page, 'valda hand-off', found);
      await page.locator('[data-testid=handoff]').click();
      await page.locator('[data-revealed=true]').first().waitFor({ timeout: TIMEOUT });
      await expectClean(page, 'valda play', found);
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [valda.SLOT, readFileSync(new URL('./valda-finished.json', import.meta.url), 'utf8')]);
      await open('#/valda/play', '[data-testid=end]');
      await expectClean(page, 'valda end', found);
      await page.screenshot({ path: screenshotPath(`a11y-valda-end-${colorScheme}`) });

      watch.check();
      await context.close();
      assert.deepEqual(found, [], `axe found violations:\n${found.join('\n')}`);
    });
  }
});

// No page slides sideways on a 360 px phone (issue #26): every screen of every game, in both
// languages, fits the width of the viewport.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPage, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';

const SCREENS = [
  ['home', '#/', '.game-list'],
  ...['voluspa', 'odin', 'valda'].flatMap((g) => [
    [`${g}-start`, `#/${g}`, '[data-testid=new-game]'],
    [`${g}-new`, `#/${g}/new`, 'form'],
    [`${g}-rules`, `#/${g}/rules`, 'h1'],
    [`${g}-play`, `#/${g}/new?players=3&seed=5&start=1`, '[data-to-move]'],
  ]),
];

describe('a 360 px phone', { timeout: 8 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  for (const lang of ['en', 'de']) {
    test(`no screen is wider than the phone (${lang})`, async () => {
      const { context, page, watch } = await openPage(browser, { viewport: { width: 360, height: 740 } });
      const wide = [];
      for (const [name, route, ready] of SCREENS) {
        await page.goto(`${server.url}?lang=${lang}${route}`);
        await page.locator(ready).first().waitFor({ timeout: TIMEOUT });
        const [width, culprits] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          [...document.querySelectorAll('body *')]
            .filter((e) => e.getBoundingClientRect().right > innerWidth + 1 && getComputedStyle(e).position !== 'fixed')
            .slice(0, 4)
            .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
        ]);
        if (width > 360) {
          wide.push(`${name}: ${width} px (${culprits.join(', ')})`);
          await page.screenshot({ path: screenshotPath(`narrow-${name}-${lang}`) });
        }
      }
      assert.deepEqual(wide, [], 'screens wider than 360 px');
      watch.check();
      await context.close();
    });
  }
});

// English and German (issue #14): the language follows the browser, is switched in the
// header, survives a reload, and a `lang` URL parameter forces it without changing the
// player's choice. German at phone and tablet widths, with screenshots: no text wider than
// its box.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPage, overflowingText, screenshotPath, TIMEOUT, VIEWPORTS, waitForHome, withBrowser } from './helpers.mjs';

const GERMAN_TITLE = 'Nordische Spiele für einen Tisch';
const ENGLISH_TITLE = 'Norse games for one table';

describe('languages', { timeout: 4 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  const open = (options = {}) => openPage(browser, options);

  const title = (page) => page.locator('#home-title').textContent();
  const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);

  test('a German browser gets German; an English one English', async () => {
    for (const [locale, expected, lang] of [['de-DE', GERMAN_TITLE, 'de'], ['en-US', ENGLISH_TITLE, 'en'], ['fr-FR', ENGLISH_TITLE, 'en']]) {
      const { context, page, watch } = await open({ locale });
      await page.goto(server.url);
      await waitForHome(page);
      assert.equal(await title(page), expected, locale);
      assert.equal(await htmlLang(page), lang, locale);
      watch.check();
      await context.close();
    }
  });

  test('the switch changes every word at once, and the choice survives a reload; ?lang= forces', async () => {
    const { context, page, watch } = await open({ locale: 'en-US' });
    await page.goto(server.url);
    await waitForHome(page);
    assert.equal(await title(page), ENGLISH_TITLE);
    await page.locator('[data-testid=lang-switch]').selectOption('de');
    await page.locator('#home-title', { hasText: GERMAN_TITLE }).waitFor({ timeout: TIMEOUT });
    assert.equal(await htmlLang(page), 'de');
    assert.deepEqual(await page.locator('.status').allTextContents(), ['Spielen', 'Spielen', 'Spielen']);
    assert.equal(await page.locator('.players').first().textContent(), '2–5 Spieler');
    assert.equal(await page.locator('.game-list').getAttribute('aria-label'), 'Spiele');
    assert.equal(await page.locator('[data-testid=lang-switch]').inputValue(), 'de');
    await page.reload();
    await waitForHome(page);
    assert.equal(await title(page), GERMAN_TITLE, 'remembered');
    // The URL forces English for this visit only.
    await page.goto(server.url + '?lang=en#/');
    await waitForHome(page);
    assert.equal(await title(page), ENGLISH_TITLE);
    await page.goto(server.url + '#/');
    await page.reload();
    await waitForHome(page);
    assert.equal(await title(page), GERMAN_TITLE, 'the forced language was not remembered');
    // A game's own build, loaded in place, starts in the same language.
    await page.locator('.game-card[data-game="odin"] a').click();
    await page.locator('h1', { hasText: 'Odin' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await htmlLang(page), 'de');
    assert.equal(await page.locator('[data-testid=lang-switch]').inputValue(), 'de');
    watch.check();
    await context.close();
  });

  for (const [name, viewport] of [['phone', VIEWPORTS.phone], ['tablet', VIEWPORTS.tablet]]) {
    test(`German home page at ${name} width: nothing cut off`, async () => {
      const { context, page, watch } = await open({ locale: 'de-DE', viewport });
      await page.goto(server.url);
      await waitForHome(page);
      assert.equal(await title(page), GERMAN_TITLE);
      assert.deepEqual(await overflowingText(page), []);
      await page.screenshot({ path: screenshotPath(`language-de-home-${name}`), fullPage: true });
      watch.check();
      await context.close();
    });
  }
});

// The app shell: home screen, routes, games loading in place, manifest, layout at three widths.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPage, screenshotPath, TIMEOUT, VIEWPORTS, waitForHome, withBrowser } from './helpers.mjs';

const GAMES = [
  { slug: 'voluspa', name: 'Völuspá' },
  { slug: 'odin', name: 'Odin' },
  { slug: 'valda', name: 'Valda' },
];

describe('app shell', { timeout: 5 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  const open = (options = {}) => openPage(browser, options);

  test('home screen lists the three games, one line each', async () => {
    const { context, page, watch } = await open();
    await page.goto(server.url);
    assert.deepEqual(await waitForHome(page), GAMES.map((g) => g.name));
    for (const line of await page.locator('.game-tagline').allTextContents()) {
      assert.ok(line.length > 20, `a line for each game: ${line}`);
    }
    assert.equal(await page.title(), 'Skald — Norse tabletop games');
    assert.equal(await page.locator('#boot').count(), 0, 'the loading notice is gone');
    watch.check();
    await context.close();
  });

  test('each game has a route, and unbuilt games say so honestly', async () => {
    const { context, page, watch } = await open();
    await page.goto(server.url);
    await waitForHome(page);
    for (const game of GAMES) {
      await page.locator(`.game-card[data-game="${game.slug}"] a`).click();
      await page.waitForURL(`**/#/${game.slug}`);
      // The router re-renders on `hashchange`; every game page has an <h1> with its name.
      await page.locator('h1', { hasText: game.name }).waitFor({ timeout: TIMEOUT });
      // Until a game is plugged in, its page says it is not built.
      const built = (await page.locator('.not-built').count()) === 0;
      if (!built) {
        assert.match(await page.locator('.notice').textContent(), new RegExp(`${game.name} is not built yet\\.`));
      }
      await page.waitForFunction((title) => document.title === title, `${game.name} — Skald`, {
        timeout: TIMEOUT,
      });
      await page.goBack();
      await waitForHome(page);
    }
    // A deep link works too (Valda's build loads in place), and the way back is a link.
    await page.goto(server.url + '#/valda');
    await page.locator('[data-game="valda"] [data-testid=new-game]').waitFor({ timeout: TIMEOUT });
    await page.getByRole('link', { name: 'Skald — all games' }).click();
    await waitForHome(page);
    watch.check();
    await context.close();
  });

  test('unknown routes show a not-found page', async () => {
    const { context, page, watch } = await open();
    await page.goto(server.url + '#/chess');
    await page.locator('h1', { hasText: 'Page not found' }).waitFor({ timeout: TIMEOUT });
    watch.check();
    await context.close();
  });

  test('manifest makes the app installable from any folder', async () => {
    const { context, page, watch } = await open();
    await page.goto(server.url);
    await waitForHome(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    assert.ok(!href.startsWith('/'), 'relative manifest address');
    const manifest = await (await page.request.get(new URL(href, server.url).href)).json();
    assert.equal(manifest.name.startsWith('Skald'), true);
    assert.equal(manifest.short_name, 'Skald');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, './');
    assert.equal(manifest.scope, './');
    assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((i) => i.sizes);
    assert.ok(sizes.includes('192x192') && sizes.includes('512x512'), sizes.join());
    for (const icon of manifest.icons) {
      const response = await page.request.get(new URL(icon.src, server.url).href);
      assert.equal(response.status(), 200, icon.src);
      assert.equal(response.headers()['content-type'], icon.type, icon.src);
    }
    watch.check();
    await context.close();
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`layout at ${size} width (${viewport.width}px): no sideways scroll, 44px targets`, async () => {
      for (const colorScheme of ['light', 'dark']) {
        const { context, page, watch } = await open({ viewport, colorScheme });
        await page.goto(server.url);
        await waitForHome(page);
        await page.evaluate(() => document.fonts.ready);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.equal(overflow, 0, 'the page does not scroll sideways');
        const small = await page.evaluate(() =>
          [...document.querySelectorAll('a, button, input, select, [role="button"]')]
            .filter((el) => !el.classList.contains('skip-link'))
            .map((el) => ({ el: el.outerHTML.slice(0, 60), r: el.getBoundingClientRect() }))
            .filter(({ r }) => r.width > 0 && (r.width < 44 || r.height < 44))
            .map(({ el, r }) => `${el} ${r.width}x${r.height}`),
        );
        assert.deepEqual(small, [], 'touch targets are at least 44 × 44 px');
        // The fonts are the bundled ones.
        assert.ok(await page.evaluate(() => document.fonts.check('600 20px Cinzel', 'Völuspá')));
        await page.screenshot({ path: screenshotPath(`home-${size}-${colorScheme}`), fullPage: true });
        await page.goto(server.url + '#/voluspa');
        await page.locator('#game-title').waitFor({ timeout: TIMEOUT });
        await page.screenshot({ path: screenshotPath(`voluspa-${size}-${colorScheme}`), fullPage: true });
        watch.check();
        await context.close();
      }
    });
  }
});

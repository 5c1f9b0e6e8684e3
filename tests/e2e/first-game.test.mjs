// "Learn with a first game" (issue #45, docs/coach.md "A first game"): each game's start page
// offers a curated start. Tapped at 390×844, it opens the new-game form with the curated seed
// and "Teach me" on, the players' count and seats the table's to choose (here three, the
// third a computer); started, the game is the teaching build's, dealt from that seed, with
// the coach's note for the first player once they take the device; and the curated seed is
// not remembered for the next new game. The seeds are app/src/first_game.rs's, which its
// native tests check against the engine.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { screenshotPath, TIMEOUT, withBrowser, guard } from './helpers.mjs';

const PHONE = { width: 390, height: 844 };
const SCREEN = { voluspa: '.vol-play', odin: '.oplay', valda: '.vplay' };
const LABEL = { en: 'Learn with a first game', de: 'Mit einer ersten Partie lernen' };

/** The curated seeds, as app/src/first_game.rs declares them. */
const source = await readFile(new URL('../../app/src/first_game.rs', import.meta.url), 'utf8');
const SEEDS = Object.fromEntries(
  [...source.matchAll(/game: GameId::(\w+),\s*seed: (\d+),/g)].map(([, game, seed]) => [game.toLowerCase(), Number(seed)]),
);

describe('Learn with a first game', { timeout: 4 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  test('app/src/first_game.rs names a seed for each game', () => {
    assert.deepEqual(Object.keys(SEEDS).sort(), ['odin', 'valda', 'voluspa']);
  });

  for (const [game, lang] of [['voluspa', 'en'], ['odin', 'de'], ['valda', 'en']]) {
    test(`${game} (${lang}): the start page's first game starts taught with the curated seed, three players, one a computer`, async () => {
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: PHONE, hasTouch: true, isMobile: true, locale: lang === 'de' ? 'de-DE' : 'en-GB' });
      const watch = guard(context);
      const page = await context.newPage();
      const fetched = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      // A device that played before with another seed and untaught: the first game sets both.
      await page.goto(`${server.url}#/${game}/new?seed=12345&teach=0`);
      await page.locator('[data-testid=seed]').waitFor({ timeout: TIMEOUT });
      await page.locator('[data-testid=start]').tap();
      await page.waitForFunction(() => /\/play$/.test(location.hash), null, { timeout: TIMEOUT });
      await page.goto(`${server.url}#/${game}`);

      const button = page.locator('[data-testid=first-game]');
      await button.waitFor({ timeout: TIMEOUT });
      assert.equal((await button.textContent()).trim(), LABEL[lang]);
      const box = await button.boundingBox();
      assert.ok(box.height >= 44 && box.width >= 44, `a 44 px target: ${JSON.stringify(box)}`);
      await button.tap();

      // The form, with the curated seed and teaching on; the table chooses its seats.
      const seed = page.locator('[data-testid=seed]');
      await seed.waitFor({ timeout: TIMEOUT });
      assert.equal(await seed.inputValue(), String(SEEDS[game]), 'the curated seed');
      assert.equal(await page.locator('[data-testid=teach]').isChecked(), true, 'taught');
      await page.locator('[data-players="3"]').tap();
      await page.locator('select[data-seat-who="2"]').selectOption('normal');
      await page.screenshot({ path: screenshotPath(`first-game-form-${game}-${lang}`) });
      await page.locator('[data-testid=start]').tap();

      // The teaching build's play screen, the game dealt from the curated seed.
      await page.waitForFunction(() => location.hash.endsWith('/play?teach=1'), null, { timeout: TIMEOUT });
      await page.locator(SCREEN[game]).waitFor({ timeout: TIMEOUT });
      const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `skald.${game}.game`));
      assert.equal(save.replay.seed, SEEDS[game], 'dealt from the curated seed');
      assert.equal(save.replay.config.players, 3);
      assert.deepEqual(save.meta.seats.map((s) => s.computer ?? null), [null, null, 'normal']);
      assert.ok(fetched.some((p) => new RegExp(`skald-${game}-teach-[0-9a-f]+_bg\\.wasm$`).test(p)), 'the teaching build');
      assert.ok(fetched.some((p) => new RegExp(`words/${game}_coach\\.${lang}-`).test(p)), `the coach's ${lang} words`);

      // The first player takes the device: the coach's note of their first decision.
      await page.locator('[data-testid=handoff]').tap();
      await page.locator('[data-testid=coach]').waitFor({ timeout: TIMEOUT });
      assert.ok((await page.locator('[data-testid=coach-moment]').textContent()).trim().length > 0, 'a moment in words');
      await page.screenshot({ path: screenshotPath(`first-game-${game}-${lang}`) });

      // The next new game is dealt afresh: the curated seed was not remembered.
      await page.goto(`${server.url}#/${game}/new`);
      await page.locator('[data-testid=seed]').waitFor({ timeout: TIMEOUT });
      assert.equal(await page.locator('[data-testid=seed]').inputValue(), '', 'no seed remembered');
      await context.close();
      watch.check();
    });
  }
});

// The decider first, in Völuspá and Odin (issue #26), by finger on a phone (390×844), a
// portrait tablet (768×1024) and a landscape tablet (1024×768), in English and German: at
// every decision of the first turns the decider is named in their colour at the top (their
// chip of the scoreboard) and beside the controls, and their own mat (Völuspá: score; Odin:
// cards left and total) sits beside the controls, in view and not covered, with the numbers
// the scoreboard shows for them. The header of every game's play screen is one row on the
// tablets, in both languages. Screenshots: tests/e2e/artifacts/decider-*.png.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { inView, openPage, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import { legalCells } from './voluspa-lib.mjs';

const SIZES = {
  phone: { width: 390, height: 844 },
  'tablet-portrait': { width: 768, height: 1024 },
  'tablet-landscape': { width: 1024, height: 768 },
};
const NAMES = 'names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn';
const ROOT = { voluspa: '.vol-play', odin: '.oplay', valda: '.vplay' };
const TOP = { voluspa: '.vol-top', odin: '.otop', valda: '.vtop' };

const attr = (page, game, name) => page.locator(ROOT[game]).getAttribute(name);

/** Taps the hand-off card if it is shown (a finger). */
async function reveal(page, game) {
  const card = page.locator('[data-testid=handoff]');
  if (!(await card.count())) return;
  await card.tap();
  await page.locator(`${ROOT[game]}[data-revealed=true]`).waitFor({ timeout: TIMEOUT });
}

/** One legal move by finger: Völuspá a tile tapped then a legal cell (then "Place" if it
 * asks), or the Raven left, the Hermod turn ended, a tile discarded; Odin a card taken, a
 * pass, or the first playable card led. */
async function move(page, game) {
  const before = Number(await attr(page, game, 'data-actions'));
  const tap = (sel) => page.locator(sel).first().tap();
  if (game === 'voluspa') {
    const phase = await attr(page, game, 'data-phase');
    if (phase === 'RavenAgain') await tap('[data-testid=skip-raven]');
    else if (phase === 'HermodFollowUp') await tap('[data-testid=end-turn]');
    else if (await page.locator('.hand-tile.discardable').count()) {
      await tap('.hand-tile.discardable');
      await tap('[data-testid=discard]');
    } else {
      await tap('.hand-tile[data-playable=true]:not(.spent)');
      await page.locator('[data-legal]').first().waitFor({ timeout: TIMEOUT });
      const [cell] = await legalCells(page);
      await page.touchscreen.tap(cell.box.x + cell.box.width / 2, cell.box.y + cell.box.height / 2);
      await page.waitForTimeout(100);
      if ((Number(await attr(page, game, 'data-actions')) === before) && (await page.locator('[data-testid=place]').count())) {
        await tap('[data-testid=place]');
      }
    }
  } else if (await page.locator('.take-card').count()) {
    await tap('.take-card');
  } else if (await page.locator('[data-testid=pass]').count()) {
    await tap('[data-testid=pass]');
  } else {
    await tap('.hand-card[data-playable=true]');
    await tap('[data-testid=play]:not([disabled])');
  }
  await page.locator(`${ROOT[game]}:not([data-actions="${before}"])`).waitFor({ timeout: TIMEOUT });
}

/** The decider's numbers as their scoreboard chip shows them. */
function chipNumbers(page, game, seat) {
  return game === 'voluspa'
    ? page.locator(`[data-testid=score-${seat}]`).innerText().then((s) => [s.trim()])
    : page.locator(`.oscore[data-seat="${seat}"]`).evaluate((e) => [e.dataset.cards, e.dataset.total]);
}

describe('the decider first', { timeout: 30 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  for (const game of ['voluspa', 'odin']) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      for (const lang of ['en', 'de']) {
        test(`${game}, ${size}, ${lang}: the decider and their mat stay in view beside the controls`, async () => {
          const { context, page, watch } = await openPage(browser, {
            viewport, hasTouch: true, isMobile: true, locale: lang === 'de' ? 'de-DE' : 'en-GB',
          });
          await page.goto(`${server.url}?lang=${lang}#/${game}/new?players=3&${NAMES}&seed=5&start=1`);
          await page.locator(ROOT[game]).waitFor({ timeout: TIMEOUT });
          for (let n = 0; n < 7; n++) {
            await reveal(page, game);
            const seat = await attr(page, game, 'data-to-move');
            const name = ['Astrid', 'Bjørn', 'Sigrún'][Number(seat)];
            for (const sel of ['[data-testid=header-who]', '[data-testid=decider]', '[data-testid=mat]']) {
              assert.equal(await inView(page, sel), 'ok', `${sel} is in view (move ${n})`);
            }
            assert.equal(await page.locator('[data-testid=header-who]').innerText(), name, 'the header names the decider');
            assert.equal(await page.locator('[data-testid=decider]').innerText(), name, 'the prompt names the decider');
            assert.equal(await page.locator('[data-testid=mat]').getAttribute('data-seat'), seat, 'the mat is the decider\'s');
            const mat = await page.locator('[data-testid=mat]').innerText();
            for (const x of await chipNumbers(page, game, seat)) {
              assert.ok(mat.includes(x), `the mat "${mat}" shows ${x} as the scoreboard does`);
            }
            const control = game === 'voluspa' ? '.hand-tile' : '.ohand';
            assert.equal(await inView(page, `${control}`), 'ok', 'the hand is in view');
            if (n === 0) await page.screenshot({ path: screenshotPath(`decider-${game}-${size}-${lang}`) });
            await move(page, game);
          }
          watch.check();
          await context.close();
        });
      }
    }
  }

  for (const game of ['voluspa', 'odin', 'valda']) {
    for (const lang of ['en', 'de']) {
      test(`${game}, ${lang}: the play screen's header is one row on a portrait and a landscape tablet`, async () => {
        const { context, page, watch } = await openPage(browser, { viewport: SIZES['tablet-portrait'], hasTouch: true, locale: lang === 'de' ? 'de-DE' : 'en-GB' });
        await page.goto(`${server.url}?lang=${lang}#/${game}/new?players=3&${NAMES}&seed=5&start=1`);
        await page.locator(ROOT[game]).waitFor({ timeout: TIMEOUT });
        await reveal(page, game);
        for (const size of ['tablet-portrait', 'tablet-landscape']) {
          await page.setViewportSize(SIZES[size]);
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          const { height, rows } = await page.locator(TOP[game]).evaluate((top) => ({
            height: top.getBoundingClientRect().height,
            // One row: every part overlaps every other vertically.
            rows: (() => {
              const rs = [...top.children].map((c) => c.getBoundingClientRect()).filter((r) => r.height > 0);
              return Math.max(...rs.map((r) => r.top)) < Math.min(...rs.map((r) => r.bottom)) ? 1 : 2;
            })(),
          }));
          assert.equal(rows, 1, `${size}: every part of the header on one row`);
          assert.ok(height <= 64, `${size}: the header is one band (${height}px)`);
        }
        watch.check();
        await context.close();
      });
    }
  }
});

// The decider first, in Völuspá and Odin (issue #26), by finger on a phone (390×844), a
// portrait tablet (768×1024) and a landscape tablet (1024×768), in English and German: at
// every decision of the first turns the decider is named in their colour at the top (their
// chip of the scoreboard) and beside the controls, and their own mat (Völuspá: score; Odin:
// cards left and total) sits beside the controls, in view and not covered, with the numbers
// the scoreboard shows for them; a finger can touch every piece of the hand across at least
// 44 px (on a phone Odin's hand scrolls sideways); on the landscape tablet the decision (name,
// mat, hand, buttons) is a column beside the board, elsewhere a band below it; the page never
// scrolls. The header of every game's play screen is one row on the
// tablets, in both languages. Screenshots: tests/e2e/artifacts/decider-*.png.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { inView, openPage, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import { attr, move, reveal, ROOT } from './table-lib.mjs';

const SIZES = {
  phone: { width: 390, height: 844 },
  'tablet-portrait': { width: 768, height: 1024 },
  'tablet-landscape': { width: 1024, height: 768 },
};
const NAMES = 'names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn';
const TOP = { voluspa: '.vol-top', odin: '.otop', valda: '.vtop' };

const BOARD = { voluspa: '.vol-board', odin: '.ocentre' };
const BOTTOM = { voluspa: '.vol-bottom', odin: '.obottom' };

/** Where the decision's panel is: 'beside' the board (a column from under the header to the
 * bottom edge, right of the board), 'below' it (a band along the bottom edge), or what is
 * wrong; and the page itself never scrolls. */
function layout(page, game) {
  return page.evaluate(([b, f]) => {
    const board = document.querySelector(b).getBoundingClientRect();
    const panel = document.querySelector(f).getBoundingClientRect();
    const root = document.scrollingElement;
    if (root.scrollHeight > innerHeight + 1 || root.scrollWidth > innerWidth + 1) return 'the page scrolls';
    if (Math.abs(panel.bottom - innerHeight) > 1) return `the panel ends at ${panel.bottom}`;
    if (panel.left >= board.right - 1 && Math.abs(panel.top - board.top) <= 1 && Math.abs(panel.right - innerWidth) <= 1) return 'beside';
    if (panel.top >= board.bottom - 1 && panel.left <= 1) return 'below';
    return `board ${JSON.stringify(board)}, panel ${JSON.stringify(panel)}`;
  }, [BOARD[game], BOTTOM[game]]);
}

/** The narrowest width (px) by which a finger can touch a tile or card of the shown hand
 * across its middle (the rest lies under its neighbours), each scrolled into view along the
 * hand's row first (the phone's hand scrolls sideways); or what is off screen. */
function handReach(page, game) {
  return page.evaluate((sel) => {
    let least = Infinity;
    for (const el of document.querySelectorAll(sel)) {
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) return `${el.dataset.card ?? el.dataset.kind} is off screen`;
      let hit = 0;
      for (let x = Math.ceil(r.left); x < r.right; x++) if (el.contains(document.elementFromPoint(x, r.top + r.height / 2))) hit++;
      least = Math.min(least, hit);
    }
    return least;
  }, game === 'voluspa' ? '.hand-tile' : '.ohand .hand-card');
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
            assert.equal(await layout(page, game), size === 'tablet-landscape' ? 'beside' : 'below',
              'landscape: the decision is a column beside the board; else a band below it');
            const reach = await handReach(page, game);
            assert.equal(typeof reach, 'number', `the hand is on screen: ${reach}`);
            assert.ok(reach >= 44, `a finger can touch every piece of the hand across at least 44 px (${reach} px)`);
            if (n === 0) console.log(`${game} ${size} ${lang}: the hand's pieces can be touched across at least ${reach} px`);
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

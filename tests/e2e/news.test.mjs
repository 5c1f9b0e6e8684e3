// "Since your last turn" after computer turns in Völuspá and Odin (issue #26), by finger on a
// phone (390×844), a portrait tablet (768×1024) and a landscape tablet (1024×768), in English
// and German: one person (Astrid) against two computers. Whenever her decision comes back
// after the computers moved, what each of them did is listed under their names (Völuspá: the
// tiles and points of each turn; Odin: each play and take), above her decision, with her name
// and mat still in view; it sits in a polite live region that was in the page before it (so a
// screen reader reads it out); one tap on "Close" puts it away and plays nothing; it goes
// when she acts. The German runs ask for reduced motion: nothing animates when it shows.
// Screenshots: tests/e2e/artifacts/news-*.png.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { inView, openPage, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import { attr, move, ROOT } from './table-lib.mjs';

const SIZES = {
  phone: { width: 390, height: 844 },
  'tablet-portrait': { width: 768, height: 1024 },
  'tablet-landscape': { width: 1024, height: 768 },
};
const NAMES = 'names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn';
const COMPUTERS = ['Bjørn', 'Sigrún'];
const HEADING = { en: "Since Astrid's last turn", de: 'Seit dem letzten Zug von Astrid' };

/** Waits until Astrid decides (no computer to move, her hand shown), dismissing Odin's
 * summary of a finished hand on the way; false once the game is over. */
async function astridsTurn(page, game) {
  for (;;) {
    await page.waitForFunction((sel) => {
      const el = document.querySelector(sel);
      return (el && !el.dataset.computer && el.dataset.revealed === 'true') || document.querySelector('[data-testid=hand-end], .vol-end, .oend');
    }, ROOT[game], { timeout: TIMEOUT });
    const handEnd = page.locator('[data-testid=next-hand]');
    if (await handEnd.count()) {
      await handEnd.tap();
      continue;
    }
    return (await attr(page, game, 'data-to-move')) === '0';
  }
}

describe('what the computers did, after their turns', { timeout: 30 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  for (const game of ['voluspa', 'odin']) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      for (const lang of ['en', 'de']) {
        test(`${game}, ${size}, ${lang}: the computers' turns are summed up above the person's decision`, async () => {
          const { context, page, watch } = await openPage(browser, {
            viewport, hasTouch: true, isMobile: true, locale: lang === 'de' ? 'de-DE' : 'en-GB',
            reducedMotion: lang === 'de' ? 'reduce' : 'no-preference',
          });
          await page.goto(`${server.url}?lang=${lang}#/${game}/new?players=3&${NAMES}&computers=,easy,easy&seed=5&pace=fast&start=1`);
          await page.locator(ROOT[game]).waitFor({ timeout: TIMEOUT });
          const news = page.locator('.news-live[aria-live=polite] [data-testid=computer-news]');
          let mine = null; // the actions count after Astrid's latest action
          let shown = 0;
          for (let n = 0; n < 40 && shown < 2; n++) {
            if (!(await astridsTurn(page, game))) break;
            const done = Number(await attr(page, game, 'data-actions'));
            const computersMoved = mine === null ? done > 0 : done > mine;
            if (!computersMoved) {
              assert.equal(await news.count(), 0, `nothing is listed when only Astrid moved (move ${n})`);
            } else {
              await news.waitFor({ timeout: 3000 });
              assert.equal(await news.locator('h2').innerText(), HEADING[lang]);
              const who = await news.locator('.since-who').allInnerTexts();
              assert.ok(who.length > 0 && who.every((w) => COMPUTERS.includes(w)), `under the computers' names: ${who.join(', ')}`);
              const lines = await news.locator('li').allInnerTexts();
              assert.ok(lines.length > 0 && lines.every((l) => COMPUTERS.some((c) => l.startsWith(c))), `each line says who: ${lines.join(' | ')}`);
              if (game === 'voluspa') {
                assert.ok(lines.every((l) => /\d/.test(l) || l.length > 10), `a turn's tiles and points: ${lines.join(' | ')}`);
              }
              for (const sel of ['[data-testid=computer-news]', '[data-testid=decider]', '[data-testid=mat]']) {
                assert.equal(await inView(page, sel), 'ok', `${sel} is in view beside the decision (move ${n})`);
              }
              // "Close" (a rounded button: its middle) is on screen, uncovered, 44 px high.
              const close = await page.locator('[data-testid=news-ok]').evaluate((b) => {
                const r = b.getBoundingClientRect();
                return r.bottom <= innerHeight && r.top >= 0 && r.height >= 44 && b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
              });
              assert.ok(close, '"Close" can be tapped');
              if (lang === 'de') {
                const running = await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
                assert.equal(running, 0, 'nothing animates with reduced motion');
              }
              if (shown === 0) {
                await page.screenshot({ path: screenshotPath(`news-${game}-${size}-${lang}`) });
                // One tap puts it away and plays nothing.
                await page.locator('[data-testid=news-ok]').tap();
                await news.waitFor({ state: 'detached', timeout: 3000 });
                assert.equal(Number(await attr(page, game, 'data-actions')), done);
                assert.equal(await page.locator('.news-live[aria-live=polite]').count(), 1, 'the live region stays in the page');
              }
              shown++;
            }
            const before = Number(await attr(page, game, 'data-actions'));
            await move(page, game);
            // Her action is one; the computers may already have answered (fast pace).
            mine = before + 1;
            // Her action put the summary away (it comes back only after the computers' next
            // turns): read in one go, while no computer has moved since.
            const still = await page.evaluate(([sel, n]) => {
              const el = document.querySelector(sel);
              if (!el || Number(el.dataset.actions) !== n || el.dataset.revealed !== 'true' || el.dataset.computer) return null;
              return document.querySelectorAll('.news-live [data-testid=computer-news]').length;
            }, [ROOT[game], mine]);
            if (still !== null) assert.equal(still, 0, 'gone once she acted');
          }
          assert.ok(shown >= 2, `the computers' turns were summed up (${shown} times)`);
          watch.check();
          await context.close();
        });
      }
    }
  }
});

// The phone table (issue #26), by finger. Valda on a phone held upright (390×844, English and
// German; 360×740 in English): a whole 3-player round, people only, passing the phone; at
// every decision the decider is named in the header, their line and mat are in view, the
// tabs "The table / My village / Log" are on screen and switch by touch and by keyboard (the
// map on the table, the holder's own village alone, the whole log newest first), a new
// decider always starts on the table, every control of the decision, every card of the hand
// and the target the move needs (a temple's "Build" on the map) can be touched: at least
// 44 px, inside the screen, nothing over it; the page neither scrolls nor slides sideways.
// Landscape phones (844×390, 740×360), all three games: the decider's line and mat and the
// hand are in view without scrolling anything, every control of the decision can be touched
// (scrolled into view inside its own column at most), and the page never scrolls. Odin on a
// phone: the middle's cards and its latest lines stay in view while the computers' summary
// shows. Screenshots: tests/e2e/artifacts/phone-*.png.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { inView, openPage, screenshotPath, tabTo, TIMEOUT, withBrowser } from './helpers.mjs';
import { move, reveal as tableReveal, ROOT } from './table-lib.mjs';
import { assertDeciderShown, attr, choose, decisionDue, kindOf, legal, perform, reveal, startGame } from './valda-lib.mjs';

const NAMES = 'names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn';
const SEATS = ['Astrid', 'Bjørn', 'Sigrún'];
const TABS = {
  en: { table: 'The table', village: 'My village', log: 'Log' },
  de: { table: 'Der Tisch', village: 'Mein Dorf', log: 'Verlauf' },
};

/** What a finger cannot touch among the elements matching `selector`, each scrolled into
 * view within its own scroller first (never the page): too small (under 44 px high or
 * wide), outside the screen, or under something else. Then scrolls the scrollers back. */
function untouchable(page, selector) {
  return page.evaluate((sel) => {
    const bad = [];
    // A hand that scrolls sideways is swiped to each card (its snapping off meanwhile).
    const rows = [...document.querySelectorAll('.vcards.hand, .ohand')];
    for (const r of rows) r.style.scrollSnapType = 'none';
    for (const el of document.querySelectorAll(sel)) {
      // Not on show: another tab, a closed part, a fold not opened (its summary is the target).
      if (!el.getClientRects().length || el.closest('details:not([open]) > :not(summary)')) continue;
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const row = el.closest('.vcards.hand, .ohand');
      if (row) {
        const [c, w] = [el.getBoundingClientRect(), row.getBoundingClientRect()];
        row.scrollLeft += Math.max(0, c.right - w.right) - Math.max(0, w.left - c.left);
      }
      const r = el.getBoundingClientRect();
      const what = `${el.tagName}.${el.className} "${el.textContent.trim().slice(0, 30)}"`;
      if (r.height < 44 || r.width < 44) bad.push(`${what}: ${Math.round(r.width)}×${Math.round(r.height)} px`);
      else if (r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) {
        bad.push(`${what}: off screen at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
      }
      else {
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!at || !el.contains(at)) bad.push(`${what}: under ${at?.tagName}.${at?.className}`);
      }
    }
    for (const s of document.querySelectorAll('[data-testid=band], .vol-bottom, .obottom, .vcards.hand, .ohand')) s.scrollTo(0, 0);
    for (const r of rows) r.style.scrollSnapType = '';
    return bad;
  }, selector);
}

/** Waits until nothing animates (a hand-off card leaving, dice rolling, a card lifting). */
const settled = (page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), null, { timeout: TIMEOUT });

/** How far the page itself scrolls: sideways and down (both must be 0). */
function pageScroll(page) {
  return page.evaluate(() => {
    const e = document.scrollingElement;
    return { sideways: e.scrollWidth - innerWidth, down: e.scrollHeight - innerHeight, at: e.scrollTop + e.scrollLeft };
  });
}

function assertNoPageScroll(s, where) {
  assert.ok(s.sideways <= 0, `the page does not slide sideways (${s.sideways}px) ${where}`);
  assert.ok(s.down <= 0 && s.at === 0, `the page does not scroll (${s.down}px) ${where}`);
}

/** Whether the element matching `selector` is on show (not on a hidden tab). */
const shown = (page, selector) => page.locator(selector).first().evaluate((e) => e.getClientRects().length > 0).catch(() => false);

describe('the phone table', { timeout: 60 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  const upright = [['en', 390, 844], ['de', 390, 844], ['en', 360, 740]];
  for (const [lang, width, height] of upright) {
    test(`Valda, ${width}×${height}, ${lang}: a whole round with the tabs, the decider and every target in reach`, async (t) => {
      const { context, page, watch } = await openPage(browser, {
        viewport: { width, height }, hasTouch: true, isMobile: true, locale: lang === 'de' ? 'de-DE' : 'en-GB',
      });
      await startGame(page, server.url, `players=3&${NAMES}&seed=3&privacy=0&cards=builtin`);
      const tab = (id) => page.locator(`[data-testid=tabs] [data-tab=${id}]`);
      const onTab = () => attr(page, 'data-tab');
      const shots = new Set();
      const shot = async (name) => {
        if (shots.has(name)) return;
        shots.add(name);
        await settled(page);
        await page.screenshot({ path: screenshotPath(`phone-${width}-${lang}-${name}`) });
      };
      let decisions = 0;
      let keyboard = false;
      const seen = { switched: 0, temples: 0, handoffs: 0 };
      for (let n = 0; n < 220 && (await attr(page, 'data-round')) === '1'; n++) {
        if (await reveal(page, { touch: true })) {
          seen.handoffs++;
          assert.equal(await onTab(), 'table', `a new decider starts on the table (decision ${n})`);
        }
        await settled(page);
        const { seat, legal: l, kind, where } = await decisionDue(page, n);

        // The decider named, their line and mat in view; the tabs on screen, in words.
        await assertDeciderShown(page, SEATS[seat], seat, where);
        assert.deepEqual(await page.locator('[data-testid=tabs] button').allInnerTexts(), Object.values(TABS[lang]));
        // Every tab, control, hand card and map target on show can be touched.
        const targets = '[data-testid=tabs] button, .vcontrols button, .vtray button, .vcards.hand .hand-card, .vbuild-here';
        assert.deepEqual(await untouchable(page, targets), [], `everything can be touched ${where}`);
        assertNoPageScroll(await pageScroll(page), where);

        // The tabs, by finger, now and then (and once by keyboard): my village alone, the
        // log newest first, back to the table; the decision stays in reach on each.
        if (n % 6 === 2 || (!keyboard && n > 10)) {
          await tab('village').tap();
          assert.equal(await onTab(), 'village');
          assert.equal(await tab('village').getAttribute('aria-pressed'), 'true');
          assert.equal(await shown(page, '.vmap'), false, 'the map is not on the village tab');
          const villages = await page.locator('.vvillage').evaluateAll((els) => els.filter((e) => e.getClientRects().length).map((e) => e.dataset.seat));
          assert.deepEqual(villages, [String(seat)], `only the decider's village ${where}`);
          assert.equal(await inView(page, '.vvillage.mine .vvillage-name'), 'ok', `the village's name is in view ${where}`);
          await shot('village');
          await tab('log').tap();
          const lines = await page.locator('[data-testid=log-tab] li').allInnerTexts();
          assert.ok(lines.length > 0, 'the log tab lists the game');
          const newest = await page.locator('[data-testid=recent] li').allInnerTexts().catch(() => []);
          if (newest.length) assert.ok(newest.includes(lines[0]), `the log's first line is the newest: ${lines[0]}`);
          assert.equal(await inView(page, '[data-testid=mat]'), 'ok', `the mat stays in view on the log tab ${where}`);
          assert.deepEqual(await untouchable(page, '.vcontrols button, .vcards.hand .hand-card'), [], `the decision stays in reach on the log tab ${where}`);
          await shot('log');
          if (!keyboard) {
            // By keyboard: Tab to "The table" and Enter.
            await page.locator('.vtop a').first().focus();
            await tabTo(page, '[data-testid=tabs] [data-tab=table]', 30);
            await page.keyboard.press('Enter');
            keyboard = true;
          } else {
            await tab('table').tap();
          }
          assert.equal(await onTab(), 'table');
          assert.equal(await shown(page, '.vmap'), true, 'the map is back');
          seen.switched++;
        }

        // The move's own target on the map: a temple's "Build" there can be touched.
        const action = choose(l, n);
        if (kindOf(action) === 'build' && typeof action.build.building === 'object') {
          const here = `[data-testid=build-temple-${action.build.building.temple}]`;
          assert.equal(await shown(page, here), true, `the temple's site is on show ${where}`);
          assert.deepEqual(await untouchable(page, here), [], `the temple's site can be touched ${where}`);
          seen.temples++;
          await shot('temple');
        }
        if (kind === 'defend') await shot('defend');
        if (kind === 'building') await shot('building');
        decisions++;
        await perform(page, action, { touch: true });
      }
      assert.equal(await attr(page, 'data-round'), '2', 'a whole round was played');
      assert.ok(keyboard && seen.switched > 2 && seen.temples > 0 && seen.handoffs > 2, `tabs, temples and hand-offs were seen: ${JSON.stringify(seen)}`);
      t.diagnostic(`${decisions} decisions; ${JSON.stringify(seen)}`);
      watch.check();
      await context.close();
    });
  }

  for (const [width, height] of [[844, 390], [740, 360]]) {
    test(`Valda, landscape phone ${width}×${height}: the column of the decision beside the tabs`, async () => {
      const lang = width === 844 ? 'en' : 'de';
      const { context, page, watch } = await openPage(browser, {
        viewport: { width, height }, hasTouch: true, isMobile: true, locale: lang === 'de' ? 'de-DE' : 'en-GB',
      });
      await startGame(page, server.url, `players=3&${NAMES}&seed=3&privacy=0&cards=builtin`);
      for (let n = 0; n < 24; n++) {
        await reveal(page, { touch: true });
        await settled(page);
        const where = `(decision ${n})`;
        for (const sel of ['[data-testid=decision]', '[data-testid=mat]', '.vcards.hand .hand-card', '[data-testid=tabs]']) {
          assert.equal(await inView(page, sel), 'ok', `${sel} is in view without scrolling ${where}`);
        }
        const box = await page.evaluate(() => ({
          footer: document.querySelector('.vbottom').getBoundingClientRect().toJSON(),
          table: document.querySelector('.vtable').getBoundingClientRect().toJSON(),
        }));
        assert.ok(box.table.right <= box.footer.left + 0.5, `the table is beside the decision ${where}`);
        assert.deepEqual(await untouchable(page, '[data-testid=tabs] button, .vcontrols button, .vtray button, .vcards.hand .hand-card'), [], where);
        assertNoPageScroll(await pageScroll(page), where);
        if (n === 1 || n === 20) await page.screenshot({ path: screenshotPath(`phone-landscape-${width}-${n}`) });
        await perform(page, choose(await legal(page), n), { touch: true });
      }
      watch.check();
      await context.close();
    });
  }

  for (const game of ['voluspa', 'odin']) {
    for (const [width, height] of [[844, 390], [740, 360]]) {
      test(`${game}, landscape phone ${width}×${height}: the board beside the decision and the hand`, async () => {
        const { context, page, watch } = await openPage(browser, { viewport: { width, height }, hasTouch: true, isMobile: true, locale: 'en-GB' });
        await page.goto(`${server.url}#/${game}/new?players=3&${NAMES}&computers=,easy,easy&seed=5&pace=fast&start=1`);
        await page.locator(ROOT[game]).waitFor({ timeout: TIMEOUT });
        const hand = game === 'voluspa' ? '.hand-tile' : '.hand-card';
        const board = game === 'voluspa' ? '.vol-board' : '.ocentre';
        const footer = game === 'voluspa' ? '.vol-bottom' : '.obottom';
        let news = 0;
        for (let n = 0; n < 6; n++) {
          await page.waitForFunction((sel) => {
            const el = document.querySelector(sel);
            return (el && !el.dataset.computer && el.dataset.revealed === 'true') || document.querySelector('[data-testid=hand-end]');
          }, ROOT[game], { timeout: TIMEOUT });
          if (await page.locator('[data-testid=next-hand]').count()) {
            await page.locator('[data-testid=next-hand]').tap();
            continue;
          }
          await tableReveal(page, game);
          await settled(page);
          const where = `(move ${n})`;
          for (const sel of ['[data-testid=decider]', '[data-testid=mat]', hand]) {
            assert.equal(await inView(page, sel), 'ok', `${sel} is in view without scrolling ${where}`);
          }
          const box = await page.evaluate(([b, f]) => [b, f].map((s) => document.querySelector(s).getBoundingClientRect().toJSON()), [board, footer]);
          assert.ok(box[0].right <= box[1].left + 0.5 && box[0].width >= 0.4 * width, `the board is beside the decision ${where}`);
          assert.deepEqual(await untouchable(page, `${footer} button, ${hand}`), [], where);
          assertNoPageScroll(await pageScroll(page), where);
          if (await page.locator('[data-testid=computer-news]').count()) {
            news++;
            await page.screenshot({ path: screenshotPath(`phone-landscape-${game}-${width}`) });
          }
          await move(page, game);
        }
        assert.ok(news > 0, "the computers' summary was seen");
        watch.check();
        await context.close();
      });
    }
  }

  for (const [width, height] of [[390, 844], [360, 740]]) {
    test(`Odin, phone ${width}×${height}: the middle and its latest lines stay readable while the computers' summary shows`, async () => {
      const { context, page, watch } = await openPage(browser, { viewport: { width, height }, hasTouch: true, isMobile: true, locale: 'de-DE' });
      await page.goto(`${server.url}#/odin/new?players=3&${NAMES}&computers=,easy,easy&seed=5&pace=fast&start=1`);
      await page.locator('.oplay').waitFor({ timeout: TIMEOUT });
      let seen = 0;
      for (let n = 0; n < 8 && seen < 3; n++) {
        await page.waitForFunction(() => {
          const el = document.querySelector('.oplay');
          return (el && !el.dataset.computer && el.dataset.revealed === 'true') || document.querySelector('[data-testid=hand-end]');
        }, null, { timeout: TIMEOUT });
        if (await page.locator('[data-testid=next-hand]').count()) {
          await page.locator('[data-testid=next-hand]').tap();
          continue;
        }
        if (await page.locator('[data-testid=computer-news]').count()) {
          await settled(page);
          seen++;
          const where = `(move ${n})`;
          if (seen === 1) await page.screenshot({ path: screenshotPath(`phone-odin-${width}`) });
          // Every latest line on show, the middle's cards and its requirement: wholly in
          // view and not under the summary.
          const lines = await page.locator('[data-testid=recent] li').evaluateAll((els) => els.filter((e) => e.getClientRects().length).length);
          assert.ok(lines > 0, `the latest lines show ${where}`);
          for (let i = 1; i <= 3; i++) {
            const li = `[data-testid=recent] li:nth-child(${i})`;
            if (await shown(page, li)) assert.equal(await inView(page, li), 'ok', `the latest line ${i} is readable ${where}`);
          }
          assert.equal(await inView(page, '.orequirement'), 'ok', `what to beat is readable ${where}`);
          for (const c of await page.locator('.omiddle-cards .ocard').all()) {
            const ok = await c.evaluate((e) => {
              const r = e.getBoundingClientRect();
              return r.top >= 0 && r.bottom <= innerHeight && r.bottom <= document.querySelector('.obottom').getBoundingClientRect().top + 0.5;
            });
            assert.ok(ok, `the middle's cards are in view above the footer ${where}`);
          }
          assert.equal(await inView(page, '[data-testid=computer-news] h2'), 'ok', `the summary shows ${where}`);
          assert.deepEqual(await untouchable(page, '[data-testid=news-ok], .obottom .oactions button'), [], where);
          assertNoPageScroll(await pageScroll(page), where);
        }
        await move(page, 'odin');
      }
      assert.ok(seen > 0, "the computers' summary was seen");
      watch.check();
      await context.close();
    });
  }
});

// Reachability at the table (issue #43): by finger (a touch context, every action a tap) at
// 390×844, 768×1024, 1024×768 and 1366×1024, in English and German, a Völuspá game of 12
// placements by one person against the computer (Easy, fast pace: the news and the
// computer's line show at every decision), with one hint asked, and a whole one-hand Odin
// game of three people passing the device (seed 797's hand, ended by a whole-hand lead) to
// its end screen. At every decision:
// every control of a legal action (Völuspá: each tile of the hand that may be placed or
// discarded and every button of the decision's band; Odin: each playable card, each card to
// take back, Play once a set is chosen, Pass, Play whole hand; the hand-off card) is inside
// the viewport (a card of a hand that scrolls sideways once scrolled along its row),
// uncovered — `document.elementFromPoint` at the middle of the part a finger can touch hits
// it or a descendant — and at least 44 px both ways (its touchable part, for cards that
// overlap in a fan). Völuspá's board: nothing of the page lies over it (the bars, the news,
// the computer's line, the hint, a refusal and a cell's score are beside it); once a tile is
// chosen every legal cell is at least 44 px (the board zoomed as the app zooms it, never by
// the test; a cell's whole square, which a tap on it hits), at least one lies wholly on the
// board, uncovered; the cell tapped — and, after
// the first tap pins it, the same cell and "Place" — stays reachable, as does the cell a
// hint pins. Odin's end screen explains how the hand was scored. Screenshots:
// tests/e2e/artifacts/reach-*.png.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPage, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import { HAND_797 } from './odin-lib.mjs';

const SIZES = [[390, 844], [768, 1024], [1024, 768], [1366, 1024]];
const PLACEMENTS = 12;
/** The placement at which the person asks for a hint (and plays it). */
const HINT_AT = 6;

/** What is wrong with the controls matching `sel` (an empty list when every one is reachable:
 * in the viewport, its touchable part at least 44 px both ways, its middle hitting it). */
function unreachable(page, sel) {
  return page.evaluate((sel) => {
    const wrong = [];
    for (const el of document.querySelectorAll(sel)) {
      if (el.disabled || !el.getClientRects().length) continue;
      // A hand that scrolls sideways (Odin, Valda on a phone) brings the card along its row.
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      const name = `${el.dataset.testid ?? el.dataset.card ?? el.dataset.kind ?? el.className} "${el.textContent.trim().slice(0, 30)}"`;
      if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) {
        wrong.push(`${name} is outside the viewport: ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`);
        continue;
      }
      // The part a finger can touch along its middle row (cards of a fan lie on each other).
      const y = r.top + r.height / 2;
      const xs = [];
      for (let x = Math.ceil(r.left); x < r.right; x++) if (el.contains(document.elementFromPoint(x, y))) xs.push(x);
      if (xs.length < 44 || r.height < 44) {
        wrong.push(`${name}: a finger can touch ${xs.length}×${Math.round(r.height)} px of it`);
        continue;
      }
      const mid = xs[Math.floor(xs.length / 2)];
      const hit = document.elementFromPoint(mid, y);
      if (!el.contains(hit)) wrong.push(`${name} is covered at its middle by ${hit?.tagName}.${hit?.className}`);
    }
    return wrong;
  }, sel);
}

async function assertReachable(page, sel, what) {
  assert.deepEqual(await unreachable(page, sel), [], what);
}

/** Völuspá's board: what lies over it, its legal cells' sizes, and which lie wholly on it
 * and uncovered (their centres, in order). */
function boardFacts(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('[data-testid=board]');
    const b = svg.getBoundingClientRect();
    const over = [];
    for (const el of document.querySelectorAll('.vol-top, .vol-bottom, .computer-status, .news, .hint-bar, .vol-status, .table-banner, .drawer, .handoff')) {
      const r = el.getBoundingClientRect();
      if (r.width && r.height && r.left < b.right - 0.5 && r.right > b.left + 0.5 && r.top < b.bottom - 0.5 && r.bottom > b.top + 0.5) {
        over.push(`${el.className} over the board`);
      }
    }
    // A cell's whole square (what a tap on it hits), from the board's grid of cells.
    const cells = [...document.querySelectorAll('[data-legal]')].map((g) => {
      const r = document.querySelector(`[data-grid-cell="${g.dataset.cell}"]`).getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const inside = r.left >= b.left - 0.5 && r.top >= b.top - 0.5 && r.right <= b.right + 0.5 && r.bottom <= b.bottom + 0.5;
      return { cell: g.dataset.cell, w: r.width, h: r.height, x, y, reachable: inside && svg.contains(document.elementFromPoint(x, y)) };
    });
    return { over, cells, scale: Number(document.querySelector('.layer').dataset.scale) };
  });
}

/** The legal cell `key` ("r,c"; the pinned one when absent: `[data-hover]`) wholly on the
 * board, uncovered and at least 44 px: 'ok' or what is wrong. */
function cellReach(page, key) {
  return page.evaluate((key) => {
    key ??= document.querySelector('[data-hover]')?.dataset.hover;
    if (!document.querySelector(`[data-legal][data-cell="${key}"]`)) return `no legal cell ${key}`;
    const g = document.querySelector(`[data-grid-cell="${key}"]`);
    const svg = document.querySelector('[data-testid=board]');
    const b = svg.getBoundingClientRect();
    const r = g.getBoundingClientRect();
    if (r.width < 44 || r.height < 44) return `${Math.round(r.width)}×${Math.round(r.height)} px`;
    if (r.left < b.left - 0.5 || r.top < b.top - 0.5 || r.right > b.right + 0.5 || r.bottom > b.bottom + 0.5) return 'not wholly on the board';
    return svg.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)) ? 'ok' : 'covered';
  }, key);
}

/** Waits for the next frame: the board's own pans (ViewHandle::follow) are done by then. */
const settle = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
const tapAt = (page, p) => page.touchscreen.tap(p.x, p.y);
const tap = async (page, sel) => {
  const box = await page.locator(sel).first().boundingBox();
  await tapAt(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
};
const vol = (page, name) => page.locator('.vol-play').getAttribute(name);
const odin = (page, name) => page.locator('.oplay').getAttribute(name);

/** Völuspá: 12 placements by the person, checking every decision (see the file's notes). */
async function voluspa(page, url, size, lang) {
  await page.goto(`${url}?lang=${lang}#/voluspa/new?players=2&names=Astrid,Bj%C3%B8rn&computers=,easy&pace=fast&seed=4&tiles=base&hints=1&start=1`);
  await page.locator('.vol-play').waitFor({ timeout: TIMEOUT });
  let placed = 0;
  let least = Infinity;
  while (placed < PLACEMENTS) {
    await page.locator('.vol-play[data-to-move="0"][data-revealed=true]:not([data-computer]), [data-testid=end]').first().waitFor({ timeout: TIMEOUT });
    if (await page.locator('[data-testid=end]').count()) break;
    const at = `${size} ${lang}, placement ${placed + 1}`;
    const before = Number(await vol(page, 'data-actions'));
    await assertReachable(page, '.hand-tile[data-playable=true]:not(.spent), .hand-tile.discardable, .vol-bottom button', `${at}: the hand and the band's buttons`);
    if (await page.locator('.hand-tile.discardable').count()) {
      await tap(page, '.hand-tile.discardable');
      await assertReachable(page, '[data-testid=discard]', `${at}: Discard`);
      await tap(page, '[data-testid=discard]');
    } else if (placed + 1 === HINT_AT) {
      await tap(page, '[data-testid=hint]');
      await page.locator('[data-testid=hint-reason][data-action]').waitFor({ timeout: TIMEOUT });
      await settle(page);
      assert.equal(await cellReach(page), 'ok', `${at}: the hint's cell`);
      await assertReachable(page, '[data-testid=place], .vol-bottom button', `${at}: "Place" after the hint`);
      assert.deepEqual((await boardFacts(page)).over, [], `${at}: nothing over the board`);
      if (size === '390x844' || size === '1024x768') await page.screenshot({ path: screenshotPath(`reach-voluspa-hint-${size}-${lang}`) });
      await tap(page, '[data-testid=place]');
      placed++;
    } else {
      await tap(page, '.hand-tile[data-playable=true]:not(.spent)');
      await page.locator('[data-legal]').first().waitFor({ timeout: TIMEOUT });
      await settle(page);
      const facts = await boardFacts(page);
      assert.deepEqual(facts.over, [], `${at}: nothing over the board`);
      for (const c of facts.cells) least = Math.min(least, c.w, c.h);
      assert.ok(facts.cells.every((c) => c.w >= 44 && c.h >= 44), `${at}: legal cells of at least 44 px (scale ${facts.scale})`);
      const target = facts.cells.find((c) => c.reachable);
      assert.ok(target, `${at}: a legal cell lies wholly on the board, uncovered`);
      await tapAt(page, target);
      // A finger's first tap pins the cell and shows its score; the second tap, or Place, plays.
      await page.locator(`[data-hover="${target.cell}"]`).waitFor({ timeout: TIMEOUT });
      await settle(page);
      assert.equal(await cellReach(page, target.cell), 'ok', `${at}: the pinned cell`);
      await assertReachable(page, '[data-testid=place]', `${at}: "Place"`);
      assert.ok(await page.locator('[data-testid=preview-panel]').evaluate((e) => {
        const r = e.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
      }), `${at}: the cell's score is in view`);
      if (placed % 2) await tap(page, '[data-testid=place]');
      else {
        const r = await page.locator(`[data-grid-cell="${target.cell}"]`).boundingBox();
        await tapAt(page, { x: r.x + r.width / 2, y: r.y + r.height / 2 });
      }
      placed++;
    }
    await page.locator(`.vol-play:not([data-actions="${before}"])`).waitFor({ timeout: TIMEOUT });
  }
  assert.equal(placed, PLACEMENTS, `${size} ${lang}: ${PLACEMENTS} placements`);
  return least;
}

/** Odin: a whole one-hand game of three people passing the device, to its end screen: seed
 * 797's hand (odin-lib's HAND_797: plays of one to four cards, three takes, passes) ended by
 * Bjørn leading his whole hand. */
async function odinHand(page, url, size, lang) {
  await page.goto(`${url}?lang=${lang}#/odin/new?players=3&names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn&target=one-hand&seed=797&start=1`);
  await page.locator('.oplay').waitFor({ timeout: TIMEOUT });
  let decisions = 0;
  for (const action of [...HAND_797, 'whole']) {
    const at = `${size} ${lang}, ${action}`;
    await page.locator('[data-testid=handoff], .oplay[data-revealed=true]').first().waitFor({ timeout: TIMEOUT });
    if (await page.locator('[data-testid=handoff]').count()) {
      await assertReachable(page, '[data-testid=handoff]', `${at}: the hand-off card`);
      await tap(page, '[data-testid=handoff]');
      await page.locator('.oplay[data-revealed=true]').waitFor({ timeout: TIMEOUT });
    }
    const before = Number(await odin(page, 'data-actions'));
    await assertReachable(page, '.take-card, .hand-card[data-playable=true], [data-testid=pass], [data-testid=play-whole]', `${at}: the cards and buttons`);
    const [verb, ...cards] = action.split(' ');
    if (verb === 'take') await tap(page, `.take-card[data-card="${cards[0]}"]`);
    else if (verb === 'pass') await tap(page, '[data-testid=pass]');
    else if (verb === 'whole') await tap(page, '[data-testid=play-whole]');
    else {
      for (const card of cards) {
        const el = `.hand-card[data-card="${card}"]`;
        await page.locator(el).evaluate((e) => e.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
        await tap(page, el);
      }
      await page.locator('[data-testid=play]:not([disabled])').waitFor({ timeout: TIMEOUT });
      await assertReachable(page, '[data-testid=play]', `${at}: Play`);
      await tap(page, '[data-testid=play]');
    }
    decisions++;
    await page.locator(`.oplay:not([data-actions="${before}"])`).waitFor({ timeout: TIMEOUT });
  }
  await page.locator('[data-testid=end]').waitFor({ timeout: TIMEOUT });
  const end = page.locator('[data-testid=end-hand]');
  assert.match(await end.innerText(), lang === 'de'
    ? /Ende von Durchgang 1[\s\S]*(die letzte Karte|die ganze Hand)[\s\S]*einen Punkt je Karte/
    : /End of hand 1[\s\S]*(their last card|their whole hand)[\s\S]*one point per card/, `${size} ${lang}: the end says how the hand was scored`);
  await assertReachable(page, '[data-testid=end] .btn', `${size} ${lang}: the end screen's buttons`);
  if (lang === 'en' && (size === '390x844' || size === '1024x768')) await page.screenshot({ path: screenshotPath(`reach-odin-end-${size}`) });
  return decisions;
}

describe('every legal action within a finger\'s reach', { timeout: 20 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  for (const lang of ['en', 'de']) {
    test(`${lang}: Völuspá's placements and Odin's whole hand at four sizes`, async () => {
      const { context, page, watch } = await openPage(browser, {
        viewport: { width: SIZES[0][0], height: SIZES[0][1] }, hasTouch: true, isMobile: true, locale: lang === 'de' ? 'de-DE' : 'en-GB',
      });
      for (const [width, height] of SIZES) {
        const size = `${width}x${height}`;
        await page.setViewportSize({ width, height });
        const t0 = Date.now();
        const least = await voluspa(page, server.url, size, lang);
        const t1 = Date.now();
        const decisions = await odinHand(page, server.url, size, lang);
        console.log(`${size} ${lang}: Völuspá ${PLACEMENTS} placements, legal cells ≥ ${Math.floor(least)} px (${t1 - t0} ms); Odin ${decisions} decisions (${Date.now() - t1} ms)`);
      }
      watch.check();
      await context.close();
    });
  }
});

// Pass-and-play on a touch screen: the tap that ends a turn must never reveal the next
// player's hand. A touch tap is pointerdown … pointerup, then the browser's compatibility
// click at the same spot; a move applied on pointerup put the hand-off card under that
// click, which revealed the next hand to the player who had just moved.
//
// Every route to a hand-off in both games is played here with real touch input (a context
// with touch, events sent through the DevTools protocol), and each test asserts that no
// card or tile of the next hand is in the DOM until a *fresh* tap on the hand-off card.
// `pinUnder` places the hand-off card exactly under the finger (whatever the layout), so
// the compatibility click surely lands on it and the guard itself is what is tested.
// Runs alone, not beside another e2e file (scripts/test.sh): it checks what is under the finger the moment a move is counted.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { guard, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import * as odin from './odin-lib.mjs';
import * as vol from './voluspa-lib.mjs';

const TABLET_LANDSCAPE = { width: 1024, height: 768 };
const TABLET_PORTRAIT = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };

/** Long enough for any late compatibility mouse event or click to have been handled. */
const SETTLE_MS = 400;

/** Moves the hand-off card, when it appears, so that it covers the point `p` (the list of what
 * happened since the next player's last turn floats above it, out of the way). */
async function pinUnder(page, p) {
  await page.addStyleTag({
    content: `.handoff-dock { position: fixed !important; left: ${p.x - 120}px !important; top: ${p.y - 90}px !important; width: 240px !important; }
              .handoff-card { min-height: 180px !important; }
              .handoff-since { position: absolute !important; bottom: 100% !important; }`,
  });
}

/** Whether the hand-off card is what a tap at `p` would hit now. */
async function handoffAt(page, p) {
  return page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-testid=handoff]'), p);
}

/** After a tap on the hand-off, focus is in the revealed hand (not lost to the page's body), without a focus ring. */
async function focusInHand(page) {
  await page.waitForFunction(() => document.activeElement?.matches('[data-handoff-focus]'), null, { timeout: TIMEOUT });
  assert.equal(await page.evaluate(() => document.activeElement.matches(':focus-visible')), false, 'no focus ring after a tap');
}

/** While the hand-off is shown after a touch, its card has focus but shows no ring. */
async function noRingOnHandoff(page) {
  assert.equal(await page.evaluate(() => document.activeElement?.closest('[data-testid=handoff]') != null), true, 'the hand-off card has focus');
  assert.equal(await page.evaluate(() => document.activeElement.matches(':focus-visible')), false, 'no focus ring after a touch');
}

/** A point of the hand-off card that is on screen (a pinned card may reach past an edge). */
async function handoffPoint(page) {
  return page.locator('[data-testid=handoff]').evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = Math.max(r.top, 0);
    const bottom = Math.min(r.bottom, innerHeight);
    return { x: r.left + r.width / 2, y: (top + bottom) / 2 };
  });
}

async function centreOf(locator) {
  const b = await locator.boundingBox();
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** Touch input through the DevTools protocol: taps, drags, and a drag in parts. */
async function touchInput(context, page) {
  const cdp = await context.newCDPSession(page);
  const send = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [] });
  const t = {
    start: (p) => send('touchStart', p),
    async move(from, to, steps = 8) {
      for (let i = 1; i <= steps; i++) {
        await send('touchMove', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
      }
    },
    // A finger rests on its target before it lifts: without the pause, a fast synthetic
    // drag ends in a fling, and Chromium swallows the next tap (the one that stops it).
    async end(at) {
      if (at) {
        await new Promise((r) => setTimeout(r, 150));
        await send('touchMove', at);
      }
      await send('touchEnd');
    },
    async tap(p) {
      await t.start(p);
      await t.end();
    },
    async drag(from, to, steps = 10) {
      await t.start(from);
      await t.move(from, to, steps);
      await t.end(to);
    },
  };
  return t;
}

describe('hand-offs on a touch screen', { timeout: 12 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  async function open(viewport) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport, hasTouch: true, isMobile: true });
    const watch = guard(context);
    const page = await context.newPage();
    return { context, page, watch, touch: await touchInput(context, page) };
  }

  // ---- Völuspá ---------------------------------------------------------------------

  /** Waits for the hand-off after a move, lets late events land, checks nothing leaked, then reveals by a fresh tap. */
  async function volHandoffHolds(page, touch, name) {
    await page.locator('[data-testid=handoff]').waitFor({ timeout: TIMEOUT });
    await page.waitForTimeout(SETTLE_MS);
    assert.equal(await page.locator('.vol-play').getAttribute('data-revealed'), 'false', 'the hand-off is still shown');
    assert.equal(await page.locator('.hand-tile').count(), 0, "no tile of the next player's hand is in the DOM");
    await noRingOnHandoff(page);
    await page.screenshot({ path: screenshotPath(`handoff-touch-${name}`) });
    await touch.tap(await handoffPoint(page));
    await page.locator('.vol-play[data-revealed=true]').waitFor({ timeout: TIMEOUT });
    assert.ok((await page.locator('.hand-tile').count()) > 0, 'a fresh tap reveals the hand');
    await focusInHand(page);
  }

  /** Touch: tap a playable tile, then place it on the legal cell nearest the screen's centre by taps. */
  async function volTapPlace(page, touch, viewport, { pin = true } = {}) {
    await touch.tap(await centreOf(page.locator('.hand-tile[data-playable=true]').first()));
    await page.locator('[data-legal]').first().waitFor({ timeout: TIMEOUT });
    const mid = { x: viewport.width / 2, y: viewport.height / 2 };
    const cells = await vol.legalCells(page);
    cells.sort((a, b) => Math.hypot(vol.centre(a.box).x - mid.x, vol.centre(a.box).y - mid.y)
      - Math.hypot(vol.centre(b.box).x - mid.x, vol.centre(b.box).y - mid.y));
    const target = vol.centre(cells[0].box);
    if (pin) await pinUnder(page, target);
    const before = await vol.actions(page);
    // A tap shows the score first where the app asks for a confirming second tap; tap
    // again on the same spot until the move is made (at most twice).
    for (let i = 0; i < 2 && (await vol.actions(page)) === before; i++) {
      await touch.tap(target);
      await page.waitForFunction((n) => Number(document.querySelector('.vol-play')?.dataset.actions) > n, before, { timeout: 1500 }).catch(() => {});
    }
    await vol.waitActions(page, before + 1);
    return target;
  }

  for (const [label, viewport] of [['tablet landscape', TABLET_LANDSCAPE], ['tablet portrait', TABLET_PORTRAIT], ['phone', PHONE]]) {
    test(`Völuspá, ${label}: a tile placed by taps does not reveal the next hand`, async () => {
      const { context, page, watch, touch } = await open(viewport);
      await vol.startGame(page, server.url, 'players=2&seed=42&tiles=base');
      await page.locator('[data-testid=handoff]').waitFor({ timeout: TIMEOUT });
      await touch.tap(await centreOf(page.locator('[data-testid=handoff]')));
      await page.locator('.vol-play[data-revealed=true]').waitFor({ timeout: TIMEOUT });
      const mover = await page.locator('.vol-play').getAttribute('data-to-move');
      const target = await volTapPlace(page, touch, viewport);
      assert.ok(await handoffAt(page, target), 'the hand-off card is under the finger that made the move');
      await volHandoffHolds(page, touch, `voluspa-tap-${label.replace(' ', '-')}`);
      assert.notEqual(await page.locator('.vol-play').getAttribute('data-to-move'), mover, "the other player's hand is shown");
      watch.check();
      await context.close();
    });
  }

  test('Völuspá: the real layout keeps the board in view and the next hand hidden after a tap', async () => {
    const { context, page, watch, touch } = await open(TABLET_LANDSCAPE);
    await vol.startGame(page, server.url, 'players=2&seed=42&tiles=base');
    await touch.tap(await centreOf(page.locator('[data-testid=handoff]')));
    await page.locator('.vol-play[data-revealed=true]').waitFor({ timeout: TIMEOUT });
    await volTapPlace(page, touch, TABLET_LANDSCAPE, { pin: false });
    // The card is docked at the bottom: the board's tiles are visible above it.
    const card = await page.locator('[data-testid=handoff]').boundingBox();
    const tiles = await page.locator('.stack').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().bottom));
    assert.ok(tiles.every((bottom) => bottom <= card.y), 'no tile of the board is under the hand-off card');
    await volHandoffHolds(page, touch, 'voluspa-real-layout');
    watch.check();
    await context.close();
  });

  test('Völuspá: a touch drag onto a cell does not reveal the next hand', async () => {
    const { context, page, watch, touch } = await open(TABLET_PORTRAIT);
    await vol.startGame(page, server.url, 'players=2&seed=42&tiles=base');
    await touch.tap(await centreOf(page.locator('[data-testid=handoff]')));
    await page.locator('.vol-play[data-revealed=true]').waitFor({ timeout: TIMEOUT });
    const tile = await centreOf(page.locator('.hand-tile[data-playable=true]').first());
    // Press and move past the drag threshold: the legal cells appear; finish on one of them.
    await touch.start(tile);
    await touch.move(tile, { x: tile.x + 10, y: tile.y - 40 }, 4);
    await page.locator('[data-legal]').first().waitFor({ timeout: TIMEOUT });
    const cell = vol.centre((await vol.legalCells(page))[0].box);
    // The tile rides above the finger: the finger ends below the cell by that much.
    const lift = await page.locator('.drag-ghost').evaluate((e, fy) => {
      const r = e.getBoundingClientRect();
      return fy - (r.top + r.height / 2);
    }, tile.y - 40);
    const finger = { x: cell.x, y: cell.y + lift };
    await pinUnder(page, finger);
    await touch.move({ x: tile.x + 10, y: tile.y - 40 }, finger, 10);
    await touch.end(finger);
    await vol.waitActions(page, 1);
    await volHandoffHolds(page, touch, 'voluspa-drag');
    watch.check();
    await context.close();
  });

  test('Völuspá: a Jotunn push chosen by tapping an arrow does not reveal the next hand', async () => {
    const { context, page, watch, touch } = await open(TABLET_LANDSCAPE);
    // Seed 5, King of the Giants: the first player holds a Jotunn; the start tile is a Freya.
    await vol.startGame(page, server.url, 'players=2&seed=5&tiles=king_of_the_giants');
    await touch.tap(await centreOf(page.locator('[data-testid=handoff]')));
    await page.locator('.vol-play[data-revealed=true]').waitFor({ timeout: TIMEOUT });
    await touch.tap(await centreOf(page.locator('.hand-tile[data-kind=Jo]').first()));
    await page.locator('[data-legal]').first().waitFor({ timeout: TIMEOUT });
    const bump = (await vol.legalCells(page)).find((c) => c.kind === 'bump');
    assert.ok(bump, 'the start tile can be bumped');
    for (let i = 0; i < 2 && !(await page.locator('[data-push]').count()); i++) {
      await touch.tap(vol.centre(bump.box));
      await page.locator('[data-push]').first().waitFor({ timeout: 1500 }).catch(() => {});
    }
    const arrow = page.locator('[data-push=E]');
    await arrow.waitFor({ timeout: TIMEOUT });
    const at = await centreOf(arrow);
    await pinUnder(page, at);
    await touch.tap(at);
    await vol.waitActions(page, 1);
    assert.ok(await handoffAt(page, at), 'the hand-off card is under the finger that chose the push');
    await volHandoffHolds(page, touch, 'voluspa-jotunn');
    watch.check();
    await context.close();
  });

  test('Völuspá: "End turn" after Hermod, tapped, does not reveal the next hand', async () => {
    const { context, page, watch, touch } = await open(TABLET_LANDSCAPE);
    await vol.startGame(page, server.url, 'players=2&seed=1&tiles=king_of_the_giants');
    await touch.tap(await centreOf(page.locator('[data-testid=handoff]')));
    await page.locator('.vol-play[data-revealed=true]').waitFor({ timeout: TIMEOUT });
    await touch.tap(await centreOf(page.locator('.hand-tile[data-kind=Hm]').first()));
    await page.locator('[data-legal]').first().waitFor({ timeout: TIMEOUT });
    const cell = vol.centre((await vol.legalCells(page))[0].box);
    for (let i = 0; i < 2 && (await vol.actions(page)) === 0; i++) {
      await touch.tap(cell);
      await page.waitForFunction(() => Number(document.querySelector('.vol-play')?.dataset.actions) > 0, null, { timeout: 1500 }).catch(() => {});
    }
    await vol.waitActions(page, 1);
    assert.equal(await vol.phase(page), 'HermodFollowUp');
    const end = await centreOf(page.locator('[data-testid=end-turn]'));
    await pinUnder(page, end);
    await touch.tap(end);
    await vol.waitActions(page, 2);
    await volHandoffHolds(page, touch, 'voluspa-end-turn');
    watch.check();
    await context.close();
  });

  // ---- Odin ------------------------------------------------------------------------

  async function odinHandoffHolds(page, touch, name) {
    await page.locator('[data-testid=handoff]').waitFor({ timeout: TIMEOUT });
    await page.waitForTimeout(SETTLE_MS);
    assert.equal(await odin.attr(page, 'data-revealed'), 'false', 'the hand-off is still shown');
    assert.equal(await page.locator('.hand-card').count(), 0, "no card of the next player's hand is in the DOM");
    await noRingOnHandoff(page);
    await page.screenshot({ path: screenshotPath(`handoff-touch-${name}`) });
    await touch.tap(await handoffPoint(page));
    await page.locator('.oplay[data-revealed=true]').waitFor({ timeout: TIMEOUT });
    assert.ok((await page.locator('.hand-card').count()) > 0, 'a fresh tap reveals the hand');
    await focusInHand(page);
  }

  // Seed 236, 3 players: these moves lead to a take of 8R by Sigrún (see odin-play.test.mjs).
  const BEFORE_TAKE = ['play 5O', 'play 8O', 'pass', 'play 8R 8B', 'pass', 'play 8Y 7Y 2Y'];

  for (const [label, viewport] of [['tablet landscape', TABLET_LANDSCAPE], ['phone', PHONE]]) {
    test(`Odin, ${label}: a card taken by a tap does not reveal the next hand`, async () => {
      const { context, page, watch, touch } = await open(viewport);
      await odin.startGame(page, server.url, 'players=3&names=Astrid,Bjørn,Sigrún&target=one-hand&seed=236');
      for (const a of BEFORE_TAKE) await odin.act(page, a);
      assert.equal(await odin.attr(page, 'data-phase'), 'take');
      const at = await odin.grip(page.locator('.take-card[data-card="8R"]'));
      await pinUnder(page, at);
      await touch.tap(at);
      await odin.waitActions(page, BEFORE_TAKE.length + 1);
      assert.ok(await handoffAt(page, at), 'the hand-off card is under the finger that took the card');
      await odinHandoffHolds(page, touch, `odin-take-${label.replace(' ', '-')}`);
      watch.check();
      await context.close();
    });
  }

  test('Odin: a take by touch drag, a play by "Play" and a pass, all tapped, never reveal the next hand', async () => {
    const { context, page, watch, touch } = await open(TABLET_PORTRAIT);
    await odin.startGame(page, server.url, 'players=3&names=Astrid,Bjørn,Sigrún&target=one-hand&seed=236');
    await touch.tap(await centreOf(page.locator('[data-testid=handoff]')));
    await page.locator('.oplay[data-revealed=true]').waitFor({ timeout: TIMEOUT });
    // A lead by a touch drag onto the middle.
    await touch.drag(await odin.grip(page.locator('.hand-card[data-card="5O"]')), await odin.middleCentre(page));
    await odin.waitActions(page, 1);
    await odinHandoffHolds(page, touch, 'odin-drag-lead');
    // A play: tap the card, then tap "Play" (the hand-off card pinned under the button).
    await touch.tap(await odin.grip(page.locator('.hand-card[data-card="8O"]')));
    const play = await centreOf(page.locator('[data-testid=play]:not([disabled])'));
    await pinUnder(page, play);
    await touch.tap(play);
    await odin.waitActions(page, 2);
    await odinHandoffHolds(page, touch, 'odin-play-button');
    // A pass.
    const pass = await centreOf(page.locator('[data-testid=pass]'));
    await touch.tap(pass);
    await odin.waitActions(page, 3);
    await odinHandoffHolds(page, touch, 'odin-pass');
    for (const a of ['play 8R 8B', 'pass', 'play 8Y 7Y 2Y']) await odin.act(page, a);
    // The take by a touch drag to the hand.
    const hand = await page.locator('.ohand').boundingBox();
    await touch.drag(await odin.grip(page.locator('.take-card[data-card="8R"]')), { x: hand.x + hand.width / 2, y: hand.y + hand.height / 2 });
    await odin.waitActions(page, 7);
    await odinHandoffHolds(page, touch, 'odin-drag-take');
    watch.check();
    await context.close();
  });

  test('Odin: "Undo" on the hand-off and the next hand after a hand ends answer only fresh taps', async () => {
    const { context, page, watch, touch } = await open(TABLET_LANDSCAPE);
    // Seed 797: the first hand ends when Bjørn leads his whole hand.
    await odin.startGame(page, server.url, 'players=3&names=Astrid,Bjørn,Sigrún&target=20&seed=797');
    const moves = ['play 2O', 'play 2B 2P', 'play 5G 4G 3G', 'take 2B', 'play 9G 9B 9P', 'take 4G', 'pass',
      'play 8O 7O 4O 3O', 'take 9B', 'pass'];
    for (const a of moves) await odin.act(page, a);
    // Undo on the hand-off: tapped, it takes the move back and gives the device back to
    // the player who made it (their hand is shown again, as before their move).
    const undo = page.locator('[data-testid=undo-handoff]');
    await undo.waitFor({ timeout: TIMEOUT });
    await page.screenshot({ path: screenshotPath('handoff-touch-odin-undo-offered') });
    const next = await odin.attr(page, 'data-to-move');
    await touch.tap(await centreOf(undo));
    await odin.waitActions(page, moves.length - 1);
    await page.locator('.oplay[data-revealed=true]').waitFor({ timeout: TIMEOUT });
    assert.notEqual(await odin.attr(page, 'data-to-move'), next, 'the mover has the device again');
    await odin.act(page, 'pass');
    await odin.act(page, 'pass');
    // Bjørn leads his whole hand by touch: the hand ends, then "Continue" leads to the next hand-off.
    await odin.reveal(page);
    const whole = await centreOf(page.locator('[data-testid=play-whole]'));
    await touch.tap(whole);
    const cont = page.locator('[data-testid=next-hand]');
    await cont.waitFor({ timeout: TIMEOUT });
    await page.waitForTimeout(SETTLE_MS);
    assert.equal(await page.locator('[data-testid=hand-end]').count(), 1, 'the hand-end screen waits for a fresh tap');
    const at = await centreOf(cont);
    await pinUnder(page, at);
    await touch.tap(at);
    await odinHandoffHolds(page, touch, 'odin-next-hand');
    watch.check();
    await context.close();
  });
});

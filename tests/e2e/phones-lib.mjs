// Players' phones at a table, for the tests and the phones benchmark (issue #44): the table's
// camera stub, a phone's message recorder, and joining a phone page to a seat through the
// real QR path (tests/e2e/phones.test.mjs says how).
import assert from 'node:assert/strict';
import { TIMEOUT, VIEWPORTS, guard } from './helpers.mjs';

/** The table's camera: a canvas filmed at 10 frames a second, white, with the image at
 * `window.__cameraShows` (a data URL) drawn in its middle once set. */
export const CAMERA = () => {
  window.__cameraShows = null;
  const devices = navigator.mediaDevices;
  if (!devices) return;
  devices.getUserMedia = async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const g = canvas.getContext('2d');
    const img = new Image();
    const draw = () => {
      g.fillStyle = '#fff';
      g.fillRect(0, 0, 640, 480);
      if (window.__cameraShows && img.src !== window.__cameraShows) img.src = window.__cameraShows;
      if (window.__cameraShows && img.complete && img.naturalWidth) g.drawImage(img, 140, 60, 360, 360);
    };
    draw();
    setInterval(draw, 100);
    return canvas.captureStream(10);
  };
};

/** On a phone: every message its data channel receives, kept in `window.__received`, and
 * the channel in `window.__channel` (to send what no phone of the app sends). Nothing in a
 * browser without data channels. */
export const RECORD = () => {
  window.__received = [];
  if (typeof RTCDataChannel === 'undefined') return;
  const set = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, 'onmessage').set;
  Object.defineProperty(RTCDataChannel.prototype, 'onmessage', {
    configurable: true,
    set(handler) {
      window.__channel = this;
      set.call(this, handler && ((e) => {
        window.__received.push(typeof e.data === 'string' ? e.data : new TextDecoder().decode(e.data));
        return handler.call(this, e);
      }));
    },
  });
};

/** Checks every view message a phone of `seat` received (`messages`, read as JSON): its own
 * seat's, seen as that seat sees it, with its own hand whole and no other; no legal actions
 * while another decides. Returns them. */
export function checkMessages(messages, seat) {
  const views = messages.filter((m) => m.type === 'welcome' || m.type === 'view');
  assert.ok(views.length >= 1, 'the phone was sent its view');
  for (const m of views) {
    assert.equal(m.v, 1);
    assert.equal(m.seat, seat, 'a view of the phone’s own seat');
    assert.deepEqual(m.view.viewer, { player: seat }, 'seen as that seat sees it');
    assert.ok(!('hands' in m.view), 'no list of hands');
    assert.equal(m.view.hand.length, m.view.hand_sizes[seat], 'its own hand, whole');
    if (!m.decides) assert.deepEqual(m.legal, [], 'no legal actions while another decides');
  }
  return views;
}

/** One legal Odin move by finger on a seat's screen on a phone (a Playwright page): a card
 * taken, a pass, or the first playable card led. */
export async function phoneMove(phone) {
  const screen = phone.locator('[data-testid=seat-screen]');
  const tap = (sel) => screen.locator(sel).first().tap();
  if (await screen.locator('.take-card').count()) await tap('.take-card');
  else if (await screen.locator('[data-testid=pass]').count()) await tap('[data-testid=pass]');
  else {
    await tap('.hand-card[data-playable=true]');
    await tap('[data-testid=play]:not([disabled])');
  }
}

/** The text of the QR code drawn by the image `img` on the table's page, read by the game's
 * link module's reader. */
export async function readCode(page, img, game) {
  return page.locator(img).evaluate(async (el, game) => {
    const m = await window.skaldModule(`${game}-link`);
    const side = 600;
    const canvas = Object.assign(document.createElement('canvas'), { width: side, height: side });
    const g = canvas.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, side, side);
    await el.decode();
    g.drawImage(el, 0, 0, side, side);
    const { data } = g.getImageData(0, 0, side, side);
    return m.read_codes(new Uint8Array(data.buffer), side, side);
  }, game);
}

/** Opens the phones screen: from the hand-off screen (`from` 'handoff': before anyone takes
 * the device), the tool bar ('button': Valda's) or the log drawer ('log': Völuspá's and
 * Odin's, whose headers have no room for another tool on a portrait tablet). */
export async function openPhones(page, from) {
  if (from === 'log') await page.locator('[data-testid=log-button]').click();
  await page.locator(`[data-testid=phones-${from}]`).click();
  await page.locator('[data-testid=phones]').waitFor({ timeout: TIMEOUT });
}

/** The seat's card on the phones screen. */
export const seatCard = (page, seat) => page.locator(`[data-testid=phones-seat][data-seat="${seat}"]`);

/** Joins `seat` of the table in `table` (its phones screen open) with a new phone page:
 * returns the phone's page and context. */
export async function joinPhone(browser, table, server, seat, { locale = 'en-GB', game = 'odin' } = {}) {
  const card = seatCard(table, seat);
  await card.locator('[data-testid=phones-show], [data-testid=phones-new-code]').first().click();
  const code = card.locator('[data-testid=phones-code]');
  await code.waitFor({ timeout: TIMEOUT });
  const [link] = await readCode(table, `[data-testid=phones-seat][data-seat="${seat}"] [data-testid=phones-code]`, game);
  assert.ok(link?.startsWith(`${server.url}#/join/`), `the code holds a link to this app: ${link}`);
  assert.match(link.slice(`${server.url}#/join/`.length), /^[0-9]+$/, 'its offer in digits');

  const context = await browser.newContext({ serviceWorkers: 'block', viewport: VIEWPORTS.phone, locale, hasTouch: true });
  const watch = guard(context);
  await context.addInitScript(RECORD);
  const phone = await context.newPage();
  await phone.goto(link);
  const answer = phone.locator('img.phone-code');
  await answer.waitFor({ timeout: TIMEOUT });
  const src = await answer.getAttribute('src');

  // The phone's answer before the table's camera.
  await table.evaluate((s) => { window.__cameraShows = s; }, src);
  if (!(await table.locator('[data-testid=phones-video]').count())) await table.locator('[data-testid=phones-camera]').click();
  await card.locator('[data-testid=phones-take-back]').waitFor({ timeout: TIMEOUT });
  await phone.locator('.phone-turn').waitFor({ timeout: TIMEOUT });
  await table.evaluate(() => { window.__cameraShows = null; });
  return { context, phone, watch };
}


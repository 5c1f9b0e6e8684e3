#!/usr/bin/env node
// Phones benchmark (issue #44: "a phone's action appears on the table within 100 ms on a
// local network"): how long a move takes from the phone to the table, over this machine's
// loopback, for the release build in dist/, in Debian's Chromium (playwright-core). A
// script, not a test: it prints the figures and asserts nothing (docs/testing.md, "Phones
// benchmark").
//
//   source scripts/setup.sh && node scripts/trunk-release.mjs && node scripts/bench-phones.mjs [--moves 20]
//
// An Odin table of three (Astrid on her phone, the two others computers at the fast pace)
// and a phone page, each in a browser context of its own, joined through the real QR path
// (tests/e2e/phones-lib.mjs). For each of Astrid's moves, played by a tap on her seat's
// screen, it reads three clocks (`performance.timeOrigin + performance.now()`, one clock on
// one machine):
//   sent      the phone's data channel sends the `act` message
//   played    the table's play screen shows the move (its `data-actions` grows)
//   shown     the phone's seat screen shows the table's next position (its `data-at`)
// and prints, over the moves, the median, 90th percentile and largest of played − sent (the
// issue's figure) and shown − sent (the round trip).
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, TIMEOUT, serve } from '../tests/e2e/helpers.mjs';
import { CAMERA, joinPhone, openPhones, phoneMove } from '../tests/e2e/phones-lib.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--moves');
const MOVES = Math.max(1, Number(at >= 0 ? args[at + 1] : 20) || 20);

const now = () => performance.timeOrigin + performance.now();

/** On the phone: when each `act` left, and when its seat's screen took each position. */
const PHONE_CLOCKS = () => {
  window.__sent = [];
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    if (typeof data === 'string' && data.includes('"type":"act"')) window.__sent.push(performance.timeOrigin + performance.now());
    return send.call(this, data);
  };
  window.__shown = {};
  new MutationObserver(() => {
    const at = document.querySelector('[data-testid=seat-screen]')?.getAttribute('data-at');
    if (at && !(at in window.__shown)) window.__shown[at] = performance.timeOrigin + performance.now();
  }).observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['data-at'], childList: true });
};

/** At the table: when its play screen first showed each action count. */
const TABLE_CLOCKS = () => {
  window.__played = {};
  const note = () => {
    const n = document.querySelector('.oplay')?.getAttribute('data-actions');
    if (n && !(n in window.__played)) window.__played[n] = performance.timeOrigin + performance.now();
  };
  note();
  new MutationObserver(note).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-actions'], childList: true });
};

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return `median ${q(0.5).toFixed(1)} ms, 90th percentile ${q(0.9).toFixed(1)} ms, largest ${s.at(-1).toFixed(1)} ms`;
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--disable-features=WebRtcHideLocalIpsWithMdns'], timeout: TIMEOUT });
const server = await serve();
try {
  const tableContext = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1024, height: 768 }, locale: 'en-GB' });
  await tableContext.addInitScript(CAMERA);
  const table = await tableContext.newPage();
  await table.goto(`${server.url}#/odin/new?players=3&computers=,normal,normal&seed=797&pace=fast&start=1`);
  await table.locator('.oplay').waitFor({ timeout: TIMEOUT });
  await openPhones(table, (await table.locator('[data-testid=phones-handoff]').count()) ? 'handoff' : 'log');
  const { phone, context } = await joinPhone(browser, table, server, 0);
  await table.locator('[data-testid=phones-close]').click();
  await table.evaluate(TABLE_CLOCKS);
  await phone.evaluate(PHONE_CLOCKS);
  const played = [];
  const shown = [];
  for (let i = 0; i < MOVES; i++) {
    // Until Astrid decides (her hand shown on her phone), the game is over, or a hand's end
    // is to be seen: on the phone and at the table, each says so until tapped.
    const decides = phone.locator('[data-testid=seat-screen] .oplay[data-to-move="0"] .hand-card');
    const over = table.locator('[data-testid=end]');
    for (let t = 0; !(await decides.count()) && !(await over.count()); t++) {
      if (t > TIMEOUT / 50) throw new Error(`move ${i + 1}: Astrid never decided`);
      for (const page of [phone, table]) {
        const next = page.locator('[data-testid=next-hand]');
        if (await next.count()) await next.first().click();
      }
      await table.waitForTimeout(50);
    }
    if (await over.count()) break;
    const before = Number(await table.locator('.oplay').getAttribute('data-actions'));
    await phoneMove(phone);
    await table.locator(`.oplay:not([data-actions="${before}"])`).waitFor({ timeout: TIMEOUT });
    await phone.locator(`[data-testid=seat-screen][data-at="${before + 1}"], [data-testid=seat-screen]:not([data-at="${before}"])`).first().waitFor({ timeout: TIMEOUT });
    const sent = (await phone.evaluate(() => window.__sent)).at(-1);
    const onTable = (await table.evaluate(() => window.__played))[before + 1];
    const onPhone = (await phone.evaluate(() => window.__shown))[before + 1];
    if (sent === undefined || onTable === undefined) throw new Error(`move ${i + 1}: no clock read (sent ${sent}, played ${onTable})`);
    played.push(onTable - sent);
    if (onPhone !== undefined) shown.push(onPhone - sent);
  }
  console.log(`bench-phones: ${played.length} moves from Astrid's phone to an Odin table over loopback (Chromium, ${new Date().toISOString().slice(0, 10)})`);
  console.log(`  on the table (played − sent): ${stats(played)}`);
  if (shown.length) console.log(`  back on the phone (shown − sent): ${stats(shown)} (${shown.length} moves)`);
  await context.close();
  await tableContext.close();
} finally {
  await browser.close();
  await server.close();
}

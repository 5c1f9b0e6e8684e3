// The phone's join screen (issue #44, docs/peer.md "The phone's build"): the page a seat's QR
// code opens on a player's phone, drawn by the `phone` build alone. Opened on a seat's link it
// answers the table's offer with a code of its own; opened on anything else it says so in
// words; another build hands the address over to it. axe finds nothing on either screen, at a
// phone's 390×844. (The connection itself, and the answer code read back by the table's reader,
// are app/tests/web_link.rs's; the table's screen is a later step.)
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { TIMEOUT, VIEWPORTS, openPage, screenshotPath, withBrowser } from './helpers.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** A seat's link as a table makes it: seat 1's offer (peer/tests/sdp/chromium-offer.sdp with
 * one host candidate, 127.0.0.1 port 9, so that the phone's checks stay on the loopback) and a
 * secret of 16 × 0x5e, in decimal digits (`Signal::to_decimal`). */
const OFFER = '002990730409652142656240721398127826562407213962425497056439138563900353421202045636558891797138493239070781126367947325897892085033756048573926942589646415871310288892512137777318032180800282020437557504009';

/** axe's violations on the page as it is, in words. */
async function violations(page) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), TAGS);
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe("a phone opens a seat's code", { timeout: 4 * TIMEOUT }, () => {
  const ctx = {};
  withBrowser((browser, server) => Object.assign(ctx, { browser, server }));

  test('it answers with a code of its own, from the phone build alone', async () => {
    const { context, page, watch } = await openPage(ctx.browser, { viewport: VIEWPORTS.phone });
    const wasm = [];
    page.on('request', (r) => {
      const file = new URL(r.url()).pathname.split('/').pop();
      if (file.endsWith('.wasm')) wasm.push(file);
    });
    await page.goto(`${ctx.server.url}#/join/${OFFER}`);
    const code = page.locator('img.phone-code');
    await code.waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('[role=status]').textContent(), "Hold this code up to the table's camera.");
    assert.equal(await code.getAttribute('alt'), "This phone's answer code, for the table's camera");
    assert.match(await code.getAttribute('src'), /^data:image\/svg\+xml,/);
    const box = await code.boundingBox();
    assert.ok(box.width >= 300 && box.x >= 0 && box.x + box.width <= VIEWPORTS.phone.width, `the code fills the phone's width: ${JSON.stringify(box)}`);
    assert.ok(await code.evaluate((img) => img.complete && img.naturalWidth > 0), 'the code is drawn');
    assert.deepEqual(wasm.map((f) => f.replace(/-[0-9a-f]+_bg\.wasm$/, '')), ['skald-phone'], 'the phone build alone');
    assert.equal(await page.title(), 'Join the table — Skald');
    await page.screenshot({ path: screenshotPath('join-phone-code'), fullPage: true });
    assert.deepEqual(await violations(page), []);
    watch.check();
    await context.close();
  });

  test('a link that is no seat’s code is said in words, its text never read as markup', async () => {
    const { context, page, watch } = await openPage(ctx.browser, { viewport: VIEWPORTS.phone, locale: 'de-DE' });
    await page.goto(`${ctx.server.url}#/join/12345%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`);
    const alert = page.locator('.phone-join [role=alert]');
    await alert.waitFor({ timeout: TIMEOUT });
    assert.equal(await alert.textContent(), 'Dieser Link ist kein Platz-Code. Scanne den Code deines Platzes am Tisch noch einmal.');
    assert.equal(await page.locator('main img').count(), 0);
    await page.screenshot({ path: screenshotPath('join-phone-bad-link-de'), fullPage: true });
    assert.deepEqual(await violations(page), []);
    watch.check();
    await context.close();
  });

  test("a game's build hands the address to the phone build", async () => {
    const { context, page, watch } = await openPage(ctx.browser, { viewport: VIEWPORTS.phone });
    await page.goto(`${ctx.server.url}#/odin`);
    await page.locator('main h1').first().waitFor({ timeout: TIMEOUT });
    await page.evaluate((offer) => { location.hash = `#/join/${offer}`; }, OFFER);
    await page.locator('img.phone-code').waitFor({ timeout: TIMEOUT });
    watch.check();
    await context.close();
  });
});

// Players' phones at the table (issue #44): a table page and phone pages, each in a browser
// context of its own, joined through the real QR path — the table's code for a seat read off
// its image by the game's link module's own reader, its link opened on the phone, the phone's
// answer code shown to the table's camera (a `getUserMedia` stub that films a canvas on which
// the test puts the phone's answer code) and read there frame by frame, then the data channel
// between the two pages, on this machine only (host candidates, no STUN or TURN).
//
// At the table, the phone's seat is never handed the device: the table says who decides on
// their phone, and the phone says it is its decision. Every message a phone receives is read
// here: each is its own seat's, with no other seat's hand. A phone that closes is shown away;
// a seat taken back to the table says goodbye on its phone and is handed the device again.
// axe finds nothing on the phones screen; screenshots at 1024×768 and 390×844, in English and
// German.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, TIMEOUT, VIEWPORTS, guard, screenshotPath, serve } from './helpers.mjs';
import { CAMERA, RECORD, checkMessages, joinPhone, openPhones, phoneMove, readCode, seatCard } from './phones-lib.mjs';
import { move, reveal } from './table-lib.mjs';
import { choose, legal, perform, reveal as tableReveal } from './valda-lib.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const TABLET = { width: 1024, height: 768 };

async function violations(page) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), TAGS);
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The messages a phone received, read as JSON. */
const received = async (phone) => (await phone.evaluate(() => window.__received)).map((t) => JSON.parse(t));

/** Plays at the Odin table until Astrid (seat 0, on her phone) decides: Bjørn at the table,
 * Sigrún the computer. */
async function untilAstrid(table) {
  for (let i = 0; i < 12 && (await table.locator('.oplay').getAttribute('data-to-move')) !== '0'; i++) {
    if ((await table.locator('.oplay').getAttribute('data-to-move')) === '1') {
      await reveal(table, 'odin');
      await move(table, 'odin');
    } else {
      await table.locator('.oplay:not([data-to-move="2"])').waitFor({ timeout: TIMEOUT });
    }
  }
  assert.equal(await table.locator('.oplay').getAttribute('data-to-move'), '0');
}

describe("players join the table with their phones", { timeout: 6 * TIMEOUT }, () => {
  let browser, server;
  before(async () => {
    // Host candidates by address, not mDNS names: nothing here resolves `.local`.
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--disable-features=WebRtcHideLocalIpsWithMdns'], timeout: TIMEOUT });
    server = await serve();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('an Odin table: a phone joins by the two codes, decides there, goes away and is taken back', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: TABLET, locale: 'en-GB', hasTouch: true });
    const watch = guard(context);
    await context.addInitScript(CAMERA);
    const table = await context.newPage();
    // Astrid and Bjørn play at the table, Sigrún is the computer.
    await table.goto(`${server.url}#/odin/new?players=3&computers=,,normal&seed=797&pace=fast&start=1`);
    await table.locator('.oplay').waitFor({ timeout: TIMEOUT });

    // Nothing more of the app until the phones screen is asked for: then its module.
    const wasm = [];
    table.on('request', (r) => {
      const file = new URL(r.url()).pathname.split('/').pop();
      // The app's builds (the computer's worker engine comes on its own).
      if (file.startsWith('skald-') && file.endsWith('.wasm')) wasm.push(file.replace(/-[0-9a-f]+_bg\.wasm$/, ''));
    });
    await openPhones(table, 'handoff');
    const screen = table.locator('[data-testid=phones]');
    assert.deepEqual(wasm, ['skald-odin-link'], "the phones screen's module, once");
    assert.equal(await table.evaluate(() => document.activeElement?.id), 'phones-title', 'reading starts at its title');
    assert.deepEqual(await table.locator('[data-testid=phones-seat] h3').allTextContents(), ['Astrid', 'Bjørn'], 'a card per seat a person plays');
    assert.equal(await seatCard(table, 0).locator('[data-testid=phones-state]').textContent(), 'Played at the table.');
    // Served from 127.0.0.1: a secure page, no notice.
    assert.equal(await table.locator('[data-testid=phones-insecure]').count(), 0);

    const astrid = await joinPhone(browser, table, server, 0);
    assert.equal(await seatCard(table, 0).locator('[data-testid=phones-state]').textContent(), 'Astrid plays on their phone.');
    assert.equal(await astrid.phone.locator('.phone-join p').first().textContent(), 'You play seat 1 on this phone.');
    await table.screenshot({ path: screenshotPath('phones-table-joined'), fullPage: false });
    assert.deepEqual(await violations(table), []);
    await table.locator('[data-testid=phones-close]').click();
    await screen.waitFor({ state: 'detached', timeout: TIMEOUT });
    // The hand-off's button went with the hand-off (Bjørn, the one person left at the table,
    // holds the device now): focus goes to the Log button, behind which the phones are.
    assert.equal(await table.evaluate(() => document.activeElement?.dataset.testid), 'log-button');

    // Play at the table until Astrid decides: Bjørn at the table, Sigrún the computer.
    await untilAstrid(table);
    // Astrid decides on her phone: no hand-off at the table, which says so.
    await table.locator('[data-testid=phone-deciding]').waitFor({ timeout: TIMEOUT });
    assert.equal(await table.locator('[data-testid=phone-deciding]').textContent(), 'Astrid decides on their phone.');
    assert.equal(await table.locator('[data-testid=handoff]').count(), 0, 'no hand-off to a phone seat');
    await astrid.phone.locator('.phone-join.decides').waitFor({ timeout: TIMEOUT });
    assert.equal(await astrid.phone.locator('.phone-turn').textContent(), 'It is your decision.');
    await table.screenshot({ path: screenshotPath('phones-table-deciding') });
    await astrid.phone.screenshot({ path: screenshotPath('phones-phone-decides') });
    const views = checkMessages(await received(astrid.phone), 0);
    assert.ok(views.at(-1).decides && views.at(-1).legal.length > 0, 'its legal actions while it decides');

    // Her seat's own screen on the phone: the game's play screen, her hand shown (the
    // cards of her view, no other), nothing to hand over, no tools that need the game's
    // record.
    const seat = astrid.phone.locator('[data-testid=seat-screen] .oplay');
    await seat.locator('.hand-card').first().waitFor({ timeout: TIMEOUT });
    assert.equal(await seat.getAttribute('data-to-move'), '0');
    assert.equal(await seat.getAttribute('data-revealed'), 'true', 'her hand is shown');
    assert.equal(await seat.locator('.hand-card').count(), views.at(-1).view.hand_sizes[0], 'as many cards as her hand holds');
    assert.equal(await astrid.phone.locator('[data-testid=handoff], [data-testid=export], [data-testid=phones-log], a[href="#/odin"]').count(), 0);
    const sideways = await astrid.phone.evaluate(() => document.querySelector('.seat-layer').scrollWidth - document.querySelector('.seat-layer').clientWidth);
    assert.equal(sideways, 0, 'no sideways scroll on the phone');
    await astrid.phone.screenshot({ path: screenshotPath('phones-seat-decides') });
    assert.deepEqual(await violations(astrid.phone), [], 'axe on the seat screen');

    // She plays from her phone: the table plays it (its record grows by her move), and
    // her phone shows the table's next position.
    const before = Number(await table.locator('.oplay').getAttribute('data-actions'));
    await phoneMove(astrid.phone);
    await table.locator(`.oplay:not([data-actions="${before}"])`).waitFor({ timeout: TIMEOUT });
    await seat.locator(':scope:not([data-to-move="0"])').waitFor({ timeout: TIMEOUT });
    assert.equal(await table.locator('.oplay').getAttribute('data-to-move'), await seat.getAttribute('data-to-move'), 'the phone shows the table as it stands');
    const last = checkMessages(await received(astrid.phone), 0).at(-1);
    assert.ok(!last.decides && last.at === before + 1, `her view after her move: ${JSON.stringify([last.at, before])}`);
    assert.equal(await seat.locator('[data-testid=held-of]').textContent(), "Astrid's cards", 'her cards named as hers while another decides');
    await astrid.phone.screenshot({ path: screenshotPath('phones-seat-waiting') });
    await untilAstrid(table);

    // Bjørn joins too; his phone closes: the table shows it away within seconds.
    await openPhones(table, 'log');
    assert.equal(await table.locator('[data-testid=phones-log]').getAttribute('data-on'), '1', 'one seat on a phone');
    const bjorn = await joinPhone(browser, table, server, 1);
    checkMessages(await received(bjorn.phone), 1);
    await bjorn.context.close();
    const away = seatCard(table, 1).locator('[data-testid=phones-state]');
    await table.locator('[data-testid=phones-seat][data-seat="1"].away').waitFor({ timeout: 10_000 });
    assert.equal(await away.textContent(), "Bjørn's phone is away.");

    // Bjørn's seat, then Astrid's, back at the table: her phone says so, and the table
    // (Bjørn holding it) hands her the device.
    await seatCard(table, 1).locator('[data-testid=phones-take-back]').click();
    await seatCard(table, 0).locator('[data-testid=phones-take-back]').click();
    await astrid.phone.locator('.phone-join [role=alert]').waitFor({ timeout: TIMEOUT });
    assert.equal(await astrid.phone.locator('.phone-join [role=alert]').textContent(), 'Your seat was taken back to the table.');
    await table.locator('[data-testid=phones-close]').click();
    await table.locator('[data-testid=handoff]').waitFor({ timeout: TIMEOUT });
    assert.match(await table.locator('[data-testid=handoff]').innerText(), /Astrid/);
    assert.equal(await table.locator('[data-testid=phones-handoff]').getAttribute('data-on'), '0');
    astrid.watch.check();
    bjorn.watch.check();
    watch.check();
    await astrid.context.close();
    await context.close();
  });

  test('a Valda round in German: a phone seat (closed and rejoined mid-decision, hostile messages refused), a seat at the table, a computer', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: TABLET, locale: 'de-DE', hasTouch: true });
    const watch = guard(context);
    await context.addInitScript(CAMERA);
    const table = await context.newPage();
    // Astrid on her phone, Bjørn at the table, Sigrún the computer.
    await table.goto(`${server.url}#/valda/new?players=3&computers=,,normal&seed=76&pace=fast&start=1`);
    await table.locator('.vplay').waitFor({ timeout: TIMEOUT });
    await openPhones(table, 'handoff');
    let astrid = await joinPhone(browser, table, server, 0, { locale: 'de-DE', game: 'valda' });
    await table.locator('[data-testid=phones-close]').click();
    const root = table.locator('.vplay');
    const at = async () => Number(await root.getAttribute('data-actions'));
    const layer = () => astrid.phone.locator('[data-testid=seat-screen]');
    const shown = async () => Number(await layer().getAttribute('data-at'));
    let onPhone = 0;
    let atTable = 0;
    let rejoined = false;
    let hostile = false;
    const received0 = [];
    for (let n = 0; n < 400 && Number(await root.getAttribute('data-round')) < 2; n++) {
      const toMove = await root.getAttribute('data-to-move');
      const now = await at();
      if (toMove === '0') {
        // Astrid decides on her phone: it shows the table's position, and it is hers.
        await layer().locator(`xpath=self::*[@data-at="${now}"]`).waitFor({ timeout: TIMEOUT });
        await astrid.phone.locator('[data-testid=seat-screen].decides [data-testid=controls]').waitFor({ timeout: TIMEOUT });
        if (onPhone === 1 && !hostile) {
          hostile = true;
          // Messages no phone of hers may send: refused, the game unchanged.
          const { at: seen, serial } = (await received(astrid.phone)).filter((m) => m.type === 'view' || m.type === 'welcome').at(-1);
          const sent = await astrid.phone.evaluate(({ seen, serial }) => {
            const ch = window.__channel;
            const act = (o) => ch.send(JSON.stringify({ v: 1, type: 'act', serial, action: 'roll', ...o }));
            act({ seat: 1, at: seen }); // another seat's
            act({ seat: 0, at: seen - 1 }); // a stale one
            let huge = 'sent';
            try { ch.send('x'.repeat(10 << 20)); } catch (e) { huge = `refused by the browser: ${e.name}`; }
            ch.send(JSON.stringify({ v: 1, type: 'act', seat: 0, at: seen, serial, action: 'x'.repeat(64 << 10) }));
            return huge;
          }, { seen, serial });
          const refusals = async () => (await received(astrid.phone)).filter((m) => m.type === 'refused').map((m) => m.why);
          for (let t = 0; (await refusals()).length < 3 + (sent === 'sent'); t++) {
            assert.ok(t < 200, `the table refused each: ${JSON.stringify(await refusals())} (${sent})`);
            await table.waitForTimeout(50);
          }
          const why = await refusals();
          assert.ok(why.includes('other_seat') && why.includes('stale') && why.includes('too_large'), `refused as ${JSON.stringify(why)}`);
          assert.equal(await at(), now, 'the game unchanged');
          assert.equal(await root.getAttribute('data-to-move'), '0', 'her decision still');
        }
        if (onPhone === 2 && !rejoined) {
          // Her phone closes mid-decision: the table says so; she scans her seat's code
          // again and decides on the new page.
          rejoined = true;
          received0.push(...(await received(astrid.phone)));
          await astrid.context.close();
          await openPhones(table, 'button');
          await table.locator('[data-testid=phones-seat][data-seat="0"].away').waitFor({ timeout: 10_000 });
          assert.equal(await seatCard(table, 0).locator('[data-testid=phones-state]').textContent(), 'Das Handy von Astrid ist nicht erreichbar.');
          astrid = await joinPhone(browser, table, server, 0, { locale: 'de-DE', game: 'valda' });
          await table.locator('[data-testid=phones-close]').click();
          assert.equal(await at(), now, 'nothing played while she was away');
          await layer().locator(`xpath=self::*[@data-at="${now}"]`).waitFor({ timeout: TIMEOUT });
          await astrid.phone.locator('[data-testid=seat-screen].decides [data-testid=controls]').waitFor({ timeout: TIMEOUT });
        }
        if (onPhone === 0) {
          await astrid.phone.screenshot({ path: screenshotPath('phones-valda-seat-de') });
          assert.deepEqual(await violations(astrid.phone), [], 'axe on the Valda seat screen');
          const sideways = await astrid.phone.evaluate(() => document.querySelector('.seat-layer').scrollWidth - document.querySelector('.seat-layer').clientWidth);
          assert.equal(sideways, 0, 'no sideways scroll on the phone');
        }
        const l = await legal(astrid.phone);
        const sent = (await received(astrid.phone)).filter((m) => m.type === 'view' || m.type === 'welcome').at(-1);
        assert.ok(sent.decides && sent.at === now, 'the table sent her this decision');
        assert.deepEqual(l, sent.legal, "the phone's choices are the table's legal actions");
        await perform(astrid.phone, choose(l, onPhone), { touch: true, count: shown });
        await root.locator(`xpath=self::*[not(@data-actions="${now}")]`).waitFor({ timeout: TIMEOUT });
        onPhone++;
      } else if (toMove === '1') {
        // Bjørn at the table: the device is handed to him.
        await tableReveal(table, { touch: true });
        await perform(table, choose(await legal(table), atTable), { touch: true });
        atTable++;
      } else {
        // Sigrún, the computer.
        await root.locator(`xpath=self::*[not(@data-actions="${now}") or not(@data-to-move="${toMove}")]`).waitFor({ timeout: TIMEOUT });
      }
    }
    assert.equal(Number(await root.getAttribute('data-round')), 2, 'a whole round played');
    assert.ok(onPhone >= 5 && atTable >= 5, `decisions on the phone ${onPhone}, at the table ${atTable}`);
    assert.ok(rejoined && hostile);
    // Every message either of her phones received: her own seat's view, her hand only.
    checkMessages([...received0, ...(await received(astrid.phone))], 0);
    astrid.watch.check();
    watch.check();
    await astrid.context.close();
    await context.close();
  });

  test('the phones screen in German on a phone-sized table', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: VIEWPORTS.phone, locale: 'de-DE', hasTouch: true });
    const watch = guard(context);
    await context.addInitScript(CAMERA);
    const table = await context.newPage();
    await table.goto(`${server.url}#/valda/new?players=3&seed=76&start=1`);
    await table.locator('.vplay').waitFor({ timeout: TIMEOUT });
    await openPhones(table, 'handoff');
    assert.equal(await table.locator('#phones-title').textContent(), 'Handys der Spieler');
    await seatCard(table, 0).locator('[data-testid=phones-show]').click();
    const code = seatCard(table, 0).locator('[data-testid=phones-code]');
    await code.waitFor({ timeout: TIMEOUT });
    const box = await code.boundingBox();
    assert.ok(box.width >= 280 && box.x >= 0 && box.x + box.width <= VIEWPORTS.phone.width, `the code fills the width: ${JSON.stringify(box)}`);
    const [link] = await readCode(table, '[data-seat="0"] [data-testid=phones-code]', 'valda');
    assert.ok(link?.startsWith(`${server.url}#/join/`));
    const sideways = await table.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(sideways, 0, 'no sideways scroll');
    await table.screenshot({ path: screenshotPath('phones-table-phone-de'), fullPage: false });
    assert.deepEqual(await violations(table), []);
    watch.check();
    await context.close();
  });
});

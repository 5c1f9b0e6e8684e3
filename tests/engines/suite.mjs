// The cross-engine suite: the same flows, in order, in one browser of one engine with one
// page (service workers on, as a player's browser has them), the release build served on
// 127.0.0.1 with the console recorder (./driver.mjs). Every test fails on any error the page
// recorded during it. The offline check comes last: it stops the server.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openEngine, serve, TIMEOUT } from './driver.mjs';
import { computerLink, odin, valda, voluspa } from './flows-games.mjs';
import { embeds, homeAndGerman, offline, touch } from './flows-site.mjs';

/** Runs the suite in `engine` ('webkit', 'firefox' or 'wpe'); `label` names it in the report. */
export function engineSuite(engine, label) {
  describe(label, { timeout: 30 * TIMEOUT }, () => {
    let page;
    let server;
    const times = [];
    // Each failed test's message, printed again at the end: CI shows the tail of the output.
    const failures = [];
    before(async () => {
      const t0 = Date.now();
      server = await serve();
      page = await openEngine(engine);
      times.push(`start ${Date.now() - t0} ms`);
    });
    after(async () => {
      await page?.close();
      await server?.close();
      console.log(`${label}: ${times.join(', ')}`);
      for (const f of failures) console.log(`${label} FAILED ${f}`);
    });

    /** A test of the suite: clean recorder first, no recorded error after. */
    const check = (name, fn, options = {}) => test(name, options, async (t) => {
      const t0 = Date.now();
      if (await page.eval(() => location.protocol.startsWith('http'))) await page.errors();
      else page.extraErrors.splice(0);
      try {
        await fn(t);
        assert.deepEqual(await page.errors(), [], `${label}: no console or page error`);
      } catch (err) {
        failures.push(`${name.split(':')[0]}: ${String(err.message).split('\n').slice(0, 12).join(' | ')}`);
        throw err;
      }
      times.push(`${name.split(':')[0]} ${Date.now() - t0} ms`);
    });

    test('the error recorder hears console errors, uncaught errors and failed loads', async () => {
      await page.goto(server.url);
      await page.waitFor(() => document.querySelectorAll('.game-card').length === 3, null, { what: 'the home page' });
      await page.errors();
      await page.eval(() => {
        console.error('probe one');
        setTimeout(() => { throw new Error('probe two'); });
        const img = document.createElement('img');
        img.src = 'no-such-file.png';
        document.body.append(img);
        return new Promise((ok) => { img.onerror = ok; });
      });
      // Firefox's own console events come over the wire a moment later.
      await page.eval(() => new Promise((ok) => setTimeout(ok, 300)));
      const seen = (await page.errors()).join('\n');
      assert.match(seen, /console\.error: probe one/);
      assert.match(seen, /uncaught: .*probe two/);
      assert.match(seen, /failed to load .*no-such-file\.png/);
      await page.reload();
      // Started again before the next test navigates: leaving a page while the loader still
      // fetches its words fails that fetch (Firefox: "NetworkError"), which the loader reports.
      await page.waitFor(() => document.querySelectorAll('.game-card').length === 3, null, { what: 'the home page again' });
    });
    check('home page: English, then German by the header switch, kept over a reload', () => homeAndGerman(page, server.url));
    check('Völuspá: hand-off, a tile by click and one by drag, the computer, a reload', () => voluspa(page, server.url));
    check('Odin: hand-off, a card by click and one by drag, the computer, a reload', () => odin(page, server.url));
    check('Valda: hand-offs, moves by click and by drag, the computer, a reload', () => valda(page, server.url, {
      onHand: () => page.screenshot('valda-hand'),
    }));
    check('a link against the computer, opened as a new page: the computer moves first', () => computerLink(page, server.url));
    check('embeds: the demo page, every frame as tall as its content', () => embeds(page, server.url));
    check('touch: a hand-off tapped and a card dragged by a finger', async (t) => {
      const types = await touch(page, server.url);
      t.diagnostic(`pointer types seen: ${types.join(', ')}`);
      if (engine === 'firefox') assert.deepEqual(types, ['touch'], 'Firefox delivers touch');
    });
    check('offline: after one visit, a reload and a deep link with the server gone', async () => {
      const { port } = server;
      await offline(page, server.url, () => server.close());
      // Back on the same origin, so that `after` and the error check find a page.
      server = await serve(port);
    });
  });
}

// Computer opponents (issue #12) through the UI, release build, headless Chromium: a seat
// made a computer in the new-game form; a whole 2-player Völuspá game and a whole Odin hand
// of one person against a Normal computer, with the page's frame times measured while the
// computer thinks (its search runs in a Web Worker); no hand-off screen with one person; undo
// takes back the person's turn with the computer's reply; a reload while the computer is to
// move; and a Valda game of three computers and one person that reaches its end screen. In
// each, the worker searched with its game's worker engine alone (issue #28); a Valda game
// with a card list of its own, with the worker engine that reads card lists (valda-cards).
// Runs alone, not beside another e2e file (scripts/test.sh): it measures the page's frames while the computer searches.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { guard, screenshotPath, TIMEOUT, withBrowser, watchFrames } from './helpers.mjs';
import * as vol from './voluspa-lib.mjs';
import * as odin from './odin-lib.mjs';
import * as valda from './valda-lib.mjs';


/** Frame intervals while the worker searched, and the searches' own times. */
async function frameReport(page, label) {
  const { frames, searches, timedOut } = await page.evaluate(() => ({
    frames: window.__frames.filter(([, thinking]) => thinking).map(([dt]) => dt),
    searches: window.skaldComputerTimes ?? [],
    timedOut: window.skaldComputerTimedOut ?? 0,
  }));
  const sorted = [...frames].sort((a, b) => a - b);
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const report = {
    frames: frames.length,
    frame_p50_ms: +pick(0.5).toFixed(1),
    frame_p95_ms: +pick(0.95).toFixed(1),
    frame_max_ms: +pick(1).toFixed(1),
    searches: searches.length,
    search_mean_ms: +mean(searches).toFixed(1),
    search_max_ms: +Math.max(0, ...searches).toFixed(1),
    // Searches the level's time limit ended (Level::time_limit_ms): none on a desktop.
    searches_timed_out: timedOut,
  };
  console.log(`${label}: ${JSON.stringify(report)}`);
  return report;
}

/** Frames kept coming at the display's rate while the worker searched: the median interval
 * is one frame (60 Hz), and the frames cover the searching time at 20 Hz at least (counted
 * from the searches' own time, so that searches quicker than a frame, as Odin's are on an
 * idle machine, ask for none). Printed figures (p95, max) are for the report; on a loaded
 * two-core machine single frames can run long. */
function assertFramesFlowed(r) {
  assert.ok(r.frame_p50_ms <= 20, `median frame while searching ${r.frame_p50_ms} ms`);
  const searching = r.searches * r.search_mean_ms;
  assert.ok(r.frames >= Math.floor(searching / 50), `${r.frames} frames during ${r.searches} searches of ${searching.toFixed(0)} ms in all`);
}

const root = (page, sel) => page.locator(sel).first();

/** The computer's worker fetched the worker engine `name` (computer/<name>-<hash>_bg.wasm:
 * a game's own, or `valda-cards`) and nothing of the all-games engine module (engine/) nor
 * another worker engine. */
async function assertWorkerEngine(page, name) {
  const workers = page.workers().filter((w) => new URL(w.url()).pathname.endsWith('/ai-worker.js'));
  assert.equal(workers.length, 1, 'one search worker');
  const fetched = await workers[0].evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  const mine = new RegExp(`/computer/${name}-[0-9a-f]{16}(\\.js|_bg\\.wasm)$`);
  assert.ok(fetched.some((p) => mine.test(p) && p.endsWith('.wasm')), `the worker loaded the worker engine ${name}: ${fetched.join(', ')}`);
  assert.deepEqual(fetched.filter((p) => p.includes('/engine/') || (p.includes('/computer/') && !mine.test(p))), [], 'nothing else');
}

describe('computer opponents', () => {
  let browser, server;
  withBrowser((b, s) => {
    browser = b;
    server = s;
  });

  test('Völuspá: a seat made a computer in the form; a whole game against Normal; undo; reload', async () => {
    const context = await browser.newContext({ viewport: { width: 820, height: 1180 } });
    const g = guard(context);
    const page = await context.newPage();
    await page.addInitScript(watchFrames);
    await page.addInitScript(() => localStorage.setItem('skald.computer.pace', '"fast"'));
    // The form: two players, the second one a computer at Normal.
    await page.goto(`${server.url}#/voluspa/new?players=2&seed=5`);
    await page.locator('select[data-seat-who="1"]').selectOption('normal');
    assert.equal(await page.locator('[data-pace]').count(), 3, 'the computers’ speed is offered');
    await page.screenshot({ path: screenshotPath('computer-voluspa-form') });
    await page.locator('[data-testid=start]').click();
    const play = root(page, '.vol-play');
    await play.waitFor({ timeout: TIMEOUT });
    const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('skald.voluspa.game')));
    assert.deepEqual(saved.meta.seats.map((s) => s.computer ?? null), [null, 'normal']);
    // The computer's seat is marked on the scoreboard (a screen icon named for readers).
    assert.equal(await page.locator('.score-seat[data-seat="1"] .computer-badge[aria-label="Computer, Normal"]').count(), 1);
    assert.equal(await page.locator('.score-seat[data-seat="0"] .computer-badge').count(), 0);

    let mine = 0;
    let undone = false;
    let reloaded = false;
    let sawThinking = false;
    for (let guardN = 0; guardN < 400; guardN++) {
      // Wait for the person's turn (or the end); a hand-off screen must never appear.
      const state = await page.waitForFunction(() => {
        if (document.querySelector('[data-testid=handoff]')) return 'handoff';
        if (document.querySelector('[data-testid=end]')) return 'end';
        const el = document.querySelector('.vol-play');
        // The computer's line is read in the same moment (at a fast pace it moves at once).
        if (el?.dataset.computer) return `thinking:${document.querySelector('[data-testid=computer-status]')?.innerText}`;
        if (el?.dataset.toMove === '0' && el.dataset.revealed === 'true') return 'me';
        return false;
      }, null, { timeout: TIMEOUT }).then((h) => h.jsonValue()).then((s) => {
        if (s.startsWith('thinking:')) {
          assert.match(s, /is thinking/);
          return 'thinking';
        }
        return s;
      });
      assert.notEqual(state, 'handoff', 'no hand-off screen with one person at the table');
      if (state === 'end') break;
      if (state === 'thinking') {
        sawThinking = true;
        if (!reloaded && mine >= 3) {
          // Reload while the computer is to move: it moves again after the reload.
          reloaded = true;
          const before = await vol.actions(page);
          await page.reload();
          await play.waitFor({ timeout: TIMEOUT });
          // At the fast pace the computer may already have moved again since the reload.
          const after = await vol.actions(page);
          assert.ok(after === before || after === before + 1, `the save holds every action (${before} → ${after})`);
        }
        await page.waitForFunction(() => !document.querySelector('.vol-play')?.dataset.computer, null, { timeout: TIMEOUT })
          .catch(() => {});
        continue;
      }
      const before = await vol.actions(page);
      // An undo that takes the computers' replies too says so in its title.
      const undo = page.locator('[data-testid=undo][title]');
      if (!undone && mine >= 2 && (await undo.count())) {
        // Undo takes back the computer's reply and the person's turn before it — offered
        // whenever no play could have changed what either turn drew (the engine's rule,
        // Game::quiet_since; always so once the bag is empty).
        assert.equal(await undo.count(), 1, 'undo is offered after the computer replied');
        await undo.click();
        await page.waitForFunction((n) => Number(document.querySelector('.vol-play').dataset.actions) < n, before);
        const after = await vol.actions(page);
        assert.ok(after <= before - 2, `undo took back ${before - after} actions (a turn and a reply)`);
        assert.equal(await play.getAttribute('data-to-move'), '0');
        assert.equal(await play.getAttribute('data-revealed'), 'true');
        undone = true;
        continue;
      }
      const phase = await vol.phase(page);
      if (phase === 'RavenAgain') {
        await page.locator('[data-testid=skip-raven]').click();
      } else if (phase === 'HermodFollowUp') {
        await page.locator('[data-testid=end-turn]').click();
      } else if (await page.locator('.hand-tile.playable').count()) {
        await page.locator('.hand-tile.playable').first().click();
        const cell = (await vol.legalCells(page))[0];
        await page.mouse.click(cell.box.x + cell.box.width / 2, cell.box.y + cell.box.height / 2);
        const place = page.locator('[data-testid=place]');
        if (await place.count()) await place.click();
        const bump = page.locator('.bump-arrow');
        if (await bump.count()) await bump.first().click({ force: true });
      } else {
        // Nothing fits: discard a tile.
        await page.locator('.hand-tile').first().click();
        await page.locator('[data-testid=discard]').click();
      }
      await page.waitForFunction((n) => Number(document.querySelector('.vol-play').dataset.actions) !== n, before, { timeout: TIMEOUT });
      mine++;
    }
    assert.ok(sawThinking, 'the computer was seen thinking');
    assert.ok(undone && reloaded);
    await page.locator('[data-testid=end]').waitFor({ timeout: TIMEOUT });
    const log = await page.evaluate(() => JSON.parse(localStorage.getItem('skald.voluspa.game')));
    console.log(`Völuspá vs Normal: ${log.replay.actions.length} actions, ${mine} by the person`);
    await page.screenshot({ path: screenshotPath('computer-voluspa-end') });
    const r = await frameReport(page, 'Völuspá, frames while the computer thinks');
    assert.ok(r.searches > 10, 'the searches ran in the worker');
    await assertWorkerEngine(page, 'voluspa');
    // The search never runs on the page's thread: frames go on while it searches (a search
    // there would stall the page for its whole length, one frame per search).
    assertFramesFlowed(r);
    g.check();
    await context.close();
  });
  test('a computer seat: its worker engine loads while the person thinks, fetched once, before the fonts (issue #28)', async () => {
    const context = await browser.newContext({ viewport: { width: 820, height: 1180 } });
    const g = guard(context);
    const page = await context.newPage();
    // Seed 2: the person (seat 0) moves first, so no question is asked before they move.
    await page.goto(`${server.url}#/voluspa/new?players=2&computers=,normal&seed=2&pace=fast&start=1`);
    await root(page, '.vol-play .hand-tile').waitFor({ timeout: TIMEOUT });
    // The worker starts and loads Völuspá's worker engine without being asked anything.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/computer\/voluspa-[0-9a-f]{16}_bg\.wasm$/.test(e.name)), null, { timeout: TIMEOUT });
    for (let i = 0; i < 100 && !page.workers().length; i++) await page.waitForTimeout(50);
    const workers = page.workers();
    assert.equal(workers.length, 1, 'a search worker started with the play screen');
    const loaded = () => workers[0].evaluate(() => performance.getEntriesByType('resource').some((e) => /\/computer\/voluspa-[0-9a-f]{16}_bg\.wasm$/.test(e.name)));
    for (let i = 0; i < 200 && !(await loaded()); i++) await page.waitForTimeout(50);
    assert.ok(await loaded(), "the worker loaded Völuspá's worker engine before any question");
    assert.equal(await vol.actions(page), 0, 'nobody has moved: the person is still to play');
    assert.equal(await page.locator('.vol-play').getAttribute('data-to-move'), '0');
    // The worker's copy came from the browser's cache (the names carry a content hash): the
    // wasm crossed the network once, for the page's fetch ahead of the worker.
    const sent = await workers[0].evaluate(() => performance.getEntriesByType('resource').filter((e) => /_bg\.wasm$/.test(e.name)).map((e) => e.transferSize));
    assert.deepEqual(sent, [0], `the worker's wasm was not downloaded again: ${sent}`);
    // A link naming a computer: the fonts were asked for only once the engine was in (on a
    // slow line the two would share it), and they came.
    await page.waitForFunction(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2') && e.responseEnd > 0).length >= 2, null, { timeout: TIMEOUT });
    const order = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource');
      const engine = entries.find((e) => /\/computer\/voluspa-[0-9a-f]{16}_bg\.wasm$/.test(e.name));
      return { engineEnd: engine.responseEnd, fontsStart: Math.min(...entries.filter((e) => e.name.endsWith('.woff2')).map((e) => e.startTime)) };
    });
    assert.ok(order.fontsStart >= order.engineEnd, `fonts asked for at ${order.fontsStart} ms, the engine in at ${order.engineEnd} ms`);
    g.check();
    await context.close();
  });

  test('a computer link on a slow line: its worker engine is asked for while the game\'s wasm still comes (issue #28)', async () => {
    const context = await browser.newContext({ viewport: { width: 820, height: 1180 } });
    const g = guard(context);
    const page = await context.newPage();
    // The load benchmark's slow line (scripts/bench-load.mjs): the game's wasm takes over a
    // second, so the order of the requests is not a race.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    // Valda's first seat moves first: here the computer's.
    await page.goto(`${server.url}#/valda/new?players=2&computers=normal,&seed=3&pace=fast&start=1`);
    await page.waitForFunction(() => Number(document.querySelector('.vplay')?.dataset.actions) > 0, null, { timeout: 4 * TIMEOUT });
    const t = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource');
      const game = entries.find((e) => /\/skald-valda-[0-9a-f]+_bg\.wasm$/.test(e.name));
      const engine = entries.find((e) => /\/computer\/valda-[0-9a-f]{16}_bg\.wasm$/.test(e.name));
      return game && engine && { gameStart: game.startTime, gameEnd: game.responseEnd, engineStart: engine.startTime };
    });
    assert.ok(t, "the game's wasm and its computer's worker engine were both fetched");
    // Asked for once most of the game's wasm was in (the loader's `near`), not after it all.
    assert.ok(t.engineStart > t.gameStart + 300 && t.engineStart < t.gameEnd,
      `the worker engine was asked for at ${t.engineStart.toFixed(0)} ms, the game's wasm came from ${t.gameStart.toFixed(0)} to ${t.gameEnd.toFixed(0)} ms`);
    g.check();
    await context.close();
  });
  test('Odin: a whole hand of one person against a Normal computer', async () => {
    const context = await browser.newContext({ viewport: { width: 820, height: 1180 } });
    const g = guard(context);
    const page = await context.newPage();
    await page.addInitScript(watchFrames);
    await odin.startGame(page, server.url, 'players=2&computers=,normal&target=one-hand&seed=236&pace=fast');
    const play = root(page, '.oplay');
    let mine = 0;
    let undone = false;
    for (let n = 0; n < 300; n++) {
      const state = await page.waitForFunction(() => {
        if (document.querySelector('[data-testid=handoff]')) return 'handoff';
        if (document.querySelector('[data-testid=end]')) return 'end';
        const el = document.querySelector('.oplay');
        if (el?.dataset.computer) return 'thinking';
        if (el?.dataset.toMove === '0' && el.dataset.revealed === 'true') return 'me';
        return false;
      }, null, { timeout: TIMEOUT }).then((h) => h.jsonValue());
      assert.notEqual(state, 'handoff', 'no hand-off screen with one person at the table');
      if (state === 'end') break;
      if (state === 'thinking') {
        // The person's cards stay in view, and nobody else's.
        const shown = await page.locator('.hand-card').count();
        assert.ok(shown <= 9, 'only the person’s own hand is shown');
        await page.waitForFunction(() => !document.querySelector('.oplay')?.dataset.computer, null, { timeout: TIMEOUT })
          .catch(() => {});
        continue;
      }
      const before = await odin.actions(page);
      const phase = await play.getAttribute('data-phase');
      if (!undone && mine === 2 && (await page.locator('[data-testid=undo]').count())) {
        await page.locator('[data-testid=undo]').click();
        await page.waitForFunction((b) => Number(document.querySelector('.oplay').dataset.actions) < b, before);
        assert.equal(await play.getAttribute('data-to-move'), '0');
        undone = true;
        continue;
      }
      if (phase === 'take') {
        await page.locator('.take-card').first().click();
      } else if (phase === 'follow' && (await page.locator('[data-testid=pass]').count())) {
        await page.locator('[data-testid=pass]').click();
      } else {
        const card = (await odin.playableCards(page))[0];
        await odin.tapCard(page, card);
        await page.locator('[data-testid=play]:not([disabled])').click();
      }
      // At least one more action: at the Fast pace the computer's reply may follow within
      // 200 ms, quicker than a loaded machine polls for the person's own.
      await page.waitForFunction((b) => Number(document.querySelector('.oplay')?.dataset.actions) > b, before, { timeout: TIMEOUT });
      mine++;
    }
    await page.locator('[data-testid=end]').waitFor({ timeout: TIMEOUT });
    assert.ok(undone, 'undo took back a play with the computer’s reply');
    const log = await page.evaluate(() => JSON.parse(localStorage.getItem('skald.odin.game')));
    console.log(`Odin vs Normal: ${log.replay.actions.length} actions, ${mine} by the person`);
    await page.screenshot({ path: screenshotPath('computer-odin-end') });
    const r = await frameReport(page, 'Odin, frames while the computer thinks');
    assert.ok(r.searches > 0, 'the searches ran in the worker');
    await assertWorkerEngine(page, 'odin');
    assertFramesFlowed(r);
    g.check();
    await context.close();
  });

  test('Valda: three computers and one person reach the end screen, with no hand-off', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const g = guard(context);
    const page = await context.newPage();
    await page.addInitScript(watchFrames);
    await valda.startGame(page, server.url, 'players=4&computers=,easy,normal,easy&seed=3&pace=fast');
    let mine = 0;
    let thinkingShot = false;
    for (let n = 0; n < 1500; n++) {
      const state = await page.waitForFunction(() => {
        if (document.querySelector('[data-testid=handoff]')) return 'handoff';
        const el = document.querySelector('.vplay');
        if (el && !el.dataset.toMove) return 'end';
        if (document.querySelector('.computer-error')) return 'error';
        if (el?.dataset.computer) return 'thinking';
        if (el?.dataset.revealed === 'true' && document.querySelector('[data-testid=controls]')) return 'me';
        return false;
      }, null, { timeout: TIMEOUT }).then((h) => h.jsonValue());
      assert.notEqual(state, 'handoff', 'no hand-off screen with one person at the table');
      assert.notEqual(state, 'error', 'the computer always moves');
      if (state === 'end') break;
      if (state === 'thinking') {
        // Nothing but the person's own cards is ever in the DOM.
        const [hand, own] = await page.evaluate(() => [
          document.querySelectorAll('.hand-card').length,
          document.querySelectorAll('ul[aria-label="Astrid\'s hand"] .hand-card').length,
        ]);
        assert.equal(hand, own, 'the only hand in the DOM is the person’s');
        if (!thinkingShot) {
          thinkingShot = true;
          await page.screenshot({ path: screenshotPath('computer-valda-thinking') });
        }
        await page.waitForFunction(() => !document.querySelector('.vplay')?.dataset.computer, null, { timeout: TIMEOUT })
          .catch(() => {});
        continue;
      }
      assert.equal(await valda.attr(page, 'data-to-move'), '0', 'only the person is asked');
      await valda.perform(page, valda.choose(await valda.legal(page), mine));
      mine++;
    }
    await page.locator('[data-testid=end]').waitFor({ timeout: TIMEOUT });
    const total = await valda.actions(page);
    console.log(`Valda, one person and three computers: ${total} actions, ${mine} by the person`);
    assert.ok(total > mine * 2, 'the computers played most of the game');
    await page.screenshot({ path: screenshotPath('computer-valda-end') });
    assertFramesFlowed(await frameReport(page, 'Valda (Easy, Normal, Easy), frames while the computers think'));
    await assertWorkerEngine(page, 'valda');
    g.check();
    await context.close();
  });

  test('Valda with a card list of its own: the computer plays it with the worker engine that reads card lists', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const g = guard(context);
    const page = await context.newPage();
    // The form, the first seat made a computer at Easy there (a link naming a computer seat
    // would have the loader fetch Valda's own worker engine ahead), and another printing: the
    // base Treasure Chest gives 5 gold instead of 2.
    await page.goto(`${server.url}#/valda/new?players=2&seed=3&pace=fast`);
    await page.locator('select[data-seat-who="0"]').selectOption('easy');
    const tsv = readFileSync(new URL('../../engine/data/valda-cards.tsv', import.meta.url), 'utf8')
      .replace('\tgain(gold,2)\tTake 2 gold', '\tgain(gold,5)\tTake 5 gold');
    assert.match(tsv, /gain\(gold,5\)/);
    await page.locator('[data-testid=card-file]').setInputFiles({ name: 'printing.tsv', mimeType: 'text/tab-separated-values', buffer: Buffer.from(tsv) });
    await page.locator('[data-testid=card-set]', { hasText: 'printing.tsv' }).waitFor({ timeout: TIMEOUT });
    await page.locator('[data-testid=start]').click();
    await page.waitForFunction(() => Number(document.querySelector('.vplay')?.dataset.actions) > 0, null, { timeout: TIMEOUT });
    assert.equal(await page.locator('.computer-error').count(), 0, 'the computer moved');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('skald.valda.game')));
    assert.match(saved.replay.config.cards.custom, /gain\(gold,5\)/, 'the game plays the printing');
    await assertWorkerEngine(page, 'valda-cards');
    // The page fetched no other worker engine ahead of it (the loader knows Valda's own).
    const byPage = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.includes('/computer/')));
    assert.deepEqual(byPage.filter((p) => !/\/computer\/valda-cards-/.test(p)), [], 'no worker engine but valda-cards');
    g.check();
    await context.close();
  });
});

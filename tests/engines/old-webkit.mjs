#!/usr/bin/env node
// The old-WebKit game (run by hand; the cross-engine suite runs in the same engine in
// scripts/test.sh: old-webkit.test.mjs): WPE WebKit 2.38, about the
// engine of Safari 16 (iPads a few years old), through Debian's `WPEWebDriver` and `cog`'s
// headless platform (docs/testing.md, "Old WebKit"). A Völuspá game of one person and two
// computers (Easy, fast pace): the person plays by clicks until the computers have made at
// least `--moves` moves (10 by default). Fails if the game stops moving, if the page records
// an error, or if the computer had to be rescued (a worker restarted, a search on the page's
// thread): with wasm reference types, this engine trapped ("Out of bounds table access")
// after two computer moves and the game hung.
//   node tests/engines/old-webkit.mjs [--moves N]      (SKALD_DIST: another build than dist/)
import assert from 'node:assert/strict';
import { openEngine, serve } from './driver.mjs';
import { passHandoff, startFromHome, state, voluspaTurn } from './flows-games.mjs';

const ROOT = '.vol-play';

/** Waits until the person (seat 0) is to move with nothing left to the computers, or the
 * game is over; returns the play screen's data attributes then. */
function personToMove(page) {
  return page.waitFor((r) => {
    const d = document.querySelector(r)?.dataset;
    if (!d) return null;
    if (d.phase === 'Over') return { ...d, over: true };
    return d.toMove === '0' && !d.computer && { ...d };
  }, ROOT, { what: 'the computers to move and hand back to the person' });
}

/** Plays until the computers made `moves` moves; returns what it saw. */
export async function oldWebKitGame(page, url, moves) {
  await startFromHome(page, url, 'voluspa', 'players=3&computers=,easy,easy&pace=fast&seed=5', ROOT);
  if (await page.count('[data-testid=handoff]')) await passHandoff(page, ROOT, '.hand-tile');
  let computerMoves = 0;
  let personTurns = 0;
  let st = await personToMove(page);
  while (computerMoves < moves && !st.over) {
    const after = await voluspaTurn(page, 'click');
    personTurns++;
    st = await personToMove(page);
    computerMoves += Number(st.actions) - after;
    if (await page.count('[data-testid=handoff]')) await passHandoff(page, ROOT, '.hand-tile');
  }
  const rescue = await page.eval(() => ({
    workerFailures: window.skaldComputerWorkerFailures ?? 0,
    searchesHere: window.skaldComputerSearchesHere ?? 0,
  }));
  return { computerMoves, personTurns, actions: Number(st.actions), over: !!st.over, ...rescue };
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const at = process.argv.indexOf('--moves');
  const moves = at > 0 ? Number(process.argv[at + 1]) : 10;
  if (!Number.isInteger(moves) || moves < 1) {
    console.error('usage: node tests/engines/old-webkit.mjs [--moves N]   (N: a whole number of computer moves, at least 1)');
    process.exit(2);
  }
  const t0 = Date.now();
  const server = await serve();
  let page;
  try {
    page = await openEngine('wpe');
    const version = await page.eval(() => navigator.userAgent);
    const seen = await oldWebKitGame(page, server.url, moves);
    const errors = await page.errors();
    console.log(`old-webkit: ${version}`);
    console.log(`old-webkit: ${seen.computerMoves} computer moves, ${seen.personTurns} person turns, ${seen.actions} actions` +
      `${seen.over ? ' (game over)' : ''}; workers failed ${seen.workerFailures}, searches on the page ${seen.searchesHere}; ` +
      `${((Date.now() - t0) / 1000).toFixed(1)} s`);
    assert.deepEqual(errors, [], 'no console or page error');
    assert.ok(seen.computerMoves >= moves || seen.over, `the computers made ${moves} moves (${seen.computerMoves})`);
    assert.equal(seen.workerFailures, 0, 'no computer worker failed');
    assert.equal(seen.searchesHere, 0, 'no search had to run on the page');
    console.log('old-webkit: PASS');
  } catch (err) {
    console.error(`old-webkit: FAIL — ${err.message}`);
    if (page) {
      console.error(`recorded errors: ${JSON.stringify(await page.errors().catch(() => []))}`);
      console.error(`the play screen: ${JSON.stringify(await state(page, ROOT).catch((e) => e.message))}`);
      console.error(`screenshot: ${await page.screenshot('old-webkit-failed').catch((e) => e.message)}`);
    }
    process.exitCode = 1;
  } finally {
    await page?.close();
    await server.close();
  }
}

#!/usr/bin/env node
// Load benchmark: how long a player waits, and how many bytes come down, for the release
// build in dist/ served compressed by scripts/static-server.mjs, in Debian's Chromium
// (playwright-core), every load with a cold cache (a new browser context; service workers
// blocked, so only what the screen itself asks for is counted). A script, not a test: it
// prints a table and asserts nothing. docs/testing.md, "Load benchmark", says what each
// figure means.
//
//   source scripts/setup.sh && node scripts/trunk-release.mjs && node scripts/bench-load.mjs [--runs 3] [--brotli] [--only NAME]
//
// Conditions, each set through the DevTools protocol before the navigation:
//   none      no throttling
//   slow net  1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip (Network.emulateNetworkConditions)
//   CPU ×4    the page's main thread four times slower (Emulation.setCPUThrottlingRate);
//             this does not reach Web Workers, so the computer's search runs at full speed
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, DIST, TIMEOUT } from '../tests/e2e/helpers.mjs';
import { startServer } from './static-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Math.max(1, Number(option('--runs', 3)) || 3);
const BROTLI = args.includes('--brotli');
const ONLY = option('--only', null);

/** Seeds whose two-player Völuspá and Odin games start with seat 1 (the computer), found
 * with the shipped engine module (the first player is drawn from the seed). */
async function seedsComputerFirst() {
  const skald = await import(new URL('engine/skald.js', `file://${DIST}/`));
  await skald.default({ module_or_path: await readFile(`${DIST}/engine/skald_bg.wasm`) });
  const first = (make) => {
    for (let seed = 1; seed < 100; seed++) if (make(seed).toMove() === 1) return seed;
    throw new Error('no seed with the second seat first');
  };
  return {
    voluspa: first((seed) => new skald.VoluspaGame({ players: 2 }, seed)),
    odin: first((seed) => new skald.OdinGame({ players: 2 }, seed)),
  };
}

/**
 * The screens measured. `usable`: a CSS selector for the screen's first interactive element;
 * the time is when it first matches. `answer`: a selector that matches once the computer
 * has made its first move.
 */
function screens(seeds) {
  return [
    { name: 'home', hash: '#/', usable: 'a[href="#/voluspa"]' },
    {
      name: 'Völuspá play screen',
      hash: '#/voluspa/new?players=2&seed=7&start=1',
      usable: '.vol-play [data-testid=handoff], .vol-play .hand-tile',
    },
    {
      name: 'Odin play screen',
      hash: '#/odin/new?players=3&target=one-hand&seed=7&start=1',
      usable: '.oplay [data-testid=handoff], .oplay .hand-card',
    },
    {
      name: 'Valda play screen',
      hash: '#/valda/new?players=3&seed=3&start=1',
      usable: '.vplay [data-testid=handoff], .vplay .hand-card',
    },
    {
      name: 'Völuspá against the computer (Normal), which moves first',
      hash: `#/voluspa/new?players=2&computers=,normal&seed=${seeds.voluspa}&pace=fast&start=1`,
      usable: '.vol-play .hand-tile',
      answer: '.vol-play[data-actions]:not([data-actions="0"])',
    },
    {
      name: 'Odin against the computer (Normal), which moves first',
      hash: `#/odin/new?players=2&computers=,normal&target=one-hand&seed=${seeds.odin}&pace=fast&start=1`,
      usable: '.oplay .hand-card',
      answer: '.oplay[data-actions]:not([data-actions="0"])',
    },
    {
      // Valda's first seat always moves first: the computer holds it, the person the second.
      name: 'Valda against the computer (Normal), which moves first',
      hash: '#/valda/new?players=2&computers=normal,&seed=3&pace=fast&start=1',
      usable: '.vplay .hand-card',
      answer: '.vplay[data-actions]:not([data-actions="0"])',
    },
  ].filter((s) => !ONLY || s.name.toLowerCase().includes(ONLY.toLowerCase()));
}

const CONDITIONS = [
  { name: 'none', apply: async () => {} },
  {
    name: '1.6 Mbit/s, 150 ms',
    apply: async (cdp) => {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8,
      });
    },
  },
  { name: 'CPU ×4', apply: async (cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 }) },
];

/** In the page, before anything runs: the time (ms from navigation) each selector first
 * matches, sent as a console message (`bench:<name>:<ms>`). Nothing else of the benchmark's
 * runs in the page: Playwright's `waitForFunction` would add its injected script (parsed and
 * compiled on the page's main thread) and a poll every 50 ms while the screen loads, which at
 * CPU ×4 added about 170 ms to "usable" (Völuspá against the computer, 10 loads each way,
 * 2026-11-27: median 1.08 s with it, 0.92 s without). */
function watchSelectors(selectors) {
  const seen = {};
  const check = () => {
    for (const [name, sel] of Object.entries(selectors)) {
      if (seen[name] === undefined && document.querySelector(sel)) {
        seen[name] = performance.now();
        console.debug(`bench:${name}:${seen[name]}`);
      }
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('DOMContentLoaded', check);
}

/** The times `watchSelectors` sends from `page`, once every one of `names` has come. */
function timesOf(page, names) {
  const times = {};
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`not all of ${names.join(', ')} within ${2 * TIMEOUT} ms`)), 2 * TIMEOUT);
    page.on('console', (message) => {
      const hit = /^bench:(\w+):([\d.]+)$/.exec(message.text());
      if (!hit) return;
      times[hit[1]] = Number(hit[2]);
      if (names.every((n) => times[n] !== undefined)) {
        clearTimeout(timer);
        done(times);
      }
    });
  });
}

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** One cold load of `screen` under `condition`: times (ms) and the bytes sent for it. */
async function load(browser, server, traffic, screen, condition) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 820, height: 1180 } });
  const page = await context.newPage();
  const selectors = { usable: screen.usable, ...(screen.answer ? { answer: screen.answer } : {}) };
  await page.addInitScript(watchSelectors, selectors);
  const cdp = await context.newCDPSession(page);
  await condition.apply(cdp);
  traffic.length = 0;
  try {
    const timed = timesOf(page, Object.keys(selectors));
    timed.catch(() => {}); // heard below, unless the navigation itself fails first
    await page.goto(server.url + screen.hash);
    const times = await timed;
    // Let what the screen still fetches (the computer's worker, fonts) arrive: until nothing
    // was sent for a second.
    let last = traffic.length;
    for (let quiet = 0; quiet < 1000; quiet += 100) {
      await sleep(100);
      if (traffic.length !== last) { last = traffic.length; quiet = 0; }
    }
    const bytes = traffic.reduce((t, r) => t + r.bytes, 0);
    const code = traffic.filter((r) => /\.(wasm|js)$/.test(r.path)).reduce((t, r) => t + r.bytes, 0);
    return { ...times, bytes, code, files: traffic.length };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = xs.filter((x) => x !== undefined).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : undefined;
};
const secs = (ms) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);
const kb = (b) => `${Math.round(b / 1024)} KB`;

const seeds = await seedsComputerFirst();
const traffic = [];
const server = await startServer({ root: DIST, brotli: BROTLI, onResponse: (r) => traffic.push(r) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, timeout: TIMEOUT });
const results = [];
try {
  const list = screens(seeds);
  // Once, unmeasured: the server compresses each file on its first request (a real host
  // serves it ready), and Chromium warms up.
  for (const screen of list) await load(browser, server, traffic, screen, CONDITIONS[0]);
  for (const screen of list) {
    const row = { screen, by: {} };
    for (const condition of CONDITIONS) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await load(browser, server, traffic, screen, condition));
      row.by[condition.name] = runs;
      process.stderr.write(`${screen.name}, ${condition.name}: ${runs.map((r) => secs(r.usable)).join(' ')}\n`);
    }
    results.push(row);
  }
} finally {
  await browser.close();
  await server.close();
}

const enc = BROTLI ? 'br' : 'gz';
console.log(`\nLoad benchmark: ${new Date().toISOString().slice(0, 10)}, dist/ served by scripts/static-server.mjs (${BROTLI ? 'brotli' : 'gzip'}), cold cache, service workers blocked, median of ${RUNS}.`);
console.log(`Usable: from navigation to the screen's first interactive element; first answer: to the computer's first move.\n`);
console.log(`| screen | ${enc} transferred (code) | usable, no throttling | 1.6 Mbit/s, 150 ms | CPU ×4 | first answer, no throttling | 1.6 Mbit/s, 150 ms | CPU ×4 |`);
console.log('|---|---|---|---|---|---|---|---|');
for (const { screen, by } of results) {
  const none = by.none;
  const cells = [`${kb(median(none.map((r) => r.bytes)))} (${kb(median(none.map((r) => r.code)))})`];
  for (const c of CONDITIONS) cells.push(secs(median(by[c.name].map((r) => r.usable))));
  for (const c of CONDITIONS) cells.push(screen.answer ? secs(median(by[c.name].map((r) => r.answer))) : '—');
  console.log(`| ${screen.name} | ${cells.join(' | ')} |`);
}
console.log('\nSelectors for "usable":');
for (const { screen } of results) console.log(`- ${screen.name} (${screen.hash}): \`${screen.usable}\`${screen.answer ? `; first answer: \`${screen.answer}\`` : ''}`);

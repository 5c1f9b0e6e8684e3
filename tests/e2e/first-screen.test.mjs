// The first screen comes first (issue #28, "Fast first screen"; docs/architecture.md,
// "Loading the first screen"): the route's wasm, module and words start downloading with the
// HTML, not after the style sheet; the wasm compiles as it streams in, also when the service
// worker answers; the fonts never hold back the first render; and on a first visit the
// service worker downloads the other games only once the visited one is usable, yet every
// game then plays offline. Asserts order and outcome, never a time.
// Runs alone, not beside another e2e file (scripts/test.sh): it checks the order in which the first screen's downloads start.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  TIMEOUT, guard, serve, waitForHome, waitForServiceWorker, withBrowser,
} from './helpers.mjs';

const ODIN = '#/odin/new?players=3&target=one-hand&seed=7&start=1';
/** Odin's play screen is usable (the load benchmark's selector, scripts/bench-load.mjs). */
const ODIN_USABLE = '.oplay [data-testid=handoff], .oplay .hand-card';

/** A promise and the function that settles it. */
function later() {
  let done;
  const promise = new Promise((ok) => { done = ok; });
  return { promise, done };
}

/** In the page, before its scripts: how each wasm module was compiled (the URL of a
 * streamed Response, or `bytes`), and when (`performance.now()`) the selector first matched. */
function watchPage(usable) {
  window.__compiled = [];
  for (const name of ['compileStreaming', 'instantiateStreaming', 'compile', 'instantiate']) {
    const real = WebAssembly[name];
    WebAssembly[name] = async function (source, ...rest) {
      const s = await source;
      window.__compiled.push([name, s instanceof Response ? s.url : s instanceof WebAssembly.Module ? 'module' : 'bytes']);
      return real.call(this, s, ...rest);
    };
  }
  new MutationObserver(() => {
    if (window.__usable === undefined && document.querySelector(usable)) window.__usable = performance.now();
  }).observe(document, { subtree: true, childList: true });
}

describe('the first screen comes first', { timeout: 6 * TIMEOUT }, () => {
  const ctx = {};
  withBrowser((browser, server) => Object.assign(ctx, { browser, server }));

  test('the wasm, module and words of the route start with the HTML, each downloaded once', async () => {
    const context = await ctx.browser.newContext({ serviceWorkers: 'block' });
    const watch = guard(context);
    const page = await context.newPage();
    const requested = [];
    const wanted = [/^skald-odin-[0-9a-f]+_bg\.wasm$/, /^skald-odin-[0-9a-f]+\.js$/, /^shell\.en-[0-9a-f]+\.txt$/, /^odin\.en-[0-9a-f]+\.txt$/, /^odin-[0-9a-f]+\.css$/];
    const allAsked = later();
    page.on('request', (r) => {
      requested.push(new URL(r.url()).pathname.split('/').pop());
      if (wanted.every((re) => requested.some((f) => re.test(f)))) allAsked.done();
    });
    // The style sheet is held until all of them were asked for (or 10 s went by): a loader
    // that waits for the style sheet asks for none of them before it.
    let sheetSent = null;
    await page.route(/\/style-[0-9a-f]+\.css$/, async (route) => {
      await Promise.race([allAsked.promise, new Promise((ok) => setTimeout(ok, 10_000))]);
      sheetSent = requested.length;
      await route.continue();
    });
    await page.goto(ctx.server.url + ODIN);
    await page.locator(ODIN_USABLE).first().waitFor({ timeout: TIMEOUT });
    const before = requested.slice(0, sheetSent);
    // The game's style sheet comes after style.css, whose rules it overrides.
    const sheets = await page.evaluate(() => [...document.styleSheets].map((s) => (s.href || '').split('/').pop()));
    // (The fonts' faces, which the loader adds, override nothing: wherever they are.)
    const all = sheets.map((f) => f.replace(/-[0-9a-f]+\.css$/, ''));
    assert.ok(all.includes('fonts'), all.join());
    const names = all.filter((n) => n !== 'fonts');
    assert.ok(names[0] === 'style' && names.at(-1) === 'odin', names.join());
    for (const re of wanted) {
      assert.ok(before.some((f) => re.test(f)), `${re} requested before the style sheet was answered: ${before.join(' ')}`);
      assert.equal(requested.filter((f) => re.test(f)).length, 1, `${re} requested once: ${requested.join(' ')}`);
    }
    watch.check();
    await context.close();
  });

  test('the wasm compiles while it streams in, from the network and from the service worker', async () => {
    const context = await ctx.browser.newContext();
    const watch = guard(context);
    try {
      const page = await context.newPage();
      await page.addInitScript(watchPage, ODIN_USABLE);
      for (const visit of ['from the network', 'from the service worker']) {
        if (visit === 'from the network') await page.goto(ctx.server.url + ODIN);
        else await page.reload();
        await page.locator(ODIN_USABLE).first().waitFor({ timeout: TIMEOUT });
        const compiled = await page.evaluate(() => window.__compiled);
        assert.ok(compiled.some(([how, what]) => how.endsWith('Streaming') && /skald-odin-[0-9a-f]+_bg\.wasm$/.test(what)),
          `${visit}: Odin's wasm compiled from a streamed response: ${JSON.stringify(compiled)}`);
        assert.ok(!compiled.some(([, what]) => what === 'bytes'), `${visit}: nothing compiled from bytes: ${JSON.stringify(compiled)}`);
        if (visit === 'from the network') await waitForServiceWorker(page);
        else assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the service worker answered');
      }
      watch.check();
    } finally {
      await context.close();
    }
  });

  test('fonts never hold back the first render: the text is drawn before they come', async () => {
    const context = await ctx.browser.newContext({ serviceWorkers: 'block' });
    const watch = guard(context);
    const page = await context.newPage();
    await page.addInitScript(watchPage, 'a[href="#/voluspa"]');
    // The fonts are held until the test has looked at the page. None is asked for before
    // the app is usable (the loading notice draws none: it would compete with the wasm).
    const looked = later();
    const early = [];
    await page.route(/\.woff2$/, async (route) => {
      if (await page.evaluate(() => window.__usable === undefined)) early.push(route.request().url());
      await looked.promise;
      await route.continue();
    });
    try {
      // Not until `load`: the page's load waits for the fonts.
      await page.goto(ctx.server.url, { waitUntil: 'commit' });
      await waitForHome(page);
      assert.deepEqual(early, [], 'no font asked for before the home page was usable');
      const name = page.locator('.game-name').first();
      assert.equal(await page.evaluate(() => document.fonts.check('600 20px Cinzel', 'Odin')), false, 'Cinzel is still held back');
      assert.deepEqual(await page.evaluate(() => [...new Set([...document.fonts].map((f) => f.display))]), ['swap']);
      // The game's name is drawn now, in a fallback font: its box holds more than one colour.
      // (Through the DevTools protocol: Playwright's screenshots wait for the fonts.)
      const box = await name.boundingBox();
      const cdp = await context.newCDPSession(page);
      const { data: png } = await cdp.send('Page.captureScreenshot', { clip: { ...box, scale: 1 } });
      const colours = await page.evaluate(async (data) => {
        const img = new Image();
        img.src = `data:image/png;base64,${data}`;
        await img.decode();
        const canvas = Object.assign(document.createElement('canvas'), { width: img.width, height: img.height });
        const g = canvas.getContext('2d');
        g.drawImage(img, 0, 0);
        const px = g.getImageData(0, 0, img.width, img.height).data;
        const seen = new Set();
        for (let i = 0; i < px.length; i += 4) seen.add(`${px[i]},${px[i + 1]},${px[i + 2]}`);
        return seen.size;
      }, png);
      assert.ok(colours > 2, `the game's name is drawn before the fonts came (${colours} colours in its box)`);
    } finally {
      looked.done();
    }
    await page.waitForFunction(() => document.fonts.check('600 20px Cinzel', 'Odin'), null, { timeout: TIMEOUT });
    watch.check();
    await context.close();
  });

  test('a first visit downloads the other games only once its game is usable, and then every game plays offline', async () => {
    // Its own server, to count what it sends.
    const sent = [];
    const server = await serve({ onResponse: (r) => sent.push(r) });
    const context = await ctx.browser.newContext();
    const watch = guard(context);
    try {
      const page = await context.newPage();
      await page.addInitScript(watchPage, ODIN_USABLE);
      // A slow tablet's main thread widens every gap between the app's start and its
      // screen: whatever the worker asks for in it is caught.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(server.url + ODIN);
      await page.locator(ODIN_USABLE).first().waitFor({ timeout: TIMEOUT });
      await waitForServiceWorker(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const usable = await page.evaluate(() => performance.timeOrigin + window.__usable);
      // When each file was asked for (ms since the epoch), by the page and by the worker.
      const starts = () => performance.getEntriesByType('resource')
        .map((e) => [new URL(e.name).pathname.split('/').pop(), performance.timeOrigin + e.startTime]);
      const [worker] = context.serviceWorkers();
      assert.ok(worker, 'a service worker runs');
      const byWorker = await worker.evaluate(starts);
      const byPage = await page.evaluate(starts);
      const others = /^(skald-(app|voluspa|valda|valda-read|voluspa-embed|odin-embed|valda-embed|valda-embed-cards)-[0-9a-f]+(_bg\.wasm|\.js)|skald(_bg\.wasm|\.js)|(voluspa|valda|valda_cards|valda_read)\.(en|de)-[0-9a-f]+\.txt)$/;
      const early = [...byPage, ...byWorker].filter(([f, at]) => others.test(f) && at < usable);
      assert.deepEqual(early, [], 'no other game\'s code or words before Odin was usable');
      // The worker did download them (after): every build's wasm is in its cache.
      assert.ok(byWorker.some(([f]) => /^skald-valda-[0-9a-f]+_bg\.wasm$/.test(f)), `the worker fetched Valda's wasm: ${byWorker.map(([f]) => f).join(' ')}`);
      const cached = await page.evaluate(async () => {
        const names = [];
        for (const key of await caches.keys()) {
          for (const r of await (await caches.open(key)).keys()) names.push(new URL(r.url).pathname.split('/').pop());
        }
        return names;
      });
      for (const build of ['app', 'voluspa', 'odin', 'valda']) {
        assert.ok(cached.some((f) => new RegExp(`^skald-${build}-[0-9a-f]+_bg\\.wasm$`).test(f)), `${build}'s wasm is cached`);
      }
      // What the page had downloaded, the worker took from the browser's cache: Odin's wasm
      // came down once.
      const odinWasm = sent.filter((r) => /^skald-odin-[0-9a-f]+_bg\.wasm$/.test(r.path) && r.status === 200);
      assert.equal(odinWasm.length, 1, `Odin's wasm sent ${odinWasm.length} times`);

      // Offline, every game opens and plays from a fresh tab.
      await context.setOffline(true);
      const second = await context.newPage();
      await second.goto(server.url + '#/valda/new?players=3&seed=3&start=1');
      await second.locator('.vplay [data-testid=handoff], .vplay .hand-card').first().waitFor({ timeout: TIMEOUT });
      await second.goto(server.url + '#/voluspa/new?players=2&seed=7&start=1');
      await second.locator('.vol-play [data-testid=handoff], .vol-play .hand-tile').first().waitFor({ timeout: TIMEOUT });
      await second.goto(server.url + '#/');
      assert.deepEqual(await waitForHome(second), ['Völuspá', 'Odin', 'Valda']);
      watch.check();
    } finally {
      await context.close();
      await server.close();
    }
  });
});

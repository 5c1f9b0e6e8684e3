// Modules (scripts/builds.mjs, `module: true`): a running game build loads one into its own
// page by name, `window.skaldModule(name)` in index.html's loader — Odin's play screen its
// `odin-link` (the table's "Players' phones" screen, issue #44). The module comes once per
// page with its style sheet and its words beside the running build's, and the running app
// is left as it was; an unknown name is refused, and a failed load is tried again.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MODULES } from '../../scripts/builds.mjs';
import { openPage, TIMEOUT, withBrowser } from './helpers.mjs';

/** The paths of the requests for module `name`'s own files (its JS and wasm, its style
 * sheet, its `link` words) that `page` makes from now on. */
function moduleRequests(page, name) {
  const seen = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (new RegExp(`/skald-${name}-[0-9a-f]+(\\.js|_bg\\.wasm)$|/phones-[0-9a-f]+\\.css$|/words/link\\.`).test(path)) seen.push(path.slice(path.lastIndexOf('/') + 1));
  });
  return seen;
}

/** What shows that the running app is the one that was: its body, one header, the loader's
 * hooks into it. */
const appState = (page) =>
  page.evaluate(() => ({
    body: document.body.innerHTML,
    headers: document.querySelectorAll('.site-header').length,
    stop: window.skaldStop === window.__stopBefore,
    start: window.skaldStart === window.__startBefore,
  }));

describe('a module loaded into a game page', { timeout: 3 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  test("Odin's page loads odin-link by name, once, beside its running app", async () => {
    const { context, page, watch } = await openPage(browser);
    const requested = moduleRequests(page, 'odin-link');
    await page.goto(`${server.url}#/odin`);
    await page.locator('[data-game="odin"]').first().waitFor({ timeout: TIMEOUT });
    assert.deepEqual(requested, [], 'nothing of the module comes before it is asked for');
    await page.evaluate(() => {
      window.__stopBefore = window.skaldStop;
      window.__startBefore = window.skaldStart;
    });
    const before = await appState(page);
    assert.equal(await page.evaluate(() => typeof window.skaldStop), 'function', 'the running app can be stopped by the loader');

    const got = await page.evaluate(async () => {
      const lang = document.documentElement.lang;
      const text = window.skaldText[lang];
      const had = Object.keys(text).sort();
      // A file of the running build's that the module does not use stays too (the module
      // shares Odin's `shell` and `odin`: the same words files).
      text.only_the_build = 'kept';
      const [m, again] = await Promise.all([window.skaldModule('odin-link'), window.skaldModule('odin-link')]);
      const third = await window.skaldModule('odin-link');
      const now = window.skaldText[lang];
      const kept = now === text && now.only_the_build === 'kept';
      delete now.only_the_build;
      return {
        lang,
        had,
        kept,
        has: Object.keys(now).sort(),
        link: String(window.skaldText[lang].link).length,
        namespace: Object.prototype.toString.call(m),
        init: typeof m.default,
        same: m === again && m === third,
        sheets: [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.href.slice(l.href.lastIndexOf('/') + 1)),
      };
    });
    assert.equal(got.lang, 'en');
    assert.deepEqual(got.had, ['odin', 'shell'], "the running build's words before");
    assert.deepEqual(got.has, ['link', 'odin', 'shell'], "the module's words beside the running build's");
    assert.ok(got.kept, "the running build's words are the ones it had, added to, not replaced");
    assert.ok(got.link > 100, `link's words are there (${got.link} characters)`);
    assert.equal(got.namespace, '[object Module]', "resolves with the module's namespace");
    assert.equal(got.init, 'function', "wasm-bindgen's init among its exports");
    assert.ok(got.same, 'one module per page, whoever asks');
    assert.ok(got.sheets.some((s) => /^phones-[0-9a-f]+\.css$/.test(s)), `its style sheet is on the page: ${got.sheets}`);
    assert.deepEqual(requested.map((p) => p.replace(/-[0-9a-f]+/, '')).sort(), ['link.en.txt', 'phones.css', 'skald-odin-link.js', 'skald-odin-link_bg.wasm'], 'each of its files once');

    // The running app is untouched: the same body, one app, the loader's hooks into it.
    assert.deepEqual(await appState(page), before);
    await page.locator('[data-game="odin"]').first().waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('#boot').count(), 0);

    // A language switch brings the module's words in that language too.
    const de = await page.evaluate(
      () =>
        new Promise((done) => {
          window.addEventListener('skald-words', () => done(Object.keys(window.skaldText.de || {}).sort()), { once: true });
          window.skaldFetchWords('de');
        }),
    );
    assert.deepEqual(de, ['link', 'odin', 'shell']);

    // Names that are not modules: refused, with the modules named.
    const refused = await page.evaluate(() =>
      Promise.all(['nope', 'odin', 'home', '__proto__', 'toString', undefined].map((n) => window.skaldModule(n).then(() => 'resolved', (e) => `${e instanceof Error}: ${e.message}`))),
    );
    // Every module of scripts/builds.mjs named, in its order (the tables' and the phones' seats').
    const named = MODULES.map(([name]) => name).join(', ');
    for (const r of refused) assert.ok(r.startsWith('true: Skald: no module named "') && r.endsWith(`" (the modules: ${named})`), r);
    assert.match(refused[0], /"nope"/);
    assert.deepEqual(await appState(page), before, 'and still untouched');
    watch.check();
    await context.close();
  });

  test('a module that failed to load is tried again on the next call', async () => {
    const { context, page, watch } = await openPage(browser);
    await page.goto(`${server.url}#/odin`);
    await page.locator('[data-game="odin"]').first().waitFor({ timeout: TIMEOUT });
    await page.route(/\/skald-odin-link-[0-9a-f]+_bg\.wasm$/, (route) => route.abort(), { times: 1 });
    const first = await page.evaluate(() => window.skaldModule('odin-link').then(() => 'resolved', (e) => `rejected: ${e.message}`));
    assert.match(first, /^rejected/);
    const second = await page.evaluate(() => window.skaldModule('odin-link').then((m) => typeof m.default));
    assert.equal(second, 'function');
    // The one failure that was meant: Chromium reports the aborted request.
    const others = watch.problems.filter((p) => !/console error: Failed to load resource: net::ERR_FAILED .*skald-odin-link-/.test(p));
    assert.deepEqual(others, []);
    await context.close();
  });
});

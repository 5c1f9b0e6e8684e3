// Shared set-up for the end-to-end tests: the release build in dist/ served on 127.0.0.1,
// Debian's Chromium driven by playwright-core, and a guard that fails a test on any
// console error, uncaught page error, or request that leaves 127.0.0.1.
import { existsSync, mkdirSync } from 'node:fs';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/static-server.mjs';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const DIST = ROOT + 'dist';
export const ARTIFACTS = ROOT + 'tests/e2e/artifacts';
/** Generous: two-core machines, shared with other builds. */
export const TIMEOUT = 60_000;

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1440, height: 900 },
};

// Chromium here has no network: keep it from trying (see docs/testing.md).
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  '--disable-dev-shm-usage',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

export function launch() {
  if (!existsSync(DIST + '/index.html')) {
    throw new Error('dist/ has no release build: run `node scripts/trunk-release.mjs` (scripts/test.sh does)');
  }
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, timeout: TIMEOUT });
}

/**
 * For the suite (`describe`) it is called in: starts Chromium and the static server before
 * its tests, hands both to `set`, and stops them after.
 * @param {(browser: import('playwright-core').Browser, server: {url: string, close(): Promise<void>}) => void} set
 */
export function withBrowser(set, options = {}) {
  let browser, server;
  before(async () => {
    browser = await launch();
    server = await serve(options);
    set(browser, server);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
}

/** Serves dist/ (see scripts/static-server.mjs for the options). */
export function serve(options = {}) {
  return startServer({ root: DIST, ...options });
}

/**
 * Watches every page of `context` and every request it makes. Call `check()` at the end
 * of a test: it throws with everything that went wrong.
 * @param {import('playwright-core').BrowserContext} context
 * @param {{allowedPathPrefix?: string}} options  fail on same-host requests outside it too
 */
export function guard(context, { allowedPathPrefix = '/' } = {}) {
  const problems = [];
  const watch = (page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console error: ${msg.text()} (${msg.location().url})`);
    });
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return; // data:, blob:
    if (url.hostname !== '127.0.0.1') problems.push(`request left 127.0.0.1: ${request.url()}`);
    else if (!url.pathname.startsWith(allowedPathPrefix)) {
      problems.push(`request outside ${allowedPathPrefix}: ${request.url()}`);
    }
  });
  return {
    problems,
    check() {
      if (problems.length) throw new Error('problems during the test:\n  ' + problems.join('\n  '));
    },
  };
}

/**
 * A fresh context (service workers off: these tests are about the page; offline.test.mjs
 * covers the worker) with its problems watched, and a page in it.
 * @param {import('playwright-core').Browser} browser
 * @param {object} options  more context options (viewport, locale, colorScheme…)
 */
export async function openPage(browser, options = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  const watch = guard(context);
  const page = await context.newPage();
  return { context, page, watch };
}

/** Waits until the app has started and shows the home screen's three games. */
export async function waitForHome(page) {
  await page.locator('.game-card').nth(2).waitFor({ timeout: TIMEOUT });
  return page.locator('.game-name').allTextContents();
}

/** Waits until a service worker controls the page (it has precached the build by then). */
export async function waitForServiceWorker(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
    timeout: TIMEOUT,
  });
}

export function screenshotPath(name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  return `${ARTIFACTS}/${name}.png`;
}

/** Text elements whose text is wider than their box (clipped or overflowing), as
 * `tag.class: "text"` lines: German words are longer, and nothing may be cut off. Checks
 * every visible element that holds text of its own, and every table: a table of long
 * German headers may push out of its card while each cell still fits its text. */
export async function overflowingText(page) {
  return page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      if (!own) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.closest('[hidden], .visually-hidden')) continue;
      // Hidden from the eye by a media query the way .visually-hidden does it (a 1 px clip).
      if (style.position === 'absolute' && el.getBoundingClientRect().width <= 1) continue;
      if (el.scrollWidth > el.clientWidth + 1 && style.display !== 'inline' && style.overflowX !== 'auto' && style.overflowX !== 'scroll') {
        out.push(`${el.tagName.toLowerCase()}.${el.className}: "${el.textContent.trim().slice(0, 60)}"`);
      }
    }
    for (const table of document.querySelectorAll('table')) {
      const box = table.parentElement;
      if (!box || !table.getClientRects().length || getComputedStyle(box).overflowX === 'auto') continue;
      const [t, b] = [table.getBoundingClientRect(), box.getBoundingClientRect()];
      const inner = b.right - parseFloat(getComputedStyle(box).paddingRight);
      if (t.right > inner + 1) out.push(`table.${table.className}: ${Math.round(t.right - inner)}px wider than its box`);
    }
    return out;
  });
}

/** Whether the element matching `selector` is wholly in the viewport and is what a finger
 * would touch at its left end, middle and right end (not scrolled out of its band, not
 * under another element): 'ok', or what is wrong. */
export async function inView(page, selector) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return 'missing';
    const r = el.getBoundingClientRect();
    if (r.height < 8 || r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) {
      return `outside the viewport: ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    }
    for (const x of [r.left + 3, r.left + r.width / 2, r.right - 3]) {
      for (const y of [r.top + 3, r.bottom - 3]) {
        const at = document.elementFromPoint(x, y);
        if (!at || !el.contains(at)) return `covered at ${Math.round(x)},${Math.round(y)} by ${at?.tagName}.${at?.className}`;
      }
    }
    return 'ok';
  }, selector);
}

/** Presses Tab until the focused element matches `selector`; fails after `max` presses.
 * Returns how many presses it took. */
export async function tabTo(page, selector, max = 60) {
  for (let i = 0; i <= max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return i;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Whether the focused element shows its focus: an outline or a box shadow, not nothing. */
export async function focusVisible(page) {
  return page.evaluate(() => {
    const s = getComputedStyle(document.activeElement);
    return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
  });
}

/** Records every animation frame's interval, and whether the computer was searching then
 * (the app counts its searches under way in `window.skaldComputerSearching`): run in the page
 * with `page.addInitScript(watchFrames)`. */
export function watchFrames() {
  window.__frames = [];
  let last = performance.now();
  const tick = (t) => {
    window.__frames.push([t - last, (window.skaldComputerSearching ?? 0) > 0]);
    last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

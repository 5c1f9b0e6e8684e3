// The one driver abstraction of the cross-engine layer: a `Page` with the same few methods in
// WebKitGTK and WPE WebKit 2.38 (WebKitWebDriver and WPEWebDriver, W3C WebDriver classic:
// ./webdriver.mjs) and Firefox ESR (puppeteer-core over WebDriver BiDi, launching Debian's
// /usr/bin/firefox-esr: no geckodriver, no browser download). The flows (./flows-*.mjs) use
// only this.
//
// Console errors: neither WebKit's WebDriver has a console log endpoint, so the test's server injects a
// small recorder script at the top of every HTML file it serves (`RECORDER`): it keeps
// console.error calls, uncaught errors, failed resource loads and unhandled rejections of the
// page and of its same-origin frames in sessionStorage, where `page.errors()` reads them
// back. A load the browser stops because the page is being left (after `beforeunload` or
// `pagehide`: WebKit then fires `error` on a script still coming, such as the computer's
// ai-worker.js) is no page error and is not kept. Firefox's own console and page errors (puppeteer's events) are added to the same list.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { startServer } from '../../scripts/static-server.mjs';
import { startWebKit, startWpe } from './webdriver.mjs';

export const ROOT = new URL('../../', import.meta.url).pathname;
/** The release build (`SKALD_DIST` may point elsewhere, e.g. a copy of another build). */
export const DIST = process.env.SKALD_DIST ?? ROOT + 'dist';
export const ARTIFACTS = ROOT + 'tests/engines/artifacts';
/** Debian's Firefox ESR (package firefox-esr). */
const FIREFOX = '/usr/bin/firefox-esr';
/** Generous: two-core machines, shared with other builds. */
export const TIMEOUT = 60_000;

const KEY = 'skald-test-errors';

/** The recorder, as it is put into every served HTML file (first thing in <head>). */
export const RECORDER = `<script>(function(){var K=${JSON.stringify(KEY)};
function rec(m){try{var a=JSON.parse(sessionStorage.getItem(K)||"[]");a.push(String(m).slice(0,400)+" ["+location.pathname+location.hash+"]");sessionStorage.setItem(K,JSON.stringify(a))}catch(e){}}
function str(x){try{return x instanceof Error?x.message:typeof x==="object"?JSON.stringify(x):String(x)}catch(e){return String(x)}}
var ce=console.error;console.error=function(){rec("console.error: "+[].map.call(arguments,str).join(" "));return ce.apply(this,arguments)};
var leaving=false;addEventListener("beforeunload",function(){leaving=true});addEventListener("pagehide",function(){leaving=true});addEventListener("pageshow",function(){leaving=false});
addEventListener("error",function(e){var t=e.target;if(t&&t!==window&&(t.src||t.href)){if(!leaving)rec("failed to load "+(t.src||t.href))}else rec("uncaught: "+(e.message||str(e.error)))},true);
addEventListener("unhandledrejection",function(e){rec("unhandled rejection: "+str(e.reason))});})();</script>`;

/** Puts the recorder into an HTML body (right after <head>, else at the start). */
export function withRecorder(html) {
  const text = html.toString();
  const at = text.search(/<head[^>]*>/i);
  if (at < 0) return RECORDER + text;
  const end = text.indexOf('>', at) + 1;
  return text.slice(0, end) + RECORDER + text.slice(end);
}

/** Serves dist/ on 127.0.0.1 with the recorder in every HTML file. `port`: to come back on
 * the same origin after the offline check stopped the server. */
export function serve(port = 0) {
  if (!existsSync(DIST + '/index.html')) {
    throw new Error('dist/ has no release build: run `node scripts/trunk-release.mjs` (scripts/test.sh does)');
  }
  return startServer({
    root: DIST,
    port,
    transform: (path, body) => (path.endsWith('.html') ? Buffer.from(withRecorder(body)) : undefined),
  });
}

export function artifact(name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  return `${ARTIFACTS}/${name}.png`;
}

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/**
 * What both engines offer. Subclasses implement `_eval`, `goto`, `reload`, `setSize`,
 * `_pointer` (a mouse or touch gesture as a list of points), `select` (an option of a
 * <select>), `_screenshot`, `close`.
 */
class Page {
  constructor(engine) {
    this.engine = engine;
    this.extraErrors = [];
  }

  /** Runs `fn(arg)` in the page; `fn` must be self-contained; JSON in and out. */
  eval(fn, arg = null) {
    return this._eval(fn, arg);
  }

  /** Polls `fn(arg)` until it returns something truthy, and returns that. */
  async waitFor(fn, arg = null, { timeout = TIMEOUT, what = String(fn).slice(0, 120) } = {}) {
    const t0 = Date.now();
    let last;
    for (;;) {
      try {
        const v = await this._eval(fn, arg);
        if (v) return v;
      } catch (err) {
        last = err; // a navigation under way: try again
      }
      if (Date.now() - t0 > timeout) {
        throw new Error(`${this.engine}: timed out after ${timeout} ms waiting for ${what}${last ? ` (${last.message})` : ''}`);
      }
      await sleep(100);
    }
  }

  /** Waits for an element matching `selector`. */
  waitForSelector(selector, options = {}) {
    return this.waitFor((s) => !!document.querySelector(s), selector, { what: selector, ...options });
  }

  count(selector) {
    return this._eval((s) => document.querySelectorAll(s).length, selector);
  }

  attr(selector, name) {
    return this._eval(([s, n]) => document.querySelector(s)?.getAttribute(n) ?? null, [selector, name]);
  }

  text(selector) {
    return this._eval((s) => document.querySelector(s)?.innerText ?? null, selector);
  }

  /** A point inside the `index`-th element matching `selector` where that element itself is
   * hit (cards overlap in fans), after scrolling it into the middle of the view. */
  async point(selector, index = 0) {
    const p = await this._eval(([s, i]) => {
      const el = document.querySelectorAll(s)[i];
      if (!el) return null;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const r = el.getBoundingClientRect();
      for (const fy of [0.5, 0.35, 0.65, 0.2, 0.8]) {
        for (const fx of [0.5, 0.3, 0.15, 0.7, 0.08, 0.9]) {
          const x = r.left + r.width * fx;
          const y = r.top + r.height * fy;
          const hit = document.elementFromPoint(x, y);
          if (hit && (hit === el || el.contains(hit))) return { x: Math.round(x), y: Math.round(y) };
        }
      }
      return { error: `no visible point on ${s} (${Math.round(r.width)}×${Math.round(r.height)} at ${Math.round(r.left)},${Math.round(r.top)})` };
    }, [selector, index]);
    if (!p) throw new Error(`${this.engine}: no element ${selector} [${index}]`);
    if (p.error) throw new Error(`${this.engine}: ${p.error}`);
    return p;
  }

  /** A real mouse click (native input) on the element. */
  async click(selector, index = 0) {
    await this.clickAt(await this.point(selector, index));
  }

  clickAt(p) {
    return this._pointer('mouse', [p]);
  }

  /** A mouse drag: press at `from`, move past the app's threshold, on to `to` in steps, release. */
  drag(from, to, steps = 10) {
    return this._pointer('mouse', dragPath(from, to, steps));
  }

  /** A mouse drag whose target is known only once it has started (legal cells show while a
   * tile is dragged): press at `from` and move past the threshold, ask `target()`, go on. */
  async dragToFound(from, target, steps = 10) {
    const start = dragPath(from, { x: from.x + 10, y: from.y - 40 }, 2);
    await this._pointerPart('mouse', start, 'start');
    const to = await target();
    const last = start.at(-1);
    await this._pointerPart('mouse', dragPath(last, to, steps).slice(2), 'end');
    return to;
  }

  /** A finger: a tap, or a drag along the same path as the mouse's. */
  touchTap(p) {
    return this._pointer('touch', [p]);
  }

  touchDrag(from, to, steps = 10) {
    return this._pointer('touch', dragPath(from, to, steps));
  }

  /** Saves a PNG of the viewport, or of one element, to tests/engines/artifacts/. */
  async screenshot(name, selector) {
    await this._eval(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    const path = artifact(`${this.engine}-${name}`);
    writeFileSync(path, await this._screenshot(selector));
    return path;
  }

  /** The errors recorded since the last call (and clears them). */
  async errors() {
    const recorded = await this._eval((k) => {
      const a = JSON.parse(sessionStorage.getItem(k) || '[]');
      sessionStorage.removeItem(k);
      return a;
    }, KEY).catch((err) => [`could not read the recorder: ${err.message}`]);
    const extra = this.extraErrors.splice(0);
    return [...recorded, ...extra];
  }
}

function dragPath(from, to, steps) {
  const path = [from, { x: from.x + 3, y: from.y - 10 }];
  for (let i = 1; i <= steps; i++) {
    path.push({ x: Math.round(from.x + ((to.x - from.x) * i) / steps), y: Math.round(from.y + ((to.y - from.y) * i) / steps) });
  }
  return path;
}

class WebKitPage extends Page {
  constructor(session, engine = 'webkit') {
    super(engine);
    this.session = session;
  }

  _eval(fn, arg) {
    return this.session.execute(String(fn), [arg]);
  }

  goto(url) {
    return this.session.navigate(url);
  }

  reload() {
    return this.session.refresh();
  }

  async setSize(width, height) {
    // The window's outer size: MiniBrowser's own bar takes a little of it.
    await this.session.setWindowSize(width, height);
  }

  _pointer(type, points) {
    return this._pointerPart(type, points, 'whole');
  }

  /** `part`: 'whole' (press, move, release), 'start' (press and move), 'end' (move, release). */
  _pointerPart(type, points, part) {
    const move = (p, duration) => ({ type: 'pointerMove', duration, origin: 'viewport', x: p.x, y: p.y });
    const actions = [];
    let rest = points;
    if (part !== 'end') {
      actions.push(move(points[0], 0), { type: 'pointerDown', button: 0 });
      rest = points.slice(1);
    }
    for (const p of rest) actions.push(move(p, 16));
    if (part !== 'start') actions.push({ type: 'pointerUp', button: 0 });
    return this.session.pointer(type, actions, part !== 'start');
  }

  select(selector, value) {
    return this.session.clickElement(`${selector} option[value="${value}"]`);
  }

  _screenshot(selector) {
    return this.session.screenshot(selector);
  }

  close() {
    return this.session.close();
  }
}

class FirefoxPage extends Page {
  /** `context`: the browser context of a page opened by `newContext` (closed with it);
   * none for the browser's first page, whose `close` ends the browser. */
  constructor(browser, page, context = null) {
    super('firefox');
    this.browser = browser;
    this.page = page;
    this.context = context;
    page.on('console', (m) => {
      if (m.type() === 'error') this.extraErrors.push(`firefox console error: ${m.text()}`);
    });
    page.on('pageerror', (e) => this.extraErrors.push(`firefox page error: ${e.message ?? e}`));
  }

  _eval(fn, arg) {
    // As source text, like WebDriver's: the flows' functions never close over test variables.
    return this.page.evaluate(`Promise.resolve((${fn})(${JSON.stringify(arg)}))`);
  }

  async goto(url) {
    await this.page.goto(url, { timeout: TIMEOUT, waitUntil: 'load' });
  }

  async reload() {
    await this.page.reload({ timeout: TIMEOUT, waitUntil: 'load' });
  }

  setSize(width, height) {
    return this.page.setViewport({ width, height });
  }

  async _pointer(type, points) {
    const [first, ...rest] = points;
    if (type === 'touch') {
      const touch = await this.page.touchscreen.touchStart(first.x, first.y);
      for (const p of rest) await touch.move(p.x, p.y);
      await touch.end();
      return;
    }
    await this._pointerPart('mouse', points, 'whole');
  }

  async _pointerPart(type, points, part) {
    const mouse = this.page.mouse;
    let rest = points;
    if (part !== 'end') {
      await mouse.move(points[0].x, points[0].y);
      await mouse.down();
      rest = points.slice(1);
    }
    for (const p of rest) await mouse.move(p.x, p.y);
    if (part !== 'start') await mouse.up();
  }

  async select(selector, value) {
    await this.page.select(selector, value);
  }

  async _screenshot(selector) {
    if (!selector) return Buffer.from(await this.page.screenshot());
    const el = await this.page.$(selector);
    return Buffer.from(await el.screenshot());
  }

  /** A page in a new browser context of the same Firefox (its own cookies, storage and
   * service workers: another device, as far as the app can tell), width × height. */
  async newContext({ width, height }) {
    const context = await this.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width, height });
    return new FirefoxPage(this.browser, page, context);
  }

  /** Runs `fn()` (self-contained) in every document of this page before its own scripts. */
  async addInitScript(fn) {
    await this.page.evaluateOnNewDocument(`(${fn})()`);
  }

  close() {
    return this.context ? this.context.close() : this.browser.close();
  }
}

/** Starts an engine ('webkit', 'firefox', or 'wpe': the old WebKit of Safari 16, whose
 * window stays 800 × 600) with one page of width × height. `prefs`: Firefox's, added to
 * the ones below (firefox-phones.test.mjs: WebRTC on loopback). */
export async function openEngine(name, { width = 820, height = 1180, prefs = {} } = {}) {
  if (name === 'webkit' || name === 'wpe') {
    const session = await (name === 'wpe' ? startWpe : startWebKit)({ timeout: TIMEOUT });
    const page = new WebKitPage(session, name);
    await page.setSize(width, height);
    return page;
  }
  if (name === 'firefox') {
    if (!existsSync(FIREFOX)) throw new Error(`no Firefox ESR at ${FIREFOX}: scripts/setup.sh installs Debian's firefox-esr`);
    const { default: puppeteer } = await import('puppeteer-core');
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      timeout: TIMEOUT,
      protocolTimeout: 2 * TIMEOUT,
      defaultViewport: { width, height },
      // Keep Firefox off the network: no updates, no telemetry, no lookups.
      extraPrefsFirefox: {
        'network.proxy.type': 0,
        'intl.accept_languages': 'en-US',
        'intl.locale.requested': 'en-US',
        'app.update.enabled': false,
        'browser.safebrowsing.malware.enabled': false,
        'browser.safebrowsing.phishing.enabled': false,
        'network.dns.disablePrefetch': true,
        'network.prefetch-next': false,
        ...prefs,
      },
    });
    const page = await browser.newPage();
    return new FirefoxPage(browser, page);
  }
  throw new Error(`unknown engine ${name}`);
}

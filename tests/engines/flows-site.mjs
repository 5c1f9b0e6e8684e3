// The site's flows of the cross-engine layer, on the driver of ./driver.mjs: the home page and
// German (the header's switch, a reload, a game's build in German), the embed demo page (every
// frame as tall as its content), touch, and an offline reload after a first visit.
import assert from 'node:assert/strict';

const ENGLISH_TITLE = 'Norse games for one table';
const GERMAN_TITLE = 'Nordische Spiele für einen Tisch';

export function waitForHome(page) {
  return page.waitFor(() => document.querySelectorAll('.game-card').length === 3
    && [...document.querySelectorAll('.game-name')].map((e) => e.textContent), null, { what: 'the home page' });
}

/** How the header's language switch is drawn: its own colours, no native grey box. */
export function switchStyle(page) {
  return page.eval(() => {
    const s = getComputedStyle(document.querySelector('[data-testid=lang-switch]'));
    const h = getComputedStyle(document.querySelector('.site-header'));
    return {
      appearance: s.appearance ?? s.webkitAppearance,
      webkitAppearance: s.webkitAppearance ?? s.appearance,
      color: s.color,
      background: s.backgroundColor,
      header: h.backgroundColor,
    };
  });
}

/** Home page in English, then German through the header's switch, kept over a reload and
 * into a game's build; then back to English. Screenshots of the header in both. */
export async function homeAndGerman(page, url) {
  await page.goto(url);
  assert.deepEqual(await waitForHome(page), ['Völuspá', 'Odin', 'Valda']);
  assert.equal(await page.text('#home-title'), ENGLISH_TITLE, `${page.engine}: an English browser gets English`);
  await page.screenshot('home-en');
  const style = await switchStyle(page);
  assert.equal(style.webkitAppearance, 'none', `${page.engine}: the language switch draws no native box`);
  assert.equal(style.background, style.header, `${page.engine}: the switch sits on the header's colour`);
  await page.select('[data-testid=lang-switch]', 'de');
  await page.waitFor((t) => document.querySelector('#home-title')?.textContent === t, GERMAN_TITLE, { what: 'German home page' });
  assert.equal(await page.eval(() => document.documentElement.lang), 'de');
  await page.screenshot('home-de');
  await page.reload();
  await waitForHome(page);
  assert.equal(await page.text('#home-title'), GERMAN_TITLE, `${page.engine}: German kept over a reload`);
  // A game's own build, loaded in place, speaks German too.
  await page.click('.game-card[data-game="odin"] a');
  await page.waitFor(() => document.querySelector('[data-testid=new-game]')?.textContent === 'Neues Spiel', null,
    { what: 'Odin in German' });
  assert.equal(await page.eval(() => document.documentElement.lang), 'de');
  await page.select('[data-testid=lang-switch]', 'en');
  await page.waitFor(() => document.documentElement.lang === 'en', null, { what: 'back to English' });
}

/** The embed demo page: every embed draws (and stays drawn once it has been in view), the
 * page's own engine questions are answered, and each frame is as tall as its content. */
export async function embeds(page, url) {
  await page.goto(`${url}examples/voluspa-rules.html`);
  const ids = await page.waitFor(() => {
    const all = [...document.querySelectorAll('skald-embed')];
    return all.length > 0 && all.every((e) => e.id) && all.map((e) => e.id);
  }, null, { what: 'the demo page' });
  assert.ok(ids.length >= 14, `${page.engine}: the demo page's ${ids.length} embeds`);
  for (const id of ids) {
    // Embeds load when they come near the screen; frames above it grow as they load, so
    // bring it back into view at every look.
    await page.waitFor((i) => {
      const el = document.querySelector(`skald-embed#${i}`);
      el?.scrollIntoView({ block: 'center' });
      const f = el?.shadowRoot?.querySelector('iframe');
      return !!f?.contentDocument?.querySelector('.embed');
    }, id, { what: `embed #${id}` });
  }
  await page.waitForSelector('#engine-answer[data-legal]');
  assert.equal(await page.attr('#engine-answer', 'data-legal'), '8');
  assert.equal(await page.attr('#engine-answer', 'data-best'), '5');
  // Each frame in view again, all loaded by now: still its embed, not a blank page (WPE
  // 2.38 loaded a lazy frame's first about:blank over it as it came into view: static/embed.js).
  for (const id of ids) {
    const sizes = await page.waitFor((i) => {
      const el = document.querySelector(`skald-embed#${i}`);
      el.scrollIntoView({ block: 'center' });
      const f = el.shadowRoot.querySelector('iframe');
      const frame = f.getBoundingClientRect().height;
      const inner = f.contentDocument.querySelector('.embed').offsetHeight;
      return Math.abs(frame - inner) <= 2 && { frame, inner };
    }, id, { what: `frame #${id} as tall as its content` });
    assert.ok(sizes.inner > 40, `${page.engine}: embed #${id} has content (${sizes.inner}px)`);
  }
  // Valda's embeds draw without yew (app/src/valda/embed/page.rs): a step of the example
  // and a tried action change what is shown.
  for (const [id, button] of [['valda-attack', '[data-step=next]'], ['valda-try', '[data-testid=try-actions] button']]) {
    await page.eval(([i, b]) => {
      const doc = document.querySelector(`skald-embed#${i}`).shadowRoot.querySelector('iframe').contentDocument;
      doc.querySelector(b).click();
    }, [id, button]);
  }
  await page.waitFor(() => {
    const doc = document.querySelector('skald-embed#valda-attack').shadowRoot.querySelector('iframe').contentDocument;
    return doc.querySelector('[data-testid=step]')?.textContent.startsWith('1 /') && !!doc.querySelector('.embed-text[data-position="1"]');
  }, null, { what: 'valda-attack: the example at its first move' });
  await page.waitFor(() => {
    const doc = document.querySelector('skald-embed#valda-try').shadowRoot.querySelector('iframe').contentDocument;
    return !!doc.querySelector('.embed-valda-try[data-tries="1"]') && !!doc.querySelector('[data-testid=try-outcome] li');
  }, null, { what: 'valda-try: an action tried, and what it did' });
  await page.eval(() => window.scrollTo(0, 0));
  await page.screenshot('embed-demo');
}

/**
 * Touch: a hand-off tapped and an Odin card dragged onto the middle with a finger. Returns the
 * pointer types the page saw (Firefox delivers touch; WebKitGTK's WebDriver turns a touch
 * action into mouse events: docs/testing.md).
 */
export async function touch(page, url) {
  await page.goto(`${url}#/odin/new?players=2&target=one-hand&seed=236&start=1`);
  await page.waitForSelector('.oplay');
  await page.eval(() => {
    window.__pointerTypes = [];
    document.addEventListener('pointerdown', (e) => window.__pointerTypes.push(e.pointerType), true);
  });
  await page.waitForSelector('[data-testid=handoff]');
  await page.touchTap(await page.point('[data-testid=handoff]'));
  await page.waitForSelector('.oplay[data-revealed=true]');
  const before = Number(await page.attr('.oplay', 'data-actions'));
  await page.touchDrag(await page.point('.hand-card[data-card="5O"]'), await page.point('.omiddle'), 12);
  await page.waitFor((n) => Number(document.querySelector('.oplay')?.dataset.actions) > n, before, { what: 'the dragged card played' });
  assert.equal(await page.attr('.omiddle', 'data-value'), '5', `${page.engine}: 5O dragged by a finger onto the middle`);
  return page.eval(() => [...new Set(window.__pointerTypes)]);
}

/** After one visit the service worker serves the app with the server gone: a reload, and a
 * fresh navigation to a deep link. `stop` stops the server. */
export async function offline(page, url, stop) {
  await page.goto(url);
  await waitForHome(page);
  await page.waitFor(() => navigator.serviceWorker?.controller != null, null, { what: 'a service worker in control' });
  await stop();
  assert.equal(await fetch(url).then(() => 'up', () => 'down'), 'down', 'the server is down');
  await page.reload();
  assert.deepEqual(await waitForHome(page), ['Völuspá', 'Odin', 'Valda'], `${page.engine}: home page offline`);
  await page.goto(`${url}?offline#/valda`);
  await page.waitFor(() => /Valda/.test(document.querySelector('#game-title')?.textContent ?? ''), null,
    { what: 'Valda offline' });
}

// No page slides sideways (issue #26): every screen of every game — home, each game's start,
// new-game and rules pages, the hand-off card, the play screen at a decision, the end screen,
// the replay viewer, and the embeds — in English and German, at 360, 390, 768, 1024 and 1366
// px wide, each at a portrait and a landscape height, is no wider than the viewport: the
// document does not scroll sideways and no element (other than one that scrolls inside its
// own box) reaches past the right edge. One browser page per language: each screen is opened
// once and the viewport changed under it. Screenshots of every failure land in
// tests/e2e/artifacts/narrow-*.png.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { openPage, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import { choose, legal, perform } from './valda-lib.mjs';

const dist = new URL('../../dist/engine/', import.meta.url);
const engine = await import(new URL('skald.js', dist));
await engine.default({ module_or_path: await readFile(new URL('skald_bg.wasm', dist)) });

/** Each width at a portrait and a landscape height. */
export const VIEWPORTS = [
  [360, 740], [360, 320],
  [390, 844], [390, 360],
  [768, 1024], [768, 560],
  [1024, 1366], [1024, 768],
  [1366, 1600], [1366, 768],
].map(([width, height]) => ({ width, height }));

const fixture = (name) => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'));

/** A finished one-hand game of Odin for three, played out on the engine module. */
function odinFinished() {
  const g = new engine.OdinGame({ players: 3, target: 'one-hand' }, 797);
  for (let n = 0; g.toMove() !== undefined && n < 500; n++) {
    const legalNow = g.legalActions();
    g.apply(legalNow[n % legalNow.length]);
  }
  assert.equal(g.toMove(), undefined, 'the Odin game ended');
  const seats = ['Astrid', 'Bjørn', 'Sigrún'].map((name, color) => ({ name, color }));
  return { format: 'skald-save', version: 1, game: 'odin', engine: 'fixture', meta: { seats }, replay: JSON.parse(g.replayJson()) };
}

const FINISHED = {
  voluspa: ['skald.voluspa.game', fixture('./voluspa-tied-end.json')],
  odin: ['skald.odin.game', odinFinished()],
  valda: ['skald.valda.game', fixture('./valda-finished.json')],
};
const ROOT = { voluspa: '.vol-play', odin: '.oplay', valda: '.vplay' };
const NAMES = 'names=Astrid%C3%BAlfr%C3%ADdottir,Bj%C3%B8rnsdottir,Sigr%C3%BAnhildur';

/** The screens, each as [name, how to open it (page, base url)]. */
const SCREENS = [
  ['home', (p, u, l) => open(p, `${u}?lang=${l}#/`, '.game-list')],
  ...['voluspa', 'odin', 'valda'].flatMap((g) => [
    [`${g}-start`, (p, u, l) => open(p, `${u}?lang=${l}#/${g}`, '[data-testid=new-game]')],
    [`${g}-new`, (p, u, l) => open(p, `${u}?lang=${l}#/${g}/new`, 'form')],
    [`${g}-rules`, (p, u, l) => open(p, `${u}?lang=${l}#/${g}/rules`, 'h1')],
    [`${g}-handoff`, (p, u, l) => open(p, `${u}?lang=${l}#/${g}/new?players=5&${NAMES}&seed=5&start=1`, '[data-testid=handoff]')],
    [`${g}-play`, async (p, u, l) => {
      await open(p, `${u}?lang=${l}#/${g}/new?players=5&${NAMES}&seed=5&start=1`, '[data-testid=handoff]');
      await p.locator('[data-testid=handoff]').click();
      await p.locator(`${ROOT[g]}[data-revealed=true]`).waitFor({ timeout: TIMEOUT });
      if (g === 'valda') await valdaActions(p);
    }],
    [`${g}-end`, async (p, u, l) => {
      await open(p, `${u}?lang=${l}#/${g}`, 'h1');
      await p.evaluate(([k, v]) => localStorage.setItem(k, v), [FINISHED[g][0], JSON.stringify(FINISHED[g][1])]);
      await open(p, `${u}?lang=${l}#/${g}/play`, '[data-testid=end] [data-testid=replay]');
    }],
    [`${g}-replay`, async (p) => {
      await p.locator('[data-testid=end] [data-testid=replay]').click();
      await p.locator('.replay[data-step="0"]').waitFor({ timeout: TIMEOUT });
      await p.keyboard.press('End');
      await p.locator('.replay[data-over="true"]').waitFor({ timeout: TIMEOUT });
    }],
  ]),
  ['voluspa-embed', (p, u, lang) => open(p, `${u}index.html#/embed/voluspa?board=${encodeURIComponent('Od Th . / Lo Tr . / . Va .')}&try=${encodeURIComponent('Th Dw Tr Dr Jo')}&lang=${lang}`, '.embed')],
  ['odin-embed', (p, u, lang) => open(p, `${u}index.html#/embed/odin?middle=${encodeURIComponent('5R 5B')}&hand=${encodeURIComponent('7R 7B 7G 3G 9Y')}&try&lang=${lang}`, '.embed')],
  ['embed-page', (p, u) => open(p, `${u}examples/voluspa-rules.html`, 'skald-embed')],
];

async function open(page, url, ready) {
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: TIMEOUT });
}

/** Plays Valda on (the first player's pick of the start, taps) until the first game phase's
 * decision: a full hand, the controls and the open cards — its widest screen. */
async function valdaActions(page) {
  for (let n = 0; n < 80; n++) {
    const play = page.locator('.vplay');
    if ((await play.getAttribute('data-prompt')) === '"actions"' && (await page.locator('[data-testid=controls]').count())) return;
    const card = page.locator('[data-testid=handoff]');
    if (await card.count()) {
      await card.click();
      await page.locator('.vplay[data-revealed=true]').waitFor({ timeout: TIMEOUT });
      continue;
    }
    await perform(page, choose(await legal(page), n));
  }
  throw new Error('Valda never reached the game phase');
}

/** How far the document scrolls sideways, and the elements that reach past the right edge
 * (not inside a box that scrolls sideways itself, not fixed). */
function sideways(page) {
  return page.evaluate(() => {
    const over = document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth;
    const culprits = [];
    const scrollsItself = (e) => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a).overflowX;
        if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return true;
      }
      return false;
    };
    for (const e of document.querySelectorAll('body *')) {
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.right <= innerWidth + 1 || getComputedStyle(e).position === 'fixed' || scrollsItself(e)) continue;
      culprits.push(`${e.tagName.toLowerCase()}.${[...e.classList].join('.')} → ${Math.round(r.right)}`);
      if (culprits.length >= 4) break;
    }
    return { over, culprits };
  });
}

describe('no page slides sideways', { timeout: 30 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  for (const lang of ['en', 'de']) {
    test(`every screen at 360–1366 px, portrait and landscape (${lang})`, async (t) => {
      const { context, page, watch } = await openPage(browser, {
        viewport: VIEWPORTS[0], locale: lang === 'de' ? 'de-DE' : 'en-GB',
      });
      const wide = [];
      let checks = 0;
      for (const [name, go] of SCREENS) {
        await go(page, server.url, lang);
        for (const vp of VIEWPORTS) {
          await page.setViewportSize(vp);
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          const { over, culprits } = await sideways(page);
          checks++;
          if (over > 0 || culprits.length) {
            wide.push(`${name} ${vp.width}×${vp.height}: ${over} px (${culprits.join(', ')})`);
            await page.screenshot({ path: screenshotPath(`narrow-${name}-${vp.width}x${vp.height}-${lang}`) });
          }
        }
        await page.setViewportSize(VIEWPORTS[0]);
      }
      t.diagnostic(`${checks} screen × size checks`);
      assert.deepEqual(wide, [], 'screens that slide sideways');
      watch.check();
      await context.close();
    });
  }
});

// Embeds in rules pages (issue #10, docs/embedding.md): the demo rules page of the build
// (examples/voluspa-rules.html) with its embeds and its engine script; stepping through a
// worked example by button, arrow keys and swipe; try-it mode; broken notation; markup in
// attributes; a page on another origin; "Embed this position" from a game; and what one
// embed transfers and how soon it answers (printed, not asserted).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from '../../scripts/static-server.mjs';
import { guard, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import { centre, reveal, startGame } from './voluspa-lib.mjs';

const DEMO = 'examples/voluspa-rules.html';
const EMBEDS = ['static', 'troll', 'jotunn', 'try', 'odin', 'broken'];

/** The frame of the embed element with this id, once its app has drawn. */
async function frameOf(page, id) {
  await page.locator(`skald-embed#${id}`).scrollIntoViewIfNeeded();
  const frame = page.frameLocator(`skald-embed#${id} iframe`);
  await frame.locator('.embed').waitFor({ timeout: TIMEOUT });
  return frame;
}

/** Opens the demo page tall enough that every embed is near the screen (they load lazily). */
async function openDemo(ctx, options = {}) {
  const context = await ctx.browser.newContext({ viewport: { width: 820, height: 1180 }, ...options });
  const g = guard(context);
  const page = await context.newPage();
  await page.goto(ctx.server.url + DEMO);
  for (const id of EMBEDS) {
    await page.locator(`skald-embed#${id}`).scrollIntoViewIfNeeded();
    await frameOf(page, id);
  }
  return { context, g, page };
}

/** A page of its own on a second server (another origin), holding `body`. */
async function otherOrigin(body) {
  const dir = mkdtempSync(join(tmpdir(), 'skald-embed-'));
  writeFileSync(join(dir, 'page.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Another site</title><link rel="icon" href="data:,"></head><body><h1>Another site</h1>${body}</body></html>`);
  return startServer({ root: dir });
}

describe('embeds in rules pages', { timeout: 10 * TIMEOUT }, () => {
  const ctx = {};
  withBrowser((browser, server) => Object.assign(ctx, { browser, server }));

  test('the demo page loads all its embeds and its engine script, with no console error', async () => {
    for (const colorScheme of ['light', 'dark']) {
      const { context, g, page } = await openDemo(ctx, { colorScheme });
      // The engine module answered the page's own questions.
      const answer = page.locator('#engine-answer[data-legal]');
      await answer.waitFor({ timeout: TIMEOUT });
      assert.equal(await answer.getAttribute('data-legal'), '8');
      assert.equal(await answer.getAttribute('data-best'), '5');
      // Each frame is as tall as its content: no scrollbar, no empty band.
      for (const id of EMBEDS) {
        const frame = await frameOf(page, id);
        const inner = await frame.locator('.embed').evaluate((e) => e.offsetHeight);
        await page.waitForFunction(([i, h]) => {
          const f = document.querySelector(`skald-embed#${i}`).shadowRoot.querySelector('iframe');
          return Math.abs(f.getBoundingClientRect().height - h) <= 2;
        }, [id, inner], { timeout: TIMEOUT });
        // The link under the frame is a finger's target: 44 px tall.
        for (const h of await frame.locator('.embed-credit a').evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height))) {
          assert.ok(h >= 44, `${id}: the link under the frame is ${h} px tall`);
        }
      }
      // The frames follow the page's scheme.
      const bg = await (await frameOf(page, 'static')).locator('.embed').evaluate((e) => getComputedStyle(e).backgroundColor);
      assert.equal(bg, colorScheme === 'dark' ? 'rgb(27, 22, 18)' : 'rgb(245, 237, 224)', `${colorScheme} background`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: screenshotPath(`embed-demo-${colorScheme}`), fullPage: true });
      g.check();
      await context.close();
    }
  });

  test('a worked example steps by button, arrow keys and swipe', async () => {
    const { context, g, page } = await openDemo(ctx);
    const frame = await frameOf(page, 'troll');
    const caption = frame.locator('[data-testid=caption]');
    const troll = frame.locator('.stack[data-top=Tr]');
    assert.equal(await caption.textContent(), 'Odin holds the top row.');
    assert.equal(await troll.count(), 0);
    await frame.locator('[data-step=next]').click();
    await troll.waitFor({ timeout: TIMEOUT });
    assert.match(await caption.textContent(), /^A Troll at the end of the top row/);
    assert.equal(await frame.locator('[data-testid=step]').textContent(), '1 / 2');
    assert.equal(await frame.locator('[data-testid=scored-lines]').getAttribute('data-points'), '0');
    // Keys: the frame has focus after the click.
    await page.keyboard.press('ArrowRight');
    await frame.locator('.stack[data-top=Dw]').waitFor({ timeout: TIMEOUT });
    assert.match(await caption.textContent(), /^Only a Dwarf may go next to the Troll/);
    assert.equal(await frame.locator('[data-testid=scored-lines]').getAttribute('data-points'), '6');
    assert.match(await frame.locator('[data-testid=scored-lines]').textContent(), /Dwarf on row 2, column 3: 6 points/);
    await page.keyboard.press('ArrowLeft');
    await frame.locator('.stack[data-top=Dw]').waitFor({ state: 'detached', timeout: TIMEOUT });
    await page.keyboard.press('Home');
    await troll.waitFor({ state: 'detached', timeout: TIMEOUT });
    // A swipe to the left over the board goes forward.
    const board = frame.locator('#embed-board');
    const box = await board.boundingBox();
    const y = box.y + box.height / 2;
    await board.dispatchEvent('pointerdown', { clientX: box.width * 0.8, clientY: box.height / 2, pointerId: 1, isPrimary: true });
    await board.dispatchEvent('pointerup', { clientX: box.width * 0.2, clientY: box.height / 2 + 5, pointerId: 1, isPrimary: true });
    await troll.waitFor({ timeout: TIMEOUT });
    assert.ok(y > 0);
    await page.locator('skald-embed#troll').screenshot({ path: screenshotPath('embed-troll-step1') });
    // Odin's example steps too: a play with its take, then another player's set.
    const odin = await frameOf(page, 'odin');
    await odin.locator('[data-step=next]').click();
    assert.equal(await odin.locator('[data-testid=note]').textContent(), 'Played 7R 7B (77) over 5R 5B (55). Took 5R.');
    assert.equal(await odin.locator('[data-testid=middle-value]').textContent(), 'Value 77 · 2 cards');
    assert.ok(await odin.locator('.hand-card[data-card="5R"]').count());
    await odin.locator('[data-step=next]').click();
    assert.equal(await odin.locator('[data-testid=note]').textContent(), 'Another player played 9R 9B (99).');
    g.check();
    await context.close();
  });

  test('try-it shows Troll-blocked cells and a score preview, plays, and resets', async () => {
    const { context, g, page } = await openDemo(ctx);
    const frame = await frameOf(page, 'try');
    await page.locator('skald-embed#try').evaluate((e) => e.scrollIntoView({ block: 'center' }));
    const tries = frame.locator('.embed-try');
    // Thor is chosen first: the cells next to the Troll are blocked for it.
    assert.ok((await frame.locator('[data-blocked=true]').count()) > 0, 'Troll-blocked cells shown');
    const legal = frame.locator('[data-legal]');
    assert.ok((await legal.count()) > 0);
    const cell = await legal.first().getAttribute('data-cell');
    const target = frame.locator(`[data-legal][data-cell="${cell}"]`);
    const at = centre(await target.boundingBox());
    await page.mouse.move(at.x, at.y);
    await frame.locator('[data-testid=preview-points]').waitFor({ timeout: TIMEOUT });
    assert.match(await frame.locator('[data-testid=try-status]').textContent(), /^Thor on (the )?(\d+ )?rows? .*column.*: \d+ points?/);
    await page.locator('skald-embed#try').screenshot({ path: screenshotPath('embed-try-preview') });
    await page.mouse.click(at.x, at.y);
    await frame.locator('.embed-try[data-tried="1"]').waitFor({ timeout: TIMEOUT });
    assert.equal(await frame.locator(`.stack[data-cell="${cell}"]`).getAttribute('data-top'), 'Th');
    assert.match(await frame.locator('[data-testid=try-status]').textContent(), /^Thor played: /);
    // Drag the Dwarf onto a cell the Troll blocks for others.
    const blockedBefore = await frame.locator('[data-blocked=true]').first().getAttribute('data-cell');
    const dwarf = frame.locator('.try-tile[data-kind=Dw]');
    const from = centre(await dwarf.boundingBox());
    const to = centre(await frame.locator(`[data-blocked=true][data-cell="${blockedBefore}"]`).boundingBox());
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y - 20, { steps: 3 });
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await page.mouse.up();
    await frame.locator('.embed-try[data-tried="2"]').waitFor({ timeout: TIMEOUT });
    assert.equal(await frame.locator(`.stack[data-cell="${blockedBefore}"]`).getAttribute('data-top'), 'Dw');
    await frame.locator('[data-testid=try-reset]').click();
    await tries.and(frame.locator('[data-tried="0"]')).waitFor({ timeout: TIMEOUT });
    assert.equal(await frame.locator(`.stack[data-cell="${cell}"]`).count(), 0, 'the reset board has no Thor there');
    // Nothing of the reader's was written.
    assert.equal(await frame.locator('body').evaluate(() => localStorage.length), 0);
    g.check();
    await context.close();
  });

  test('broken notation explains itself; markup in attributes stays text; the page carries on', async () => {
    const { context, g, page } = await openDemo(ctx);
    const broken = await frameOf(page, 'broken');
    assert.match(await broken.locator('.embed-error').textContent(), /board: line 1, column 9: unknown tile 'Xx'/);
    const evil = '<img src=x onerror="window.top.pwned=1;parent.pwned=1">';
    await page.evaluate((evil) => {
      for (const [id, attrs] of [['xss1', { board: 'Od Th', caption: evil }], ['xss2', { board: evil }], ['xss3', { board: 'Od', moves: `[{"tile":"Th","at":[0,1],"caption":${JSON.stringify(evil)}}]` }]]) {
        const el = document.createElement('skald-embed');
        el.id = id;
        el.setAttribute('game', 'voluspa');
        for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
        document.body.append(el);
      }
    }, evil);
    const f1 = await frameOf(page, 'xss1');
    assert.equal(await f1.locator('[data-testid=caption]').textContent(), evil);
    const f2 = await frameOf(page, 'xss2');
    assert.match(await f2.locator('.embed-error').textContent(), /unknown tile '<img'/);
    const f3 = await frameOf(page, 'xss3');
    await f3.locator('[data-step=next]').click();
    assert.equal(await f3.locator('[data-testid=caption]').textContent(), evil);
    for (const f of [f1, f2, f3]) assert.equal(await f.locator('img').count(), 0);
    assert.equal(await page.evaluate(() => window.pwned), undefined);
    // The rest of the page still works: the engine answered and another embed still steps.
    assert.equal(await page.locator('#engine-answer').getAttribute('data-legal'), '8');
    const jotunn = await frameOf(page, 'jotunn');
    await jotunn.locator('[data-step=next]').click();
    await jotunn.locator('.stack[data-top=Jo]').waitFor({ timeout: TIMEOUT });
    g.check();
    await context.close();
  });

  test('an embed works on a page of another origin; one embed is small and quick', async () => {
    const page2 = await otherOrigin(`<p>A position:</p><skald-embed id="one" game="voluspa" board="Od Th . / Lo Tr ." try="Th Dw"></skald-embed><script src="${ctx.server.url}embed.js"></script>`);
    try {
      assert.notEqual(new URL(page2.url).origin, new URL(ctx.server.url).origin);
      const context = await ctx.browser.newContext({ viewport: { width: 820, height: 1180 }, serviceWorkers: 'block' });
      const g = guard(context);
      const page = await context.newPage();
      const transferred = [];
      page.on('response', async (r) => {
        if (!r.url().startsWith(ctx.server.url)) return;
        try {
          const body = await r.body();
          transferred.push({ url: r.url(), raw: body.length, gz: gzipSync(body, { level: 9 }).length });
        } catch {
          /* a body that is gone */
        }
      });
      await page.goto(page2.url + 'page.html');
      const frame = await frameOf(page, 'one');
      // Sized by the frame's message, which crossed origins.
      await page.waitForFunction(() => {
        const f = document.querySelector('skald-embed#one').shadowRoot.querySelector('iframe');
        return f.style.height.endsWith('px');
      }, null, { timeout: TIMEOUT });
      assert.ok((await frame.locator('[data-blocked=true]').count()) > 0);
      const ready = await frame.locator('body').evaluate(() => Math.round(performance.getEntriesByName('skald:embed-ready')[0]?.startTime ?? -1));
      await page.waitForTimeout(300);
      const app = transferred.filter((t) => !t.url.includes('/fonts/'));
      const kb = (n) => (n / 1024).toFixed(1);
      const sum = (list) => list.reduce((s, t) => s + t.gz, 0);
      console.log(`embed: one Völuspá embed transferred ${kb(sum(app))} KB gzipped in ${app.length} files (+ ${kb(sum(transferred) - sum(app))} KB of fonts); interactive ${ready} ms after the frame's navigation`);
      assert.ok(!transferred.some((t) => /skald-(app|voluspa|odin)-[0-9a-f]{10,16}[._]/.test(t.url)), 'no other build was loaded');
      assert.ok(!transferred.some((t) => t.url.includes('/engine/')), 'the engine module is not loaded by an embed');
      g.check();
      await context.close();
    } finally {
      await page2.close();
    }
  });

  test('"Embed this position" in a game gives a snippet that shows the same board', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const g = guard(context);
    const page = await context.newPage();
    await startGame(page, ctx.server.url, 'players=2&seed=7');
    await reveal(page);
    await page.locator('[data-testid=embed-button]').click();
    const snippet = await page.locator('[data-testid=embed-snippet]').inputValue();
    assert.match(snippet, new RegExp(`^<script src="${ctx.server.url.replace(/[.]/g, '\\.')}embed\\.js" async></script>\\n<skald-embed game="voluspa" board="[^"]+" try="[A-Za-z ]+"></skald-embed>$`));
    const tops = await page.locator('.vol-board .stack').count();
    await page.screenshot({ path: screenshotPath('embed-share-voluspa') });
    const other = await otherOrigin(snippet.replace('<skald-embed', '<skald-embed id="shared"'));
    try {
      const p2 = await context.newPage();
      await p2.goto(other.url + 'page.html');
      const frame = await frameOf(p2, 'shared');
      assert.equal(await frame.locator('.stack').count(), tops);
      assert.ok((await frame.locator('.try-tile').count()) > 0);
    } finally {
      await other.close();
    }
    g.check();
    await context.close();
  });

  test('a German part of a page gets German embeds; the element\'s lang wins', async () => {
    const other = await otherOrigin(`<section lang="de"><p>Ein Beispiel:</p>
      <skald-embed id="de" game="voluspa" board=". Od Tr . / . . Th ." moves='[{"tile":"Dw","at":[1,3]}]'></skald-embed>
      <skald-embed id="en" lang="en" game="voluspa" board=". Od Tr . / . . Th ." moves='[{"tile":"Dw","at":[1,3]}]'></skald-embed></section>
      <script src="${ctx.server.url}embed.js"></script>`);
    try {
      const context = await ctx.browser.newContext({ viewport: { width: 820, height: 1180 }, serviceWorkers: 'block', locale: 'en-US' });
      const g = guard(context);
      const page = await context.newPage();
      await page.goto(other.url + 'page.html');
      const de = await frameOf(page, 'de');
      assert.equal(await page.locator('skald-embed#de').evaluate((el) => el.shadowRoot.querySelector('iframe').title), 'Völuspá-Stellung');
      assert.equal(await de.locator('.embed-stepper').getAttribute('aria-label'), 'Schritte des Beispiels');
      await de.locator('[data-step=next]').click();
      assert.match(await de.locator('[data-testid=scored-lines]').textContent(), /^Zwerg auf Zeile 2, Spalte 4: \d+ Punkte?/);
      assert.equal(await de.locator('html').getAttribute('lang'), 'de');
      const en = await frameOf(page, 'en');
      await en.locator('[data-step=next]').click();
      assert.match(await en.locator('[data-testid=scored-lines]').textContent(), /^Dwarf on row 2, column 4: \d+ points?/);
      // The forced language is not remembered as the reader's choice.
      assert.equal(await de.locator('body').evaluate(() => localStorage.getItem('skald.lang')), null);
      g.check();
      await context.close();
    } finally {
      await other.close();
    }
  });
});

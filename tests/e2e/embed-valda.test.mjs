// Replays in embeds (issue #29, docs/embedding.md) on the demo rules page
// (examples/voluspa-rules.html): a whole Odin game from its replay link stepped to the end
// and back, each move in the game's log words and the position the engine's at that step;
// a link made under other rules refused in the frame, one without a version opened; bad
// input shown in the frame as text while the page carries on; Völuspá's and Valda's whole
// games stepped the same way; Valda's positions (not embedded yet: no room in an embed
// build) say so.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { guard, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';

const DEMO = 'examples/voluspa-rules.html';
const fixture = (name) => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'));
const dist = new URL('../../dist/engine/', import.meta.url);
const engine = await import(new URL('skald.js', dist));
await engine.default({ module_or_path: await readFile(new URL('skald_bg.wasm', dist)) });

/** The frame of the embed element with this id, once its app has drawn. */
async function frameOf(page, id) {
  await page.locator(`skald-embed#${id}`).scrollIntoViewIfNeeded();
  const frame = page.frameLocator(`skald-embed#${id} iframe`);
  await frame.locator('.embed').waitFor({ timeout: TIMEOUT });
  return frame;
}

/** Adds an embed element to the page. */
async function add(page, id, attrs) {
  await page.evaluate(([id, attrs]) => {
    const el = document.createElement('skald-embed');
    el.id = id;
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.body.append(el);
  }, [id, attrs]);
  return frameOf(page, id);
}

/** The replay link's query (app/src/replay/link.rs) of a save: each move as its place in the
 * engine's legal actions, seven bits a byte. */
function linkOf(save, game) {
  const norm = (v) => JSON.stringify(v, (k, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x));
  const bytes = [];
  for (const a of save.replay.actions) {
    let i = game.legalActions().map(norm).indexOf(norm(a));
    assert.ok(i >= 0, `a legal action: ${norm(a)}`);
    for (; i >= 0x80; i >>= 7) bytes.push((i & 0x7f) | 0x80);
    bytes.push(i);
    game.apply(a);
  }
  const head = { ...save, rules: 1, replay: { ...save.replay, actions: [] } };
  return `v=1&g=${Buffer.from(JSON.stringify(head)).toString('base64url')}&m=${Buffer.from(bytes).toString('base64url')}`;
}

describe('replays in embeds', { timeout: 10 * TIMEOUT }, () => {
  const ctx = {};
  withBrowser((browser, server) => Object.assign(ctx, { browser, server }));

  async function openDemo() {
    const context = await ctx.browser.newContext({ viewport: { width: 820, height: 1180 } });
    const g = guard(context);
    const page = await context.newPage();
    await page.goto(ctx.server.url + DEMO);
    return { context, g, page };
  }

  /** The Odin game of the demo page: three players, one hand, seed 797, played by rote. */
  function odinSave() {
    const g0 = new engine.OdinGame({ players: 3, target: 'one-hand' }, 797);
    for (let n = 0; g0.toMove() !== undefined && n < 500; n++) {
      const legal = g0.legalActions();
      g0.apply(legal[n % legal.length]);
    }
    const seats = ['Astrid', 'Bjørn', 'Sigrún'].map((name, color) => ({ name, color }));
    return { format: 'skald-save', version: 1, game: 'odin', engine: 'fixture', meta: { seats }, replay: JSON.parse(g0.replayJson()) };
  }

  test('a whole Odin game steps to the end and back, each move in the log\'s words', async () => {
    const save = odinSave();
    const { context, g, page } = await openDemo();
    const frame = await frameOf(page, 'odin-whole');
    // The demo's link holds this game's moves.
    const demo = await page.locator('skald-embed#odin-whole').getAttribute('replay');
    assert.equal(demo.split('&m=')[1], linkOf(save, new engine.OdinGame(save.replay.config, save.replay.seed)).split('&m=')[1]);
    const root = frame.locator('.replay');
    const last = save.replay.actions.length;
    assert.equal(await root.getAttribute('data-steps'), String(last));
    assert.equal(await frame.locator('[data-testid=step]').textContent(), `0 / ${last}`);
    // At each step the position is the engine's after that many moves.
    const truth = (n) => {
      const v = engine.OdinGame.fromReplay(JSON.stringify({ ...save.replay, actions: save.replay.actions.slice(0, n) })).view('spectator');
      return { middle: v.middle.join(' '), scores: v.scores.join(',') };
    };
    const shown = async () => ({ middle: await frame.locator('.oreplay').getAttribute('data-middle'), scores: await frame.locator('.oreplay').getAttribute('data-scores') });
    assert.deepEqual(await shown(), truth(0));
    await frame.locator('[data-step=next]').click();
    await frame.locator('.replay[data-step="1"]').waitFor({ timeout: TIMEOUT });
    const first = save.meta.seats[new engine.OdinGame(save.replay.config, save.replay.seed).toMove()].name;
    assert.match(await frame.locator('.replay-head').textContent(), new RegExp(`^Move 1 of ${last}: ${first}`));
    assert.ok((await frame.locator('[data-testid=replay-words] li').count()) > 0);
    assert.deepEqual(await shown(), truth(1));
    await frame.locator('[data-step=last]').click();
    await frame.locator(`.replay[data-step="${last}"]`).waitFor({ timeout: TIMEOUT });
    assert.deepEqual(await shown(), truth(last));
    // Back, by key (the frame has focus after the click).
    await page.keyboard.press('ArrowLeft');
    await frame.locator(`.replay[data-step="${last - 1}"]`).waitFor({ timeout: TIMEOUT });
    assert.deepEqual(await shown(), truth(last - 1));
    await page.keyboard.press('Home');
    await frame.locator('.replay[data-step="0"]').waitFor({ timeout: TIMEOUT });
    assert.deepEqual(await shown(), truth(0));
    await page.locator('skald-embed#odin-whole').screenshot({ path: screenshotPath('embed-odin-replay') });

    // German: the log's words in German.
    const de = await add(page, 'odin-de', { game: 'odin', lang: 'de', replay: demo });
    await de.locator('[data-step=next]').click();
    await de.locator('.replay[data-step="1"]').waitFor({ timeout: TIMEOUT });
    assert.match(await de.locator('.replay-head').textContent(), new RegExp(`^Zug 1 von ${last}`));
    g.check();
    await context.close();
  });

  // Völuspá's and Valda's whole games (finished games of the replay tests' fixtures), each
  // drawn by the game's own build in the frame: stepped to the end and back, the position at
  // each step the engine's.
  const WHOLE = {
    voluspa: {
      save: fixture('./voluspa-tied-end.json'),
      start: (r) => new engine.VoluspaGame(r.config, r.seed),
      root: '.vol-replay',
      truth(r, n) {
        const g = engine.VoluspaGame.replay(r.config, r.seed, r.actions.slice(0, n));
        return { board: g.boardNotation(), scores: g.view(null).players.map((p) => p.score).join(',') };
      },
    },
    valda: {
      save: fixture('./valda-finished.json'),
      start: (r) => new engine.ValdaGame(r.config, r.seed),
      root: '.vreplay',
      truth(r, n) {
        const t = engine.ValdaGame.fromReplay(JSON.stringify({ ...r, actions: r.actions.slice(0, n) })).view('spectator').table;
        return { scores: t.seats.map((s) => s.followers).join(','), round: String(t.turn.round), active: String(t.turn.active) };
      },
    },
  };
  for (const [game, w] of Object.entries(WHOLE)) {
    test(`a whole ${game} game steps to the end and back in its frame, each position the engine's`, async () => {
      const { context, g, page } = await openDemo();
      const r = w.save.replay;
      const last = r.actions.length;
      // The demo page's embed of this game holds this game's link.
      assert.equal(await page.locator(`skald-embed#${game}-game`).getAttribute('replay'), linkOf(w.save, w.start(r)));
      const frame = await frameOf(page, `${game}-game`);
      const root = frame.locator('.replay');
      assert.equal(await root.getAttribute('data-steps'), String(last));
      const shown = async (n) => {
        const want = w.truth(r, n);
        const got = {};
        for (const k of Object.keys(want)) got[k] = await frame.locator(w.root).getAttribute(`data-${k}`);
        assert.deepEqual(got, want, `step ${n}`);
      };
      await shown(0);
      await frame.locator('[data-step=next]').click();
      await frame.locator('.replay[data-step="1"]').waitFor({ timeout: TIMEOUT });
      await shown(1);
      assert.ok((await frame.locator('[data-testid=replay-words] li').count()) > 0, 'the move in words');
      await frame.locator('[data-step=last]').click();
      await frame.locator(`.replay[data-step="${last}"]`).waitFor({ timeout: TIMEOUT });
      await shown(last);
      await frame.locator('[data-step=back]').click();
      await frame.locator(`.replay[data-step="${last - 1}"]`).waitFor({ timeout: TIMEOUT });
      await shown(last - 1);
      // No title, way back or sharing in a frame; the frame is as tall as the replay.
      assert.equal(await frame.locator('#replay-title, .replay-top').count(), 0);
      const [outer, inner] = await Promise.all([
        page.locator(`skald-embed#${game}-game iframe`).evaluate((f) => f.getBoundingClientRect().height),
        frame.locator('.embed').evaluate((e) => e.offsetHeight),
      ]);
      assert.ok(Math.abs(outer - inner) <= 2, `the frame fits the replay (${outer} vs ${inner})`);
      await page.locator(`skald-embed#${game}-game`).screenshot({ path: screenshotPath(`embed-${game}-replay`) });
      g.check();
      await context.close();
    });
  }

  test('Odin\'s embeds step a replay too; a link of other rules is refused, one without a version opens', async () => {
    const { context, g, page } = await openDemo();
    const save = odinSave();
    const link = linkOf(save, new engine.OdinGame(save.replay.config, save.replay.seed));
    const last = save.replay.actions.length;
    const odin = await add(page, 'odin-replay', { game: 'odin', replay: link });
    assert.equal(await odin.locator('.replay').getAttribute('data-steps'), String(last));
    await odin.locator('[data-step=last]').click();
    await odin.locator(`.replay[data-step="${last}"]`).waitFor({ timeout: TIMEOUT });
    assert.match(await odin.locator('[data-testid=replay-scores]').textContent(), /Astrid \d+ pt, Bjørn \d+ pt, Sigrún \d+ pt/);

    const other = await add(page, 'odin-v2', { game: 'odin', replay: link.replace(/^v=1&/, 'v=2&') });
    assert.match(await other.locator('.embed-error').textContent(), /replay: This link was made by a Skald with other rules of this game \(rules 2, this one plays rules 1\)/);
    const old = await add(page, 'odin-v0', { game: 'odin', replay: link.replace(/^v=1&/, '') });
    assert.equal(await old.locator('.replay').getAttribute('data-steps'), String(last));
    // A whole replay link, address and all, works as well as its query.
    const whole = await add(page, 'odin-url', { game: 'odin', replay: `${ctx.server.url}index.html#/odin/replay?${link}` });
    assert.equal(await whole.locator('.replay').getAttribute('data-steps'), String(last));
    g.check();
    await context.close();
  });

  test('bad input is shown in the frame as text; the page carries on', async () => {
    const { context, g, page } = await openDemo();
    const broken = await frameOf(page, 'replay-broken');
    assert.match(await broken.locator('.embed-error').textContent(), /^This position cannot be shown\.replay: /);
    const evil = '<img src=x onerror="window.top.pwned=1;parent.pwned=1">';
    const link = await page.locator('skald-embed#odin-whole').getAttribute('replay');
    const [pre, moves] = link.split('&m=');
    const valdaSave = JSON.parse(readFileSync(new URL('./valda-finished.json', import.meta.url), 'utf8'));
    const valdaLink = linkOf(valdaSave, new engine.ValdaGame(valdaSave.replay.config, valdaSave.replay.seed));
    const cases = [
      ['r1', { game: 'odin', replay: evil }, /replay: This link does not hold a game/],
      ['r2', { game: 'odin', replay: valdaLink }, /replay: it is a save of another game \(valda\)/],
      ['r3', { game: 'odin', replay: `${pre}&m=${Buffer.concat([Buffer.from(moves, 'base64url').subarray(0, 3), Buffer.from([0xff, 0x7f])]).toString('base64url')}` }, /replay: move 4 of this link is not a move of the game/],
      ['r4', { game: 'odin', replay: `v=1&g=${Buffer.from(evil).toString('base64url')}&m=` }, /replay: .+/],
      ['r5', { game: 'odin', replay: 'x'.repeat(8100) }, /replay: This link is longer than 8,000 characters/],
    ];
    for (const [id, attrs, error] of cases) {
      const f = await add(page, id, attrs);
      assert.match(await f.locator('.embed-error').textContent(), error, id);
      assert.equal(await f.locator('img').count(), 0, `${id}: nothing rendered as markup`);
    }
    assert.equal(await page.evaluate(() => window.pwned), undefined);
    // A Valda position is not embedded yet: the frame says so.
    const position = await add(page, 'valda-position', { game: 'valda', position: '{"players": 2, "phase": "game"}' });
    assert.equal(await position.locator('.embed-error').textContent(), 'Valda positions cannot be embedded yet.');
    // The rest of the page still works: the Odin replay still steps.
    const replay = await frameOf(page, 'odin-whole');
    await replay.locator('[data-step=next]').click();
    await replay.locator('.replay[data-step="1"]').waitFor({ timeout: TIMEOUT });
    g.check();
    await context.close();
  });
});

// Embeds with the coach's note (`teach`, issue #45, docs/embedding.md): a position embedded
// with `teach` shows, under it, the note the app's coach gives the player deciding there,
// from their view, in the frame's language — its numbers checked here against the engine
// module (Valda's fight preview and legal actions, Odin's set values, Völuspá's cells and
// scores) — with its rule links and a polite live region, by keyboard, clean under axe; the
// frame loads the embeds' teaching build and the coach's words. An embed without `teach`
// downloads none of it: not the teaching build, not the coach's words or style sheet.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { guard, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const dist = new URL('../../dist/engine/', import.meta.url);
const engine = await import(new URL('skald.js', dist));
await engine.default({ module_or_path: await readFile(new URL('skald_bg.wasm', dist)) });

/** §9 of Valda's rulebook: in Astrid's attack phase, Bjørn attacks (docs/embedding.md). */
const SECTION_9 = JSON.stringify({
  players: 2, phase: 'attack',
  seats: [{ followers: 7, temples: { loki: 1, tyr: 1 }, hand: ['base.shield_wall'] }, { hand: ['base.ambush', 'thor.hammertime'] }],
});

/** The coach's words that are the coach's own, in any game's words file. */
const COACH_FILES = /(^|\/)(words\/[a-z_]*coach\.|coach-[0-9a-f]+\.css|skald-[a-z]+-embed-teach-)/;

describe('embeds with the coach\'s note', { timeout: 8 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  /** A page of our own with embed.js, and the paths every frame of it fetched. */
  async function page(lang = 'en') {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, locale: lang === 'de' ? 'de-DE' : 'en-GB' });
    const watch = guard(context);
    const p = await context.newPage();
    const fetched = [];
    context.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    // A rules page of our own, beside the build: embed.js and nothing else.
    const url = `${server.url}teach-page.html`;
    await context.route(url, (route) => route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Rules</title><script src="embed.js"></script></head><body><main><h1>Rules</h1></main></body></html>`,
    }));
    await p.goto(url);
    return { context, watch, page: p, fetched };
  }

  /** Adds an embed element, and its frame once drawn. */
  async function add(p, id, attrs) {
    await p.evaluate(([id, attrs]) => {
      const el = document.createElement('skald-embed');
      el.id = id;
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      document.querySelector('main').append(el);
    }, [id, attrs]);
    await p.locator(`skald-embed#${id}`).scrollIntoViewIfNeeded();
    const frame = p.frameLocator(`skald-embed#${id} iframe`);
    await frame.locator('.embed').first().waitFor({ timeout: TIMEOUT });
    return frame;
  }

  /** The note in `frame`: its kind, moment, each choice's text and actions. */
  async function noteIn(frame) {
    const coach = frame.locator('[data-testid=coach]');
    await coach.waitFor({ timeout: TIMEOUT });
    const items = await coach.locator('.coach-choices li').evaluateAll((els) => els.map((e) => ({ text: e.textContent, actions: e.dataset.actions.split(',').map(Number) })));
    return {
      kind: await coach.getAttribute('data-kind'),
      moment: await frame.locator('[data-testid=coach-moment]').textContent(),
      announced: await frame.locator('[data-testid=coach-announce]').textContent(),
      items,
      actions: items.flatMap((i) => i.actions).sort((a, b) => a - b),
    };
  }

  const range = (n) => [...Array(n).keys()];

  async function axe(p, id) {
    const frame = await (await p.locator(`skald-embed#${id} iframe`).elementHandle()).contentFrame();
    await frame.addScriptTag({ path: AXE });
    const result = await frame.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), TAGS);
    return result.violations.map((v) => `${v.id}: ${v.help}`);
  }

  test('Valda: the note of the player deciding, from their view, with the engine\'s numbers; after a tried action, the next decider\'s', async () => {
    const { context, watch, page: p, fetched } = await page('en');
    const frame = await add(p, 'v1', { game: 'valda', names: 'Astrid, Bjørn', position: SECTION_9, try: '', teach: '' });
    const game = engine.ValdaGame.fromPosition(SECTION_9);
    const me = game.toMove();
    const note = await noteIn(frame);
    // The decider's prompt, and every legal action once, in the engine's order.
    const prompt = game.prompt();
    assert.equal(note.kind, typeof prompt === 'string' ? prompt : Object.keys(prompt)[0]);
    const legal = game.legalActions();
    assert.deepEqual(note.actions, range(legal.length));
    // Said to Bjørn (the decider: "you"), whose slot it is against Astrid, in her turn.
    assert.match(note.moment, /Astrid's turn/, 'the turn named');
    assert.match(note.moment, /you may attack/, 'said to the decider');
    assert.equal(note.announced.trim(), note.moment.trim(), 'the moment in the live region');
    // The attack's numbers: the engine's preview of the fight, from Bjørn's view.
    const attack = legal.findIndex((a) => a.attack !== undefined);
    const preview = game.fightPreview(legal[attack]);
    const item = note.items.find((i) => i.actions.includes(attack));
    assert.match(item.text, new RegExp(`\\b${preview.swords}\\b`), `the attack's ${preview.swords} swords: ${item.text}`);
    // Nothing of Astrid's hand (Bjørn has not seen it).
    assert.doesNotMatch((await frame.locator('[data-testid=coach]').textContent()), /Shield Wall/);
    assert.equal(me, 1);
    // The rule links open the rules help beside the page.
    const rule = frame.locator('[data-testid=coach-rule]').first();
    assert.equal(await rule.getAttribute('target'), '_blank');
    assert.match(await rule.getAttribute('href'), /^\.\/#\/valda\/rules\//);
    // By keyboard: the summary folds and unfolds the note.
    const summary = frame.locator('.coach summary');
    await summary.focus();
    await p.keyboard.press('Enter');
    assert.equal(await frame.locator('.coach details').getAttribute('open'), null, 'folded by Enter');
    await p.keyboard.press('Enter');
    assert.notEqual(await frame.locator('.coach details').getAttribute('open'), null, 'open again');
    assert.deepEqual(await axe(p, 'v1'), [], 'axe');
    await p.screenshot({ path: screenshotPath('embed-teach-valda') });
    // A tried action: the note of whoever decides next.
    await frame.locator(`[data-try="${attack}"]`).click();
    game.apply(legal[attack]);
    const next = game.prompt();
    const after = await noteIn(frame);
    await frame.locator(`[data-testid=coach][data-kind="${typeof next === 'string' ? next : Object.keys(next)[0]}"]`).waitFor({ timeout: TIMEOUT });
    assert.deepEqual((await noteIn(frame)).actions, range(game.legalActions().length));
    assert.ok(after.moment.length > 0);
    assert.ok(fetched.some((f) => /skald-valda-embed-teach-[0-9a-f]+_bg\.wasm$/.test(f)), 'the teaching build');
    assert.ok(!fetched.some((f) => /skald-valda-embed-[0-9a-f]+_bg\.wasm$/.test(f)), 'not the ordinary embed build too');
    assert.ok(fetched.some((f) => /words\/valda_coach\.en-/.test(f)), "the coach's English words");
    await context.close();
    watch.check();
  });

  test('Odin in German: the hand\'s player\'s note, the middle\'s value and every play', async () => {
    const { context, watch, page: p, fetched } = await page('de');
    const frame = await add(p, 'o1', { game: 'odin', middle: '5R 5B', hand: '7R 7B 3G', try: '', teach: '' });
    const note = await noteIn(frame);
    assert.equal(note.kind, 'follow');
    const middle = engine.odinSetValue(['5R', '5B']);
    assert.match(note.moment, new RegExp(`\\b${middle}\\b`), `the middle's value ${middle}: ${note.moment}`);
    // The plays the hand may make on the middle, each once, and passing.
    const plays = [['7R', '7B'], ['7R', '7B', '3G'], ['3G'], ['7R'], ['7B'], ['7R', '3G'], ['7B', '3G']]
      .filter((play) => engine.odinCheckPlay(['5R', '5B'], play, ['7R', '7B', '3G']).legal);
    assert.deepEqual(note.actions, range(plays.length + 1));
    const value = engine.odinSetValue(['7R', '7B']);
    assert.match(note.items.map((i) => i.text).join(' '), new RegExp(`\\b${value}\\b`), `the play's value ${value}`);
    assert.match(await frame.locator('.coach-title').textContent(), /Coach/);
    assert.ok(fetched.some((f) => /words\/odin_coach\.de-/.test(f)), "the coach's German words");
    // The reader plays 7R 7B: the note of the take that follows.
    await frame.locator('.hand-card[data-card="7R"]').click();
    await frame.locator('.hand-card[data-card="7B"]').click();
    await frame.locator('[data-testid=try-play]').click();
    await frame.locator('[data-testid=coach][data-kind="take"]').waitFor({ timeout: TIMEOUT });
    assert.deepEqual((await noteIn(frame)).actions, [0, 1], 'one choice per card to take');
    assert.deepEqual(await axe(p, 'o1'), [], 'axe');
    await context.close();
    watch.check();
  });

  test('Völuspá: each tile\'s cells and best score, as the engine counts them on this board', async () => {
    const { context, watch, page: p } = await page('en');
    const board = 'Od Tr . / . Th .';
    const frame = await add(p, 'w1', { game: 'voluspa', board, try: 'Dr Fe', teach: '' });
    const note = await noteIn(frame);
    assert.equal(note.kind, 'play');
    for (const [tile, name] of [['Dr', 'Dragon'], ['Fe', 'Fenrir']]) {
      const moves = engine.voluspaLegal(board, tile);
      const best = Math.max(...moves.map((m) => engine.voluspaScore(board, JSON.stringify(m)).points));
      const item = note.items.find((i) => i.text.startsWith(name));
      assert.ok(item, `a choice for the ${name}`);
      assert.equal(item.actions.length, moves.length, `${name}: one action per cell`);
      assert.match(item.text, new RegExp(`fits on ${moves.length} cells`), item.text);
      if (best > 0) assert.match(item.text, new RegExp(`scores up to ${best} point`), item.text);
    }
    // The Troll's blocked cells are what the note's Fenrir cannot use.
    assert.ok(engine.voluspaBlocked(board).length > 0);
    assert.deepEqual(await axe(p, 'w1'), [], 'axe');
    await context.close();
    watch.check();
  });

  test('without teach an embed downloads none of the coach', async () => {
    const { context, watch, page: p, fetched } = await page('en');
    await add(p, 'n1', { game: 'odin', middle: '5R 5B', hand: '7R 7B 3G', try: '' });
    await add(p, 'n2', { game: 'voluspa', board: 'Od Tr', try: 'Dr' });
    await add(p, 'n3', { game: 'valda', position: SECTION_9, try: '' });
    for (const id of ['n1', 'n2', 'n3']) {
      assert.equal(await p.frameLocator(`skald-embed#${id} iframe`).locator('[data-testid=coach]').count(), 0, `no note in ${id}`);
    }
    assert.deepEqual(fetched.filter((f) => COACH_FILES.test(f)), [], 'no coach bytes');
    assert.ok(fetched.some((f) => /skald-odin-embed-[0-9a-f]+_bg\.wasm$/.test(f)), 'the ordinary embed build');
    // Turning `teach` on later: the frame hands itself to the teaching build.
    await p.evaluate(() => document.getElementById('n1').setAttribute('teach', ''));
    await p.frameLocator('skald-embed#n1 iframe').locator('[data-testid=coach][data-kind="follow"]').waitFor({ timeout: TIMEOUT });
    await context.close();
    watch.check();
  });
});

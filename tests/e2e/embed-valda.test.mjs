// Replays in embeds (issue #29, docs/embedding.md) on the demo rules page
// (examples/voluspa-rules.html): a whole Odin game from its replay link stepped to the end
// and back, each move in the game's log words and the position the engine's at that step;
// a link made under other rules refused in the frame, one without a version opened; bad
// input shown in the frame as text while the page carries on; Völuspá's and Valda's whole
// games stepped the same way. Valda's own embeds (its embed build): a table as the engine
// sets it up, the §9 attack stepped to the end and back with each step in the log's words
// of the engine's events, try-it over the engine's legal actions, bad input as text, in
// both languages, by keyboard and clean under axe.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { guard, screenshotPath, tabTo, TIMEOUT, withBrowser } from './helpers.mjs';

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
    // The rest of the page still works: the Odin replay still steps.
    const replay = await frameOf(page, 'odin-whole');
    await replay.locator('[data-step=next]').click();
    await replay.locator('.replay[data-step="1"]').waitFor({ timeout: TIMEOUT });
    g.check();
    await context.close();
  });
});

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe-core's WCAG 2.2 A/AA violations on `page` as it is, in words. */
async function axeViolations(page) {
  await page.addScriptTag({ path: AXE });
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
  const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), AXE_TAGS);
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

/** The decoded attributes of a demo page's `<skald-embed>`. */
const attrsOf = (page, id) => page.locator(`skald-embed#${id}`).evaluate((el) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])));

/** The engine's game at a Valda embed's position (cards named by id, as the embed reads them). */
function valdaAt(position) {
  return engine.ValdaGame.fromPosition(position);
}

/** An action of the embed's notation (cards by id or number, `{"do": …}`, captions) as the
 * engine module takes it. */
function engineAction(game, item) {
  let a = item && typeof item === 'object' && 'do' in item ? item.do : item;
  if (a && typeof a === 'object') a = Object.fromEntries(Object.entries(a).filter(([k]) => k !== 'caption'));
  const ids = (v) => (typeof v === 'string' && v.includes('.') ? game.cardNumber(v) : Array.isArray(v) ? v.map(ids) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, ids(x)])) : v);
  return ids(a);
}

describe('Valda embeds', { timeout: 10 * TIMEOUT }, () => {
  const ctx = {};
  withBrowser((browser, server) => Object.assign(ctx, { browser, server }));

  async function openDemo(lang) {
    const context = await ctx.browser.newContext({ viewport: { width: 820, height: 1180 }, locale: lang === 'de' ? 'de-DE' : 'en-GB' });
    const g = guard(context);
    const page = await context.newPage();
    await page.goto(ctx.server.url + DEMO);
    return { context, g, page };
  }

  test('a table shows the engine\'s map, villages, track and open cards; only the hand the author shows', async () => {
    const { context, g, page } = await openDemo();
    const attrs = await attrsOf(page, 'valda-table');
    const frame = await frameOf(page, 'valda-table');
    const game = valdaAt(attrs.position);
    const v = game.view('spectator');
    const t = v.table;
    const root = frame.locator('.embed-valda-table');
    assert.equal(await root.getAttribute('data-scores'), t.seats.map((s) => s.followers).join(','));
    assert.equal(await root.getAttribute('data-round'), String(t.turn.round));
    assert.equal(await root.getAttribute('data-active'), String(t.turn.active));
    // The track: each pawn at the seat's followers.
    for (const [p, s] of t.seats.entries()) {
      assert.equal(await frame.locator(`.vpawn[data-seat="${p}"]`).getAttribute('data-followers'), String(s.followers));
    }
    // The map: the seven domains, each with the temples the seats built there.
    const gods = await frame.locator('.vdomain').evaluateAll((els) => els.map((e) => [e.dataset.god, Number(e.dataset.temples)]));
    assert.equal(gods.length, 7);
    gods.forEach(([god, n], i) => assert.equal(n, t.seats.reduce((sum, s) => sum + s.temples[i], 0), god));
    // The villages: resources, mines, drills, hand sizes.
    for (const [p, s] of t.seats.entries()) {
      const village = frame.locator(`.vvillage[data-seat="${p}"]`);
      for (const kind of ['gold', 'diamond', 'blood']) {
        assert.equal(await village.locator(`.vres[data-kind=${kind}]`).getAttribute('data-n'), String(s.res[kind]), `seat ${p} ${kind}`);
      }
      assert.equal(await village.locator('.vplaces[data-kind=mines]').getAttribute('data-built'), String(s.mines));
      assert.equal(await village.locator('.vplaces[data-kind=drills]').getAttribute('data-built'), String(s.drills));
    }
    // The open cards are the engine's; Bjørn's hand (seat 2) is shown, nobody else's.
    const open = await frame.locator('[data-testid=cards-open] [data-card]').evaluateAll((els) => els.map((e) => Number(e.dataset.card)));
    assert.deepEqual(open, t.turn.open);
    assert.equal(await frame.locator('[data-testid=cards-shown-hand]').count(), 1);
    const shown = await frame.locator('[data-testid=cards-shown-hand] [data-card]').evaluateAll((els) => els.map((e) => Number(e.dataset.card)));
    assert.deepEqual(shown, [game.cardNumber('base.raid')]);
    assert.match(await frame.locator('[data-testid=prompt]').textContent(), /^Bjørn: /);
    assert.equal(await frame.locator('[data-testid=caption]').textContent(), attrs.caption);
    await page.locator('skald-embed#valda-table').screenshot({ path: screenshotPath('embed-valda-table') });
    g.check();
    await context.close();
  });

  for (const lang of ['en', 'de']) {
    test(`the §9 attack steps to the end and back, each step in the log's words of the engine's events (${lang})`, async () => {
      const { context, g, page } = await openDemo();
      const attrs = await attrsOf(page, 'valda-attack');
      const frame = lang === 'en' ? await frameOf(page, 'valda-attack') : await add(page, 'valda-attack-de', { ...Object.fromEntries(Object.entries(attrs).filter(([k]) => k !== 'id')), lang: 'de' });
      const moves = JSON.parse(attrs.moves);
      const names = attrs.names.split(',').map((n) => n.trim());
      // The engine's game after each move, and the events each move added to the log.
      const game = valdaAt(attrs.position);
      const steps = [{ log: [], followers: game.view('spectator').table.seats.map((s) => s.followers) }];
      for (const m of moves) {
        const before = game.view('spectator').table.log.length;
        game.apply(engineAction(game, m));
        const t = game.view('spectator').table;
        steps.push({ log: t.log.slice(before), followers: t.seats.map((s) => s.followers), caption: m.caption });
      }
      const last = moves.length;
      assert.equal(await frame.locator('[data-testid=step]').textContent(), `0 / ${last}`);
      const check = async (n) => {
        await frame.locator(`.embed-text[data-position="${n}"]`).waitFor({ timeout: TIMEOUT });
        const step = steps[n];
        assert.equal(await frame.locator('.embed-valda-table').getAttribute('data-scores'), step.followers.join(','), `step ${n}`);
        if (n === 0) {
          assert.equal(await frame.locator('[data-testid=caption]').textContent(), attrs.caption);
          assert.equal(await frame.locator('[data-testid=note]').count(), 0);
          // Every card shown (Hammertime's long text too) is read in full: nothing cut off.
          const cut = await frame.locator('.vcard').evaluateAll((cards) => cards
            .filter((c) => [c, ...c.querySelectorAll('.vcard-text')].some((e) => e.scrollHeight > e.clientHeight + 1))
            .map((c) => c.dataset.card));
          assert.deepEqual(cut, [], 'no card text is cut off');
          return;
        }
        assert.equal(await frame.locator('[data-testid=caption]').textContent(), step.caption, `step ${n}'s caption`);
        const words = (await frame.locator('[data-testid=note] li').allTextContents()).join(' | ');
        // Every event of the step is told, with what the engine says of it.
        for (const e of step.log) {
          const [kind, d] = Object.entries(e)[0] ?? [];
          if (kind === 'attack') {
            assert.ok(words.includes(names[d.attacker]) && words.includes(names[d.target]), `${n}: the attack's seats in ${words}`);
          } else if (kind === 'outcome') {
            assert.ok(words.includes(String(d.attack)) && words.includes(String(d.defence)), `${n}: ${d.attack} against ${d.defence} in ${words}`);
            assert.match(words, d.hit ? (lang === 'de' ? /Treffer/ : /a hit/) : (lang === 'de' ? /abgewehrt/ : /stopped/));
          } else if (kind === 'followers') {
            assert.ok(words.includes(`${d.before} → ${d.after}`), `${n}: followers ${d.before} → ${d.after} in ${words}`);
          } else if (kind === 'rolled') {
            assert.ok(words.includes(names[d.player]), `${n}: who rolled in ${words}`);
          }
        }
        if (step.log.some((e) => e.attack)) assert.match(words, lang === 'de' ? /greift .* an/ : / attacks /);
        if (step.log.some((e) => e.weapon)) assert.ok(words.includes(names[1]), words);
        assert.ok(words.length > 0, `step ${n} is told`);
      };
      await check(0);
      for (let n = 1; n <= last; n++) {
        await frame.locator('[data-step=next]').click();
        await check(n);
      }
      assert.ok(await frame.locator('[data-step=next]').isDisabled());
      // The attack of step 3: the fight panel shows the cards and the outcome.
      await frame.locator('[data-step=back]').click();
      await check(last - 1);
      assert.equal(await frame.locator('[data-testid=fight-outcome]').count(), 1);
      // The forced die: the dice of step 4 show Loki's +2.
      await frame.locator('[data-step=last]').click();
      await check(last);
      assert.ok(steps[last].log.some((e) => e.rolled && e.rolled.faces.some((f) => f.kind === 'followers' && f.n === 2)), 'the forced die');
      // Back to the start by keyboard (the frame has focus after the click).
      await page.keyboard.press('Home');
      await check(0);
      await page.keyboard.press('ArrowRight');
      await check(1);
      if (lang === 'de') assert.match(await frame.locator('[data-step=next]').getAttribute('aria-label'), /Nächst/);
      await page.locator(`skald-embed#${lang === 'en' ? 'valda-attack' : 'valda-attack-de'}`).screenshot({ path: screenshotPath(`embed-valda-attack-${lang}`) });
      g.check();
      await context.close();
    });
  }

  test('try-it: every legal action is offered; picking one plays it and says what it did', async () => {
    const { context, g, page } = await openDemo();
    const attrs = await attrsOf(page, 'valda-try');
    const frame = await frameOf(page, 'valda-try');
    const game = valdaAt(attrs.position);
    const legal = game.legalActions();
    const buttons = frame.locator('[data-testid=try-actions] button');
    assert.equal(await buttons.count(), legal.length);
    // Take a gold: the outcome is told and Astrid's village holds what the engine says.
    const i = legal.findIndex((a) => a.take_resource === 'gold');
    assert.ok(i >= 0, 'taking a gold is legal');
    await buttons.nth(i).click();
    await frame.locator('.embed-valda-try[data-tries="1"]').waitFor({ timeout: TIMEOUT });
    game.apply(legal[i]);
    const gold = game.view('spectator').table.seats[0].res.gold;
    assert.equal(await frame.locator('.vvillage[data-seat="0"] .vres[data-kind=gold]').getAttribute('data-n'), String(gold));
    assert.ok((await frame.locator('[data-testid=try-outcome] li').count()) > 0, 'the outcome is told');
    assert.match(await frame.locator('[data-testid=try-outcome]').textContent(), /Astrid/);
    assert.equal(await buttons.count(), game.legalActions().length, 'the next legal actions');
    // By keyboard: Tab reaches an action and Enter plays it.
    await frame.locator('[data-testid=try-actions] button').first().focus();
    await page.keyboard.press('Enter');
    await frame.locator('.embed-valda-try[data-tries="2"]').waitFor({ timeout: TIMEOUT });
    // Previous move and Reset go back.
    await frame.locator('[data-testid=try-back]').click();
    await frame.locator('.embed-valda-try[data-tries="1"]').waitFor({ timeout: TIMEOUT });
    await frame.locator('[data-testid=try-reset]').click();
    await frame.locator('.embed-valda-try[data-tries="0"]').waitFor({ timeout: TIMEOUT });
    assert.equal(await buttons.count(), legal.length);
    g.check();
    await context.close();
  });

  test('a position with a custom card list is drawn by the embed build that reads card lists, with that list\'s cards', async () => {
    const { context, g, page } = await openDemo();
    const wasm = [];
    context.on('request', (r) => r.url().endsWith('.wasm') && wasm.push(r.url()));
    // Another printing: the base Treasure Chest gives 5 gold instead of 2.
    const tsv = readFileSync(new URL('../../engine/data/valda-cards.tsv', import.meta.url), 'utf8')
      .replace('\tgain(gold,2)\tTake 2 gold', '\tgain(gold,5)\tTake 5 gold');
    assert.match(tsv, /gain\(gold,5\)/);
    const position = JSON.stringify({ players: 2, phase: 'game', cards: { custom: tsv }, seats: [{ hand: ['base.treasure_chest'] }, {}] });
    const frame = await add(page, 'valda-custom', { game: 'valda', position, try: '' });
    const game = valdaAt(position);
    const legal = game.legalActions();
    const chest = game.cardNumber('base.treasure_chest');
    const i = legal.findIndex((a) => a.play && a.play.card === chest);
    assert.ok(i >= 0, 'playing the Treasure Chest is legal');
    const buttons = frame.locator('[data-testid=try-actions] button');
    assert.equal(await buttons.count(), legal.length);
    const gold = () => frame.locator('.vvillage[data-seat="0"] .vres[data-kind=gold]').getAttribute('data-n');
    const before = Number(await gold());
    await buttons.nth(i).click();
    await frame.locator('.embed-valda-try[data-tries="1"]').waitFor({ timeout: TIMEOUT });
    game.apply(legal[i]);
    assert.equal(game.view('spectator').table.seats[0].res.gold, before + 5, 'the engine plays the custom list');
    assert.equal(await gold(), String(before + 5), 'so does the frame');
    // The embed build (built-in cards only) handed the address to the reading build.
    const names = wasm.map((u) => u.split('/').pop());
    assert.ok(names.some((n) => n.startsWith('skald-valda-embed-')), names.join(' '));
    assert.ok(names.some((n) => n.startsWith('skald-valda-read-')), names.join(' '));
    g.check();
    await context.close();
  });

  test('bad input is shown in the frame as text; the page carries on', async () => {
    const { context, g, page } = await openDemo();
    const broken = await frameOf(page, 'valda-broken');
    assert.match(await broken.locator('.embed-error').textContent(), /position: .*base\.nope/);
    const evil = '<img src=x onerror="window.top.pwned=1;parent.pwned=1">';
    const pos = '{"players":2,"phase":"attack","seats":[{"hand":["base.shield_wall"]},{"hand":["base.ambush"]}]}';
    const cases = [
      ['v1', { game: 'valda', position: evil }, /^This position cannot be shown\.position: not JSON/],
      ['v2', { game: 'valda', position: pos, moves: '["roll"]' }, /moves: move 1: not a legal action here\. Player 2: /],
      ['v3', { game: 'valda', position: pos, moves: '[{"attack":"<img src=x onerror=alert(1)>.x"}]' }, /moves: move 1: no card has the id "<img src=x onerror=alert\(1\)>\.x"/],
      ['v4', { game: 'valda', position: pos, names: `${evil}, b, c` }, /names: /],
      ['v5', { game: 'valda', position: pos, hands: '7' }, /hands: /],
      ['v6', { game: 'valda' }, /position: required/],
    ];
    for (const [id, attrs, error] of cases) {
      const f = await add(page, id, attrs);
      assert.match(await f.locator('.embed-error').textContent(), error, id);
      assert.equal(await f.locator('img').count(), 0, `${id}: nothing rendered as markup`);
    }
    // A name with markup is shown as its text.
    const named = await add(page, 'v7', { game: 'valda', position: pos, names: '<b>Astrid</b>, Bjørn' });
    assert.match(await named.locator('.vvillage[data-seat="0"] .vvillage-name').textContent(), /^<b>Astrid<\/b>/);
    assert.equal(await named.locator('b').count(), 0);
    assert.equal(await page.evaluate(() => window.pwned), undefined);
    // The rest of the page still works: the attack still steps.
    const attack = await frameOf(page, 'valda-attack');
    await attack.locator('[data-step=next]').click();
    await attack.locator('.embed-text[data-position="1"]').waitFor({ timeout: TIMEOUT });
    g.check();
    await context.close();
  });

  test('axe finds no violation in Valda\'s embeds (table, stepped, try-it), light and dark; Tab reaches the steps', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 820, height: 1180 } });
    const g = guard(context);
    const page = await context.newPage();
    await page.goto(ctx.server.url + DEMO);
    const found = [];
    for (const id of ['valda-table', 'valda-attack', 'valda-try']) {
      await frameOf(page, id);
      const src = await page.locator(`skald-embed#${id} iframe`).getAttribute('src');
      for (const scheme of ['light', 'dark']) {
        const p = await context.newPage();
        await p.goto(src.replace(/scheme=[a-z]+/, `scheme=${scheme}`));
        await p.locator('.embed').waitFor({ timeout: TIMEOUT });
        const v = await axeViolations(p);
        if (v.length) found.push(`${id} (${scheme}): ${v.join('; ')}`);
        if (id === 'valda-attack' && scheme === 'light') {
          await tabTo(p, '[data-step=next]');
          await p.keyboard.press('Enter');
          await p.locator('.embed-text[data-position="1"]').waitFor({ timeout: TIMEOUT });
        }
        await p.close();
      }
    }
    assert.deepEqual(found, []);
    g.check();
    await context.close();
  });
});

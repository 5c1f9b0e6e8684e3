// Replays (issue #29): in Odin and Valda a finished game opens its replay from the end screen;
// stepping to the end and back shows at each step the position the engine's module gives
// for that many moves (read back from the data attributes the game's board carries); the
// game exported as a file and imported again opens its replay (and leaves the saved game
// alone); the replay's link opens it in a fresh browser; a link longer than an address holds
// and a damaged link are refused in words. Needs a release build (dist/, dist/engine/).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { guard, TIMEOUT, withBrowser } from './helpers.mjs';

const dist = new URL('../../dist/engine/', import.meta.url);
const engine = await import(new URL('skald.js', dist));
await engine.default({ module_or_path: await readFile(new URL('skald_bg.wasm', dist)) });

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe-core's WCAG 2.2 A/AA violations on the page as it is, in words. */
async function axeViolations(page) {
  await page.addScriptTag({ path: AXE });
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
  const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), TAGS);
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`);
}

const fixture = (name) => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'));

/** A finished one-hand game of Odin for three, played out on the engine module. */
function odinFinished() {
  const g = new engine.OdinGame({ players: 3, target: 'one-hand' }, 797);
  for (let n = 0; g.toMove() !== undefined && n < 500; n++) {
    const legal = g.legalActions();
    g.apply(legal[n % legal.length]);
  }
  assert.equal(g.toMove(), undefined, 'the Odin game ended');
  const seats = ['Astrid', 'Bjørn', 'Sigrún'].map((name, color) => ({ name, color }));
  return { format: 'skald-save', version: 1, game: 'odin', engine: 'fixture', meta: { seats }, replay: JSON.parse(g.replayJson()) };
}

const upTo = (replay, n) => ({ ...replay, actions: replay.actions.slice(0, n) });

// Per game: its save slot, a finished game, the position's root, and what the engine says
// of the position after `n` moves, in the terms of the board's data attributes.
const GAMES = {
  voluspa: {
    slot: 'skald.voluspa.game',
    save: fixture('./voluspa-tied-end.json'),
    root: '.vol-replay',
    truth(r, n) {
      const g = engine.VoluspaGame.replay(r.config, r.seed, r.actions.slice(0, n));
      return { board: g.boardNotation(), scores: g.view(null).players.map((p) => p.score).join(',') };
    },
  },
  odin: {
    slot: 'skald.odin.game',
    save: odinFinished(),
    root: '.oreplay',
    truth(r, n) {
      const v = engine.OdinGame.fromReplay(JSON.stringify(upTo(r, n))).view('spectator');
      return { middle: v.middle.join(' '), scores: v.scores.join(','), hand: String(v.hand_number) };
    },
  },
  valda: {
    slot: 'skald.valda.game',
    save: fixture('./valda-finished.json'),
    root: '.vreplay',
    truth(r, n) {
      const t = engine.ValdaGame.fromReplay(JSON.stringify(upTo(r, n))).view('spectator').table;
      return { scores: t.seats.map((s) => s.followers).join(','), round: String(t.turn.round), active: String(t.turn.active) };
    },
  },
};

/** What the board shows now, in the terms of `truth`. */
async function shown(page, game, keys) {
  const root = page.locator(GAMES[game].root);
  const out = {};
  for (const k of keys) out[k] = await root.getAttribute(`data-${k}`);
  return out;
}

async function step(page) {
  return Number(await page.locator('.replay').getAttribute('data-step'));
}

async function goStep(page, key, want) {
  await page.keyboard.press(key);
  await page.locator(`.replay[data-step="${want}"]`).waitFor({ timeout: TIMEOUT });
}

describe('replays of finished games', { timeout: 30 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  async function open() {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 820, height: 1180 }, acceptDownloads: true });
    const watch = guard(context);
    const page = await context.newPage();
    return { context, page, watch };
  }

  for (const [game, g] of Object.entries(GAMES)) {
    const replay = g.save.replay;
    const last = replay.actions.length;
    const keys = Object.keys(g.truth(replay, 0));

    test(`${game}: the end screen's replay steps to the end and back, each position the engine's`, async () => {
      const { context, page, watch } = await open();
      await page.goto(`${server.url}#/${game}`);
      await page.locator('h1').waitFor({ timeout: TIMEOUT });
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [g.slot, JSON.stringify(g.save)]);
      await page.goto(`${server.url}#/${game}/play`);
      await page.locator('[data-testid=end] [data-testid=replay]').click();
      await page.locator('.replay[data-step="0"]').waitFor({ timeout: TIMEOUT });
      assert.equal(await page.locator('.replay').getAttribute('data-steps'), String(last));
      assert.deepEqual(await shown(page, game, keys), g.truth(replay, 0));
      for (let n = 1; n <= last; n++) {
        await goStep(page, 'ArrowRight', n);
        assert.deepEqual(await shown(page, game, keys), g.truth(replay, n), `after ${n} moves`);
        if (n === 1) {
          // The move in words, and the live region says it.
          assert.ok((await page.locator('[data-testid=replay-words] li').count()) > 0);
          assert.match(await page.locator('[data-testid=announce]').textContent(), /Move 1 of \d+: \S/);
          assert.deepEqual(await axeViolations(page), [], 'axe finds no violation on the replay');
        }
      }
      assert.equal(await page.locator('.replay').getAttribute('data-over'), 'true');
      await goStep(page, 'ArrowRight', last); // stays at the end
      for (let n = last - 1; n >= Math.max(0, last - 5); n--) {
        await goStep(page, 'ArrowLeft', n);
        assert.deepEqual(await shown(page, game, keys), g.truth(replay, n), `back to ${n} moves`);
      }
      await goStep(page, 'Home', 0);
      assert.deepEqual(await shown(page, game, keys), g.truth(replay, 0));
      // The slider jumps; the buttons step.
      const mid = Math.floor(last / 2);
      await page.locator('[data-testid=replay-slider]').fill(String(mid));
      await page.locator(`.replay[data-step="${mid}"]`).waitFor({ timeout: TIMEOUT });
      assert.deepEqual(await shown(page, game, keys), g.truth(replay, mid));
      await page.locator('[data-step=next]').click();
      assert.equal(await step(page), mid + 1);
      await page.locator('[data-step=last]').click();
      assert.equal(await step(page), last);
      watch.check();
      await context.close();
    });

    test(`${game}: export → import opens the replay; the link opens it in a fresh browser`, async () => {
      const first = await open();
      await first.page.goto(`${server.url}#/${game}`);
      await first.page.locator('h1').waitFor({ timeout: TIMEOUT });
      await first.page.evaluate(([k, v]) => localStorage.setItem(k, v), [g.slot, JSON.stringify(g.save)]);
      await first.page.goto(`${server.url}#/${game}/replay`);
      await first.page.locator('.replay').waitFor({ timeout: TIMEOUT });
      const [download] = await Promise.all([
        first.page.waitForEvent('download'),
        first.page.locator('[data-testid=replay-export]').click(),
      ]);
      // Kept beyond the context (which deletes its downloads when it closes).
      const path = join(tmpdir(), `replay-${process.pid}-${download.suggestedFilename()}`);
      await download.saveAs(path);
      const file = JSON.parse(readFileSync(path, 'utf8'));
      assert.deepEqual(file.replay, replay);
      assert.equal(file.rules, 1, 'the file says which rules made it');
      const link = await first.page.locator('[data-testid=replay-link]').inputValue();
      assert.ok(link.startsWith(`${server.url}#/${game}/replay?v=1&g=`), link);
      assert.ok(link.length < 8000, `${link.length} characters`);
      first.watch.check();
      await first.context.close();

      // Import in a browser with a game in progress: the replay opens, the game stays.
      const second = await open();
      await second.page.goto(`${server.url}#/${game}`);
      await second.page.locator('h1').waitFor({ timeout: TIMEOUT });
      await second.page.evaluate(([k]) => localStorage.setItem(k, 'kept'), [g.slot]);
      await second.page.locator('[data-testid=import]').setInputFiles(path);
      await second.page.locator(`.replay[data-steps="${last}"]`).waitFor({ timeout: TIMEOUT });
      assert.match(second.page.url(), new RegExp(`#/${game}/replay$`));
      await second.page.keyboard.press('End');
      assert.deepEqual(await shown(second.page, game, keys), g.truth(replay, last));
      assert.equal(await second.page.evaluate(([k]) => localStorage.getItem(k), [g.slot]), 'kept');
      second.watch.check();
      await second.context.close();

      // The link, in a browser that never saw the game.
      const third = await open();
      await third.page.goto(link);
      await third.page.locator(`.replay[data-steps="${last}"]`).waitFor({ timeout: TIMEOUT });
      assert.deepEqual(await shown(third.page, game, keys), g.truth(replay, 0));
      await third.page.keyboard.press('End');
      await third.page.locator(`.replay[data-step="${last}"]`).waitFor({ timeout: TIMEOUT });
      assert.deepEqual(await shown(third.page, game, keys), g.truth(replay, last));
      // Keys pressed in the link's text box are the box's, not the replay's.
      await third.page.locator('[data-testid=replay-link]').focus();
      for (const key of ['Home', 'ArrowLeft', 'PageUp']) await third.page.keyboard.press(key);
      assert.equal(await step(third.page), last, 'keys pressed in the link box did not step the replay');
      third.watch.check();
      await third.context.close();
    });
  }

  test('a link longer than an address holds, and damaged links, are refused in words', async () => {
    const { context, page, watch } = await open();
    const problem = page.locator('[data-testid=replay-problem]');
    await page.goto(`${server.url}#/odin/replay?g=${'A'.repeat(8100)}&m=`);
    await problem.waitFor({ timeout: TIMEOUT });
    assert.match(await problem.textContent(), /longer than 8,000 characters.*file/);
    for (const bad of ['g=%3Cb%3Ebold%3C%2Fb%3E&m=', 'g=AAAA&m=AA', 'm=AA']) {
      await page.goto('about:blank');
      await page.goto(`${server.url}#/odin/replay?${bad}`);
      await problem.waitFor({ timeout: TIMEOUT });
      assert.ok((await problem.textContent()).trim().length > 10);
      assert.match(await page.locator('h1').textContent(), /This replay cannot be opened/);
      assert.equal(await page.locator('.vol-error b').count(), 0, 'nothing rendered as markup');
    }
    // A link whose moves go past the legal ones names the move.
    const save = GAMES.odin.save;
    const head = Buffer.from(JSON.stringify({ ...save, replay: upTo(save.replay, 0) })).toString('base64url');
    await page.goto('about:blank');
    await page.goto(`${server.url}#/odin/replay?g=${head}&m=${Buffer.from([0, 0xff, 0x7f]).toString('base64url')}`);
    await problem.waitFor({ timeout: TIMEOUT });
    assert.match(await problem.textContent(), /move \d of this link is not a move of the game/);
    // A link made under other rules is refused before it is replayed; without a version
    // (an older link) the same game opens.
    await page.goto('about:blank');
    await page.goto(`${server.url}#/odin/replay?v=2&g=${head}&m=`);
    await problem.waitFor({ timeout: TIMEOUT });
    assert.match(await problem.textContent(), /other rules of this game \(rules 2, this one plays rules 1\)/);
    await page.goto('about:blank');
    await page.goto(`${server.url}#/odin/replay?g=${head}&m=`);
    await page.locator('.replay[data-steps="0"]').waitFor({ timeout: TIMEOUT });
    await page.goto('about:blank');
    await page.goto(`${server.url}#/odin/replay?v=1&g=${head}&m=`);
    await page.locator('.replay[data-steps="0"]').waitFor({ timeout: TIMEOUT });
    await page.goto('about:blank');
    await page.goto(`${server.url}#/odin/replay?g=${head}&m=${Buffer.from([0, 0xff, 0x7f]).toString('base64url')}`);
    await problem.waitFor({ timeout: TIMEOUT });
    // The app still runs.
    await page.locator('.vol-menu a').click();
    await page.locator('[data-testid=new-game]').waitFor({ timeout: TIMEOUT });
    watch.check();
    await context.close();
  });
});

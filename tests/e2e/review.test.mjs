// Hints and reviews (issue #29). The review of a prepared game of Völuspá
// (voluspa-blunder.json, written by voluspa-blunder.mjs: Astrid once places a tile for no
// points where 8 or more were to be had) marks that move with the points it lost and the
// computer's choice, in words and on a board; a cancelled review stops (the worker does
// no more moves); a hint in a game of Odin started with hints on shows a legal move (its
// cards selected), and the log notes it (Völuspá's hints: voluspa-hint.test.mjs); in a
// game of Valda, on a tablet by clicks and on a phone by touch in German, the hint marks
// the control of its move (a card's move: the card chosen too), which the engine accepts,
// and the log notes it. Needs a release build (dist/, dist/engine/).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { openPage, TIMEOUT, withBrowser } from './helpers.mjs';
import { reveal as revealOdin, startGame as startOdin } from './odin-lib.mjs';
import { actions, choose, legal, perform, reveal as revealValda, SLOT, startGame as startValda, waitActions } from './valda-lib.mjs';

const dist = new URL('../../dist/engine/', import.meta.url);
const engine = await import(new URL('skald.js', dist));
await engine.default({ module_or_path: await readFile(new URL('skald_bg.wasm', dist)) });

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FIXTURE = new URL('./voluspa-blunder.json', import.meta.url);
const save = JSON.parse(readFileSync(FIXTURE, 'utf8'));

async function axeViolations(page) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), TAGS);
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`);
}

/** Opens the prepared game's replay from its file, as a player imports it. */
async function openReplay(page, url) {
  await page.goto(`${url}#/voluspa`);
  await page.locator('h1').waitFor({ timeout: TIMEOUT });
  await page.locator('[data-testid=import]').setInputFiles(FIXTURE.pathname);
  await page.locator(`.replay[data-steps="${save.replay.actions.length}"]`).waitFor({ timeout: TIMEOUT });
}

describe('hints and reviews', { timeout: 12 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  test('the review marks the prepared blunder with its lost points and the better move', async () => {
    const { context, page, watch } = await openPage(browser, { viewport: { width: 820, height: 1180 } });
    await openReplay(page, server.url);
    const started = Date.now();
    await page.locator('[data-testid=review-start]').click();
    await page.locator('[data-testid=review-progress]').waitFor({ timeout: TIMEOUT });
    await page.locator('[data-testid=review-done]').waitFor({ timeout: 4 * TIMEOUT });
    const moves = await page.evaluate(() => window.skaldReviewMovesDone);
    console.log(`review: ${moves} moves of Astrid's in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const step = save.blunder + 1;
    const mark = page.locator(`[data-testid=review-marks] button[data-step="${step}"]`);
    assert.equal(await mark.count(), 1, `the blunder (move ${step}) is marked: ${await page.locator('[data-testid=review]').innerText()}`);
    await mark.click();
    await page.locator(`.replay[data-step="${step}"]`).waitFor({ timeout: TIMEOUT });
    const text = await page.locator('[data-testid=review-mark]').innerText();
    const lost = Number(/lost\D*(\d+)\D* points?/.exec(text)?.[1]);
    assert.ok(lost >= 2, `lost points shown: ${text}`);
    assert.match(await page.locator('[data-testid=review-better]').innerText(), /^The computer's choice: .+/);
    await page.locator('[data-testid=review-board] .vol-replay').waitFor({ timeout: TIMEOUT });
    // The board after the computer's choice is the engine's position after that move.
    const before = engine.VoluspaGame.replay(save.replay.config, save.replay.seed, save.replay.actions.slice(0, save.blunder));
    const shownBoard = await page.locator('[data-testid=review-board] .vol-replay').getAttribute('data-board');
    const better = before.legalActions().find((a) => {
      const g = engine.VoluspaGame.replay(save.replay.config, save.replay.seed, save.replay.actions.slice(0, save.blunder));
      g.apply(a);
      return g.boardNotation() === shownBoard;
    });
    assert.ok(better, 'the board shown is one legal move after the blunder position');
    assert.ok((before.preview(better)?.points ?? 0) > 0, 'and that move scores');
    assert.deepEqual(await axeViolations(page), []);
    watch.check();
    await context.close();
  });

  test('a cancelled review stops between moves', async () => {
    const { context, page, watch } = await openPage(browser, { viewport: { width: 820, height: 1180 } });
    await openReplay(page, server.url);
    await page.locator('[data-testid=review-start]').click();
    await page.waitForFunction(() => (window.skaldReviewMovesDone ?? 0) >= 2, null, { timeout: TIMEOUT });
    await page.locator('[data-testid=review-cancel]').click();
    await page.locator('[data-testid=review-cancelled]').waitFor({ timeout: TIMEOUT });
    // The move in flight may still finish; none after it.
    await page.waitForTimeout(4_000);
    const atCancel = await page.evaluate(() => window.skaldReviewMovesDone);
    await page.waitForTimeout(4_000);
    assert.equal(await page.evaluate(() => window.skaldReviewMovesDone), atCancel, 'no move reviewed after the cancel');
    assert.equal(await page.locator('[data-testid=review-done]').count(), 0);
    // It can start again.
    assert.equal(await page.locator('[data-testid=review-start]').count(), 1);
    watch.check();
    await context.close();
  });

  test('a hint shows a legal move, chosen in the hand, and the log notes it (Odin)', async () => {
    const { context, page, watch } = await openPage(browser, { viewport: { width: 820, height: 1180 } });
    await startOdin(page, server.url, 'players=2&names=Sigrún,Hákon&seed=31&hints=1');
    await revealOdin(page);
    await page.locator('[data-testid=hint]').click();
    const reason = page.locator('[data-testid=hint-reason][data-action]');
    await reason.waitFor({ timeout: TIMEOUT });
    const action = JSON.parse(await reason.getAttribute('data-action'));
    const g = new engine.OdinGame({ players: 2 }, 31);
    assert.ok(
      g.legalActions().some((a) => JSON.stringify(a) === JSON.stringify(action)),
      `${JSON.stringify(action)} is legal`,
    );
    assert.match(await reason.innerText(), /wins\D*\d+\D*% of the games/);
    // The suggested cards are the ones selected in the hand.
    const selected = await page.locator('.hand-card[data-selected=true]').evaluateAll((els) => els.map((e) => e.dataset.card).sort());
    if (action.type === 'play') assert.deepEqual(selected, [...action.cards].sort());
    await page.locator('[data-testid=log-button]').click();
    const asker = ['Sigrún', 'Hákon'][g.toMove()];
    assert.equal(await page.locator('[data-testid=log-hints]').innerText(), `${asker} asked for a hint`);
    // Hints are off by default: a game started without them has no button.
    await startOdin(page, server.url, 'players=2&seed=31&hints=0');
    await revealOdin(page);
    assert.equal(await page.locator('[data-testid=hint]').count(), 0);
    watch.check();
    await context.close();
  });

  for (const [size, options] of [
    ['tablet', { viewport: { width: 820, height: 1180 } }],
    ['phone, by touch, in German', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'de-DE' }],
  ]) {
    test(`Valda: a hint marks its move's control, which the engine accepts, and the log notes it (${size})`, async () => {
      const touch = Boolean(options.hasTouch);
      const press = (locator) => (touch ? locator.tap() : locator.click());
      const { context, page, watch } = await openPage(browser, options);
      await startValda(page, server.url, 'players=2&names=Astrid,Bjørn&seed=3&cards=builtin&hints=1');
      const askers = [];
      let cardMove = false;
      // At each decision with a choice, until a hint suggests a move with a card: ask, check
      // the mark, and play the suggested move by its marked control.
      for (let n = 0; !cardMove; n++) {
        assert.ok(n < 60, 'a hint suggests a move with a card');
        await revealValda(page, { touch });
        const moves = await legal(page);
        if (moves.length < 2) {
          await perform(page, moves[0], { touch });
          continue;
        }
        const before = await actions(page);
        await press(page.locator('[data-testid=hint]'));
        const reason = page.locator('[data-testid=hint-reason][data-action]');
        await reason.waitFor({ timeout: TIMEOUT });
        const action = JSON.parse(await reason.getAttribute('data-action'));
        assert.match(await reason.innerText(), touch ? /^Der Computer würde „.+“ spielen: Er gewinnt \d+ %/ : /^The computer would play “.+”: it wins \d+ %/);
        // The engine's game as saved: the hint is one of its legal moves.
        const saved = JSON.parse(await page.evaluate((slot) => localStorage.getItem(slot), SLOT));
        const game = engine.ValdaGame.fromReplay(JSON.stringify(saved.replay));
        assert.ok(game.legalActions().some((a) => JSON.stringify(a) === JSON.stringify(action)), `${JSON.stringify(action)} is legal`);
        askers.push(['Astrid', 'Bjørn'][game.toMove()]);
        // Exactly one control is marked, and it is that move's.
        const marked = page.locator('.vcontrols .hinted');
        assert.equal(await marked.count(), 1, `one control marked for ${JSON.stringify(action)}`);
        assert.deepEqual(JSON.parse(await marked.getAttribute('data-action')), action);
        const card = action.play?.card ?? action.discard ?? action.attack ?? action.defend ?? action.weapon?.card ?? action.card;
        if (card !== undefined) {
          cardMove = true;
          assert.equal(await page.locator(`.vcard[data-card="${card}"][aria-pressed=true]`).count(), 1, 'its card is chosen');
          // The log notes every hint asked, with who asked.
          await press(page.locator('[data-testid=log-button]'));
          const notes = await page.locator('[data-testid=log-hints] li').allInnerTexts();
          assert.deepEqual(notes, askers.map((who) => (touch ? `${who} hat um einen Tipp gebeten` : `${who} asked for a hint`)));
          await press(page.locator('[data-testid=log] .drawer-head button'));
          await page.locator('[data-testid=log-hints]').waitFor({ state: 'detached', timeout: TIMEOUT });
        }
        // The marked control plays the move: the engine takes it.
        await marked.scrollIntoViewIfNeeded();
        await press(marked);
        await waitActions(page, before + 1);
        const now = JSON.parse(await page.evaluate((slot) => localStorage.getItem(slot), SLOT));
        assert.deepEqual(now.replay.actions.at(-1), action, 'the suggested move was played');
        assert.equal(await page.locator('.hinted').count(), 0, 'the mark goes with its position');
      }
      watch.check();
      await context.close();
    });
  }
});

// Völuspá by keyboard only: Tab to the hand, Enter to choose a tile, arrow keys to a cell,
// Enter to place; Troll-blocked cells refuse and say why; Escape drops the choice; the
// Jotunn's direction, the Raven's second flight, a Freya boost and a discard by keys. What is checked is what a
// player (or a screen reader) gets: the tiles on the board, the cells' accessible names,
// the scores, whose turn it is, and what the live region announced.
// Runs alone, not beside another e2e file (scripts/test.sh): it checks where focus is the moment each move is counted.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { focusVisible, guard, screenshotPath, tabTo, TIMEOUT, withBrowser } from './helpers.mjs';
import { actions, boardTops, handKinds, openSave, phase, startGame, waitActions } from './voluspa-lib.mjs';

/** The board's cursor cell ("r,c" in engine coordinates), or null when none is shown. */
async function cursorCell(page) {
  const c = page.locator('[data-cursor]');
  return (await c.count()) ? c.getAttribute('data-cursor') : null;
}

/** The accessible name of the cell the board points at (aria-activedescendant). */
async function activeCellName(page) {
  return page.evaluate(() => {
    const board = document.querySelector('[data-testid=board]');
    const id = board.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.getAttribute('aria-label') : null;
  });
}

async function focused(page) {
  return page.evaluate(() => {
    const e = document.activeElement;
    return { testid: e?.dataset?.testid ?? null, kind: e?.dataset?.kind ?? null, cls: e?.getAttribute('class') ?? '' };
  });
}

/** Arrow keys from the cursor to `cell` ("r,c"). */
async function moveCursorTo(page, cell) {
  const [r1, c1] = cell.split(',').map(Number);
  const [r0, c0] = (await cursorCell(page)).split(',').map(Number);
  for (let i = 0; i < Math.abs(r1 - r0); i++) await page.keyboard.press(r1 > r0 ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(c1 - c0); i++) await page.keyboard.press(c1 > c0 ? 'ArrowRight' : 'ArrowLeft');
  await page.waitForFunction((c) => document.querySelector('[data-cursor]')?.dataset.cursor === c, cell, { timeout: TIMEOUT });
}

/** Presses Enter on the focused hand-off card and waits for the revealed hand. */
async function revealByKey(page) {
  await page.locator('[data-testid=handoff]').waitFor({ timeout: TIMEOUT });
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'handoff', null, { timeout: TIMEOUT });
  await page.keyboard.press('Enter');
  await page.locator('.vol-play[data-revealed=true]').waitFor({ timeout: TIMEOUT });
  await page.waitForFunction(() => document.activeElement?.classList.contains('hand-tile'), null, { timeout: TIMEOUT });
}

/** Tabs (forward) until a hand tile accepted by `want(kind, el)` has focus; returns its kind. */
async function tabToTile(page, want) {
  for (let i = 0; i < 40; i++) {
    const f = await page.evaluate(() => {
      const e = document.activeElement;
      return e?.classList.contains('hand-tile') ? { kind: e.dataset.kind, playable: e.dataset.playable === 'true' } : null;
    });
    if (f && want(f.kind, f.playable)) return f.kind;
    await page.keyboard.press('Tab');
  }
  throw new Error('no such tile in the hand');
}

/** Tabs to the first hand tile `want` accepts, picks it with Enter and waits for the
 * board's cursor; returns the tile's kind. */
async function pickByKeys(page, want) {
  const kind = await tabToTile(page, want);
  await page.keyboard.press('Enter');
  await page.locator('[data-cursor]').waitFor({ timeout: TIMEOUT });
  return kind;
}

async function announced(page) {
  return (await page.locator('[data-testid=announce]').textContent()).trim();
}

describe('Völuspá by keyboard', { timeout: 10 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  async function open() {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 820, height: 1180 } });
    const watch = guard(context);
    const page = await context.newPage();
    return { context, page, watch };
  }

  test('a whole turn with the keyboard only: pick, move the cursor, place; the turn passes and is announced', async () => {
    const { context, page, watch } = await open();
    await startGame(page, server.url, 'players=2&seed=42&tiles=base&names=Astrid,Bjørn');
    // The board is a grid of named cells, not one image.
    assert.equal(await page.locator('[data-testid=board][role=img]').count(), 0);
    assert.equal(await page.getByRole('grid', { name: 'Völuspá board' }).count(), 1);
    await revealByKey(page);
    // Seed 42: Bjørn (seat 1) begins.
    const names = ['Astrid', 'Bjørn'];
    const me = Number(await page.locator('.vol-play').getAttribute('data-to-move'));
    const [who, next] = [names[me], names[1 - me]];
    const kind = await tabToTile(page, (k, playable) => playable && k !== 'He');
    assert.equal(await page.locator(`[data-testid=score-${me}]`).textContent(), '0');
    // Enter chooses the tile and takes the keys to the board, its cursor on a legal cell.
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.dataset.testid === 'board', null, { timeout: TIMEOUT });
    await page.locator('[data-cursor]').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('.hand-tile.selected').getAttribute('data-kind'), kind);
    assert.match(await activeCellName(page), /^Row \d+, column \d+: empty, you can place here$/);
    const legal = await page.locator('[data-legal]').evaluateAll((els) => els.map((e) => e.dataset.cell));
    assert.ok(legal.includes(await cursorCell(page)), 'the cursor starts on a legal cell');
    assert.match(await announced(page), /chosen: \d+ cells where it can go/);
    // Every legal cell's name says so; the start tile's names it.
    for (const c of legal) {
      const name = await page.locator(`[data-grid-cell="${c}"]`).getAttribute('aria-label');
      assert.match(name, /you can place here/, c);
    }
    const start = (await boardTops(page))[0];
    const startName = await page.locator(`[data-grid-cell="${start.split('=')[0]}"]`).getAttribute('aria-label');
    assert.match(startName, /^Row 2, column 2: [A-Z][a-z]+( [A-Z][a-z]+)?, \d+$/, startName);
    // Arrows to another legal cell (the last one listed): its score shows before placing.
    const target = legal[legal.length - 1] === (await cursorCell(page)) ? legal[0] : legal[legal.length - 1];
    await moveCursorTo(page, target);
    assert.match(await activeCellName(page), /you can place here$/);
    const badge = page.locator('[data-testid=preview-points]');
    await badge.waitFor({ timeout: TIMEOUT });
    const points = Number(await badge.getAttribute('data-points'));
    await page.locator('[data-testid=preview-panel]').waitFor({ timeout: TIMEOUT });
    assert.match(await page.locator('[data-testid=prompt]').textContent(), /arrow keys to a green cell, Enter to place/);
    await page.screenshot({ path: screenshotPath('voluspa-keyboard-cursor') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: screenshotPath('voluspa-keyboard-cursor-dark') });
    await page.emulateMedia({ colorScheme: 'light' });
    // Enter places it there: the same move a tap makes.
    await page.keyboard.press('Enter');
    await waitActions(page, 1);
    assert.ok((await boardTops(page)).includes(`${target}=${kind}`), 'the tile is on the board at the cursor');
    assert.equal(await page.locator(`[data-testid=score-${me}]`).textContent(), String(points), 'the previewed points were scored');
    // The turn passed: the hand-off asks for the other player and the scoreboard marks them.
    await page.locator(`.vol-play[data-to-move="${1 - me}"]`).waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('#handoff-title').textContent(), `Pass to ${next}`);
    assert.equal(await page.locator(`.score-seat[data-seat="${1 - me}"]`).getAttribute('aria-current'), 'true');
    // The live region announced the move, where it went (as the board is numbered now),
    // the score and the next player; the cell's name agrees.
    const said = await announced(page);
    const m = said.match(new RegExp(`^${who}: (.+?) \\(\\+(\\d+)[:)].*?, row (\\d+), column (\\d+)\\. Scores: `));
    assert.ok(m, said);
    assert.equal(Number(m[2]), points);
    const scores = me === 0 ? `Astrid ${points}, Bjørn 0` : `Astrid 0, Bjørn ${points}`;
    assert.ok(said.endsWith(`Scores: ${scores}. ${next}'s turn.`), said);
    const placedName = await page.locator(`[data-grid-cell="${target}"]`).getAttribute('aria-label');
    assert.ok(placedName.startsWith(`Row ${m[3]}, column ${m[4]}: ${m[1]}, `), `${placedName} / ${said}`);
    assert.match(placedName, /last move$/);
    // The next player takes over by keys too: Enter on the hand-off, focus on a tile.
    await revealByKey(page);
    assert.equal(await page.locator('.vol-play').getAttribute('data-revealed'), 'true');
    watch.check();
    await context.close();
  });

  test('a Troll-blocked cell refuses by keys and says why; Escape drops the choice', async () => {
    const { context, page, watch } = await open();
    // Seed 4, base tiles: the first player holds a Troll.
    await startGame(page, server.url, 'players=2&seed=4&tiles=base&names=Astrid,Bjørn');
    await revealByKey(page);
    await pickByKeys(page, (k) => k === 'Tr');
    await page.keyboard.press('Enter');
    await waitActions(page, 1);
    await revealByKey(page);
    const kind = await pickByKeys(page, (k, playable) => playable && !['Tr', 'Dw', 'He'].includes(k));
    const blocked = await page.locator('[data-blocked]').evaluateAll((els) => els.map((e) => e.dataset.cell));
    assert.ok(blocked.length >= 1, 'the Troll blocks cells');
    for (const c of blocked) {
      assert.match(await page.locator(`[data-grid-cell="${c}"]`).getAttribute('aria-label'), /: empty, blocked by a Troll$/, c);
    }
    await moveCursorTo(page, blocked[0]);
    assert.match(await activeCellName(page), /blocked by a Troll$/);
    await page.screenshot({ path: screenshotPath('voluspa-keyboard-blocked') });
    const before = await actions(page);
    await page.keyboard.press('Enter');
    const reason = page.locator('[data-testid=reason]');
    await reason.waitFor({ timeout: TIMEOUT });
    assert.match(await reason.textContent(), /next to a Troll/);
    assert.equal(await reason.getAttribute('role'), 'status', 'the reason is announced');
    assert.equal(await actions(page), before, 'nothing was played');
    assert.ok(!(await boardTops(page)).includes(`${blocked[0]}=${kind}`));
    // Escape drops the choice: no legal or blocked cells, focus back on the tile, said so.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.hand-tile.selected'), null, { timeout: TIMEOUT });
    assert.equal(await page.locator('[data-legal], [data-blocked]').count(), 0);
    await page.waitForFunction(
      (k) => document.activeElement?.classList.contains('hand-tile') && document.activeElement.dataset.kind === k,
      kind, { timeout: TIMEOUT },
    );
    assert.equal(await announced(page), 'Choice cancelled.');
    assert.equal(await actions(page), before);
    watch.check();
    await context.close();
  });

  test('the Jotunn\'s direction by an arrow key', async () => {
    const { context, page, watch } = await open();
    // Seed 5, King of the Giants: the first player holds a Jotunn; the start tile is a Freya.
    await startGame(page, server.url, 'players=2&seed=5&tiles=king_of_the_giants');
    await revealByKey(page);
    await pickByKeys(page, (k) => k === 'Jo');
    const bump = await page.locator('[data-legal=bump]').getAttribute('data-cell');
    await moveCursorTo(page, bump);
    assert.match(await activeCellName(page), /Freya, \d+, you can place here, pushing it away$/);
    await page.keyboard.press('Enter');
    // The question is asked in words, and the arrows on the tile show.
    const reason = page.locator('[data-testid=reason]');
    await reason.waitFor({ timeout: TIMEOUT });
    assert.match(await reason.textContent(), /which way should the stack go\? Press an arrow key: (up|down|left|right)(, (up|down|left|right)){3}\./);
    assert.equal(await page.locator('[data-push]').count(), 4);
    await page.keyboard.press('ArrowRight');
    await waitActions(page, 1);
    const [r, c] = bump.split(',').map(Number);
    const tops = await boardTops(page);
    assert.ok(tops.includes(`${r},${c}=Jo`) && tops.includes(`${r},${c + 1}=Fr`), tops.join(' '));
    assert.match(await announced(page), /: Jotunn, pushing the stack to the right \(\+\d+.*\), row \d+, column \d+\./);
    watch.check();
    await context.close();
  });

  test('the Raven placed once more by keys', async () => {
    const { context, page, watch } = await open();
    // Seed 5, Master of Ravens: the first player holds a Raven.
    await startGame(page, server.url, 'players=2&seed=5&tiles=master_of_ravens');
    await revealByKey(page);
    await pickByKeys(page, (k) => k === 'Ra');
    await page.keyboard.press('Enter');
    await waitActions(page, 1);
    assert.equal(await phase(page), 'RavenAgain');
    assert.match(await announced(page), /: Raven \(\+\d+.*Raven: place it once more/);
    // Still on the board: Enter takes the Raven up again, arrows and Enter place it.
    await page.keyboard.press('Enter');
    await page.locator('.hand-tile.selected[data-raven=again]').waitFor({ timeout: TIMEOUT });
    const from = await cursorCell(page);
    const legal = await page.locator('[data-legal=place]').evaluateAll((els) => els.map((e) => e.dataset.cell));
    const to = legal.find((c) => c !== from);
    await moveCursorTo(page, to);
    await page.keyboard.press('Enter');
    await waitActions(page, 2);
    assert.ok((await boardTops(page)).includes(`${to}=Ra`));
    assert.notEqual(await phase(page), 'RavenAgain');
    watch.check();
    await context.close();
  });

  test('a Freya boost by keys: Freya, then the tile to boost, then the board', async () => {
    const { context, page, watch } = await open();
    // Seed 2, Rise of the Serpents: the first player holds a Freya and a Thor.
    await startGame(page, server.url, 'players=2&seed=2&tiles=rise_of_the_serpents');
    await revealByKey(page);
    await tabToTile(page, (k) => k === 'Fr');
    await page.keyboard.press('Enter');
    await page.locator('.hand-tile.selected[data-kind=Fr]').waitFor({ timeout: TIMEOUT });
    // Enter on the Thor with Freya chosen boosts it; Enter again chooses the boosted Thor
    // and takes the keys to the board.
    await tabTo(page, '.hand-tile[data-kind=Th]');
    assert.ok(await focusVisible(page), 'the Thor shows its focus');
    await page.keyboard.press('Enter');
    await page.locator('.hand-tile[data-kind=Th][data-boosts="1"]').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('.hand-tile[data-kind=Fr][data-spent=true]').count(), 1);
    await tabTo(page, '.hand-tile[data-kind=Th]');
    await page.keyboard.press('Enter');
    await page.locator('[data-cursor]').waitFor({ timeout: TIMEOUT });
    assert.equal((await focused(page)).testid, 'board', 'the keys went to the board');
    await page.keyboard.press('Enter');
    await waitActions(page, 1);
    assert.equal(await page.locator('.stack[data-top=Th] .tile-boost').count(), 1, 'the booster is on the board');
    assert.match(await announced(page), /Thor/);
    watch.check();
    await context.close();
  });

  test('a discard down to five by keys: the tile, then "Discard"', async () => {
    const { context, page, watch } = await open();
    // The saved game of voluspa-save.test.mjs, stopped where the player must discard.
    await openSave(page, server.url, 'voluspa-discard-down.json');
    await revealByKey(page);
    assert.equal(await phase(page), 'DiscardDown');
    const n = await actions(page);
    assert.equal((await handKinds(page)).filter((k) => k !== 'He').length, 6);
    await tabTo(page, '.hand-tile.discardable');
    await page.keyboard.press('Enter');
    // Choosing a tile to discard takes focus to the "Discard" button.
    await page.waitForFunction(() => document.activeElement?.dataset.testid === 'discard', null, { timeout: TIMEOUT });
    assert.ok(await focusVisible(page), '"Discard" shows its focus');
    await page.keyboard.press('Enter');
    await waitActions(page, n + 1);
    assert.notEqual(await phase(page), 'DiscardDown');
    assert.match(await announced(page), /^Bjørn: discarded an Odin\. Scores: Astrid 71, Bjørn 49\. Astrid's turn\.$/);
    watch.check();
    await context.close();
  });
});

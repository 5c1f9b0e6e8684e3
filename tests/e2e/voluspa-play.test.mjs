// Völuspá through the UI: real pointer drags (mouse and touch), tap-tap placement, Troll
// highlights, snap-back, pass-and-play hiding, Jotunn bump, Raven double placement, and a
// full 2-player game to the end screen. Fixed seeds (found with the engine) reach each case.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { guard, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import {
  actions, beginDrag, boardTops, centre, endDrag, handKinds, legalCells, phase, playStep,
  reveal, startGame, waitActions,
} from './voluspa-lib.mjs';

describe('Völuspá play screen', { timeout: 20 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  async function open(options = {}) {
    const context = await browser.newContext({
      serviceWorkers: 'block', viewport: { width: 820, height: 1180 }, ...options,
    });
    const watch = guard(context);
    const page = await context.newPage();
    return { context, page, watch };
  }

  test('a drag shows legal cells and the score preview; a drop applies the move and outlines the score', async () => {
    const { context, page, watch } = await open();
    await startGame(page, server.url, 'players=2&seed=42&tiles=base');
    await reveal(page);
    const tile = page.locator('.hand-tile[data-playable=true]').first();
    await beginDrag(page, tile);
    const cells = await legalCells(page);
    assert.ok(cells.length >= 4, 'the start tile has four free neighbours');
    await page.mouse.move(...Object.values(centre(cells[0].box)), { steps: 5 });
    const badge = page.locator('[data-testid=preview-points]');
    await badge.waitFor({ timeout: TIMEOUT });
    const previewed = Number(await badge.getAttribute('data-points'));
    // The tiles are not re-rendered while dragging: only the ghost moves.
    await page.mouse.up();
    await waitActions(page, 1);
    assert.equal((await boardTops(page)).length, 2);
    // The score is explained on the board and in the scoreboard.
    const scores = await page.locator('[data-testid^=score-]').allTextContents();
    assert.ok(scores.map(Number).includes(previewed), `a player has the previewed ${previewed}: ${scores}`);
    if (previewed > 0) assert.ok(await page.locator('.scored .scored-line').count() >= 1);
    assert.ok(await page.locator('[data-last]').count() >= 1, 'the last move is marked');
    watch.check();
    await context.close();
  });

  test('tap a tile, then tap a cell, places it without dragging', async () => {
    const { context, page, watch } = await open();
    await startGame(page, server.url, 'players=2&seed=42&tiles=base');
    await reveal(page);
    await page.locator('.hand-tile[data-playable=true]').first().click();
    const cells = await legalCells(page);
    assert.ok(cells.length > 0);
    const c = centre(cells[cells.length - 1].box);
    await page.mouse.click(c.x, c.y);
    await waitActions(page, 1);
    assert.ok((await boardTops(page)).includes(`${cells[cells.length - 1].cell}=${await page.locator('.stack').nth(0).getAttribute('data-top')}`) || (await boardTops(page)).length === 2);
    watch.check();
    await context.close();
  });

  test('a touch drag places a tile (touch-action keeps the page still)', async () => {
    const { context, page, watch } = await open({ hasTouch: true, isMobile: true, viewport: { width: 820, height: 1180 } });
    await startGame(page, server.url, 'players=2&seed=42&tiles=base');
    await reveal(page);
    const tile = page.locator('.hand-tile[data-playable=true]').first();
    assert.equal(await tile.evaluate((e) => getComputedStyle(e).touchAction), 'none');
    const cdp = await context.newCDPSession(page);
    const a = centre(await tile.boundingBox());
    const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', {
      type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
    });
    await touch('touchStart', a.x, a.y);
    for (let i = 1; i <= 5; i++) await touch('touchMove', a.x, a.y - i * 12);
    await page.locator('[data-legal]').first().waitFor({ timeout: TIMEOUT });
    const cell = (await legalCells(page))[0];
    // The dragged tile rides above the finger (a fingertip would hide it and the cell) and
    // has the size of a board cell: the finger goes below the cell, the tile onto it.
    const ghost = await page.locator('.drag-ghost').evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { cy: r.top + r.height / 2, bottom: r.bottom, h: r.height };
    });
    const finger = { x: a.x, y: a.y - 60 };
    assert.ok(ghost.bottom < finger.y, `the tile is above the finger: ${ghost.bottom} < ${finger.y}`);
    assert.ok(Math.abs(ghost.h - Math.min(84, Math.max(40, cell.box.height))) < 2, `the tile has the board's cell size: ${ghost.h} vs ${cell.box.height}`);
    const lift = finger.y - ghost.cy;
    const target = centre(cell.box);
    for (let i = 1; i <= 8; i++) {
      await touch('touchMove', a.x + ((target.x - a.x) * i) / 8, finger.y + ((target.y + lift - finger.y) * i) / 8);
    }
    await page.waitForTimeout(150);
    await touch('touchEnd', target.x, target.y + lift);
    await waitActions(page, 1);
    assert.ok((await boardTops(page)).some((t) => t.startsWith(`${cell.cell}=`)), 'the tile landed on the cell under it, not under the finger');
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page did not scroll');
    watch.check();
    await context.close();
  });

  test('Troll-blocked cells are shown distinctly; a drop there snaps back with the reason', async () => {
    const { context, page, watch } = await open();
    // Seed 4, base tiles: the first player holds a Troll.
    await startGame(page, server.url, 'players=2&seed=4&tiles=base');
    await reveal(page);
    const troll = page.locator('.hand-tile[data-kind=Tr]').first();
    await beginDrag(page, troll);
    const cells = await legalCells(page);
    await endDrag(page, centre(cells[0].box));
    await waitActions(page, 1);
    await reveal(page);
    // The next player picks a tile that Trolls block.
    const blockedKind = (await handKinds(page)).find((k) => k !== 'Tr' && k !== 'Dw' && k !== 'He');
    await page.locator(`.hand-tile[data-kind=${blockedKind}]`).first().click();
    const blocked = page.locator('[data-blocked]');
    assert.ok(await blocked.count() >= 1, 'blocked cells are highlighted');
    const blockedCells = await blocked.evaluateAll((els) => els.map((e) => e.dataset.cell));
    const legal = (await legalCells(page)).map((c) => c.cell);
    for (const b of blockedCells) assert.ok(!legal.includes(b), `${b} is not both blocked and legal`);
    // Not by colour alone: a hatch pattern and a Troll mark.
    assert.equal(await blocked.first().locator('rect').getAttribute('fill'), 'url(#hatch)');
    assert.equal(await blocked.first().locator('.troll-mark').count(), 1);
    await page.screenshot({ path: screenshotPath('voluspa-troll-blocked') });
    // Deselect, then drag onto a blocked cell: refused, with the engine's reason.
    const box = await blocked.first().boundingBox();
    await page.locator(`.hand-tile[data-kind=${blockedKind}]`).first().click();
    const before = await actions(page);
    const tile = page.locator(`.hand-tile[data-kind=${blockedKind}]`).first();
    await beginDrag(page, tile);
    await endDrag(page, centre(box));
    const reason = page.locator('[data-testid=reason]');
    await reason.waitFor({ timeout: TIMEOUT });
    assert.match(await reason.textContent(), /next to a Troll/);
    assert.equal(await actions(page), before, 'nothing was played');
    // The ghost flies back and disappears.
    await page.waitForTimeout(400);
    assert.equal(await page.locator('.drag-ghost').evaluate((e) => getComputedStyle(e).visibility), 'hidden');
    watch.check();
    await context.close();
  });

  test('pass-and-play: the hand-off hides every hand; only the revealed hand is in the DOM', async () => {
    const { context, page, watch } = await open();
    await startGame(page, server.url, 'players=2&seed=42&tiles=base&names=Astrid,Bjørn');
    const firstName = await page.locator('#handoff-title').textContent();
    assert.match(firstName, /^Pass to (Astrid|Bjørn)$/);
    assert.equal(await page.locator('.hand-tile').count(), 0, 'no tile of any hand before the tap');
    await reveal(page);
    const first = await handKinds(page);
    assert.equal(await page.locator('.hand').count(), 1);
    assert.ok(first.length >= 5);
    await playStep(page);
    // Hand-off to the other player: nothing private in the DOM.
    await page.locator('[data-testid=handoff]').waitFor({ timeout: TIMEOUT });
    assert.notEqual(await page.locator('#handoff-title').textContent(), firstName);
    assert.equal(await page.locator('.hand-tile').count(), 0);
    assert.equal(await page.locator('[data-hand-index]').count(), 0);
    // The last move stays visible on the board behind the card.
    assert.ok(await page.locator('[data-last]').count() >= 1);
    await page.screenshot({ path: screenshotPath('voluspa-handoff-tablet') });
    await reveal(page);
    assert.equal(await page.locator('.hand').count(), 1, 'one hand only');
    watch.check();
    await context.close();
  });

  test('Jotunn bump: drop on a tile, choose the direction with the arrows', async () => {
    const { context, page, watch } = await open();
    // Seed 5, King of the Giants: the first player holds a Jotunn; the start tile is a Freya.
    await startGame(page, server.url, 'players=2&seed=5&tiles=king_of_the_giants');
    await reveal(page);
    await beginDrag(page, page.locator('.hand-tile[data-kind=Jo]').first());
    const bump = (await legalCells(page)).find((c) => c.kind === 'bump');
    assert.ok(bump, 'the start tile can be bumped');
    await endDrag(page, centre(bump.box));
    const arrows = page.locator('[data-push]');
    await arrows.first().waitFor({ timeout: TIMEOUT });
    assert.equal(await arrows.count(), 4);
    await page.screenshot({ path: screenshotPath('voluspa-jotunn-arrows') });
    await page.locator('[data-push=E]').click();
    await waitActions(page, 1);
    const [r, c] = bump.cell.split(',').map(Number);
    const tops = await boardTops(page);
    assert.ok(tops.includes(`${r},${c}=Jo`), tops.join(' '));
    assert.ok(tops.includes(`${r},${c + 1}=Fr`), `the Freya was pushed east: ${tops.join(' ')}`);
    watch.check();
    await context.close();
  });

  test('Jotunn bump: dropping near an edge of the tile pushes it that way', async () => {
    const { context, page, watch } = await open();
    await startGame(page, server.url, 'players=2&seed=5&tiles=king_of_the_giants');
    await reveal(page);
    await beginDrag(page, page.locator('.hand-tile[data-kind=Jo]').first());
    const bump = (await legalCells(page)).find((c) => c.kind === 'bump');
    // Near the top edge: push north.
    await endDrag(page, { x: bump.box.x + bump.box.width / 2, y: bump.box.y + bump.box.height * 0.12 });
    await waitActions(page, 1);
    const [r, c] = bump.cell.split(',').map(Number);
    const tops = await boardTops(page);
    assert.ok(tops.includes(`${r},${c}=Jo`) && tops.includes(`${r - 1},${c}=Fr`), tops.join(' '));
    watch.check();
    await context.close();
  });

  test('Raven: placed, then dragged once more to another cell', async () => {
    const { context, page, watch } = await open();
    // Seed 5, Master of Ravens: the first player holds a Raven.
    await startGame(page, server.url, 'players=2&seed=5&tiles=master_of_ravens');
    await reveal(page);
    await beginDrag(page, page.locator('.hand-tile[data-kind=Ra]').first());
    const first = (await legalCells(page)).find((c) => c.kind === 'place');
    await endDrag(page, centre(first.box));
    await waitActions(page, 1);
    assert.equal(await phase(page), 'RavenAgain');
    assert.ok((await boardTops(page)).includes(`${first.cell}=Ra`));
    const again = page.locator('.hand-tile[data-raven=again]');
    assert.equal(await again.count(), 1);
    await beginDrag(page, again);
    const second = (await legalCells(page)).find((c) => c.cell !== first.cell && c.kind === 'place');
    await endDrag(page, centre(second.box));
    await waitActions(page, 2);
    const tops = await boardTops(page);
    assert.ok(tops.includes(`${second.cell}=Ra`), tops.join(' '));
    assert.ok(!tops.includes(`${first.cell}=Ra`), 'the Raven left its first cell');
    assert.notEqual(await phase(page), 'RavenAgain');
    watch.check();
    await context.close();
  });

  test('rules help: every tile, each with a small board from notation that can be tried', async () => {
    const { context, page, watch } = await open();
    await page.goto(`${server.url}#/voluspa/rules`);
    const tiles = page.locator('.rule-tile');
    await tiles.nth(16).waitFor({ timeout: TIMEOUT });
    assert.equal(await tiles.count(), 17);
    for (let i = 0; i < 17; i++) {
      assert.ok(await tiles.nth(i).locator('.mini-board .stack').count() >= 1, `example ${i} has tiles`);
    }
    // The Troll's example shows blocked cells; Odin's can be tried.
    assert.ok(await page.locator('#tile-Tr [data-blocked]').count() >= 1);
    await page.locator('#tile-Od [data-legal]').first().click();
    const result = page.locator('#tile-Od .mini-result');
    await result.waitFor({ timeout: TIMEOUT });
    assert.match(await result.textContent(), /Odin scores \d+ point/);
    watch.check();
    await context.close();
  });

  test('keyboard: Enter on a hand tile chooses it', async () => {
    const { context, page, watch } = await open();
    await startGame(page, server.url, 'players=2&seed=42&tiles=base');
    await reveal(page);
    await page.locator('.hand-tile').first().focus();
    await page.keyboard.press('Enter');
    await page.locator('.hand-tile.selected').waitFor({ timeout: TIMEOUT });
    assert.ok(await page.locator('[data-legal]').count() > 0);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.hand-tile.selected'));
    watch.check();
    await context.close();
  });

  test('a full 2-player game by real drags, to the end screen and "play again"', { timeout: 4 * 60_000 }, async () => {
    const { context, page, watch } = await open({ viewport: { width: 1280, height: 900 } });
    await startGame(page, server.url, 'players=2&seed=42&tiles=base&names=Astrid,Bjørn');
    const t0 = Date.now();
    let steps = 0;
    while (await playStep(page)) {
      steps++;
      assert.ok(steps < 400, 'the game ends');
    }
    const took = (Date.now() - t0) / 1000;
    console.log(`full game: ${steps} steps through the UI in ${took.toFixed(1)} s`);
    const end = page.locator('[data-testid=end]');
    await end.waitFor({ timeout: TIMEOUT });
    assert.equal(await end.locator('.ranking li').count(), 2);
    await page.screenshot({ path: screenshotPath('voluspa-end-desktop') });
    await page.locator('[data-testid=play-again]').click();
    await page.locator('.vol-play[data-actions="0"]').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('[data-testid=end]').count(), 0);
    watch.check();
    await context.close();
  });
});

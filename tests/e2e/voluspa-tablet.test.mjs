// Völuspá on a tablet and a phone (issue #13's review): with a finger, a first tap shows
// what a cell scores and only a second tap (or "Place") places; the whole last turn can be
// taken back from the hand-off; the scoreboard wraps instead of cutting scores off; the
// hand-size chip counts what the hand shows; the last move is outlined in the mover's
// colour; a refusal goes away by itself; the player's zoom is kept after a move.
// Screenshots at 1024×768, 768×1024 and 390×844 land in tests/e2e/artifacts/.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { guard, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import { actions, boardTops, centre, legalCells, reveal, startGame, waitActions } from './voluspa-lib.mjs';

const LANDSCAPE = { width: 1024, height: 768 };
const PORTRAIT = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };

describe('Völuspá on tablets and phones', { timeout: 12 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  async function open(viewport, touch = true) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport, hasTouch: touch, isMobile: touch });
    const watch = guard(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const send = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [] });
    const tap = async (p) => {
      await send('touchStart', p);
      await send('touchEnd');
    };
    return { context, page, watch, tap };
  }

  async function tapReveal(page, tap) {
    const card = page.locator('[data-testid=handoff]');
    await card.waitFor({ timeout: TIMEOUT });
    await tap(centre(await card.boundingBox()));
    await page.locator('.vol-play[data-revealed=true]').waitFor({ timeout: TIMEOUT });
  }

  for (const [label, viewport] of [['landscape tablet', LANDSCAPE], ['portrait tablet', PORTRAIT], ['phone', PHONE]]) {
    test(`${label}: a first tap shows the score, a second tap places`, async () => {
      const { context, page, watch, tap } = await open(viewport);
      await startGame(page, server.url, 'players=2&seed=42&tiles=base');
      await tapReveal(page, tap);
      await tap(centre(await page.locator('.hand-tile[data-playable=true]').first().boundingBox()));
      await page.locator('[data-legal]').first().waitFor({ timeout: TIMEOUT });
      const cell = (await legalCells(page))[0];
      const at = centre(cell.box);
      // All legal cells are on screen, none under the hand panel (below the board, or its
      // column beside the board on a landscape tablet).
      const panel0 = await page.locator('.vol-bottom').boundingBox();
      for (const c of await legalCells(page)) {
        const b = c.box;
        assert.ok(b.y >= 0 && b.x >= 0, `cell ${c.cell} is on screen`);
        assert.ok(b.y + b.height <= panel0.y + 1 || b.x + b.width <= panel0.x + 1, `cell ${c.cell} is clear of the hand panel`);
      }
      await tap(at);
      const panel = page.locator('[data-testid=preview-panel]');
      await panel.waitFor({ timeout: TIMEOUT });
      assert.equal(await actions(page), 0, 'nothing is placed by the first tap');
      assert.match(await panel.textContent(), /^\+\d+: /);
      const badge = page.locator('[data-testid=preview-points]');
      assert.equal(await badge.count(), 1, 'the points are shown on the cell');
      // The explanation is not drawn over the board's tiles any more.
      assert.equal(await page.locator('.preview .line-label').count(), 0);
      // Badge and explanation do not cover each other.
      const [b, p] = [await badge.boundingBox(), await panel.boundingBox()];
      assert.ok(b.y >= p.y + p.height || b.y + b.height <= p.y || b.x >= p.x + p.width || b.x + b.width <= p.x,
        'the +N badge does not cover the explanation');
      assert.equal(await page.locator('[data-testid=place]').count(), 1, 'a "Place" button is offered');
      await page.screenshot({ path: screenshotPath(`voluspa-tap-preview-${label.replace(' ', '-')}`) });
      await tap(at);
      await waitActions(page, 1);
      assert.ok((await boardTops(page)).some((t) => t.startsWith(`${cell.cell}=`)));
      watch.check();
      await context.close();
    });
  }

  test('"Place" places the previewed tile; another cell moves the preview', async () => {
    const { context, page, watch, tap } = await open(LANDSCAPE);
    await startGame(page, server.url, 'players=2&seed=42&tiles=base');
    await tapReveal(page, tap);
    await tap(centre(await page.locator('.hand-tile[data-playable=true]').first().boundingBox()));
    await page.locator('[data-legal]').first().waitFor({ timeout: TIMEOUT });
    const [first, second] = await legalCells(page);
    await tap(centre(first.box));
    await page.locator(`[data-hover="${first.cell}"]`).waitFor({ timeout: TIMEOUT });
    await tap(centre(second.box));
    await page.locator(`[data-hover="${second.cell}"]`).waitFor({ timeout: TIMEOUT });
    assert.equal(await actions(page), 0);
    await tap(centre(await page.locator('[data-testid=place]').boundingBox()));
    await waitActions(page, 1);
    assert.ok((await boardTops(page)).some((t) => t.startsWith(`${second.cell}=`)));
    watch.check();
    await context.close();
  });

  test('the hand-off takes back the whole last turn until the next player taps', async () => {
    const { context, page, watch, tap } = await open(PORTRAIT);
    // Seed 40: no first move could change what its turn draws (no capture), so the engine
    // lets it be taken back (Game::quiet_since); with seed 42 a Skadi could capture.
    await startGame(page, server.url, 'players=2&seed=40&tiles=base&names=Astrid,Bjørn');
    await tapReveal(page, tap);
    const mover = await page.locator('.vol-play').getAttribute('data-to-move');
    const handBefore = await page.locator('.hand-tile').evaluateAll((els) => els.map((e) => e.dataset.kind));
    const tilesBefore = await boardTops(page);
    await tap(centre(await page.locator('.hand-tile[data-playable=true]').first().boundingBox()));
    await page.locator('[data-legal]').first().waitFor({ timeout: TIMEOUT });
    const at = centre((await legalCells(page))[0].box);
    await tap(at);
    await tap(at);
    await waitActions(page, 1);
    const undo = page.locator('[data-testid=undo-handoff]');
    await undo.waitFor({ timeout: TIMEOUT });
    const name = mover === '0' ? 'Astrid' : 'Bjørn';
    assert.equal(await undo.textContent(), `Undo ${name}'s last move`);
    await page.screenshot({ path: screenshotPath('voluspa-undo-offered-portrait') });
    await tap(centre(await undo.boundingBox()));
    await waitActions(page, 0);
    // The mover has the device again, with the tiles they had before the turn.
    await page.locator('.vol-play[data-revealed=true]').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('.vol-play').getAttribute('data-to-move'), mover);
    assert.deepEqual(await page.locator('.hand-tile').evaluateAll((els) => els.map((e) => e.dataset.kind)), handBefore);
    assert.deepEqual(await boardTops(page), tilesBefore);
    // Played again; once the next player has taken the tablet, there is no undo.
    await tap(centre(await page.locator('.hand-tile[data-playable=true]').first().boundingBox()));
    await page.locator('[data-legal]').first().waitFor({ timeout: TIMEOUT });
    await tap(at);
    await tap(at);
    await waitActions(page, 1);
    await tapReveal(page, tap);
    assert.equal(await page.locator('[data-testid=undo-handoff]').count(), 0);
    assert.equal(await page.locator('[data-testid=undo]').count(), 0, 'no undo of the other player\'s finished turn');
    watch.check();
    await context.close();
  });

  test('the scoreboard wraps with five long names; the chip counts the tiles the hand shows', async () => {
    const { context, page, watch, tap } = await open(PORTRAIT);
    const names = ['Sigríðr Þorsteinsdóttir', 'Ragnhildr Eiríksdóttir', 'Hallbjǫrn', 'Guðrún Ósvífrsdóttir', 'Þórbjǫrn'];
    await startGame(page, server.url, `players=5&seed=3&tiles=base&names=${names.map(encodeURIComponent).join(',')}`);
    await tapReveal(page, tap);
    const boxes = await page.locator('.scoreboard > li').evaluateAll((els) => els.map((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }));
    assert.equal(boxes.length, 6, 'five players and the pile');
    for (const b of boxes) assert.ok(b.left >= 0 && b.right <= PORTRAIT.width, `inside the screen: ${JSON.stringify(b)}`);
    assert.ok(new Set(boxes.map((b) => Math.round(b.top))).size > 1, 'the scoreboard wraps onto more lines');
    assert.equal(await page.locator('.score-seat.current').isVisible(), true);
    // The hand-size chip says what the hand shows (Hel included).
    const seat = await page.locator('.vol-play').getAttribute('data-to-move');
    const chip = await page.locator(`.score-seat[data-seat="${seat}"] .score-hand`).textContent();
    assert.equal(parseInt(chip, 10), await page.locator('.hand-tile').count());
    await page.screenshot({ path: screenshotPath('voluspa-scoreboard-5-portrait') });
    watch.check();
    await context.close();
  });

  test("the last move is outlined in the mover's colour; a refusal goes away; the player's zoom is kept", async () => {
    const { context, page, watch } = await open(LANDSCAPE, false);
    await startGame(page, server.url, 'players=2&seed=42&tiles=base');
    await reveal(page);
    const mover = Number(await page.locator('.vol-play').getAttribute('data-to-move'));
    const colour = await page.locator(`.score-seat[data-seat="${mover}"]`).evaluate((e) => e.style.getPropertyValue('--player').trim());
    await page.locator('.hand-tile[data-playable=true]').first().click();
    const cells = await legalCells(page);
    const c = centre(cells[0].box);
    await page.mouse.click(c.x, c.y);
    await waitActions(page, 1);
    const mover2 = await page.locator('.overlay').evaluate((e) => e.style.getPropertyValue('--mover').trim());
    assert.equal(mover2.toLowerCase(), colour.toLowerCase(), 'the outline uses the colour of the player who moved');
    await page.screenshot({ path: screenshotPath('voluspa-last-move-colour') });
    await reveal(page);
    // A refused move: the reason shows, then goes away by itself.
    await page.locator('.hand-tile[data-playable=true]').first().click();
    const box = await page.locator('[data-testid=board]').boundingBox();
    await page.mouse.click(box.x + 8, box.y + box.height - 8);
    const reason = page.locator('[data-testid=reason]');
    await reason.waitFor({ timeout: TIMEOUT });
    const r = await reason.boundingBox();
    assert.ok(r.y < box.y + box.height / 3, 'the reason sits near the top of the board, off the cells in play');
    await reason.waitFor({ state: 'detached', timeout: 8_000 });
    // Zoom in with the wheel, play: the zoom is kept while the new tile is on screen.
    await page.keyboard.press('Escape');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    const scale = Number(await page.locator('.layer').getAttribute('data-scale'));
    await page.locator('.hand-tile[data-playable=true]').first().click();
    const visible = (await legalCells(page)).filter((x) => x.box.x > box.x && x.box.y > box.y
      && x.box.x + x.box.width < box.x + box.width && x.box.y + x.box.height < box.y + box.height);
    assert.ok(visible.length > 0, 'a legal cell is on screen');
    const v = centre(visible[0].box);
    await page.mouse.click(v.x, v.y);
    await waitActions(page, 2);
    assert.equal(Number(await page.locator('.layer').getAttribute('data-scale')), scale, "the player's zoom is kept");
    watch.check();
    await context.close();
  });
});

// Helpers for the Völuspá end-to-end tests: start a game from a URL with a fixed seed,
// read the DOM's data attributes, and play with real pointer input (mouse or touch).
import { readFileSync } from 'node:fs';
import { TIMEOUT } from './helpers.mjs';

export const SLOT = 'skald.voluspa.game';

/** Opens a saved game from a fixture file of this folder (`voluspa-discard-down.json`…):
 * the start page first (storage belongs to the app's origin), the save put in its slot,
 * then the play route. */
export async function openSave(page, baseUrl, file) {
  const save = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
  await page.goto(`${baseUrl}#/voluspa`);
  await page.locator('h1').waitFor({ timeout: TIMEOUT });
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SLOT, save]);
  await page.goto(`${baseUrl}#/voluspa/play`);
}

/** Opens `#/voluspa/new?…&start=1` and waits for the play screen. */
export async function startGame(page, baseUrl, query) {
  await page.goto(`${baseUrl}#/voluspa/new?${query}&start=1`);
  await page.locator('.vol-play').waitFor({ timeout: TIMEOUT });
}

/** Taps the hand-off card if it is shown. */
export async function reveal(page) {
  const card = page.locator('[data-testid=handoff]');
  if (await card.count()) {
    await card.click();
    await page.locator('.vol-play[data-revealed=true]').waitFor({ timeout: TIMEOUT });
  }
}

export async function actions(page) {
  return Number(await page.locator('.vol-play').getAttribute('data-actions'));
}

export async function phase(page) {
  return page.locator('.vol-play').getAttribute('data-phase');
}

export async function waitActions(page, n) {
  await page.locator(`.vol-play[data-actions="${n}"]`).waitFor({ timeout: TIMEOUT });
}

export function centre(box) {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses on `from` and moves a little, so the drag starts (legal cells appear). */
export async function beginDrag(page, from) {
  const a = centre(await from.boundingBox());
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 4, a.y - 12, { steps: 2 });
  await page.mouse.move(a.x + 10, a.y - 40, { steps: 3 });
  return a;
}

/** Continues a drag to a point and releases. */
export async function endDrag(page, to, steps = 8) {
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

/** The legal cells now shown: [{cell, kind, box, onBoard}], those wholly on the board's box
 * first (a board too large for the screen at the smallest cell the app draws shows part of
 * itself: docs/voluspa-app.md, "Pan/zoom"). */
export async function legalCells(page) {
  return page.locator('[data-legal]').evaluateAll((els) => {
    const b = document.querySelector('[data-testid=board]').getBoundingClientRect();
    const cells = els.map((e) => {
      const r = e.getBoundingClientRect();
      const onBoard = r.left >= b.left && r.top >= b.top && r.right <= b.right && r.bottom <= b.bottom;
      return { cell: e.dataset.cell, kind: e.dataset.legal, box: { x: r.x, y: r.y, width: r.width, height: r.height }, onBoard };
    });
    return [...cells.filter((c) => c.onBoard), ...cells.filter((c) => !c.onBoard)];
  });
}

/** The cell's box on screen (a tile or a highlighted cell). */
export async function cellBox(page, cell) {
  return page.locator(`[data-legal][data-cell="${cell}"], .stack[data-cell="${cell}"]`).first().boundingBox();
}

export async function handKinds(page) {
  return page.locator('.hand-tile').evaluateAll((els) => els.map((e) => e.dataset.kind));
}

export async function boardTops(page) {
  return page.locator('.stack').evaluateAll((els) => els.map((e) => `${e.dataset.cell}=${e.dataset.top}`).sort());
}

/**
 * Plays one step of the game through the UI with real mouse drags: reveals the hand when
 * needed, discards when it must, ends Hermod turns, leaves Ravens, otherwise drags the
 * first playable tile onto a legal cell (the `pick`-th one). Returns false once the game is over.
 */
export async function playStep(page, { pick = (cells) => cells[0] } = {}) {
  if (await page.locator('[data-testid=end]').count()) return false;
  await reveal(page);
  const before = await actions(page);
  const ph = await phase(page);
  if (ph === 'RavenAgain') {
    await page.locator('[data-testid=skip-raven]').click();
  } else if (ph === 'HermodFollowUp') {
    await page.locator('[data-testid=end-turn]').click();
  } else if (await page.locator('.hand-tile.discardable').count()) {
    await page.locator('.hand-tile.discardable').first().click();
    await page.locator('[data-testid=discard]').click();
  } else {
    const tile = page.locator('.hand-tile[data-playable=true]:not(.spent)').first();
    await beginDrag(page, tile);
    await page.locator('[data-legal]').first().waitFor({ timeout: TIMEOUT });
    const cells = await legalCells(page);
    const target = pick(cells);
    await endDrag(page, centre(target.box));
    // A Jotunn dropped in the middle of a tile asks for a direction.
    const arrow = page.locator('[data-push]').first();
    if (target.kind === 'bump') {
      await page.waitForTimeout(50);
      if (await arrow.count()) await arrow.click();
    }
  }
  await page.waitForFunction(
    (n) => Number(document.querySelector('.vol-play')?.dataset.actions) > n || document.querySelector('[data-testid=end]'),
    before,
    { timeout: TIMEOUT },
  );
  return true;
}

// Moves by finger at the table of Völuspá and Odin, shared by the e2e tests of the table
// (decider, news): the play screen's root, taking the device, one legal move.
import { TIMEOUT } from './helpers.mjs';
import { legalCells } from './voluspa-lib.mjs';

export const ROOT = { voluspa: '.vol-play', odin: '.oplay', valda: '.vplay' };

export const attr = (page, game, name) => page.locator(ROOT[game]).getAttribute(name);

/** Taps the hand-off card if it is shown (a finger). */
export async function reveal(page, game) {
  const card = page.locator('[data-testid=handoff]');
  if (!(await card.count())) return;
  await card.tap();
  await page.locator(`${ROOT[game]}[data-revealed=true]`).waitFor({ timeout: TIMEOUT });
}

/** One legal move by finger: Völuspá a tile tapped then a legal cell (then "Place" if it
 * asks), or the Raven left, the Hermod turn ended, a tile discarded; Odin a card taken, a
 * pass, or the first playable card led. */
export async function move(page, game) {
  const before = Number(await attr(page, game, 'data-actions'));
  const tap = (sel) => page.locator(sel).first().tap();
  if (game === 'voluspa') {
    const phase = await attr(page, game, 'data-phase');
    if (phase === 'RavenAgain') await tap('[data-testid=skip-raven]');
    else if (phase === 'HermodFollowUp') await tap('[data-testid=end-turn]');
    else if (await page.locator('.hand-tile.discardable').count()) {
      await tap('.hand-tile.discardable');
      await tap('[data-testid=discard]');
    } else {
      await tap('.hand-tile[data-playable=true]:not(.spent)');
      await page.locator('[data-legal]').first().waitFor({ timeout: TIMEOUT });
      const [cell] = await legalCells(page);
      await page.touchscreen.tap(cell.box.x + cell.box.width / 2, cell.box.y + cell.box.height / 2);
      await page.waitForTimeout(100);
      if ((Number(await attr(page, game, 'data-actions')) === before) && (await page.locator('[data-testid=place]').count())) {
        await tap('[data-testid=place]');
      }
    }
  } else if (await page.locator('.take-card').count()) {
    await tap('.take-card');
  } else if (await page.locator('[data-testid=pass]').count()) {
    await tap('[data-testid=pass]');
  } else {
    await tap('.hand-card[data-playable=true]');
    await tap('[data-testid=play]:not([disabled])');
  }
  await page.locator(`${ROOT[game]}:not([data-actions="${before}"])`).waitFor({ timeout: TIMEOUT });
}

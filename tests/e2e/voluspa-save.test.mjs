// Völuspá saves: reload mid-turn, undo, corrupt and incompatible saves, export/import,
// remembered new-game settings; and the special tiles' flows not covered elsewhere
// (Hermod end turn, Freya boost, Skadi capture).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { guard, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import {
  SLOT, actions, beginDrag, boardTops, centre, endDrag, handKinds, legalCells, phase, playStep,
  openSave, reveal, startGame, waitActions,
} from './voluspa-lib.mjs';

describe('Völuspá saves and special tiles', { timeout: 20 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  async function open(options = {}) {
    const context = await browser.newContext({
      serviceWorkers: 'block', viewport: { width: 820, height: 1180 }, acceptDownloads: true, ...options,
    });
    const watch = guard(context);
    const page = await context.newPage();
    return { context, page, watch };
  }

  async function snapshot(page) {
    return {
      phase: await phase(page),
      actions: await actions(page),
      tops: await boardTops(page),
      hand: await handKinds(page),
      scores: await page.locator('[data-testid^=score-]').allTextContents(),
    };
  }

  test('reload mid-turn (Raven waiting for its second placement) restores the same state; undo takes it back', async () => {
    const { context, page, watch } = await open();
    await startGame(page, server.url, 'players=2&seed=5&tiles=master_of_ravens');
    await reveal(page);
    const handBefore = await handKinds(page);
    await beginDrag(page, page.locator('.hand-tile[data-kind=Ra]').first());
    const first = (await legalCells(page)).find((c) => c.kind === 'place');
    await endDrag(page, centre(first.box));
    await waitActions(page, 1);
    assert.equal(await phase(page), 'RavenAgain');
    const before = await snapshot(page);
    await page.reload();
    await page.locator('.vol-play').waitFor({ timeout: TIMEOUT });
    // After a reload the hand is private again until the player taps.
    assert.equal(await page.locator('.hand-tile').count(), 0);
    await reveal(page);
    assert.deepEqual(await snapshot(page), before);
    // Undo: the Raven goes back to the hand (nothing hidden was revealed this turn).
    await page.locator('[data-testid=undo]').click();
    await waitActions(page, 0);
    assert.equal(await phase(page), 'Play');
    assert.deepEqual(await handKinds(page), handBefore);
    assert.equal((await boardTops(page)).length, 1);
    // After a finished turn (a draw happened), no undo.
    await playStep(page);
    await playStep(page);
    await reveal(page);
    assert.equal(await page.locator('[data-testid=undo]').count(), 0);
    watch.check();
    await context.close();
  });

  test('a corrupt save gives a clear message, is kept aside, and the app still starts', async () => {
    const { context, page, watch } = await open();
    await page.goto(`${server.url}#/voluspa`);
    await page.locator('h1').waitFor({ timeout: TIMEOUT });
    const broken = '{"format":"skald-save","version":1,"game":"voluspa", this is not JSON';
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SLOT, broken]);
    await page.reload();
    const problem = page.locator('[data-testid=save-problem]');
    await problem.waitFor({ timeout: TIMEOUT });
    assert.match(await problem.textContent(), /could not be opened.*kept aside/);
    const store = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    assert.equal(store[SLOT], undefined, 'the slot is free for a new game');
    const kept = Object.keys(store).filter((k) => k.startsWith(`${SLOT}.unreadable.`));
    assert.equal(kept.length, 1);
    assert.equal(store[kept[0]], broken, 'the unreadable save is kept as it was');
    await page.screenshot({ path: screenshotPath('voluspa-corrupt-save') });
    // The app still works: a new game starts.
    await page.locator('[data-testid=new-game]').click();
    await page.locator('[data-testid=start]').click();
    await page.locator('.vol-play').waitFor({ timeout: TIMEOUT });
    // A save from a newer version: same treatment, its own message, the other kept save untouched.
    const newer = JSON.stringify({ format: 'skald-save', version: 99, game: 'voluspa', meta: {}, replay: {} });
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SLOT, newer]);
    // A page opened anew on the play screen (the game just started is taught, a first game on
    // the device, so its address is another: the page is not merely reloaded).
    await page.goto('about:blank');
    await page.goto(`${server.url}#/voluspa/play`);
    await problem.waitFor({ timeout: TIMEOUT });
    assert.match(await problem.textContent(), /newer version/);
    const after = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    assert.equal(Object.keys(after).filter((k) => k.startsWith(`${SLOT}.unreadable.`)).length, 2);
    assert.equal(after[kept[0]], broken);
    watch.check();
    await context.close();
  });

  test('export a game to a file and import it back', async () => {
    const { context, page, watch } = await open();
    await startGame(page, server.url, 'players=3&seed=9&tiles=base');
    await playStep(page);
    await playStep(page);
    await reveal(page);
    const before = await boardTops(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid=export]').click(),
    ]);
    assert.match(download.suggestedFilename(), /^voluspa-9\.skald\.json$/);
    const file = await download.path();
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    assert.equal(saved.format, 'skald-save');
    assert.equal(saved.replay.actions.length, 2);
    // Another device: empty storage, import the file.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}#/voluspa`);
    await page.locator('[data-testid=import]').setInputFiles(file);
    await page.locator('.vol-play').waitFor({ timeout: TIMEOUT });
    assert.equal(await actions(page), 2);
    assert.deepEqual(await boardTops(page), before);
    // A file that is not a save is refused with a message.
    await page.goto(`${server.url}#/voluspa`);
    await page.locator('[data-testid=import]').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}') });
    await page.locator('.vol-error').waitFor({ timeout: TIMEOUT });
    assert.match(await page.locator('.vol-error').textContent(), /cannot be opened: it is not a Skald save/);
    watch.check();
    await context.close();
  });

  test('the new-game screen remembers its choices', async () => {
    const { context, page, watch } = await open();
    await page.goto(`${server.url}#/voluspa/new`);
    await page.locator('[data-players="4"]').click();
    await page.locator('[data-seat="0"]').fill('Sigrún');
    await page.locator('[data-testid=tile-set]').selectOption('custom');
    await page.locator('label.check', { hasText: 'Jotunn' }).click();
    await page.locator('[data-testid=seed]').fill('777');
    await page.screenshot({ path: screenshotPath('voluspa-new-game-tablet'), fullPage: true });
    await page.reload();
    await page.locator('[data-testid=seed]').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('.seat').count(), 4);
    assert.equal(await page.locator('[data-seat="0"]').inputValue(), 'Sigrún');
    assert.equal(await page.locator('[data-testid=tile-set]').inputValue(), 'custom');
    assert.ok(await page.locator('label.check', { hasText: 'Jotunn' }).locator('input').isChecked());
    assert.equal(await page.locator('[data-testid=seed]').inputValue(), '777');
    await page.locator('[data-testid=start]').click();
    await page.locator('.vol-play').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('.score-seat').count(), 4);
    assert.match(await page.locator('.score-seat').first().textContent(), /Sigrún/);
    watch.check();
    await context.close();
  });

  test('Hermod: a follow-up is offered, and "End turn" ends it', async () => {
    const { context, page, watch } = await open();
    await startGame(page, server.url, 'players=2&seed=1&tiles=king_of_the_giants');
    await reveal(page);
    await beginDrag(page, page.locator('.hand-tile[data-kind=Hm]').first());
    await endDrag(page, centre((await legalCells(page))[0].box));
    await waitActions(page, 1);
    assert.equal(await phase(page), 'HermodFollowUp');
    // Follow-up targets respect Hermod's lines (the engine decides): choose a tile, see cells.
    const endTurn = page.locator('[data-testid=end-turn]');
    assert.equal(await endTurn.count(), 1);
    await endTurn.click();
    await waitActions(page, 2);
    await page.locator('[data-testid=handoff]').waitFor({ timeout: TIMEOUT });
    watch.check();
    await context.close();
  });

  test('Freya: dropped on a tile of the hand, it boosts that tile', async () => {
    const { context, page, watch } = await open();
    await startGame(page, server.url, 'players=2&seed=2&tiles=rise_of_the_serpents');
    await reveal(page);
    const freya = page.locator('.hand-tile[data-kind=Fr]').first();
    const thor = page.locator('.hand-tile[data-kind=Th]').first();
    await beginDrag(page, freya);
    await endDrag(page, centre(await thor.boundingBox()));
    await page.locator('.hand-tile[data-kind=Th][data-boosts="1"]').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('.hand-tile[data-kind=Fr][data-spent=true]').count(), 1);
    await page.screenshot({ path: screenshotPath('voluspa-freya-boost') });
    await beginDrag(page, page.locator('.hand-tile[data-kind=Th]').first());
    await endDrag(page, centre((await legalCells(page))[0].box));
    await waitActions(page, 1);
    assert.equal(await page.locator('.stack[data-top=Th] .tile-boost').count(), 1, 'the booster is shown on the board');
    watch.check();
    await context.close();
  });

  test('after capturing a boosted tile, the player discards down to five', async () => {
    const { context, page, watch } = await open();
    // A saved game (found by random self-play with the engine) stopped at that moment.
    await openSave(page, server.url, 'voluspa-discard-down.json');
    await page.locator('.vol-play').waitFor({ timeout: TIMEOUT });
    await reveal(page);
    assert.equal(await phase(page), 'DiscardDown');
    assert.match(await page.locator('[data-testid=prompt]').textContent(), /discard down to five/);
    assert.equal((await handKinds(page)).filter((k) => k !== 'He').length, 6);
    const n = await actions(page);
    await page.locator('.hand-tile.discardable').first().click();
    await page.screenshot({ path: screenshotPath('voluspa-discard-down') });
    await page.locator('[data-testid=discard]').click();
    await waitActions(page, n + 1);
    assert.notEqual(await phase(page), 'DiscardDown');
    watch.check();
    await context.close();
  });

  test("the end screen ranks a tie by who reached the score first, in players' words", async () => {
    const { context, page, watch } = await open();
    // A finished game (engine self-play, base tiles, seed 2) that ended 48 to 48.
    await openSave(page, server.url, 'voluspa-tied-end.json');
    const end = page.locator('[data-testid=end]');
    await end.waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('[data-testid=handoff]').count(), 0);
    assert.deepEqual(await end.locator('.ranking .points').allTextContents(), ['48 · 1st to reach it', '48 · 2nd to reach it']);
    assert.deepEqual(await end.locator('.ranking .name').allTextContents(), ['Bjørn', 'Astrid']);
    assert.match(await end.locator('h2').textContent(), /^Bjørn wins$/);
    assert.match(await end.textContent(), /reached the score first/);
    // The scoreboard says the same in short: no "48.2" that reads like a fraction.
    const scores = await page.locator('.score-value').allTextContents();
    assert.deepEqual([...scores].sort(), ['48 · 1st', '48 · 2nd']);
    await page.screenshot({ path: screenshotPath('voluspa-end-tie-tablet') });
    // The card can be put aside to look at the final board, and brought back.
    await page.locator('[data-testid=see-board]').click();
    assert.equal(await end.count(), 0);
    await page.locator('[data-testid=results]').click();
    await end.waitFor({ timeout: TIMEOUT });
    watch.check();
    await context.close();
  });

  test('Skadi captures a tile into the hand', async () => {
    const { context, page, watch } = await open();
    await startGame(page, server.url, 'players=2&seed=5&tiles=base');
    await reveal(page);
    await beginDrag(page, page.locator('.hand-tile[data-kind=Sk]').first());
    const cap = (await legalCells(page)).find((c) => c.kind === 'capture');
    assert.ok(cap);
    await endDrag(page, centre(cap.box));
    await waitActions(page, 1);
    assert.ok((await boardTops(page)).includes(`${cap.cell}=Sk`));
    // The next player is told on the hand-off that their Valkyrie left the board; the
    // log says so too, in words (no coordinates).
    await page.locator('[data-testid=handoff]').waitFor({ timeout: TIMEOUT });
    assert.match(await page.locator('[data-testid=since] li').last().textContent(), /played Skadi and took the Valkyrie into the hand, for \d+ points?\./);
    await reveal(page);
    await page.locator('text=Log').click();
    const log = await page.locator('[data-testid=log]').textContent();
    assert.match(log, /Skadi, taking the Valkyrie into the hand/);
    assert.doesNotMatch(log, /→|-?\d+,-?\d+/, 'no coordinates in the log');
    watch.check();
    await context.close();
  });
});

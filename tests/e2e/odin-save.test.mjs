// Odin saves: reload restores the game mid-turn (hidden hands stay hidden), undo of one's
// own action before the next player acts (also from the hand-off screen), a corrupt save
// kept aside, export and import of a game file, the new-game screen remembered, rules help.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { guard, screenshotPath, TIMEOUT, VIEWPORTS, withBrowser } from './helpers.mjs';
import { SLOT, act, actions, attr, handCards, reveal, startGame, tapCard } from './odin-lib.mjs';

const GAME = 'players=3&names=Astrid,Bjørn,Sigrún&target=one-hand&seed=236';

describe('Odin saves', { timeout: 10 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  async function open(options = {}) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: VIEWPORTS.tablet, ...options });
    const watch = guard(context);
    const page = await context.newPage();
    return { context, page, watch };
  }

  test('reload restores the game mid-turn, behind the hand-off screen', async () => {
    const { context, page, watch } = await open();
    await startGame(page, server.url, GAME);
    for (const a of ['play 5O', 'play 8O', 'pass', 'play 8R 8B', 'pass', 'play 8Y 7Y 2Y']) await act(page, a);
    assert.equal(await attr(page, 'data-phase'), 'take');
    await page.reload();
    await page.locator('.oplay').waitFor({ timeout: TIMEOUT });
    assert.equal(await actions(page), 6);
    assert.equal(await attr(page, 'data-phase'), 'take');
    // After a reload nobody's cards are shown until the player taps.
    await page.locator('[data-testid=handoff]').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('.hand-card').count(), 0);
    await reveal(page);
    assert.deepEqual(await handCards(page), ['8G', '6G', '5G', '5B', '3R', '3P']);
    await act(page, 'take 8R', 'drag');
    assert.equal(await attr(page, 'data-phase'), 'follow');
    assert.equal(await attr(page, 'data-to-move'), '0');
    watch.check();
    await context.close();
  });

  test('undo: within the turn, and from the hand-off screen before the next player acts', async () => {
    const { context, page, watch } = await open();
    await startGame(page, server.url, GAME);
    await act(page, 'play 5O');
    // Astrid led: the hand-off to Bjørn offers Astrid's undo.
    await page.locator('[data-testid=undo-handoff]').click();
    await page.locator('.oplay[data-actions="0"][data-revealed=true]').waitFor({ timeout: TIMEOUT });
    assert.equal(await attr(page, 'data-to-move'), '0');
    assert.equal((await handCards(page)).length, 9);
    for (const a of ['play 5O', 'play 8O', 'pass', 'play 8R 8B', 'pass', 'play 8Y 7Y 2Y']) await act(page, a);
    // Sigrún played and must take: she can undo the play.
    await page.locator('[data-testid=undo]').click();
    await page.locator('.oplay[data-actions="5"][data-phase=follow]').waitFor({ timeout: TIMEOUT });
    assert.equal(await attr(page, 'data-revealed'), 'true');
    await act(page, 'play 8Y 7Y 2Y');
    await act(page, 'take 8B');
    // Once Astrid has acted, Sigrún's moves can no longer be undone.
    await act(page, 'pass');
    await page.locator('[data-testid=handoff]').waitFor();
    const undo = page.locator('[data-testid=undo-handoff]');
    assert.match(await undo.textContent(), /Astrid/);
    await reveal(page);
    assert.equal(await page.locator('[data-testid=undo]').count(), 0, 'Bjørn cannot undo Astrid’s pass');
    watch.check();
    await context.close();
  });

  test('a corrupt save is kept aside and explained', async () => {
    const { context, page, watch } = await open();
    await page.goto(server.url + '#/');
    await page.evaluate((slot) => localStorage.setItem(slot, '{"format":"skald-save","version":1,"game":"odin","meta":{},"replay":{"nope":1}}'), SLOT);
    await page.goto(server.url + '#/odin/play');
    await page.locator('[data-testid=save-problem]').waitFor({ timeout: TIMEOUT });
    assert.match(await page.locator('[data-testid=save-problem]').textContent(), /kept aside/);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    assert.ok(!keys.includes('skald.odin.game'));
    assert.ok(keys.some((k) => k.startsWith('skald.odin.game.unreadable.')), keys.join());
    watch.check();
    await context.close();
  });

  test('export and import a game file', async () => {
    const { context, page, watch } = await open({ acceptDownloads: true });
    await startGame(page, server.url, GAME);
    for (const a of ['play 5O', 'play 8O', 'pass']) await act(page, a);
    await reveal(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid=export]').click(),
    ]);
    const path = await download.path();
    const saved = JSON.parse(readFileSync(path, 'utf8'));
    assert.match(download.suggestedFilename(), /^odin-236\.skald\.json$/);
    assert.equal(saved.game, 'odin');
    assert.equal(saved.replay.seed, 236);
    assert.equal(saved.replay.actions.length, 3);
    // A fresh browser imports it and continues where it was.
    const other = await open();
    await other.page.goto(server.url + '#/odin');
    await other.page.locator('[data-testid=import]').setInputFiles(path);
    await other.page.locator('.oplay[data-actions="3"]').waitFor({ timeout: TIMEOUT });
    assert.equal(await attr(other.page, 'data-to-move'), '0');
    // A file that is not a save is refused with a reason.
    await other.page.goto(server.url + '#/odin');
    await other.page.locator('[data-testid=import]').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('hello') });
    await other.page.locator('[data-testid=import-error]').waitFor({ timeout: TIMEOUT });
    assert.match(await other.page.locator('[data-testid=import-error]').textContent(), /not a Skald save/);
    // Files that parse but could not have been written by the app are refused in players'
    // words (no Rust type names), and nothing from the file is rendered as markup.
    const bad = [
      [(j) => { j.meta.seats = []; }, /names 0 players for a 3-player game/],
      [(j) => { j.meta.seats[1].color = 999999; }, /player 2 has a colour this app does not have/],
      [(j) => { j.meta.seats[2].color = j.meta.seats[0].color; }, /two players share the colour/],
      [(j) => { j.replay.seed = 1e30; }, /damaged or was edited by hand: a value is/],
      [(j) => { j.game = '<img src=x onerror=alert(1)>'; }, /save of another game \(<img src=x onerror=a/],
    ];
    for (const [edit, message] of bad) {
      const j = structuredClone(saved);
      edit(j);
      await other.page.goto(server.url + '#/odin');
      await other.page.locator('[data-testid=import]').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(j)) });
      const error = other.page.locator('[data-testid=import-error]');
      await error.waitFor({ timeout: TIMEOUT });
      const text = await error.textContent();
      assert.match(text, message);
      assert.doesNotMatch(text, /u64|usize|invalid type|expected/);
      assert.equal(await other.page.locator('[data-testid=import-error] img').count(), 0);
    }
    // The game in progress was not touched by the refused files.
    await other.page.goto(server.url + '#/odin/play');
    await other.page.locator('.oplay[data-actions="3"]').waitFor({ timeout: TIMEOUT });
    other.watch.check();
    await other.context.close();
    watch.check();
    await context.close();
  });

  test('the new-game screen remembers its choices', async () => {
    const { context, page, watch } = await open();
    await page.goto(server.url + '#/odin/new');
    await page.locator('[data-players="2"]').click();
    await page.locator('[data-seat="0"]').fill('Gudrun');
    await page.locator('[data-target="20"]').click();
    await page.locator('[data-testid=four-colours]').check();
    await page.locator('[data-testid=seed]').fill('42');
    await page.screenshot({ path: screenshotPath('odin-new-game-tablet') });
    await page.locator('[data-testid=start]').click();
    await page.locator('.oplay').waitFor({ timeout: TIMEOUT });
    await page.goto(server.url + '#/odin/new');
    await page.reload();
    await page.locator('[data-seat="0"]').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('[data-seat="0"]').inputValue(), 'Gudrun');
    assert.equal(await page.locator('[data-players="2"]').getAttribute('aria-pressed'), 'true');
    assert.equal(await page.locator('[data-target="20"]').getAttribute('aria-pressed'), 'true');
    assert.equal(await page.locator('[data-testid=four-colours]').isChecked(), true);
    assert.equal(await page.locator('[data-testid=seed]').inputValue(), '42');
    // The game was started with four colours: 36 cards, so every card is R, O, Y or G.
    await page.goto(server.url + '#/odin/play');
    await reveal(page);
    for (const c of await handCards(page)) assert.match(c, /^[1-9][ROYG]$/);
    watch.check();
    await context.close();
  });

  test('a link that changes only the hash of the new-game screen starts that game', async () => {
    const { context, page, watch } = await open();
    await page.goto(server.url + '#/odin/new');
    await page.locator('[data-testid=start]').waitFor({ timeout: TIMEOUT });
    await page.evaluate(() => { location.hash = '#/odin/new?players=4&seed=77&target=one-hand&start=1'; });
    await page.locator('.oplay').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('.oplay').getAttribute('data-actions'), '0');
    assert.equal(await page.locator('.oscores [data-seat]').count(), 4, 'four players');
    watch.check();
    await context.close();
  });

  test('rules help: live examples and a hand to try', async () => {
    const { context, page, watch } = await open({ viewport: VIEWPORTS.phone });
    await page.goto(server.url + '#/odin/rules');
    await page.locator('[data-testid=try-it]').waitFor({ timeout: TIMEOUT });
    assert.match(await page.locator('[data-example="2R 4R 9R"]').textContent(), /= 942/);
    const verdict = page.locator('[data-testid=try-verdict]');
    await tapCard(page, '6B');
    await tapCard(page, '1B');
    assert.equal(await verdict.textContent(), 'Value 61: this beats 53.');
    await tapCard(page, '1B');
    assert.match(await verdict.textContent(), /^Must have 2 or 3 cards, not 1$/);
    await page.screenshot({ path: screenshotPath('odin-rules-phone'), fullPage: true });
    watch.check();
    await context.close();
  });
});

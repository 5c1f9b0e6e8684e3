// Nothing a table played is lost (issue #42): an import over a game in progress asks first and
// keeps that game aside (listed on the home page, brought back by Continue); a browser whose
// storage is full pins a notice until a save succeeds, Export works from memory, and no move
// is lost once space is freed and the page reloaded; a save made under earlier rules of its
// game opens under the current ones; a file too large is refused by its size.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { guard, screenshotPath, TIMEOUT, waitForHome, withBrowser } from './helpers.mjs';
import * as odin from './odin-lib.mjs';
import * as vol from './voluspa-lib.mjs';

/** Fills the page's local storage until it refuses even one more character; gives the keys. */
async function fillStorage(page) {
  return page.evaluate(() => {
    const keys = [];
    for (let size = 1 << 20; size > 0 && keys.length < 10000;) {
      const key = `filler.${keys.length}`;
      try {
        localStorage.setItem(key, 'x'.repeat(size));
        keys.push(key);
      } catch {
        size >>= 1;
      }
    }
    return keys;
  });
}

const freeStorage = (page, keys) => page.evaluate((ks) => ks.forEach((k) => localStorage.removeItem(k)), keys);

describe('saves: nothing a table played is lost', { timeout: 10 * TIMEOUT }, () => {
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

  test('an import over a game in progress asks, keeps that game aside, and Continue brings it back', async () => {
    const { context, page, watch } = await open();
    await vol.startGame(page, server.url, 'players=2&seed=5&tiles=base&names=Astrid,Bjørn');
    for (let n = 0; n < 3; n++) await vol.playStep(page);
    await vol.waitActions(page, 3);
    await vol.reveal(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=export]').click()]);
    const file = JSON.parse(readFileSync(await download.path(), 'utf8'));
    assert.equal(file.replay.actions.length, 3);
    // The file without its last move: a valid game of the same seed, one move shorter.
    file.replay.actions.pop();
    const shorter = { name: 'shorter.skald.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) };

    await page.goto(`${server.url}#/voluspa`);
    const ask = page.locator('[data-testid=import-ask]');
    // Cancel: nothing changes.
    await page.locator('[data-testid=import]').setInputFiles(shorter);
    await ask.waitFor({ timeout: TIMEOUT });
    assert.match(await ask.innerText(), /A game of Völuspá is in progress \(3 moves played\)/);
    await page.screenshot({ path: screenshotPath('import-asks') });
    await page.locator('[data-testid=import-cancel]').click();
    assert.equal(await ask.count(), 0);
    assert.equal(JSON.parse(await page.evaluate((k) => localStorage.getItem(k), vol.SLOT)).replay.actions.length, 3);

    // Open it, keeping the game in progress aside.
    await page.locator('[data-testid=import]').setInputFiles(shorter);
    await page.locator('[data-testid=import-keep]').click();
    await vol.waitActions(page, 2);

    // The home page lists both; Continue on the one put aside brings it back.
    await page.goto(`${server.url}#/`);
    await waitForHome(page);
    const rows = page.locator('[data-testid=unfinished-games] li');
    await rows.nth(1).waitFor({ timeout: TIMEOUT });
    assert.equal(await rows.count(), 2);
    const kept = page.locator('[data-testid=unfinished-games] li[data-kept]');
    assert.match(await kept.innerText(), /Astrid and Bjørn · 3 moves .*put aside/);
    await page.screenshot({ path: screenshotPath('home-put-aside') });
    await kept.getByRole('button', { name: 'Continue Völuspá' }).click();
    await vol.waitActions(page, 3);

    // Now the imported game is the one put aside; discarding it asks once.
    await page.goto(`${server.url}#/`);
    await waitForHome(page);
    await kept.waitFor({ timeout: TIMEOUT });
    assert.match(await kept.innerText(), /2 moves/);
    await kept.locator('[data-testid=discard]').click();
    assert.match(await kept.innerText(), /Discard this game for good\?/);
    await kept.locator('[data-testid=discard-yes]').click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=unfinished-games] li').length === 1);
    const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('skald.voluspa.game')));
    assert.deepEqual(left, ['skald.voluspa.game']);

    // "Open it, and discard my game" replaces it, as asked.
    await page.goto(`${server.url}#/voluspa`);
    await page.locator('[data-testid=import]').setInputFiles(shorter);
    await page.locator('[data-testid=import-discard]').click();
    await vol.waitActions(page, 2);
    const after = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('skald.voluspa.game')));
    assert.deepEqual(after, ['skald.voluspa.game']);

    // A new game keeps the game in progress aside too, and says so before it starts.
    await page.goto(`${server.url}#/voluspa/new`);
    assert.match(await page.locator('.vol-new').innerText(), /put aside when this one starts/);
    await page.locator('[data-testid=start]').click();
    await vol.waitActions(page, 0);
    const kept2 = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('skald.voluspa.game.kept.')));
    assert.equal(kept2.length, 1);

    // A file too large is refused by its size, before it is read.
    await page.goto(`${server.url}#/voluspa`);
    await page.locator('[data-testid=import]').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.alloc(3 << 20, 32) });
    const error = page.locator('[data-testid=import-error]');
    await error.waitFor({ timeout: TIMEOUT });
    assert.match(await error.innerText(), /too large \(3,072 KiB; at most 1,024 KiB are read\)/);
    watch.check();
    await context.close();
  });

  test('with storage full the notice stays, Export works, and nothing is lost once space is freed', async () => {
    const { context, page, watch } = await open();
    await odin.startGame(page, server.url, 'players=3&names=Astrid,Bjørn,Sigrún&target=15&seed=797');
    await odin.reveal(page);
    await odin.act(page, odin.HAND_797[0]);
    const fillers = await fillStorage(page);
    const notice = page.locator('[data-testid=unsaved]');
    for (const a of odin.HAND_797.slice(1, 3)) {
      await odin.reveal(page);
      await odin.act(page, a);
    }
    await notice.waitFor({ timeout: TIMEOUT });
    assert.match(await notice.innerText(), /This game is not saved.*the last 2 moves are only on this screen/s);
    await page.screenshot({ path: screenshotPath('unsaved-notice') });
    // It stays (no timeout), above the hand-off too.
    await page.waitForTimeout(5000);
    assert.equal(await notice.count(), 1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=unsaved-export]').click()]);
    assert.equal(JSON.parse(readFileSync(await download.path(), 'utf8')).replay.actions.length, 3);
    // Still full: Try again keeps the notice.
    await page.locator('[data-testid=unsaved-retry]').click();
    assert.equal(await notice.count(), 1);

    // Space freed, then the page reloaded at once: the game is saved as the page goes.
    await freeStorage(page, fillers);
    await page.reload();
    await odin.waitActions(page, 3);
    assert.equal(await notice.count(), 0);

    // Full again: Try again after freeing space takes the notice away.
    const again = await fillStorage(page);
    await odin.reveal(page);
    await odin.act(page, odin.HAND_797[3]);
    await notice.waitFor({ timeout: TIMEOUT });
    assert.match(await notice.innerText(), /the last move is only on this screen/);
    await freeStorage(page, again);
    await page.locator('[data-testid=unsaved-retry]').click();
    await notice.waitFor({ state: 'detached', timeout: TIMEOUT });
    assert.equal(JSON.parse(await page.evaluate((k) => localStorage.getItem(k), odin.SLOT)).replay.actions.length, 4);
    watch.check();
    await context.close();
  });

  test('a save made under earlier rules of its game opens under the current ones', async () => {
    const { context, page, watch } = await open();
    await odin.startGame(page, server.url, 'players=3&names=Astrid,Bjørn,Sigrún&target=15&seed=797');
    for (const a of odin.HAND_797.slice(0, 2)) {
      await odin.reveal(page);
      await odin.act(page, a);
    }
    const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), odin.SLOT));
    const rules = save.rules;
    assert.ok(rules >= 1, 'saves say which rules made them');
    // The same game as the engine of rules N−1 wrote it.
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [odin.SLOT, JSON.stringify({ ...save, rules: rules - 1 })]);
    await page.goto(`${server.url}#/odin`);
    await page.goto(`${server.url}#/odin/play`);
    await odin.waitActions(page, 2);
    const note = page.locator('[data-testid=rules-note]');
    await note.waitFor({ timeout: TIMEOUT });
    assert.match(await note.innerText(), new RegExp(`saved under earlier rules of Odin \\(rules ${rules - 1}\\)\\. It goes on under the current rules \\(${rules}\\)`));
    await page.screenshot({ path: screenshotPath('rules-note') });
    await note.getByRole('button', { name: 'Close' }).click();
    assert.equal(await note.count(), 0);
    await odin.reveal(page);
    await odin.act(page, odin.HAND_797[2]);
    assert.equal(JSON.parse(await page.evaluate((k) => localStorage.getItem(k), odin.SLOT)).rules, rules, 'saved again under the current rules');

    // A save of newer rules is refused in words (and kept aside, offered on the home page).
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [odin.SLOT, JSON.stringify({ ...save, rules: rules + 1 })]);
    await page.goto(`${server.url}#/odin`);
    const problem = page.locator('[data-testid=save-problem]');
    await problem.waitFor({ timeout: TIMEOUT });
    assert.match(await problem.innerText(), new RegExp(`newer Skald .*rules ${rules + 1}.*reload the page`));
    await page.goto(`${server.url}#/`);
    const aside = page.locator('[data-testid=kept-aside] li[data-game=odin]');
    await aside.waitFor({ timeout: TIMEOUT });
    const [download] = await Promise.all([page.waitForEvent('download'), aside.locator('[data-testid=kept-export]').click()]);
    assert.equal(JSON.parse(readFileSync(await download.path(), 'utf8')).rules, rules + 1, 'the save as it was');
    watch.check();
    await context.close();
  });
});

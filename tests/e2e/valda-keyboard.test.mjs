// Valda by keyboard only (issue #14): the same 3-player game as valda-play.test.mjs (seed 3,
// the same policy), every hand-off revealed with Enter on the focused hand-off card and
// every decision — cards of the hand and cards to choose from, resources, draws, builds on
// the map and the village, attacks and defences — reached with Tab and taken with Enter,
// each showing its focus; the live region says what each step did. No mouse, no touch. It
// plays until the first attack has been answered and the second round has begun.
// Runs alone, not beside another e2e file (scripts/test.sh): it checks where focus is the moment each move is counted.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openPage, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import { attr, choose, kindOf, legal, perform, reveal, startGame, tabs } from './valda-lib.mjs';

describe('Valda by keyboard', { timeout: 6 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  test('a whole first round and an attack, by Tab and Enter only', async () => {
    const { context, page, watch } = await openPage(browser, { viewport: { width: 1180, height: 820 } });
    await startGame(page, server.url, 'players=3&names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn&seed=3&privacy=0&cards=builtin');
    const done = new Map();
    let handoffs = 0;
    let n = 0;
    for (; n < 150; n++) {
      if (await reveal(page, { keys: true })) handoffs++;
      const round = await page.locator('[data-testid=round]').textContent();
      if (/round 2\b/.test(round) && done.has('attack')) break;
      const action = choose(await legal(page), n);
      await perform(page, action, { keys: true });
      // Focus is never dropped on the page: it stays on a control or goes to the prompt.
      if (!(await page.locator('[data-testid=handoff]').count())) {
        const at = await page.evaluate(() => (document.activeElement === document.body ? 'body' : document.activeElement?.dataset.testid ?? document.activeElement?.tagName));
        assert.notEqual(at, 'body', `focus kept after ${JSON.stringify(action)}`);
      }
      // The polite live region says the lines the log gained: it ends with the latest one.
      const last = page.locator('[data-testid=recent] li').last();
      if (await last.count()) {
        const said = await page.locator('[data-testid=announce]').textContent();
        assert.ok(said.endsWith(await last.textContent()), `"${said}" says the latest line`);
      }
      done.set(kindOf(action), (done.get(kindOf(action)) ?? 0) + 1);
    }
    const kinds = Object.fromEntries(done);
    console.log(`# ${n} actions by keys (${tabs.count} Tab presses, ${handoffs} hand-offs): ${JSON.stringify(kinds)}`);
    for (const kind of ['build', 'play', 'card', 'take_resource', 'draw_two', 'attack', 'end_phase']) {
      assert.ok(done.has(kind), `a ${kind} was made by keys (${JSON.stringify(kinds)})`);
    }
    assert.ok(done.has('defend') || done.has('no_defence'), 'an attack was answered by keys');
    assert.ok(handoffs >= 3, `hand-offs revealed with Enter (${handoffs})`);
    assert.notEqual(await attr(page, 'data-prompt'), null);
    await page.screenshot({ path: screenshotPath('valda-keyboard') });
    await watch.check();
    await context.close();
  });
});

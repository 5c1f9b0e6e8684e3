// Valda through the UI on the release build: a whole 3-player game on a fixed seed played
// by taps (every phase, temples and a mine, attacks defended and hitting, a god weapon
// played in another player's turn, the end screen), with every hand-off checked to hide
// the hands; a card dragged by touch; reload in the middle of an attack; undo; a bad card
// list refused with its line numbers; screenshots at four sizes in light and dark; and the
// time to an interactive first screen (printed, not asserted).
//
// Seed 3 was found with `node tests/e2e/valda-seeds.mjs` (the same policy on the shipped
// engine module): its 201 actions build temples and a mine, and see an attack defended, an
// attack hit and a god weapon played in another player's turn.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { guard, screenshotPath, TIMEOUT, VIEWPORTS, withBrowser } from './helpers.mjs';
import { actions, attr, choose, kindOf, legal, perform, reveal, startGame, waitActions } from './valda-lib.mjs';
import { grip, touchInput } from './odin-lib.mjs';

const NAMES = 'names=Astrid,Bjørn,Sigrún';
const SEATS = ['Astrid', 'Bjørn', 'Sigrún'];

/** The centre of an element. */
async function centre(locator) {
  const b = await locator.boundingBox();
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** Hand sizes shown in the villages. */
async function handSizes(page) {
  return page.locator('.vvillage [data-testid=hand-size]').evaluateAll((els) => els.map((e) => parseInt(e.textContent, 10)));
}

/** One step of the policy through the UI: the hand-off if due (checked), then the action.
 * Returns the action, or null when the game is over. */
async function step(page, n, options = {}) {
  if ((await attr(page, 'data-to-move')) === null) return null;
  await reveal(page);
  // Only the hand of the player deciding is in the DOM.
  const seat = Number(await attr(page, 'data-to-move'));
  const shown = await page.locator('.hand-card').count();
  assert.equal(shown, (await handSizes(page))[seat], 'the hand shown is the decider\'s');
  const action = choose(await legal(page), n);
  await perform(page, action, { drag: options.drag?.(action) ?? false });
  return action;
}

describe('Valda play', { timeout: 30 * TIMEOUT }, () => {
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

  test('a whole 3-player game by taps, every hand-off hiding the hands', async (t) => {
    const { context, page, watch } = await open({ viewport: { width: 1180, height: 820 } });
    await startGame(page, server.url, `players=3&${NAMES}&seed=3&privacy=0&cards=builtin`);
    assert.equal(await page.locator('.vdomain').count(), 7);
    assert.equal(await page.locator('.vvillage').count(), 3);
    await page.locator('[data-testid=handoff]').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('[data-card]').count(), 0, 'no card behind the first hand-off');
    const kinds = new Set();
    let handoffs = 0;
    let shots = 0;
    let dragged = 0;
    let otherDecides = false;
    let keepChecked = false;
    let summaries = 0;
    // The first two builds are dragged from the tray (a temple onto its domain, or a mine
    // into the village); the others are tapped.
    const drag = (a) => kindOf(a) === 'build' && dragged < 2 && ++dragged > 0;
    for (let n = 0; n < 1000; n++) {
      if ((await page.locator('[data-testid=handoff]').count())) {
        handoffs++;
        // After the first turn, the hand-off says what happened since the next player's last turn.
        if ((await actions(page)) > 0 && (await page.locator('[data-testid=since] li').count()) > 0) summaries++;
      }
      const prompt = await attr(page, 'data-prompt');
      if (shots < 1 && prompt === '"defend"') {
        // The defender holds the tablet: the attack, and their shields to choose from.
        await page.screenshot({ path: screenshotPath('valda-attack-handoff-tablet-landscape') });
        await reveal(page);
        assert.match(await page.locator('[data-testid=fight-line]').innerText(), /attacks/);
        // The defender is named first, and the hand says it is theirs.
        const defender = SEATS[Number(await attr(page, 'data-to-move'))];
        assert.equal(await page.locator('[data-testid=decider]').innerText(), defender);
        assert.equal(await page.locator('.vcards.hand').getAttribute('aria-label'), `${defender}'s hand`);
        await page.screenshot({ path: screenshotPath('valda-defend-tablet-landscape') });
        shots++;
      }
      const toMove = await attr(page, 'data-to-move');
      if (!otherDecides && toMove !== null && toMove !== (await attr(page, 'data-active')) && (await attr(page, 'data-revealed')) === 'true') {
        // Someone decides in another player's turn (an attacker): they are named, not the
        // player whose turn it is.
        assert.equal(await page.locator('[data-testid=decider]').innerText(), SEATS[Number(toMove)]);
        assert.equal(await page.locator('.vcards.hand').getAttribute('aria-label'), `${SEATS[Number(toMove)]}'s hand`);
        await page.screenshot({ path: screenshotPath('valda-other-decides-tablet-landscape') });
        otherDecides = true;
      }
      if (!keepChecked && prompt?.includes('keep_god_card') && (await attr(page, 'data-revealed')) === 'true') {
        // Keeping one of two cards: each card's button says "Keep …" over its text in full; a
        // tap on a card shows it in full and keeps nothing.
        const keep = await page.locator('[data-testid=previews] button:has([data-kind=keep]) strong').allInnerTexts();
        assert.equal(keep.length, 2);
        assert.ok(keep.every((k) => /^Keep \S/.test(k)), keep.join(' | '));
        const before = await actions(page);
        await page.locator('.choice-card').first().click();
        await page.locator('[data-testid=chosen-text]').waitFor({ timeout: TIMEOUT });
        assert.equal(await actions(page), before, 'a tap alone keeps no card');
        await page.screenshot({ path: screenshotPath('valda-keep-one-tablet-landscape') });
        keepChecked = true;
      }
      const a = await step(page, n, { drag });
      if (a === null) break;
      kinds.add(kindOf(a));
    }
    assert.equal(await attr(page, 'data-to-move'), null, 'the game ended');
    const end = page.locator('[data-testid=end]');
    await end.waitFor({ timeout: TIMEOUT });
    assert.equal(await end.locator('tbody tr').count(), 3);
    assert.match(await end.locator('h2').innerText(), /becomes a god|share the victory/);
    await page.screenshot({ path: screenshotPath('valda-end-tablet-landscape') });
    for (const k of ['build', 'attack', 'defend', 'weapon', 'take_resource', 'end_phase']) {
      assert.ok(kinds.has(k), `the game had a ${k}`);
    }
    await page.locator('[data-testid=end] a[href="#/"]').waitFor();
    // The log tells every part of the story.
    await page.locator('[data-testid=end-log]').click();
    const log = await page.locator('[data-testid=log]').innerText();
    assert.match(log, /builds a temple of/);
    assert.match(log, /builds a mine/);
    assert.match(log, /: a hit/);
    assert.match(log, /: stopped/);
    assert.match(log, /safe zone|follower/);
    t.diagnostic(`${await actions(page)} actions, ${handoffs} hand-offs`);
    assert.equal(await actions(page), 201, 'the policy plays 201 actions on seed 3');
    assert.ok(handoffs >= 18, `a hand-off at least at each of the 18 turns (${handoffs})`);
    assert.equal(dragged, 2, 'two builds were dragged from the tray');
    assert.equal(shots, 1, 'a defence was asked');
    assert.ok(otherDecides, 'someone decided in another player\'s turn, named as the decider');
    assert.ok(keepChecked, 'a card was kept of two, after a confirm');
    assert.ok(summaries >= handoffs - 2, `a summary at every hand-off after the first moves (${summaries} of ${handoffs})`);
    await watch.check();
    await context.close();
  });

  test('a card dragged by touch is played; undo takes back a quiet step', async () => {
    const { context, page, watch } = await open({ hasTouch: true, isMobile: true, viewport: VIEWPORTS.tablet });
    await startGame(page, server.url, `players=3&${NAMES}&seed=3`);
    const touch = await touchInput(context, page);
    // Play the policy until Astrid may play an action card in her game phase.
    for (let n = 0; n < 40; n++) {
      if ((await page.locator('[data-testid=handoff]').count())) {
        await touch.tap(await centre(page.locator('[data-testid=handoff]')));
        await page.locator('.vplay[data-revealed=true]').waitFor({ timeout: TIMEOUT });
      }
      const l = await legal(page);
      if (l.some((a) => kindOf(a) === 'play' && !a.play.open)) break;
      await perform(page, choose(l, n));
    }
    // Undo: a resource taken for an action is quiet (nothing revealed) and can be taken back.
    const take = (await legal(page)).find((a) => kindOf(a) === 'take_resource');
    assert.ok(take, 'a resource can be taken');
    const n0 = await actions(page);
    assert.equal(await page.locator('[data-testid=undo]').count(), 0, 'the draw step revealed cards: no undo');
    await perform(page, take);
    await page.locator('[data-testid=undo]').click();
    await waitActions(page, n0);
    assert.equal(await attr(page, 'data-undo'), '0');
    // Drag an action card onto the table with a finger: it is played.
    const l = await legal(page);
    const play = l.find((a) => kindOf(a) === 'play' && !a.play.open);
    assert.ok(play, 'an action card can be played');
    assert.equal(l.filter((a) => kindOf(a) === 'play' && a.play.card === play.play.card).length, 1);
    const before = await actions(page);
    const name = await page.locator(`.hand-card[data-card="${play.play.card}"] .vcard-name`).first().textContent();
    const from = await grip(page.locator(`.hand-card[data-card="${play.play.card}"]`).first());
    const table = await page.locator('.vmap').boundingBox();
    await touch.drag(from, { x: table.x + table.width / 2, y: table.y + 40 }, 12);
    await waitActions(page, before + 1);
    assert.ok((await page.locator('[data-testid=recent]').innerText()).includes(`Astrid plays ${name}`));
    await watch.check();
    await context.close();
  });

  test('the trade panel opens on a trade the engine allows, and starts again after a trade', async () => {
    const { context, page, watch } = await open({ viewport: { width: 1180, height: 820 } });
    await startGame(page, server.url, `players=3&${NAMES}&seed=3&privacy=0&cards=builtin`);
    const trade = page.locator('[data-testid=trade]');
    let seen = 0;
    for (let n = 0; n < 400 && seen < 2; n++) {
      await reveal(page);
      if (await trade.count()) {
        // Folded under its button (what ends the phase stays in sight): opened.
        if (!(await page.locator('[data-testid=trade][open]').count())) await page.locator('[data-testid=trade] > summary').click();
        // Whatever the decider holds, the panel offers a trade they may make, and says what
        // they will hold after it.
        assert.equal(await page.locator('[data-testid=trade-button]').isDisabled(), false, 'the trade offered is allowed');
        assert.match(await page.locator('[data-testid=trade-after]').innerText(), /^You will then hold /);
        if (seen === 0) await page.screenshot({ path: screenshotPath('valda-trade-tablet-landscape') });
        const before = await actions(page);
        await page.locator('[data-testid=trade-button]').click();
        await waitActions(page, before + 1);
        // The panel starts again from what the decider holds now: again a trade they may make.
        if (await trade.count()) {
          assert.equal(await page.locator('[data-testid=trade-button]').isDisabled(), false, 'again a trade that is allowed');
        }
        seen++;
        continue;
      }
      if ((await step(page, n)) === null) break;
    }
    assert.ok(seen >= 1, 'a trade was offered in the game');
    watch.check();
    await context.close();
  });

  test('reload in the middle of an attack shows the same prompt', async () => {
    const { context, page, watch } = await open();
    await startGame(page, server.url, `players=3&${NAMES}&seed=3`);
    let prompt = null;
    for (let n = 0; n < 400; n++) {
      await reveal(page);
      prompt = await attr(page, 'data-prompt');
      if (prompt && (prompt.includes('slot') || prompt.includes('defend')) && (await attr(page, 'data-phase')) === 'attack') break;
      await perform(page, choose(await legal(page), n));
    }
    assert.match(prompt, /slot|defend/);
    const seat = await attr(page, 'data-to-move');
    const done = await actions(page);
    await page.reload();
    await page.locator('.vplay').waitFor({ timeout: TIMEOUT });
    assert.equal(await actions(page), done);
    assert.equal(await attr(page, 'data-to-move'), seat);
    assert.equal(await attr(page, 'data-phase'), 'attack');
    await reveal(page);
    assert.equal(await attr(page, 'data-prompt'), prompt);
    assert.equal(await page.locator('[data-testid=controls]').getAttribute('data-prompt'), prompt);
    await page.screenshot({ path: screenshotPath('valda-attack-after-reload-tablet') });
    await watch.check();
    await context.close();
  });

  test('privacy mode: every other player is asked at each window, with nothing to give away', async () => {
    const { context, page, watch } = await open();
    await startGame(page, server.url, `players=3&${NAMES}&seed=3&privacy=1`);
    // The opening roll opened the die_rolled window: Bjørn is asked though he holds nothing.
    assert.equal(await attr(page, 'data-to-move'), '1');
    assert.match(await page.locator('[data-testid=handoff]').innerText(), /Pass to Bjørn/);
    await reveal(page);
    assert.deepEqual(await legal(page), ['pass', 'mute']);
    assert.match(await page.locator('[data-testid=ask]').innerText(), /a die was rolled/);
    await perform(page, 'pass');
    // Then Sigrún, then the tablet goes back to Astrid.
    assert.equal(await attr(page, 'data-to-move'), '2');
    await reveal(page);
    await perform(page, 'mute');
    assert.equal(await attr(page, 'data-to-move'), '0');
    assert.match(await page.locator('[data-testid=handoff]').innerText(), /Pass to Astrid/);
    await watch.check();
    await context.close();
  });

  test('export and import a game file', async () => {
    const { context, page, watch } = await open({ acceptDownloads: true });
    await startGame(page, server.url, `players=3&${NAMES}&seed=3`);
    for (let n = 0; n < 5; n++) {
      await reveal(page);
      await perform(page, choose(await legal(page), n));
    }
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=export]').click()]);
    const saved = JSON.parse(readFileSync(await download.path(), 'utf8'));
    assert.match(download.suggestedFilename(), /^valda-3\.skald\.json$/);
    assert.equal(saved.game, 'valda');
    assert.equal(saved.replay.actions.length, 5);
    const other = await open();
    await other.page.goto(`${server.url}#/valda`);
    await other.page.locator('[data-testid=import]').setInputFiles(await download.path());
    await other.page.locator('.vplay[data-actions="5"]').waitFor({ timeout: TIMEOUT });
    assert.equal(await attr(other.page, 'data-to-move'), await attr(page, 'data-to-move'));
    // A save whose log the engine refuses is refused in words.
    saved.replay.actions[0] = { build: { building: 'mine', skip: { gold: 0, diamond: 0, blood: 0 } } };
    await other.page.goto(`${server.url}#/valda`);
    await other.page.locator('[data-testid=import]').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(saved)) });
    await other.page.locator('[data-testid=import-error]').waitFor({ timeout: TIMEOUT });
    assert.match(await other.page.locator('[data-testid=import-error]').textContent(), /cannot replay it/);
    await other.watch.check();
    await other.context.close();
    await watch.check();
    await context.close();
  });

  test('a card list with mistakes is refused line by line; the game keeps its cards', async () => {
    const { context, page, watch } = await open();
    await page.goto(`${server.url}#/valda/new`);
    await page.locator('[data-testid=card-file]').waitFor({ timeout: TIMEOUT });
    const header = 'id\tdeck\ttype\tname\tcount\tcosts_action\tattack_power\tdefence_power\teffect\ttext\tsource';
    const good = 'base.chest\tbase\taction\tChest\t4\tyes\t-\t-\tgain(gold,2)\tTake 2 gold.\tmine';
    const bad = 'base.bad\tbase\taction\tBad\t4\tyes\t-\t-\tgain(gold,)\tBroken.\tmine';
    await page.locator('[data-testid=card-file]').setInputFiles({
      name: 'my-cards.tsv', mimeType: 'text/tab-separated-values', buffer: Buffer.from([header, good, bad, ''].join('\n')),
    });
    const errors = page.locator('[data-testid=card-list-errors]');
    await errors.waitFor({ timeout: TIMEOUT });
    const text = await errors.innerText();
    assert.match(text, /my-cards\.tsv/);
    assert.match(text, /line 3/);
    assert.match(await page.locator('[data-testid=card-set]').innerText(), /built-in set of 141/);
    // Nothing from the file is rendered as markup.
    await page.locator('[data-testid=card-file]').setInputFiles({
      name: '<img src=x onerror=alert(1)>.tsv', mimeType: 'text/plain', buffer: Buffer.from('<b>bold</b>\n'),
    });
    await page.locator('[data-testid=card-list-errors]').waitFor();
    assert.equal(await page.locator('[data-testid=card-list-errors] img, [data-testid=card-list-errors] b').count(), 0);
    await page.screenshot({ path: screenshotPath('valda-card-list-errors') });
    await watch.check();
    await context.close();
  });

  test('a game with a card list of its own plays on after a reload, and from its file (the list read by the worker engine)', async () => {
    // The play screen's build holds no card-list reader: the worker engine that holds it
    // reads the list (app/src/valda/card_lists.rs) — in the form, for the saved game when
    // the page starts, and for a game file before it is imported.
    const { context, page, watch } = await open({ acceptDownloads: true });
    await page.goto(`${server.url}#/valda/new?players=2&names=Astrid,Bj%C3%B8rn&seed=3&privacy=0`);
    const tsv = readFileSync(new URL('../../engine/data/valda-cards.tsv', import.meta.url), 'utf8')
      .replace('\tgain(gold,2)\tTake 2 gold', '\tgain(gold,5)\tTake 5 gold');
    await page.locator('[data-testid=card-file]').setInputFiles({ name: 'printing.tsv', mimeType: 'text/tab-separated-values', buffer: Buffer.from(tsv) });
    await page.locator('[data-testid=card-list-ok]').waitFor({ timeout: TIMEOUT });
    assert.match(await page.locator('[data-testid=card-list-ok]').innerText(), /printing\.tsv/);
    await page.locator('[data-testid=start]').click();
    // A first game on the device is taught ("Teach me" is ticked): the teaching build, which
    // has no card-list reader either, plays it once it is loaded.
    await page.locator('.vplay').waitFor({ timeout: TIMEOUT });
    for (let n = 0; n < 3; n++) {
      await reveal(page);
      await perform(page, choose(await legal(page), n));
    }
    await page.reload();
    await page.locator('.vplay[data-actions="3"]').waitFor({ timeout: TIMEOUT });
    await reveal(page);
    await perform(page, choose(await legal(page), 3));
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=export]').click()]);
    const other = await open();
    await other.page.goto(`${server.url}#/valda`);
    await other.page.locator('[data-testid=import]').setInputFiles(await download.path());
    await other.page.locator('.vplay[data-actions="4"]').waitFor({ timeout: TIMEOUT });
    const saved = await other.page.evaluate(() => JSON.parse(localStorage.getItem('skald.valda.game')));
    assert.match(saved.replay.config.cards.custom, /gain\(gold,5\)/, 'the imported game plays the printing');
    await other.watch.check();
    await other.context.close();
    await watch.check();
    await context.close();
  });

  test('screenshots at phone, tablet (both ways) and desktop, light and dark; first screen time', async (t) => {
    const sizes = {
      phone: VIEWPORTS.phone,
      'tablet-portrait': VIEWPORTS.tablet,
      'tablet-landscape': { width: VIEWPORTS.tablet.height, height: VIEWPORTS.tablet.width },
      desktop: VIEWPORTS.desktop,
    };
    for (const [name, viewport] of Object.entries(sizes)) {
      for (const colorScheme of ['light', 'dark']) {
        const { context, page, watch } = await open({ viewport, colorScheme });
        await startGame(page, server.url, `players=3&${NAMES}&seed=3`);
        if (name === 'tablet-landscape' && colorScheme === 'light') {
          await page.waitForFunction(() => performance.getEntriesByName('skald:table').length > 0);
          const ms = await page.evaluate(() => Math.round(performance.getEntriesByName('skald:table')[0].startTime));
          t.diagnostic(`Valda first screen interactive ${ms} ms after navigation`);
        }
        // Into the game phase, with cards on show.
        for (let n = 0; n < 4; n++) {
          await reveal(page);
          const l = await legal(page);
          if (l.some((a) => kindOf(a) === 'take_resource')) break;
          await perform(page, choose(l, n));
        }
        await reveal(page);
        // Nothing scrolls but the table itself.
        const overflow = await page.evaluate(() => document.scrollingElement.scrollHeight - innerHeight);
        assert.ok(overflow <= 1, `${name}: the page does not scroll (${overflow}px)`);
        await page.screenshot({ path: screenshotPath(`valda-${name}-${colorScheme}`) });
        await watch.check();
        await context.close();
      }
    }
  });

  test('rules help: the gods at each level and the gallery of every card', async () => {
    const { context, page, watch } = await open();
    await page.goto(`${server.url}#/valda/rules`);
    await page.locator('[data-testid=gallery]').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('[data-testid=abilities] tbody tr').count(), 7);
    const all = await page.locator('[data-testid=gallery] .vcard').count();
    assert.ok(all > 50, `${all} distinct cards`);
    await page.getByRole('button', { name: 'God weapon' }).click();
    const weapons = await page.locator('[data-testid=gallery] .vcard').evaluateAll((els) => els.map((e) => e.dataset.type));
    assert.ok(weapons.length > 0 && weapons.every((t) => t === 'god-weapon'));
    await page.screenshot({ path: screenshotPath('valda-rules'), fullPage: true });
    await watch.check();
    await context.close();
  });
});

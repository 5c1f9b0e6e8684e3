// The coach in the UI (issue #45, docs/coach.md): "Teach me" on the new-game form (on for a
// first game), `teach=1` loading the teaching build and its coach words (and a game without
// teaching fetching none), and the note under the decision — by touch, at 390×844 and
// 1024×768, in English and German: only after the hand-off, with the decider's real numbers
// (read back from the engine module replaying the saved game), no hidden card of another
// seat, every legal action covered once, folded on a phone without pushing the hand off
// screen or scrolling sideways, its moment said in the live region, its rule link opening
// the rules help at that section, axe 0, a hand-off only when another player decides; then
// Völuspá's and Valda's notes at a tablet. A teaching build is the taught play screen alone:
// the new-game form that deals is the game's build, and a note's rule opens the rules help
// in the build that holds it (Valda's: valda-read), whose way back starts the teaching build
// again, with the same game and note, without downloading it again.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { screenshotPath, TIMEOUT, withBrowser, guard } from './helpers.mjs';
import { act, HAND_797, waitActions } from './odin-lib.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const dist = new URL('../../dist/engine/', import.meta.url);
const engine = await import(new URL('skald.js', dist));
await engine.default({ module_or_path: await readFile(new URL('skald_bg.wasm', dist)) });

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };
const COLOURS = {
  en: { R: 'red', O: 'orange', Y: 'yellow', G: 'green', B: 'blue', P: 'purple' },
  de: { R: 'rot', O: 'orange', Y: 'gelb', G: 'grün', B: 'blau', P: 'lila' },
};
const TAP = { en: /tap to see your cards/, de: /tippe, um deine Karten zu sehen/ };

/** axe's violations on the page as it is, in words (empty: none). */
async function scan(page) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.addScriptTag({ path: AXE });
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
  const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), TAGS);
  return result.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The saved game of `slot`, replayed by the engine module. */
async function savedGame(page, slot, Game) {
  const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), slot));
  return Game.fromReplay(JSON.stringify(save.replay));
}

/** The note's parts as shown. */
async function noteOf(page) {
  const coach = page.locator('[data-testid=coach]');
  await coach.waitFor({ timeout: TIMEOUT });
  return {
    kind: await coach.getAttribute('data-kind'),
    moment: await page.locator('[data-testid=coach-moment]').textContent(),
    text: await coach.locator('details').textContent(),
    actions: (await coach.locator('.coach-choices li').evaluateAll((els) => els.map((e) => e.dataset.actions)))
      .flatMap((a) => a.split(',').map(Number)),
    announced: await page.locator('[data-testid=coach-announce]').textContent(),
    after: (await coach.locator('[data-testid=coach-after]').count()) ? await coach.locator('[data-testid=coach-after]').textContent() : null,
  };
}

/** Checks the note of Odin's decision now on screen against the engine's view for the decider. */
async function checkOdinNote(page, lang) {
  const g = await savedGame(page, 'skald.odin.game', engine.OdinGame);
  const me = g.toMove();
  const view = g.view({ player: me });
  const note = await noteOf(page);
  // Its numbers are the decider's: the cards they may take back (a take), the middle's
  // value, or (leading) the cards in hand.
  const value = view.middle_value ?? view.middleValue;
  const takeFrom = view.take_from ?? view.takeFrom ?? [];
  if (view.phase === 'take') {
    assert.ok(takeFrom.length > 1, `a take from a set of several cards: ${takeFrom}`);
    for (const card of takeFrom) {
      assert.match(note.moment, new RegExp(`(^|[^0-9])${card.slice(0, -1)} ${COLOURS[lang][card.at(-1)]}\\b`), `the card ${card} to take: ${note.moment}`);
    }
  } else if (value != null) assert.match(note.moment, new RegExp(`\\b${value}\\b`), `the middle's value ${value}: ${note.moment}`);
  else assert.match(note.moment, new RegExp(`\\b${view.hand.length}\\b`), `the hand's ${view.hand.length} cards: ${note.moment}`);
  // Every legal action, once.
  const n = g.legalActions().length;
  assert.deepEqual([...note.actions].sort((a, b) => a - b), [...Array(n).keys()], 'the choices cover the legal actions once');
  // No card of another hand that the decider has not seen.
  const known = (view.known ?? []).flat();
  for (let q = 0; q < g.players(); q++) {
    if (q === me) continue;
    for (const card of g.view({ player: q }).hand) {
      if (known.includes(card)) continue;
      const words = `${card.slice(0, -1)} ${COLOURS[lang][card.at(-1)]}`;
      assert.doesNotMatch(note.text, new RegExp(`(^|[^0-9])${words}\\b`), `hidden card ${card} of seat ${q} named`);
    }
  }
  assert.equal(note.announced, note.after ? `${note.after} ${note.moment}` : note.moment, 'the line after the last move and the moment are said in the live region');
  // Rules seen: the note's own rules among them, apart from those not met yet.
  const seen = page.locator('[data-testid=coach] [data-testid=coach-seen]');
  const [met, rest] = [Number(await seen.getAttribute('data-seen')), Number(await seen.getAttribute('data-rest'))];
  assert.ok(met >= 1, 'the rules of the note shown count as seen');
  if (rest > 0) assert.match(await seen.textContent(), /[^ ] · [^ ]/, 'seen and not yet apart');
  return note;
}

/** Whether the page scrolls sideways. */
const sideways = (page) => page.evaluate(() => document.scrollingElement.scrollWidth > innerWidth + 1);

describe('the coach in the UI', { timeout: 6 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  async function open(viewport, lang) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport, hasTouch: true, isMobile: viewport.width < 600, locale: lang === 'de' ? 'de-DE' : 'en-GB' });
    const watch = guard(context);
    const page = await context.newPage();
    const fetched = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    return { context, page, watch, fetched };
  }

  for (const [size, viewport] of [['phone', PHONE], ['tablet', TABLET]]) {
    for (const lang of ['en', 'de']) {
      test(`Odin taught by touch at ${size} size in ${lang}: the decider's numbers, nothing hidden, the rule a tap away`, async () => {
        const { context, page, watch, fetched } = await open(viewport, lang);
        // A first game on this device: "Teach me" is on.
        await page.goto(`${server.url}#/odin/new`);
        assert.equal(await page.locator('[data-testid=teach]').isChecked(), true, 'taught by default in a first game');
        // Without teaching: the ordinary build, no note, no coach words.
        await page.goto(`${server.url}#/odin/new?players=3&names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn&target=one-hand&seed=797&teach=0&start=1`);
        await page.locator('.oplay').waitFor({ timeout: TIMEOUT });
        await page.locator('[data-testid=handoff]').tap();
        await page.locator('.oplay[data-revealed=true]').waitFor({ timeout: TIMEOUT });
        assert.equal(await page.locator('[data-testid=coach]').count(), 0, 'no note without teaching');
        assert.deepEqual(fetched.filter((p) => /_coach|teach/.test(p)), [], 'no coach words or teaching build fetched');

        // With teaching: the teaching build and its words in the language in use.
        await page.goto(`${server.url}#/odin/new?players=3&names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn&target=one-hand&seed=797&teach=1&start=1`);
        await page.locator('.oplay').waitFor({ timeout: TIMEOUT });
        assert.ok(fetched.some((p) => new RegExp(`words/odin_coach\\.${lang}-`).test(p)), `the coach's ${lang} words fetched`);
        let holder = null;
        let before = null; // the public log and middle before the last move, and who made it
        for (const [i, action] of HAND_797.slice(0, 6).entries()) {
          const game = await savedGame(page, 'skald.odin.game', engine.OdinGame);
          const decider = game.toMove();
          if (decider !== holder) {
            // Another player's turn: the device is handed over, and before the hand-off there
            // is no note: it belongs to whoever takes the device.
            await page.locator('[data-testid=handoff]').waitFor({ timeout: TIMEOUT });
            assert.equal(await page.locator('[data-testid=coach]').count(), 0, 'no note behind the hand-off');
            await page.locator('[data-testid=handoff]').tap();
          } else {
            // The same player decides again (a take after their own play): no hand-off, the
            // new decision's note at once.
            assert.equal(await page.locator('[data-testid=handoff]').count(), 0, `no hand-off before ${action}: the same player holds the device`);
          }
          holder = decider;
          await page.locator('.oplay[data-revealed=true]').waitFor({ timeout: TIMEOUT });
          const note = await checkOdinNote(page, lang);
          const view = game.view({ player: decider });
          if (before) {
            // The line after the last move: who moved, and its real numbers as the engine's
            // public log has them — each set's value, the middle it beat, the card taken back.
            assert.ok(note.after, `a line after ${HAND_797[i - 1]}`);
            assert.ok(note.after.includes(before.who), `${before.who} in: ${note.after}`);
            const fresh = view.log.slice(before.log);
            assert.ok(fresh.length > 0, 'the move is in the log');
            for (const { event } of fresh) {
              if (event.type === 'played') {
                assert.match(note.after, new RegExp(`${lang === 'en' ? 'worth' : 'Wert'} ${event.value}\\b`), `the set's value ${event.value}: ${note.after}`);
                if (!event.lead) assert.match(note.after, new RegExp(`\\b${before.middle}\\b`), `the middle it beat, ${before.middle}: ${note.after}`);
              } else if (event.type === 'took') {
                const words = `${event.card.slice(0, -1)} ${COLOURS[lang][event.card.at(-1)]}`;
                assert.ok(note.after.includes(words), `the card taken, ${words}: ${note.after}`);
              }
            }
          } else assert.equal(note.after, null, 'no line before the first move');
          before = { log: view.log.length, middle: view.middle_value ?? view.middleValue, who: ['Astrid', 'Bjørn', 'Sigrún'][decider] };
          assert.equal(await sideways(page), false, 'no sideways scroll');
          if (size === 'phone') {
            // Folded: the hand stays on screen; "more" unfolds it.
            assert.equal(await page.locator('.coach details').getAttribute('open'), null, 'folded on a phone');
            const hand = await page.locator('.ohand').boundingBox();
            assert.ok(hand && hand.y + hand.height / 2 <= viewport.height, 'the hand is on screen under the folded note');
            if (note.after) {
              // The line after the move, two lines at most while the note is folded.
              const lines = await page.locator('[data-testid=coach-after]').evaluate((e) => {
                const s = getComputedStyle(e);
                return (e.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom)) / parseFloat(s.lineHeight);
              });
              assert.ok(lines <= 2.05, `the line after the move folded to ${lines} lines`);
            }
          }
          if (i === 0 || i === 3) {
            if (size === 'phone') await page.locator('.coach summary').tap();
            await page.screenshot({ path: screenshotPath(`coach-odin-${note.kind}-${size}-${lang}`) });
            assert.deepEqual(await scan(page), [], 'axe');
          }
          if (i === 0) {
            // The rule, one tap away: the rules help at that section, then back to the game.
            const link = page.locator('[data-testid=coach-rule]').first();
            const anchor = await link.getAttribute('data-anchor');
            await link.tap();
            await page.waitForFunction((a) => location.hash.startsWith(`#/odin/rules`) && (!a || document.getElementById(a)), anchor, { timeout: TIMEOUT });
            if (anchor) {
              const box = await page.locator(`[id="${anchor}"]`).boundingBox();
              assert.ok(box && box.y >= -2 && box.y < viewport.height, `section ${anchor} scrolled into view`);
            }
            // Back in the game, the same decision, the hand hidden again until its player
            // taps (the device may have changed hands while the rules were open); then the
            // same note.
            await page.goBack();
            await page.locator('.oplay').waitFor({ timeout: TIMEOUT });
            await page.locator('[data-testid=handoff]').waitFor({ timeout: TIMEOUT });
            assert.equal(await page.locator('[data-testid=coach]').count(), 0, 'no note behind the hand-off after the rules');
            assert.equal(await page.locator('.oplay').getAttribute('data-actions'), String(i), 'the game as it was');
            await page.locator('[data-testid=handoff]').tap();
            await page.locator('.oplay[data-revealed=true]').waitFor({ timeout: TIMEOUT });
            const again = await checkOdinNote(page, lang);
            assert.deepEqual([again.kind, again.moment], [note.kind, note.moment], 'the same note after the rules');
          }
          await act(page, action, 'tap', TAP[lang]);
          await waitActions(page, i + 1);
        }
        await context.close();
        watch.check();
      });
    }
  }

  test("Teach me in the game's menu: a taught game continued untaught and taught again is the game as played", async () => {
    const { context, page, watch, fetched } = await open(TABLET, 'en');
    // A link that starts a game at once is taught when it says so (nobody saw the box)…
    await page.goto(`${server.url}#/odin/new?players=3&names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn&target=one-hand&seed=797&start=1`);
    await page.locator('.oplay').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.evaluate(() => location.hash), '#/odin/play', 'a start link without teach=1 is not taught');
    await page.goto(`${server.url}#/odin/new?players=3&names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn&target=one-hand&seed=797&teach=1&start=1`);
    await page.locator('.oplay').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.evaluate(() => location.hash), '#/odin/play?teach=1');
    // …dealt by the game's build, played in the teaching build.
    await act(page, HAND_797[0], 'tap');
    await waitActions(page, 1);
    // The menu (the game's build again): the device never chose, so the box is unticked.
    await page.goto(`${server.url}#/odin`);
    await page.locator('[data-testid=continue]').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('[data-testid=teach]').isChecked(), false);
    assert.equal(await page.locator('[data-testid=continue]').getAttribute('href'), '#/odin/play');
    // Untaught: the game as played (not the deal the game's build made before handing over).
    await page.locator('[data-testid=continue]').tap();
    await page.locator('.oplay[data-actions="1"]').waitFor({ timeout: TIMEOUT });
    await page.locator('[data-testid=handoff]').tap();
    await page.locator('.oplay[data-revealed=true]').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('[data-testid=coach]').count(), 0, 'no note untaught');
    // Taught again from the menu: remembered, and the same game with its note.
    await page.goto(`${server.url}#/odin`);
    await page.locator('[data-testid=teach]').check();
    assert.equal(await page.locator('[data-testid=continue]').getAttribute('href'), '#/odin/play?teach=1');
    assert.equal(await page.evaluate(() => localStorage.getItem('skald.odin.teach')), '1');
    await page.locator('[data-testid=continue]').tap();
    await page.locator('.oplay[data-actions="1"]').waitFor({ timeout: TIMEOUT });
    await page.locator('[data-testid=handoff]').tap();
    await checkOdinNote(page, 'en');
    assert.equal(fetched.filter((p) => /^\/skald-odin-teach-[0-9a-f]+_bg\.wasm$/.test(p)).length, 1, 'the teaching build fetched once');
    await context.close();
    watch.check();
  });

  for (const [game, root, query, rulesBuild] of [
    ['voluspa', '.vol-play', 'players=2&names=Astrid,Bj%C3%B8rn&seed=7', 'voluspa'],
    ['valda', '.vplay', 'players=2&names=Astrid,Bj%C3%B8rn&seed=3', 'valda-read'],
  ]) {
    test(`${game} taught at a tablet: a note after the hand-off, each legal action once, axe 0, the rule in the game's other build and back`, async () => {
      const { context, page, watch, fetched } = await open(TABLET, 'en');
      const wasm = (build) => fetched.filter((p) => new RegExp(`^/skald-${build}-[0-9a-f]+_bg\\.wasm$`).test(p));
      // The new-game address is the game's own build's (its form deals), which hands the
      // taught play screen to the teaching build.
      await page.goto(`${server.url}#/${game}/new?${query}&teach=1&start=1`);
      await page.locator(root).waitFor({ timeout: TIMEOUT });
      assert.equal(await page.evaluate(() => location.hash), `#/${game}/play?teach=1`);
      assert.ok(fetched.some((p) => new RegExp(`words/${game}_coach\\.en-`).test(p)), "the coach's words fetched");
      assert.equal(wasm(`${game}-teach`).length, 1, 'the teaching build fetched');
      const handed = (await page.locator('[data-testid=handoff]').count()) > 0;
      if (handed) {
        assert.equal(await page.locator('[data-testid=coach]').count(), 0, 'no note behind the hand-off');
        await page.locator('[data-testid=handoff]').tap();
      }
      const Game = game === 'voluspa' ? engine.VoluspaGame : engine.ValdaGame;
      const note = await noteOf(page);
      const save = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), `skald.${game}.game`));
      const g = game === 'voluspa' ? Game.replay(save.replay.config, save.replay.seed, save.replay.actions) : Game.fromReplay(JSON.stringify(save.replay));
      const n = g.legalActions().length;
      assert.deepEqual([...note.actions].sort((a, b) => a - b), [...Array(n).keys()], 'the choices cover the legal actions once');
      assert.ok(note.moment.length > 20, note.moment);
      assert.equal(await sideways(page), false, 'no sideways scroll');
      assert.notEqual(await page.locator('.coach details').getAttribute('open'), null, 'open beside the board on a landscape tablet');
      await page.screenshot({ path: screenshotPath(`coach-${game}-tablet-en`) });
      assert.deepEqual(await scan(page), [], 'axe');

      // The rule, one tap away: the teaching build holds the play screen alone, and hands
      // the rules help to the game's build that holds it, scrolled to the note's section.
      const link = page.locator('[data-testid=coach-rule]').last();
      const anchor = await link.getAttribute('data-anchor');
      await link.tap();
      await page.waitForFunction(([g, a]) => location.hash === `#/${g}/rules${a ? `/${a}` : ''}?teach=1` && document.querySelector('h1') && (!a || document.getElementById(a)), [game, anchor], { timeout: TIMEOUT });
      assert.equal(wasm(rulesBuild).length, 1, `the rules help is ${rulesBuild}'s`);
      if (anchor) {
        const box = await page.locator(`[id="${anchor}"]`).boundingBox();
        assert.ok(box && box.y >= -2 && box.y < TABLET.height, `section ${anchor} scrolled into view`);
      }
      // "Rules seen" in the rules help: the note's sections, by the page's own headings.
      const seen = page.locator('[data-testid=rules-seen]');
      await seen.waitFor({ timeout: TIMEOUT });
      assert.ok(Number(await seen.getAttribute('data-seen')) >= 1, "the note's rules are seen");
      assert.ok(Number(await seen.getAttribute('data-rest')) >= 1, 'and others not yet');
      const title = await page.evaluate((a) => {
        const e = a ? document.getElementById(a) : document.querySelector('h1');
        const named = /^H[1-6]$/.test(e.tagName) ? e : e.querySelector('h2, h3, strong');
        return named.textContent.trim().replace(/[.:]+$/, '');
      }, anchor);
      const [seenText] = (await seen.textContent()).split(' · ');
      assert.ok(seenText.startsWith('Rules seen: ') && seenText.includes(title), `${title} among the rules seen: ${seenText}`);
      // Back by the rules help's own link: the taught play screen, in the teaching build
      // again, not downloaded again, with the same game and note.
      assert.equal(await page.locator('[data-testid=rules-back]').getAttribute('href'), `#/${game}/play?teach=1`);
      await page.locator('[data-testid=rules-back]').tap();
      await page.locator(root).waitFor({ timeout: TIMEOUT });
      assert.equal(await page.evaluate(() => location.hash), `#/${game}/play?teach=1`);
      assert.equal(await page.locator(root).getAttribute('data-actions'), '0', 'the same game');
      if (handed) {
        await page.locator('[data-testid=handoff]').waitFor({ timeout: TIMEOUT });
        assert.equal(await page.locator('[data-testid=coach]').count(), 0, 'no note behind the hand-off after the rules');
        await page.locator('[data-testid=handoff]').tap();
      }
      const again = await noteOf(page);
      assert.deepEqual([again.kind, again.moment, again.actions], [note.kind, note.moment, note.actions], 'the same note after the rules');
      assert.equal(wasm(`${game}-teach`).length, 1, 'the teaching build fetched once');
      await context.close();
      watch.check();
    });
  }
});

// Valda: every decision's options in sight, named and in reach of a finger (issue #43). By
// touch, at 390×844, 768×1024, 1024×768 and 1366×1024 (English at each, German at the phone
// and the landscape tablet), through a whole 3-player round that has a god weapon's window
// in another player's attack (seed 76: the player attacked may answer with Vanished).
// At every decision, every legal action of the engine (the play screen's `data-legal`) has
// a control (`data-action`; a building with several ways to pay, `data-build`) that is inside
// the screen, at least 44 px each way and uncovered (the point under a finger at its middle
// is the control) — after at most the taps a player makes: choosing its card (itself in
// reach), a building, opening the trade or a god's conversions; never a scroll. The window
// names the weapon's option on a button of its own, with what it does, and the attack in
// its line; the card is marked in the hand. Every word on a card is 12 px or more; a text
// longer than its card ends in an ellipsis (the reader has it whole). And against the
// computers (the phone): while a computer thinks, the footer says so and whose resources it
// shows; the log tab lists the hints asked and has Export. Screenshots:
// tests/e2e/artifacts/valda-reach-<size>-<lang>-<moment>.png.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { inView, openPage, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import { attr, choose, decisionDue, kindOf, perform, reveal, startGame } from './valda-lib.mjs';

const NAMES = 'names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn';
const SIZES = {
  phone: { width: 390, height: 844 },
  'tablet-portrait': { width: 768, height: 1024 },
  'tablet-landscape': { width: 1024, height: 768 },
  large: { width: 1366, height: 1024 },
};
// English at every size; German, whose words are the longest, where room is scarcest.
const RUNS = [
  ['phone', 'en'], ['tablet-portrait', 'en'], ['tablet-landscape', 'en'], ['large', 'en'],
  ['phone', 'de'], ['tablet-landscape', 'de'],
];
const PLAY = { en: 'Play Vanished', de: 'Verschwunden spielen' };
// A round with a swap, cards put on the discard pile for followers, a temple's two cards to
// keep one of, attacks, defences, and Vanished in the window of an attack on its holder.
const SEED = 76;

/** For each selector: the first element on show that matches it, and whether a finger
 * reaches it: `ok`, or why not (none on show, too small, off screen, covered by …). Also
 * where its middle is, to tap it there (never scrolling). */
function reach(page, selectors) {
  return page.evaluate((sels) => sels.map((sel) => {
    const el = [...document.querySelectorAll(sel)].find((e) => e.getClientRects().length);
    if (!el) return { why: 'none on show' };
    // Under a closed fold (which keeps its boxes, unpainted): opened first.
    if (el.closest('details:not([open])') && !el.matches('summary')) return { why: 'under a closed fold', closed: true };
    const r = el.getBoundingClientRect();
    const at = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    const what = `${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}"`;
    if (r.width < 44 || r.height < 44) return { why: `${what} is ${Math.round(r.width)}×${Math.round(r.height)} px`, at };
    if (r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) {
      return { why: `${what} is off screen at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`, at };
    }
    const hit = document.elementFromPoint(at.x, at.y);
    if (!hit || !el.contains(hit)) return { why: `${what} is under ${hit?.tagName.toLowerCase()}.${hit?.className}`, at };
    return { ok: true, at };
  }), selectors);
}

/** `[data-action='…']` for an action (or `[data-build='…']` for a building). */
const withData = (name, value) => `[data-${name}='${JSON.stringify(value).replaceAll("'", "\\'")}']`;

/** The card an action is done with, and the row it is chosen from. */
function cardOf(a) {
  const k = kindOf(a);
  if (k === 'play') return { card: a.play.card, row: a.play.open ? '.open-card' : '.hand-card' };
  if (k === 'weapon') return { card: a.weapon.card, row: '.hand-card' };
  if (['discard', 'attack', 'defend'].includes(k)) return { card: a[k], row: '.hand-card' };
  if (k === 'card') return { card: a.card, row: ':is(.choice-card, .hand-card)' };
  return null;
}

/** Taps at a point with a finger, and lets the screen settle. */
async function tapAt(page, { x, y }) {
  await page.touchscreen.tap(x, y);
  await page.waitForTimeout(60);
}

/** What a finger cannot reach among the controls of `legal`, each after at most the taps a
 * player makes (its card chosen, its building chosen, the fold it is under opened). */
async function unreachable(page, legal) {
  const bad = [];
  const say = (a, why) => bad.push(`${JSON.stringify(a)}: ${why}`);
  const direct = await reach(page, legal.map((a) => withData('action', a)));
  const later = [];
  legal.forEach((a, i) => {
    if (direct[i].ok) return;
    if (['trade', 'swap'].includes(kindOf(a))) return; // their panel, below
    later.push(a);
  });
  // A fold (a god's conversions): opened, then its buttons.
  // (What opening a fold or choosing moves: found again before the tap that closes it.)
  const folds = later.filter((a) => !cardOf(a) && kindOf(a) !== 'build');
  const fold = folds.filter((a) => direct[legal.indexOf(a)].closed);
  for (const a of folds.filter((x) => !fold.includes(x))) say(a, direct[legal.indexOf(a)].why);
  if (fold.length) {
    const sel = '.vcontrols details.vmore > summary';
    const [summary] = await reach(page, [sel]);
    if (!summary.ok) for (const a of fold) say(a, `its fold's button: ${summary.why}`);
    else {
      await tapAt(page, summary.at);
      const r = await reach(page, fold.map((a) => withData('action', a)));
      fold.forEach((a, i) => r[i].ok || say(a, r[i].why));
      await tapAt(page, (await reach(page, [sel]))[0].at);
    }
  }
  // The trade (its fold opened) and a card's swaps: every button of their panel in reach.
  for (const kind of ['trade', 'swap']) {
    if (!legal.some((a) => kindOf(a) === kind)) continue;
    const fold = `[data-testid=${kind}] > summary`;
    const [summary] = kind === 'trade' ? await reach(page, [fold]) : [{ ok: true }];
    if (!summary.ok) {
      say(kind, `its fold's button: ${summary.why}`);
      continue;
    }
    if (summary.at) await tapAt(page, summary.at);
    const n = await page.locator(`[data-testid=${kind}] .vtrade-body button`).evaluateAll((els) => els.map((b, i) => { b.dataset.reachI = String(i); return i; }).length);
    const got = await reach(page, [...Array(n).keys()].map((i) => `[data-testid=${kind}] [data-reach-i="${i}"]`));
    got.forEach((g, i) => g.ok || say(`the ${kind}'s control ${i + 1} of ${n}`, g.why));
    if (summary.at) await tapAt(page, (await reach(page, [fold]))[0].at);
  }
  // A building with several ways to pay: chosen, then each way.
  const builds = later.filter((a) => kindOf(a) === 'build');
  for (const b of [...new Set(builds.map((a) => JSON.stringify(a.build.building)))]) {
    const ways = builds.filter((a) => JSON.stringify(a.build.building) === b);
    const all = legal.filter((a) => kindOf(a) === 'build' && JSON.stringify(a.build.building) === b);
    const [group] = await reach(page, [withData('build', JSON.parse(b))]);
    if (!group.ok) {
      for (const a of ways) say(a, `no control, nor its building's (${group.why})`);
      continue;
    }
    if (all.length === 1) continue; // one way to pay: the building's control builds it
    await tapAt(page, group.at);
    const r = await reach(page, ways.map((a) => withData('action', a)));
    ways.forEach((a, i) => r[i].ok || say(a, r[i].why));
    // Chosen again: every building again.
    await tapAt(page, (await reach(page, [withData('build', JSON.parse(b))]))[0].at);
  }
  // An action with a card: the card chosen (itself in reach), then its button.
  const cards = later.filter((a) => cardOf(a));
  const byCard = new Map();
  for (const a of cards) {
    const { card, row } = cardOf(a);
    const key = `${row}[data-card="${card}"]`;
    byCard.set(key, [...(byCard.get(key) ?? []), a]);
  }
  for (const [sel, acts] of byCard) {
    const [card] = await reach(page, [sel]);
    if (!card.ok) {
      for (const a of acts) say(a, `no control, and its card is out of reach (${card.why})`);
      continue;
    }
    await tapAt(page, card.at);
    await page.locator('[data-testid=chosen-text]').waitFor({ timeout: TIMEOUT });
    const r = await reach(page, acts.map((a) => withData('action', a)));
    acts.forEach((a, i) => r[i].ok || say(a, `with its card chosen: ${r[i].why}`));
    // Un-chosen again: a second tap (the card, chosen, still in reach).
    const [again] = await reach(page, [sel]);
    if (again.ok) await tapAt(page, again.at);
    else {
      say(acts[0], `its card, once chosen, is out of reach (${again.why})`);
      await page.keyboard.press('Escape');
    }
    await page.locator('[data-testid=chosen-text]').waitFor({ state: 'detached', timeout: TIMEOUT });
  }
  return bad;
}

/** Every word on the cards in sight under 12 px, and every text cut without an ellipsis. */
function smallCardWords(page) {
  return page.evaluate(() => {
    const bad = [];
    for (const card of document.querySelectorAll('.vplay .vcard:not(.big)')) {
      if (!card.getClientRects().length) continue;
      for (const el of card.querySelectorAll('.vcard-top span, .vcard-name, .vcard-text, .vcard-god span, .vcard-new')) {
        const box = el.getBoundingClientRect();
        if (box.width < 1 || box.height < 1 || !el.textContent.trim()) continue;
        const s = getComputedStyle(el);
        if (parseFloat(s.fontSize) < 11.95) bad.push(`${el.className} "${el.textContent.slice(0, 30)}" at ${s.fontSize}`);
        // A text longer than its card ends in an ellipsis at its last line in the card.
        if (el.classList.contains('vcard-text') && (box.bottom > card.getBoundingClientRect().bottom - 1
          || (el.scrollHeight > el.clientHeight + 1 && s.webkitLineClamp === 'none'))) {
          bad.push(`"${el.textContent.slice(0, 30)}" cut at the card's edge`);
        }
      }
    }
    return bad;
  });
}

describe('Valda: every option in sight and in reach', { timeout: 30 * TIMEOUT, concurrency: 3 }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  for (const [size, lang] of RUNS) {
    test(`${size}, ${lang}: a whole round by finger, every option in reach without scrolling`, async (t) => {
      const { context, page, watch } = await openPage(browser, {
        viewport: SIZES[size], hasTouch: true, isMobile: true, locale: lang === 'de' ? 'de-DE' : 'en-GB',
      });
      await startGame(page, server.url, `players=3&${NAMES}&seed=${SEED}&privacy=0&cards=builtin`);
      const shots = new Set();
      const shot = async (name) => {
        if (shots.has(name)) return;
        shots.add(name);
        await page.screenshot({ path: screenshotPath(`valda-reach-${size}-${lang}-${name}`) });
      };
      let decisions = 0;
      let window = false;
      for (let n = 0; n < 120 && (await attr(page, 'data-round')) === '1'; n++) {
        await reveal(page, { touch: true });
        const { legal, kind, where } = await decisionDue(page, n);
        const weapons = legal.filter((a) => kindOf(a) === 'weapon');
        if (kind === 'window' && weapons.some((a) => a.weapon.card === 34)) {
          // Vanished, in another player's attack on its holder: the line names the attack,
          // the option has a button of its own saying what it does, its card is marked and
          // in view in the hand.
          window = true;
          const who = '(Astrid|Bjørn|Sigrún)';
          assert.match(await page.locator('[data-testid=ask]').innerText(), new RegExp(lang === 'de' ? `^${who} greift ${who} mit .+ an: ` : `^${who} attacks ${who} with .+: `), where);
          const row = page.locator(`[data-testid=previews] ${withData('action', weapons[0])}`);
          assert.equal(await row.locator('strong').innerText(), PLAY[lang]);
          assert.ok((await row.locator('[data-testid=preview]').innerText()).length > 20, 'what the option does, on its button');
          assert.equal(await inView(page, '.hand-card.live[data-card="34"]'), 'ok', 'the weapon is marked in the hand, in view');
          await shot('weapon-window');
        }
        if (kind === 'slot') await shot('attack');
        if (kind === 'keep_god_card') await shot('keep-one');
        if (kind === 'resources') await shot('resources');
        if (kind === 'building') await shot('building');
        if (kind === 'swap') await shot('swap');
        assert.deepEqual(await unreachable(page, legal), [], `every option in reach ${where}`);
        assert.deepEqual(await smallCardWords(page), [], `every word on the cards at 12 px or more ${where}`);
        decisions++;
        await perform(page, choose(legal, n), { touch: true });
      }
      assert.equal(await attr(page, 'data-round'), '2', 'a whole round was played');
      assert.ok(window, 'the god weapon\'s window in another player\'s attack was seen');
      t.diagnostic(`${decisions} decisions`);
      watch.check();
      await context.close();
    });
  }

  test('phone, against the computers: while one thinks, the footer says so and whose village is shown; the log tab has the hints and Export', async () => {
    const { context, page, watch } = await openPage(browser, {
      viewport: SIZES.phone, hasTouch: true, isMobile: true, locale: 'en-GB',
    });
    await startGame(page, server.url, `players=3&${NAMES}&computers=,easy,easy&seed=${SEED}&privacy=0&cards=builtin&hints=1`);
    let asked = false;
    for (let n = 0; n < 60; n++) {
      if (await page.locator('.vplay[data-computer]').count()) break;
      await reveal(page, { touch: true });
      const { legal } = await decisionDue(page, n);
      if (!asked && legal.length > 1) {
        await page.locator('[data-testid=hint]').tap();
        await page.locator('[data-testid=hint-reason][data-action]').waitFor({ timeout: TIMEOUT });
        asked = true;
      }
      await perform(page, choose(legal, n), { touch: true });
    }
    assert.ok(asked, 'a hint was asked');
    await page.locator('.vplay[data-computer]').waitFor({ timeout: TIMEOUT });
    const who = ['Astrid', 'Bjørn', 'Sigrún'][Number(await attr(page, 'data-computer'))];
    assert.equal(await inView(page, '[data-testid=computer-status]'), 'ok', 'the computer\'s line is in view');
    assert.match(await page.locator('[data-testid=computer-status]').innerText(), new RegExp(`${who} is thinking`));
    assert.equal(await inView(page, '[data-testid=mat]'), 'ok');
    assert.equal(await page.locator('[data-testid=mat-name]').innerText(), 'Astrid\'s village');
    await page.screenshot({ path: screenshotPath('valda-reach-phone-en-computer') });
    // The log tab: the game's lines, the hints asked and Export, as the log's drawer has them.
    await page.locator('[data-testid=tabs] [data-tab=log]').tap();
    assert.deepEqual(await page.locator('.vlog-tab [data-testid=log-hints] li').allInnerTexts(), ['Astrid asked for a hint']);
    const [exported] = await reach(page, ['[data-testid=log-tab-export]']);
    assert.ok(exported.ok, `Export on the log tab: ${exported.why}`);
    const [download] = await Promise.all([page.waitForEvent('download'), tapAt(page, exported.at)]);
    assert.match(download.suggestedFilename(), /\.json$/);
    await page.screenshot({ path: screenshotPath('valda-reach-phone-en-log-tab') });
    watch.check();
    await context.close();
  });
});

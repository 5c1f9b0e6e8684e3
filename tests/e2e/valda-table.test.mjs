// Valda at a real table (issue #26), on a touch screen at phone (390×844), portrait tablet
// (768×1024) and landscape tablet (1024×768), in English and German: at every decision of a
// whole 3-player round the decider's mat (resources, buildings, hand size, abilities) is in
// view beside the controls — not scrolled away, not covered — and shows the decider's own
// numbers; the header names the decider, and names the player whose turn it is only as
// such; no page slides sideways. Screenshots of each size at an attack, a defence and a
// trade land in tests/e2e/artifacts/valda-table-*.png.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { inView, openPage, overflowingText, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import { touchInput } from './odin-lib.mjs';
import { actions, attr, choose, legal, perform, reveal, startGame } from './valda-lib.mjs';

const NAMES = 'names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn';
const SEATS = ['Astrid', 'Bjørn', 'Sigrún'];

export const SIZES = {
  phone: { width: 390, height: 844 },
  'tablet-portrait': { width: 768, height: 1024 },
  'tablet-landscape': { width: 1024, height: 768 },
};

/** The resources, buildings and hand size shown in a mat or a village. */
function owned(page, root) {
  return page.locator(root).first().evaluate((el) => ({
    res: [...el.querySelectorAll('.vres')].map((r) => `${r.dataset.kind}:${r.dataset.n}`).join(' '),
    built: [...el.querySelectorAll('.vplaces')].map((p) => `${p.dataset.kind}:${p.dataset.built}`).join(' '),
    hand: parseInt(el.querySelector('.vhand').textContent, 10),
  }));
}

describe('Valda at the table: the decider and their mat', { timeout: 40 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  const runs = [
    ['phone', 'en'], ['phone', 'de'], ['tablet-portrait', 'de'], ['tablet-landscape', 'en'],
  ];
  for (const [size, lang] of runs) {
    test(`${size}, ${lang}: the decider's mat stays in view at every decision of a round`, async (t) => {
      const { context, page, watch } = await openPage(browser, {
        viewport: SIZES[size], hasTouch: true, isMobile: true, locale: lang === 'de' ? 'de-DE' : 'en-GB',
      });
      await startGame(page, server.url, `players=3&${NAMES}&seed=3&privacy=0&cards=builtin`);
      const shots = new Set();
      let decisions = 0;
      let others = 0;
      let newest = 0;
      for (let n = 0; n < 200 && (await attr(page, 'data-round')) === '1'; n++) {
        await reveal(page, { touch: true });
        const seat = Number(await attr(page, 'data-to-move'));
        const active = Number(await attr(page, 'data-active'));
        const prompt = JSON.parse(await attr(page, 'data-prompt'));
        const kind = typeof prompt === 'string' ? prompt : Object.keys(prompt)[0];
        // The mat: in view, the decider's, with their village's numbers.
        assert.equal(await inView(page, '[data-testid=mat]'), 'ok', `the mat is in view (${kind}, action ${n})`);
        assert.equal(await page.locator('[data-testid=mat]').getAttribute('data-seat'), String(seat));
        assert.deepEqual(await owned(page, '[data-testid=mat]'), await owned(page, `.vvillage[data-seat="${seat}"]`), 'the mat shows the decider\'s own village');
        assert.equal(await inView(page, '[data-testid=decision]'), 'ok', 'the prompt is in view');
        // The header names the decider; the active player only as the one whose turn it is.
        assert.equal(await page.locator('[data-testid=header-who]').innerText(), SEATS[seat]);
        const turnOf = page.locator('[data-testid=turn-of]');
        if (seat === active) {
          assert.equal(await turnOf.count(), 0, 'no "in X\'s turn" when the active player decides');
        } else {
          others++;
          assert.ok((await turnOf.innerText()).includes(SEATS[active]), 'the header says whose turn it is');
        }
        // The newest log line is whole in view at the top of the table's band (unless the
        // band was scrolled to build on the map).
        if ((await page.locator('.vtable').evaluate((e) => e.scrollTop)) === 0 && (await page.locator('[data-testid=recent] li').count())) {
          assert.equal(await inView(page, '[data-testid=recent] li:last-child'), 'ok', 'the newest log line is in view');
          newest++;
        }
        // The open cards have a heading.
        if (await page.locator('.open-card').count()) {
          assert.equal(await page.locator('[data-testid=open-title]').innerText(), lang === 'de' ? `Offene Karten von ${SEATS[active]}` : `${SEATS[active]}'s open cards`);
        }
        const sideways = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
        assert.ok(sideways <= 0, `the page does not slide sideways (${sideways}px)`);
        const shot = { slot: 'attack', defend: 'defend', resources: 'trade' }[kind];
        if (shot && !shots.has(shot)) {
          shots.add(shot);
          await page.screenshot({ path: screenshotPath(`valda-table-${size}-${lang}-${shot}`) });
        }
        decisions++;
        await perform(page, choose(await legal(page), n), { touch: true });
      }
      assert.equal(await attr(page, 'data-round'), '2', 'a whole round was played');
      assert.ok(others >= 2, `someone decided in another player's turn (${others} times)`);
      assert.deepEqual([...shots].sort(), ['attack', 'defend', 'trade'], 'an attack, a defence and a trade were decided');
      assert.ok(newest >= 5, `the newest log line was checked (${newest} times)`);
      t.diagnostic(`${decisions} decisions checked, ${others} in another player's turn, the newest log line ${newest} times`);
      await watch.check();
      await context.close();
    });
  }

  for (const lang of ['en', 'de']) {
    test(`phone, ${lang}: a one-band header, the table a tab of its own, the hand in sight when a card is to be chosen`, async () => {
      const { context, page, watch } = await openPage(browser, {
        viewport: SIZES.phone, hasTouch: true, isMobile: true, locale: lang === 'de' ? 'de-DE' : 'en-GB',
      });
      await startGame(page, server.url, `players=3&${NAMES}&seed=3&privacy=0&cards=builtin`);
      await reveal(page, { touch: true });
      const hand = page.locator('.vcards.hand');
      const touch = await touchInput(context, page);
      const box = (sel) => page.locator(sel).first().evaluate((e) => e.getBoundingClientRect().toJSON());
      // The resource phase: no card of the hand is to be chosen, so the hand is one row (the
      // decision has the room), which a finger's sideways swipe scrolls, playing nothing.
      assert.equal(await attr(page, 'data-prompt'), '"resources"');
      const row = await hand.evaluate((e) => ({ width: e.scrollWidth, client: e.clientWidth }));
      assert.ok(row.width > row.client, 'the hand is one row, wider than the phone');
      const before = await actions(page);
      const r = await box('.vcards.hand li:nth-child(2) .hand-card');
      await touch.drag({ x: r.left + r.width / 2 + 120, y: r.top + 30 }, { x: r.left + r.width / 2 - 80, y: r.top + 32 }, 10);
      await page.waitForTimeout(400);
      assert.ok((await hand.evaluate((e) => e.scrollLeft)) > 40, 'the swipe scrolled the hand');
      assert.equal(await actions(page), before, 'the swipe played nothing');
      await page.screenshot({ path: screenshotPath(`valda-table-phone-${lang}-hand-row`) });
      // Into the first game phase: a full hand, the controls, the open cards.
      for (let n = 0; n < 60 && (await attr(page, 'data-prompt')) !== '"actions"'; n++) {
        await reveal(page, { touch: true });
        await perform(page, choose(await legal(page), n), { touch: true });
      }
      await reveal(page, { touch: true });
      const top = await box('.vtop');
      assert.ok(top.height <= 64, `the header is one band (${top.height}px)`);
      // The table is a tab of its own (phone.test.mjs walks the tabs), at least a quarter of
      // the height beside the decision, which has the rest.
      const table = await box('.vtable');
      assert.ok(table.height >= 0.25 * SIZES.phone.height, `the table gets a quarter of the height (${table.height}px)`);
      assert.equal(await page.locator('[data-testid=tabs] [aria-pressed=true]').getAttribute('data-tab'), 'table');
      assert.deepEqual(await overflowingText(page), [], 'no text is cut off');
      // A card is to be chosen: every card of the hand at once, in rows, none over another,
      // at least 44 px each way, its name uncut, on screen and what a finger touches at its
      // middle — no scrolling.
      const cards = await hand.locator('.hand-card').count();
      assert.ok(cards >= 5, `a full hand (${cards})`);
      const rects = await hand.locator('.hand-card').evaluateAll((els) => els.map((e) => {
        const b = e.getBoundingClientRect();
        return { ...b.toJSON(), hit: e.contains(document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2)) };
      }));
      for (let i = 0; i < rects.length; i++) {
        const c = rects[i];
        assert.ok(c.width >= 44 && c.height >= 44, `card ${i} is ${c.width}×${c.height}px`);
        assert.ok(c.left >= 0 && c.right <= SIZES.phone.width && c.bottom <= SIZES.phone.height, `card ${i} is on screen`);
        assert.ok(c.hit, `card ${i} is what a finger touches`);
        for (let k = 0; k < i; k++) {
          const o = rects[k];
          assert.ok(c.left >= o.right - 0.5 || c.right <= o.left + 0.5 || c.top >= o.bottom - 0.5, `card ${i} does not cover card ${k}`);
        }
      }
      const cut = await hand.locator('.vcard-name').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
      assert.deepEqual(cut, [], 'no card name is cut');
      const wide = await hand.evaluate((e) => e.scrollWidth - e.clientWidth);
      assert.ok(wide <= 1, `the hand does not scroll sideways (${wide}px)`);
      await page.screenshot({ path: screenshotPath(`valda-table-phone-${lang}-hand`) });
      await watch.check();
      await context.close();
    });
  }

  for (const [size, lang] of [['tablet-landscape', 'en'], ['phone', 'de']]) {
    test(`${size}, ${lang}: each attack and defence shows swords against shields and what a hit costs before it is confirmed`, async () => {
      const { context, page, watch } = await openPage(browser, {
        viewport: SIZES[size], hasTouch: true, isMobile: true, locale: lang === 'de' ? 'de-DE' : 'en-GB',
      });
      const [SWORDS, SHIELDS, HIT, UNKNOWN] = lang === 'de'
        ? [/^(1 Schwert|\d+ Schwerter)/, /gegen (1 Schild|\d+ Schilde)/, /: (ein Treffer|abgewehrt)\./, /unbekannt bis zur Verteidigung\./]
        : [/^(1 sword|\d+ swords)/, /against (1 shield|\d+ shields)/, /: (a hit|stopped)\./, /not known until they defend\./];
      await startGame(page, server.url, `players=3&${NAMES}&seed=3&privacy=0&cards=builtin`);
      const seen = new Set();
      for (let n = 0; n < 200 && seen.size < 3; n++) {
        await reveal(page, { touch: true });
        const l = await legal(page);
        const attack = l.find((a) => typeof a === 'object' && 'attack' in a);
        const defend = l.find((a) => typeof a === 'object' && 'defend' in a);
        if (attack && !seen.has('attack')) {
          // Every attack is previewed on its button before anything is chosen: its
          // swords, the target's shield unknown, and the card's own text (what a hit costs).
          const mine = page.locator(`[data-action='${JSON.stringify(attack)}'] [data-testid=preview]`);
          const text = await mine.innerText();
          const card = page.locator(`.hand-card[data-card="${attack.attack}"]`).first();
          await card.tap();
          assert.match(text, SWORDS);
          assert.match(text, UNKNOWN);
          const cost = (await page.locator('[data-testid=chosen-text]').innerText()).split(': ').slice(1).join(': ');
          assert.ok(text.endsWith(cost.trim()), `the preview says what a hit costs: ${text}`);
          await page.screenshot({ path: screenshotPath(`valda-table-${size}-${lang}-preview-attack`) });
          await card.tap(); // chosen no more: the policy's own move follows
          seen.add('attack');
        }
        if (l.includes('no_defence') && !seen.has('no-defence')) {
          // "No defence" is previewed at once: a hit, and what it costs.
          const none = page.locator('[data-action=\'"no_defence"\'] [data-testid=preview]');
          assert.match(await none.innerText(), HIT);
          seen.add('no-defence');
        }
        if (defend && !seen.has('defend')) {
          const card = page.locator(`.hand-card[data-card="${defend.defend}"]`).first();
          await card.tap();
          const text = await page.locator(`[data-action='${JSON.stringify(defend)}'] [data-testid=preview]`).innerText();
          assert.match(text, SWORDS);
          assert.match(text, SHIELDS);
          assert.match(text, HIT);
          await page.screenshot({ path: screenshotPath(`valda-table-${size}-${lang}-preview-defend`) });
          await card.tap();
          seen.add('defend');
        }
        await perform(page, choose(l, n), { touch: true });
      }
      assert.deepEqual([...seen].sort(), ['attack', 'defend', 'no-defence']);
      await watch.check();
      await context.close();
    });
  }

  test('after the computers moved, the person sees what they did until they act or tap it away', async () => {
    const { context, page, watch } = await openPage(browser, { viewport: SIZES.phone, hasTouch: true, isMobile: true });
    await startGame(page, server.url, `players=3&${NAMES}&computers=,easy,easy&seed=3&pace=fast`);
    const news = page.locator('[data-testid=computer-news]');
    let lastMover = null;
    let shown = 0;
    let tapped = false;
    for (let n = 0; n < 300 && shown < 3; n++) {
      await page.waitForFunction(() => {
        const el = document.querySelector('.vplay');
        return el && !el.dataset.computer && el.dataset.revealed === 'true' && document.querySelector('[data-testid=controls]');
      }, null, { timeout: TIMEOUT });
      const done = await actions(page);
      if (lastMover !== null && done > lastMover + 1) {
        // Computers moved since the person's latest action: what they did is listed.
        await news.waitFor({ timeout: 3000 });
        // (The lines on show: earlier ones may be folded.)
        const lines = await news.locator('li:visible').allInnerTexts();
        assert.ok(lines.length > 0 && lines.every((l) => l.length > 0));
        assert.ok(lines.some((l) => /^(Bjørn|Sigrún)/.test(l)), `a computer's move is listed: ${lines.join(' | ')}`);
        assert.equal(await inView(page, '[data-testid=mat]'), 'ok', 'the mat stays in view under it');
        if (shown === 0) await page.screenshot({ path: screenshotPath('valda-table-phone-en-computer-news') });
        shown++;
        if (!tapped) {
          // One tap puts it away, and plays nothing.
          await page.locator('[data-testid=news-ok]').tap();
          await news.waitFor({ state: 'detached', timeout: 3000 });
          assert.equal(await actions(page), done);
          tapped = true;
        }
      } else if (lastMover !== null) {
        assert.equal(await news.count(), 0, 'nothing is listed when only the person moved');
      }
      await perform(page, choose(await legal(page), n), { touch: true });
      lastMover = done;
    }
    assert.ok(shown >= 2 && tapped, `the computers' moves were listed (${shown} times)`);
    await watch.check();
    await context.close();
  });

  test('cards that came into the hand are marked new until their holder acts again', async () => {
    const { context, page, watch } = await openPage(browser, { viewport: SIZES.phone, hasTouch: true, isMobile: true });
    await startGame(page, server.url, `players=3&${NAMES}&seed=3&privacy=0&cards=builtin`);
    let checked = 0;
    for (let n = 0; n < 80 && checked < 3; n++) {
      await reveal(page, { touch: true });
      const l = await legal(page);
      const take = l.find((a) => typeof a === 'object' && 'take_resource' in a);
      const marked = await page.locator('.hand-card [data-testid=new-card]').count();
      if (take && marked > 0) {
        if (checked === 0) await page.screenshot({ path: screenshotPath('valda-table-phone-en-new-cards') });
        // Drawn before: marked. After the holder's next action (a resource taken), only a
        // card that action itself brought (the end of the game phase draws) is.
        const hand = () => page.locator('.hand-card').evaluateAll((els) => els.map((e) => [e.dataset.card, e.classList.contains('new')]));
        assert.match(await page.locator('.hand-card.new').first().innerText(), /New/);
        const before = (await hand()).map(([c]) => c);
        await perform(page, take, { touch: true });
        const after = await hand();
        const count = (list, c) => list.filter((x) => x === c).length;
        const ids = after.map(([c]) => c);
        for (const [c, marked] of after) {
          assert.equal(marked, count(ids, c) > count(before, c), `card ${c} is marked new only if it just came`);
        }
        checked++;
        continue;
      }
      await perform(page, choose(l, n), { touch: true });
    }
    assert.ok(checked >= 2, `new cards were seen and cleared (${checked})`);
    await watch.check();
    await context.close();
  });

  test('a card is read in full by a long press (finger or mouse) or by keyboard; a tap or Escape closes it', async () => {
    const { context, page, watch } = await openPage(browser, {
      viewport: SIZES['tablet-portrait'], hasTouch: true, isMobile: true, locale: 'de-DE',
    });
    await startGame(page, server.url, `players=3&${NAMES}&seed=3&privacy=0&cards=builtin`);
    for (let n = 0; n < 60 && (await attr(page, 'data-prompt')) !== '"actions"'; n++) {
      await reveal(page, { touch: true });
      await perform(page, choose(await legal(page), n), { touch: true });
    }
    await reveal(page, { touch: true });
    const reader = page.locator('[data-testid=card-reader]');
    const touch = await touchInput(context, page);
    const card = page.locator('.hand-card').nth(1);
    const name = (await card.locator('.vcard-name').textContent()).trim();
    const before = await actions(page);
    // A finger held still on a card of the hand.
    const c = await card.evaluate((el) => { const r = el.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: c.x, y: c.y, id: 1 }] });
    await reader.waitFor({ timeout: 3000 });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(300);
    assert.equal(await reader.count(), 1, 'the lifted finger does not close it');
    assert.equal((await reader.locator('h2').textContent()).trim(), name);
    const text = await reader.locator('[data-testid=reader-text]').textContent();
    assert.ok(text.length > 10, `the whole text (${text})`);
    assert.equal(await reader.locator('[data-testid=reader-text]').evaluate((e) => e.scrollHeight <= e.clientHeight + 1), true, 'nothing of it is cut');
    assert.equal(await card.getAttribute('aria-pressed'), 'false', 'the long press chose no card');
    assert.equal(await actions(page), before, 'and played nothing');
    await page.screenshot({ path: screenshotPath('valda-table-read-card-de') });
    // A fresh tap anywhere closes it.
    await touch.tap({ x: 20, y: 20 });
    await reader.waitFor({ state: 'detached', timeout: 3000 });
    // A quick tap still chooses the card, and its click does not press what the choice
    // moved under the finger.
    await card.tap();
    await page.locator('[data-testid=chosen-text]').waitFor({ timeout: TIMEOUT });
    await page.waitForTimeout(300);
    assert.equal(await card.getAttribute('aria-pressed'), 'true');
    assert.equal(await actions(page), before, 'the tap\'s click pressed nothing else');
    // An open card (not a button) by the mouse held down; Escape closes.
    const open = page.locator('.open-card').first();
    if (await open.count()) {
      const b = await open.boundingBox();
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
      await page.mouse.down();
      await reader.waitFor({ timeout: 3000 });
      await page.mouse.up();
      await page.keyboard.press('Escape');
      await reader.waitFor({ state: 'detached', timeout: 3000 });
    }
    // By keyboard: the chosen card's "Read in full", focus on Close, and back after Escape.
    if ((await card.getAttribute('aria-pressed')) !== 'true') await card.tap();
    await page.locator('[data-testid=read-card]').focus();
    await page.keyboard.press('Enter');
    await reader.waitFor({ timeout: 3000 });
    assert.equal(await page.evaluate(() => document.activeElement.closest('[data-testid=card-reader]') !== null), true, 'focus is in the reader');
    await page.keyboard.press('Escape');
    await reader.waitFor({ state: 'detached', timeout: 3000 });
    assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'read-card', 'focus is back');
    assert.equal(await actions(page), before);
    await watch.check();
    await context.close();
  });
});

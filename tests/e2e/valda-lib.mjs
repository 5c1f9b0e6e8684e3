// Helpers for the Valda end-to-end tests: a fixed policy that picks one of the engine's
// legal actions (used both by the UI test and by `node tests/e2e/valda-seeds.mjs`, which
// finds seeds whose game shows every thing the test must see), and the UI steps that carry
// an action out by taps and drags.
import assert from 'node:assert/strict';
import { focusVisible, inView, tabTo, TIMEOUT } from './helpers.mjs';

export const SLOT = 'skald.valda.game';

/** The decision due in the play screen: who decides (`seat`), the legal actions (`legal`), the
 * prompt's kind, and `where` (the kind and decision `n`, for assertion messages). */
export async function decisionDue(page, n) {
  const seat = Number(await attr(page, 'data-to-move'));
  const l = await legal(page);
  const prompt = JSON.parse(await attr(page, 'data-prompt'));
  const kind = typeof prompt === 'string' ? prompt : Object.keys(prompt)[0];
  return { seat, legal: l, kind, where: `(${kind}, decision ${n})` };
}

/** Asserts that the decider (`name`, in seat `seat`) is named at the top, and that their
 * line and their mat are in view. */
export async function assertDeciderShown(page, name, seat, where) {
  assert.equal(await page.locator('[data-testid=header-who]').innerText(), name);
  assert.equal(await inView(page, '[data-testid=decision]'), 'ok', `the decider's line is in view ${where}`);
  assert.equal(await inView(page, '[data-testid=mat]'), 'ok', `the mat is in view ${where}`);
  assert.equal(await page.locator('[data-testid=mat]').getAttribute('data-seat'), String(seat));
}

/** The kind of an action (its JSON's only key, or the string itself). */
export const kindOf = (a) => (typeof a === 'string' ? a : Object.keys(a)[0]);

// Kinds in the order the policy prefers them; kinds not listed are never chosen unless
// nothing else is legal (trades, Heimdall, mute).
const ORDER = [
  'roll', 'build', 'attack', 'defend', 'weapon', 'play', 'pick', 'swap', 'player', 'god', 'card',
  'discard', 'random', 'die', 'thor', 'odin', 'loki', 'open_draw', 'owner_draw', 'draw_two',
  'take_resource', 'draw_one', 'no_defence', 'end_phase', 'pass',
];

/** The policy: the first legal action of the most preferred kind; temples before other
 * builds; resources taken in turn gold, diamond, blood (by `step`). */
export function choose(legal, step = 0) {
  for (const kind of ORDER) {
    let options = legal.filter((a) => kindOf(a) === kind);
    if (!options.length) continue;
    if (kind === 'build') {
      const temples = options.filter((a) => typeof a.build.building === 'object');
      if (temples.length) options = temples;
    }
    if (kind === 'take_resource') {
      const want = ['blood', 'gold', 'diamond'][step % 3];
      return options.find((a) => a.take_resource === want) ?? options[0];
    }
    return options[0];
  }
  return legal[0];
}

/** The centre of an element, scrolled into view. */
export async function centreOf(locator) {
  await locator.scrollIntoViewIfNeeded();
  const b = await locator.boundingBox();
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** Opens `#/valda/new?…&start=1` and waits for the play screen. */
export async function startGame(page, baseUrl, query) {
  await page.goto(`${baseUrl}#/valda/new?${query}&start=1`);
  await page.locator('.vplay').waitFor({ timeout: TIMEOUT });
}

export async function attr(page, name) {
  return page.locator('.vplay').getAttribute(name);
}

export async function actions(page) {
  return Number(await attr(page, 'data-actions'));
}

export async function waitActions(page, n) {
  await page.locator(`.vplay[data-actions="${n}"]`).waitFor({ timeout: TIMEOUT });
}

/** Waits until the play screen counts more than `n` actions. After a person's action a
 * computer may answer at once: its move can land before a wait for exactly `n + 1` looks,
 * which then never sees that count (a CI run timed out so at action 124). */
export async function waitActionsPast(page, n) {
  await page.waitForFunction((k) => Number(document.querySelector('.vplay')?.dataset.actions) > k, n, { timeout: TIMEOUT });
}

/** Taps the hand-off card if it is shown, after checking that no card of any hand is in the
 * DOM behind it; with `keys`, checks that the card has focus and presses Enter; with
 * `touch`, taps it with a finger (a context with `hasTouch`). Returns whether it was shown. */
export async function reveal(page, { keys = false, touch = false } = {}) {
  const card = page.locator('[data-testid=handoff]');
  if (!(await card.count())) return false;
  assert.equal(await page.locator('.hand-card').count(), 0, 'no hand in the DOM behind the hand-off screen');
  assert.equal(await page.locator('[data-testid=controls]').count(), 0, 'no decision behind the hand-off screen');
  if (keys) {
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'handoff', 'the hand-off card has focus');
    await page.keyboard.press('Enter');
  } else if (touch) {
    await card.tap();
  } else {
    await card.click();
  }
  await page.locator('.vplay[data-revealed=true]').waitFor({ timeout: TIMEOUT });
  return true;
}

/** Tab presses `press` made with `keys` (for the keyboard test's report). */
export const tabs = { count: 0 };

/** Activates the first element matching `selector`: a click (`keys` false), a finger's
 * tap (`keys` is `'touch'`), or with `keys` Tab until it has focus (which must show) and
 * Enter. */
async function press(page, selector, keys) {
  if (!keys || keys === 'touch') {
    const el = page.locator(selector).first();
    await el.scrollIntoViewIfNeeded();
    await (keys ? el.tap() : el.click());
    return;
  }
  tabs.count += await tabTo(page, selector, 400);
  assert.ok(await focusVisible(page), `${selector} shows its focus`);
  await page.keyboard.press('Enter');
}

/** The legal actions the controls were built from (only there while the holder decides). */
export async function legal(page) {
  return JSON.parse(await page.locator('[data-testid=controls]').getAttribute('data-legal'));
}

/**
 * A trade or a swap (`kind`, the action's `{ pay, get }`) put together in its panel as a player
 * does — the trade's panel opened first, what to give and what to get each by its − and +
 * steps — then the panel's button (`button(sel)`: `sel` with the action's `data-action`).
 * Through `ui`, so that every driver shares it (Playwright here, WebDriver in tests/engines/):
 * `count(sel)` how many elements match, `text(sel)` an element's text, `press(sel)` a press.
 */
export async function exchange(kind, { pay, get }, button, ui) {
  const panel = `[data-testid=${kind}]`;
  if (kind === 'trade' && !(await ui.count(`${panel}[open]`))) await ui.press(`${panel} > summary`);
  const want = kind === 'trade' ? { gold: 0, diamond: 0, blood: 0, [get]: 1 } : get;
  const number = (side, k) => `${panel} .vtrade-${side} .vstep[data-kind=${k}] .vstep-n`;
  const count = async (side, k) => Number(await ui.text(number(side, k)));
  const step = async (side, k, to) => {
    const d = side === 'get' ? 'g' : '';
    for (let n = await count(side, k), tries = 0; n !== to; n = await count(side, k), tries++) {
      assert.ok(tries < 12, `the ${kind}'s ${side} ${k} reaches ${to} (at ${n})`);
      await ui.press(`${panel} .vtrade-${side} [data-k=${k}][data-d="${d}${n < to ? '+' : '-'}"]`);
      // The step is drawn before the next is read.
      for (let t = 0; (await count(side, k)) === n; t++) {
        assert.ok(t < 250, `the ${kind}'s ${side} ${k} stepped from ${n}`);
        await new Promise((ok) => setTimeout(ok, 20));
      }
    }
  };
  const kinds = ['gold', 'diamond', 'blood'];
  if (kind === 'trade') await ui.press(`${panel} [data-k=${get}][data-d="="]`);
  // Lower first, then raise: a side's total may be bounded.
  for (const k of kinds) if (kind === 'swap' && (await count('get', k)) > want[k]) await step('get', k, want[k]);
  for (const k of kinds) if ((await count('pay', k)) > pay[k]) await step('pay', k, pay[k]);
  for (const k of kinds) await step('pay', k, pay[k]);
  for (const k of kinds) if (kind === 'swap') await step('get', k, want[k]);
  await ui.press(button(`${panel} button`));
}

/** Carries out `action` through the UI: a card is tapped and its action chosen (or a
 * card to choose is tapped), a build is chosen on the map or the village, a resource by
 * its icon, anything else by its button; with `keys`, each by Tab and Enter instead of a
 * click; with `touch`, each by a finger's tap. Waits until the engine took it. */
export async function perform(page, action, { drag = false, keys = false, touch = false, count = null } = {}) {
  if (touch) keys = 'touch';
  // How many actions the game has had: the play screen's record, or (a seat's screen on a
  // phone, which keeps none) what `count` reads.
  const counted = count ?? (() => actions(page));
  const before = await counted();
  // A second press (a card's action, a build's button) when the first did not make the
  // move. On a phone the move goes to the table and comes back: the screen may change under
  // the press, which then finds its button gone; that is fine once the move was taken.
  const second = async (sel) => {
    if ((await counted()) !== before || !(await page.locator(sel).count())) return;
    try {
      await press(page, sel, keys);
    } catch (e) {
      for (let t = 0; (await counted()) === before; t++) {
        if (!count || t > 100) throw e;
        await new Promise((ok) => setTimeout(ok, 50));
      }
    }
  };
  const json = JSON.stringify(action);
  const kind = kindOf(action);
  const button = (sel) => `${sel}[data-action='${json.replaceAll("'", "\\'")}']`;
  const card = ['play', 'attack', 'defend', 'weapon', 'discard', 'card'].includes(kind)
    ? (kind === 'play' ? action.play.card : kind === 'weapon' ? action.weapon.card : action[kind])
    : null;
  if (card !== null) {
    const open = kind === 'play' && action.play.open;
    const row = open ? '.open-card' : '.hand-card, .choice-card';
    await press(page, `:is(${row})[data-card="${card}"]`, keys);
    // A card to choose from outside the hand is taken at once when it has one action.
    // An attack or a defence has its button beside its preview.
    await second(button(':is([data-testid=chosen-actions], [data-testid=previews]) button'));
  } else if (kind === 'build') {
    const b = action.build.building;
    const id = typeof b === 'object' ? `build-temple-${b.temple}` : `build-${b}`;
    if (drag) {
      // Drag the piece from the tray onto its domain or the village.
      const piece = await centreOf(page.locator(`.vpiece[data-piece=${typeof b === 'object' ? 'temple' : b}]`));
      const where = typeof b === 'object' ? `[data-drop="temple-${b.temple}"]` : '[data-drop=village]';
      const to = await centreOf(page.locator(where).first());
      await page.mouse.move(piece.x, piece.y);
      await page.mouse.down();
      await page.mouse.move(piece.x + 4, piece.y - 12, { steps: 2 });
      await page.mouse.move(to.x, to.y, { steps: 12 });
      await page.mouse.up();
    } else {
      await press(page, `[data-testid=${id}]`, keys);
    }
    await second(button('.vcontrols button'));
  } else if (kind === 'trade' || kind === 'swap') {
    await exchange(kind, action[kind], button, {
      count: (sel) => page.locator(sel).count(),
      text: (sel) => page.locator(sel).innerText(),
      press: (sel) => press(page, sel, keys),
    });
  } else {
    await press(page, button('.vcontrols button'), keys);
  }
  if (count) {
    for (let t = 0; (await count()) === before; t++) {
      assert.ok(t < TIMEOUT / 50, `${json} was taken (still at ${before})`);
      await new Promise((ok) => setTimeout(ok, 50));
    }
  } else {
    await waitActionsPast(page, before);
  }
}

// Helpers for the Odin end-to-end tests: start a game from a URL with a fixed seed, read the
// DOM's data attributes, and play actions ("play 8R 8B", "pass", "take 7Y") through the UI
// with real pointer input, by taps or by drags.
import assert from 'node:assert/strict';
import { TIMEOUT } from './helpers.mjs';

export const SLOT = 'skald.odin.game';

/** Seed 797, 3 players (Astrid, Bjørn, Sigrún): the first hand's actions up to a lead of the
 * whole hand (9B 3B 2B 1B), with two takes of two cards; found by a small search over random
 * playouts (see odin-play.test.mjs). */
export const HAND_797 = [
  'play 2O', 'play 2B 2P', 'play 5G 4G 3G', 'take 2B', 'play 9G 9B 9P', 'take 4G', 'pass',
  'play 8O 7O 4O 3O', 'take 9B', 'pass', 'pass',
];

/** Opens `#/odin/new?…&start=1` and waits for the play screen. */
export async function startGame(page, baseUrl, query) {
  await page.goto(`${baseUrl}#/odin/new?${query}&start=1`);
  await page.locator('.oplay').waitFor({ timeout: TIMEOUT });
}

export async function attr(page, name) {
  return page.locator('.oplay').getAttribute(name);
}

export async function actions(page) {
  return Number(await attr(page, 'data-actions'));
}

export async function waitActions(page, n) {
  await page.locator(`.oplay[data-actions="${n}"]`).waitFor({ timeout: TIMEOUT });
}

/** Taps the hand-off card if it is shown; checks that no hand is in the DOM before and
 * that the card says what to do (`tap`: its words in the page's language). */
export async function reveal(page, tap = /tap to see your cards/) {
  const card = page.locator('[data-testid=handoff]');
  if (await card.count()) {
    assert.equal(await page.locator('.hand-card').count(), 0, 'no cards in the DOM behind the hand-off screen');
    assert.match(await card.innerText(), tap);
    await card.click();
    await page.locator('.oplay[data-revealed=true]').waitFor({ timeout: TIMEOUT });
  }
}

/** The shown hand's cards, in display order. */
export async function handCards(page) {
  return page.locator('.hand-card').evaluateAll((els) => els.map((e) => e.dataset.card));
}

export async function playableCards(page) {
  return page.locator('.hand-card[data-playable=true]').evaluateAll((els) => els.map((e) => e.dataset.card).sort());
}

/** A point where the card itself is hit (cards overlap and turn in the fan). */
export async function grip(locator) {
  const p = await locator.evaluate((el) => {
    el.scrollIntoView({ block: 'center' });
    const r = el.getBoundingClientRect();
    for (const fy of [0.5, 0.35, 0.65, 0.2, 0.8]) {
      for (const fx of [0.15, 0.3, 0.08, 0.5, 0.7, 0.9]) {
        const x = r.left + r.width * fx;
        const y = r.top + r.height * fy;
        const hit = document.elementFromPoint(x, y);
        if (hit && hit.closest('[data-card]') === el) return { x, y };
      }
    }
    return null;
  });
  if (!p) throw new Error('no visible point on the card');
  return p;
}

export async function tapCard(page, card) {
  const p = await grip(page.locator(`.hand-card[data-card="${card}"]`));
  await page.mouse.click(p.x, p.y);
}

/** Presses at `from`, drags (in steps, past the threshold) to `to` and releases. */
export async function dragTo(page, from, to, steps = 10) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 3, from.y - 10, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

export async function middleCentre(page) {
  const box = await page.locator('.omiddle').boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Does one action through the UI. `how`: 'tap' (tap cards then "Play"; tap to take) or
 * 'drag' (tap all cards but the last, then drag the last onto the middle; drag a take to
 * the hand). Waits until the engine has applied it. `tap`: as for [`reveal`].
 */
export async function act(page, action, how = 'tap', tap = undefined) {
  await reveal(page, tap);
  const before = await actions(page);
  const [verb, ...cards] = action.split(' ');
  if (verb === 'pass') {
    await page.locator('[data-testid=pass]').click();
  } else if (verb === 'take') {
    const el = page.locator(`.take-card[data-card="${cards[0]}"]`);
    if (how === 'drag') {
      const hand = await page.locator('.ohand').boundingBox();
      await dragTo(page, await grip(el), { x: hand.x + hand.width / 2, y: hand.y + hand.height / 2 });
    } else {
      await el.click();
    }
  } else if (verb === 'play') {
    const last = cards.at(-1);
    for (const c of how === 'drag' ? cards.slice(0, -1) : cards) await tapCard(page, c);
    if (how === 'drag') {
      await dragTo(page, await grip(page.locator(`.hand-card[data-card="${last}"]`)), await middleCentre(page));
    } else {
      await page.locator('[data-testid=play]:not([disabled])').click();
    }
  } else {
    throw new Error(`unknown action ${action}`);
  }
  await waitActions(page, before + 1);
}

/** Touch input through the DevTools protocol (a context with `hasTouch`). */
export async function touchInput(context, page) {
  const cdp = await context.newCDPSession(page);
  const send = (type, x, y) => cdp.send('Input.dispatchTouchEvent', {
    type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
  });
  return {
    async tap(p) {
      await send('touchStart', p.x, p.y);
      await send('touchEnd', p.x, p.y);
    },
    async drag(from, to, steps = 10) {
      await send('touchStart', from.x, from.y);
      for (let i = 1; i <= steps; i++) {
        await send('touchMove', from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
      }
      await send('touchEnd', to.x, to.y);
    },
  };
}

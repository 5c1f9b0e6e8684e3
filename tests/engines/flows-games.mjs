// The three games' flows of the cross-engine layer, on the driver of ./driver.mjs: from the
// home page to a new game of two people and one computer (Easy, fast pace), a hand-off with
// no hand in the DOM behind it, a move by click (a person's first turn) and one by mouse drag
// (the second person's), the computer's move, and a reload mid-game that keeps the game.
// Seeds, selectors and moves come from the Chromium suites (tests/e2e/*-lib.mjs).
import assert from 'node:assert/strict';
import { choose, exchange, kindOf } from '../e2e/valda-lib.mjs';

/** Home page → the game's page → its new-game screen, by clicks; then the same screen with
 * the seats of `query` filled in (as a shared link would), started by a click on Start. */
export async function startFromHome(page, url, game, query, root) {
  await page.goto(url);
  await page.waitFor(() => document.querySelectorAll('.game-card').length === 3, null, { what: 'the home page' });
  await page.click(`.game-card[data-game="${game}"] a`);
  await page.waitForSelector('[data-testid=new-game]');
  await page.click('[data-testid=new-game]');
  await page.waitForSelector('[data-testid=start]');
  await page.goto(`${url}#/${game}/new?${query}`);
  await page.waitFor(() => document.querySelector('select[data-seat-who="2"]')?.value === 'easy', null,
    { what: 'the form with a computer in seat 3' });
  await page.click('[data-testid=start]');
  await page.waitForSelector(root);
}

/** The play screen's data attributes. */
export function state(page, root) {
  return page.eval((r) => ({ ...document.querySelector(r)?.dataset }), root);
}

/** The hand-off screen is up: no hand (nor decision) in the DOM behind it; a click reveals. */
export async function passHandoff(page, root, hand) {
  await page.waitForSelector('[data-testid=handoff]');
  assert.equal(await page.count(hand), 0, `${page.engine}: no ${hand} behind the hand-off`);
  assert.equal(await page.count('[data-testid=controls]'), 0, `${page.engine}: no decision behind the hand-off`);
  await page.click('[data-testid=handoff]');
  await page.waitForSelector(`${root}[data-revealed=true]`);
}

/** Waits until the play screen's action count passes `n`. */
export function waitActionsAbove(page, root, n) {
  return page.waitFor(([r, k]) => Number(document.querySelector(r)?.dataset.actions) > k, [root, n],
    { what: `${root} past ${n} actions` });
}

/** After the people's turns: the computer (seat 3) moves and the device comes back to the first
 * person, behind a hand-off. Then a reload keeps the game where it was. */
async function computerThenReload(page, root, hand, before) {
  const st = await page.waitFor((r) => {
    const d = document.querySelector(r)?.dataset;
    return d && d.toMove === '0' && !d.computer && { ...d };
  }, root, { what: 'the computer to move and hand back' });
  assert.ok(Number(st.actions) > before, `${page.engine}: the computer moved (${before} → ${st.actions} actions)`);
  await page.waitForSelector('[data-testid=handoff]');
  await page.reload();
  await page.waitForSelector(root);
  const after = await state(page, root);
  assert.equal(after.actions, st.actions, `${page.engine}: the reload kept every action`);
  assert.equal(after.toMove, '0', `${page.engine}: the reload kept whose turn it is`);
  await passHandoff(page, root, hand);
}

// --- Völuspá -------------------------------------------------------------------------------

/** One action of the person to move: Raven and Hermod follow-ups ended, a discard when
 * nothing fits, else a tile onto a legal cell by click (tile, cell) or by drag, then what the
 * screen asks after the drop (Place to confirm, a direction for a Jotunn on a tile). */
async function voluspaStep(page, how) {
  const st = await state(page, '.vol-play');
  if (st.phase === 'RavenAgain') return page.click('[data-testid=skip-raven]');
  if (st.phase === 'HermodFollowUp') return page.click('[data-testid=end-turn]');
  if (!(await page.count('.hand-tile[data-playable=true]:not(.spent)'))) {
    await page.click('.hand-tile');
    return page.click('[data-testid=discard]');
  }
  const tile = '.hand-tile[data-playable=true]:not(.spent)';
  // The first legal cell whose middle is not covered (by the header, a notice); else the
  // first one, scrolled into view for a tap (not while a drag holds the tile).
  const legalCell = (scroll) => {
    const cells = [...document.querySelectorAll('[data-legal]')];
    const middle = (el) => {
      const r = el.getBoundingClientRect();
      return { x: Math.round(r.x + r.width / 2), y: Math.round(r.y + r.height / 2) };
    };
    const open = cells.find((el) => {
      const p = middle(el);
      const hit = document.elementFromPoint(p.x, p.y);
      return hit && (hit === el || el.contains(hit));
    });
    if (open || !cells.length) return open ? middle(open) : null;
    if (scroll) cells[0].scrollIntoView({ block: 'center' });
    return middle(cells[0]);
  };
  if (how === 'click') {
    await page.click(tile);
    await page.clickAt(await page.waitFor(legalCell, true, { what: 'legal cells after a tap on a tile' }));
  } else {
    // The legal cells show once the drag has started.
    await page.dragToFound(await page.point(tile),
      () => page.waitFor(legalCell, false, { what: 'legal cells while dragging' }), 12);
  }
  const asked = '[data-testid=place], [data-push], .bump-arrow';
  for (let i = 0; i < 3; i++) {
    const next = await page.waitFor(([n, q]) => (Number(document.querySelector('.vol-play')?.dataset.actions) > n ? 'done'
      : document.querySelector(q) ? 'asked' : null), [Number(st.actions), asked], { what: 'the tile placed, or a question' });
    if (next === 'done') return;
    await page.click(asked);
    await page.waitFor(([n, q]) => Number(document.querySelector('.vol-play')?.dataset.actions) > n || !document.querySelector(q),
      [Number(st.actions), asked], { what: 'the answer taken' });
  }
}

/** Plays the person's whole turn (until another seat is to move or a hand-off is up).
 * Returns the number of actions right after the person's last one (a computer at the fast
 * pace may already have answered by the time the turn is seen to be over). */
export async function voluspaTurn(page, how) {
  const seat = (await state(page, '.vol-play')).toMove;
  for (let i = 0; i < 6; i++) {
    const before = Number((await state(page, '.vol-play')).actions);
    await voluspaStep(page, how);
    await waitActionsAbove(page, '.vol-play', before);
    const st = await state(page, '.vol-play');
    if (st.toMove !== seat || (await page.count('[data-testid=handoff]'))) return before + 1;
  }
  throw new Error(`${page.engine}: Völuspá turn did not end`);
}

export async function voluspa(page, url) {
  await startFromHome(page, url, 'voluspa', 'players=3&computers=,,easy&pace=fast&seed=5', '.vol-play');
  await passHandoff(page, '.vol-play', '.hand-tile');
  const a0 = Number((await state(page, '.vol-play')).actions);
  const board0 = await page.count('.stack');
  await voluspaTurn(page, 'click');
  assert.ok((await page.count('.stack')) > board0, `${page.engine}: the tapped tile is on the board`);
  await passHandoff(page, '.vol-play', '.hand-tile');
  const board1 = await page.count('.stack');
  const a1 = await voluspaTurn(page, 'drag');
  assert.ok((await page.count('.stack')) >= board1, `${page.engine}: the dragged tile is on the board`);
  assert.ok(a1 >= a0 + 2, `${page.engine}: two people's turns (${a0} → ${a1})`);
  await computerThenReload(page, '.vol-play', '.hand-tile', a1);
}

// --- Odin ------------------------------------------------------------------------------------

/** Seed 236 (odin-play.test.mjs): Astrid leads 5O, Bjørn follows with 8O. */
export async function odin(page, url) {
  await startFromHome(page, url, 'odin', 'players=3&computers=,,easy&pace=fast&target=one-hand&seed=236', '.oplay');
  await passHandoff(page, '.oplay', '.hand-card');
  assert.deepEqual(await page.eval(() => [...document.querySelectorAll('.hand-card')].map((e) => e.dataset.card)),
    ['8R', '8B', '8P', '7O', '6Y', '5O', '5Y', '3O', '1O'], `${page.engine}: seed 236's first hand`);
  // By click: the card, then Play.
  const a0 = Number((await state(page, '.oplay')).actions);
  await page.click('.hand-card[data-card="5O"]');
  await page.waitForSelector('[data-testid=play]:not([disabled])');
  await page.click('[data-testid=play]');
  await waitActionsAbove(page, '.oplay', a0);
  assert.equal(await page.attr('.omiddle', 'data-value'), '5', `${page.engine}: 5O in the middle`);
  // By drag: Bjørn's 8O onto the middle.
  await passHandoff(page, '.oplay', '.hand-card');
  const from = await page.point('.hand-card[data-card="8O"]');
  const middle = await page.point('.omiddle');
  await page.drag(from, middle, 12);
  await waitActionsAbove(page, '.oplay', a0 + 1);
  assert.equal(await page.attr('.omiddle', 'data-value'), '8', `${page.engine}: 8O in the middle`);
  await computerThenReload(page, '.oplay', '.hand-card', a0 + 2);
}

// --- Valda -----------------------------------------------------------------------------------

/** After a tap that either did the action or offered a choice: clicks `choice` if offered. */
async function thenChoose(page, before, choice) {
  const next = await page.waitFor(([n, b]) => (Number(document.querySelector('.vplay')?.dataset.actions) > n ? 'done'
    : document.querySelector(b) ? 'choose' : null), [before, choice], { what: `the action taken, or ${choice}` });
  if (next === 'choose') await page.click(choice);
}

/** Carries out `action` by clicks (a card and then its action, a building, a button), or the
 * first action card by a mouse drag onto the map. Returns whether it was dragged. */
async function valdaPerform(page, action, dragCard) {
  const before = Number((await state(page, '.vplay')).actions);
  const json = JSON.stringify(action).replaceAll("'", "\\'");
  const kind = kindOf(action);
  const button = (sel) => `${sel}[data-action='${json}']`;
  const card = ['play', 'attack', 'defend', 'weapon', 'discard', 'card'].includes(kind)
    ? (kind === 'play' ? action.play.card : kind === 'weapon' ? action.weapon.card : action[kind])
    : null;
  let dragged = false;
  if (dragCard && kind === 'play' && !action.play.open) {
    const from = await page.point(`.hand-card[data-card="${card}"]`);
    const map = await page.eval(() => {
      const r = document.querySelector('.vmap').getBoundingClientRect();
      return { x: Math.round(r.x + r.width / 2), y: Math.round(r.y + 40) };
    });
    await page.drag(from, map, 12);
    dragged = true;
  } else if (card !== null) {
    const row = kind === 'play' && action.play.open ? '.open-card' : '.hand-card, .choice-card';
    await page.click(`:is(${row})[data-card="${card}"]`);
    // A card with one action is taken at once; else its actions are offered.
    await thenChoose(page, before, button(':is([data-testid=chosen-actions], [data-testid=previews]) button'));
  } else if (kind === 'build') {
    const b = action.build.building;
    await page.click(`[data-testid=${typeof b === 'object' ? `build-temple-${b.temple}` : `build-${b}`}]`);
    await thenChoose(page, before, button('.vcontrols button'));
  } else if (kind === 'trade' || kind === 'swap') {
    await exchange(kind, action[kind], button, { count: (sel) => page.count(sel), text: (sel) => page.text(sel), press: (sel) => page.click(sel) });
  } else {
    await page.click(button('.vcontrols button'));
  }
  await waitActionsAbove(page, '.vplay', before);
  return dragged;
}

/** Select-all over the play screen leaves the cards in hand out (they are pressed and
 * dragged, not text: `-webkit-user-select`, issue #27); `shoot` sees the selection. Read
 * from the selection's text where the engine leaves unselectable text out of it; WPE
 * WebKit 2.38 (Safari 16) writes it in all the same, though it paints no card selected
 * (tests/engines/artifacts/wpe-valda-hand.png): there the cards' styles are what is checked. */
async function handNotSelectable(page, shoot) {
  const seen = await page.eval(() => {
    // A control: unselectable text between selectable text (at an end, the selection's
    // own end would leave it out), which the selection's string should leave out.
    const probe = document.createElement('div');
    const none = Object.assign(document.createElement('div'), { textContent: 'skald-unselectable-probe' });
    none.style.cssText = '-webkit-user-select:none;user-select:none';
    probe.append('(', none, ')');
    document.body.append(probe);
    getSelection().selectAllChildren(document.body);
    const text = getSelection().toString();
    const honoured = !text.includes(none.textContent);
    probe.remove();
    const card = document.querySelector('.hand-card');
    const style = getComputedStyle(card);
    return {
      selectedNames: [...document.querySelectorAll('.hand-card .vcard-text')].filter((e) => text.includes(e.textContent)).length,
      userSelect: style.webkitUserSelect || style.userSelect,
      callout: style.webkitTouchCallout ?? null,
      somethingSelected: text.length > 0,
      honoured,
    };
  });
  if (shoot) await shoot();
  await page.eval(() => getSelection().removeAllRanges());
  assert.ok(seen.somethingSelected, `${page.engine}: select-all selected the page's text`);
  assert.equal(seen.userSelect, 'none', `${page.engine}: cards are not text`);
  if (seen.honoured) assert.equal(seen.selectedNames, 0, `${page.engine}: no card's text is selected`);
  else assert.equal(page.engine, 'wpe', `${page.engine}: the selection's text leaves unselectable text out`);
  if (seen.callout !== null) assert.equal(seen.callout, 'none', `${page.engine}: no callout under a finger`);
}

/** A link that starts a game against the computer, opened as a new page (the loader, on such
 * a link, counts the game's wasm as it streams in to ask for the computer's worker engine
 * before it is all in: index.html, `computerLink`): Valda's first seat, the computer's,
 * makes its move, with its worker engine fetched. */
export async function computerLink(page, url) {
  // A query of its own, so that the browser loads a new document (a hash alone would not).
  await page.goto(`${url}?link=computer#/valda/new?players=2&computers=easy,&seed=3&pace=fast&start=1`);
  await page.waitFor(() => Number(document.querySelector('.vplay')?.dataset.actions) > 0, null, { what: "the computer's first move" });
  // Polled: a resource's entry joins the page's timeline a task after its body is in.
  await page.waitFor(() => performance.getEntriesByType('resource')
    .some((e) => /\/computer\/valda-[0-9a-f]{16}_bg\.wasm$/.test(e.name)), null,
  { what: "Valda's worker engine among the page's fetches", timeout: 10_000 });
}

/** Seed 3 (valda-play.test.mjs), three seats, the third a computer: the tests' policy plays
 * the people's decisions by clicks, the first action card by a drag, until the computer has
 * moved; then a reload. `onHand` is called once with a person's hand in view. */
export async function valda(page, url, { onHand } = {}) {
  await startFromHome(page, url, 'valda', 'players=3&computers=,,easy&pace=fast&seed=3&names=Astrid,Bjørn,Sigrún', '.vplay');
  let clicked = 0;
  let dragged = 0;
  let handoffs = 0;
  let computerMoved = false;
  let shown = false;
  let mine = null;
  for (let n = 0; n < 200 && !(dragged && clicked && computerMoved && handoffs >= 2); n++) {
    const st = await page.waitFor(() => {
      const d = document.querySelector('.vplay')?.dataset;
      if (!d || d.computer) return null;
      if (document.querySelector('[data-testid=handoff]')) return { ...d, handoff: true };
      return document.querySelector('[data-testid=controls]') && d.revealed === 'true' ? { ...d } : null;
    }, null, { what: 'a person to decide' });
    if (st.toMove === undefined) break;
    // Only this loop moves for the people: any other action was the computer's.
    if (mine !== null && Number(st.actions) > mine) computerMoved = true;
    mine = Number(st.actions);
    if (st.handoff) {
      await passHandoff(page, '.vplay', '.hand-card');
      handoffs++;
      continue;
    }
    if (!shown && (await page.count('.hand-card')) >= 3) {
      shown = true;
      await handNotSelectable(page, onHand);
    }
    const action = choose(JSON.parse(await page.attr('[data-testid=controls]', 'data-legal')), n);
    if (await valdaPerform(page, action, !dragged)) dragged++;
    else clicked++;
    mine = Number(st.actions) + 1;
  }
  assert.ok(handoffs >= 2, `${page.engine}: hand-offs passed (${handoffs})`);
  assert.ok(clicked > 0 && dragged > 0, `${page.engine}: moves by click (${clicked}) and by drag (${dragged})`);
  assert.ok(computerMoved, `${page.engine}: the computer (Sigrún) moved`);
  // Reload mid-game: the same game, the same seat, behind a hand-off again.
  const st = await state(page, '.vplay');
  await page.reload();
  await page.waitForSelector('.vplay');
  const after = await state(page, '.vplay');
  assert.equal(after.actions, st.actions, `${page.engine}: the reload kept every action`);
  assert.equal(after.toMove, st.toMove, `${page.engine}: the reload kept whose turn it is`);
  assert.equal(after.phase, st.phase);
}

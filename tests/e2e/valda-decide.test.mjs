// Valda decisions a new player can make, and Valda's layout per device (issue #26), by
// finger at 390×844, 768×1024 and 1024×768 in English and German, through a whole 3-player
// round. At every decision: the decider's name and mat are in view; the hand stays whole in
// the footer under the decision's band (a long decision scrolls in its band, never pushes the
// hand out or lies under it), every card of it at least 44 px wide with its name whole; on
// the landscape tablet the table sits beside a fixed column of the decider's line, mat,
// decision and hand, which stays put when the table scrolls. At the building decision every
// temple and building on offer shows its price against what the decider holds (the mat's
// numbers), marked affordable exactly when it can be built, else what is missing. At an
// attack or a defence every option's swords against shields sits on its own button, under what it does.
// Screenshots: tests/e2e/artifacts/valda-decide-<size>-<lang>-<moment>.png.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { inView, openPage, screenshotPath, TIMEOUT, withBrowser } from './helpers.mjs';
import { assertDeciderShown, attr, choose, decisionDue, kindOf, perform, reveal, startGame } from './valda-lib.mjs';

const NAMES = 'names=Astrid,Bj%C3%B8rn,Sigr%C3%BAn';
const SEATS = ['Astrid', 'Bjørn', 'Sigrún'];
const SIZES = {
  phone: { width: 390, height: 844 },
  'tablet-portrait': { width: 768, height: 1024 },
  'tablet-landscape': { width: 1024, height: 768 },
};

/** Boxes of the footer's parts, the hand's cards and the decision's buttons. */
function layout(page) {
  return page.evaluate(() => {
    const box = (el) => el && el.getBoundingClientRect().toJSON();
    const q = (s) => document.querySelector(s);
    return {
      vh: innerHeight,
      vw: innerWidth,
      top: box(q('.vtop')),
      footer: box(q('.vbottom')),
      band: box(q('[data-testid=band]')),
      hand: box(q('.vcards.hand')),
      map: box(q('.vmap')),
      table: box(q('.vtable')),
      open: [...document.querySelectorAll('.vcards.open')].map((ul) => ({
        row: ul.getBoundingClientRect().height,
        cards: [...ul.querySelectorAll('.open-card')].map((e) => e.getBoundingClientRect().height),
      })),
      cards: [...document.querySelectorAll('.vcards.hand .hand-card')].map((e) => ({
        ...box(e), cut: [...e.querySelectorAll('.vcard-name')].some((n) => n.scrollWidth > n.clientWidth + 1),
      })),
    };
  });
}

/** Whether a finger at the middle of each of the decision's buttons on show (not under a
 * fold not opened, not the tray a narrow footer hides), once it is scrolled into view
 * within its band, touches that button (nothing lies over it). */
function buttonsReachable(page) {
  return page.evaluate(() => {
    const bad = [];
    for (const b of document.querySelectorAll('.vcontrols button, .vcontrols summary, .vtray button')) {
      if (!b.getClientRects().length || b.closest('details:not([open]) > :not(summary)')) continue;
      b.scrollIntoView({ block: 'nearest' });
      const r = b.getBoundingClientRect();
      const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!at || !b.contains(at)) bad.push(`${b.textContent.trim().slice(0, 40)} under ${at?.className}`);
    }
    document.querySelector('[data-testid=band]')?.scrollTo(0, 0);
    return bad;
  });
}

/** The mat's resources by kind. */
async function held(page) {
  return page.locator('[data-testid=mat] .vres').evaluateAll((els) => Object.fromEntries(els.map((e) => [e.dataset.kind, Number(e.dataset.n)])));
}

/** Every price shown against what is held: where it is, held/needed per kind, whether
 * marked affordable, its note. */
function costs(page) {
  return page.locator('[data-testid=cost-against]').evaluateAll((els) => els.map((e) => ({
    where: e.closest('.vdomain')?.dataset.god ?? e.closest('.vpiece')?.dataset.piece,
    affordable: e.dataset.affordable === 'true',
    discount: Number(e.dataset.discount),
    kinds: [...e.querySelectorAll('.vcost-kind')].map((k) => {
      const [have, need] = k.textContent.split('/').map(Number);
      return { kind: k.dataset.kind, have, need, short: k.classList.contains('short') };
    }),
    note: e.querySelector('[data-testid=cost-note]').textContent,
    buildable: e.closest('.vdomain')
      ? !!e.closest('.vdomain').querySelector('.vbuild-here')
      : !e.closest('.vpiece').disabled,
  })));
}

describe('Valda: decisions a new player can make, on every device', { timeout: 60 * TIMEOUT }, () => {
  let browser, server;
  withBrowser((b, s) => {
    [browser, server] = [b, s];
  });

  for (const size of Object.keys(SIZES)) {
    for (const lang of ['en', 'de']) {
      test(`${size}, ${lang}: costs against holdings, previews on their buttons, the hand and the decider always in view`, async (t) => {
        const { width, height } = SIZES[size];
        const { context, page, watch } = await openPage(browser, {
          viewport: SIZES[size], hasTouch: true, isMobile: true, locale: lang === 'de' ? 'de-DE' : 'en-GB',
        });
        const [AFFORDABLE, MISSING, SWORDS, SHIELDS] = lang === 'de'
          ? ['Bezahlbar', /^Es fehlt: \d/, /^(1 Schwert|\d+ Schwerter)/, /gegen (1 Schild|\d+ Schilde|keinen Schild|den Schild)/]
          : ['Affordable', /^Missing: \d/, /^(1 sword|\d+ swords)/, /against (1 shield|\d+ shields|no shield|.*'s shield)/];
        await startGame(page, server.url, `players=3&${NAMES}&seed=3&privacy=0&cards=builtin`);
        const shots = new Set();
        const shot = async (name) => {
          if (shots.has(name)) return;
          shots.add(name);
          await page.screenshot({ path: screenshotPath(`valda-decide-${size}-${lang}-${name}`) });
        };
        let decisions = 0;
        let longest = 0;
        const seen = { affordable: 0, missing: 0, pieces: 0, attack: 0, defend: 0 };
        for (let n = 0; n < 220 && (await attr(page, 'data-round')) === '1'; n++) {
          await reveal(page, { touch: true });
          const { seat, legal: l, kind, where } = await decisionDue(page, n);

          // The decider named, their mat in view.
          await assertDeciderShown(page, SEATS[seat], seat, where);

          // The hand whole in the footer, under the band; every card tappable, names whole.
          const box = await layout(page);
          assert.ok(box.footer.bottom <= height + 0.5, `the footer ends on screen ${where}`);
          assert.ok(box.hand.top >= box.band.bottom - 0.5, `the hand is under the decision's band ${where}`);
          assert.ok(box.hand.bottom <= box.footer.bottom + 0.5 && box.hand.top >= box.footer.top, `the hand is inside the footer ${where}`);
          for (const c of box.cards) {
            assert.ok(c.width >= 44 && c.height >= 44, `a card of ${c.width}×${c.height}px ${where}`);
            assert.ok(c.top >= box.hand.top - 0.5 && c.bottom <= height + 0.5, `the card is whole on screen ${where}`);
            assert.equal(c.cut, false, `a card's name is whole ${where}`);
          }
          // The open cards are whole in the band, not squeezed by a long decision.
          for (const o of box.open) {
            for (const h of o.cards) assert.ok(h >= 44 && o.row >= h, `an open card ${h}px tall in a row of ${o.row}px ${where}`);
          }
          assert.deepEqual(await buttonsReachable(page), [], `every button of the decision can be touched ${where}`);
          const bandScroll = await page.locator('[data-testid=band]').evaluate((e) => e.scrollHeight - e.clientHeight);
          if (bandScroll > longest) {
            longest = bandScroll;
            if (bandScroll > 0) await shot('long-decision');
          }
          const sideways = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
          assert.ok(sideways <= 0, `the page does not slide sideways (${sideways}px)`);

          if (size === 'tablet-landscape') {
            // The map beside the column, which runs from the header to the foot of the screen
            // and does not move when the table scrolls.
            assert.ok(box.map.right <= box.footer.left + 0.5, `the map is beside the column ${where}`);
            assert.ok(Math.abs(box.footer.top - box.top.bottom) <= 1 && Math.abs(box.footer.bottom - height) <= 1, `the column is the height of the screen ${where}`);
            assert.ok(box.footer.width >= 0.3 * width, `the column is ${box.footer.width}px wide`);
            if (n % 7 === 0) {
              await page.locator('.vtable').evaluate((e) => e.scrollTo(0, e.scrollHeight));
              const after = await layout(page);
              assert.deepEqual(after.footer, box.footer, 'the column stays put while the table scrolls');
              assert.equal(await inView(page, '[data-testid=mat]'), 'ok');
              await page.locator('.vtable').evaluate((e) => e.scrollTo(0, 0));
            }
          }

          // The building decision: each price against the mat's numbers.
          if (kind === 'building') {
            const have = await held(page);
            const shown = await costs(page);
            const builds = l.filter((a) => kindOf(a) === 'build').map((a) => JSON.stringify(a.build.building));
            for (const c of shown) {
              for (const k of c.kinds) {
                assert.equal(k.have, have[k.kind], `${c.where}: the ${k.kind} held is the mat's`);
                assert.equal(k.short, k.have < k.need, `${c.where}: ${k.kind} marked short only when short`);
              }
              // Affordable exactly when the engine offers the build, and then buildable here.
              const building = ['mine', 'drill'].includes(c.where) ? JSON.stringify(c.where) : JSON.stringify({ temple: c.where });
              assert.equal(c.affordable, builds.includes(building), `${c.where} is affordable exactly when it can be built`);
              assert.equal(c.buildable, c.affordable, `${c.where} can be chosen exactly when affordable`);
              if (c.affordable) {
                assert.equal(c.note, AFFORDABLE);
                // Short of a kind only as far as this turn's discount covers.
                const short = c.kinds.reduce((sum, k) => sum + Math.max(0, k.need - k.have), 0);
                assert.ok(short <= c.discount, `${c.where}: short ${short}, discount ${c.discount}`);
                seen.affordable++;
              } else {
                assert.match(c.note, MISSING);
                assert.ok(c.kinds.some((k) => k.short), `${c.where}: a kind short of the price is marked`);
                seen.missing++;
              }
              if (['mine', 'drill'].includes(c.where)) seen.pieces++;
            }
            if (shown.length) await shot('costs');
            // An unaffordable piece does nothing when tapped.
            const off = page.locator('.vpiece:disabled:visible').first();
            if (await off.count()) {
              const before = await attr(page, 'data-actions');
              await off.tap({ force: true });
              await page.waitForTimeout(150);
              assert.equal(await attr(page, 'data-actions'), before, 'an unaffordable piece builds nothing');
            }
          } else {
            assert.equal(await page.locator('[data-testid=cost-against]').count(), 0, `no prices outside the building decision ${where}`);
          }

          // An attack or a defence: every option previewed on its own button, under what it
          // does (one button per row: what it comes to cannot be read as another's).
          const fights = l.filter((a) => ['attack', 'defend', 'no_defence'].includes(kindOf(a)));
          if (fights.length) {
            const rows = await page.locator('[data-testid=previews] button:has([data-kind=fight])').evaluateAll((els) => els.map((b) => ({
              action: b.dataset.action,
              text: b.querySelector('[data-testid=preview]').innerText,
              // Under the action's words, inside the button.
              under: b.querySelector('[data-testid=preview]').getBoundingClientRect().top >= b.querySelector('strong').getBoundingClientRect().bottom - 1,
            })));
            assert.deepEqual(rows.map((r) => r.action).sort(), fights.map((a) => JSON.stringify(a)).sort(), `one row per attack or defence ${where}`);
            for (const r of rows) {
              assert.ok(r.under, `the preview is under its action's words: ${r.text}`);
              assert.match(r.text, SWORDS);
              assert.match(r.text, SHIELDS);
            }
            const defence = kind === 'defend';
            seen[defence ? 'defend' : 'attack']++;
            await shot(defence ? 'defend' : 'attack');
          } else {
            assert.equal(await page.locator('[data-testid=preview][data-kind=fight]').count(), 0);
          }
          decisions++;
          await perform(page, choose(l, n), { touch: true });
        }
        assert.equal(await attr(page, 'data-round'), '2', 'a whole round was played');
        assert.ok(seen.affordable > 0 && seen.missing > 0 && seen.pieces > 0, `affordable and unaffordable prices were seen: ${JSON.stringify(seen)}`);
        assert.ok(seen.attack > 0 && seen.defend > 0, `attacks and defences were previewed: ${JSON.stringify(seen)}`);
        t.diagnostic(`${decisions} decisions; ${JSON.stringify(seen)}; the longest decision scrolled ${longest}px in its band`);
        await watch.check();
        await context.close();
      });
    }
  }
});

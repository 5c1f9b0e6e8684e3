// What a player may have to download, in gzipped bytes. `node scripts/sizes.mjs` prints every
// file of the build and fails when one of these is exceeded (the test command runs it).
// Each budget says why it is what it is.

import { BUNDLES } from './bundles.mjs';

/** Whether a built file belongs to build `b` of BUNDLES (its wasm and JS, the shared and
 * its own style sheets). */
const inBundle = (n, b) =>
  new RegExp(`^${b.bin}-[0-9a-f]+(\\.js|_bg\\.wasm)$`).test(n) ||
  /^style-[0-9a-f]+\.css$/.test(n) ||
  b.css.some((c) => new RegExp(`^${c}-[0-9a-f]+\\.css$`).test(n));

/** Sums the gzipped size of the files of `rows` whose name matches `test`. */
const sum = (rows, test) => rows.filter((r) => test(r.name)).reduce((t, r) => t + r.gz, 0);

export const BUDGETS = [
  {
    name: 'fonts',
    // Two faces (Cinzel for titles, Inter for text) in three weights, latin subsets: every
    // letter of English, German and the Norse names. 80 KB keeps them a small part of a
    // first visit on café Wi-Fi; a third weight or a wider subset has to earn its place.
    limit: 80 * 1024,
    measure: (rows) => sum(rows, (n) => n.startsWith('fonts/')),
  },
  {
    name: 'home page first load (wasm + JS + CSS)',
    // The shell alone (home, menus, the pages of games not built yet) plus the shared style
    // sheet: what every visitor downloads before seeing anything. 120 KB shows the home
    // page quickly on café Wi-Fi; each game's code waits until that game is opened.
    limit: 120 * 1024,
    measure: (rows) => sum(rows, (n) => /^skald-app-[0-9a-f]+(\.js|_bg\.wasm)$/.test(n) || /^style-[0-9a-f]+\.css$/.test(n)),
  },
  ...Object.entries(BUNDLES)
    .filter(([name]) => name !== 'home' && !name.endsWith('-embed'))
    .map(([game, b]) => ({
      name: `${game} play screen (shell + ${game}: wasm + JS + CSS)`,
      // One game's build (it holds the shell too) with the shared and the game's style sheets.
      // 250 KB keeps a game a few seconds away on a slow connection, and leaves room for the
      // computer opponents and a second language; Valda's build will have the same budget.
      // Valda's rules are the largest engine of the three (the effect interpreter, god
      // weapons and their windows, the card-list reader: the built-in 141 cards are read from
      // their TSV at start, and players may load another printing): 306 KB when its screens
      // first shipped; 320 KB leaves it one step of room, to be won back before the AI lands.
      limit: (game === 'valda' ? 320 : 250) * 1024,
      measure: (rows) => sum(rows, (n) => inBundle(n, b)),
    })),
  ...Object.entries(BUNDLES)
    .filter(([name]) => name.endsWith('-embed'))
    .map(([name, b]) => ({
      name: `${name} (one embed in a rules page: index.html + wasm + JS + CSS + embed.js)`,
      // What a reader of a rules page downloads for the first embed of a game (fonts
      // aside): the aim of issue #10 is at most 200 KB, so a page with a few positions stays
      // light on a phone. Each further embed of the game comes from the browser's cache.
      limit: 200 * 1024,
      measure: (rows) => sum(rows, (n) => inBundle(n, b) || n === 'index.html' || n === 'embed.js'),
    })),
  {
    name: 'engine module for page scripts (engine/: wasm + JS)',
    // All three games' rules, Valda's card set and the JSON layer, for other pages' scripts
    // (docs/embedding.md); never loaded by the app itself, nor by embeds. 340 KB (measured
    // 335 KB when it first shipped): loaded once by a page that asks the engine questions;
    // a module per game would cut it, if pages need that.
    limit: 340 * 1024,
    measure: (rows) => sum(rows, (n) => /^engine\/skald(\.js|_bg\.wasm)$/.test(n)),
  },
];

/** The budgets that `rows` ({name, raw, gz}) exceed, as messages; empty when all hold. */
export function overBudget(rows) {
  const kb = (n) => (n / 1024).toFixed(1) + ' KiB';
  return BUDGETS.flatMap((b) => {
    const used = b.measure(rows);
    console.log(`budget: ${b.name} ${kb(used)} of ${kb(b.limit)}`);
    return used > b.limit ? [`${b.name}: ${kb(used)} gzipped is over its budget of ${kb(b.limit)} (scripts/budgets.mjs)`] : [];
  });
}

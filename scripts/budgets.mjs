// What a player may have to download, in gzipped bytes. `node scripts/sizes.mjs` prints every
// file of the build and fails when one of these is exceeded (the test command runs it).
// Each budget says why it is what it is.

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
    name: 'first load (wasm + JS + CSS)',
    // Interim, until each game's code loads on its own (issue #9 then sets 120 KB for the
    // home page and 250 KB for a game's play screen): today every visitor downloads the
    // whole app before the home page shows. This stops it from growing unnoticed while the
    // split is built (today: about 320 KB).
    limit: 340 * 1024,
    measure: (rows) => sum(rows, (n) => /\.(wasm|js|css)$/.test(n) && !n.startsWith('engine/') && n !== 'sw.js'),
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

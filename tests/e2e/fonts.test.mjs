// The bundled fonts are the "latin" subsets only (fonts budget in scripts/budgets.mjs): every
// letter the app writes must be in their unicode-range, so no word is drawn half in Inter,
// half in a fallback font. Symbols (✕ ☰ →) may fall back on purpose; letters may not.
// Reads the sources, not the build: it needs no browser.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { BUILDS } from '../../scripts/builds.mjs';
import { ROOT } from './helpers.mjs';

function files(dir, ext) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? files(p, ext) : p.endsWith(ext) ? [p] : [];
  });
}

/** The code points covered by every @font-face of static/fonts.css, as [from, to] pairs per face. */
function faces() {
  const css = readFileSync(ROOT + 'static/fonts.css', 'utf8');
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
    const family = /font-family:\s*"([^"]+)"/.exec(body)[1];
    const weight = /font-weight:\s*(\d+)/.exec(body)[1];
    const ranges = /unicode-range:\s*([^;]+);/.exec(body)[1].split(',').map((r) => {
      const [a, b] = r.trim().replace(/^U\+/, '').split('-');
      return [parseInt(a, 16), parseInt(b ?? a, 16)];
    });
    return { family, weight, ranges };
  });
}

test('every letter the app writes is in the bundled fonts (both faces, every weight)', () => {
  const sources = [
    ...files(ROOT + 'app/src', '.rs'),
    ROOT + 'index.html',
    ROOT + 'static/manifest.webmanifest',
  ];
  const letters = new Map();
  for (const f of sources) {
    for (const ch of readFileSync(f, 'utf8')) {
      if (/\p{L}/u.test(ch) && ch.codePointAt(0) > 0x7f && !letters.has(ch)) letters.set(ch, f);
    }
  }
  // German and the Norse names the app uses must be among them, or the check proves little.
  for (const ch of 'öáúóø') assert.ok(letters.has(ch), `the sources use ${ch}`);
  // Letters the German interface (issue #14) will need, covered in advance.
  for (const ch of 'äöüßÄÖÜ') letters.set(ch, 'German');
  const all = faces();
  assert.deepEqual([...new Set(all.map((f) => `${f.family} ${f.weight}`))].sort(), ['Cinzel 600', 'Inter 400', 'Inter 600']);
  for (const face of all) {
    for (const [ch, where] of letters) {
      const cp = ch.codePointAt(0);
      assert.ok(face.ranges.some(([a, b]) => cp >= a && cp <= b),
        `${face.family} ${face.weight} lacks ${ch} (U+${cp.toString(16).toUpperCase()}), used in ${where}`);
    }
  }
});

test('fonts never block the first render: every face swaps in, and no style sheet is imported', () => {
  const css = readFileSync(ROOT + 'static/fonts.css', 'utf8');
  const bodies = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => body);
  assert.equal(bodies.length, 3);
  // `swap`: the text is drawn at once in a fallback font and redrawn when the face comes
  // (`block` would hide it for up to three seconds on a slow connection).
  for (const body of bodies) assert.match(body, /font-display:\s*swap;/, body);
  // The faces live in a style sheet of their own, which the loader adds (fonts.css; at once,
  // or after a computer's engine): no @import, and no render-blocking style sheet in
  // index.html but style.css (the games' own and the fonts' Trunk links are taken out of
  // <head> by scripts/post-build/loader.mjs; the loader adds the ones a build needs).
  for (const name of readdirSync(ROOT + 'static').filter((f) => f.endsWith('.css'))) {
    assert.doesNotMatch(readFileSync(ROOT + 'static/' + name, 'utf8'), /@import/, name);
  }
  const html = readFileSync(ROOT + 'index.html', 'utf8');
  const sheets = [...html.matchAll(/<link[^>]*rel="(?:css|stylesheet)"[^>]*>/g)].map(([tag]) => /href="([^"]+)"/.exec(tag)[1]);
  const games = new Set([...Object.values(BUILDS).flatMap((b) => b.css), 'fonts'].map((c) => `static/${c}.css`));
  assert.equal(sheets[0], 'static/style.css');
  assert.deepEqual(sheets.slice(1).filter((s) => !games.has(s)), [], 'no style sheet but style.css, the fonts\' and the builds\' own');
});

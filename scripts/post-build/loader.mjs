#!/usr/bin/env node
// Post-build step 4: writes the builds of scripts/builds.mjs into the loader, the first script
// of index.html's <head> — for each build its module, wasm, the games' style sheets and the
// message files it needs (as built: `./skald-odin-<hash>.js`, `./odin-<hash>.css`, `shell`),
// for a game's build its computer's worker engine (`./computer/odin-<hash>.js` and its wasm),
// the words files of every message file in every language (`./words/odin.de-<hash>.txt`),
// for a module (`odin-link`) that it is one (`module: true`: the loader's skaldModule loads
// it into a running build's page, no route starts it),
// the fonts' style sheet (`./fonts-<hash>.css`), and the route map (`#/embed/odin…` →
// `odin-embed`) with the function that matches an address against it (`bundleOf` of
// scripts/builds.mjs) — and takes the games' and the fonts' style sheets out of <head>, so
// that the home page loads only the shell and a game only its own code, styles
// and words in one language. Needs step 2's and step 3's names. In
// release builds it then minifies index.html's inline scripts with terser (Trunk's minifier
// leaves them as they are, comments and all).
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify } from 'terser';
import { BUILDS, GAMES, WORKER_ENGINE_DIR, bundleOf, cssFile, routeMap, servedCss, workerEngineIn } from '../builds.mjs';
import { moduleOf } from './hash-minify.mjs';
import { isMain, release, stagingDir } from './step.mjs';
import { WORDS_DIR, wordsOf } from './words.mjs';

/** On a link that starts a game with a computer seat, the loader asks for the game's worker
 * engine once this share of the game's wasm has come (`near`, in bytes of the wasm as it
 * streams in): on a slow line (1.6 Mbit/s, 150 ms round trip) the engine's request then
 * waits out its round trip while the wasm's last 30 KB or so come, instead of after them.
 * Measured on Valda against the computer, usable / first move at 1.6 Mbit/s (2026-11-26):
 * with brotli, two loads each, 0.5 → 2.13 s / 2.70–2.81 s, 0.7 → 1.84 / 2.50–2.53, 0.8 →
 * 1.74 / 2.42–2.43, 0.85 → 1.66–1.69 / 2.36–2.46, 0.9 → 1.64–1.66 / 2.38–2.47, after the
 * whole wasm (before) → 1.66–1.69 / 2.54–2.58; with gzip as the load benchmark serves
 * (`node scripts/bench-load.mjs --runs 5 --only "valda against"`, Valda's faster search),
 * 0.8 → 1.84 / 2.49, 0.85 → 1.75–1.77 / 2.47–2.50, 0.9 → 1.78 / 2.51. */
const NEAR = 0.85;

const PLACEHOLDERS = { bundles: '{"__SKALD_BUNDLES__": true}', routes: '{"__SKALD_ROUTES__": true}', words: '{"__SKALD_WORDS__": true}', fonts: '"__SKALD_FONTS__"', match: '"__SKALD_MATCH__"' };

export async function writeLoader(staging) {
  const files = await readdir(staging);
  const one = (re, what) => {
    const found = files.filter((f) => re.test(f));
    if (found.length !== 1) throw new Error(`expected one ${what}, found ${found.length} among ${files.join(' ')}`);
    return found[0];
  };
  const computerFiles = (await readdir(join(staging, WORKER_ENGINE_DIR)).catch(() => [])).map((f) => `${WORKER_ENGINE_DIR}/${f}`);
  // A sheet and its `-play` part served as one (servedCss): the two as Trunk minified them,
  // one after the other, under a name with their content's hash. A `-play` sheet no build
  // serves alone is then dropped (its Trunk link goes below, with every game sheet's).
  const served = new Set(Object.values(BUILDS).flatMap(servedCss));
  for (const sheet of [...served].filter((s) => s.includes('+'))) {
    const base = sheet.split('+')[0];
    const parts = [base, `${base}-play`].map((c) => one(cssFile(c), `${c} style sheet`));
    const text = (await Promise.all(parts.map((p) => readFile(join(staging, p), 'utf8')))).join('\n');
    const name = `${sheet}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.css`;
    await writeFile(join(staging, name), text);
    files.push(name);
  }
  const map = {};
  const gameCss = [];
  for (const [name, b] of Object.entries(BUILDS)) {
    const js = moduleOf(b.bin, files);
    const wasm = one(new RegExp(`^${js.slice(0, -3)}_bg\\.wasm$`), `${b.bin} wasm`);
    const sources = b.css.map((c) => one(cssFile(c), `${c} style sheet`));
    gameCss.push(...sources.filter((c) => !gameCss.includes(c)));
    const css = servedCss(b).map((c) => one(cssFile(c), `${c} style sheet`));
    map[name] = { js: './' + js, wasm: './' + wasm, css: css.map((c) => './' + c), words: b.words };
    // A module: loaded into a running build's page by name (skaldModule), never started.
    if (b.module) map[name].module = true;
    // A game's build: its computer's worker engine too (step 1's names), which the loader
    // fetches ahead of the search worker (skaldPrefetchComputer).
    if (GAMES.includes(name)) {
      map[name].computer = workerEngineIn(name, computerFiles).map((f) => './' + f);
      map[name].near = Math.round(NEAR * (await stat(join(staging, wasm))).size);
    }
  }
  const words = wordsOf(await readdir(join(staging, WORDS_DIR)).catch(() => []));
  const fontsCss = one(/^fonts-[0-9a-f]+\.css$/, 'fonts style sheet');
  const path = join(staging, 'index.html');
  let html = await readFile(path, 'utf8');
  for (const [what, placeholder] of Object.entries(PLACEHOLDERS)) {
    if (!html.includes(placeholder)) throw new Error(`the loader's ${what} placeholder ${placeholder} is missing from index.html`);
  }
  html = html
    .replace(PLACEHOLDERS.bundles, JSON.stringify(map))
    .replace(PLACEHOLDERS.routes, JSON.stringify(routeMap()))
    .replace(PLACEHOLDERS.words, JSON.stringify(words))
    .replace(PLACEHOLDERS.fonts, JSON.stringify('./' + fontsCss))
    // The route matching itself, as builds.mjs and its tests have it (a function's source).
    .replace(PLACEHOLDERS.match, () => `(${bundleOf.toString()})`);
  // The fonts' style sheet is the loader's to add too (at once, or after a computer's engine).
  for (const css of [...gameCss, fontsCss]) {
    // Minified or not: href="./x.css" or href=./x.css.
    const tag = new RegExp(`<link[^>]*href=["']?[^"' >]*${css.replace('.', '\\.')}["']?[^>]*>\\s*`, 'g');
    const before = html.length;
    html = html.replace(tag, '');
    if (html.length === before) throw new Error(`no <link> for ${css} in index.html`);
  }
  for (const c of new Set(Object.values(BUILDS).flatMap((b) => b.css))) {
    if (!served.has(c)) await rm(join(staging, one(cssFile(c), `${c} style sheet`)));
  }
  if (release()) {
    // Classic scripts (the service worker's registration, the loader): top-level names stay.
    let out = '';
    let last = 0;
    for (const m of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      const { code } = await minify(m[1], { compress: true, mangle: true });
      out += html.slice(last, m.index) + `<script>${code}</script>`;
      last = m.index + m[0].length;
    }
    html = out + html.slice(last);
  }
  await writeFile(path, html);
  return map;
}

if (isMain(import.meta.url)) {
  try {
    const map = await writeLoader(stagingDir('loader.mjs'));
    console.log(`loader.mjs: ${Object.keys(map).join(', ')}`);
  } catch (err) {
    console.error(`loader.mjs: ${err.message}`);
    process.exit(1);
  }
}

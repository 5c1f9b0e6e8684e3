// Part of the post-build hook (scripts/precache.mjs runs it first): finds the three builds
// of the app that Trunk wrote (`skald-app-<hash>.js` + `_bg.wasm`; `skald-voluspa` and
// `skald-odin`, which this script names by their content hash) and each game's style sheet,
// writes their names into index.html's loader, and takes the games' style sheets out of <head>, so that the home
// page loads only the shell and a game only its own code and styles.
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify } from 'terser';

/** The app's builds, by the loader's name: the binary, its Cargo features and its style
 * sheets (by Trunk's name before the hash). The size budgets and scripts/where-bytes-go.mjs
 * read this list too. */
export const BUNDLES = {
  home: { bin: 'skald-app', features: [], css: [] },
  voluspa: { bin: 'skald-voluspa', features: ['voluspa'], css: ['voluspa'] },
  odin: { bin: 'skald-odin', features: ['odin'], css: ['odin'] },
  valda: { bin: 'skald-valda', features: ['valda'], css: ['valda'] },
  'voluspa-embed': { bin: 'skald-voluspa-embed', features: ['voluspa'], css: ['voluspa'] },
  'odin-embed': { bin: 'skald-odin-embed', features: ['odin'], css: ['odin'] },
};

/** Trunk does not hash the names of builds it does not inject: give them content hashes, so
 * that a browser never mixes a cached module of one build with the wasm of another. */
async function hashNames(staging) {
  for (const b of Object.values(BUNDLES)) {
    const js = join(staging, `${b.bin}.js`);
    const wasm = join(staging, `${b.bin}_bg.wasm`);
    let body;
    try {
      body = await readFile(wasm);
    } catch {
      continue; // already hashed (the injected kind of build)
    }
    const hash = createHash('sha256').update(body).update(await readFile(js)).digest('hex').slice(0, 16);
    await rename(js, join(staging, `${b.bin}-${hash}.js`));
    await rename(wasm, join(staging, `${b.bin}-${hash}_bg.wasm`));
  }
}

export async function writeBundles(staging) {
  await hashNames(staging);
  const files = await readdir(staging);
  const one = (re, what) => {
    const found = files.filter((f) => re.test(f));
    if (found.length !== 1) throw new Error(`bundles.mjs: expected one ${what}, found ${found.length} among ${files.join(" ")}`);
    return found[0];
  };
  const map = {};
  const gameCss = [];
  for (const [name, b] of Object.entries(BUNDLES)) {
    const js = one(new RegExp(`^${b.bin}-[0-9a-f]+\\.js$`), `${b.bin} module`);
    const wasm = one(new RegExp(`^${js.slice(0, -3)}_bg\\.wasm$`), `${b.bin} wasm`);
    const css = b.css.map((c) => one(new RegExp(`^${c}-[0-9a-f]+\\.css$`), `${c} style sheet`));
    gameCss.push(...css.filter((c) => !gameCss.includes(c)));
    // Trunk's minifier cannot read wasm-bindgen's ES module (`export default`); terser can.
    if (process.env.TRUNK_PROFILE === 'release') {
      const code = await readFile(join(staging, js), 'utf8');
      const out = await minify(code, { module: true, compress: true, mangle: true });
      await writeFile(join(staging, js), out.code);
    }
    map[name] = { js: './' + js, wasm: './' + wasm, css: css.map((c) => './' + c) };
  }
  const path = join(staging, 'index.html');
  let html = await readFile(path, 'utf8');
  const placeholder = '{"__SKALD_BUNDLES__": true}';
  if (!html.includes(placeholder)) throw new Error('bundles.mjs: the loader placeholder is missing from index.html');
  html = html.replace(placeholder, JSON.stringify(map));
  for (const css of gameCss) {
    // Minified or not: href="./x.css" or href=./x.css.
    const tag = new RegExp(`<link[^>]*href=["']?[^"' >]*${css.replace('.', '\\.')}["']?[^>]*>\\s*`, 'g');
    const before = html.length;
    html = html.replace(tag, '');
    if (html.length === before) throw new Error(`bundles.mjs: no <link> for ${css} in index.html`);
  }
  await writeFile(path, html);
  return map;
}

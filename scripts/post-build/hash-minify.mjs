#!/usr/bin/env node
// Post-build step 2: Trunk hashes the file names of its `main` build only; this gives every
// other build of scripts/builds.mjs (`<bin>.js` + `<bin>_bg.wasm`) a content hash in its
// name, so that a browser never mixes a cached module of one build with the wasm of
// another. In release builds it then minifies every build's wasm-bindgen JS glue with
// terser, which Trunk's minifier cannot parse (`export default`), and gives the functions
// each wasm imports from its glue short names in both (short-imports.mjs). It fails on a build whose
// module is empty or whose wasm is not one (left by an interrupted build).
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minify } from 'terser';
import { BUILDS } from '../builds.mjs';
import { shortenImports } from './short-imports.mjs';
import { isMain, release, stagingDir } from './step.mjs';

/** The built module of `bin` among `files` (`<bin>-<hash>.js`), or an error naming it. */
export function moduleOf(bin, files) {
  const found = files.filter((f) => new RegExp(`^${bin}-[0-9a-f]+\\.js$`).test(f));
  if (found.length !== 1) throw new Error(`expected one ${bin} module (${bin}-<hash>.js), found ${found.length} among ${files.join(' ')}`);
  return found[0];
}

export async function hashAndMinify(staging) {
  const renamed = [];
  for (const b of Object.values(BUILDS)) {
    const js = join(staging, `${b.bin}.js`);
    const wasm = join(staging, `${b.bin}_bg.wasm`);
    let body;
    try {
      body = await readFile(wasm);
    } catch {
      continue; // already hashed (Trunk's main build, or this step ran before)
    }
    // 40 bits of the content's hash, as the words files' names (scripts/post-build/words.mjs):
    // every page's index.html lists every build's files, and an embed's counts against its
    // 150 KB.
    const hash = createHash('sha256').update(body).update(await readFile(js)).digest('hex').slice(0, 10);
    await rename(js, join(staging, `${b.bin}-${hash}.js`));
    await rename(wasm, join(staging, `${b.bin}-${hash}_bg.wasm`));
    renamed.push(b.bin);
  }
  const files = await readdir(staging);
  if (release()) {
    for (const b of Object.values(BUILDS)) {
      const js = join(staging, moduleOf(b.bin, files));
      const out = await minify(await readFile(js, 'utf8'), { module: true, compress: true, mangle: true });
      const wasm = `${js.slice(0, -3)}_bg.wasm`;
      const short = shortenImports(await readFile(wasm), out.code, `./${b.bin}_bg.js`);
      await writeFile(wasm, short.wasm);
      await writeFile(js, short.js);
    }
  }
  // A build stopped half-way can leave an empty or cut file in a staging folder that a later
  // build reuses: never ship one.
  for (const b of Object.values(BUILDS)) {
    const js = moduleOf(b.bin, files);
    const wasm = `${js.slice(0, -3)}_bg.wasm`;
    const magic = (await readFile(join(staging, wasm))).subarray(0, 4);
    if (!magic.equals(Buffer.from([0x00, 0x61, 0x73, 0x6d]))) throw new Error(`${wasm} is not a wasm module (an interrupted build? build again)`);
    if ((await stat(join(staging, js))).size === 0) throw new Error(`${js} is empty (an interrupted build? build again)`);
  }
  return renamed;
}

if (isMain(import.meta.url)) {
  try {
    const renamed = await hashAndMinify(stagingDir('hash-minify.mjs'));
    console.log(`hash-minify.mjs: hashed ${renamed.join(', ') || 'nothing'}${release() ? '; minified the JS glue and shortened the import names' : ''}`);
  } catch (err) {
    console.error(`hash-minify.mjs: ${err.message}`);
    process.exit(1);
  }
}

#!/usr/bin/env node
// Post-build step 5, the last (it lists and hashes every file of the build): writes the
// service worker, `static/sw.js` with its placeholders filled in, into the build. Its
// precache list is every file of the build (the computer's worker engines, which the app's
// search worker static/ai-worker.js loads, so computer opponents play offline; of the engine
// module only what runs, its TypeScript types are for developers; the words of every language, so the language switch
// works offline), under a version computed from the files' contents
// and the worker's own source. A new build therefore gets a new service worker and a new
// cache name, and the old cache is deleted when it activates.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILDS, WORKER_ENGINES, workerEngineIn } from '../builds.mjs';
import { ENGINE_DIR } from './engine-module.mjs';
import { isMain, stagingDir } from './step.mjs';
import { WORDS_DIR, wordsOf } from './words.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SW = 'sw.js';

async function walk(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

export async function writeServiceWorker(staging) {
  const files = (await walk(staging))
    .map((path) => relative(staging, path).split(sep).join('/'))
    .filter((name) => name !== SW)
    .filter((name) => !(name.startsWith(ENGINE_DIR + '/') && name.endsWith('.d.ts')))
    .sort();
  // Every build of the list is precached (step 2 ran: its files have hashed names).
  for (const b of Object.values(BUILDS)) {
    for (const re of [new RegExp(`^${b.bin}-[0-9a-f]+\\.js$`), new RegExp(`^${b.bin}-[0-9a-f]+_bg\\.wasm$`)]) {
      if (!files.some((f) => re.test(f))) throw new Error(`no file of build ${b.bin} matches ${re} in ${staging}`);
    }
  }
  // And every language's words of every build (step 3), so either language works offline.
  wordsOf(files.filter((f) => f.startsWith(`${WORDS_DIR}/`)).map((f) => f.slice(WORDS_DIR.length + 1)));
  for (const f of ['skald.js', 'skald_bg.wasm']) {
    if (!files.includes(`${ENGINE_DIR}/${f}`)) throw new Error(`the engine module's ${ENGINE_DIR}/${f} is missing (step engine-module.mjs)`);
  }
  for (const game of Object.keys(WORKER_ENGINES)) {
    try {
      workerEngineIn(game, files);
    } catch (err) {
      throw new Error(`${err.message} (step engine-module.mjs)`);
    }
  }

  const version = createHash('sha256');
  for (const name of files) {
    const digest = createHash('sha256').update(await readFile(join(staging, name))).digest('hex');
    version.update(`${name}\0${digest}\n`);
  }
  const template = await readFile(join(root, 'static', SW), 'utf8');
  // The service worker's own source is part of the version too.
  version.update(template);
  const hash = version.digest('hex').slice(0, 16);

  const urls = ['./', ...files.map((name) => './' + name)];
  const sw = template
    .replace('"__SKALD_VERSION__"', JSON.stringify(hash))
    .replace('["__SKALD_PRECACHE__"]', JSON.stringify(urls, null, 2));
  if (sw.includes('__SKALD_')) throw new Error(`a placeholder in static/${SW} was not filled in`);
  await writeFile(join(staging, SW), sw);
  return { hash, urls };
}

if (isMain(import.meta.url)) {
  try {
    const { hash, urls } = await writeServiceWorker(stagingDir('service-worker.mjs'));
    console.log(`service-worker.mjs: ${SW} version ${hash}, ${urls.length} URLs`);
  } catch (err) {
    console.error(`service-worker.mjs: ${err.message}`);
    process.exit(1);
  }
}

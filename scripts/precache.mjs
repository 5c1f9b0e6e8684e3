#!/usr/bin/env node
// Trunk post-build hook (Trunk runs hooks of one stage at the same time, so this is the only
// one): first scripts/bundles.mjs writes the app's builds into index.html's loader and
// scripts/engine-module.mjs builds the engine module for page scripts (`engine/`); then this
// writes the service worker (`static/sw.js` with its placeholders
// filled in) into the staging directory, listing every file of the build for precaching,
// under a version computed from the files' contents. A new build therefore gets a new
// service worker and a new cache name, and the old cache is deleted when it activates.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { writeBundles } from './bundles.mjs';
import { buildEngineModule, ENGINE_DIR } from './engine-module.mjs';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('precache.mjs: TRUNK_STAGING_DIR is not set (run it as a Trunk hook)');
  process.exit(1);
}
const root = new URL('..', import.meta.url).pathname;
const bundles = await writeBundles(staging);
console.log(`bundles.mjs: ${Object.keys(bundles).join(', ')}`);
console.log(`engine-module.mjs: ${(await buildEngineModule(staging)).join(', ')}`);
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

const files = (await walk(staging))
  .map((path) => relative(staging, path).split(sep).join('/'))
  .filter((name) => name !== SW)
  // Of the engine module only what runs: the app's search worker (static/ai-worker.js)
  // loads it, so computer opponents work offline; its TypeScript types are for developers.
  .filter((name) => !(name.startsWith(ENGINE_DIR + '/') && name.endsWith('.d.ts')))
  .sort();

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
if (sw.includes('__SKALD_')) {
  console.error('precache.mjs: a placeholder in static/sw.js was not filled in');
  process.exit(1);
}
await writeFile(join(staging, SW), sw);
console.log(`precache.mjs: ${SW} version ${hash}, ${urls.length} URLs`);

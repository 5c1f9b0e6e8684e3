#!/usr/bin/env node
// Post-build step 1: copies the engine's JavaScript modules, built before Trunk runs by
// scripts/build-engine-module.mjs (scripts/test.sh and scripts/serve.sh run it), into the
// build; fails if they are missing or were built from other sources than the current ones:
// - the engine module (the engine's JavaScript API for page scripts, docs/embedding.md) into
//   `engine/`: `skald.js`, `skald_bg.wasm`, `skald.d.ts`;
// - the computer's worker engines (docs/ai.md; WORKER_ENGINES of scripts/builds.mjs: one per
//   game, and Valda's with the card-list reader) into `computer/` (WORKER_ENGINE_DIR,
//   workerEngineFiles), with content-hashed names (hashedWorkerEngineFiles), and their paths,
//   by name, into the search worker
//   `ai-worker.js` (which Trunk copied from static/): its line
//   `const WORKER_ENGINES = {"__SKALD_WORKER_ENGINES__": true};` (or what this step wrote
//   there before, so that the step can run again on a debug build); in release builds the
//   script is then minified (so the step runs once on it: a new build copies it afresh).
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FILES, inputsHash, paths, upToDate } from '../build-engine-module.mjs';
import { WORKER_ENGINES, WORKER_ENGINE_DIR, hashedWorkerEngineFiles, workerEngineFiles } from '../builds.mjs';
import { minify } from 'terser';
import { isMain, release, stagingDir } from './step.mjs';

/** The worker engines' names (each game's, and `valda-cards`). */
const ENGINE_NAMES = Object.keys(WORKER_ENGINES);

/** The folder of the build that holds the engine module. */
export const ENGINE_DIR = 'engine';

/** The search worker's script in the build, and the line this step fills in. */
export const AI_WORKER = 'ai-worker.js';
const ENGINES_LINE = /^const WORKER_ENGINES = .*;$/m;

/** Copies `files` from `from` into the build's folder `dir` (emptied first), each under the
 * name `named` gives it; returns their paths in the build. */
async function copyInto(staging, dir, from, files, named = (f) => f) {
  const out = join(staging, dir);
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  for (const f of files) await copyFile(join(from, f), join(out, named(f)));
  return files.map((f) => `${dir}/${named(f)}`);
}

export async function copyEngineModule(staging) {
  const p = paths();
  if (!(await upToDate(p, await inputsHash()))) {
    throw new Error(`the engine module in ${p.out} or the worker engines in ${p.workers} are missing or out of date: run \`node scripts/build-engine-module.mjs\` before \`node scripts/trunk-release.mjs\``);
  }
  const copied = await copyInto(staging, ENGINE_DIR, p.out, FILES);
  // Each game's worker engine under a content-hashed name, so that browsers keep it without
  // asking the server again, and the search worker finds in its cache what the page fetched
  // for it ahead of time (the loader's skaldPrefetchComputer; docs/ai.md, "Loading").
  const hashed = {};
  for (const name of ENGINE_NAMES) {
    const built = workerEngineFiles(name);
    const hash = createHash('sha256');
    for (const f of built) hash.update(await readFile(join(p.workers, f)));
    const named = hashedWorkerEngineFiles(name, hash.digest('hex').slice(0, 16));
    built.forEach((f, i) => (hashed[f] = named[i]));
  }
  copied.push(...(await copyInto(staging, WORKER_ENGINE_DIR, p.workers, ENGINE_NAMES.flatMap(workerEngineFiles), (f) => hashed[f])));
  const engines = Object.fromEntries(ENGINE_NAMES.map((name) => {
    const [js, wasm] = workerEngineFiles(name).map((f) => `./${WORKER_ENGINE_DIR}/${hashed[f]}`);
    return [name, { js, wasm }];
  }));
  // The search worker imports each game's engine by the paths it finds here.
  const script = join(staging, AI_WORKER);
  const source = await readFile(script, 'utf8');
  if (!ENGINES_LINE.test(source)) throw new Error(`${AI_WORKER} lacks the line \`const WORKER_ENGINES = …;\`, where its worker engines' paths go`);
  const filled = source.replace(ENGINES_LINE, `const WORKER_ENGINES = ${JSON.stringify(engines)};`);
  // Minified in release builds, as the builds' glue is: its comments are two thirds of it, and
  // a player against the computer downloads it before the computer's first move (19.6 → 6.3
  // KB gzipped unminified, 2026-11-26). The repository's static/ai-worker.js is the source.
  await writeFile(script, release() ? (await minify(filled, { module: true, compress: true, mangle: true })).code : filled);
  return copied;
}

if (isMain(import.meta.url)) {
  try {
    console.log(`engine-module.mjs: ${(await copyEngineModule(stagingDir('engine-module.mjs'))).join(', ')}`);
  } catch (err) {
    console.error(`engine-module.mjs: ${err.message}`);
    process.exit(1);
  }
}

#!/usr/bin/env node
// Post-build step 1: copies the engine's JavaScript modules, built before Trunk runs by
// scripts/build-engine-module.mjs (scripts/test.sh and scripts/serve.sh run it), into the
// build; fails if they are missing or were built from other sources than the current ones:
// - the engine module (the engine's JavaScript API for page scripts, docs/embedding.md) into
//   `engine/`: `skald.js`, `skald_bg.wasm`, `skald.d.ts`;
// - the computer's worker engine of each game (docs/ai.md) into `computer/`
//   (WORKER_ENGINE_DIR, workerEngineFiles of scripts/builds.mjs), and their paths, by game,
//   into the search worker `ai-worker.js` (which Trunk copied from static/): its line
//   `const WORKER_ENGINES = {"__SKALD_WORKER_ENGINES__": true};` (or what this step wrote
//   there before, so that the step can run again on a build).
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FILES, inputsHash, paths, upToDate } from '../build-engine-module.mjs';
import { GAMES, WORKER_ENGINE_DIR, workerEngineFiles } from '../builds.mjs';
import { isMain, stagingDir } from './step.mjs';

/** The folder of the build that holds the engine module. */
export const ENGINE_DIR = 'engine';

/** The search worker's script in the build, and the line this step fills in. */
export const AI_WORKER = 'ai-worker.js';
const ENGINES_LINE = /^const WORKER_ENGINES = .*;$/m;

/** Copies `files` from `from` into the build's folder `dir` (emptied first); returns their
 * paths in the build. */
async function copyInto(staging, dir, from, files) {
  const out = join(staging, dir);
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  for (const f of files) await copyFile(join(from, f), join(out, f));
  return files.map((f) => `${dir}/${f}`);
}

export async function copyEngineModule(staging) {
  const p = paths();
  if (!(await upToDate(p, await inputsHash()))) {
    throw new Error(`the engine module in ${p.out} or the worker engines in ${p.workers} are missing or out of date: run \`node scripts/build-engine-module.mjs\` before \`node scripts/trunk-release.mjs\``);
  }
  const copied = await copyInto(staging, ENGINE_DIR, p.out, FILES);
  copied.push(...(await copyInto(staging, WORKER_ENGINE_DIR, p.workers, GAMES.flatMap(workerEngineFiles))));
  // The search worker imports each game's engine by the path it finds here.
  const script = join(staging, AI_WORKER);
  const source = await readFile(script, 'utf8');
  if (!ENGINES_LINE.test(source)) throw new Error(`${AI_WORKER} lacks the line \`const WORKER_ENGINES = …;\`, where its worker engines' paths go`);
  const engines = Object.fromEntries(GAMES.map((g) => [g, `./${WORKER_ENGINE_DIR}/${workerEngineFiles(g)[0]}`]));
  await writeFile(script, source.replace(ENGINES_LINE, `const WORKER_ENGINES = ${JSON.stringify(engines)};`));
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

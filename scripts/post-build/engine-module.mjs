#!/usr/bin/env node
// Post-build step 1: copies the engine module (the engine's JavaScript API for page scripts
// and the computer opponents' worker, docs/embedding.md) into the build's `engine/`:
// `skald.js`, `skald_bg.wasm`, `skald.d.ts`. It is built before Trunk runs, by
// scripts/build-engine-module.mjs (scripts/test.sh and scripts/serve.sh run it); this step
// fails if that module is missing or was built from other sources than the current ones.
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FILES, inputsHash, paths, upToDate } from '../build-engine-module.mjs';
import { isMain, stagingDir } from './step.mjs';

/** The folder of the build that holds the engine module. */
export const ENGINE_DIR = 'engine';

export async function copyEngineModule(staging) {
  const p = paths();
  if (!(await upToDate(p, await inputsHash()))) {
    throw new Error(`the engine module in ${p.out} is missing or out of date: run \`node scripts/build-engine-module.mjs\` before \`trunk build\``);
  }
  const out = join(staging, ENGINE_DIR);
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  for (const f of FILES) await copyFile(join(p.out, f), join(out, f));
  return FILES.map((f) => `${ENGINE_DIR}/${f}`);
}

if (isMain(import.meta.url)) {
  try {
    console.log(`engine-module.mjs: ${(await copyEngineModule(stagingDir('engine-module.mjs'))).join(', ')}`);
  } catch (err) {
    console.error(`engine-module.mjs: ${err.message}`);
    process.exit(1);
  }
}

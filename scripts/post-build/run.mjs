#!/usr/bin/env node
// The Trunk post-build hook (Trunk.toml). Trunk starts all hooks of a stage at the same
// time, so this one entry runs the steps in their order, each as its own script (each can
// be run alone on a build folder; see step.mjs), and stops at the first that fails.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const STEPS = [
  // 1. Copy the engine module and the computer's worker engines, built before Trunk by
  //    scripts/build-engine-module.mjs, into engine/ and computer/ (their paths into ai-worker.js).
  'engine-module.mjs',
  // 2. Give the builds Trunk does not hash content-hashed names; minify their JS glue (release).
  'hash-minify.mjs',
  // 3. Write the words files of every message file in every language into words/, hashed.
  'words.mjs',
  // 4. Write the builds' files, words and routes into index.html's loader; take the games' CSS out of <head>.
  'loader.mjs',
  // 5. Last, as it lists and hashes every file: sw.js with the precache list and version.
  'service-worker.mjs',
];

for (const step of STEPS) {
  try {
    execFileSync(process.execPath, [fileURLToPath(new URL(step, import.meta.url))], { stdio: 'inherit' });
  } catch {
    console.error(`post-build: ${step} failed`);
    process.exit(1);
  }
}

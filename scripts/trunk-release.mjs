#!/usr/bin/env node
// The app's release build: `trunk build --release` (further arguments are Trunk's) with the
// standard library rebuilt for size (RELEASE_ENV in scripts/builds.mjs says how and why).
// scripts/test.sh and scripts/serve.sh build with it; run it after `source scripts/setup.sh`
// and `node scripts/build-engine-module.mjs`.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RELEASE_ENV } from './builds.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const r = spawnSync('trunk', ['build', '--release', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...RELEASE_ENV },
});
if (r.error) {
  console.error(`trunk-release: could not start trunk (${r.error.message}): \`source scripts/setup.sh\` puts it on PATH`);
  process.exit(1);
}
process.exit(r.status ?? 1);

// scripts/build-stamp.mjs: serve.sh skips the release build only while nothing it is built
// from changed and dist/ is as the build left it.
//   node --test tests/build-stamp/
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, beforeEach, test } from 'node:test';

import { inputFiles, inputsHash, upToDate, writeStamp } from '../../scripts/build-stamp.mjs';

let dir, repo, dist, stamp, tool;
const made = [];

const git = (...args) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
const write = (path, text) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
};
/** The hash with one fake tool (a script printing its version), so a tool upgrade can be faked. */
const hash = (env = {}) => inputsHash({ root: repo, tools: [[tool, []]], env });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'skald-stamp-'));
  made.push(dir);
  repo = join(dir, 'repo');
  dist = join(repo, 'dist');
  stamp = join(dir, 'dist.stamp');
  tool = join(dir, 'tool');
  write(tool, '#!/bin/sh\necho tool 1.0\n');
  chmodSync(tool, 0o755);
  write(join(repo, '.gitignore'), '/dist\n/target\n');
  write(join(repo, 'Cargo.toml'), '[workspace]\n');
  write(join(repo, 'Cargo.lock'), 'version = 4\n');
  write(join(repo, 'app/src/main.rs'), 'fn main() {}\n');
  write(join(repo, 'index.html'), '<!doctype html>\n');
  write(join(repo, 'docs/notes.md'), '# Notes\n');
  write(join(repo, 'tests/e2e/a.test.mjs'), '// a test\n');
  write(join(repo, 'cli/Cargo.toml'), '[package]\nname = "cli"\n');
  write(join(repo, 'cli/src/main.rs'), 'fn main() {}\n');
  git('init', '-q');
  git('add', '-A');
  write(join(dist, 'index.html'), '<!doctype html>built\n');
  write(join(dist, 'app_bg.wasm'), 'wasm');
});

after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Stamps dist/ as built from the current inputs, then returns whether `change` made it stale. */
async function staleAfter(change, env = {}) {
  const before = await hash(env);
  await writeStamp(dist, before, stamp);
  assert.ok(await upToDate(dist, before, stamp), 'up to date right after the build');
  await change();
  return !(await upToDate(dist, await hash(env), stamp));
}

test('nothing changed: up to date, and the hash is stable', async () => {
  assert.equal(await hash(), await hash());
  assert.equal(await staleAfter(() => {}), false);
});

test('a changed, added (untracked) or deleted source makes dist/ stale', async () => {
  assert.ok(await staleAfter(() => appendFileSync(join(repo, 'app/src/main.rs'), '// edit\n')));
  assert.ok(await staleAfter(() => write(join(repo, 'app/src/new.rs'), 'pub fn f() {}\n')), 'an untracked file counts');
  assert.ok(await staleAfter(() => unlinkSync(join(repo, 'index.html'))));
  assert.ok(await staleAfter(() => write(join(repo, 'Cargo.lock'), 'version = 4\n# new crate\n')));
  assert.ok(await staleAfter(() => write(join(repo, 'cli/Cargo.toml'), '[package]\nname = "cli2"\n')),
    'every Cargo.toml counts (the workspace resolves them together)');
});

test('edits no build reads keep dist/ up to date', async () => {
  assert.equal(await staleAfter(() => appendFileSync(join(repo, 'docs/notes.md'), 'more\n')), false);
  assert.equal(await staleAfter(() => appendFileSync(join(repo, 'tests/e2e/a.test.mjs'), '// more\n')), false);
  assert.equal(await staleAfter(() => appendFileSync(join(repo, 'cli/src/main.rs'), '// more\n')), false);
  assert.equal(await staleAfter(() => write(join(repo, 'target/x'), 'ignored')), false, 'ignored files do not count');
  const files = inputFiles(repo);
  assert.ok(files.includes('app/src/main.rs') && files.includes('cli/Cargo.toml'));
  assert.ok(!files.includes('docs/notes.md') && !files.some((f) => f.startsWith('dist/')));
});

test('another tool version or build environment makes dist/ stale', async () => {
  assert.ok(await staleAfter(() => write(tool, '#!/bin/sh\necho tool 1.1\n')));
  const before = await hash({ RUSTFLAGS: '' });
  assert.notEqual(before, await hash({ RUSTFLAGS: '-C target-cpu=native' }));
  assert.notEqual(before, await hash({ RUSTFLAGS: '', TRUNK_BUILD_RELEASE: 'false' }));
  assert.equal(before, await hash({ RUSTFLAGS: '', CARGO_TARGET_DIR: '/elsewhere', PATH: '/x' }),
    'where things are is not what is built');
});

test('a dist/ changed after the build is rebuilt: a file edited, removed or added', async () => {
  assert.ok(await staleAfter(() => {
    write(join(dist, 'app_bg.wasm'), 'other');
    utimesSync(join(dist, 'app_bg.wasm'), new Date(), new Date(Date.now() + 5000));
  }));
  assert.ok(await staleAfter(() => unlinkSync(join(dist, 'index.html'))));
  assert.ok(await staleAfter(() => write(join(dist, 'extra.js'), 'x')));
  assert.ok(await staleAfter(() => rmSync(dist, { recursive: true })));
});

test('no stamp, a stamp of other inputs, or an unreadable stamp: not up to date', async () => {
  const h = await hash();
  assert.equal(await upToDate(dist, h, stamp), false);
  await writeStamp(dist, 'other', stamp);
  assert.equal(await upToDate(dist, h, stamp), false);
  writeFileSync(stamp, '{not json');
  assert.equal(await upToDate(dist, h, stamp), false);
  rmSync(dist, { recursive: true });
  mkdirSync(dist);
  await assert.rejects(writeStamp(dist, h, stamp), /empty/);
  assert.equal(await upToDate(dist, h, stamp), false);
});

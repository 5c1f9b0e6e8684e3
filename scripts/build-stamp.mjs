#!/usr/bin/env node
// Whether the release build in dist/ was built from the current sources and tools, so that
// `./scripts/serve.sh` can skip a build that would change nothing.
//
//   node scripts/build-stamp.mjs hash              # prints the hash of the inputs
//   node scripts/build-stamp.mjs check dist HASH   # exit 0: dist/ was built from HASH and is untouched
//   node scripts/build-stamp.mjs write dist HASH   # after a successful build from HASH
//
// The inputs are every file git knows or would add (tracked, and untracked but not
// ignored) except those no build reads (docs, tests, Markdown, the fuzz crate, the CLI's and
// benches' sources), each file's path and contents; the versions of rustc, cargo, Trunk,
// wasm-bindgen, wasm-opt and Node; and the environment variables that change a build
// (RUSTFLAGS, CARGO_*, TRUNK_*). Take the hash *before* building, so that an edit made
// during the build makes the next run build again. The stamp also records what dist/ held
// (each file's path, size and modification time): a dist/ changed since — another build
// into it, a deleted file — is rebuilt too. It lives in the Cargo target directory
// (`skald-dist.stamp`), like the engine module's stamp, so `cargo clean` forgets it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Paths (relative, with `/`) that no build reads. Every `Cargo.toml` counts regardless. */
export const NOT_INPUTS = [
  /^docs\//, /^tests\//, /^\.ci\//, /\.md$/i, /^engine\/fuzz\//, /^engine\/benches\//,
  /^engine\/tests\//, /^app\/tests\//, /^cli\//, /^bench\//, /^examples\/.*\.md$/i,
];

/** The tools whose versions are part of the inputs. */
export const TOOLS = [
  ['rustc', ['-vV']], ['cargo', ['-V']], ['trunk', ['--version']],
  ['wasm-bindgen', ['--version']], ['wasm-opt', ['--version']],
];

const ENV = /^(RUSTFLAGS|RUSTC|RUSTC_WRAPPER|CARGO_.*|TRUNK_.*)$/;
/** Environment variables that say where things are or how cargo works, not what is built. */
const ENV_IGNORED = new Set(['CARGO_TARGET_DIR', 'CARGO_HOME', 'CARGO_TERM_COLOR', 'CARGO_TERM_PROGRESS_WHEN', 'CARGO_INCREMENTAL']);

const capture = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'pipe'] }).toString();

/** The files git knows or would add, relative to `root`, that a build reads. */
export function inputFiles(root = ROOT) {
  const listed = capture('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root)
    .split('\0').filter(Boolean);
  return [...new Set(listed)]
    .filter((f) => /(^|\/)Cargo\.toml$/.test(f) || !NOT_INPUTS.some((re) => re.test(f)))
    .sort();
}

/**
 * A hash of everything the release build is made from.
 * @param {{root?: string, tools?: [string, string[]][], env?: Record<string, string | undefined>}} options
 */
export async function inputsHash({ root = ROOT, tools = TOOLS, env = process.env } = {}) {
  const h = createHash('sha256');
  for (const file of inputFiles(root)) {
    // A file listed by git but deleted in the work tree counts as missing.
    const body = await readFile(join(root, file)).catch(() => Buffer.from('\0missing'));
    h.update(`file ${file}\0`).update(body).update('\0');
  }
  for (const [cmd, args] of tools) {
    let version;
    try {
      version = capture(cmd, args, root);
    } catch {
      version = 'not installed';
    }
    h.update(`tool ${cmd}\0${version}\0`);
  }
  h.update(`node ${process.version}\0`);
  for (const name of Object.keys(env).filter((k) => ENV.test(k) && !ENV_IGNORED.has(k)).sort()) {
    h.update(`env ${name}=${env[name]}\0`);
  }
  return h.digest('hex');
}

async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const out = [];
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await walk(path)));
    else out.push(path);
  }
  return out;
}

/** A hash of what `dist` holds now: each file's path, size and modification time. */
export async function outputsHash(dist) {
  const h = createHash('sha256');
  const files = (await walk(dist)).sort();
  for (const file of files) {
    const info = await stat(file);
    h.update(`${relative(dist, file).split(sep).join('/')}\0${info.size}\0${info.mtimeMs}\0`);
  }
  return { hash: h.digest('hex'), files: files.length };
}

/** Where the stamp of `dist` lives (the Cargo target directory, or `target/` by default). */
export function stampPath(dist, root = ROOT) {
  let target = process.env.CARGO_TARGET_DIR;
  if (!target) {
    try {
      target = JSON.parse(capture('cargo', ['metadata', '--format-version', '1', '--no-deps', '--offline'], root)).target_directory;
    } catch {
      target = join(root, 'target');
    }
  }
  // One stamp per dist folder (a sub-path build elsewhere has its own).
  const id = createHash('sha256').update(resolve(dist)).digest('hex').slice(0, 12);
  return join(resolve(root, target), `skald-dist-${id}.stamp`);
}

/** Whether `dist` was built from inputs `hash` and has not changed since. */
export async function upToDate(dist, hash, stamp = stampPath(dist)) {
  const saved = await readFile(stamp, 'utf8').then(JSON.parse).catch(() => null);
  if (!saved || saved.inputs !== hash) return false;
  const now = await outputsHash(dist);
  return now.files > 0 && saved.outputs === now.hash;
}

/** Records that `dist` (as it is now) was built from inputs `hash`. */
export async function writeStamp(dist, hash, stamp = stampPath(dist)) {
  const { hash: outputs, files } = await outputsHash(dist);
  if (files === 0) {
    await rm(stamp, { force: true });
    throw new Error(`${dist} is empty: nothing to stamp`);
  }
  await writeFile(stamp, JSON.stringify({ inputs: hash, outputs, files, dist: resolve(dist) }) + '\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, dist, hash] = process.argv.slice(2);
  if (command === 'hash') {
    console.log(await inputsHash());
  } else if (command === 'check' && dist && hash) {
    process.exit((await upToDate(dist, hash)) ? 0 : 1);
  } else if (command === 'write' && dist && hash) {
    await writeStamp(dist, hash);
  } else {
    console.error('usage: build-stamp.mjs hash | check DIST HASH | write DIST HASH');
    process.exit(2);
  }
}

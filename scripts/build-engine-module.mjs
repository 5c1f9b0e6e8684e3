#!/usr/bin/env node
// Builds, before Trunk runs, the engine's JavaScript modules:
// - the engine's JavaScript API, the "engine module" for rules pages' scripts
//   (docs/embedding.md): `cargo build -p skald-engine --lib --profile engine` (the release
//   profile with the engine at full speed: root Cargo.toml) for wasm (with the WebAssembly
//   features of `.cargo/config.toml`, checked after the build), wasm-bindgen `--target web`,
//   wasm-opt -Oz (and ENGINE_WASM_OPT_PARAMS of scripts/builds.mjs), the glue guarded and without its comments (skald.d.ts has them), into
//   `<cargo target dir>/engine-module/` (`skald.js`,
//   `skald_bg.wasm`, `skald.d.ts`);
// - the computer's worker engines of scripts/builds.mjs (WORKER_ENGINES: one per game, and
//   Valda's with the card-list reader), which the app's search worker (static/ai-worker.js)
//   loads: the crate worker/ with that game's feature (and `card-lists`), the same way (the `engine` profile: they search; features checked too),
//   into `<cargo target dir>/worker-engines/` (`<game>.js`, `<game>_bg.wasm`: workerEngineFiles).
// The post-build step scripts/post-build/engine-module.mjs copies them into the build's
// `engine/` and `computer/`, and fails if they are missing or out of date.
//
// Skipped when nothing they are built from changed since the last build: a stamp next to the
// output holds a hash of the inputs (the engine's and the worker crate's sources and data,
// the Cargo manifests and lock file, this script and the list of builds, the compiler and
// tool versions, RUSTFLAGS).
//   source scripts/setup.sh && node scripts/build-engine-module.mjs [--force]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertBaseline } from './check-wasm-features.mjs';
import { minify } from 'terser';
import { ENGINE_WASM_OPT_PARAMS, WORKER_ENGINES, WORKER_ENV, workerEngineFiles } from './builds.mjs';
import { shortenImports } from './post-build/short-imports.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const FILES = ['skald.js', 'skald_bg.wasm', 'skald.d.ts'];
/** What the inputs hash covers, relative to the repository (folders are walked). */
const INPUTS = ['engine/Cargo.toml', 'engine/build.rs', 'engine/src', 'engine/data', 'worker/Cargo.toml', 'worker/src', 'Cargo.toml', 'Cargo.lock', '.cargo/config.toml', 'scripts/build-engine-module.mjs', 'scripts/builds.mjs', 'scripts/post-build/short-imports.mjs'];

const capture = (cmd, args) => execFileSync(cmd, args, { cwd: root, maxBuffer: 1 << 26 }).toString();
const run = (cmd, args, env = {}) => {
  const merged = { ...process.env, ...env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete merged[k];
  execFileSync(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: merged });
};

/** Where the module, the worker engines and their stamp live: the workspace's Cargo target
 * directory (so CARGO_TARGET_DIR and `cargo clean` apply to them as to everything else cargo
 * builds). */
export function paths() {
  const target = JSON.parse(capture('cargo', ['metadata', '--format-version', '1', '--no-deps', '--offline'])).target_directory;
  return { target, out: join(target, 'engine-module'), workers: join(target, 'worker-engines'), stamp: join(target, 'engine-module.stamp') };
}

/** Every worker engine's files, relative to the `workers` folder of paths(). */
export const WORKER_FILES = Object.keys(WORKER_ENGINES).flatMap(workerEngineFiles);

async function walk(path) {
  if (!existsSync(path)) return [];
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (!entries) return [path]; // a file
  const out = [];
  for (const e of entries) out.push(...(await walk(join(path, e.name))));
  return out;
}

/** A hash of everything the engine module is built from. */
export async function inputsHash() {
  const h = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of (await walk(join(root, input))).sort()) {
      h.update(`${relative(root, file).split(sep).join('/')}\0`).update(await readFile(file)).update('\0');
    }
  }
  for (const [cmd, args] of [['rustc', ['-vV']], ['wasm-bindgen', ['--version']], ['wasm-opt', ['--version']]]) {
    h.update(capture(cmd, args));
  }
  for (const v of ['RUSTFLAGS', 'CARGO_ENCODED_RUSTFLAGS', 'CARGO_BUILD_RUSTFLAGS']) h.update(`${v}=${process.env[v] ?? ''}\0`);
  return h.digest('hex');
}

/** Whether the module in `out` and the worker engines in `workers` were built from the
 * current inputs (`hash`). */
export async function upToDate({ out, workers, stamp }, hash) {
  const built = await readFile(stamp, 'utf8').catch(() => '');
  return built.trim() === hash && FILES.every((f) => existsSync(join(out, f))) && WORKER_FILES.every((f) => existsSync(join(workers, f)));
}

/** The longest text any argument may be, in bytes of UTF-8: the engine's own limits
 * (`MAX_TEXT_BYTES` and `MAX_ARG_BYTES` in engine/src/js/mod.rs), checked again by the glue
 * so that a longer string is refused before it is copied into wasm memory. */
export const MAX_TEXT_BYTES = 1 << 20;

/** What `guard` puts before wasm-bindgen's glue: the checks it calls. */
const GUARDS = `
// Checks added by scripts/build-engine-module.mjs: every exported function and method checks
// its text arguments' length before the glue copies them into wasm memory, and every method
// checks that it is called on a live object of its own class (not another class's, a forged
// {__wbg_ptr}, or a freed one) before the wasm reads memory through it, and passes the wasm
// the pointer it checked. wasm-bindgen's internals that take or give up a raw pointer (each
// class's __wrap and __destroy_into_raw) are module-private functions, not members a page
// script could call, and init() answers nothing (not the wasm's raw exports).
const SKALD_MAX_TEXT_BYTES = ${MAX_TEXT_BYTES};
/** Each live game object: its class's name and its pointer into wasm memory. */
const skaldLive = new WeakMap();
/** Each game object whose free() has been called: its class's name. */
const skaldFreed = new WeakMap();

/** The length of \`s\` in bytes of UTF-8, as TextEncoder writes it (a lone surrogate: 3). */
function skaldUtf8Bytes(s) {
    let n = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c < 0x80) n += 1;
        else if (c < 0x800) n += 2;
        else if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) { n += 4; i++; }
        else n += 3;
    }
    return n;
}

/** Refuses a string argument over the limit (anything else is the engine's to check). */
function skaldText(what, name, value) {
    if (typeof value !== 'string' || value.length * 3 <= SKALD_MAX_TEXT_BYTES) return;
    if (value.length > SKALD_MAX_TEXT_BYTES || skaldUtf8Bytes(value) > SKALD_MAX_TEXT_BYTES) {
        throw new RangeError(\`\${what}: \${name} is larger than \${SKALD_MAX_TEXT_BYTES / 1024} KiB as UTF-8 text, the most the engine reads (refused before it was copied)\`);
    }
}

/** Refuses a method call whose \`this\` is not a live object of class \`cls\`; returns
 * its pointer into wasm memory, which the method passes on. */
function skaldThis(self, cls, what) {
    const live = skaldLive.get(Object(self));
    if (live !== undefined && live.cls === cls) return live.ptr;
    if (live === undefined && skaldFreed.get(Object(self)) === cls) {
        throw new TypeError(\`\${what}: this \${cls} was freed (free() was called on it)\`);
    }
    throw new TypeError(\`\${what}: called on something that is not a \${cls} made by this module (new \${cls}(…) or one of its static functions)\`);
}

/** Wraps a class's finalization registry: what it registers is a live object of \`cls\`
 * (its pointer read-only from then on: it can neither be changed nor made a getter), what
 * it unregisters (free()) is freed. */
function skaldTrack(cls, registry) {
    return {
        register(obj, ptr, token) {
            Object.defineProperty(obj, '__wbg_ptr', { value: ptr, writable: false, enumerable: true, configurable: false });
            skaldLive.set(obj, { cls, ptr });
            registry.register(obj, ptr, token);
        },
        unregister(token) {
            const live = skaldLive.get(token);
            if (live !== undefined) skaldFreed.set(token, live.cls);
            skaldLive.delete(token);
            registry.unregister(token);
        },
    };
}

/** wasm-bindgen's init functions (initSync, the default export), answering nothing: what
 * they return is the wasm's raw exports and memory, which take raw pointers unchecked. */
function skaldInitSync(module) {
    initSync(module);
}
async function skaldInit(module_or_path) {
    await __wbg_init(module_or_path);
}
`;

/** What wasm-bindgen's glue ends with: its init functions, exported. */
const INIT_EXPORTS = 'export { initSync, __wbg_init as default };';

/** Adds the checks of `GUARDS` to wasm-bindgen's glue `js`: a length check of every
 * parameter at the start of every exported function, constructor, static and method (the
 * glue passes them all to the wasm, which copies any string it reads as text), a receiver
 * check at the start of every method, whose checked pointer the method then passes to the
 * wasm, and the classes' registries wrapped by `skaldTrack`. Each class's `static __wrap(ptr)`
 * (which makes an object of the class around any number) and `__destroy_into_raw()` (which
 * marks an object freed without freeing it) become module-private functions that the glue
 * calls instead, and the init functions answer nothing (`skaldInit`). Throws if the glue is
 * not shaped as expected (another wasm-bindgen version), so that the checks can never
 * silently go missing. A worker engine's glue (`worker: true`) exports functions and no
 * class, and has no types (the checks go first). */
export function guard(js, { worker = false } = {}) {
  const checks = (what, params) =>
    params
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => `skaldText('${what}', '${p}', ${p});`);
  const fail = (why) => {
    throw new Error(`guard: the glue is not shaped as expected (${why})`);
  };
  let functions = 0;
  let methods = 0;
  let out = js.replace(/^export function (\w+)\(([^)]*)\) \{\n/gm, (line, name, params) => {
    functions++;
    const body = checks(name, params);
    return body.length ? `${line}    ${body.join(' ')}\n` : line;
  });
  const classes = [];
  out = out.replace(/^export class (\w+) \{\n([\s\S]*?)^\}\n/gm, (whole, cls, body) => {
    classes.push(cls);
    // wasm-bindgen's internals, out of the class: kept as written, under private names.
    const internals = {};
    body = body.replace(/^    (static __wrap|__destroy_into_raw)\((\w*)\) \{\n([\s\S]*?)^    \}\n/gm, (m, name, params, inner) => {
      const fn = name === 'static __wrap' ? `skaldWrap${cls}` : `skaldDestroyIntoRaw${cls}`;
      if (name === '__destroy_into_raw') {
        // The pointer is read-only (skaldTrack): a freed object is known by skaldFreed.
        const zeroed = /^ *this\.__wbg_ptr = 0;\n/m;
        if (!zeroed.test(inner)) fail(`${cls}#__destroy_into_raw does not zero the pointer`);
        inner = inner.replace(zeroed, '');
      }
      internals[name] = `function ${fn}(${params}) {\n${inner}}\n`;
      return '';
    });
    if (Object.keys(internals).length !== 2) fail(`${cls} without __wrap or __destroy_into_raw`);
    const guarded = body.replace(/^    (static )?(\w+)\(([^)]*)\) \{\n([\s\S]*?)^    \}\n/gm, (whole, isStatic, name, params, inner) => {
      const what = name === 'constructor' ? `new ${cls}` : `${cls}${isStatic ? '.' : '#'}${name}`;
      const body = checks(what, params);
      // Called with the object as `this`, as it was when it was a method.
      inner = inner.replaceAll('this.__destroy_into_raw()', `skaldDestroyIntoRaw${cls}.call(this)`);
      if (!isStatic && name !== 'constructor') {
        // The pointer the check found, not a second read of the object's property.
        if (/this\.__wbg_ptr\s*=[^=]/.test(inner)) fail(`${cls}#${name} writes its pointer`);
        const reads = inner.includes('this.__wbg_ptr');
        inner = inner.replaceAll('this.__wbg_ptr', 'skaldPtr');
        body.unshift(`${reads ? 'const skaldPtr = ' : ''}skaldThis(this, '${cls}', '${what}');`);
        // Freeing twice does nothing, as before.
        if (name === 'free') body.unshift(`if (skaldFreed.get(Object(this)) === '${cls}') return;`);
        methods++;
      }
      const line = `    ${isStatic ?? ''}${name}(${params}) {\n`;
      return `${line}${body.length ? `        ${body.join(' ')}\n` : ''}${inner}    }\n`;
    });
    if (/^    (get|set|static get|static set) /m.test(guarded)) fail(`${cls} has accessors, which are not checked`);
    return `export class ${cls} {\n${guarded}}\n${internals['static __wrap']}${internals.__destroy_into_raw}`;
  });
  for (const cls of classes) out = out.replaceAll(`${cls}.__wrap(`, `skaldWrap${cls}(`);
  let registries = 0;
  out = out.replace(/^const (\w+)Finalization = ([^;]*);$/gm, (line, cls, registry) => {
    if (!classes.includes(cls)) return line;
    registries++;
    return `const ${cls}Finalization = skaldTrack('${cls}', ${registry});`;
  });
  if (!out.includes(INIT_EXPORTS)) fail('no init exports');
  out = out.replace(INIT_EXPORTS, 'export { skaldInitSync as initSync, skaldInit as default };');
  // Nothing else may reach them.
  if (/__wrap\b|__destroy_into_raw/.test(out)) fail('__wrap or __destroy_into_raw called elsewhere');
  if (worker) {
    if (!functions || classes.length) fail(`a worker engine's: ${functions} functions, ${classes.length} classes`);
    return GUARDS + out;
  }
  const marker = '/* @ts-self-types="./skald.d.ts" */\n';
  if (!functions || !classes.length || registries !== classes.length || methods < classes.length || !out.includes(marker)) {
    fail(`${functions} functions, ${classes.length} classes, ${registries} registries, ${methods} methods`);
  }
  return out.replace(marker, marker + GUARDS);
}

/** The engine module's types (`skald.d.ts`) as `guard` leaves its glue: the init functions
 * answer nothing (`void`), and the raw exports they answered with (`InitOutput`) are gone.
 * Throws if the types are not shaped as expected. */
export function guardTypes(dts) {
  const output = /^export interface InitOutput \{\n[\s\S]*?^\}\n\n/m;
  if (!output.test(dts)) throw new Error('guardTypes: skald.d.ts has no InitOutput');
  const out = dts
    .replace(output, '')
    .replaceAll(' * @returns {InitOutput}\n', ' * @returns {void}\n')
    .replaceAll(' * @returns {Promise<InitOutput>}\n', ' * @returns {Promise<void>}\n')
    .replace(/\): InitOutput;$/m, '): void;')
    .replace(/\): Promise<InitOutput>;$/m, '): Promise<void>;');
  if (out.includes('InitOutput')) throw new Error('guardTypes: skald.d.ts names InitOutput where it was not expected');
  return out;
}

/** Builds each worker engine of WORKER_ENGINES into `workers` (through a temporary folder):
 * the worker crate with its features (a game's alone, and for `valda-cards` the card-list
 * reader), so its wasm holds that game's rules and the search, with the standard library rebuilt for size (WORKER_ENV in scripts/builds.mjs); the glue guarded like the engine module's, then minified with terser (as the
 * app's builds' glue is: no page script reads it; 4.5 → 2.4 KB gzipped), and the imports
 * between the two given short names (as the app's builds' are). */
async function buildWorkers({ target, workers }) {
  const tmp = `${workers}.tmp`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  for (const [game, { features }] of Object.entries(WORKER_ENGINES)) {
    run('cargo', ['build', '--target', 'wasm32-unknown-unknown', '-p', 'skald-worker', '--lib', '--profile', 'engine', '--features', features.join(',')], WORKER_ENV);
    run('wasm-bindgen', ['--target', 'web', '--no-typescript', '--out-dir', tmp, '--out-name', game, join(target, 'wasm32-unknown-unknown', 'engine', 'skald_worker.wasm')]);
    const [js, wasm] = workerEngineFiles(game).map((f) => join(tmp, f));
    run('wasm-opt', ['-Oz', ...ENGINE_WASM_OPT_PARAMS.split(' '), wasm, '-o', wasm]);
    assertBaseline(wasm);
    const preamble = `// The computer's worker engine for ${game} (generated by wasm-bindgen from the Skald repository's\n// worker/ crate; docs/ai.md): \`aiDecide\` and \`aiAnalyse\`, for the app's search worker (ai-worker.js).`;
    const min = await minify(guard(await readFile(js, 'utf8'), { worker: true }), { module: true, compress: true, mangle: true, format: { preamble } });
    // Short names for what the wasm imports from its glue, as the app's builds have
    // (post-build/short-imports.mjs): their hashes do not compress.
    const short = shortenImports(await readFile(wasm), min.code, `./${game}_bg.js`);
    await writeFile(wasm, short.wasm);
    await writeFile(js, short.js);
  }
  await rm(workers, { recursive: true, force: true });
  await rename(tmp, workers);
}

/** Builds the module into `out` and the worker engines into `workers` (through temporary
 * folders, then the stamp last, so an interrupted build is never taken for a finished one). */
async function build({ target, out, workers, stamp }, hash) {
  await rm(stamp, { force: true });
  // `cargo rustc --crate-type cdylib,rlib`: the engine is an rlib alone for everything else
  // that links it (engine/Cargo.toml says why). The rlib beside the cdylib is not used, but
  // as a cdylib alone the module came out 6.5 KB larger gzipped (401.8 instead of 395.3 KB,
  // 2026-11-27).
  // With RUSTC_BOOTSTRAP=1 like the worker engines below (WORKER_ENV), though it uses no unstable
  // feature: proc-macro2's build script reruns when that variable changes, and with it every
  // macro crate and everything built with them, so the two builds took turns rebuilding the
  // dependencies. (A few of them build slightly differently when their build scripts see
  // a compiler that allows unstable features, as every other release build here already
  // does: the module came out 62 bytes smaller.)
  run('cargo', ['rustc', '--target', 'wasm32-unknown-unknown', '-p', 'skald-engine', '--lib', '--profile', 'engine', '--crate-type', 'cdylib,rlib'], { RUSTC_BOOTSTRAP: '1' });
  const tmp = `${out}.tmp`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  run('wasm-bindgen', ['--target', 'web', '--out-dir', tmp, '--out-name', 'skald', join(target, 'wasm32-unknown-unknown', 'engine', 'skald.wasm')]);
  const wasm = join(tmp, 'skald_bg.wasm');
  run('wasm-opt', ['-Oz', ...ENGINE_WASM_OPT_PARAMS.split(' '), wasm, '-o', wasm]);
  // No reference types nor multivalue (.cargo/config.toml's flags): older WebKit traps on
  // them. Every module this script builds goes through this check.
  assertBaseline(wasm);
  // Types of the wasm's raw exports are of no use to a page.
  await rm(join(tmp, 'skald_bg.wasm.d.ts'), { force: true });
  const header = `// Skald's rules engine for page scripts (generated by wasm-bindgen; see docs/embedding.md in\n// the Skald repository). Call the default export once (await init()) before anything else.\n// Each export's documentation is in skald.d.ts.\n/* @ts-self-types="./skald.d.ts" */`;
  const types = join(tmp, 'skald.d.ts');
  await writeFile(types, guardTypes(await readFile(types, 'utf8')));
  const js = join(tmp, 'skald.js');
  // Without its comments (wasm-bindgen copies every export's doc comment into the glue as
  // well as into skald.d.ts, where editors read them): 10.5 → 6.6 KB gzipped. Laid out and
  // named as written, so that it still reads in a browser's debugger.
  const plain = await minify(guard(await readFile(js, 'utf8')), { module: true, compress: false, mangle: false, format: { comments: false, beautify: true, preamble: header } });
  await writeFile(js, plain.code + '\n');
  await rm(out, { recursive: true, force: true });
  await rename(tmp, out);
  await buildWorkers({ target, workers });
  await writeFile(stamp, hash + '\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const t0 = performance.now();
  const p = paths();
  const hash = await inputsHash();
  const secs = () => ((performance.now() - t0) / 1000).toFixed(1);
  if (!process.argv.includes('--force') && (await upToDate(p, hash))) {
    console.log(`build-engine-module: up to date (inputs ${hash.slice(0, 12)}), skipped in ${secs()} s: ${p.out}, ${p.workers}`);
  } else {
    await build(p, hash);
    console.log(`build-engine-module: built ${FILES.join(', ')} and ${WORKER_FILES.join(', ')} in ${secs()} s (inputs ${hash.slice(0, 12)}): ${p.out}, ${p.workers}`);
  }
}

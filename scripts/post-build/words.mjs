#!/usr/bin/env node
// Post-build step 3: the words files (docs/i18n.md). The builds carry no words: the page's
// loader fetches, beside a build's wasm, the words of the language in use for each message
// file the build uses (`words` in scripts/builds.mjs). This step writes them into the
// build's `words/` folder with content-hashed names (`words/shell.de-<hash>.txt`), from the
// same message files and with the same compiler as the app's build script (the
// `skald-l10n` binary: `cargo run -p skald-l10n`, quick once built), and fails if a build's
// file is missing in a language. Step 4 writes their names into the loader.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILDS } from '../builds.mjs';
import { isMain, stagingDir } from './step.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The words folder of a build. */
export const WORDS_DIR = 'words';

/** The words files among the names in a build's `words/` folder, as
 * `{file: {lang: './words/<file>.<lang>-<hash>.txt'}}`; fails if a build's file lacks a
 * language another file has, or appears twice. */
export function wordsOf(names) {
  const map = {};
  for (const n of names) {
    const m = /^([a-z_]+)\.([a-z]+)-[0-9a-f]+\.txt$/.exec(n);
    if (!m) continue;
    map[m[1]] ??= {};
    if (map[m[1]][m[2]]) throw new Error(`two words files for ${m[1]} in ${m[2]}: ${map[m[1]][m[2]]} and ${n}`);
    map[m[1]][m[2]] = `./${WORDS_DIR}/${n}`;
  }
  const langs = [...new Set(Object.values(map).flatMap(Object.keys))].sort();
  for (const [name, b] of Object.entries(BUILDS)) {
    for (const file of b.words) {
      for (const lang of langs.length ? langs : ['en']) {
        if (!map[file]?.[lang]) throw new Error(`build ${name} needs the ${lang} words of ${file}, which ${WORDS_DIR}/ lacks (step words.mjs)`);
      }
    }
  }
  return map;
}

export async function writeWords(staging) {
  const tmp = await mkdtemp(join(tmpdir(), 'skald-words-'));
  try {
    // Trunk runs cargo offline (Trunk.toml); so does this.
    execFileSync('cargo', ['run', '--quiet', '--offline', '-p', 'skald-l10n', '--', join(root, 'app', 'l10n'), tmp], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const out = join(staging, WORDS_DIR);
    await rm(out, { recursive: true, force: true });
    await mkdir(out, { recursive: true });
    const names = [];
    for (const f of (await readdir(tmp)).sort()) {
      const m = /^([a-z_]+)\.([a-z]+)\.txt$/.exec(f);
      if (!m) continue;
      const body = await readFile(join(tmp, f));
      // 40 bits tell one version of a words file from another; every embed's index.html lists
      // every words file in every language, so each hex digit more is paid by every page.
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
      const name = `${m[1]}.${m[2]}-${hash}.txt`;
      await writeFile(join(out, name), body);
      names.push(name);
    }
    return wordsOf(names);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  try {
    const map = await writeWords(stagingDir('words.mjs'));
    console.log(`words.mjs: ${Object.entries(map).map(([f, l]) => `${f} (${Object.keys(l).join(', ')})`).join(', ')}`);
  } catch (err) {
    console.error(`words.mjs: ${err.message}`);
    process.exit(1);
  }
}

// Shorter import names for a release build's wasm and its JS glue (called by hash-minify.mjs).
//
// wasm-bindgen names each function the wasm imports from its glue after the Rust item and a
// hash (`__wbg_getBoundingClientRect_329ca748ec918b0c`): 100–200 names per build, written
// twice (the wasm's import section and the glue's import object), and their hashes do not
// compress. Renaming each to `$<n>` in both places changes nothing the module does — the
// names are only the keys by which the wasm finds the glue's functions — and takes about
// 5 KB gzipped off a game's build (Völuspá: import section 12.0 → 2.0 KB raw).

/** Reads an unsigned LEB128 number at `at` in `bytes`: [value, next offset]. */
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    if (b === undefined) throw new Error('wasm ends inside a number');
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [value, at];
  }
}

/** Encodes `n` as unsigned LEB128. */
function uleb(n) {
  const out = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
  return out;
}

/** The length in bytes of a limits entry (table or memory type) at `at`. */
function limitsEnd(bytes, at) {
  const flags = bytes[at++];
  [, at] = leb(bytes, at); // minimum
  if (flags & 1) [, at] = leb(bytes, at); // maximum
  return at;
}

/** The offset just past the import description (`kind` + its type) starting at `at`. */
function descEnd(bytes, at) {
  const kind = bytes[at++];
  switch (kind) {
    case 0: // function: its type's index
      return leb(bytes, at)[1];
    case 1: // table: a reference type, then limits
      return limitsEnd(bytes, at + 1);
    case 2: // memory: limits
      return limitsEnd(bytes, at);
    case 3: // global: a value type and mutability
      return at + 2;
    case 4: // tag (exceptions): an attribute and a type index
      return leb(bytes, at + 1)[1];
    default:
      throw new Error(`unknown import kind ${kind}`);
  }
}

/** The short name of the `i`th renamed import. */
export const shortName = (i) => `$${i.toString(36)}`;

/**
 * Renames every import of `wasm` (a Uint8Array/Buffer) whose module is `module` (the glue's
 * module name, e.g. `./skald-voluspa_bg.js`) to a short name.
 * Returns `{ wasm, names }`: the new module's bytes and a Map from old to new names.
 * Throws on a malformed module (nothing is half-renamed: the caller writes nothing).
 */
export function renameImports(wasm, module) {
  const bytes = Uint8Array.from(wasm);
  const magic = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
  if (!magic.every((b, i) => bytes[i] === b)) throw new Error('not a wasm module (version 1)');
  const enc = new TextEncoder();
  const dec = new TextDecoder('utf-8', { fatal: true });
  const names = new Map();
  const parts = [bytes.subarray(0, 8)];
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, body] = leb(bytes, at + 1);
    const end = body + size;
    if (end > bytes.length) throw new Error('a section runs past the end of the module');
    if (id !== 2) {
      parts.push(bytes.subarray(at, end));
      at = end;
      continue;
    }
    let [count, p] = leb(bytes, body);
    const entries = [uleb(count)];
    for (; count > 0; count--) {
      const [modLen, m0] = leb(bytes, p);
      const mod = dec.decode(bytes.subarray(m0, m0 + modLen));
      const lenAt = m0 + modLen;
      const [nameLen, n0] = leb(bytes, lenAt);
      const name = dec.decode(bytes.subarray(n0, n0 + nameLen));
      const d0 = n0 + nameLen;
      const d1 = descEnd(bytes, d0);
      let newName = name;
      if (mod === module) {
        if (!names.has(name)) names.set(name, shortName(names.size));
        newName = names.get(name);
      }
      const n = enc.encode(newName);
      entries.push(bytes.subarray(p, lenAt), uleb(n.length), n, bytes.subarray(d0, d1));
      p = d1;
    }
    if (p !== end) throw new Error('the import section does not end where its size says');
    const content = Buffer.concat(entries.map((e) => Buffer.from(e)));
    parts.push(Uint8Array.of(2, ...uleb(content.length)), content);
    at = end;
  }
  return { wasm: Buffer.concat(parts.map((e) => Buffer.from(e))), names };
}

/** `js` with every whole identifier that is a key of `names` replaced by its value. */
export function renameInGlue(js, names) {
  if (names.size === 0) return js;
  const escaped = [...names.keys()].sort((a, b) => b.length - a.length).map((n) => n.replace(/\$/g, '\\$'));
  const pattern = new RegExp(`(?<![\\w$])(?:${escaped.join('|')})(?![\\w$])`, 'g');
  return js.replace(pattern, (n) => names.get(n));
}

/**
 * Shortens the imports of one build: `wasmBytes` and its glue `js` (text), whose wasm imports
 * its glue under `module`. Fails if a renamed import is not named in the glue (the glue
 * would then not provide it under the new name).
 */
export function shortenImports(wasmBytes, js, module) {
  const { wasm, names } = renameImports(wasmBytes, module);
  for (const old of names.keys()) {
    if (!js.includes(old)) throw new Error(`the glue does not name the import ${old}`);
  }
  return { wasm, js: renameInGlue(js, names), renamed: names.size };
}

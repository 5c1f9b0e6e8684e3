// The static server (scripts/static-server.mjs) as a real static host: compression by the
// browser's Accept-Encoding, types, caching headers, ETags, and hostile paths.
//   node --test tests/static-server/
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { chooseEncoding, isHashedName, startServer } from '../../scripts/static-server.mjs';

const HASHED_WASM = 'skald-app-0123456789abcdef_bg.wasm';
const HASHED_JS = 'skald-app-0123456789abcdef.js';

// Bodies large and repetitive enough to compress well; a wasm-like binary.
const html = '<!doctype html><title>Skald</title>' + '<p>Völuspá, Odin, Valda</p>\n'.repeat(200);
const js = 'export function f(x) { return x * 2; }\n'.repeat(300);
const wasm = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(20_000, 7)]);
const font = Buffer.alloc(5000, 3);

let dir;
let servers = [];

/** One raw HTTP request (no automatic decompression): status, headers and body bytes. */
function get(url, headers = {}, method = 'GET') {
  return new Promise((ok, fail) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

async function serve(options = {}) {
  const server = await startServer({ root: dir, ...options });
  servers.push(server);
  return server;
}

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'skald-static-'));
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, HASHED_JS), js);
  writeFileSync(join(dir, HASHED_WASM), wasm);
  writeFileSync(join(dir, 'sw.js'), 'self.VERSION = "a";\n' + js);
  writeFileSync(join(dir, 'tiny.css'), 'body{}');
  mkdirSync(join(dir, 'fonts'));
  writeFileSync(join(dir, 'fonts', 'a.woff2'), font);
  writeFileSync(join(dir, 'secret.txt'), 'outside');
  mkdirSync(join(dir, 'site'));
  writeFileSync(join(dir, 'site', 'index.html'), html);
});

after(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});

describe('compression', () => {
  let url;
  before(async () => { url = (await serve()).url; });

  test('gzip when the browser accepts only gzip, with Vary and the compressed length', async () => {
    const r = await get(url + HASHED_JS, { 'Accept-Encoding': 'gzip' });
    assert.equal(r.status, 200);
    assert.equal(r.headers['content-encoding'], 'gzip');
    assert.equal(r.headers.vary, 'Accept-Encoding');
    assert.equal(Number(r.headers['content-length']), r.body.length);
    assert.ok(r.body.length < js.length / 5, `${r.body.length} bytes for ${js.length}`);
    assert.equal(gunzipSync(r.body).toString(), js);
  });

  test('brotli when accepted (as Chromium asks), gzip when the server offers no brotli', async () => {
    const chromium = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    const r = await get(url + 'index.html', chromium);
    assert.equal(r.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(r.body).toString(), html);
    const gzOnly = await serve({ brotli: false });
    const g = await get(gzOnly.url + 'index.html', chromium);
    assert.equal(g.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(g.body).toString(), html);
  });

  test('wasm is application/wasm, compressed, and decompresses to the same bytes', async () => {
    const r = await get(url + HASHED_WASM, { 'Accept-Encoding': 'gzip' });
    assert.equal(r.headers['content-type'], 'application/wasm');
    assert.equal(r.headers['content-encoding'], 'gzip');
    assert.ok(gunzipSync(r.body).equals(wasm));
  });

  test('identity without Accept-Encoding, with q=0, and for fonts and tiny files', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'gzip;q=0, br;q=0' }, { 'Accept-Encoding': 'identity' }]) {
      const r = await get(url + HASHED_JS, headers);
      assert.equal(r.headers['content-encoding'], undefined, JSON.stringify(headers));
      assert.equal(r.headers.vary, 'Accept-Encoding', 'a cache must still key on the encoding');
      assert.equal(r.body.toString(), js);
    }
    const f = await get(url + 'fonts/a.woff2', { 'Accept-Encoding': 'gzip, br' });
    assert.equal(f.headers['content-type'], 'font/woff2');
    assert.equal(f.headers['content-encoding'], undefined);
    assert.ok(f.body.equals(font));
    const t = await get(url + 'tiny.css', { 'Accept-Encoding': 'gzip, br' });
    assert.equal(t.headers['content-encoding'], undefined);
    assert.equal(t.body.toString(), 'body{}');
  });

  test('HEAD answers the headers of GET without a body', async () => {
    const r = await get(url + HASHED_JS, { 'Accept-Encoding': 'gzip' }, 'HEAD');
    const g = await get(url + HASHED_JS, { 'Accept-Encoding': 'gzip' });
    assert.equal(r.status, 200);
    assert.equal(r.body.length, 0);
    assert.equal(r.headers['content-length'], g.headers['content-length']);
    assert.equal(r.headers.etag, g.headers.etag);
  });

  test('compression: false sends every body as it is', async () => {
    const plain = await serve({ compression: false });
    const r = await get(plain.url + HASHED_WASM, { 'Accept-Encoding': 'gzip, br' });
    assert.equal(r.headers['content-encoding'], undefined);
    assert.ok(r.body.equals(wasm));
  });

  test('a transformed file is compressed as transformed', async () => {
    const s = await serve({
      transform: (path, body) => (path === 'sw.js' ? Buffer.from(body.toString().replace('"a"', '"b"')) : undefined),
    });
    const r = await get(s.url + 'sw.js', { 'Accept-Encoding': 'gzip' });
    assert.match(gunzipSync(r.body).toString(), /^self\.VERSION = "b";/);
    const before = await get(url + 'sw.js', { 'Accept-Encoding': 'gzip' });
    assert.notEqual(r.headers.etag, before.headers.etag, 'new contents, new ETag');
  });
});

test('onResponse hears of each file sent, with the bytes as sent', async () => {
  const heard = [];
  const s = await serve({ onResponse: (r) => heard.push(r) });
  const gz = await get(s.url + HASHED_JS, { 'Accept-Encoding': 'gzip' });
  await get(s.url + HASHED_JS, { 'Accept-Encoding': 'gzip', 'If-None-Match': gz.headers.etag });
  await get(s.url + 'missing.js');
  await new Promise((ok) => setTimeout(ok, 50));
  assert.deepEqual(heard, [
    { path: HASHED_JS, status: 200, bytes: gz.body.length, encoding: 'gzip' },
    { path: HASHED_JS, status: 304, bytes: 0, encoding: 'gzip' },
  ]);
});

describe('caching', () => {
  let url;
  before(async () => { url = (await serve()).url; });

  test('hashed names are immutable for a year; index.html, sw.js and fonts are checked again', async () => {
    for (const name of [HASHED_JS, HASHED_WASM]) {
      const r = await get(url + name);
      assert.equal(r.headers['cache-control'], 'public, max-age=31536000, immutable', name);
    }
    for (const name of ['', 'index.html', 'sw.js', 'fonts/a.woff2']) {
      const r = await get(url + name);
      assert.equal(r.headers['cache-control'], 'no-cache', name || '/');
    }
  });

  test('an unchanged file answers 304 to its ETag, per encoding', async () => {
    const gz = await get(url + 'index.html', { 'Accept-Encoding': 'gzip' });
    const plain = await get(url + 'index.html');
    assert.ok(gz.headers.etag && plain.headers.etag);
    assert.notEqual(gz.headers.etag, plain.headers.etag, 'a gzip body and a plain one are different representations');
    const again = await get(url + 'index.html', { 'Accept-Encoding': 'gzip', 'If-None-Match': gz.headers.etag });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    const other = await get(url + 'index.html', { 'If-None-Match': gz.headers.etag });
    assert.equal(other.status, 200, 'the gzip ETag does not validate the plain body');
    assert.equal(other.body.toString(), html);
  });

  test('types of the shipped files', async () => {
    assert.match((await get(url)).headers['content-type'], /^text\/html; charset=utf-8$/);
    assert.match((await get(url + HASHED_JS)).headers['content-type'], /^text\/javascript/);
    assert.equal((await get(url + 'tiny.css')).headers['content-type'], 'text/css; charset=utf-8');
    assert.equal((await get(url)).headers['x-content-type-options'], 'nosniff');
  });
});

describe('paths', () => {
  test('a sub-path: redirect to its slash, 404 outside it and for anything leaving the folder', async () => {
    const s = await serve({ prefix: '/games/skald/' });
    const origin = `http://127.0.0.1:${s.port}`;
    const redirect = await get(origin + '/games/skald');
    assert.equal(redirect.status, 301);
    assert.equal(redirect.headers.location, '/games/skald/');
    assert.equal((await get(origin + '/games/skald/')).body.toString(), html);
    assert.equal((await get(origin + '/index.html')).status, 404);
    for (const path of ['/games/skald/../secret.txt', '/games/skald/%2e%2e/secret.txt',
      '/games/skald/..%2f..%2fetc%2fpasswd', '/games/skald/%E0%A4%A', '/games/skald/a%00b',
      '/games/skald/missing.js', '/games/skald/fonts']) {
      const r = await get(origin + path);
      assert.equal(r.status, 404, path);
    }
    assert.equal((await get(origin + '/games/skald/site/')).body.toString(), html, 'a folder serves its index.html');
  });

  test('only GET and HEAD', async () => {
    const s = await serve();
    const r = await get(s.url, {}, 'POST');
    assert.equal(r.status, 405);
    assert.equal(r.headers.allow, 'GET, HEAD');
  });
});

test('chooseEncoding follows Accept-Encoding', () => {
  assert.equal(chooseEncoding('gzip, deflate, br, zstd'), 'br');
  assert.equal(chooseEncoding('gzip, deflate, br', { brotli: false }), 'gzip');
  assert.equal(chooseEncoding('br;q=0, gzip'), 'gzip');
  assert.equal(chooseEncoding('*'), 'br');
  assert.equal(chooseEncoding('*;q=0'), null);
  assert.equal(chooseEncoding('deflate'), null);
  assert.equal(chooseEncoding(''), null);
  assert.equal(chooseEncoding(undefined), null);
  assert.equal(chooseEncoding('GZIP;Q=0.5'), 'gzip');
  assert.equal(chooseEncoding('gzip;q=abc'), null);
});

test('isHashedName knows content-hashed names', () => {
  for (const yes of ['skald-app-0123456789abcdef_bg.wasm', 'skald-app-0123456789abcdef.js',
    'style-0123456789abcdef.css', 'a/b/skald-odin-fedcba9876543210_bg.wasm',
    // The post-build steps' builds and words files: 40 bits of their hash.
    'skald-odin-0123456789.js', 'skald-valda-seat-abcdef0123_bg.wasm', 'words/shell.en-0123456789.txt']) {
    assert.ok(isHashedName(yes), yes);
  }
  for (const no of ['index.html', 'sw.js', 'manifest.webmanifest', 'fonts/inter.woff2',
    'skald-app-012345678.js', 'icon-192.png']) {
    assert.ok(!isHashedName(no), no);
  }
});

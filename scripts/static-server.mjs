#!/usr/bin/env node
// A small static file server for the release build, serving it as a real static host does:
// compressed (brotli or gzip, as the browser accepts), with the right Content-Type
// (`application/wasm` too, so the browser compiles the wasm while it streams in), and
// long-lived caching for the files whose names carry a content hash.
//
//   node scripts/static-server.mjs [dir=dist] [port=8080] [--prefix /games/skald/] [--no-brotli] [--no-compression]
//
// Listens on 127.0.0.1 only. `startServer` is also used by the end-to-end tests and
// `scripts/bench-load.mjs`, which serve `dist/` on a free port, optionally under a
// sub-path, optionally rewriting files on the fly (to simulate a new build).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { basename, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.ftl': 'text/plain; charset=utf-8',
};

/** Types worth compressing (fonts and PNG images are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(wasm|json|manifest\+json)|image\/(svg\+xml|x-icon))/;

/** Bodies smaller than this go out as they are (as most hosts do: headers would eat the gain). */
const MIN_COMPRESS = 256;

/**
 * Whether a file name carries a content hash (Trunk's and the post-build steps' names, e.g.
 * `skald-app-0123456789abcdef_bg.wasm`, `style-0123456789abcdef.css`, 16 hex digits; the
 * post-build steps' builds and words files, `skald-odin-0123456789.js`, 10): such a file never
 * changes, so browsers may keep it for a year without asking again.
 */
export function isHashedName(path) {
  return /[-.][0-9a-f]{10,}(?=[._-]|$)/.test(basename(path));
}

/**
 * The encoding to answer with for an `Accept-Encoding` header: `br` when allowed and
 * accepted, else `gzip` when accepted, else `null` (identity). A `q=0` refuses a coding.
 */
export function chooseEncoding(acceptEncoding, { brotli = true } = {}) {
  const accepted = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (brotli && ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

const compressors = {
  // Brotli at quality 5: about gzip's speed, and smaller; quality 11 would take seconds for
  // a large wasm file on its first request.
  br: (body) => promisify(brotliCompress)(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 5,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

// Compressed bodies by content hash and encoding, shared by every server of this process
// (the e2e suites start one each): a file is compressed once, on its first request.
const cache = new Map(); // key -> Promise<Buffer>
const sizes = new Map(); // key -> compressed size, once known
let cached = 0;
const CACHE_LIMIT = 128 << 20;

function compressed(body, hash, encoding) {
  const key = `${hash}:${encoding}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = compressors[encoding](body);
    cache.set(key, entry);
    entry.then((out) => {
      if (cache.get(key) !== entry) return;
      sizes.set(key, out.length);
      cached += out.length;
      // Forget the oldest finished entries past the limit (a Map keeps insertion order).
      for (const [k, n] of sizes) {
        if (cached <= CACHE_LIMIT) break;
        cache.delete(k);
        sizes.delete(k);
        cached -= n;
      }
    }, () => cache.delete(key));
  }
  return entry;
}

/**
 * Serves `root` at `http://127.0.0.1:<port><prefix>`.
 * @param {{root: string, port?: number, prefix?: string, compression?: boolean, brotli?: boolean,
 *          transform?: (path: string, body: Buffer) => Buffer | undefined,
 *          onResponse?: (r: {path: string, status: number, bytes: number, encoding: string | null}) => void}} options
 *   `transform` may replace a file's contents (path is relative to root, e.g. "sw.js").
 *   `compression: false` sends every body as it is; `brotli: false` offers gzip only.
 *   `onResponse` hears of every file answered (200 or 304) once its body is sent: `bytes`
 *   is the body as sent (compressed when `encoding` is set; 0 for HEAD and 304).
 * @returns {Promise<{url: string, port: number, close: () => Promise<void>}>}
 */
export async function startServer({
  root, port = 0, prefix = '/', transform, compression = true, brotli = true, onResponse,
} = {}) {
  const base = resolve(root);
  if (!prefix.startsWith('/')) prefix = '/' + prefix;
  if (!prefix.endsWith('/')) prefix += '/';

  const server = createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
        return res.end('Method not allowed');
      }
      const url = new URL(req.url, 'http://127.0.0.1');
      let path;
      try {
        path = decodeURIComponent(url.pathname);
      } catch {
        return notFound(res);
      }
      if (path === prefix.slice(0, -1)) {
        res.writeHead(301, { Location: prefix });
        return res.end();
      }
      if (!path.startsWith(prefix) || path.includes('\0')) return notFound(res);
      path = path.slice(prefix.length);
      if (path === '' || path.endsWith('/')) path += 'index.html';
      const file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) return notFound(res);
      const info = await stat(file).catch(() => null);
      if (!info || !info.isFile()) return notFound(res);
      let body = await readFile(file);
      if (transform) body = transform(path, body) ?? body;

      const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      const compressible = compression && COMPRESSIBLE.test(type);
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
      const encoding = compressible && body.length >= MIN_COMPRESS
        ? chooseEncoding(req.headers['accept-encoding'], { brotli })
        : null;
      const headers = {
        'Content-Type': type,
        // Hashed names never change; everything else (index.html, sw.js, the manifest,
        // fonts, icons) must be checked again, cheaply through its ETag.
        'Cache-Control': isHashedName(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      };
      if (compressible) headers.Vary = 'Accept-Encoding';
      // One ETag per representation, so a cache never mixes a gzip body up with a plain one.
      const etag = `"${hash}${encoding ? '-' + encoding : ''}"`;
      headers.ETag = etag;
      if (req.headers['if-none-match']?.split(',').some((t) => t.trim() === etag)) {
        res.writeHead(304, headers);
        onResponse?.({ path, status: 304, bytes: 0, encoding });
        return res.end();
      }
      if (encoding) {
        body = await compressed(body, hash, encoding);
        headers['Content-Encoding'] = encoding;
      }
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      const sent = req.method === 'HEAD' ? 0 : body.length;
      res.end(sent ? body : undefined, () => onResponse?.({ path, status: 200, bytes: sent, encoding }));
    } catch (err) {
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(String(err));
    }
  });

  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ok);
  });
  const actual = server.address().port;
  return {
    url: `http://127.0.0.1:${actual}${prefix}`,
    port: actual,
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(() => ok()); }),
  };
}

function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  let prefix = '/';
  const i = args.indexOf('--prefix');
  if (i >= 0) { prefix = args[i + 1]; args.splice(i, 2); }
  const flag = (name) => {
    const at = args.indexOf(name);
    if (at >= 0) args.splice(at, 1);
    return at >= 0;
  };
  const brotli = !flag('--no-brotli');
  const compression = !flag('--no-compression');
  const [root = 'dist', port = '8080'] = args;
  const { url } = await startServer({ root, port: Number(port), prefix, brotli, compression }).catch((err) => {
    console.error(err.code === 'EADDRINUSE'
      ? `Port ${port} on 127.0.0.1 is in use: stop what runs there, or choose another port (PORT=9000 ./scripts/serve.sh).`
      : String(err));
    process.exit(1);
  });
  const how = !compression ? 'uncompressed' : brotli ? 'brotli or gzip' : 'gzip';
  console.log(`Skald is being served at ${url} (${how}; Ctrl-C to stop)`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}

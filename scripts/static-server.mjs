#!/usr/bin/env node
// A tiny static file server for the release build, as any static host would serve it.
//
//   node scripts/static-server.mjs [dir=dist] [port=8080] [--prefix /games/skald/]
//
// Listens on 127.0.0.1 only. `startServer` is also used by the end-to-end tests, which
// serve `dist/` on a free port, optionally under a sub-path, optionally rewriting files
// on the fly (to simulate a new build).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves `root` at `http://127.0.0.1:<port><prefix>`.
 * @param {{root: string, port?: number, prefix?: string,
 *          transform?: (path: string, body: Buffer) => Buffer | undefined}} options
 *   `transform` may replace a file's contents (path is relative to root, e.g. "sw.js").
 * @returns {Promise<{url: string, port: number, close: () => Promise<void>}>}
 */
export async function startServer({ root, port = 0, prefix = '/', transform } = {}) {
  const base = resolve(root);
  if (!prefix.startsWith('/')) prefix = '/' + prefix;
  if (!prefix.endsWith('/')) prefix += '/';

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://127.0.0.1');
      let path = decodeURIComponent(url.pathname);
      if (path === prefix.slice(0, -1)) {
        res.writeHead(301, { Location: prefix });
        return res.end();
      }
      if (!path.startsWith(prefix)) return notFound(res);
      path = path.slice(prefix.length);
      if (path === '' || path.endsWith('/')) path += 'index.html';
      const file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) return notFound(res);
      const info = await stat(file).catch(() => null);
      if (!info || !info.isFile()) return notFound(res);
      let body = await readFile(file);
      if (transform) body = transform(path, body) ?? body;
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': body.length,
        // Trunk's hashed names could be cached for ever; index.html and sw.js must not be.
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
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
  const [root = 'dist', port = '8080'] = args;
  const { url } = await startServer({ root, port: Number(port), prefix }).catch((err) => {
    console.error(err.code === 'EADDRINUSE'
      ? `Port ${port} on 127.0.0.1 is in use: stop what runs there, or choose another port (PORT=9000 ./scripts/serve.sh).`
      : String(err));
    process.exit(1);
  });
  console.log(`Skald is being served at ${url} (Ctrl-C to stop)`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}

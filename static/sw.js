// Skald's service worker: the whole release build is precached on install, so the app
// opens and plays with no network. The page registers it only once its first screen is
// usable (index.html), so these downloads never compete with the first game's. scripts/post-build/service-worker.mjs (the last
// post-build step) fills in VERSION and PRECACHE for each build; do not edit those two
// lines by hand.
'use strict';

const VERSION = "__SKALD_VERSION__";
const PRECACHE = ["__SKALD_PRECACHE__"];

// Caches are per origin; the scope keeps two copies of Skald on one host apart.
const PREFIX = `skald:${self.registration.scope}:`;
const CACHE = PREFIX + VERSION;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // `no-cache` asks the server again for every file, so the new build's files are what
      // gets stored, but takes what the page has just downloaded from the HTTP cache when
      // the server says it is current (a 304: the first screen's files come down once).
      await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'no-cache' })));
      // A new build takes over at once: players are never left on a stale version.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      let response = await cache.match(request, { ignoreSearch: true });
      // Any page of the app is index.html (routes live in the hash).
      if (!response && request.mode === 'navigate') response = await cache.match('./');
      return response ?? fetch(request);
    })(),
  );
});

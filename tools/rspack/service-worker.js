// SikaLens service worker (the template: tools/rspack/service-worker-plugin.ts fills in the
// version and the shell's files when the shell is built, as dist/sw.js).
// - Pages: the network first, the cached copy when offline. (Not the cache first: after a deploy
//   an old page would ask for chunks the new build no longer has.) Only HTML is kept.
// - Content-hashed files (/static/, a remote's static/, /releases/<remote>/<version>/ here or on
//   a release CDN at another origin, read through CORS): from the
//   cache when there, else fetched and kept. They never change.
// - /remotes.json, remote manifests and entries, the web manifest: the network first, the cached
//   copy when offline or the server fails (5xx).
// - /api/: never touched. A person's money data is not kept by the service worker; offline, the
//   app says so and shows what it already had.
const VERSION = self.__SW_VERSION__;
const PRECACHE = self.__SW_PRECACHE__;
const SHELL = `sikalens-shell-${VERSION}`;
const ASSETS = 'sikalens-assets';
const FRESH = 'sikalens-fresh';
// A remote's release folder (/releases/<remote>/<version>/): named by its content. Here it is
// under /releases; on a CDN (RELEASE_BASE_URL at another origin) under whatever path the CDN
// gives it, so there a <remote>/<12 hex version>/ segment anywhere in the path is enough. (Only
// what the page may ask for reaches the worker: the page's policy lists the registry's origins.)
const RELEASE = /^\/releases\/[a-z0-9-]+\/[0-9a-f]{12}\//;
const RELEASE_ELSEWHERE = /\/[a-z0-9][a-z0-9-]*\/[0-9a-f]{12}\//;
const IMMUTABLE = [/^\/static\//, /^\/remotes\/[a-z0-9-]+\/static\//, RELEASE];

// The content-hashed files of every release a visitor has run pile up: the cache keeps about
// MAX_ASSETS, dropping the first fetched first, but never a file this worker has served since it
// started (the release in use keeps all of its files, for offline use).
const MAX_ASSETS = 400;
const served = new Set();
let trimming = null;
function trimAssets() {
  trimming ??= caches
    .open(ASSETS)
    .then(async (cache) => {
      const keys = await cache.keys();
      const droppable = keys.filter((key) => !served.has(key.url));
      const extra = droppable.slice(0, Math.max(0, keys.length - MAX_ASSETS));
      await Promise.all(extra.map((key) => cache.delete(key)));
    })
    .finally(() => {
      trimming = null;
    });
  return trimming;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      // Pages are asked for as a browser asks for a page (the server answers HTML only then).
      .then((cache) =>
        cache.addAll(
          PRECACHE.map((url) =>
            url.endsWith('.js') ? url : new Request(url, { headers: { Accept: 'text/html' } }),
          ),
        ),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('sikalens-shell-') && key !== SHELL)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(trimAssets)
      .then(() => self.clients.claim()),
  );
});

// Only answers the worker can read (same origin, or CORS from a release's CDN): an opaque one
// could be an error, and costs the phone's storage quota megabytes.
function keep(cacheName, request, response) {
  const readable = response.type === 'basic' || response.type === 'cors';
  if (response.ok && readable && response.status === 200) {
    const copy = response.clone();
    void caches
      .open(cacheName)
      .then((cache) => cache.put(request, copy))
      .then(() => (cacheName === ASSETS ? trimAssets() : undefined));
  }
  return response;
}

// The page's HTML: /, /login and /signup are prerendered pages of their own (tools/scripts/prerender.ts);
// every other path gets the same page (app.html, the prerendered signed-in frame, or index.html
// from a build without it), kept under one key.
const OWN_PAGES = ['/', '/login', '/signup'];
function pageKey(url) {
  return OWN_PAGES.includes(url.pathname) ? url.pathname : '/index.html';
}

const isHtml = (response) => (response.headers.get('content-type') ?? '').includes('text/html');

// A page rendered on the server for the signed-in user carries their figures and says no-store:
// it is never kept. The page kept for offline use is then the signed-in frame the server serves
// to anyone (app.html; index.html from a build without it).
const isPrivate = (response) => /no-store/.test(response.headers.get('cache-control') ?? '');

// Once per worker start: a signed-in visitor's every navigation need not fetch it again.
let frameKept = false;
async function keepFrame(key) {
  if (frameKept) return;
  frameKept = true;
  for (const file of ['/app.html', '/index.html']) {
    const response = await fetch(file).catch(() => null);
    if (response?.ok && isHtml(response)) {
      await caches.open(SHELL).then((cache) => cache.put(key, response));
      return;
    }
  }
}

async function page(request, url) {
  const key = pageKey(url);
  try {
    const response = await fetch(request);
    if (response.ok && response.status === 200 && isHtml(response)) {
      if (isPrivate(response)) void keepFrame(key);
      else {
        const copy = response.clone();
        await caches.open(SHELL).then((cache) => cache.put(key, copy));
      }
    }
    return response;
  } catch (error) {
    // Pages vary by Accept; the key stands for the page whatever the request asked.
    const cached =
      (await caches.match(key, { cacheName: SHELL, ignoreVary: true })) ??
      (await caches.match(key, { ignoreVary: true }));
    if (cached) return cached;
    throw error;
  }
}

async function immutable(request) {
  served.add(request.url);
  const cached = await caches.match(request);
  if (cached) return cached;
  return keep(ASSETS, request, await fetch(request));
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.status < 500) return keep(FRESH, request, response);
    return (await caches.match(request)) ?? response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) {
    if (RELEASE_ELSEWHERE.test(url.pathname)) event.respondWith(immutable(request));
    return;
  }
  if (url.pathname.startsWith('/api/') || url.pathname === '/sw.js') return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request, url));
  } else if (IMMUTABLE.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(immutable(request));
  } else {
    event.respondWith(networkFirst(request));
  }
});

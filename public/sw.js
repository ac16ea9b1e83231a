/*
 * The site's service worker: real offline support.
 * - Pages (navigations) and route data: network first; a copy of each page visited is kept, and
 *   offline a visited page opens from it, any other shows the offline page.
 * - Hashed build assets (/assets/): cache first; they never change under one name.
 * - Other files of this site (icons, manifest): cache first, refreshed in the background.
 * Nothing cross-origin and nothing under /api/ is touched.
 */
const VERSION = "v1";
const PAGES = `pages-${VERSION}`;
const ASSETS = `assets-${VERSION}`;
const FILES = `files-${VERSION}`;
const OFFLINE_URL = "/offline.html";
const MAX_PAGES = 60;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => ![PAGES, ASSETS, FILES].includes(k)).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) {
    if (!key.url.endsWith(OFFLINE_URL)) await cache.delete(key);
  }
}

async function networkFirst(request, fallbackToOffline) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic") {
      await cache.put(request, response.clone());
      trim(PAGES, MAX_PAGES);
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request, { ignoreSearch: !fallbackToOffline });
    if (cached) return cached;
    if (fallbackToOffline) {
      const offline = await cache.match(OFFLINE_URL);
      if (offline) return offline;
    }
    throw error;
  }
}

async function cacheFirst(request, cacheName, refresh) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  const fetched = fetch(request).then(async (response) => {
    if (response.ok && response.type === "basic") await cache.put(request, response.clone());
    return response;
  });
  if (cached) {
    if (refresh) fetched.catch(() => undefined);
    return cached;
  }
  return fetched;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/") || url.pathname === "/sw.js")
    return;
  // Media asks for byte ranges; a 206 answer cannot be cached, so range requests (the home
  // page's video) go to the network untouched.
  if (request.headers.has("range")) return;
  if (request.mode === "navigate") {
    event.respondWith(networkFirst(request, true));
  } else if (url.pathname.endsWith(".data")) {
    event.respondWith(networkFirst(request, false));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request, ASSETS, false));
  } else {
    event.respondWith(cacheFirst(request, FILES, true));
  }
});

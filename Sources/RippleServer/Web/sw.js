// Ripple's service worker: caches the app shell so the app opens with no connection, and keeps the
// last answers of the read routes so Today can show the last saved data offline.
// The cache version and the app-shell list are generated from the files themselves
// (scripts/web-manifest writes sw-manifest.js): any change to a shipped file makes a new cache.
importScripts('/sw-manifest.js');
const VERSION = self.SHELL_VERSION;
const DATA = 'ripple-data-v1';
const SHELL = self.SHELL_FILES;
const CACHED_READS = /^\/api\/v1\/(today|habits|categories|settings|history)(\/[^/]+\/history)?$/;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(VERSION);
    // One by one, so a single missing file cannot break the install.
    await Promise.all(SHELL.map((url) => cache.add(new Request(url, { cache: 'reload' })).catch(() => {})));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key !== VERSION && key !== DATA) await caches.delete(key);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== location.origin || url.pathname === '/health') return;
  if (url.pathname.startsWith('/widget/')) return; // widgets are their own pages, always fresh
  if (url.pathname.startsWith('/api/')) {
    if (CACHED_READS.test(url.pathname)) event.respondWith(networkFirst(req));
    return;
  }
  event.respondWith(shellFirst(req, url));
});

async function networkFirst(req) {
  const cache = await caches.open(DATA);
  try {
    const res = await fetch(req);
    if (res.ok) cache.put(req, res.clone());
    return res;
  } catch {
    const hit = await cache.match(req, { ignoreSearch: false });
    if (hit) {
      const headers = new Headers(hit.headers);
      headers.set('X-Ripple-Offline', '1');
      return new Response(await hit.blob(), { status: hit.status, headers });
    }
    return new Response(JSON.stringify({ error: { code: 'offline', message: "You're offline." } }), {
      status: 503, headers: { 'Content-Type': 'application/json', 'X-Ripple-Offline': 'none' },
    });
  }
}

/** Shell files: from the cache at once, refreshed in the background (stale-while-revalidate). */
async function shellFirst(req, url) {
  const cache = await caches.open(VERSION);
  const key = req.mode === 'navigate' ? '/' : url.pathname;
  const hit = await cache.match(key);
  const refresh = fetch(req).then((res) => {
    if (res.ok && res.type === 'basic') cache.put(key, res.clone());
    return res;
  });
  if (hit) {
    refresh.catch(() => {});
    return hit;
  }
  try {
    return await refresh;
  } catch {
    return (await cache.match('/index.html')) ?? Response.error();
  }
}

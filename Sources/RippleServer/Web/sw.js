// Ripple's service worker: caches the app shell so the app opens with no connection, and keeps the
// last answers of the read routes so Today can show the last saved data offline.
const VERSION = 'ripple-shell-v4';
const DATA = 'ripple-data-v1';
const SHELL = [
  '/', '/index.html', '/manifest.webmanifest', '/icons/ripple.svg', '/icons/icon-192.png', '/icons/icon-512.png',
  '/css/tokens.css', '/css/shell.css', '/css/today.css', '/css/card.css', '/css/sheet.css', '/css/detail.css', '/css/celebrate.css',
  '/js/boot.js', '/js/app.js', '/js/app-links.js', '/js/api.js', '/js/store.js', '/js/data.js', '/js/dom.js', '/js/format.js', '/js/icons.js',
  '/js/ui.js', '/js/today.js', '/js/card.js', '/js/gestures.js', '/js/checkin.js', '/js/actions.js', '/js/menu.js',
  '/js/celebrate.js', '/js/particles.js', '/js/palette.js', '/js/sheet.js', '/js/dialog.js', '/js/fields.js',
  '/js/habitform.js', '/js/iconpicker.js', '/js/valuesheet.js', '/js/entry.js', '/js/detail.js', '/js/calendar.js',
  '/js/views/soon.js', '/js/views/habits.js', '/js/views/stats.js', '/js/views/profile.js',
  '/css/stats.css', '/js/charts.js', '/js/stats/styles.js', '/js/stats/fetch.js', '/js/stats/glyphs.js', '/js/stats/outcome.js',
  '/js/stats/ranges.js', '/js/stats/overview.js', '/js/stats/success-card.js', '/js/stats/streak-cards.js', '/js/stats/totals.js',
  '/js/stats/performance.js', '/js/stats/calendar-heatmap.js', '/js/stats/day-sheet.js', '/js/stats/insights.js',
  '/js/stats/history.js', '/js/stats/matrix.js', '/js/stats/habit-stats.js',
  '/js/api-extra.js', '/js/stylesheet.js', '/js/outbox.js', '/js/sync.js', '/js/undo.js',
  '/css/habits.css', '/js/habits/model.js', '/js/habits/row.js', '/js/habits/reorder.js',
  '/js/habits/actions.js', '/js/habits/empty.js', '/js/habits/sections.js',
  '/css/profile.css', '/js/profile/accent.js', '/js/profile/settings.js', '/js/profile/pickers.js', '/js/profile/summary.js',
  '/js/profile/preferences.js', '/js/profile/export-sheet.js', '/js/profile/data.js',
  '/css/onboarding.css', '/js/onboarding/onboarding.js', '/js/onboarding/tutorial.js', '/js/onboarding/suggestions.js',
  '/js/onboarding/first-run.js',
];
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

// Ripple's service worker: caches the app shell so the app opens with no connection, and keeps the
// last answers of the read routes so Today can show the last saved data offline, and the images of
// the user's own habit icons.
// The cache version and the app-shell list are generated from the files themselves
// (scripts/web-manifest writes sw-manifest.js): any change to a shipped file makes a new cache.
importScripts('/sw-manifest.js');
// The notifications' handlers, at a URL of this version, so no cache can hold an older one.
importScripts(`/sw-notifications.js?v=${self.SHELL_VERSION}`);
const VERSION = self.SHELL_VERSION;
const DATA = 'ripple-data-v1';
const SHELL = self.SHELL_FILES;
const CACHED_READS = /^\/api\/v1\/(today|habits|categories|settings|history|templates)(\/[^/]+\/history)?$/;
// What partners share, and who they are, is never kept on a device: these answers always come
// from the network, and offline the app says it needs a connection (js/api/partners.js).
const NEVER_KEPT = /^\/api\/v1\/(shared|partners)(\/|$)/;
// An uploaded icon's PNG: its URL names its digest, so what is kept there never changes.
const ICON_IMAGE = /^\/api\/v1\/icons\/[0-9a-f]{32}\.png$/;

self.addEventListener('install', (event) => {
	// Opening the app takes the page from this version's cache by a route the browser follows
	// itself, without dispatching to this script (and without starting it when the browser has
	// stopped an idle worker): on a phone, that hop costs more than the answer. The route is this
	// version's, so it takes effect only once this version is active, and reads this version's
	// cache, filled before then; a page not kept there still comes from the network. A new version
	// of any shipped file is a new worker (sw-manifest.js), so the kept page cannot go stale.
	// The app's script, at the hashed URL the page names, comes by a route of the same kind: the
	// install keeps it under that URL.
	event
		.addRoutes?.([
			{
				condition: { requestMode: 'navigate', urlPattern: new URLPattern({ pathname: '/', search: '' }) },
				source: { cacheName: VERSION },
			},
			{
				condition: { urlPattern: new URLPattern({ pathname: '/dist/app.js', search: 'v=*' }) },
				source: { cacheName: VERSION },
			},
		])
		.catch(() => {});
	event.waitUntil(
		(async () => {
			const cache = await caches.open(VERSION);
			// One by one, so a single missing file cannot break the install.
			await Promise.all(SHELL.map((url) => cache.add(new Request(url, { cache: 'reload' })).catch(() => {})));
			await keepPageScript(cache).catch(() => {});
			await self.skipWaiting();
		})(),
	);
});

/**
 * Keeps the app's script under the hashed URL the kept page names (`/dist/app.js?v=…`), so that
 * the route above finds it.
 * @param {Cache} cache
 */
async function keepPageScript(cache) {
	const page = await cache.match('/');
	const url = page && /src="(\/dist\/app\.js\?v=[^"]+)"/.exec(await page.text())?.[1];
	if (url) await cache.add(new Request(url, { cache: 'reload' }));
}

self.addEventListener('activate', (event) => {
	event.waitUntil(
		(async () => {
			for (const key of await caches.keys()) if (key !== VERSION && key !== DATA) await caches.delete(key);
			await self.clients.claim();
		})(),
	);
});

self.addEventListener('fetch', (event) => {
	const req = event.request;
	const url = new URL(req.url);
	if (req.method !== 'GET' || url.origin !== location.origin || url.pathname === '/health') return;
	if (url.pathname.startsWith('/widget/')) return; // widgets are their own pages, always fresh
	if (url.pathname.startsWith('/api/')) {
		if (NEVER_KEPT.test(url.pathname)) return;
		if (ICON_IMAGE.test(url.pathname)) event.respondWith(keptFirst(req));
		else if (CACHED_READS.test(url.pathname)) event.respondWith(networkFirst(req));
		return;
	}
	event.respondWith(shellFirst(req, url));
});

async function networkFirst(req) {
	const cache = await caches.open(DATA);
	try {
		const res = await fetch(req);
		if (res.ok && !(await lockIsOn())) cache.put(req, res.clone());
		return res;
	} catch {
		const hit = await cache.match(req, { ignoreSearch: false });
		if (hit) {
			const headers = new Headers(hit.headers);
			headers.set('X-Ripple-Offline', '1');
			return new Response(await hit.blob(), { status: hit.status, headers });
		}
		return new Response(JSON.stringify({ error: { code: 'offline', message: "You're offline." } }), {
			status: 503,
			headers: { 'Content-Type': 'application/json', 'X-Ripple-Offline': 'none' },
		});
	}
}

/**
 * An icon image: the kept copy when there is one (it cannot change at its URL), else the network's,
 * kept for next time (with the API's answers: none while the app lock is on).
 * @param {Request} req
 */
async function keptFirst(req) {
	const cache = await caches.open(DATA);
	const hit = await cache.match(req);
	if (hit) return hit;
	try {
		const res = await fetch(req);
		if (res.ok && !(await lockIsOn())) await cache.put(req, res.clone());
		return res;
	} catch {
		return Response.error();
	}
}

/**
 * Shell files: from the cache at once, refreshed in the background (stale-while-revalidate). A
 * file at its hashed URL (`?v=`, as the page names it) cannot change there: it is kept under that
 * URL and served from it without a refresh; the first time, it comes from the network (the
 * browser's cache holds it for good), and offline from the copy kept under its path.
 */
async function shellFirst(req, url) {
	const cache = await caches.open(VERSION);
	const key = req.mode === 'navigate' ? '/' : url.pathname;
	if (url.searchParams.has('v')) {
		const exact = await cache.match(req);
		if (exact) return exact;
		try {
			const res = await fetch(req);
			if (res.ok && res.type === 'basic') cache.put(req, res.clone());
			return res;
		} catch {
			return (await cache.match(key)) ?? Response.error();
		}
	}
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

// The account signed in on the pages (null in local mode): a worker has no localStorage, so each
// page tells it (js/core/sync.js) and it keeps the answer in its data cache for later pushes.
const ACCOUNT = '/__ripple/account';
self.addEventListener('message', (event) => {
	if (event.data?.type === 'lock') {
		event.waitUntil(rememberLock(!!event.data.on));
		return;
	}
	if (event.data?.type !== 'account') return;
	const body = JSON.stringify({ userId: event.data.userId ?? null });
	event.waitUntil(caches.open(DATA).then((cache) => cache.put(ACCOUNT, new Response(body))));
});

// The app lock (js/lock/at-rest.js): while it is on, the worker keeps no API answers (and drops
// those it had) and its notifications name no habit. The pages tell it; it keeps the flag here.
const LOCK = '/__ripple/lock';
/** @param {boolean} on */
async function rememberLock(on) {
	const cache = await caches.open(DATA);
	if (!on) {
		await cache.delete(LOCK);
		return;
	}
	await cache.put(LOCK, new Response('{"on":true}'));
	for (const req of await cache.keys()) if (new URL(req.url).pathname.startsWith('/api/')) await cache.delete(req);
}

/** @returns {Promise<boolean>} */
async function lockIsOn() {
	try {
		return !!(await (await caches.open(DATA)).match(LOCK));
	} catch {
		return false;
	}
}

// The worker's one write of its own, for a notification's actions (sw-notifications.js): only
// the API client and this file talk to the server.
/**
 * @param {string} method
 * @param {string} path
 * @param {object} body
 */
// biome-ignore lint/correctness/noUnusedVariables: sw-notifications.js, which shares this scope, calls it
async function notificationWrite(method, path, body) {
	try {
		return await fetch(path, {
			method,
			credentials: 'same-origin',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify(body),
		});
	} catch {
		return Response.error(); // status 0: the server was not reached
	}
}

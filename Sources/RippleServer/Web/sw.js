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
		if (CACHED_READS.test(url.pathname)) event.respondWith(networkFirst(req));
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

// Reminders that reach the user: the server's push message is JSON
// ({kind, key, title, body, habitId, reminderTime, day, actions, url, icon, color}).
self.addEventListener('push', (event) => {
	/** @type {any} */
	let message = {};
	try {
		message = event.data ? event.data.json() : {};
	} catch {
		message = { title: 'Ripple', body: event.data ? event.data.text() : '' };
	}
	// With the app lock on, the notification says only that a habit is due: no name, no body.
	event.waitUntil(
		lockIsOn().then((locked) =>
			self.registration.showNotification(locked ? 'Ripple' : message.title || 'Ripple', {
				body: locked ? 'A habit is due' : message.body || '',
				icon: '/icons/icon-192.png',
				badge: '/icons/icon-192.png',
				tag: message.key || undefined,
				data: locked ? { ...message, title: null, body: null } : message,
				actions: (message.actions || []).map((/** @type {any} */ a) => ({ action: a.action, title: a.title })),
			}),
		),
	);
});

self.addEventListener('notificationclick', (event) => {
	const note = event.notification;
	const message = note.data || {};
	note.close();
	event.waitUntil(handleNotificationClick(event.action, message));
});

/**
 * Complete / Skip write the day's check-in, Snooze asks for the reminder again in an hour
 *; a tap on the body opens Today or the habit.
 * @param {string} action
 * @param {any} message
 */
async function handleNotificationClick(action, message) {
	const habit = message.habitId ? encodeURIComponent(message.habitId) : null;
	if (habit && (action === 'complete' || action === 'skip')) {
		const entry = { state: action === 'complete' ? 'done' : 'skipped' };
		const now = new Date();
		const at = { updatedAt: now.getTime(), loggedMinute: now.getHours() * 60 + now.getMinutes() };
		const res = await notificationWrite('PUT', `/api/v1/habits/${habit}/checkins/${message.day}`, { ...entry, ...at });
		// No connection: the write waits in the app's offline outbox, replayed by the page (js/core/sync.js).
		const queued = res.status === 0 && (await queueWrite({ habitId: message.habitId, day: message.day, entry, ...at }));
		if ((res.ok || queued) && action === 'complete') {
			await self.registration.showNotification(
				message.title ? `Great job! ${message.title} completed ✓` : 'Great job! Habit completed ✓',
				{
					icon: '/icons/icon-192.png',
					tag: `${message.key}:done`,
					data: { url: '/#/today' },
				},
			);
		}
		await tellClients({ type: 'checkin-written', habitId: message.habitId, day: message.day, queued });
		return;
	}
	if (habit && action === 'snooze') {
		const res = await notificationWrite('POST', `/api/v1/notifications/snooze?day=${message.day}`, {
			habitId: message.habitId,
			reminderTime: message.reminderTime,
		});
		if (res.ok) {
			await self.registration.showNotification('Reminder snoozed for 1 hour', {
				icon: '/icons/icon-192.png',
				tag: `${message.key}:snoozed`,
				data: { url: '/#/today' },
			});
		}
		return;
	}
	await openApp(message.url || '/#/today');
}

/**
 * @param {string} method
 * @param {string} path
 * @param {object} body
 */
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

// The offline outbox the page keeps (js/core/outbox.js): the same IndexedDB database, store and
// record shape, so the page's replay sends the worker's writes like its own.
/**
 * @param {{habitId: string, day: string, entry: object, updatedAt: number, loggedMinute: number}} write
 * @returns {Promise<boolean>} whether it is stored
 */
async function queueWrite(write) {
	try {
		const userId = await accountId();
		const db = await new Promise((resolve, reject) => {
			const req = indexedDB.open('ripple', 1);
			req.onupgradeneeded = () => req.result.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
			req.onsuccess = () => resolve(req.result);
			req.onerror = () => reject(req.error);
		});
		await new Promise((resolve, reject) => {
			const t = db.transaction('outbox', 'readwrite');
			t.objectStore('outbox').add({ ...write, userId });
			t.oncomplete = resolve;
			t.onerror = () => reject(t.error);
			t.onabort = () => reject(t.error);
		});
		db.close();
		return true;
	} catch {
		return false;
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

/** @returns {Promise<string | null>} */
async function accountId() {
	const hit = await (await caches.open(DATA)).match(ACCOUNT);
	return hit ? ((await hit.json()).userId ?? null) : null;
}

/** @param {object} data */
async function tellClients(data) {
	for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
		client.postMessage(data);
}

/** @param {string} url */
async function openApp(url) {
	const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
	for (const client of windows) {
		if ('focus' in client) {
			await client.focus();
			if ('navigate' in client) await client.navigate(url).catch(() => null);
			return;
		}
	}
	await self.clients.openWindow(url);
}

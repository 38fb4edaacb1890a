// The service worker's notifications (sw.js imports this at this version's URL): the reminders
// the server pushes, and what a tap on one or on its actions does. It shares the worker's scope:
// DATA, ACCOUNT, lockIsOn and notificationWrite come from sw.js.

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
	// With the app lock on, the notification says only that a habit is due: no name, no body. In
	// private mode the server's reminder names no habit either; this device names it, when it holds
	// the account key and the habit's sealed words (js/private/device.js).
	event.waitUntil(
		lockIsOn().then(async (locked) => {
			const named = !locked && message.kind === 'habit_reminder' ? await privateName(message.habitId) : null;
			if (named) message = { ...message, title: named };
			return self.registration.showNotification(locked ? 'Ripple' : message.title || 'Ripple', {
				body: locked ? 'A habit is due' : message.body || '',
				icon: '/icons/icon-192.png',
				badge: '/icons/icon-192.png',
				tag: message.key || undefined,
				data: locked ? { ...message, title: null, body: null } : message,
				actions: (message.actions || []).map((/** @type {any} */ a) => ({ action: a.action, title: a.title })),
			});
		}),
	);
});

/**
 * A private-mode habit's name, opened on this device: the account key (a CryptoKey that cannot be
 * exported) and the habit's sealed item, as js/private/device.js keeps them. Null when this device
 * has neither, or it does not open.
 * @param {unknown} habitId
 * @returns {Promise<string | null>}
 */
async function privateName(habitId) {
	try {
		const user = await accountId();
		if (!user || typeof habitId !== 'string') return null;
		const db = await new Promise((resolve, reject) => {
			const req = indexedDB.open('ripple-private', 1);
			req.onupgradeneeded = () => req.result.createObjectStore('device');
			req.onsuccess = () => resolve(req.result);
			req.onerror = () => reject(req.error);
		});
		const read = (/** @type {string} */ key) =>
			new Promise((resolve, reject) => {
				const req = db.transaction('device').objectStore('device').get(key);
				req.onsuccess = () => resolve(req.result);
				req.onerror = () => reject(req.error);
			});
		const [key, kept] = await Promise.all([read(`key:${user}`), read(`items:${user}`)]);
		db.close();
		const sealed = kept?.items?.[`habit|${habitId}`];
		const plain = key ? await openSealed(sealed, 'habit', habitId, key) : null;
		const name = plain == null ? null : JSON.parse(plain)?.name;
		return typeof name === 'string' && name ? name : null;
	} catch {
		return null;
	}
}

/**
 * An item sealed as js/private/keys.js seals it (format 1: the version byte, a 12-byte nonce, then
 * AES-256-GCM's ciphertext and tag, with "ripple-private/1|kind|id" as associated data), opened
 * with `key`; null when it is malformed, tampered with or moved. Checked against the test vectors
 * inside the worker (Tests/Web/test_private_keys.py).
 * @param {unknown} sealed
 * @param {string} kind
 * @param {string} id
 * @param {CryptoKey} key
 * @returns {Promise<string | null>}
 */
async function openSealed(sealed, kind, id, key) {
	try {
		if (typeof sealed !== 'string') return null;
		const bytes = Uint8Array.from(atob(sealed), (c) => c.charCodeAt(0));
		if (bytes[0] !== 1 || bytes.length < 29) return null;
		const plain = await crypto.subtle.decrypt(
			{
				name: 'AES-GCM',
				iv: bytes.slice(1, 13),
				additionalData: new TextEncoder().encode(`ripple-private/1|${kind}|${id}`),
			},
			key,
			bytes.slice(13),
		);
		return new TextDecoder('utf-8', { fatal: true }).decode(plain);
	} catch {
		return null;
	}
}

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

/** @returns {Promise<string | null>} */
async function accountId() {
	const hit = await (await caches.open(DATA)).match(ACCOUNT);
	return hit ? ((await hit.json()).userId ?? null) : null;
}

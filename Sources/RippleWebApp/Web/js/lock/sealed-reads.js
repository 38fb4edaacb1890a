// Offline under the app lock: the service worker keeps no API answers while the lock is on (a
// worker comes and goes, and the key must not), so the page keeps the last answer of each read the
// worker would have kept, sealed under the data key in IndexedDB, and answers from it when the
// network fails. Gone when the lock is turned off (the worker keeps them again) or reset.
import { seal, unseal } from './vault.js';
import { readCache } from '../api/request.js';
import { keyValueStore } from './key-value-store.js';

const DB = 'ripple-lock-reads';
const run = keyValueStore(DB, 'reads');
// The reads the service worker keeps when the lock is off (sw.js's CACHED_READS).
const KEPT = /^\/api\/v1\/(today|habits|categories|settings|history)(\/[^/]+\/history)?$/;

/**
 * The key of a read: its path and query, on this origin.
 * @param {string} url
 */
function keyOf(url) {
	const u = new URL(url, location.origin);
	return KEPT.test(u.pathname) ? u.pathname + u.search : null;
}

/**
 * Keeps `text`, the answer to `url`, sealed.
 * @param {string} url
 * @param {string} text
 */
async function keep(url, text) {
	const key = keyOf(url);
	if (!key) return;
	const box = await seal({ text });
	if (box?.sealed)
		await run('readwrite', (s) => {
			s.put(box, key);
		});
}

/**
 * The last answer kept for `url`, opened; null when none.
 * @param {string} url
 */
async function find(url) {
	const key = keyOf(url);
	if (!key) return null;
	const opened = await unseal(await run('readonly', (s) => s.get(key)));
	return typeof opened?.text === 'string' ? opened.text : null;
}

/** From the unlock on, reads are kept and found here. */
export function start() {
	readCache.keep = (url, text) => {
		keep(url, text).catch(() => {});
	};
	readCache.find = (url) => find(url).catch(() => null);
}

/** The kept answers go (the lock turned off, or reset). */
export function drop() {
	readCache.keep = readCache.find = null;
	return new Promise((resolve) => {
		const req = indexedDB.deleteDatabase(DB);
		req.onsuccess = req.onerror = req.onblocked = () => resolve(undefined);
	});
}

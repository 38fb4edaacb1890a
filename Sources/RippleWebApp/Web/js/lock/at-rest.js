// What this browser keeps of a person's habits, as the app lock turns on and off: the replica
// (js/engine/replica.js) and the outbox (js/core/outbox.js) are rewritten in place, sealed or
// opened (vault.js); the copies that have no place under a lock are removed: the last Today and
// meta in localStorage and the service worker's saved API answers.
//
// The service worker keeps no API answers while the lock is on (the simplest correct design: a
// worker may be stopped and started at any time, so a key handed to it would come and go, and an
// answer it cached while it had none would stay readable). Offline, the app works from the sealed
// replica once unlocked (js/engine/offline.js) and from the reads the page keeps sealed
// (sealed-reads.js). The worker learns the lock's state from a message
// and keeps it in its own cache (sw.js), which is also how it knows to keep habit names out of
// notifications.
import { seal, unseal } from './vault.js';
import { drop as dropSealedReads, start as keepSealedReads } from './sealed-reads.js';

const STORES = [
	{ db: 'ripple-replica', store: 'replicas', keyPath: null },
	{ db: 'ripple', store: 'outbox', keyPath: 'seq' },
];
const PLAIN_COPIES = ['ripple.today', 'ripple.meta', 'ripple.coach.draft'];
const DATA_CACHE = 'ripple-data-v1';

/** @param {string} name @param {string} store @param {string | null} keyPath @returns {Promise<IDBDatabase>} */
function open(name, store, keyPath) {
	return new Promise((resolve, reject) => {
		const req = indexedDB.open(name, 1);
		req.onupgradeneeded = () =>
			req.result.createObjectStore(store, keyPath ? { keyPath, autoIncrement: true } : undefined);
		req.onsuccess = () => resolve(req.result);
		req.onerror = () => reject(req.error);
	});
}

/** @param {IDBDatabase} d @param {string} store @param {IDBTransactionMode} mode @param {(s: IDBObjectStore) => void} fn */
function tx(d, store, mode, fn) {
	return new Promise((resolve, reject) => {
		const t = d.transaction(store, mode);
		const out = {};
		fn(t.objectStore(store));
		t.oncomplete = () => resolve(out);
		t.onerror = () => reject(t.error);
	});
}

/**
 * Rewrites every stored record through `change` (seal or unseal). Outbox records keep their
 * sequence number and account outside the seal.
 * @param {(value: any) => Promise<any>} change any: every store's records pass through, whatever their shape
 */
async function rewrite(change) {
	for (const { db, store, keyPath } of STORES) {
		const d = await open(db, store, keyPath);
		try {
			/** @type {{keys: IDBValidKey[], values: any[]}} any: the records of every store, whatever their shape */
			const all = { keys: [], values: [] };
			await tx(d, store, 'readonly', (s) => {
				s.getAllKeys().onsuccess = (e) => {
					all.keys = /** @type {IDBRequest<IDBValidKey[]>} */ (e.target).result;
				};
				s.getAll().onsuccess = (e) => {
					all.values = /** @type {IDBRequest<any[]>} */ (e.target).result;
				};
			});
			/** @type {[IDBValidKey, any][]} any: a record of any store, whatever its shape */
			const next = [];
			for (const [i, value] of all.values.entries()) {
				if (keyPath) {
					const inner = value.box ? await unseal(value.box) : value;
					if (!inner) continue;
					const box = await change(inner);
					next.push([
						all.keys[i],
						box?.sealed ? { seq: value.seq, userId: inner.userId ?? null, box } : { ...box, seq: value.seq },
					]);
				} else {
					next.push([all.keys[i], await change(await unseal(value))]);
				}
			}
			await tx(d, store, 'readwrite', (s) => {
				for (const [key, value] of next) {
					if (keyPath) s.put(value);
					else s.put(value, key);
				}
			});
		} finally {
			d.close();
		}
	}
}

/**
 * Tells the service worker whether the lock is on (it keeps the flag in its own cache).
 * @param {boolean} on
 */
async function tellWorker(on) {
	try {
		const reg = await navigator.serviceWorker?.getRegistration();
		(navigator.serviceWorker?.controller ?? reg?.active)?.postMessage({ type: 'lock', on });
	} catch {
		/* no worker */
	}
}

/** Drops the service worker's saved API answers (its own flags stay). */
async function dropSavedAnswers() {
	try {
		if (!('caches' in window)) return;
		const cache = await caches.open(DATA_CACHE);
		for (const req of await cache.keys()) {
			if (new URL(req.url).pathname.startsWith('/api/')) await cache.delete(req);
		}
	} catch {
		/* not available */
	}
}

/** With the lock just turned on (the key held): seal everything, drop the plain copies. */
export async function sealEverything() {
	await tellWorker(true);
	await rewrite(seal);
	for (const k of PLAIN_COPIES) {
		try {
			localStorage.removeItem(k);
		} catch {
			/* private mode */
		}
	}
	await dropSavedAnswers();
	keepSealedReads();
}

/** With the lock turned off (the key still held): open everything in place. */
export async function openEverything() {
	await rewrite(async (v) => v);
	await dropSealedReads();
	await tellWorker(false);
}

/** At every start under the lock: the worker knows, and no plain copy is left from before. */
export async function keepSealed() {
	await tellWorker(true);
	for (const k of PLAIN_COPIES) {
		try {
			localStorage.removeItem(k);
		} catch {
			/* private mode */
		}
	}
	await dropSavedAnswers();
	keepSealedReads();
}

/** @param {string} name */
function deleteDatabase(name) {
	return new Promise((resolve) => {
		const req = indexedDB.deleteDatabase(name);
		req.onsuccess = req.onerror = req.onblocked = () => resolve(undefined);
	});
}

/**
 * The reset of a forgotten lock: the lock and everything sealed under it go; the app fills its
 * replica again from the server. Queued writes sealed under the lost key go with them.
 */
export async function wipe() {
	for (const k of ['ripple.lock', ...PLAIN_COPIES]) {
		try {
			localStorage.removeItem(k);
		} catch {
			/* private mode */
		}
	}
	await dropSealedReads();
	await Promise.all(['ripple-replica', 'ripple', 'ripple-lock'].map(deleteDatabase));
	try {
		if ('caches' in window) await caches.delete(DATA_CACHE);
	} catch {
		/* not available */
	}
	await tellWorker(false);
}

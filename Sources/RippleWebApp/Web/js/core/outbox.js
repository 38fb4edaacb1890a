// The offline outbox: check-in writes that
// could not reach the server, kept in IndexedDB in the order they were made, each with its intended
// state and the time it was made (updatedAt), so a replay can never overwrite a newer write.
import { emit, on, currentUserId } from './store.js';

const DB_NAME = 'ripple';
const STORE = 'outbox';
// In order; each {seq, habitId, day, entry (or null to clear), updatedAt, loggedMinute, userId}.
// `userId` is the account that made the write (null in local mode): only that account's writes are
// shown and replayed; another account's are held until it signs in here again.
/**
 * A queued write as the outbox keeps it: its place in the order and the account that made it.
 * @typedef {import('../api/types.js').QueuedWrite & {seq: number, userId: string | null}} OutboxRecord
 */
/** @type {OutboxRecord[]} */
let items = [];
const vault = () => import('../lock/vault.js'); // under the app lock
/** @type {Promise<IDBDatabase> | null} */
let dbPromise = null;
/** @type {Promise<OutboxRecord[]> | null} */
let loaded = null;

function db() {
	dbPromise ??= new Promise((resolve, reject) => {
		const req = indexedDB.open(DB_NAME, 1);
		req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
		req.onsuccess = () => resolve(req.result);
		req.onerror = () => reject(req.error);
	});
	return dbPromise;
}

/**
 * Runs one request in a transaction on the outbox's store; resolves with its result once the
 * transaction completes.
 * @param {IDBTransactionMode} mode
 * @param {(store: IDBObjectStore) => IDBRequest | undefined} fn
 * @returns {Promise<any>} any: the request's result (a key, the records), which the caller knows
 */
async function run(mode, fn) {
	const d = await db();
	return new Promise((resolve, reject) => {
		const t = d.transaction(STORE, mode);
		const req = fn(t.objectStore(STORE));
		t.oncomplete = () => resolve(req?.result);
		t.onerror = () => reject(t.error);
		t.onabort = () => reject(t.error);
	});
}

/** @param {OutboxRecord} x */
const mine = (x) => (x.userId ?? null) === currentUserId();
const changed = () => emit('outbox', pendingCount());
on('session', changed); // another account: other writes are its own

/** Reads the stored outbox once (later calls share the first read). */
export function loadOutbox() {
	loaded ??= run('readonly', (s) => s.getAll())
		.then(async (all) => (await vault()).openRecords(all))
		.then((/** @type {OutboxRecord[]} */ stored) => {
			const known = new Set(items.map((x) => x.seq));
			items = [...items, ...stored.filter((x) => !known.has(x.seq))].sort((a, b) => a.seq - b.seq);
			changed();
			return items;
		})
		.catch(() => items);
	return loaded;
}

/** Reads the stored outbox again (the service worker added writes, sw.js). */
export function reloadOutbox() {
	loaded = null;
	return loadOutbox();
}

/**
 * Queues a write; resolves once it is stored (in memory only when IndexedDB is unavailable).
 * @param {import('../api/types.js').QueuedWrite} write
 */
export async function enqueue(write) {
	// Its seq is the store's key, set once it is stored.
	const rec = /** @type {OutboxRecord} */ ({ ...write, userId: currentUserId() });
	try {
		const sealed = await (await vault()).sealRecord(rec);
		rec.seq = await run('readwrite', (s) => s.add(sealed));
	} catch {
		rec.seq = Number.MAX_SAFE_INTEGER - 1e6 + items.length;
	}
	items.push(rec);
	items.sort((a, b) => a.seq - b.seq);
	changed();
	return rec;
}

/** @param {OutboxRecord} rec */
export async function remove(rec) {
	items = items.filter((x) => x !== rec);
	changed();
	try {
		await run('readwrite', (s) => s.delete(rec.seq));
	} catch {
		/* memory only */
	}
}

/** The queued writes of the account signed in now, oldest first. */
export const pending = () => items.filter(mine);
export const pendingCount = () => items.filter(mine).length;

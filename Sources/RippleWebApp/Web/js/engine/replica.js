// The local replica: the signed-in user's habits, check-ins, cleared days and settings
// in IndexedDB, so the engine (engine.js) can work out Today with no server. Kept current from the
// server's changes feed (GET /api/v1/changes?since=) while online; the outbox's writes are applied
// to it at once, through the engine's own check-in answer (which write wins is the engine's
// decision, not this file's). With the app lock on, what is stored is sealed (js/lock/vault.js).
import { sawStamp } from '../core/write-clock.js';
import { changes } from '../api/changes.js';
import { seal, unseal } from '../lock/vault.js';

const DB_NAME = 'ripple-replica';
const STORE = 'replicas';

/**
 * @typedef {object} Replica
 * @property {({id: string, sortOrder: number} & Record<string, any>)[]} habits HabitDTO
 * @property {({habitId: string, day: string} & Record<string, any>)[]} checkIns CheckInDTO
 * @property {{habitId: string, day: string, updatedAt: number, note?: string, mood?: string}[]} tombstones cleared
 *   days, with the note and mood each keeps for its next state
 * @property {object} settings SettingsDTO
 * @property {({id: string, sortOrder: number} & Record<string, any>)[]} [categories] as the backup encodes them
 * @property {number} [sequence] the server's change sequence the replica is current to (absent:
 *   never filled from the feed)
 */

/** @type {Promise<IDBDatabase> | null} */
let dbPromise = null;
/** @type {Map<string, Replica>} */
const memory = new Map();

function db() {
	dbPromise ??= new Promise((resolve, reject) => {
		const req = indexedDB.open(DB_NAME, 1);
		req.onupgradeneeded = () => req.result.createObjectStore(STORE);
		req.onsuccess = () => resolve(req.result);
		req.onerror = () => reject(req.error);
	});
	return dbPromise;
}

/**
 * @param {IDBTransactionMode} mode
 * @param {(store: IDBObjectStore) => IDBRequest} fn
 * @returns {Promise<any>} the request's result; any, as IndexedDB's own IDBRequest result is
 */
async function run(mode, fn) {
	const d = await db();
	return new Promise((resolve, reject) => {
		const t = d.transaction(STORE, mode);
		const req = fn(t.objectStore(STORE));
		t.oncomplete = () => resolve(req.result);
		t.onerror = () => reject(t.error);
	});
}

/** @param {string | null} userId */
const keyOf = (userId) => userId ?? 'local';

/**
 * The replica of `userId` (null: local mode), or null when none was ever filled.
 * @param {string | null} userId
 * @returns {Promise<Replica | null>}
 */
export async function readReplica(userId) {
	const key = keyOf(userId);
	if (memory.has(key)) return memory.get(key) ?? null;
	try {
		const stored = await unseal(await run('readonly', (s) => s.get(key)));
		if (stored) memory.set(key, stored);
		return stored ?? null;
	} catch {
		return null;
	}
}

/**
 * Forgets the replica of `userId` (private mode opened on this device: the one kept was filled
 * without its words, and the feed's next read fills it again whole).
 * @param {string | null} userId
 */
export async function forgetReplica(userId) {
	memory.delete(keyOf(userId));
	unwritten.delete(keyOf(userId));
	try {
		await run('readwrite', (s) => s.delete(keyOf(userId)));
	} catch {
		/* nothing kept */
	}
}

/**
 * Stores `replica` for `userId`.
 * @param {string | null} userId
 * @param {Replica} replica
 */
async function saveReplica(userId, replica) {
	memory.set(keyOf(userId), replica);
	unwritten.delete(keyOf(userId)); // this one is newer than any kept for later
	try {
		const stored = await seal(replica);
		if (stored) await run('readwrite', (s) => s.put(stored, keyOf(userId)));
	} catch {
		/* memory only */
	}
}

/** @type {Map<string, Replica>} replicas waiting to be written to disk, newest per user */
const unwritten = new Map();

/**
 * Keeps `replica` for `userId` at once in memory, and on disk after the next frame: copying a
 * large replica into IndexedDB takes the main thread for a while, and a tap's answer is drawn
 * first. Writes close together are one write, of the newest.
 * @param {string | null} userId
 * @param {Replica} replica
 */
export function keepReplica(userId, replica) {
	const key = keyOf(userId);
	memory.set(key, replica);
	const waiting = unwritten.has(key);
	unwritten.set(key, replica);
	if (waiting) return;
	requestAnimationFrame(() =>
		setTimeout(() => {
			const newest = unwritten.get(key);
			unwritten.delete(key);
			if (newest) {
				seal(newest)
					.then((stored) => stored && run('readwrite', (s) => s.put(stored, key)))
					.catch(() => {
						/* memory only */
					});
			}
		}, 0),
	);
}

/**
 * `(habitId, day)` of a check-in or a tombstone.
 * @param {{habitId: string, day: string}} row
 */
const dayKey = (row) => `${row.habitId}/${row.day}`;

/**
 * `rows` with each of `updates` replacing the row of the same key (or added).
 * @template T the rows: the API's habits, categories or check-ins, alike here
 * @param {T[]} rows
 * @param {T[]} updates
 * @param {(row: T) => string} key
 * @returns {T[]}
 */
function merged(rows, updates, key) {
	const byKey = new Map(rows.map((r) => [key(r), r]));
	for (const u of updates) byKey.set(key(u), u);
	return [...byKey.values()];
}

/**
 * Habits and categories in the server's order (sortOrder, then id).
 * @template {{id: string, sortOrder: number}} T
 * @param {T[]} rows
 */
const ordered = (rows) => rows.sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * The replica with a feed answer applied: replaced by it when the answer holds everything (first
 * fill or `reset`), else the changed rows laid over it and the cleared days taken out.
 * @param {Replica | null} before
 * @param {import('../api/types.js').Changes} feed
 * @param {boolean} full
 * @returns {Replica}
 */
function withChanges(before, feed, full) {
	if (full || !before) {
		return {
			habits: feed.habits,
			checkIns: feed.checkIns,
			tombstones: feed.clearedCheckIns,
			settings: feed.settings ?? {},
			categories: feed.categories,
			sequence: feed.sequence,
		};
	}
	const cleared = new Set(feed.clearedCheckIns.map(dayKey));
	const filled = new Set(feed.checkIns.map(dayKey));
	return {
		habits: ordered(merged(before.habits, feed.habits, (h) => h.id)),
		categories: ordered(merged(before.categories ?? [], feed.categories, (c) => c.id)),
		settings: feed.settings ?? before.settings,
		checkIns: merged(
			before.checkIns.filter((c) => !cleared.has(dayKey(c))),
			feed.checkIns,
			dayKey,
		),
		tombstones: merged(
			before.tombstones.filter((t) => !filled.has(dayKey(t))),
			feed.clearedCheckIns,
			dayKey,
		),
		sequence: feed.sequence,
	};
}

/**
 * Brings the replica up to the server's: asks the feed for what changed since the replica's
 * sequence (everything when it has none). Writes made here since (still queued) are laid over it
 * again by the caller.
 * @param {string | null} userId
 * @returns {Promise<Replica>}
 */
export async function refreshReplica(userId) {
	const before = await readReplica(userId);
	const since = before?.sequence ?? 0;
	const feed = await changes(since);
	for (const c of [...feed.checkIns, ...feed.clearedCheckIns]) sawStamp(c.updatedAt);
	const replica = withChanges(before, feed, since === 0 || feed.reset);
	await saveReplica(userId, replica);
	return replica;
}

/**
 * The replica after a check-in answer of the engine: the day holds the answer's `checkIn`, or is
 * cleared (and remembered as cleared, with the note and mood the day held, as the store keeps them)
 * when the write cleared it; unchanged when not applied.
 * @param {Replica} replica
 * @param {{habitId: string, day: string, updatedAt: number}} write
 * @param {{applied: boolean, checkIn?: Replica['checkIns'][number]}} answer
 * @returns {Replica}
 */
export function withAnswer(replica, write, answer) {
	if (!answer.applied) return replica;
	/** @param {{habitId: string, day: string}} r */
	const thisDay = (r) => r.habitId === write.habitId && r.day === write.day;
	const others = replica.checkIns.filter((c) => !thisDay(c));
	const cleared = replica.tombstones.filter((t) => !thisDay(t));
	if (answer.checkIn) return { ...replica, checkIns: [...others, answer.checkIn], tombstones: cleared };
	const held = replica.checkIns.find(thisDay) ?? replica.tombstones.find(thisDay);
	const kept = { ...(held?.note ? { note: held.note } : {}), ...(held?.mood ? { mood: held.mood } : {}) };
	return {
		...replica,
		checkIns: others,
		tombstones: [...cleared, { habitId: write.habitId, day: write.day, updatedAt: write.updatedAt, ...kept }],
	};
}

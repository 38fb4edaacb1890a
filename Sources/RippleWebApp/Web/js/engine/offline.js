// The engine in the app: Today worked out from the local replica when the server is out
// of reach, and the engine's answer to a tap (card, summary, streak, celebration) before the
// server's. Loaded after Today's first paint (js/core/app.js), never before it.
import { loadEngine, momentNow } from './engine.js';
import { keepReplica, readReplica, refreshReplica, withAnswer } from './replica.js';
import { currentUserId } from '../core/store.js';
import { pending } from '../core/outbox.js';

/** @type {import('./engine.js').Engine | null} */
let engine = null;

/** Loads the engine and, when the server answers, refreshes the replica; then marks
 * `<html data-engine="ready">`. */
export async function warm() {
	engine = await loadEngine();
	await sync();
	document.documentElement.dataset.engine = 'ready';
}

/** @type {Promise<void> | null} */
let syncing = null;

/** Brings the replica up to the server's (the changes feed), then lays the queued writes over it
 * again; one at a time. Offline, the last replica stays. */
export function sync() {
	syncing ??= (async () => {
		try {
			await refreshReplica(currentUserId());
		} catch {
			/* offline: keep the last replica */
		}
		await replayOutbox();
		// Handed to the module now, so the next tap carries only its write across.
		const replica = await readReplica(currentUserId());
		try {
			if (engine && replica) engine.hold(replica);
		} catch {
			/* the next call hands it over */
		}
	})().finally(() => {
		syncing = null;
	});
	return syncing;
}

// What another device wrote reaches the replica when the connection returns and when the app
// comes back to the front.
addEventListener('online', () => {
	if (engine) sync();
});
document.addEventListener('visibilitychange', () => {
	if (engine && document.visibilityState === 'visible') sync();
});

/** Lays the queued writes (made offline, not yet sent) over the replica. */
async function replayOutbox() {
	for (const w of pending()) await record(w.habitId, w.day, w.entry, w.updatedAt, w.loggedMinute);
}

/**
 * The engine's answer to writing (habit, day) := entry (null clears), applied to the replica.
 * Null when the engine or the replica is not there yet.
 * @param {string} habitId
 * @param {string} day
 * @param {object | null} entry
 * @param {number} updatedAt
 * @param {number} [loggedMinute]
 */
export async function record(habitId, day, entry, updatedAt, loggedMinute) {
	const userId = currentUserId();
	const replica = await readReplica(userId);
	if (!engine || !replica) return null;
	const write = entry ? { habitId, day, ...entry, updatedAt, loggedMinute } : { habitId, day, clear: true, updatedAt };
	engine.hold(replica); // the module keeps it: only the write crosses
	const answer = engine.checkIn({ moment: momentNow(replica.settings), write });
	if (answer.error) return null;
	const next = withAnswer(replica, write, answer);
	engine.adopt(next); // the module applied the same answer to the replica it holds
	keepReplica(userId, next); // in memory at once, on disk after the answer is drawn
	return answer;
}

/**
 * Today as the engine works it out from the replica, or null without one.
 * @returns {Promise<object | null>}
 */
export async function offlineToday() {
	try {
		engine ??= await loadEngine();
		const replica = await readReplica(currentUserId());
		if (!replica) return null;
		engine.hold(replica);
		const today = engine.today({ moment: momentNow(replica.settings) });
		return today.error ? null : today;
	} catch {
		return null;
	}
}

/** Whether the engine can answer a tap at once. */
export const ready = () => engine !== null;

/** @type {Map<string, Promise<import('../api/types.js').CheckInAnswer | null>>} */
const guesses = new Map();

/**
 * The engine's answer to a tap on Today, given back for the newest tap of its (habit, day) only,
 * for when the server's never comes (the write queued offline). It is not drawn here: the card is
 * drawn from the one answer js/core/checkin.js keeps, the server's or else this one.
 * @param {string} habitId
 * @param {string} day
 * @param {object | null} entry
 * @returns {Promise<import('../api/types.js').CheckInAnswer | null>}
 */
export function answer(habitId, day, entry) {
	const key = `${habitId}/${day}`;
	const now = new Date();
	/** @type {Promise<import('../api/types.js').CheckInAnswer | null>} */
	const guess = record(habitId, day, entry, now.getTime(), now.getHours() * 60 + now.getMinutes())
		.catch(() => null)
		.then((a) => (a && guesses.get(key) === guess ? a : null));
	guesses.set(key, guess);
	return guess;
}

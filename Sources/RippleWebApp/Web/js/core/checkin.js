// Check-in writes: optimistic, serialized per (habit, day), reconciled with the server's answer.
import * as api from '../api/checkins.js';
import { ApiError } from '../api/request.js';
// Not lazy: a write made offline before other modules load must still reach the outbox.
import { enqueue } from './outbox.js';
import { hold } from './idle.js';
import { engineAnswer } from './engine-bridge.js';
import { state, findCard, replaceCard } from './store.js';
import { writeStarted, writeEnded } from './data.js';
import { sawStamp, stampOf } from './write-clock.js';

/** @typedef {import('../api/types.js').Card} Card */
/** @typedef {import('../api/types.js').CheckInAnswer} CheckInAnswer */
/** @typedef {import('../api/types.js').CheckInEntry} CheckInEntry */
/**
 * One (habit, day)'s writes: the newest wish not sent yet, the callers waiting, and whether a
 * request is under way. A wish made of "+1" taps carries them (`tap`: its name and amount).
 * @typedef {{
 *   wish: {entry: CheckInEntry | null, at: {updatedAt: number, loggedMinute: number}, tap?: Tap} | undefined,
 *   waiters: {resolve: (answer: CheckInAnswer | null) => void, reject: (error: unknown) => void}[],
 *   running: boolean,
 * }} Lane
 */

/**
 * "+1" taps as the server counts them (POST …/checkins/{day}/taps): a name made once, kept when
 * the tap waits in the outbox, so a tap sent again counts once.
 * @typedef {import('../api/types.js').Tap} Tap
 */

/** @type {Map<string, Lane>} */
const lanes = new Map();

/** @param {number} amount */
const newTap = (amount) => ({ id: crypto.randomUUID(), amount });
/** The server's last word on each Today card, to roll back to when a write fails. */
/** @type {Map<string, Card>} */
const confirmed = new Map();

/**
 * Keeps the server's cards as the last confirmed (those with no write under way).
 * @param {Card[]} cards
 */
export function rememberConfirmed(cards) {
	for (const c of cards)
		if (!lanes.has(`${c.habit.id}/${state.today?.day}`)) confirmed.set(c.habit.id, structuredClone(c));
}

/**
 * @param {CheckInEntry | null | undefined} a
 * @param {CheckInEntry | null | undefined} b
 */
const sameEntry = (a, b) => {
	if (!a || !b) return !a && !b;
	return (
		a.state === b.state &&
		(a.value ?? null) === (b.value ?? null) &&
		(a.note ?? null) === (b.note ?? null) &&
		(a.mood ?? null) === (b.mood ?? null)
	);
};

/**
 * Writes (habit, day) := entry ({state, value?, note?, mood?}, or null to clear).
 * While a request is in flight only the newest wish waits; when it no longer differs from what the
 * server holds, nothing more is sent. Resolves with the final answer for the newest caller and with
 * null for callers that were superseded. With `add`, the entry's value came from "+1" taps on the
 * value shown: the server adds `add` to what it holds (another device's taps count too); taps
 * waiting together are sent as one, and a wish that sets a value replaces them.
 * @param {string} habitId
 * @param {string} day
 * @param {CheckInEntry | null} entry
 * @param {{add?: number}} [options]
 * @returns {Promise<CheckInAnswer | null>}
 */
export function writeCheckIn(habitId, day, entry, options = {}) {
	const add = options.add;
	const key = `${habitId}/${day}`;
	let lane = lanes.get(key);
	if (!lane) {
		lane = { wish: undefined, waiters: [], running: false };
		lanes.set(key, lane);
	}
	const now = new Date();
	const waitingTap = lane.wish ? lane.wish.tap : undefined;
	const tap =
		add && add > 0 && entry?.state === 'done' && (!lane.wish || waitingTap)
			? newTap(add + (waitingTap?.amount ?? 0))
			: undefined;
	lane.wish = { entry, tap, at: { updatedAt: stampOf(now), loggedMinute: now.getHours() * 60 + now.getMinutes() } };
	const waiting = lane;
	/** @type {Promise<CheckInAnswer | null>} */
	const p = new Promise((resolve, reject) => waiting.waiters.push({ resolve, reject }));
	if (!lane.running) pump(key, lane, habitId, day);
	return p;
}

/**
 * Sends a lane's wishes one after the other until none is left, then answers its callers.
 * @param {string} key
 * @param {Lane} lane
 * @param {string} habitId
 * @param {string} day
 */
async function pump(key, lane, habitId, day) {
	lane.running = true;
	writeStarted();
	/** @type {CheckInAnswer | null} */
	let last = null;
	/** @type {unknown} */
	let error = null;
	while (lane.wish) {
		const { entry, at, tap } = lane.wish;
		lane.wish = undefined;
		if (!tap && last && sameEntry(last.checkIn, entry)) continue;
		try {
			// Offline, the write waits in the outbox with its time (the client queues it and answers null),
			// is replayed later by sync.js, and the screen keeps it.
			last = await sendOrQueue(habitId, day, entry, at, tap);
			sawStamp(last?.checkIn?.updatedAt);
			error = null;
		} catch (e) {
			last = null;
			error = e;
		}
	}
	lanes.delete(key);
	const waiters = lane.waiters;
	waiters.forEach((w, i) => {
		if (error) w.reject(error);
		else w.resolve(i === waiters.length - 1 ? last : null);
	});
	if (last?.card && day === state.today?.day) confirmed.set(habitId, structuredClone(last.card));
	writeEnded(error ? null : last);
}

/**
 * Sends (habit, day) := entry (or its taps); offline or signed out, queues it in the outbox
 * instead, taps with their name, and resolves null. The "writes idle" signal is held until the
 * write is sent or stored.
 * @param {string} habitId
 * @param {string} day
 * @param {import('../api/types.js').CheckInEntry | null} entry
 * @param {{updatedAt: number, loggedMinute: number}} at
 * @param {Tap} [tap]
 */
async function sendOrQueue(habitId, day, entry, at, tap) {
	const release = hold();
	try {
		if (tap) return await api.tapCheckIn(habitId, day, tap, at);
		return entry ? await api.putCheckIn(habitId, day, entry, at) : await api.deleteCheckIn(habitId, day, at);
	} catch (e) {
		if (!(e instanceof ApiError && (e.offline || e.unauthenticated))) throw e;
		await enqueue({ habitId, day, entry, ...at, ...(tap ? { tap } : {}) });
		return null;
	} finally {
		release();
	}
}

/**
 * Does `value` meet a numeric habit's target? The engine's bounds (habit.valueEntry); null when not sent.
 * @param {import('../api/types.js').Habit} habit
 * @param {number | null | undefined} value
 * @returns {boolean | null}
 */
export function meetsTarget(habit, value) {
	const e = habit.valueEntry;
	if (!e || value == null) return null;
	return (e.metMin == null || value >= e.metMin) && (e.metMax == null || value <= e.metMax);
}

/**
 * A copy of `card` with today's state flipped to `next` ('done'|'skipped'|'missed'|'none'), and
 * nothing more: counts, week text, streaks and the summary wait for the server's answer.
 * @param {Card} card
 * @param {string} next
 * @param {number | null} [value]
 * @returns {Card}
 */
export function predictCard(card, next, value = null) {
	const c = structuredClone(card);
	// Only today's state is known until the server answers: streaks and tiers wait for it.
	c.pending = true;
	let outcome = next;
	if (next === 'done' && c.habit.measure?.kind === 'numeric' && value != null) {
		const met = meetsTarget(c.habit, value);
		outcome = met == null ? c.today.state : met ? 'done' : 'partial';
	}
	c.today = { ...c.today, state: outcome, value: next === 'none' ? null : (value ?? c.today.value) };
	// The server's "goal met" / "rest day" holds for a day with nothing logged only.
	if (outcome !== 'none') delete c.notDueNote;
	const slot = c.week?.slots?.find((/** @type {{isToday?: boolean}} */ s) => s.isToday);
	if (slot) slot.outcome = outcome;
	return c;
}

/**
 * Logs a habit for today (a check-in written, or cleared with `none`): optimistic first, then the
 * server's answer.
 * Returns the server's answer (the engine's when queued; null when superseded by a newer tap).
 * @param {string} habitId
 * @param {string} next done | partial | skipped | missed | none
 * @param {{value?: number | null, note?: string | null, mood?: string | null, add?: number}} [fields]
 *   `add`: the value came from "+1" taps adding this much to the value shown
 * @returns {Promise<CheckInAnswer | null>}
 */
export async function logToday(habitId, next, fields = {}) {
	const { add, ...extra } = fields;
	const card = findCard(habitId);
	const today = state.today;
	if (!card || !today) return null;
	const predicted = predictCard(card, next, extra.value ?? null);
	replaceCard(predicted);
	const entry = next === 'none' ? null : { state: next === 'partial' ? 'done' : next, ...extra };
	const key = `${habitId}/${today.day}`;
	const tap = (newestTap.get(key) ?? 0) + 1;
	newestTap.set(key, tap);
	const guess = engineAnswer(habitId, today.day, entry);
	try {
		const res = await writeCheckIn(habitId, today.day, entry, { add });
		// A tap a newer one has replaced draws nothing more: the newest draws the final answer.
		if (newestTap.get(key) !== tap) return null;
		// No answer from the server: the write waits in the outbox, and the engine's answer stands in.
		const g = res ?? (await guess);
		if (g) applyAnswer(g);
		return g;
	} catch (e) {
		const back = confirmed.get(habitId);
		if (back && !lanes.has(`${habitId}/${today.day}`)) replaceCard(structuredClone(back));
		throw e;
	}
}

/** The newest tap's number for each (habit, day), so only its answer is drawn. */
/** @type {Map<string, number>} */
const newestTap = new Map();

/**
 * Stores a check-in answer (for any day) into Today.
 * @param {CheckInAnswer | null} res
 */
export function applyAnswer(res) {
	if (res?.card && findCard(res.card.habit.id)) replaceCard(res.card, res.summary, res.perfectDay, res.perfectDays);
}

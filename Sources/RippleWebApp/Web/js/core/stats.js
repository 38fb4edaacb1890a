// The statistics reads (the Statistics screen, a habit's detail, the Habits list's week, the
// streak calendar): the server's answer, or, when the
// server is out of reach, the engine's from the local replica (js/engine/stats.js, loaded then).
// Both are the same JSON, drawn by the same code; without a replica the offline error stands, as it
// does for a read of one category's habits (the engine has no such filter).
// The history reads may come back as the service worker's last copy (stale) while offline: the
// engine's answer from the replica is preferred to it.
import * as stats from '../api/stats.js';
import { habitHistory as readHabitHistory } from '../api/habits.js';
import { state } from './store.js';

/** @typedef {'statistics' | 'habitStatistics' | 'insights' | 'streakHistory' | 'habitHistory' | 'historyMatrix' | 'streaks'} Operation */

/**
 * The engine's answer, or null without engine or replica (an error answer is thrown).
 * @param {Operation} operation
 * @param {Record<string, string | undefined>} parameters
 */
const fromEngine = (operation, parameters) =>
	import('../engine/stats.js').then(
		(m) => m.engineAnswer(operation, parameters),
		() => null,
	);

/**
 * @template T
 * @param {() => Promise<T>} read the API read
 * @param {Operation} operation the engine's
 * @param {Record<string, string | undefined>} parameters
 */
async function orEngine(read, operation, parameters) {
	// The engine has no category filter: a category's numbers are the server's or none.
	if (parameters.category) return read();
	let answer;
	try {
		answer = await read();
	} catch (e) {
		if (!e.offline) throw e;
		const computed = await fromEngine(operation, parameters);
		if (!computed) throw e;
		return computed;
	}
	// Offline, an answer here is the service worker's last copy: the replica's is newer.
	if (state.offline) return (await fromEngine(operation, parameters).catch(() => null)) ?? answer;
	return answer;
}

/**
 * GET /stats, or the engine's; with a `category`, only that category's habits.
 * @param {string} range
 * @param {string | null} [category]
 */
export const statistics = (range, category = null) =>
	orEngine(() => stats.statistics(range, category), 'statistics', { range, ...only(category) });

/**
 * The category parameter when there is one (such a read is never the engine's: see orEngine).
 * @param {string | null | undefined} category
 * @returns {{category?: string}}
 */
const only = (category) => (category ? { category } : {});

/**
 * GET /habits/{id}/stats, or the engine's.
 * @param {string} id
 * @param {string} range
 */
export const habitStatistics = (id, range) =>
	orEngine(() => stats.habitStatistics(id, range), 'habitStatistics', { habitId: id, range });

/**
 * GET /insights, or the engine's; with a `category`, only that category's habits.
 * @param {string} range
 * @param {string | null} [category]
 */
export const insights = (range, category = null) =>
	orEngine(() => stats.insights(range, category), 'insights', { range, ...only(category) });

/**
 * GET /streaks/history for `start`…`end`, or the engine's.
 * @param {string} start
 * @param {string} end
 */
export const streakHistory = (start, end) =>
	orEngine(() => stats.streakHistory(start, end), 'streakHistory', { start, end });

/**
 * GET /streaks/history for a month (yyyy-MM, with its statistics), or the engine's.
 * @param {string} month
 */
export const streakMonth = (month) => orEngine(() => stats.streakHistory({ month }), 'streakHistory', { month });

/** GET /streaks/current, or the engine's. */
export const currentStreaks = () => orEngine(() => stats.currentStreaks(), 'streaks', {});

/**
 * GET /history (the consistency matrix), or the engine's; with a `category`, only that
 * category's habits.
 * @param {string} start
 * @param {string} end
 * @param {string | null} [category]
 */
export const historyMatrix = (start, end, category = null) =>
	orEngine(() => stats.historyMatrix(start, end, category), 'historyMatrix', { start, end, ...only(category) });

/**
 * GET /habits/{id}/history, or the engine's.
 * @param {string} id
 * @param {string} start
 * @param {string} end
 */
export const habitHistory = (id, start, end) =>
	orEngine(() => readHabitHistory(id, start, end), 'habitHistory', { habitId: id, start, end });

// The API client (js/api/): statistics and history reads: the statistics of a range, a habit's
// statistics, insights, the consistency matrix and the done / due totals per day. One function per
// OpenAPI operation, named after its operationId (Tests/Server/test_web_client.py checks method and
// path against Sources/RippleServer/OpenAPI/openapi.yaml); all go through request().
import { request, seg } from './request.js';

const STATS_OFFLINE = "You're offline. Statistics need a connection.";

/** @typedef {import('./types.js').Day} Day */
/** @typedef {import('./types.js').HistoryMatrix} HistoryMatrix */
/** @typedef {import('./types.js').StreakHistory} StreakHistory */
/** @typedef {import('./types.js').Statistics} Statistics */
/** @typedef {import('./types.js').Insights} Insights */

/**
 * GET /api/v1/stats
 * @param {string} [range] a range code (week, month, …)
 * @param {string | null} [category] only this category's habits (`none`: those without one)
 * @returns {Promise<Statistics>}
 */
export function statistics(range, category) {
	return request('GET', '/stats', { query: { range, category }, offlineText: STATS_OFFLINE });
}

/**
 * GET /api/v1/habits/{id}/stats
 * @param {string} id
 * @param {string} [range]
 * @returns {Promise<Statistics>}
 */
export function habitStatistics(id, range) {
	return request('GET', `/habits/${seg(id)}/stats`, { query: { range }, offlineText: STATS_OFFLINE });
}

/**
 * GET /api/v1/insights
 * @param {string} [range]
 * @param {string | null} [category] only this category's habits (`none`: those without one)
 * @returns {Promise<Insights>}
 */
export function insights(range, category) {
	return request('GET', '/insights', { query: { range, category }, offlineText: STATS_OFFLINE });
}

/**
 * GET /api/v1/history: the consistency matrix, dates descending.
 * @param {Day} [start]
 * @param {Day} [end]
 * @param {string | null} [category] only this category's habits (`none`: those without one)
 * @returns {Promise<HistoryMatrix>}
 */
export function historyMatrix(start, end, category) {
	return request('GET', '/history', { query: { start, end, category }, offlineText: STATS_OFFLINE });
}

/**
 * GET /api/v1/streaks/history: done / due per day with each day's state and sections; a `start`
 * and `end` (the calendar heatmap) or a whole `month` (yyyy-MM, the streak history sheet, which
 * adds the month's statistics).
 * @param {Day | {month: string}} [start]
 * @param {Day} [end]
 * @returns {Promise<StreakHistory>}
 */
export function streakHistory(start, end) {
	const query = typeof start === 'object' ? { month: start.month } : { start, end };
	return request('GET', '/streaks/history', { query, offlineText: STATS_OFFLINE });
}

/**
 * GET /api/v1/streaks/current: current and longest streaks per habit, of perfect days and of each
 * time-of-day section.
 * @returns {Promise<import('./types.js').CurrentStreaks>}
 */
export function currentStreaks() {
	return request('GET', '/streaks/current', { offlineText: STATS_OFFLINE });
}

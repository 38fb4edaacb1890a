// The API client (js/api/): habits: list, create, edit, archive, delete, reorder, and a habit's
// history. One function per OpenAPI operation, named after its operationId
// (Tests/Server/test_web_client.py checks method and path against
// Sources/RippleServer/OpenAPI/openapi.yaml); all go through request().
import { request, seg } from './request.js';

const NEEDS_CONNECTION = "You're offline. This needs a connection.";

/** @typedef {import('./types.js').Day} Day */
/** @typedef {import('./types.js').Habit} Habit */
/** @typedef {import('./types.js').HabitHistory} HabitHistory */

/**
 * GET /api/v1/habits
 * @param {'active' | 'archived' | 'all'} [status]
 * @returns {Promise<{habits: Habit[]}>}
 */
export function listHabits(status = 'all') {
	return request('GET', '/habits', { query: { status } });
}

/**
 * POST /api/v1/habits
 * @param {Record<string, unknown>} fields the new habit (name, schedule, measure, …; `id` optional)
 * @returns {Promise<Habit>}
 */
export function createHabit(fields) {
	return request('POST', '/habits', { body: fields });
}

/**
 * PATCH /api/v1/habits/{id}
 * @param {string} id
 * @param {Record<string, unknown>} fields the fields to change
 * @returns {Promise<Habit>}
 */
export function updateHabit(id, fields) {
	return request('PATCH', `/habits/${seg(id)}`, { body: fields });
}

/**
 * DELETE /api/v1/habits/{id}
 * @param {string} id
 * @param {{keepalive?: boolean}} [options] `keepalive`: sent while the page goes away
 * @returns {Promise<null>}
 */
export function deleteHabit(id, options = {}) {
	return request('DELETE', `/habits/${seg(id)}`, { keepalive: options.keepalive ?? false });
}

/**
 * POST /api/v1/habits/{id}/archive
 * @param {string} id
 * @returns {Promise<Habit>}
 */
export function archiveHabit(id) {
	return request('POST', `/habits/${seg(id)}/archive`);
}

/**
 * POST /api/v1/habits/{id}/unarchive
 * @param {string} id
 * @returns {Promise<Habit>}
 */
export function unarchiveHabit(id) {
	return request('POST', `/habits/${seg(id)}/unarchive`);
}

/**
 * PUT /api/v1/habits/order
 * @param {string[]} ids every active habit, in the new order
 * @returns {Promise<{habits: Habit[]} | null>}
 */
export function reorderHabits(ids) {
	return request('PUT', '/habits/order', { body: { ids }, offlineText: NEEDS_CONNECTION });
}

/**
 * GET /api/v1/habits/{id}/history
 * @param {string} id
 * @param {Day} [start]
 * @param {Day} [end]
 * @returns {Promise<HabitHistory>}
 */
export function habitHistory(id, start, end) {
	return request('GET', `/habits/${seg(id)}/history`, { query: { start, end }, offlineText: NEEDS_CONNECTION });
}

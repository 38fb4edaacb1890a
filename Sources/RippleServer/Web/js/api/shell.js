// The API client (js/api/): the operations the app shell makes before any other screen loads:
// Today, the check-ins (queued in the outbox while offline), the habit and category lists and the
// settings. One function per OpenAPI operation, named after its operationId
// (Tests/Server/test_web_client.py checks method and path against
// Sources/RippleServer/OpenAPI/openapi.yaml); all go through request().
import { request, seg } from './request.js';

/** @typedef {import('./types.js').Day} Day */
/** @typedef {import('./types.js').Habit} Habit */
/** @typedef {import('./types.js').Today} Today */
/** @typedef {import('./types.js').CheckInAnswer} CheckInAnswer */
/** @typedef {import('./types.js').CheckInEntry} CheckInEntry */
/** @typedef {import('./types.js').WriteTime} WriteTime */
/** @typedef {import('./types.js').Category} Category */
/** @typedef {import('./types.js').Settings} Settings */

const minuteNow = () => {
	const d = new Date();
	return d.getHours() * 60 + d.getMinutes();
};

/**
 * GET /api/v1/today
 * @returns {Promise<Today>}
 */
export function today() {
	return request('GET', '/today');
}

/**
 * GET /api/v1/habits
 * @param {'active' | 'archived' | 'all'} [status]
 * @returns {Promise<{habits: Habit[]}>}
 */
export function listHabits(status = 'all') {
	return request('GET', '/habits', { query: { status } });
}

/**
 * GET /api/v1/categories
 * @returns {Promise<{categories: Category[]}>}
 */
export function listCategories() {
	return request('GET', '/categories');
}

/**
 * PATCH /api/v1/settings
 * @param {Partial<Settings>} fields the settings to change
 * @returns {Promise<Settings>}
 */
export function updateSettings(fields) {
	return request('PATCH', '/settings', { body: fields });
}

/**
 * PUT /api/v1/habits/{id}/checkins/{day}: upserts the check-in of (habit, day).
 * With `queue`, a write that cannot reach the server waits in the outbox and this resolves null.
 * @param {string} id
 * @param {Day} day
 * @param {CheckInEntry} entry
 * @param {WriteTime} [at] when the write was made (default now)
 * @param {{queue?: boolean}} [options]
 * @returns {Promise<CheckInAnswer | null>}
 */
export function putCheckIn(id, day, entry, at = {}, options = {}) {
	const time = { updatedAt: at.updatedAt ?? Date.now(), loggedMinute: at.loggedMinute ?? minuteNow() };
	return request('PUT', `/habits/${seg(id)}/checkins/${seg(day)}`, {
		body: { ...entry, ...time },
		queue: options.queue ? { habitId: id, day, entry, ...time } : undefined,
	});
}

/**
 * DELETE /api/v1/habits/{id}/checkins/{day}: clears the check-in of (habit, day).
 * With `queue`, a write that cannot reach the server waits in the outbox and this resolves null.
 * @param {string} id
 * @param {Day} day
 * @param {WriteTime} [at] when the write was made (default now)
 * @param {{queue?: boolean}} [options]
 * @returns {Promise<CheckInAnswer | null>}
 */
export function deleteCheckIn(id, day, at = {}, options = {}) {
	const time = { updatedAt: at.updatedAt ?? Date.now(), loggedMinute: at.loggedMinute ?? minuteNow() };
	return request('DELETE', `/habits/${seg(id)}/checkins/${seg(day)}`, {
		query: { updatedAt: time.updatedAt },
		queue: options.queue ? { habitId: id, day, entry: null, ...time } : undefined,
	});
}

// The API client (js/api/): a habit's check-in of a day, written or cleared (js/core/checkin.js
// queues what cannot be sent). One function per OpenAPI operation, named after its operationId
// (Tests/Server/test_web_client.py checks method and path against
// Sources/RippleServer/OpenAPI/openapi.yaml); all go through request(), which keeps no app state.
import { request, seg } from './request.js';

/** @typedef {import('./types.js').Day} Day */
/** @typedef {import('./types.js').CheckInAnswer} CheckInAnswer */
/** @typedef {import('./types.js').CheckInEntry} CheckInEntry */
/** @typedef {import('./types.js').WriteTime} WriteTime */

/** Each answer also lays Today out after the write (its `todayLayout`): the app draws a tap from it. */
const LAYOUT = { include: 'todayLayout' };

const minuteNow = () => {
	const d = new Date();
	return d.getHours() * 60 + d.getMinutes();
};

/**
 * PUT /api/v1/habits/{id}/checkins/{day}: upserts the check-in of (habit, day).
 * @param {string} id
 * @param {Day} day
 * @param {CheckInEntry} entry
 * @param {WriteTime} [at] when the write was made (default now)
 * @returns {Promise<CheckInAnswer>}
 */
export function putCheckIn(id, day, entry, at = {}) {
	const time = { updatedAt: at.updatedAt ?? Date.now(), loggedMinute: at.loggedMinute ?? minuteNow() };
	return request('PUT', `/habits/${seg(id)}/checkins/${seg(day)}`, {
		body: { ...entry, ...time },
		query: LAYOUT,
	});
}

/**
 * POST /api/v1/habits/{id}/checkins/{day}/taps: adds a "+1" tap (`amount`) to the day's value,
 * counted once per `id` however often it is sent.
 * @param {string} id
 * @param {Day} day
 * @param {import('./types.js').Tap} tap
 * @param {WriteTime} [at] when the tap was made (default now)
 * @returns {Promise<CheckInAnswer>}
 */
export function tapCheckIn(id, day, tap, at = {}) {
	return request('POST', `/habits/${seg(id)}/checkins/${seg(day)}/taps`, {
		body: { tap: tap.id, amount: tap.amount, updatedAt: at.updatedAt ?? Date.now() },
		query: LAYOUT,
	});
}

/**
 * DELETE /api/v1/habits/{id}/checkins/{day}: clears the check-in of (habit, day).
 * @param {string} id
 * @param {Day} day
 * @param {WriteTime} [at] when the write was made (default now)
 * @returns {Promise<CheckInAnswer>}
 */
export function deleteCheckIn(id, day, at = {}) {
	const time = { updatedAt: at.updatedAt ?? Date.now(), loggedMinute: at.loggedMinute ?? minuteNow() };
	return request('DELETE', `/habits/${seg(id)}/checkins/${seg(day)}`, {
		query: { updatedAt: time.updatedAt, ...LAYOUT },
	});
}

// The API client (js/api/): reminders that reach the user — Web Push subscriptions,
// notification preferences, the test notification and the calendar feed's token. One function
// per OpenAPI operation, named after its operationId (Tests/Server/test_web_client.py checks
// method and path against Sources/RippleServer/OpenAPI/openapi.yaml); all go through request().
import { request } from './request.js';

const NEEDS_CONNECTION = "You're offline. This needs a connection.";

/**
 * GET /api/v1/push/key: the server's VAPID public key (base64url).
 * @returns {Promise<import('./types.js').PushKey>}
 */
export function getPushKey() {
	return request('GET', '/push/key', { offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/push/subscriptions: this browser's PushSubscription.toJSON().
 * @param {{endpoint: string, keys: {p256dh: string, auth: string}}} subscription
 * @returns {Promise<import('./types.js').PushSubscribed>}
 */
export function subscribePush(subscription) {
	return request('POST', '/push/subscriptions', { body: subscription, offlineText: NEEDS_CONNECTION });
}

/**
 * DELETE /api/v1/push/subscriptions.
 * @param {string} endpoint
 * @returns {Promise<null>}
 */
export function unsubscribePush(endpoint) {
	return request('DELETE', '/push/subscriptions', { body: { endpoint }, offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/push/test: a sample notification to each of the user's subscriptions.
 * @returns {Promise<import('./types.js').PushTest>}
 */
export function sendTestPush() {
	return request('POST', '/push/test', { offlineText: NEEDS_CONNECTION });
}

/**
 * GET /api/v1/notifications/preferences.
 * @returns {Promise<import('./types.js').NotificationPreferences>}
 */
export function getNotificationPreferences() {
	return request('GET', '/notifications/preferences', { offlineText: NEEDS_CONNECTION });
}

/**
 * PATCH /api/v1/notifications/preferences: absent fields keep their value.
 * @param {Record<string, boolean | string | null>} patch
 * @returns {Promise<import('./types.js').NotificationPreferences>}
 */
export function updateNotificationPreferences(patch) {
	return request('PATCH', '/notifications/preferences', { body: patch, offlineText: NEEDS_CONNECTION });
}

/**
 * GET /api/v1/calendar/token: whether the calendar feed exists (its link is shown only when made).
 * @returns {Promise<import('./types.js').CalendarFeedStatus>}
 */
export function getCalendarToken() {
	return request('GET', '/calendar/token', { offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/calendar/token: makes the feed, or a new token for it (the old feed URL stops
 * working); the token and path are in this answer only.
 * @returns {Promise<import('./types.js').CalendarToken>}
 */
export function rotateCalendarToken() {
	return request('POST', '/calendar/token', { offlineText: NEEDS_CONNECTION });
}

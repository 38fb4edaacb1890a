// The API client (js/api/): webhooks, the addresses Ripple tells when something happens (a
// check-in, a day completed, a milestone), each with its delivery log. One function per OpenAPI
// operation, named after its operationId; all go through request(). The answers' shapes are the
// ones scripts/wire-schemas generates from Swift (wire-types.js).
import { request, seg } from './request.js';

const NEEDS_CONNECTION = "You're offline. This needs a connection.";

/** @typedef {import('./wire-types.js').WebhookEvent} WebhookEventChoice */
/** @typedef {import('./wire-types.js').WebhookDelivery} WebhookDelivery */
/** @typedef {import('./wire-types.js').Webhook} Webhook */
/** @typedef {import('./wire-types.js').WebhookList} WebhookList */
/** @typedef {import('./wire-types.js').WebhookCreated} WebhookCreated */

/**
 * GET /api/v1/webhooks: the endpoints, the events to choose from and the limit.
 * @returns {Promise<WebhookList>}
 */
export function listWebhooks() {
	return request('GET', '/webhooks', { offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/webhooks: adds an endpoint; refused (400 or 422) naming `url` or `events`, or (409,
 * `webhook_limit`) at the limit.
 * @param {{url: string, events: string[]}} fields
 * @returns {Promise<WebhookCreated>}
 */
export function createWebhook(fields) {
	return request('POST', '/webhooks', { body: fields, offlineText: NEEDS_CONNECTION });
}

/**
 * PATCH /api/v1/webhooks/{id}: changes the events, or turns the endpoint on or off.
 * @param {string} id
 * @param {{events?: string[], enabled?: boolean}} fields
 * @returns {Promise<{webhook: Webhook}>}
 */
export function updateWebhook(id, fields) {
	return request('PATCH', `/webhooks/${seg(id)}`, { body: fields, offlineText: NEEDS_CONNECTION });
}

/**
 * DELETE /api/v1/webhooks/{id}: removes the endpoint and its log.
 * @param {string} id
 * @returns {Promise<null>}
 */
export function deleteWebhook(id) {
	return request('DELETE', `/webhooks/${seg(id)}`, { offlineText: NEEDS_CONNECTION });
}

/**
 * GET /api/v1/webhooks/{id}/deliveries: the last deliveries, newest first.
 * @param {string} id
 * @returns {Promise<{deliveries: WebhookDelivery[]}>}
 */
export function listWebhookDeliveries(id) {
	return request('GET', `/webhooks/${seg(id)}/deliveries`, { offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/webhooks/{id}/test: sends a `webhook.test` message now.
 * @param {string} id
 * @returns {Promise<{delivery: WebhookDelivery}>}
 */
export function testWebhook(id) {
	return request('POST', `/webhooks/${seg(id)}/test`, { offlineText: NEEDS_CONNECTION });
}

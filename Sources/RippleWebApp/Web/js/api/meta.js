// The API client (js/api/): the API's own description. One function per OpenAPI operation, named
// after its operationId (Tests/Server/test_web_client.py checks method and path against
// Sources/RippleServer/OpenAPI/openapi.yaml); all go through request().
import { request } from './request.js';

const NEEDS_CONNECTION = "You're offline. This needs a connection.";

/**
 * GET /api/openapi.yaml: the API's description, as text.
 * @returns {Promise<string>}
 */
export function openAPI() {
	return request('GET', '/api/openapi.yaml', { as: 'text', offlineText: NEEDS_CONNECTION });
}

/**
 * GET /api/v1/meta: what a client must not hard-code — the user's calendar (today, week), the
 * plan's limits and range locks, text and schedule limits, schedule and target kinds, palettes.
 * @returns {Promise<import('./types.js').Meta>}
 */
export function meta() {
	return request('GET', '/meta');
}

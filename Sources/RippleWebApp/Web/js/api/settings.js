// The API client (js/api/): the user's settings. One function per OpenAPI operation, named after
// its operationId (Tests/Server/test_web_client.py checks method and path against
// Sources/RippleServer/OpenAPI/openapi.yaml); all go through request(), which keeps no app state.
import { request } from './request.js';

/** @typedef {import('./types.js').Settings} Settings */

/**
 * PATCH /api/v1/settings
 * @param {Partial<Settings>} fields the settings to change
 * @returns {Promise<Settings>}
 */
export function updateSettings(fields) {
	return request('PATCH', '/settings', { body: fields });
}

// The API client (js/api/): Today, the day's cards as the engine works them out. One function per
// OpenAPI operation, named after its operationId (Tests/Server/test_web_client.py checks method and
// path against Sources/RippleServer/OpenAPI/openapi.yaml); all go through request(), which keeps no
// app state.
import { request } from './request.js';

/** @typedef {import('./types.js').Today} Today */

/**
 * GET /api/v1/today
 * @returns {Promise<Today>}
 */
export function today() {
	return request('GET', '/today');
}

// The API client (js/api/): the changes feed the local replica is kept current from. One function
// per OpenAPI operation, named after its operationId (Tests/Server/test_web_client.py checks method
// and path against Sources/RippleServer/OpenAPI/openapi.yaml); all go through request(), which
// keeps no app state.
import { request } from './request.js';

/**
 * GET /api/v1/changes: what changed after change sequence `since` (0: everything), for the local
 * replica (js/engine/replica.js). `reset: true` means the answer holds everything.
 * @param {number} since
 * @returns {Promise<import('./types.js').Changes>}
 */
export function changes(since) {
	return request('GET', '/changes', { query: { since } });
}

// The API client (js/api/): the app lock's one server-side part. One function per OpenAPI
// operation, named after its operationId (Tests/Server/test_web_client.py checks method and path
// against Sources/RippleServer/OpenAPI/openapi.yaml); all go through request().
import { request } from './request.js';

/**
 * GET /api/v1/app-lock: when `ripple lock reset` last asked this person's app locks to reset
 * (milliseconds since 1970, or null). Holds no personal data; the lock screen reads it.
 * @returns {Promise<import('./types.js').AppLockStatus>}
 */
export function getAppLock() {
	return request('GET', '/app-lock');
}

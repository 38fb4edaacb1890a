// The API client (js/api/): private mode's keyring and sealed items (js/private/ seals and opens
// them; the server keeps them as they come). One function per OpenAPI operation, named after its
// operationId (Tests/Server/test_web_client.py checks method and path against
// Sources/RippleServer/OpenAPI/openapi.yaml); all go through request(), which keeps no app state.
import { request } from './request.js';

/** @typedef {import('./wire-types.js').PrivateKeyring} PrivateKeyring */
/** @typedef {{kind: string, id: string, sealed: string, updatedAt: number}} PrivateItem */
/** @typedef {{enabled: boolean, keyring: PrivateKeyring | null, updatedAt: number | null}} PrivateMode */

/**
 * GET /api/v1/private
 * @returns {Promise<PrivateMode>}
 */
export function getPrivateMode() {
	return request('GET', '/private', { plain: true });
}

/**
 * PUT /api/v1/private/keyring: turns private mode on, or keeps a keyring re-wrapped.
 * @param {PrivateKeyring} keyring
 * @returns {Promise<PrivateMode>}
 */
export function putPrivateKeyring(keyring) {
	return request('PUT', '/private/keyring', { body: keyring, plain: true });
}

/**
 * DELETE /api/v1/private/keyring: private mode off; every sealed item goes with it.
 * @returns {Promise<null>}
 */
export function deletePrivateKeyring() {
	return request('DELETE', '/private/keyring', { plain: true });
}

/**
 * GET /api/v1/private/items
 * @param {number} [since] only the items saved after this time (ms since 1970)
 * @returns {Promise<{items: PrivateItem[]}>}
 */
export function getPrivateItems(since) {
	return request('GET', '/private/items', { query: { since }, plain: true });
}

/**
 * PUT /api/v1/private/items: 1 to 200 items; `sealed` null removes one.
 * @param {{kind: string, id: string, sealed: string | null}[]} items
 * @returns {Promise<{items: PrivateItem[]}>}
 */
export function putPrivateItems(items) {
	return request('PUT', '/private/items', { body: { items }, plain: true });
}

/**
 * PUT /api/v1/private/days: 1 to 200 days' note and mood (null clears), each stamped.
 * @param {{habitId: string, day: string, note: string | null, mood: string | null, updatedAt: number}[]} days
 * @returns {Promise<import('./wire-types.js').PrivateDays>}
 */
export function putPrivateDays(days) {
	return request('PUT', '/private/days', { body: { days }, plain: true });
}

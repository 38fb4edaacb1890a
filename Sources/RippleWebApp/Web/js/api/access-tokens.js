// The API client (js/api/): the account's personal access tokens. One function per OpenAPI
// operation, named after its operationId (Tests/Server/test_web_client.py checks method and path
// against Sources/RippleServer/OpenAPI/openapi.yaml); all go through request(), which keeps no app
// state.
import { request, seg } from './request.js';

const NEEDS_CONNECTION = "You're offline. This needs a connection.";

/**
 * A token as listed: a `checkin` token may be limited to some habits (`habits`, their ids; absent:
 * every habit).
 * @typedef {import('./types.js').AccessToken} AccessToken
 */

/**
 * GET /api/v1/me/tokens: the account's personal access tokens, without their secrets.
 * @returns {Promise<{tokens: AccessToken[]}>}
 */
export function listAccessTokens() {
	return request('GET', '/me/tokens', { offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/me/tokens: makes a named token; its secret (`token`) is in this answer only. A
 * `widget` token may only read what the widget pages show; a `checkin` token may also record
 * check-ins (an NFC tag, a shortcut, Home Assistant), nothing else; given `habits`, only those
 * habits' check-ins.
 * @param {string} name
 * @param {'full' | 'widget' | 'checkin'} [scope]
 * @param {string[] | null} [habits] the habits a `checkin` token is limited to (null: all)
 * @returns {Promise<AccessToken>}
 */
export function createAccessToken(name, scope = 'full', habits = null) {
	const body = habits ? { name, scope, habits } : { name, scope };
	return request('POST', '/me/tokens', { body, offlineText: NEEDS_CONNECTION });
}

/**
 * DELETE /api/v1/me/tokens/{tokenId}: revokes a token.
 * @param {string} tokenId
 * @returns {Promise<null>}
 */
export function revokeAccessToken(tokenId) {
	return request('DELETE', `/me/tokens/${seg(tokenId)}`, { offlineText: NEEDS_CONNECTION });
}

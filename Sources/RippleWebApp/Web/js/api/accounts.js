// The API client (js/api/): accounts. Whether accounts are on, sign-up, sign-in and
// sign-out, the signed-in account, its password, and deleting it (its tokens: access-tokens.js). One
// function per OpenAPI operation, named after its operationId (Tests/Server/test_web_client.py
// checks method and path against Sources/RippleServer/OpenAPI/openapi.yaml); all go through request().
import { request } from './request.js';

/** @typedef {import('./types.js').User} User */
/** @typedef {import('./types.js').AuthStatus} AuthStatus */

const NEEDS_CONNECTION = "You're offline. This needs a connection.";

/**
 * GET /api/v1/auth/status: whether accounts are on, who may sign up, whether this browser is signed in.
 * @returns {Promise<AuthStatus>}
 */
export function authStatus() {
	return request('GET', '/auth/status', { offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/auth/register: makes an account and signs in (sets the session cookie).
 * @param {{email: string, password: string, inviteCode?: string | null}} fields
 * @returns {Promise<import('./types.js').SignedIn>}
 */
export function register(fields) {
	return request('POST', '/auth/register', { body: fields, offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/auth/sign-in: signs in with email and password (sets the session cookie).
 * @param {{email: string, password: string}} credentials
 * @returns {Promise<import('./types.js').SignedIn>}
 */
export function signIn(credentials) {
	return request('POST', '/auth/sign-in', { body: credentials, offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/auth/sign-out: ends the session on the server and clears the cookie.
 * @returns {Promise<null>}
 */
export function signOut() {
	return request('POST', '/auth/sign-out', { offlineText: NEEDS_CONNECTION });
}

/**
 * GET /api/v1/me: the signed-in account.
 * @returns {Promise<User>}
 */
export function getMe() {
	return request('GET', '/me', { offlineText: NEEDS_CONNECTION });
}

/**
 * PATCH /api/v1/me: changes the account's time zone.
 * @param {{timeZone: string}} fields
 * @returns {Promise<User>}
 */
export function updateMe(fields) {
	return request('PATCH', '/me', { body: fields, offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/me/password: changes the password (other sessions end).
 * @param {{currentPassword: string, newPassword: string}} fields
 * @returns {Promise<null>}
 */
export function changePassword(fields) {
	return request('POST', '/me/password', { body: fields, offlineText: NEEDS_CONNECTION });
}

/**
 * DELETE /api/v1/me: deletes the account and all of its data; asks for the password.
 * @param {string} password
 * @returns {Promise<null>}
 */
export function deleteMe(password) {
	return request('DELETE', '/me', { body: { password }, offlineText: NEEDS_CONNECTION });
}

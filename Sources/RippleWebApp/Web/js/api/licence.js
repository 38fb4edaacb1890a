// The API client (js/api/): licences — the plan the user's licences give, applying a
// pasted licence and "Restore Purchase". One function per OpenAPI operation, named after its
// operationId (Tests/Server/test_web_client.py checks method and path against
// Sources/RippleServer/OpenAPI/openapi.yaml); all go through request().
import { request } from './request.js';

/** @typedef {import('./types.js').LicenceStatus} LicenceStatus */

const NEEDS_CONNECTION = "You're offline. This needs a connection.";

/**
 * POST /api/v1/licence: applies a licence (verified by the server); the plan unlocks at once.
 * @param {string} licence the text RIPPLE-LICENCE.… as pasted
 * @returns {Promise<LicenceStatus>}
 */
export function applyLicence(licence) {
	return request('POST', '/licence', { body: { licence }, offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/licence/restore: verifies the stored licences again (404 no_purchase when none).
 * @returns {Promise<LicenceStatus>}
 */
export function restoreLicence() {
	return request('POST', '/licence/restore', { offlineText: NEEDS_CONNECTION });
}

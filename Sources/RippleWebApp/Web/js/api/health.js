// The API client (js/api/): health data, read-only. Habits linked to a health measure by a rule,
// and an Apple Health export or a Google Takeout sent as it is (up to 4 GB) to become check-ins.
// One function per OpenAPI operation, named after its operationId (Tests/Server/test_web_client.py
// checks method and path against Sources/RippleServer/OpenAPI/openapi.yaml); all go through
// request().
import { request, seg } from './request.js';

const NEEDS_CONNECTION = "You're offline. This needs a connection.";

/** @typedef {import('./wire-types.js').HealthLinks} HealthLinks */
/** @typedef {import('./wire-types.js').HealthLink} HealthLink */
/** @typedef {import('./wire-types.js').HealthChoice} HealthChoice */
/** @typedef {import('./wire-types.js').HealthImport} HealthImport */
/**
 * A link's rule as sent: the measure's name, the day's figure it must reach, and for
 * `workoutMinutes` a workout type (null: any workout).
 * @typedef {{measure: string, threshold: number, workoutType: string | null}} HealthRule
 */

/**
 * GET /api/v1/health: the linked habits (each with its rule's sentence and the check-ins health
 * data brought), and the measures and workout types to choose from.
 * @returns {Promise<HealthLinks>}
 */
export function listHealthLinks() {
	return request('GET', '/api/v1/health', { offlineText: NEEDS_CONNECTION });
}

/**
 * PUT /api/v1/habits/{id}/health: links the habit by `rule`, replacing its link (422 naming
 * `measure`, `threshold` or `workoutType`; 404 for a habit not found).
 * @param {string} id
 * @param {HealthRule} rule
 * @returns {Promise<HealthLink>}
 */
export function linkHealth(id, rule) {
	return request('PUT', `/habits/${seg(id)}/health`, { body: rule, offlineText: NEEDS_CONNECTION });
}

/**
 * DELETE /api/v1/habits/{id}/health: unlinks the habit; the check-ins it brought stay.
 * @param {string} id
 * @returns {Promise<null>}
 */
export function unlinkHealth(id) {
	return request('DELETE', `/habits/${seg(id)}/health`, { offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/health/import: the export's bytes as they are (422 naming `body` with a sentence
 * for a file that cannot be read, or when no habit is linked).
 * @param {File} file
 * @returns {Promise<HealthImport>}
 */
export function importHealth(file) {
	const zip = /\.zip$/i.test(file.name) || file.type === 'application/zip';
	return request('POST', '/health/import', {
		body: file,
		raw: true,
		type: zip ? 'application/zip' : 'application/octet-stream',
		offlineText: NEEDS_CONNECTION,
	});
}

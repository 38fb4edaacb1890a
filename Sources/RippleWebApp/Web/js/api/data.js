// The API client (js/api/): your data: export, backup, restore and clearing everything (imports
// from other apps are js/api/imports.js). One function per OpenAPI operation, named after its operationId
// (Tests/Server/test_web_client.py checks method and path against
// Sources/RippleServer/OpenAPI/openapi.yaml); all go through request().
import { request } from './request.js';

const NEEDS_CONNECTION = "You're offline. This needs a connection.";

/** @typedef {import('./types.js').Day} Day */
/** @typedef {import('./types.js').Habit} Habit */
/** @typedef {import('./types.js').ImportSummary} ImportSummary */
/** @typedef {import('./types.js').Download} Download */

/**
 * GET /api/v1/export: the check-ins as a CSV or JSON attachment.
 * @param {{format: string, notes?: boolean | string, start?: Day, end?: Day}} params
 * @returns {Promise<Download>}
 */
export function exportData(params) {
	return request('GET', '/export', { query: params, as: 'file', offlineText: NEEDS_CONNECTION });
}

/**
 * GET /api/v1/backup: everything, as a JSON attachment.
 * @returns {Promise<Download>}
 */
export function backup() {
	return request('GET', '/backup', { as: 'file', offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/backup/encrypted: everything, as an age file protected by `passphrase` (sent
 * in the body, never the URL).
 * @param {string} passphrase
 * @returns {Promise<Download>}
 */
export function backupEncrypted(passphrase) {
	return request('POST', '/backup/encrypted', { body: { passphrase }, as: 'file', offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/restore/encrypted: an age file (base64) and its passphrase; 422 on `passphrase`
 * for a wrong one, 400 on `backup` for a damaged file.
 * @param {{passphrase: string, backup: string}} body
 * @returns {Promise<ImportSummary>}
 */
export function restoreEncrypted(body) {
	return request('POST', '/restore/encrypted', { body, offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/restore: the backup file's text is sent as it is, so the server judges it
 * (422 invalid_file).
 * @param {string} text
 * @returns {Promise<ImportSummary>}
 */
export function restore(text) {
	return request('POST', '/restore', { body: text, raw: true, offlineText: NEEDS_CONNECTION });
}

/**
 * DELETE /api/v1/data: erases every habit, check-in, category and setting.
 * @returns {Promise<null>}
 */
export function clearAllData() {
	return request('DELETE', '/data', { offlineText: NEEDS_CONNECTION });
}

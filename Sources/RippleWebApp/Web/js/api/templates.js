// The API client (js/api/): the template gallery and shared routines (a file of habit
// definitions). One function per OpenAPI operation, named after its operationId
// (Tests/Server/test_web_client.py checks method and path against
// Sources/RippleServer/OpenAPI/openapi.yaml); all go through request().
import { request } from './request.js';

const NEEDS_CONNECTION = "You're offline. This needs a connection.";

/** @typedef {import('./wire-types.js').TemplateGallery} TemplateGallery */
/** @typedef {import('./types.js').ImportSummary} ImportSummary */
/** @typedef {import('./types.js').Download} Download */

/**
 * GET /api/v1/templates: the gallery, areas of life and their templates (the service worker keeps
 * the last answer for offline use).
 * @returns {Promise<TemplateGallery>}
 */
export function listTemplates() {
	return request('GET', '/templates', { offlineText: "You're offline. Templates need a connection the first time." });
}

/**
 * GET /api/v1/routine: the chosen habits' definitions as a routine file (an attachment).
 * @param {{habits: string[], name?: string}} params
 * @returns {Promise<Download>}
 */
export function exportRoutine(params) {
	return request('GET', '/routine', {
		query: { habits: params.habits.join(','), name: params.name },
		as: 'file',
		offlineText: NEEDS_CONNECTION,
	});
}

/**
 * POST /api/v1/routine/preview: what adding the routine file (its text, sent as it is so the
 * server judges it) would add; changes nothing.
 * @param {string} text
 * @returns {Promise<ImportSummary>}
 */
export function previewRoutine(text) {
	return request('POST', '/routine/preview', { body: text, raw: true, offlineText: NEEDS_CONNECTION });
}

/**
 * POST /api/v1/routine/import: adds the routine's new habits (a name already used is skipped).
 * @param {string} text
 * @returns {Promise<ImportSummary>}
 */
export function importRoutine(text) {
	return request('POST', '/routine/import', { body: text, raw: true, offlineText: NEEDS_CONNECTION });
}

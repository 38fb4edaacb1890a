// The API client (js/api/): another app's export (or any CSV), previewed then imported through
// one door. The file's bytes go as they are, with how much has been sent told as they go (a file
// may be 100 MB). One function per OpenAPI operation, named after its operationId
// (Tests/Server/test_web_client.py checks method and path against
// Sources/RippleServer/OpenAPI/openapi.yaml); all go through request().
import { request } from './request.js';

const NEEDS_CONNECTION = "You're offline. This needs a connection.";

/** @typedef {import('./wire-types.js').ImportPreview} ImportPreview */
/**
 * The choices sent with the file: a CSV file's columns by name and how its dates read (absent:
 * the server finds them).
 * @typedef {{habit?: string, date?: string, value?: string, note?: string, none?: string, dates?: 'ymd' | 'dmy' | 'mdy'}} ImportChoices
 * `none` lists the optional columns chosen to be left out (`value`, `note`, comma-separated).
 */
/** @typedef {(sent: number, total: number) => void} UploadProgress */

/**
 * POST /api/v1/import/preview: what importing `file` would add (its kind, habits and check-ins, and
 * any choice to make first); writes nothing.
 * @param {Blob} file
 * @param {ImportChoices} choices
 * @param {UploadProgress} [onUpload]
 * @returns {Promise<ImportPreview>}
 */
export function previewImport(file, choices, onUpload) {
	return request('POST', '/import/preview', {
		query: choices,
		body: file,
		raw: true,
		onUpload,
		offlineText: NEEDS_CONNECTION,
	});
}

/**
 * POST /api/v1/import: imports `file` in one transaction (422 naming `habit`, `date` or `dates`
 * while a CSV choice is missing; `body` when the file is refused).
 * @param {Blob} file
 * @param {ImportChoices} choices
 * @param {UploadProgress} [onUpload]
 * @returns {Promise<ImportPreview>}
 */
export function importFile(file, choices, onUpload) {
	return request('POST', '/import', { query: choices, body: file, raw: true, onUpload, offlineText: NEEDS_CONNECTION });
}

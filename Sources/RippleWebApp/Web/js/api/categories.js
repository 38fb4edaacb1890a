// The API client (js/api/): the categories habits are grouped by. One function per OpenAPI
// operation, named after its operationId (Tests/Server/test_web_client.py checks method and path
// against Sources/RippleServer/OpenAPI/openapi.yaml); all go through request(), which keeps no app
// state.
import { request } from './request.js';

/** @typedef {import('./types.js').Category} Category */

/**
 * GET /api/v1/categories
 * @returns {Promise<{categories: Category[]}>}
 */
export function listCategories() {
	return request('GET', '/categories');
}

/**
 * POST /api/v1/categories
 * @param {{name: string} & Record<string, unknown>} fields
 * @returns {Promise<Category>}
 */
export function createCategory(fields) {
	return request('POST', '/categories', { body: fields });
}

// The API client (js/api/): the template gallery and shared routines (a file of habit
// definitions). One function per OpenAPI operation, named after its operationId
// (Tests/Server/test_web_client.py checks method and path against
// Sources/RippleServer/OpenAPI/openapi.yaml); all go through request().
import { request } from './request.js';

/** @typedef {import('./wire-types.js').TemplateGallery} TemplateGallery */

/**
 * GET /api/v1/templates: the gallery, areas of life and their templates (the service worker keeps
 * the last answer for offline use).
 * @returns {Promise<TemplateGallery>}
 */
export function listTemplates() {
	return request('GET', '/templates', { offlineText: "You're offline. Templates need a connection the first time." });
}

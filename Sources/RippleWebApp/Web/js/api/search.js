// The API client (js/api/): search across habits, categories, notes and reflections, and one
// habit's notes. One function per OpenAPI operation, named after its operationId; all go through
// request(). Matching is the server's: the answers carry where each match lies (marks).
import { request, seg } from './request.js';

const SEARCH_OFFLINE = "You're offline. Search needs a connection.";

/** @typedef {import('./wire-types.js').SearchResults} SearchResults */
/** @typedef {import('./wire-types.js').HabitNotes} HabitNotes */

/**
 * GET /api/v1/search: what matches every word of `q` (from a word's start, ignoring case and
 * accents).
 * @param {string} q
 * @param {{limit?: number, signal?: AbortSignal}} [options]
 * @returns {Promise<SearchResults>}
 */
export function search(q, options = {}) {
	return request('GET', '/search', {
		query: { q, limit: options.limit },
		signal: options.signal,
		offlineText: SEARCH_OFFLINE,
	});
}

/**
 * GET /api/v1/habits/{id}/notes: the habit's notes, newest first, narrowed by `q` and `mood`.
 * @param {string} id
 * @param {{q?: string, mood?: string | null, signal?: AbortSignal}} [options]
 * @returns {Promise<HabitNotes>}
 */
export function habitNotes(id, options = {}) {
	return request('GET', `/habits/${seg(id)}/notes`, {
		query: { q: options.q, mood: options.mood },
		signal: options.signal,
		offlineText: SEARCH_OFFLINE,
	});
}

// Search and a habit's notes: the server's answer, or, when the server is out of reach, the
// engine's from the local replica (js/engine/search.js, loaded then). Both are the same JSON,
// drawn by the same code; without a replica the offline error stands. A request cancelled by a
// newer one rejects with the DOM's AbortError, which the caller drops.
import * as api from '../api/search.js';
import { state } from './store.js';
import { held } from '../private/words.js';

/** Private mode is open on this device. */
const privateOpen = () => held.key != null;

/** @typedef {import('../api/wire-types.js').SearchResults} SearchResults */
/** @typedef {import('../api/wire-types.js').HabitNotes} HabitNotes */

/** How many results of each kind a search asks for. */
const SEARCH_LIMIT = 30;

/**
 * The engine's answer, or null without engine or replica (an error answer is thrown).
 * @param {'search' | 'habitNotes'} operation
 * @param {Record<string, unknown>} parameters
 */
const fromEngine = (operation, parameters) =>
	import('../engine/search.js').then(
		(m) => m.engineAnswer(operation, parameters),
		() => null,
	);

/**
 * @template T
 * @param {() => Promise<T>} read the API read
 * @param {'search' | 'habitNotes'} operation the engine's
 * @param {Record<string, unknown>} parameters
 * @returns {Promise<T>}
 */
async function orEngine(read, operation, parameters) {
	// Offline, or in private mode (the server holds no words to match: the replica on this device does).
	if (state.offline || privateOpen()) {
		const computed = await fromEngine(operation, parameters).catch(() => null);
		if (computed) return computed;
	}
	try {
		return await read();
	} catch (e) {
		if (!e.offline) throw e;
		const computed = await fromEngine(operation, parameters);
		if (!computed) throw e;
		return computed;
	}
}

/**
 * GET /search, or the engine's.
 * @param {string} q
 * @param {{signal?: AbortSignal, limit?: number}} options
 * @returns {Promise<SearchResults>}
 */
export const search = (q, { signal, limit = SEARCH_LIMIT } = {}) =>
	orEngine(() => api.search(q, { limit, signal }), 'search', { q, limit });

/**
 * GET /habits/{id}/notes, or the engine's.
 * @param {string} habitId
 * @param {{q?: string, mood?: string | null, signal?: AbortSignal}} options
 * @returns {Promise<HabitNotes>}
 */
export const habitNotes = (habitId, { q, mood, signal } = {}) =>
	orEngine(() => api.habitNotes(habitId, { q, mood, signal }), 'habitNotes', {
		habitId,
		...(q ? { q } : {}),
		...(mood ? { mood } : {}),
	});

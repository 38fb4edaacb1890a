// Search with the server out of reach: the engine's answers to GET /search and GET
// /habits/{id}/notes, worked out from the local replica, in the same JSON, so the search sheet and
// the notes list draw them with the same code. No matching lives here. Loaded on demand, only
// when a search found no server.
import { loadEngine, momentNow } from './engine.js';
import { readReplica } from './replica.js';
import { currentUserId } from '../core/store.js';
import { ApiError } from '../api/request.js';

/** The HTTP status the API answers each of the engine's error codes with. */
const STATUS = { bad_request: 400, invalid: 422, not_found: 404 };

/**
 * The engine's answer to `operation` from the replica; null without replica or engine (or an
 * engine built before it could search). An error answer is thrown as the API's would be.
 * @param {'search' | 'habitNotes'} operation
 * @param {Record<string, unknown>} parameters
 * @returns {Promise<any>} the API's answer to that read; any, as the read's own JSDoc names it
 */
export async function engineAnswer(operation, parameters) {
	let answer;
	try {
		const engine = await loadEngine();
		const replica = await readReplica(currentUserId());
		if (!replica) return null;
		engine.hold(replica);
		// any: the two operations take different inputs; `parameters` holds the one `operation` reads.
		// The replica's categories go along: search finds them by name.
		const categories = operation === 'search' ? { categories: replica.categories ?? [] } : {};
		answer = engine[operation](
			/** @type {any} */ ({ moment: momentNow(replica.settings), ...categories, ...parameters }),
		);
	} catch {
		return null;
	}
	if (answer.error) {
		const { code, message, field } = answer.error;
		throw new ApiError(STATUS[/** @type {keyof typeof STATUS} */ (code)] ?? 400, code, message, field);
	}
	return answer;
}

// Statistics with the server out of reach: the engine's answers to the Statistics
// screen's and a habit detail's reads (statistics, insights, histories), worked out from the local replica. The same JSON as the
// server's (Tests/Web/test_engine_conformance.py), so the screens draw it with the same code; no
// rule lives here. Loaded on demand, only when a statistics read found no server.
import { loadEngine, momentNow } from './engine.js';
import { readReplica } from './replica.js';
import { currentUserId } from '../core/store.js';
import { ApiError } from '../api/request.js';

/** The HTTP status the API answers each of the engine's error codes with. */
const STATUS = { bad_request: 400, invalid: 422, needs_premium: 403, not_found: 404 };

/**
 * The engine's answer to a statistics read, from the replica; null when there is no replica or
 * no engine. An error answer (a locked range, an unknown habit) is thrown as the API's would be.
 * @param {'statistics' | 'habitStatistics' | 'insights' | 'streakHistory' | 'habitHistory' | 'historyMatrix' | 'streaks'} operation
 * @param {Record<string, string | undefined>} parameters the read's query (and `habitId`)
 * @returns {Promise<any>} the API's answer to that read; any, since the read's own JSDoc names it
 */
export async function engineAnswer(operation, parameters) {
	let engine;
	let replica;
	try {
		engine = await loadEngine();
		replica = await readReplica(currentUserId());
	} catch {
		return null;
	}
	if (!replica) return null;
	engine.hold(replica); // kept inside the module: only the request crosses
	// any: the operations take different inputs, and `parameters` holds the one `operation` reads.
	const answer = engine[operation](/** @type {any} */ ({ moment: momentNow(replica.settings), ...parameters }));
	if (answer.error) {
		const { code, message, field } = answer.error;
		throw new ApiError(STATUS[/** @type {keyof typeof STATUS} */ (code)] ?? 400, code, message, field);
	}
	return answer;
}

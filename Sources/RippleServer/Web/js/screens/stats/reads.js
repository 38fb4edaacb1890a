// The Statistics screen's and a habit detail's reads (issue 19): the server's answer, or, when the
// server is out of reach, the engine's from the local replica (js/engine/stats.js, loaded then).
// Both are the same JSON, drawn by the same code; without a replica the offline error stands.
import * as api from '../../api/stats.js';

/**
 * @param {() => Promise<any>} read the API read
 * @param {'statistics' | 'habitStatistics' | 'insights' | 'streakHistory'} operation the engine's
 * @param {Record<string, string | undefined>} parameters
 */
async function orEngine(read, operation, parameters) {
  try {
    return await read();
  } catch (e) {
    if (!(/** @type {any} */ (e)).offline) throw e;
    const answer = await import('../../engine/stats.js').then((m) => m.engineAnswer(operation, parameters), () => null);
    if (!answer) throw e;
    return answer;
  }
}

/** GET /stats, or the engine's. @param {string} range */
export const statistics = (range) => orEngine(() => api.statistics(range), 'statistics', { range });

/** GET /habits/{id}/stats, or the engine's. @param {string} id @param {string} range */
export const habitStatistics = (id, range) => orEngine(() => api.habitStatistics(id, range), 'habitStatistics', { habitId: id, range });

/** GET /insights, or the engine's. @param {string} range */
export const insights = (range) => orEngine(() => api.insights(range), 'insights', { range });

/** GET /streaks/history for `start`…`end`, or the engine's. @param {string} start @param {string} end */
export const streakHistory = (start, end) => orEngine(() => api.streakHistory(start, end), 'streakHistory', { start, end });

// The API client (js/api/): a draft schedule worked out by the engine. One function per OpenAPI
// operation, named after its operationId (Tests/Server/test_web_client.py checks method and path
// against Sources/RippleServer/OpenAPI/openapi.yaml); all go through request(), which keeps no app
// state.
import { request } from './request.js';

/** @typedef {import('./types.js').SchedulePreview} SchedulePreview */

/**
 * POST /api/v1/schedules/preview: a draft schedule (the form's, not saved) in the engine's words
 * and the days over the next 14 from the user's today it would be due. Nothing is stored.
 * @param {Record<string, unknown>} schedule the schedule as a habit carries it
 * @returns {Promise<SchedulePreview>}
 */
export function previewSchedule(schedule) {
	return request('POST', '/schedules/preview', { body: { schedule } });
}

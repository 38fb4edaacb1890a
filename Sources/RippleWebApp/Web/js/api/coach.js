// The API client (js/api/): the coach (docs/API.md "Coach"). One function per OpenAPI
// operation, named after its operationId; all go through request(). Every rule (stages, criteria,
// verdicts, messages) is the engine's: the screens show these answers as sent.
import { request, seg } from './request.js';

const OFFLINE = "You're offline. Your coach needs a connection.";

/** @typedef {import('./coach-types.js').Day} Day */
/** @typedef {import('./coach-types.js').Goal} Goal */
/** @typedef {import('./coach-types.js').GoalDraft} GoalDraft */
/** @typedef {import('./coach-types.js').GoalCheck} GoalCheck */
/** @typedef {import('./coach-types.js').GoalList} GoalList */
/** @typedef {import('./coach-types.js').GoalMove} GoalMove */
/** @typedef {import('./coach-types.js').GoalMoveResult} GoalMoveResult */
/** @typedef {import('./coach-types.js').CoachWeek} CoachWeek */
/** @typedef {import('./coach-types.js').PreviewEdit} PreviewEdit */
/** @typedef {import('./coach-types.js').PreviewEditsResult} PreviewEditsResult */
/** @typedef {import('./coach-types.js').PreviewOrderResult} PreviewOrderResult */
/** @typedef {import('./coach-types.js').Recalibration} Recalibration */
/** @typedef {import('./coach-types.js').Reflection} Reflection */
/** @typedef {import('./coach-types.js').ReflectionInput} ReflectionInput */
/** @typedef {import('./coach-types.js').Roadmap} Roadmap */
/** @typedef {import('./coach-types.js').RoadmapPreview} RoadmapPreview */
/** @typedef {import('./coach-types.js').StageEdit} StageEdit */

/**
 * GET /api/v1/goals
 * @returns {Promise<GoalList>}
 */
export function listGoals() {
	return request('GET', '/goals', { offlineText: OFFLINE });
}

/**
 * POST /api/v1/goals: accept a goal and its (maybe edited) roadmap.
 * @param {GoalDraft} draft
 * @returns {Promise<Goal>}
 */
export function createGoal(draft) {
	return request('POST', '/goals', { body: draft, offlineText: OFFLINE });
}

/**
 * POST /api/v1/goals/check: is the goal specific enough? Clarifying questions when not.
 * @param {GoalDraft} draft
 * @returns {Promise<GoalCheck>}
 */
export function checkGoal(draft) {
	return request('POST', '/goals/check', { body: draft, offlineText: OFFLINE });
}

/**
 * POST /api/v1/goals/preview: a roadmap for a draft (nothing stored; call again to regenerate).
 * @param {GoalDraft} draft
 * @returns {Promise<RoadmapPreview>}
 */
export function previewRoadmap(draft) {
	return request('POST', '/goals/preview', { body: draft, offlineText: OFFLINE });
}

/**
 * GET /api/v1/goals/{id}
 * @param {string} id
 * @returns {Promise<Goal>}
 */
export function getGoal(id) {
	return request('GET', `/goals/${seg(id)}`, { offlineText: OFFLINE });
}

/**
 * POST /api/v1/goals/preview/edits: the person's stage edits laid onto a previewed roadmap by
 * the engine's rule (title and rationale follow a new action; days kept where they fit the dose).
 * @param {Roadmap} roadmap the roadmap as the preview sent it
 * @param {PreviewEdit[]} edits
 * @returns {Promise<PreviewEditsResult>}
 */
export function previewEdits(roadmap, edits) {
	return request('POST', '/goals/preview/edits', { body: { roadmap, edits }, offlineText: OFFLINE });
}

/**
 * POST /api/v1/goals/preview/order: the previewed roadmap with the stage of `week` moved to week
 * `to` within its phase, where the planner allows it (a 422 on `to` says why when not).
 * @param {Roadmap} roadmap
 * @param {number} week
 * @param {number} to
 * @returns {Promise<PreviewOrderResult>}
 */
export function previewOrder(roadmap, week, to) {
	return request('POST', '/goals/preview/order', { body: { roadmap, week, to }, offlineText: OFFLINE });
}

/**
 * GET /api/v1/goals/{id}/week: the weekly progress view (a past week's review once it is over).
 * @param {string} id
 * @param {Day} [weekOf]
 * @returns {Promise<CoachWeek>}
 */
export function goalWeek(id, weekOf) {
	return request('GET', `/goals/${seg(id)}/week`, { query: { weekOf }, offlineText: OFFLINE });
}

/**
 * POST /api/v1/goals/{id}/moves: the end-of-week decision and every other move.
 * @param {string} id
 * @param {GoalMove} move
 * @returns {Promise<GoalMoveResult>}
 */
export function moveGoal(id, move) {
	return request('POST', `/goals/${seg(id)}/moves`, { body: move, offlineText: OFFLINE });
}

/**
 * GET /api/v1/goals/{id}/moves/preview: the roadmap simplify, extend or recalibrate would make.
 * @param {string} id
 * @param {string} move
 * @param {string} [simplification]
 * @returns {Promise<Recalibration>}
 */
export function previewGoalMove(id, move, simplification) {
	return request('GET', `/goals/${seg(id)}/moves/preview`, { query: { move, simplification }, offlineText: OFFLINE });
}

/**
 * GET /api/v1/goals/{id}/recalibration
 * @param {string} id
 * @returns {Promise<Recalibration>}
 */
export function previewRecalibration(id) {
	return request('GET', `/goals/${seg(id)}/recalibration`, { offlineText: OFFLINE });
}

/**
 * POST /api/v1/goals/{id}/recalibration
 * @param {string} id
 * @param {number} basedOnVersion
 * @returns {Promise<GoalMoveResult>}
 */
export function acceptRecalibration(id, basedOnVersion) {
	return request('POST', `/goals/${seg(id)}/recalibration`, { body: { basedOnVersion }, offlineText: OFFLINE });
}

/**
 * PATCH /api/v1/goals/{id}/stages/{week}: edit an upcoming stage.
 * @param {string} id
 * @param {number} week
 * @param {StageEdit} fields
 * @returns {Promise<Goal>}
 */
export function editStage(id, week, fields) {
	return request('PATCH', `/goals/${seg(id)}/stages/${seg(week)}`, { body: fields, offlineText: OFFLINE });
}

/**
 * POST /api/v1/goals/{id}/regenerate
 * @param {string} id
 * @returns {Promise<Goal>}
 */
export function regenerateRoadmap(id) {
	return request('POST', `/goals/${seg(id)}/regenerate`, { offlineText: OFFLINE });
}

/**
 * POST /api/v1/goals/{id}/reflections
 * @param {string} id
 * @param {ReflectionInput} reflection
 * @returns {Promise<Reflection>}
 */
export function addReflection(id, reflection) {
	return request('POST', `/goals/${seg(id)}/reflections`, { body: reflection, offlineText: OFFLINE });
}

// The coach's intents: a goal started, a move made, a stage edited, a roadmap drawn again, a
// recalibration accepted. Each asks the server and reads Today again, since a goal's habit and its
// card follow the plan; what the screens then show is theirs. The coach's reads (goals, weeks,
// previews) change nothing here: the screens ask js/api/coach.js for them.
import * as api from '../api/coach.js';
import { loadToday } from './data.js';

/** @typedef {import('../api/coach-types.js').Goal} Goal */
/** @typedef {import('../api/coach-types.js').GoalDraft} GoalDraft */
/** @typedef {import('../api/coach-types.js').GoalMove} GoalMove */
/** @typedef {import('../api/coach-types.js').GoalMoveResult} GoalMoveResult */
/** @typedef {import('../api/coach-types.js').StageEdit} StageEdit */

/**
 * Reads Today again once `write` has succeeded, and gives back its answer.
 * @template T
 * @param {Promise<T>} write
 * @returns {Promise<T>}
 */
async function thenToday(write) {
	const answer = await write;
	loadToday().catch(() => {});
	return answer;
}

/**
 * Starts a goal from an accepted preview: its draft with the roadmap shown.
 * @param {GoalDraft} draft
 * @returns {Promise<Goal>}
 */
export const accept = (draft) => thenToday(api.createGoal(draft));

/**
 * A move on a goal (the end-of-week decision, a pause, a resume, back to the original plan).
 * @param {string} id
 * @param {GoalMove} move
 * @returns {Promise<GoalMoveResult>}
 */
export const move = (id, move) => thenToday(api.moveGoal(id, move));

/**
 * Takes the recalibration the coach offered (based on the roadmap version it was worked out on).
 * @param {string} id
 * @param {number} basedOnVersion
 * @returns {Promise<GoalMoveResult>}
 */
export const acceptRecalibration = (id, basedOnVersion) => thenToday(api.acceptRecalibration(id, basedOnVersion));

/**
 * Edits a stage of the roadmap (its action or criterion).
 * @param {string} id
 * @param {number} week
 * @param {StageEdit} fields
 * @returns {Promise<Goal>}
 */
export const editStage = (id, week, fields) => thenToday(api.editStage(id, week, fields));

/**
 * Draws the goal's roadmap again from its first stage.
 * @param {string} id
 * @returns {Promise<Goal>}
 */
export const regenerate = (id) => thenToday(api.regenerateRoadmap(id));

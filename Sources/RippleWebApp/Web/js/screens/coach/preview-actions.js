// What the roadmap preview's buttons do: another variant of the plan, a longer timeline, and
// accepting the roadmap (POST /goals), which shows the welcome.
import * as api from '../../api/coach.js';
import * as coach from '../../core/coach.js';
import { clearDraft } from './draft.js';
import { showWelcome } from './preview-welcome.js';

/** @typedef {import('./preview-state.js').Preview} Preview */

/**
 * "Try a different roadmap": the planner's next variant, with the person's edits when they keep them.
 * @param {Preview} p
 */
export async function regenerate(p) {
	p.regen.disabled = true;
	try {
		const next = await api.previewRoadmap({ ...p.draft, variant: p.answer.nextVariant ?? 'standard' });
		p.again(p.draft, next, p.keepBox.checked ? p.edits : new Map(), { ...p.answer, roadmap: p.roadmap });
	} catch (e) {
		p.help.textContent = e.message;
		p.regen.disabled = false;
	}
}

/**
 * The same answers over a longer timeline (the planner decides what that reaches).
 * @param {Preview} p
 * @param {number} weeks
 */
export async function longer(p, weeks) {
	try {
		/** @type {import('../../api/types.js').GoalDraft} */
		const longerDraft = { ...p.draft, timelineWeeks: weeks };
		delete longerDraft.targetDay;
		const next = await api.previewRoadmap(longerDraft);
		p.again(longerDraft, next, new Map(), { ...p.answer, roadmap: p.roadmap });
	} catch (e) {
		p.help.textContent = e.message;
	}
}

/**
 * "Start my journey": the goal created with the roadmap as shown, then the welcome.
 * @param {Preview} p
 */
export async function doAccept(p) {
	p.accept.disabled = true;
	p.help.textContent = '';
	try {
		const goal = await coach.accept({ ...p.draft, roadmap: p.roadmap });
		clearDraft();
		showWelcome(p.root, goal, p.secondGoal);
	} catch (e) {
		p.help.textContent = e.message;
		p.accept.disabled = false;
	}
}

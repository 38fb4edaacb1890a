// The roadmap preview's state: the draft and the preview's answer, the planner's roadmap in the
// person's order (`base`) with their edits laid onto it (`roadmap`), the page's parts the handlers
// write to, and how the preview draws itself again for another answer.

/** @typedef {import('../../api/coach-types.js').GoalDraft} GoalDraft */
/** @typedef {import('../../api/coach-types.js').Roadmap} Roadmap */
/** @typedef {import('../../api/coach-types.js').RoadmapPreview} RoadmapPreview */

/**
 * The person's edit of one stage.
 * @typedef {{action: string, criterion: number}} StageChoice
 */

/**
 * @typedef {{
 *   root: HTMLElement,
 *   draft: GoalDraft,
 *   answer: RoadmapPreview,
 *   onBack: () => void,
 *   edits: Map<number, StageChoice>,
 *   base: Roadmap,
 *   roadmap: Roadmap,
 *   secondGoal: boolean,
 *   help: HTMLElement,
 *   keepBox: HTMLInputElement,
 *   keep: HTMLElement,
 *   keptNote: HTMLElement,
 *   timeline: HTMLElement,
 *   accept: HTMLButtonElement,
 *   regen: HTMLButtonElement,
 *   again: (draft: GoalDraft, answer: RoadmapPreview, edits: Map<number, StageChoice>, before: RoadmapPreview) => void,
 * }} Preview
 */

/**
 * Which weeks kept the person's chosen days on this plan, and which did not, in words.
 * @param {number[]} kept
 * @param {number[]} dropped
 * @returns {string}
 */
export function keptText(kept, dropped) {
	const weeks = (/** @type {number[]} */ list) => list.map((w) => `week ${w}`).join(', ');
	const parts = [];
	if (kept.length) parts.push(`Your changes to ${weeks(kept)} are kept on this roadmap.`);
	if (dropped.length)
		parts.push(`The days you chose for ${weeks(dropped)} do not fit this plan's dose, so it keeps its own.`);
	return parts.join(' ');
}

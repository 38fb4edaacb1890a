// The goal wizard's state: the draft the person is writing (kept on this device between visits),
// the wizard's parts the steps draw into, and the draft as the API's GoalDraft.

/** @typedef {import('../../api/coach-types.js').GoalDraft} GoalDraft */
/** @typedef {import('../../api/coach-types.js').GoalCheck} GoalCheck */

/** When "I kept forgetting" and the person has not picked a time. */
export const DEFAULT_REMINDER = '19:00';

/** What got in the way last time: the value sent, and the words shown. */
export const OBSTACLES = [
	['time', 'Finding the time'],
	['motivation', 'Staying motivated'],
	['too_hard', 'It got too hard'],
	['forgot', 'I kept forgetting'],
	['health', 'Health or injury'],
	['other', 'Something else'],
];

/**
 * The draft as the wizard keeps it: the step shown and every answer so far.
 * @typedef {{
 *   step: number,
 *   what: string,
 *   why: string,
 *   weeks: number | null,
 *   targetDay: string | null,
 *   tried: boolean | null,
 *   obstacles: string[],
 *   otherText: string,
 *   baseline: number | null,
 *   reminderTime: string | null,
 * }} WizardDraft
 */

/**
 * The wizard as its steps see it: the draft, the last answer of /goals/check for the current
 * text, the page's parts and the step shown.
 * @typedef {{
 *   d: WizardDraft,
 *   check: GoalCheck | null,
 *   root: HTMLElement,
 *   top: HTMLElement,
 *   stage: HTMLElement,
 *   show: (i: number) => void,
 * }} Wizard
 */

/** @returns {WizardDraft} a draft with nothing answered yet */
export function freshDraft() {
	return {
		step: 0,
		what: '',
		why: '',
		weeks: 8,
		targetDay: null,
		tried: null,
		obstacles: [],
		otherText: '',
		baseline: null,
		reminderTime: null,
	};
}

/**
 * The draft as the API's GoalDraft.
 * @param {WizardDraft} d
 * @returns {GoalDraft}
 */
export function goalDraft(d) {
	/** @type {GoalDraft} */
	const out = { what: d.what.trim() };
	if (d.why?.trim()) out.why = d.why.trim();
	if (d.targetDay) out.targetDay = d.targetDay;
	else if (d.weeks) out.timelineWeeks = d.weeks;
	if (d.baseline != null) out.baseline = d.baseline;
	if (d.tried != null)
		out.pastAttempts = {
			triedBefore: d.tried,
			obstacles: d.tried ? d.obstacles : [],
			otherText: d.tried && d.obstacles.includes('other') ? (d.otherText ?? '') : '',
		};
	if (d.tried && d.obstacles?.includes('forgot')) out.reminderTime = d.reminderTime || DEFAULT_REMINDER;
	return out;
}

// Pieces of the week screens (the Weekly Progress View and the end of a week): the seven days as
// shapes and colours (never colour alone), what a tapped day holds, the verdict of a past week in
// kind words, the criterion in plain words and the next stage with what changes. They show what
// the API sends (GET /goals/{id}/week); no rule is decided here.
import { h } from '../../core/dom.js';
import { shortDate, weekdayName, num } from '../../core/format.js';
import { DAY_STATE } from '../../components/coach.js';

/**
 * A day state in words.
 * @type {Record<string, string>}
 */
const STATE_WORDS = DAY_STATE;

/** @typedef {import('../../api/coach-types.js').CoachWeek} CoachWeek */

/**
 * One shape per day state, so the week reads without colour.
 * @type {Record<string, string>}
 */
const SHAPE = {
	done: '<svg viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="14" class="fill"/><path d="M9.5 16.5l4.5 4.5 8.5-9" class="mark"/></svg>',
	missed:
		'<svg viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="13" class="ring"/><path d="M10 16h12" class="bar"/></svg>',
	skipped:
		'<svg viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="13" class="ring dashed"/><path d="M11 20l10-8" class="bar"/></svg>',
	not_logged: '<svg viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="13" class="ring"/></svg>',
	to_come: '<svg viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="13" class="ring dotted"/></svg>',
	outside:
		'<svg viewBox="0 0 32 32" aria-hidden="true"><rect x="7" y="14" width="18" height="4" rx="2" class="fill"/></svg>',
	paused: '<svg viewBox="0 0 32 32" aria-hidden="true"><path d="M12 9v14M20 9v14" class="bar"/></svg>',
};

/**
 * A finished week's verdict in kind words (no failure language).
 * @type {Record<string, string>}
 */
export const VERDICT = {
	met: 'Criterion met: this week moved you forward',
	borderline: 'Nearly there: a week to be proud of',
	not_met: 'A week to build on',
	rested: 'A rest week',
	not_judged: 'Not judged: nothing was expected',
};

/**
 * "3 of 7 days to advance" (the number is the engine's).
 * @param {number} n
 * @returns {string}
 */
const criterionWords = (n) => `${n} of 7 days to advance`;

/**
 * The shape of a day state, as markup.
 * @param {string} state
 * @returns {HTMLElement}
 */
const dayShape = (state) => h('span', { class: `cw-shape st-${state}`, html: SHAPE[state] ?? SHAPE.not_logged });

/**
 * The week's seven days as tappable tiles (weekday, date, shape); `onDay(day)` shows its detail.
 * @param {import('../../api/types.js').CoachWeek['days']} days
 * @param {(d: import('../../api/types.js').CoachWeek['days'][number]) => void} [onDay]
 */
export function weekDays(days, onDay) {
	return h(
		'ol',
		{ class: 'cw-days' },
		days.map((d, i) => {
			const label = `${weekdayName(d.day)} ${shortDate(d.day)}: ${STATE_WORDS[d.state] ?? d.state}${d.isToday ? ' (today)' : ''}`;
			const inner = [
				h('span', { class: 'cw-days-name', 'aria-hidden': 'true' }, weekdayName(d.day).slice(0, 3)),
				dayShape(d.state),
				h('span', { class: 'cw-days-date', 'aria-hidden': 'true' }, d.day.slice(8).replace(/^0/, '')),
			];
			return h(
				'li',
				{
					class: `cw-days-item${d.isToday ? ' is-today' : ''}`,
					dataset: { day: d.day, state: d.state },
					style: { '--i': String(i) },
				},
				onDay
					? h('button', { type: 'button', class: 'cw-days-btn', 'aria-label': label, onclick: () => onDay(d) }, inner)
					: [h('span', { class: 'sr-only' }, label), h('span', { class: 'cw-days-btn' }, inner)],
			);
		}),
	);
}

/**
 * What a day holds: its state in words, the amount logged and the note, when any.
 * @param {CoachWeek['days'][number]} d
 * @param {CoachWeek} week
 * @returns {HTMLElement[]}
 */
export function dayDetail(d, week) {
	const bits = [
		h(
			'p',
			{ class: 'cw-daydetail-head' },
			dayShape(d.state),
			h('strong', {}, `${weekdayName(d.day)}, ${shortDate(d.day)}`),
			` · ${STATE_WORDS[d.state] ?? d.state}`,
		),
	];
	if (d.value != null)
		bits.push(h('p', {}, `Logged: ${num(d.value)}${week.stage?.dose ? ` (this stage asks ${week.stage.dose})` : ''}`));
	if (d.note) bits.push(h('blockquote', { class: 'cw-daynote' }, d.note));
	else if (['done', 'missed', 'skipped'].includes(d.state))
		bits.push(h('p', { class: 'cw-note' }, 'No note that day.'));
	return bits;
}

/**
 * The key to the shapes the week shows.
 * @param {{state: string}[]} days
 */
export function shapeLegend(days) {
	const states = Object.keys(SHAPE).filter((s) => days.some((d) => d.state === s));
	return h(
		'ul',
		{ class: 'cw-legend', 'aria-hidden': 'true' },
		states.map((s) => h('li', {}, dayShape(s), STATE_WORDS[s])),
	);
}

/**
 * The next stage and what changes: its dose before → after (or its days), its action and why.
 * @param {import('../../api/types.js').CoachWeekStage | undefined} stage this week's stage
 * @param {import('../../api/types.js').CoachWeekStage} next the stage after it
 * @param {{heading?: string, why?: boolean}} [opts]
 */
export function nextStagePreview(stage, next, opts = {}) {
	const change =
		stage?.dose && next.dose && stage.dose !== next.dose
			? [stage.dose, next.dose]
			: stage && stage.criterion !== next.criterion
				? [criterionWords(stage.criterion), criterionWords(next.criterion)]
				: null;
	return h(
		'section',
		{ class: 'cw-next', 'aria-labelledby': 'next-title' },
		h('p', { class: 'cw-eyebrow' }, opts.heading ?? 'Coming next'),
		h('h3', { id: 'next-title', class: 'cw-next-title' }, `${next.label} · ${next.title}`),
		change
			? h(
					'p',
					{ class: 'cw-dose' },
					h('span', { class: 'sr-only' }, 'What changes: '),
					h('span', { class: 'cw-dose-from' }, change[0]),
					h('span', { class: 'cw-dose-arrow', 'aria-hidden': 'true' }, ' → '),
					h('span', { class: 'sr-only' }, ' becomes '),
					h('span', { class: 'cw-dose-to' }, change[1]),
				)
			: null,
		h('p', { class: 'cw-next-action' }, next.action),
		opts.why ? h('p', { class: 'cw-next-why' }, next.rationale) : null,
	);
}

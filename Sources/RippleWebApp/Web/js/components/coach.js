// Coach building blocks: the week's dots, the Yes / No / Skip logging
// buttons, stage cards for the Stage Timeline, the coaching message and a chat bubble. They draw
// what the coach API sends; no rule of the engine is decided here.
import { h } from '../core/dom.js';
import { shortDate, weekdayName } from '../core/format.js';

/**
 * Which weeks of the plan a stage covers, as the API sends them: "Week 3", or "Weeks 3–5" for a
 * stage lasting several weeks.
 * @param {{week: number, weeks?: number, firstWeek?: number}} stage
 * @returns {string}
 */
export function weeksLabel(stage) {
	const first = stage.firstWeek ?? stage.week;
	const weeks = stage.weeks ?? 1;
	return weeks > 1 ? `Weeks ${first}–${first + weeks - 1}` : `Week ${first}`;
}

/** Phase names as the roadmap shows them (foundation, building, mastery). */
export const PHASES = { foundation: 'Foundation', building: 'Building', mastery: 'Mastery' };

/** A day's state in words (never shaming: a missed day is "Not this time"). */
/** @type {Record<string, string>} */
export const DAY_STATE = {
	done: 'Done',
	missed: 'Not this time',
	skipped: 'Skipped',
	not_logged: 'Not logged',
	to_come: 'Still to come',
	outside: 'Outside this stage',
	paused: 'Paused',
};

/** The stage states of the Stage Timeline. */
const STAGE_STATE = {
	completed: 'Completed',
	current: 'Current',
	upcoming: 'Upcoming',
	repeated: 'Repeated',
	recalibrated: 'Recalibrated',
};

/**
 * The week's seven days as dots with a shape per state (not colour alone).
 * @param {import('../api/types.js').CoachWeek['days']} days
 * @param {{large?: boolean, onDay?: (d: import('../api/types.js').CoachWeek['days'][number]) => void}} [opts]
 */
export function weekDots(days, opts = {}) {
	return h(
		'ol',
		{ class: `cw-dots${opts.large ? ' is-large' : ''}`, 'aria-label': 'This week' },
		days.map((d) => {
			const label = `${weekdayName(d.day)} ${shortDate(d.day)}: ${DAY_STATE[d.state] ?? d.state}${d.isToday ? ' (today)' : ''}`;
			const dot = h('span', { class: `cw-dot st-${d.state}`, 'aria-hidden': 'true' });
			const letter = h(
				'span',
				{ class: 'cw-day', 'aria-hidden': 'true' },
				weekdayName(d.day).slice(0, opts.large ? 3 : 1),
			);
			return h(
				'li',
				{ class: `cw-dayitem${d.isToday ? ' is-today' : ''}`, dataset: { day: d.day, state: d.state } },
				opts.onDay
					? h(
							'button',
							{ type: 'button', class: 'cw-daybtn', 'aria-label': label, onclick: () => opts.onDay?.(d) },
							letter,
							dot,
						)
					: h('span', { class: 'sr-only' }, label),
				opts.onDay ? null : letter,
				opts.onDay ? null : dot,
			);
		}),
	);
}

const LOG = [
	{ state: 'done', label: 'Yes', hint: 'I did it' },
	{ state: 'missed', label: 'No', hint: 'Not today' },
	{ state: 'skipped', label: 'Skip', hint: 'Rest day' },
];

/**
 * Yes / No / Skip with equal weight and 64 px targets.
 * With `optimistic` (today's answer only) the pressed button flips at once; the server's answer
 * redraws it.
 * @param {{state: string | null, what: string, onLog: (state: string | null) => void, compact?: boolean, optimistic?: boolean}} opts
 */
export function logButtons(opts) {
	let current = opts.state;
	const buttons = LOG.map((b) =>
		h(
			'button',
			{
				type: 'button',
				class: `cw-logbtn log-${b.state}`,
				dataset: { state: b.state },
				onclick: () => {
					const next = current === b.state ? null : b.state;
					if (opts.optimistic) {
						current = next;
						paint();
					}
					opts.onLog(next);
				},
			},
			h('span', { class: 'cw-logbtn-label' }, b.label),
			opts.compact ? null : h('span', { class: 'cw-logbtn-hint' }, b.hint),
		),
	);
	const paint = () =>
		buttons.forEach((btn) => {
			const on = btn.dataset.state === current;
			btn.classList.toggle('is-on', on);
			btn.setAttribute('aria-pressed', String(on));
		});
	paint();
	return h(
		'div',
		{ class: `cw-log${opts.compact ? ' is-compact' : ''}`, role: 'group', 'aria-label': `Log ${opts.what}` },
		buttons,
	);
}

/**
 * A coaching message.
 * @param {string} text
 */
export function coachMessage(text, kind = 'daily') {
	return h('p', { class: `cw-message kind-${kind}` }, text);
}

/**
 * A chat bubble from the coach (the wizard's conversational styling).
 * @param {...any} children any: as h() takes them
 */
export function bubble(...children) {
	return h('div', { class: 'cw-bubble' }, ...children);
}

/**
 * A stage of the timeline, expandable (habit, criterion, rationale, tips).
 * @param {import('../api/types.js').Stage} stage
 * @param {{open?: boolean, extra?: Node | null, headingLevel?: string}} [opts]
 */
export function stageCard(stage, opts = {}) {
	const status = stage.status ?? 'upcoming';
	const details = h(
		'details',
		{ class: `cw-stage phase-${stage.phase} st-${status}`, open: !!opts.open, dataset: { week: String(stage.week) } },
		h(
			'summary',
			{ class: 'cw-stage-head' },
			h('span', { class: 'cw-stage-mark', 'aria-hidden': 'true' }, String(stage.week)),
			h(
				'span',
				{ class: 'cw-stage-titles' },
				h('span', { class: 'cw-stage-week' }, `${weeksLabel(stage)} · ${PHASES[stage.phase] ?? stage.phase}`),
				h('span', { class: 'cw-stage-title' }, stage.title),
			),
			stage.status && stage.status !== 'upcoming'
				? h('span', { class: `cw-chip st-${status}` }, STAGE_STATE[status] ?? status)
				: null,
		),
		h(
			'div',
			{ class: 'cw-stage-body' },
			h('p', { class: 'cw-stage-action' }, stage.habit.action),
			h('p', { class: 'cw-stage-criterion' }, criterionText(stage.criterion)),
			h('p', { class: 'cw-stage-why' }, stage.rationale),
			stage.tips?.length
				? h(
						'div',
						{ class: 'cw-tips' },
						h('p', { class: 'cw-tips-title' }, 'Tips'),
						h(
							'ul',
							{},
							stage.tips.map((t) => h('li', {}, t)),
						),
					)
				: null,
			opts.extra ?? null,
		),
	);
	return details;
}

/**
 * The week's criterion in words (the number is the engine's).
 * @param {number} n
 */
export const criterionText = (n) => `Complete ${n} of 7 days to advance`;

// The Recalibration Flow ("Recalibration Transition" 600 ms): a warm opening, what the
// weeks show, the options as choices (repeat, simplify, extend, or a gentler plan), a preview of
// the adjusted roadmap before confirming, for every option (GET /goals/{id}/recalibration, or
// /moves/preview for repeat, simplify and extend), and a way back to the original plan (the
// return_to_original move). Never "failure" language.
import { h } from '../../core/dom.js';
import * as api from '../../api/coach.js';
import * as coach from '../../core/coach.js';
import { stageCard, bubble } from '../../components/coach.js';
import { announce } from '../../components/ui.js';
import { longDate, shortDate } from '../../core/format.js';
import { pendingReview } from './model.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { journeyPath } from '../../components/journey-path.js';
import { markModified } from './preview-parts.js';

/**
 * The moves offered when no review waits.
 * @type {ReviewOption[]}
 */
const FALLBACK = [
	{
		move: 'repeat_stage',
		label: 'Take one more week here',
		detail: 'Another week at this stage, so it feels natural.',
	},
	{
		move: 'simplify',
		label: 'Make this stage lighter',
		detail: 'A lighter version for now, a smaller action or a day fewer, keeps you moving.',
	},
	{ move: 'extend', label: 'Add a bridging week', detail: 'More room before the next step; the goal stays the same.' },
];

/**
 * The review's moves this flow previews.
 * @type {Record<string, string>}
 */
const MOVE = { repeat_stage: 'repeat_stage', simplify: 'simplify', extend: 'extend' };

/** @typedef {import('../../api/coach-types.js').ReviewOption} ReviewOption */
/** @typedef {import('../../api/coach-types.js').Recalibration} Recalibration */
/** @typedef {import('../../api/coach-types.js').GoalMoveResult} GoalMoveResult */

/**
 * The flow's state: the goal, its week and the review waiting (when one is), what the logs show,
 * the options, and the page.
 * @typedef {{
 *   id: string,
 *   goal: import('../../api/coach-types.js').Goal,
 *   week: import('../../api/coach-types.js').CoachWeek,
 *   last: import('./model.js').PendingReview | null,
 *   insights: {kind: string, text: string}[],
 *   opts: ReviewOption[],
 *   ref: string,
 *   el: HTMLElement,
 *   startHelp: HTMLElement,
 * }} Recal
 */

/**
 * @param {string} id
 * @param {string} [move] simplify or extend: open straight on the plan that move makes
 * @returns {Promise<import('./coach.js').CoachView>}
 */
export async function recalibrateView(id, move) {
	loadStylesheet('/css/coach-journey.css').catch(() => {});
	// What the logs show is the engine's (the gentler plan's answer carries it); none when the
	// goal's state allows no gentler plan.
	const [goal, week, gentler] = await Promise.all([
		api.getGoal(id),
		api.goalWeek(id),
		api.previewRecalibration(id).catch(() => null),
	]);
	const last = await pendingReview(goal, week);
	const ref = `#/coach/goal/${encodeURIComponent(id)}`;
	/** @type {Recal} */
	const r = {
		id,
		goal,
		week,
		last,
		insights: gentler?.insights ?? [],
		opts: [
			...(last?.review.options.filter((o) => MOVE[o.move]) ?? FALLBACK),
			{
				move: 'recalibrate',
				label: 'See a gentler plan',
				detail: 'A roadmap shaped around how your weeks really go, to look at before you decide.',
			},
		],
		ref,
		el: h('div', { class: 'cw-recalibrate' }),
		startHelp: h('p', { class: 'wiz-help', role: 'status' }),
	};
	start(r);
	if (move) preview(r, move);
	return { title: 'Adjust my plan', back: { label: 'Back to Journey', hash: ref }, el: r.el };
}

/**
 * The options: a warm opening, what the weeks show and what would help most.
 * @param {Recal} r
 */
function start(r) {
	const weeks = r.goal.state.weeks.slice(-3);
	r.el.replaceChildren(
		h(
			'div',
			{ class: 'cw-recal-hero' },
			h('h2', { class: 'cw-h2', tabindex: '-1' }, 'Let’s shape this around you'),
			bubble(h('p', {}, r.last?.review.message.text ?? r.week.message.text)),
		),
		h(
			'section',
			{ 'aria-labelledby': 'pattern-title' },
			h('h3', { id: 'pattern-title' }, 'What your weeks show'),
			r.insights.length
				? h(
						'ul',
						{ class: 'cw-pattern-list cw-insights' },
						r.insights.map((i) => h('li', { dataset: { kind: i.kind } }, i.text)),
					)
				: null,
			h(
				'ul',
				{ class: 'cw-pattern' },
				weeks.map((w) =>
					h(
						'li',
						{},
						`Week of ${shortDate(w.weekStart)}: ${w.done} ${w.done === 1 ? 'day' : 'days'} done, ${w.required} needed`,
					),
				),
				r.last ? h('li', {}, `Week of ${shortDate(r.last.weekStart)}: ${r.last.progressText}`) : null,
				h('li', {}, `This week: ${r.week.progressText}`),
			),
		),
		h(
			'p',
			{ class: 'cw-note' },
			'Adjusting is how lasting habits are built: the goal stays the same, the steps fit your life.',
		),
		h(
			'fieldset',
			{ class: 'cw-options' },
			h('legend', { class: 'cw-h3' }, 'What would help most?'),
			r.opts.map((o) =>
				h(
					'button',
					{ type: 'button', class: 'cw-option', dataset: { move: o.move }, onclick: () => preview(r, o.move) },
					h('span', { class: 'cw-option-label' }, o.label),
					h('span', { class: 'cw-option-detail' }, o.detail),
				),
			),
		),
		h(
			'div',
			{ class: 'cw-actions-row' },
			h('a', { class: 'btn btn-secondary', href: r.ref }, 'Keep my current plan'),
			r.goal.state.roadmaps.at(-1)?.change !== 'created'
				? h(
						'button',
						{ type: 'button', class: 'btn btn-plain cw-return', onclick: () => backToOriginal(r) },
						'Return to my original plan',
					)
				: null,
		),
		r.startHelp,
	);
	focusTitle(r);
}
/**
 * Circumstances changed back: the first roadmap again, from the current stage on.
 * @param {Recal} r
 */
async function backToOriginal(r) {
	try {
		done(r, await coach.move(r.id, { move: 'return_to_original', revision: r.goal.revision }));
	} catch (e) {
		r.startHelp.textContent = e.message;
	}
}
/**
 * Every option shows the roadmap it would make before it is made.
 * @param {Recal} r
 * @param {string} move
 */
async function preview(r, move) {
	const help = h('p', { class: 'wiz-help', role: 'status' });
	/** @type {Recalibration} */
	let rec;
	try {
		rec = await (move === 'recalibrate' ? api.previewRecalibration(r.id) : api.previewGoalMove(r.id, move));
	} catch (e) {
		announce(e.message);
		return;
	}
	const accept = () =>
		move === 'recalibrate'
			? coach.acceptRecalibration(r.id, rec.basedOnVersion)
			: coach.move(r.id, { move, revision: rec.revision });
	r.el.replaceChildren(
		h('h2', { class: 'cw-h2', tabindex: '-1' }, move === 'repeat_stage' ? 'One more week here' : 'Your adjusted plan'),
		bubble(h('p', {}, rec.message.text)),
		h(
			'section',
			{ 'aria-labelledby': 'chg-title' },
			h('h3', { id: 'chg-title' }, 'What changes'),
			h(
				'ul',
				{ class: 'cw-changes' },
				rec.changes.map((c) => h('li', {}, c)),
			),
		),
		h('p', { class: 'cw-finish' }, `Finish: ${longDate(rec.oldEndDay)} → ${longDate(rec.newEndDay)}`),
		journeyPath(rec.proposed.stages, null, { title: r.goal.title, currentWeek: r.goal.currentIndex + 1 }),
		h(
			'ol',
			{ class: 'cw-stages cw-morph' },
			rec.proposed.stages.map((s) => h('li', {}, s.edited ? markModified(stageCard(s)) : stageCard(s))),
		),
		help,
		h(
			'div',
			{ class: 'cw-actions-row' },
			h(
				'button',
				{
					type: 'button',
					class: 'btn btn-primary',
					onclick: async () => {
						try {
							done(r, await accept());
						} catch (e) {
							help.textContent = e.message;
						}
					},
				},
				'Use this plan',
			),
			h('button', { type: 'button', class: 'btn btn-plain', onclick: () => start(r) }, 'Back to the options'),
		),
	);
	focusTitle(r);
}
/**
 * The move made: what it did, and the way back to the original plan.
 * @param {Recal} r
 * @param {GoalMoveResult} res
 */
function done(r, res) {
	const help = h('p', { class: 'wiz-help', role: 'status' });
	r.el.replaceChildren(
		h('h2', { class: 'cw-h2', tabindex: '-1' }, res.message.text),
		h('p', {}, `Now: week ${res.goal.currentStage.week} · ${res.goal.currentStage.title}`),
		h('p', { class: 'cw-note' }, 'If things change, you can go back to your original plan at any time.'),
		help,
		h(
			'div',
			{ class: 'cw-actions-row' },
			h('a', { class: 'btn btn-primary', href: '#/today' }, 'Continue'),
			h(
				'button',
				{
					type: 'button',
					class: 'btn btn-plain',
					onclick: async () => {
						try {
							const back = await coach.move(r.id, { move: 'return_to_original', revision: res.goal.revision });
							help.textContent = back.message.text;
							announce(back.message.text);
						} catch (e) {
							help.textContent = e.message;
						}
					},
				},
				'Return to my original plan',
			),
		),
	);
	focusTitle(r);
	announce(res.message.text);
}

/** @param {Recal} r */
function focusTitle(r) {
	/** @type {HTMLElement | null} */ (r.el.querySelector('h2'))?.focus({ preventScroll: true });
}

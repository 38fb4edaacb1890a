// The end of a week (a 1200 ms celebration when it is met): one screen that
// belongs to the journey. A week whose criterion is met grows its segment (a sprout draws itself
// where the journey's path will grow) and its days fill in one by one, then the stage's name and
// what the person did ("3 days of 20 minutes walking"), the next stage with its new dose and why it
// comes now, and one clear button. Borderline and quieter weeks get the same warm screen with the
// API's own words and choices, never failure language. Under reduced motion or calm mode the same
// content stands still. "Review this week" (what worked, what was hard) and "Need a break" follow.
import { h, reducedMotion } from '../../core/dom.js';
import * as api from '../../api/coach.js';
import * as coach from '../../core/coach.js';
import { calm } from '../../core/store.js';
import { bubble, coachMessage } from '../../components/coach.js';
import { announce } from '../../components/ui.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { pendingReview } from './model.js';
import { breakOptions } from './break.js';
import { weekDays, nextStagePreview } from './week-parts.js';

/** A sprout whose stem draws itself: the week's segment growing (the journey's path grows here too). */
const SPROUT =
	'<svg class="cw-sprout" viewBox="0 0 96 96" aria-hidden="true"><path class="ground" d="M18 86h60"/>' +
	'<path class="stem" d="M48 86C48 70 47 58 48 40"/><path class="leaf" d="M48 60c-14 0-22-8-24-18 12 0 22 6 24 18z"/>' +
	'<path class="leaf" d="M48 50c12-1 20-9 21-19-11 1-20 7-21 19z"/><circle class="bud" cx="48" cy="34" r="6"/></svg>';

/** @typedef {import('../../api/coach-types.js').ReviewOption} ReviewOption */
/** @typedef {import('../../api/coach-types.js').GoalMoveResult} GoalMoveResult */

/**
 * The screen's state: the goal, the finished week waiting for its decision and its review, and
 * the page.
 * @typedef {{
 *   id: string,
 *   goal: import('../../api/coach-types.js').Goal,
 *   ref: string,
 *   ended: import('./model.js').PendingReview,
 *   review: import('./model.js').PendingReview['review'],
 *   el: HTMLElement,
 * }} Review
 */

/**
 * @param {string} id
 * @returns {Promise<import('./coach.js').CoachView>}
 */
export async function reviewView(id) {
	const goal = await api.getGoal(id);
	const ref = `#/coach/goal/${encodeURIComponent(id)}`;
	const week = await api.goalWeek(id);
	const last = await pendingReview(goal, week);
	const el = h('div', { class: 'cw-review' });
	const back = { label: 'Back to Today', hash: '#/today' };
	if (!last) {
		el.append(
			h('p', { class: 'cw-note' }, 'No finished week is waiting for you right now.'),
			h('a', { class: 'btn btn-secondary', href: `${ref}/week` }, 'See this week'),
		);
		return { title: 'Your week', back, el };
	}
	/** @type {Review} */
	const rv = { id, goal, ref, ended: last, review: last.review, el };
	const moving = !reducedMotion() && !calm();
	await loadStylesheet('/css/coach-week.css');
	summary(rv, moving);
	announce(rv.review.message.text);
	return { title: 'Your week', back, el, focus: el.querySelector('h2') };
}

/**
 * The week's summary: the hero, the coach's words, the next stage when it is offered, and the
 * review's options.
 * @param {Review} rv
 * @param {boolean} [animate] the celebration plays (not under reduced motion or calm mode)
 */
function summary(rv, animate = false) {
	const met = rv.review.verdict === 'met' || rv.review.celebrateExtra;
	const stage = rv.ended.stage;
	const next = rv.ended.nextStage;
	const help = h('p', { class: 'wiz-help', role: 'status' });
	const primary = rv.review.options.find((o) => o.move === 'advance') ?? rv.review.options[0];
	const option = (/** @type {ReviewOption} */ o) =>
		h(
			'button',
			{
				type: 'button',
				class: `cw-option${o === primary ? ' is-primary' : ''}`,
				dataset: { move: o.move },
				onclick: () => choose(rv, help, o.move),
			},
			h('span', { class: 'cw-option-label' }, o.label),
			h('span', { class: 'cw-option-detail' }, o.detail),
		);
	const hero = weekHero(rv, met, animate);
	rv.el.replaceChildren(
		h(
			'section',
			{
				class: `cw-end cw-summary v-${rv.review.verdict}${animate ? ' is-moving' : ''}`,
				'aria-labelledby': 'sum-title',
			},
			hero,
			met ? coachMessage(rv.review.message.text, 'celebration') : null,
			next && rv.review.options.some((o) => o.move === 'advance')
				? nextStagePreview(stage, next, { heading: 'Your next stage', why: true })
				: null,
			h('h3', { class: 'cw-h3' }, met ? 'Ready for the next step?' : 'What would you like to do?'),
			h('div', { class: 'cw-options' }, rv.review.options.map(option)),
			h(
				'div',
				{ class: 'cw-end-more' },
				h('button', { type: 'button', class: 'btn btn-secondary', onclick: () => reflect(rv) }, 'Review this week'),
				h('button', { type: 'button', class: 'btn btn-secondary', onclick: () => needBreak(rv) }, 'Need a break'),
			),
			help,
		),
	);
	/** @type {HTMLElement} */ (rv.el.querySelector('h2')).focus({ preventScroll: true });
}

/**
 * The chosen move: the recalibration flow for a move it previews, else the move made.
 * @param {Review} rv
 * @param {HTMLElement} help
 * @param {string} move
 */
async function choose(rv, help, move) {
	if (move === 'recalibrate') {
		location.hash = `${rv.ref}/recalibrate`;
		return;
	}
	// A lighter stage or a bridging week is shown as the plan it makes before it is made.
	if (move === 'simplify' || move === 'extend' || move === 'repeat_stage') {
		location.hash = `${rv.ref}/recalibrate/${move}`;
		return;
	}
	try {
		const res = await coach.move(rv.id, { move, revision: rv.goal.revision });
		nextStage(rv, res);
	} catch (e) {
		help.textContent = e.message;
	}
}

/**
 * "Looking back on this week": what worked and what was hard (POST /goals/{id}/reflections).
 * @param {Review} rv
 */
function reflect(rv) {
	const worked = h('textarea', {
		id: 'rf-worked',
		class: 'wiz-input',
		rows: 3,
		maxlength: 500,
		placeholder: 'For example: walking right after breakfast',
	});
	const hard = h('textarea', {
		id: 'rf-hard',
		class: 'wiz-input',
		rows: 3,
		maxlength: 500,
		placeholder: 'For example: rainy evenings',
	});
	const help = h('p', { class: 'wiz-help', role: 'status' });
	const form = h(
		'form',
		{ class: 'cw-reflect' },
		h('h2', { class: 'cw-h2', tabindex: '-1' }, 'Looking back on this week'),
		bubble(h('p', {}, 'A few words are plenty. This is just for you and your coach.')),
		h('label', { for: 'rf-worked' }, 'What worked well?'),
		worked,
		h('label', { for: 'rf-hard' }, 'What was challenging?'),
		hard,
		help,
		h(
			'div',
			{ class: 'cw-actions-row' },
			h('button', { type: 'submit', class: 'btn btn-primary' }, 'Save and continue'),
			h('button', { type: 'button', class: 'btn btn-plain', onclick: () => summary(rv) }, 'Back'),
		),
	);
	form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		try {
			await api.addReflection(rv.id, {
				worked: /** @type {HTMLTextAreaElement} */ (worked).value,
				hard: /** @type {HTMLTextAreaElement} */ (hard).value,
				stage: rv.ended.stageIndex,
			});
			announce('Thanks for reflecting. Saved.');
			summary(rv);
		} catch (err) {
			help.textContent = err.message;
		}
	});
	rv.el.replaceChildren(form);
	/** @type {HTMLElement} */ (form.querySelector('h2')).focus();
}

/**
 * "Take the break you need": a pause in maintenance or a vacation until a day.
 * @param {Review} rv
 */
function needBreak(rv) {
	const help = h('p', { class: 'wiz-help', role: 'status' });
	const pause = async (/** @type {string} */ mode, /** @type {string | null | undefined} */ resumeDay) => {
		try {
			const res = await coach.move(rv.id, { move: 'pause', pauseMode: mode, resumeDay, revision: rv.goal.revision });
			nextStage(rv, res);
		} catch (e) {
			help.textContent = e.message;
		}
	};
	rv.el.replaceChildren(
		h(
			'section',
			{ class: 'cw-break' },
			h('h2', { class: 'cw-h2', tabindex: '-1' }, 'Take the break you need'),
			bubble(h('p', {}, 'Resting is part of the journey. Your progress stays right where it is.')),
			breakOptions(pause),
			help,
			h('button', { type: 'button', class: 'btn btn-plain', onclick: () => summary(rv) }, 'Back'),
		),
	);
	/** @type {HTMLElement} */ (rv.el.querySelector('h2')).focus();
}

/**
 * The move made: the coach's words and the stage that comes now (nothing more when paused).
 * @param {Review} rv
 * @param {GoalMoveResult} res
 */
function nextStage(rv, res) {
	const s = res.goal.currentStage;
	rv.el.replaceChildren(
		h(
			'section',
			{ class: 'cw-nextstage' },
			h('h2', { class: 'cw-h2', tabindex: '-1' }, res.message.text),
			res.goal.status === 'paused' ? null : h('p', { class: 'cw-eyebrow' }, `Week ${s.week} · ${s.title}`),
			res.goal.status === 'paused' ? null : h('p', {}, s.habit.action),
			res.goal.status === 'paused' || !s.tips?.length ? null : coachMessage(s.tips[0], 'tip'),
			h('div', { class: 'cw-actions' }, h('a', { class: 'btn btn-primary btn-block', href: '#/today' }, 'Continue')),
		),
	);
	/** @type {HTMLElement} */ (rv.el.querySelector('h2')).focus();
	announce(res.message.text);
}

/**
 * The week's hero: the sprout when the week is met, the stage, the title, what the person did
 * and the week's days.
 * @param {Review} rv
 * @param {boolean} met
 * @param {boolean} animate
 * @returns {HTMLElement}
 */
function weekHero(rv, met, animate) {
	const { review, ended } = rv;
	const stage = ended.stage;
	const title = met ? (review.celebrateExtra ? 'Beyond the goal!' : 'Week complete!') : review.message.text;
	return h(
		'div',
		{ class: `cw-end-hero${met && animate ? ' cw-celebrate' : ''}` },
		met
			? h('div', { class: 'cw-path-hook', dataset: { stage: String(ended.stageIndex) } }, h('span', { html: SPROUT }))
			: null,
		stage ? h('p', { class: 'cw-end-stage' }, `Week ${stage.week} · ${stage.title}`) : null,
		h('h2', { class: 'cw-h2', id: 'sum-title', tabindex: '-1' }, title),
		ended.achievement && ended.done > 0 ? h('p', { class: 'cw-achieved' }, `You did ${ended.achievement}`) : null,
		weekDays(ended.days),
		h('p', { class: 'cw-progress' }, ended.progressText),
	);
}

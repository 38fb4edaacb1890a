// The Journey ("Stage Timeline Component"): the roadmap's stages with the engine's states
// (completed, current, upcoming, repeated, recalibrated), the goal's summary, and its pause and
// resume. A stage's own page (tips, education, edits) is stage-detail.js.
import { h } from '../../core/dom.js';
import * as api from '../../api/coach.js';
import * as coach from '../../core/coach.js';
import { stageCard, bubble } from '../../components/coach.js';
import { announce } from '../../components/ui.js';
import { longDate } from '../../core/format.js';
import { currentRoadmap } from './model.js';
import { breakOptions } from './break.js';
import { journeyPath } from '../../components/journey-path.js';

/** @typedef {import('../../api/coach-types.js').Goal} Goal */
/** @typedef {import('../../api/coach-types.js').GoalMove} GoalMove */

/**
 * The journey's page and the week its path shows (none unless the goal is active).
 * @typedef {{el: HTMLElement, week: import('../../api/coach-types.js').CoachWeek | null}} Journey
 */

/**
 * The goal's status in words.
 * @type {Record<string, string>}
 */
const STATUS = { active: 'Active', paused: 'Paused', completed: 'Completed', abandoned: 'Stopped' };

/**
 * @param {string} id
 * @returns {Promise<import('./coach.js').CoachView>}
 */
export async function journeyView(id) {
	const el = h('div', { class: 'cw-journey' });
	const goal = await api.getGoal(id);
	/** @type {Journey} */
	const j = { el, week: goal.status === 'active' ? await api.goalWeek(id).catch(() => null) : null };
	render(j, goal);
	return { title: goal.title, el };
}

/**
 * The journey of goal `g`: its path, its summary, the actions, the stages and the break section.
 * @param {Journey} j
 * @param {Goal} g
 */
function render(j, g) {
	const roadmap = currentRoadmap(g);
	const help = h('p', { class: 'wiz-help', role: 'status' });
	const ref = `#/coach/goal/${encodeURIComponent(g.id)}`;
	j.el.replaceChildren(
		journeyPath(roadmap.stages, j.week, {
			href: (w) => `${ref}/stage/${w}`,
			title: g.title,
			currentWeek: g.status === 'active' ? g.currentIndex + 1 : undefined,
		}),
		goalSummary(g),
		h(
			'div',
			{ class: 'cw-actions-row' },
			g.status === 'active' ? h('a', { class: 'btn btn-primary', href: `${ref}/week` }, 'This week') : null,
			g.status === 'active'
				? h('a', { class: 'btn btn-secondary', href: `${ref}/recalibrate` }, 'Adjust my plan')
				: null,
			// Only on the first stage (the API says no, with its reason, once a week has been judged).
			g.status === 'active' && g.currentIndex === 0
				? h(
						'button',
						{ type: 'button', class: 'btn btn-plain', onclick: () => regenerate(j, g, help) },
						'Try a different roadmap',
					)
				: null,
		),
		h('h2', { class: 'cw-h2' }, 'Your roadmap'),
		h(
			'ol',
			{ class: 'cw-stages cw-journey-stages' },
			roadmap.stages.map((s) =>
				h(
					'li',
					{},
					stageCard(s, {
						open: s.status === 'current',
						extra: h('a', { class: 'btn btn-plain', href: `${ref}/stage/${s.week}` }, 'Stage details and tips'),
					}),
				),
			),
		),
		help,
		manageSection(j, g, help),
	);
}

/**
 * The goal's status (and pause mode), its current stage, its estimated finish and its why.
 * @param {Goal} g
 * @returns {HTMLElement}
 */
function goalSummary(g) {
	const paused = g.status === 'paused';
	return h(
		'div',
		{ class: 'cw-summary' },
		h(
			'p',
			{ class: 'cw-status' },
			STATUS[g.status] ?? g.status,
			paused && g.state.goal.pauseMode
				? ` · ${g.state.goal.pauseMode === 'vacation' ? 'Vacation' : 'Maintenance'}`
				: '',
		),
		h('p', {}, `Now: week ${g.currentStage.week} · ${g.currentStage.title}`),
		h('p', { class: 'cw-finish' }, `Estimated finish: ${longDate(g.endDay)}. A guide, not a deadline.`),
		g.state.goal.why ? bubble(h('p', {}, h('span', { class: 'wiz-why-label' }, 'Your why: '), g.state.goal.why)) : null,
	);
}

/**
 * "Need a break?" (the break's options) or "Ready to come back?" (resume), and the way back to the
 * original plan.
 * @param {Journey} j
 * @param {Goal} g
 * @param {HTMLElement} help
 * @returns {HTMLElement}
 */
function manageSection(j, g, help) {
	const paused = g.status === 'paused';
	const roadmap = currentRoadmap(g);
	return h(
		'section',
		{ class: 'cw-manage', 'aria-labelledby': 'manage-title' },
		h('h2', { class: 'cw-h2', id: 'manage-title' }, paused ? 'Ready to come back?' : 'Need a break?'),
		paused
			? h(
					'button',
					{ type: 'button', class: 'btn btn-primary', onclick: () => move(j, g, help, { move: 'resume' }) },
					'Resume my goal',
				)
			: g.status === 'active'
				? breakOptions((mode, resumeDay) => move(j, g, help, { move: 'pause', pauseMode: mode, resumeDay }))
				: null,
		roadmap.change !== 'created' && g.status === 'active'
			? h(
					'button',
					{ type: 'button', class: 'btn btn-plain', onclick: () => move(j, g, help, { move: 'return_to_original' }) },
					'Return to my original plan',
				)
			: null,
		help,
	);
}

/**
 * "Try a different roadmap": the planner's next roadmap for the goal (first stage only).
 * @param {Journey} j
 * @param {Goal} g
 * @param {HTMLElement} help
 */
async function regenerate(j, g, help) {
	try {
		const next = await coach.regenerate(g.id);
		j.week = await api.goalWeek(g.id).catch(() => j.week);
		render(j, next);
		announce('Here is a different roadmap.');
	} catch (e) {
		help.textContent = e.message;
	}
}

/**
 * A move on the goal (pause, resume, back to the original plan), then the journey again.
 * @param {Journey} j
 * @param {Goal} g
 * @param {HTMLElement} help
 * @param {Omit<GoalMove, 'revision'>} m
 */
async function move(j, g, help, m) {
	try {
		const res = await coach.move(g.id, { ...m, revision: g.revision });
		j.week = res.goal.status === 'active' ? await api.goalWeek(g.id).catch(() => null) : null;
		render(j, res.goal);
		announce(res.message.text);
		const msg = j.el.querySelector('.wiz-help');
		if (msg) msg.textContent = res.message.text;
	} catch (e) {
		help.textContent = e.message;
	}
}

// The Journey ("Stage Timeline Component") and Stage Detail (tips and
// education): the roadmap's stages with the engine's states (completed, current, upcoming,
// repeated, recalibrated), the goal's pause and resume, and edits of upcoming stages (PATCH
// /goals/{id}/stages/{week}, the planner's rules kept by the API).
import { h } from '../../core/dom.js';
import * as api from '../../core/coach-actions.js';
import { stageCard, bubble, PHASES, criterionText } from '../../components/coach.js';
import { announce } from '../../components/ui.js';
import { longDate } from '../../core/format.js';
import { loadToday } from '../../core/data.js';
import { currentRoadmap } from './model.js';
import { breakOptions } from './break.js';
import { journeyPath } from '../../components/journey-path.js';

const STATUS = { active: 'Active', paused: 'Paused', completed: 'Completed', abandoned: 'Stopped' };

/** @returns {Promise<import('./coach.js').CoachView>} */
export async function journeyView(id) {
	const el = h('div', { class: 'cw-journey' });
	const goal = await api.getGoal(id);
	let week = goal.status === 'active' ? await api.goalWeek(id).catch(() => null) : null;
	render(goal);
	return { title: goal.title, back: { label: 'Back to Today', hash: '#/today' }, el };

	function render(g) {
		const roadmap = currentRoadmap(g);
		const help = h('p', { class: 'wiz-help', role: 'status' });
		const ref = `#/coach/goal/${encodeURIComponent(g.id)}`;
		const paused = g.status === 'paused';
		el.replaceChildren(
			journeyPath(roadmap.stages, week, {
				href: (w) => `${ref}/stage/${w}`,
				title: g.title,
				currentWeek: g.status === 'active' ? g.currentIndex + 1 : undefined,
			}),
			h(
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
				g.state.goal.why
					? bubble(h('p', {}, h('span', { class: 'wiz-why-label' }, 'Your why: '), g.state.goal.why))
					: null,
			),
			h(
				'div',
				{ class: 'cw-actions-row' },
				g.status === 'active' ? h('a', { class: 'btn btn-primary', href: `${ref}/week` }, 'This week') : null,
				g.status === 'active'
					? h('a', { class: 'btn btn-secondary', href: `${ref}/recalibrate` }, 'Adjust my plan')
					: null,
				// Only on the first stage (the API says no, with its reason, once a week has been judged).
				g.status === 'active' && g.currentIndex === 0
					? h('button', { type: 'button', class: 'btn btn-plain', onclick: regenerate }, 'Try a different roadmap')
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
			h(
				'section',
				{ class: 'cw-manage', 'aria-labelledby': 'manage-title' },
				h('h2', { class: 'cw-h2', id: 'manage-title' }, paused ? 'Ready to come back?' : 'Need a break?'),
				paused
					? h(
							'button',
							{ type: 'button', class: 'btn btn-primary', onclick: () => move({ move: 'resume' }) },
							'Resume my goal',
						)
					: g.status === 'active'
						? breakOptions((mode, resumeDay) => move({ move: 'pause', pauseMode: mode, resumeDay }))
						: null,
				roadmap.change !== 'created' && g.status === 'active'
					? h(
							'button',
							{ type: 'button', class: 'btn btn-plain', onclick: () => move({ move: 'return_to_original' }) },
							'Return to my original plan',
						)
					: null,
				help,
			),
		);

		async function regenerate() {
			try {
				const next = await api.regenerateRoadmap(g.id);
				loadToday().catch(() => {});
				week = await api.goalWeek(g.id).catch(() => week);
				render(next);
				announce('Here is a different roadmap.');
			} catch (e) {
				help.textContent = e.message;
			}
		}

		async function move(m) {
			try {
				const res = await api.moveGoal(g.id, { ...m, revision: g.revision });
				loadToday().catch(() => {});
				week = res.goal.status === 'active' ? await api.goalWeek(g.id).catch(() => null) : null;
				render(res.goal);
				announce(res.message.text);
				const msg = el.querySelector('.wiz-help');
				if (msg) msg.textContent = res.message.text;
			} catch (e) {
				help.textContent = e.message;
			}
		}
	}
}

/** @returns {Promise<import('./coach.js').CoachView>} */
export async function stageView(id, week) {
	const goal = await api.getGoal(id);
	const roadmap = currentRoadmap(goal);
	const stage = roadmap.stages.find((s) => s.week === week) ?? goal.currentStage;
	const el = h('div', { class: 'cw-stage-detail' });
	const help = h('p', { class: 'wiz-help', role: 'status' });
	const editable = stage.status === 'upcoming' && goal.status !== 'completed';
	el.append(
		h('p', { class: 'cw-eyebrow' }, `Week ${stage.week} · ${PHASES[stage.phase]}`),
		h('h2', { class: 'cw-h2' }, stage.title),
		h('p', { class: 'cw-stage-action' }, stage.habit.action),
		h('p', { class: 'cw-stage-criterion' }, criterionText(stage.criterion)),
		h(
			'section',
			{ 'aria-labelledby': 'why-stage' },
			h('h3', { id: 'why-stage' }, 'Why this stage'),
			h('p', {}, stage.rationale),
		),
		h(
			'section',
			{ 'aria-labelledby': 'tips-stage' },
			h('h3', { id: 'tips-stage' }, 'Tips'),
			h(
				'ul',
				{ class: 'cw-tiplist' },
				stage.tips.map((t) => h('li', {}, t)),
			),
		),
		h(
			'section',
			{ 'aria-labelledby': 'learn-stage' },
			h('h3', { id: 'learn-stage' }, 'How habits grow'),
			h(
				'p',
				{},
				'A habit settles when the same small action meets the same cue, again and again. Missing a day does not undo that — coming back does the work.',
			),
		),
		editable ? editForm() : null,
		help,
	);
	return { title: stage.title, back: { label: 'Back to Journey', hash: `#/coach/goal/${encodeURIComponent(id)}` }, el };

	function editForm() {
		const action = h('textarea', {
			id: 'stage-action',
			class: 'wiz-input',
			rows: 2,
			maxlength: 200,
			value: stage.habit.action,
		});
		const crit = h(
			'select',
			{ id: 'stage-crit' },
			[3, 4, 5, 6, 7].map((n) => h('option', { value: String(n), selected: n === stage.criterion }, `${n} of 7 days`)),
		);
		// Reorder within the upcoming stages of its phase (the API keeps the phases in order).
		const places = roadmap.stages.filter((x) => x.status === 'upcoming' && x.phase === stage.phase).map((x) => x.week);
		const place = h(
			'select',
			{ id: 'stage-week' },
			places.map((w) => h('option', { value: String(w), selected: w === stage.week }, `Week ${w}`)),
		);
		const form = h(
			'form',
			{ class: 'cw-editform' },
			h('h3', {}, 'Edit this stage'),
			h('label', { for: 'stage-action' }, 'What you do each day'),
			action,
			h('label', { for: 'stage-crit' }, 'Days to complete this week'),
			crit,
			places.length > 1 ? h('label', { for: 'stage-week' }, 'Place in your roadmap') : null,
			places.length > 1 ? place : null,
			h('button', { type: 'submit', class: 'btn btn-primary' }, 'Save stage'),
		);
		form.addEventListener('submit', async (e) => {
			e.preventDefault();
			help.textContent = '';
			try {
				/** @type {{action: string, criterion: number, name?: string, week?: number}} */
				const fields = {
					action: /** @type {HTMLTextAreaElement} */ (action).value.trim(),
					criterion: Number(/** @type {HTMLSelectElement} */ (crit).value),
				};
				const week = Number(/** @type {HTMLSelectElement} */ (place).value);
				if (places.length > 1 && week !== stage.week) fields.week = week;
				await api.editStage(id, stage.week, fields);
				help.textContent = fields.week
					? `Saved. This stage is now week ${fields.week}.`
					: 'Saved. Your roadmap is updated.';
				announce(help.textContent);
			} catch (err) {
				help.textContent = err.message;
			}
		});
		return form;
	}
}

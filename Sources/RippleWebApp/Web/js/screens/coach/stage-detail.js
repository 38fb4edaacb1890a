// Stage Detail (tips and education): a stage's action, criterion, why it comes now and tips, and
// the edit of an upcoming stage (PATCH /goals/{id}/stages/{week}, the planner's rules kept by the
// API). The stage's title is the screen's heading; after an edit the page shows the stage as the
// API now has it.
import { append, h } from '../../core/dom.js';
import * as api from '../../api/coach.js';
import * as coach from '../../core/coach.js';
import { PHASES, criterionText, weeksLabel } from '../../components/coach.js';
import { announce } from '../../components/ui.js';
import { currentRoadmap } from './model.js';

/** @typedef {import('../../api/coach-types.js').Stage} Stage */
/** @typedef {import('../../api/coach-types.js').Goal} Goal */

/**
 * @param {string} id
 * @param {number} week
 * @returns {Promise<import('./coach.js').CoachView>}
 */
export async function stageView(id, week) {
	const goal = await api.getGoal(id);
	const el = h('div', { class: 'cw-stage-detail' });
	const stage = draw(el, id, goal, week, '');
	return { title: stage.title, back: { label: 'Back to Journey', hash: `#/coach/goal/${encodeURIComponent(id)}` }, el };
}

/**
 * The page of the stage of `week` in `goal`'s roadmap (the current one when there is none).
 * @param {HTMLElement} el
 * @param {string} id the goal's
 * @param {Goal} goal
 * @param {number} week
 * @param {string} said what the last edit said, kept under the form
 * @returns {Stage} the stage drawn
 */
function draw(el, id, goal, week, said) {
	const roadmap = currentRoadmap(goal);
	const stage = roadmap.stages.find((s) => s.week === week) ?? goal.currentStage;
	const help = h('p', { class: 'wiz-help', role: 'status' }, said);
	const editable = stage.status === 'upcoming' && goal.status !== 'completed';
	el.replaceChildren();
	append(el, [
		h('p', { class: 'cw-eyebrow' }, `${weeksLabel(stage)} · ${PHASES[stage.phase]}`),
		// The action, unless it is the title already (a stage in the person's own words).
		stage.habit.action !== stage.title ? h('p', { class: 'cw-stage-action' }, stage.habit.action) : null,
		h('p', { class: 'cw-stage-criterion' }, criterionText(stage.criterion)),
		h(
			'section',
			{ 'aria-labelledby': 'why-stage' },
			h('h2', { id: 'why-stage' }, 'Why this stage'),
			h('p', {}, stage.rationale),
		),
		h(
			'section',
			{ 'aria-labelledby': 'tips-stage' },
			h('h2', { id: 'tips-stage' }, 'Tips'),
			h(
				'ul',
				{ class: 'cw-tiplist' },
				stage.tips.map((t) => h('li', {}, t)),
			),
		),
		h(
			'section',
			{ 'aria-labelledby': 'learn-stage' },
			h('h2', { id: 'learn-stage' }, 'How habits grow'),
			h(
				'p',
				{},
				'A habit settles when the same small action meets the same cue, again and again. Missing a day does not undo that — coming back does the work.',
			),
		),
		editable ? editForm(el, id, stage, roadmap, help) : null,
		help,
	]);
	const heading = el.closest('.coach')?.querySelector('.coach-title');
	if (heading) heading.textContent = stage.title;
	return stage;
}

/**
 * An upcoming stage's edit: its action, its criterion and its place among the upcoming stages of
 * its phase. Saved, the page shows the stage as the API has it; refused, the API's reason.
 * @param {HTMLElement} el the page
 * @param {string} id the goal's
 * @param {Stage} stage
 * @param {import('../../api/coach-types.js').Roadmap} roadmap
 * @param {HTMLElement} help
 * @returns {HTMLElement}
 */
function editForm(el, id, stage, roadmap, help) {
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
		[1, 2, 3, 4, 5, 6, 7].map((n) =>
			h('option', { value: String(n), selected: n === stage.criterion }, `${n} of 7 days`),
		),
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
		h('h2', {}, 'Edit this stage'),
		h('label', { for: 'stage-action' }, 'What you do each day'),
		action,
		h('label', { for: 'stage-crit' }, 'Days to complete this week'),
		crit,
		places.length > 1 ? h('label', { for: 'stage-week' }, 'Place in your roadmap') : null,
		places.length > 1 ? place : null,
		h('button', { type: 'submit', class: 'btn btn-primary' }, 'Save stage'),
	);
	form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		help.textContent = '';
		try {
			/** @type {import('../../api/coach-types.js').StageEdit} */
			const fields = {
				action: /** @type {HTMLTextAreaElement} */ (action).value.trim(),
				criterion: Number(/** @type {HTMLSelectElement} */ (crit).value),
			};
			const week = Number(/** @type {HTMLSelectElement} */ (place).value);
			if (places.length > 1 && week !== stage.week) fields.week = week;
			const goal = await coach.editStage(id, stage.week, fields);
			const said = fields.week ? `Saved. This stage is now week ${fields.week}.` : 'Saved. Your roadmap is updated.';
			draw(el, id, goal, fields.week ?? stage.week, said);
			announce(said);
		} catch (err) {
			help.textContent = err.message;
			announce(err.message);
		}
	});
	return form;
}

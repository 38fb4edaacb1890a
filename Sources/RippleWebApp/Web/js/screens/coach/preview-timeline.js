// The roadmap preview's timeline: the stages by phase, a stage's edit form, the person's edits
// laid onto the plan by the API (POST /goals/preview/edits) and a stage moved within its phase
// (POST /goals/preview/order).
import { h, reducedMotion } from '../../core/dom.js';
import * as api from '../../api/coach.js';
import { stageCard, PHASES } from '../../components/coach.js';
import { announce } from '../../components/ui.js';
import { markModified, summarise } from './preview-parts.js';
import { orderControls, weekAfterMove } from './preview-order.js';
import { keptText } from './preview-state.js';

/** @typedef {import('./preview-state.js').Preview} Preview */
/** @typedef {import('./preview-state.js').StageChoice} StageChoice */
/** @typedef {import('../../api/coach-types.js').Stage} Stage */

/**
 * The roadmap's stages by phase, each with its edit button and its order controls.
 * @param {Preview} p
 */
export function renderTimeline(p) {
	/** @type {{phase: Stage['phase'], items: HTMLElement[]}[]} */
	const groups = [];
	p.roadmap.stages.forEach((s, i) => {
		let g = groups.at(-1);
		if (!g || g.phase !== s.phase) {
			g = { phase: s.phase, items: [] };
			groups.push(g);
		}
		const card = stageCard(
			{ ...s, status: s.status === 'current' ? undefined : s.status },
			{ extra: editButton(p, s) },
		);
		summarise(card, s);
		if (p.edits.has(s.week) || s.edited) markModified(card);
		if (!reducedMotion()) card.style.setProperty('--i', String(i));
		card.classList.add('cw-reveal');
		const can = {
			earlier: p.roadmap.stages[i - 1]?.phase === s.phase,
			later: p.roadmap.stages[i + 1]?.phase === s.phase,
		};
		g.items.push(
			h(
				'li',
				{ dataset: { week: String(s.week) } },
				card,
				orderControls(s, can, (week, to) => move(p, week, to)),
			),
		);
	});
	p.timeline.replaceChildren(
		...groups.map((g) =>
			h(
				'section',
				{ class: `cw-phase phase-${g.phase}`, 'aria-label': `${PHASES[g.phase]} phase` },
				h('h3', { class: 'cw-phase-title' }, PHASES[g.phase]),
				h('ol', { class: 'cw-stages' }, g.items),
			),
		),
	);
}

/**
 * @param {Preview} p
 * @param {Stage} stage
 * @returns {HTMLElement}
 */
function editButton(p, stage) {
	return h(
		'button',
		{
			type: 'button',
			class: 'btn btn-plain cw-edit',
			onclick: (/** @type {MouseEvent} */ e) => openEdit(p, stage, /** @type {HTMLElement} */ (e.currentTarget)),
		},
		'Edit this stage',
	);
}

/**
 * The stage's edit form in place of its edit button: what the person does each day and how many
 * days complete the week.
 * @param {Preview} p
 * @param {Stage} stage
 * @param {HTMLElement} btn
 */
function openEdit(p, stage, btn) {
	const action = h('textarea', {
		id: `edit-action-${stage.week}`,
		class: 'wiz-input',
		rows: 2,
		maxlength: 200,
		value: stage.habit.action,
	});
	const crit = h(
		'select',
		{ id: `edit-crit-${stage.week}` },
		[1, 2, 3, 4, 5, 6, 7].map((n) =>
			h('option', { value: String(n), selected: n === stage.criterion }, `${n} of 7 days`),
		),
	);
	const form = h(
		'form',
		{ class: 'cw-editform' },
		h('label', { for: action.id }, 'What you do each day'),
		action,
		h('label', { for: crit.id }, 'Days to complete this week'),
		crit,
		h(
			'div',
			{ class: 'cw-actions-row' },
			h('button', { type: 'submit', class: 'btn btn-primary' }, 'Save stage'),
			h(
				'button',
				{
					type: 'button',
					class: 'btn btn-plain',
					onclick: () => {
						form.replaceWith(btn);
						btn.focus();
					},
				},
				'Cancel',
			),
		),
	);
	form.addEventListener('submit', async (/** @type {SubmitEvent} */ e) => {
		e.preventDefault();
		const text = /** @type {HTMLTextAreaElement} */ (action).value.trim();
		if (!text) {
			p.help.textContent = 'Describe the stage in a few words, so you know what to do each day.';
			return;
		}
		p.help.textContent = '';
		const before = p.edits.get(stage.week);
		p.edits.set(stage.week, { action: text, criterion: Number(/** @type {HTMLSelectElement} */ (crit).value) });
		// The API lays the edit on the plan: the stage's title and rationale follow its new action,
		// and days the plan cannot take are kept as they were, with the engine's reason.
		/** @type {import('../../api/coach-types.js').PreviewEditsResult} */
		let res;
		try {
			res = await reapply(p, { note: false });
		} catch (err) {
			if (before) p.edits.set(stage.week, before);
			else p.edits.delete(stage.week);
			p.help.textContent = err.message;
			return;
		}
		p.keep.hidden = false;
		// Days the plan could not take: why, in the stage itself, open where the person is.
		const refused = res.notes.find((n) => n.week === stage.week)?.text;
		const card = /** @type {HTMLDetailsElement | null} */ (
			p.timeline.querySelector(`details[data-week="${stage.week}"]`)
		);
		if (refused && card) {
			card.open = true;
			card.querySelector('.cw-stage-body')?.prepend(h('p', { class: 'cw-note cw-stage-note' }, refused));
		}
		announce(refused ? `Week ${stage.week} changed. ${refused}` : `Week ${stage.week} changed.`);
		/** @type {HTMLElement | null} */ (p.timeline.querySelector(`[data-week="${stage.week}"] summary`))?.focus();
	});
	btn.replaceWith(form);
	action.focus();
}

/**
 * The person's edits laid onto this plan by the API (the engine's rule), then drawn.
 * @param {Preview} p
 * @param {{note?: boolean}} options note: say which weeks kept the person's days (by default)
 * @returns {Promise<import('../../api/coach-types.js').PreviewEditsResult>} the API's answer
 */
export async function reapply(p, { note = true } = {}) {
	const res = await api.previewEdits(
		p.base,
		[...p.edits].map(([week, e]) => ({ week, ...e })),
	);
	p.roadmap = res.roadmap;
	renderTimeline(p);
	if (note) {
		p.keptNote.textContent = keptText(res.kept, res.dropped);
		p.keptNote.hidden = !p.keptNote.textContent;
	}
	return res;
}

/**
 * The stage of `week` moved to week `to`, where the planner allows it; the edits follow.
 * @param {Preview} p
 * @param {number} week
 * @param {number} to
 */
export async function move(p, week, to) {
	p.help.textContent = '';
	try {
		p.base = (await api.previewOrder(p.base, week, to)).roadmap;
	} catch (e) {
		p.help.textContent = e.message;
		announce(e.message);
		return;
	}
	const moved = [...p.edits].map(
		([w, e]) => /** @type {[number, {action: string, criterion: number}]} */ ([weekAfterMove(w, week, to), e]),
	);
	p.edits.clear();
	for (const [w, e] of moved) p.edits.set(w, e);
	if (p.edits.size) {
		try {
			await reapply(p, { note: false });
		} catch (e) {
			p.help.textContent = e.message;
		}
	} else {
		p.roadmap = structuredClone(p.base);
		renderTimeline(p);
	}
	announce(`Week ${week} is now week ${to}.`);
	/** @type {HTMLElement | null} */ (p.timeline.querySelector(`li[data-week="${to}"] .cw-drag`))?.focus();
}

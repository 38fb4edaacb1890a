// Creating the roadmap and the roadmap preview (its timeline
// revealed 150 ms per stage): the planner's stages by phase, expandable, the finish date
// with flexibility wording, why the progression works, edit a stage, regenerate, accept → "Welcome
// to your journey". The roadmap is the API's; edits go back to it on accept, where the planner's
// rules are checked (a 422 on `roadmap` is shown as sent). "Try a different roadmap" keeps the
// person's edits on the new plan unless they untick "Keep my changes". Stages move within their
// phase by drag or by "Move earlier"/"Move later", where the planner allows it.
import { h, reducedMotion } from '../../core/dom.js';
import * as api from '../../core/coach-actions.js';
import { stageCard, PHASES, bubble } from '../../components/coach.js';
import { announce } from '../../components/ui.js';
import { longDate } from '../../core/format.js';
import { loadToday } from '../../core/data.js';
import { clearDraft } from './draft.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { compareRoadmaps, finishChoice, markModified, summarise } from './preview-parts.js';
import { enableDrag, orderControls, weekAfterMove } from './preview-order.js';

const STEPS = ['Reading your goal…', 'Shaping your first weeks…', 'Setting a gentle pace…'];

/**
 * The "Creating your roadmap" state, then the preview, inside `root` (never over 3 s;
 * the API answers within that).
 * @param {HTMLElement} root
 * @param {import('../../api/types.js').GoalDraft} draft
 * @param {() => void} onBack
 */
export async function showCreating(root, draft, onBack) {
	const line = h('p', { class: 'cw-creating-line', role: 'status' }, STEPS[0]);
	root.replaceChildren(
		h(
			'div',
			{ class: 'cw-creating', 'aria-busy': 'true' },
			h('div', { class: 'cw-creating-mark', 'aria-hidden': 'true' }, h('span'), h('span'), h('span')),
			h('h2', { class: 'cw-h2', tabindex: '-1' }, 'Creating your roadmap'),
			line,
		),
	);
	/** @type {HTMLElement} */ (root.querySelector('h2')).focus();
	let i = 0;
	const timer = setInterval(() => {
		i = Math.min(STEPS.length - 1, i + 1);
		line.textContent = STEPS[i];
	}, 900);
	try {
		loadStylesheet('/css/coach-journey.css').catch(() => {});
		const answer = await api.previewRoadmap(draft);
		showPreview(root, draft, answer, onBack);
	} catch (e) {
		root.replaceChildren(
			h(
				'div',
				{ class: 'cw-error', role: 'alert' },
				h('p', {}, e.message),
				h('button', { type: 'button', class: 'btn btn-secondary', onclick: onBack }, 'Back to my answers'),
			),
		);
	} finally {
		clearInterval(timer);
	}
}

/**
 * @param {HTMLElement} root
 * @param {import('../../api/types.js').GoalDraft} draft
 * @param {import('../../api/types.js').RoadmapPreview} answer the preview's answer
 * @param {() => void} onBack
 * @param {Map<number, {action: string, criterion: number}>} [edits] the person's stage edits, by week
 * @param {import('../../api/types.js').RoadmapPreview | null} [before] the preview shown before "Try a different roadmap" (compared side by side)
 */
function showPreview(root, draft, answer, onBack, edits = new Map(), before = null) {
	// The planner's roadmap in the person's order; their edits are laid onto it.
	let base = structuredClone(answer.roadmap);
	let roadmap = structuredClone(answer.roadmap);
	let secondGoal = false; // "start now, a second goal afterwards" was chosen
	const help = h('p', { class: 'wiz-help', role: 'status' });
	const keepBox = h('input', { type: 'checkbox', id: 'cw-keep-edits', checked: true });
	const keep = h(
		'label',
		{ class: 'wiz-check cw-keep', hidden: edits.size === 0 },
		keepBox,
		h('span', {}, 'Keep my changes when I try a different roadmap'),
	);
	const keptNote = h('p', { class: 'cw-note cw-kept', role: 'status', hidden: true });
	const timeline = h('div', { class: 'cw-timeline' });
	const accept = h(
		'button',
		{ type: 'button', class: 'btn btn-primary btn-block', onclick: doAccept },
		'Start my journey',
	);
	const regen = h(
		'button',
		{ type: 'button', class: 'btn btn-secondary', onclick: regenerate },
		'Try a different roadmap',
	);
	root.replaceChildren(
		h(
			'div',
			{ class: 'cw-preview' },
			h('h2', { class: 'cw-h2', tabindex: '-1' }, 'Your roadmap'),
			bubble(h('p', {}, `${roadmap.stages.length} weekly steps toward “${draft.what}”.`)),
			answer.variant && answer.variant !== 'standard'
				? h('p', { class: 'cw-note cw-variant' }, answer.variantLabel)
				: null,
			roadmap.summary ? h('p', { class: 'cw-note cw-summary' }, roadmap.summary) : null,
			roadmap.advice && roadmap.reachesTarget !== false ? h('p', { class: 'cw-note cw-advice' }, roadmap.advice) : null,
			before ? compareRoadmaps(before, { ...answer, roadmap }) : null,
			edits.size ? keptNote : null,
			h(
				'p',
				{ class: 'cw-finish' },
				h('strong', {}, `Estimated finish: ${longDate(answer.endDay)}.`),
				' A guide, not a deadline: a week can repeat or stretch whenever life gets busy.',
			),
			timeline,
			h(
				'section',
				{ class: 'cw-why-works', 'aria-labelledby': 'why-works' },
				h('h3', { id: 'why-works' }, 'Why this progression works'),
				h(
					'p',
					{},
					'Each week asks a little more than the last, never a leap. Foundation weeks make showing up easy, building weeks add a step, and mastery weeks make the habit your own. You only move on when a week has gone well, so every step rests on the one before.',
				),
			),
			roadmap.reachesTarget === false
				? finishChoice(roadmap, {
						longer,
						later: () => {
							secondGoal = true;
							doAccept();
						},
					})
				: null,
			help,
			h(
				'div',
				{ class: 'cw-actions' },
				accept,
				regen,
				keep,
				h('button', { type: 'button', class: 'btn btn-plain', onclick: onBack }, 'Change my answers'),
			),
		),
	);
	renderTimeline();
	enableDrag(timeline, move);
	if (edits.size)
		reapply().catch((e) => {
			help.textContent = e.message;
		});
	/** @type {HTMLElement} */ (root.querySelector('h2')).focus();
	announce(`Your roadmap has ${roadmap.stages.length} weeks.`);

	function renderTimeline() {
		const groups = [];
		roadmap.stages.forEach((s, i) => {
			let g = groups.at(-1);
			if (!g || g.phase !== s.phase) {
				g = { phase: s.phase, items: [] };
				groups.push(g);
			}
			const card = stageCard({ ...s, status: s.status === 'current' ? undefined : s.status }, { extra: editButton(s) });
			summarise(card, s);
			if (edits.has(s.week) || s.edited) markModified(card);
			if (!reducedMotion()) card.style.setProperty('--i', String(i));
			card.classList.add('cw-reveal');
			const can = {
				earlier: roadmap.stages[i - 1]?.phase === s.phase,
				later: roadmap.stages[i + 1]?.phase === s.phase,
			};
			g.items.push(h('li', { dataset: { week: String(s.week) } }, card, orderControls(s, can, move)));
		});
		timeline.replaceChildren(
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

	function editButton(stage) {
		return h(
			'button',
			{
				type: 'button',
				class: 'btn btn-plain cw-edit',
				onclick: (e) => openEdit(stage, /** @type {HTMLElement} */ (e.currentTarget)),
			},
			'Edit this stage',
		);
	}

	function openEdit(stage, btn) {
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
		form.addEventListener('submit', async (e) => {
			e.preventDefault();
			const text = /** @type {HTMLTextAreaElement} */ (action).value.trim();
			if (!text) {
				help.textContent = 'Describe the stage in a few words, so you know what to do each day.';
				return;
			}
			help.textContent = '';
			const before = edits.get(stage.week);
			edits.set(stage.week, { action: text, criterion: Number(/** @type {HTMLSelectElement} */ (crit).value) });
			// The API lays the edit on the plan: the stage's title and rationale follow its new action.
			try {
				await reapply({ note: false });
			} catch (err) {
				if (before) edits.set(stage.week, before);
				else edits.delete(stage.week);
				help.textContent = err.message;
				return;
			}
			keep.hidden = false;
			announce(`Week ${stage.week} changed.`);
			/** @type {HTMLElement | null} */ (timeline.querySelector(`[data-week="${stage.week}"] summary`))?.focus();
		});
		btn.replaceWith(form);
		action.focus();
	}

	/** The person's edits laid onto this plan by the API (the engine's rule), then drawn. */
	async function reapply({ note = true } = {}) {
		const res = await api.previewEdits(
			base,
			[...edits].map(([week, e]) => ({ week, ...e })),
		);
		roadmap = res.roadmap;
		renderTimeline();
		if (note) {
			keptNote.textContent = keptText(res.kept, res.dropped);
			keptNote.hidden = !keptNote.textContent;
		}
	}

	/** The stage of `week` moved to week `to`, where the planner allows it; the edits follow. */
	async function move(week, to) {
		help.textContent = '';
		try {
			base = (await api.previewOrder(base, week, to)).roadmap;
		} catch (e) {
			help.textContent = e.message;
			announce(e.message);
			return;
		}
		const moved = [...edits].map(
			([w, e]) => /** @type {[number, {action: string, criterion: number}]} */ ([weekAfterMove(w, week, to), e]),
		);
		edits.clear();
		for (const [w, e] of moved) edits.set(w, e);
		if (edits.size) {
			try {
				await reapply({ note: false });
			} catch (e) {
				help.textContent = e.message;
			}
		} else {
			roadmap = structuredClone(base);
			renderTimeline();
		}
		announce(`Week ${week} is now week ${to}.`);
		/** @type {HTMLElement | null} */ (timeline.querySelector(`li[data-week="${to}"] .cw-drag`))?.focus();
	}

	async function regenerate() {
		regen.disabled = true;
		try {
			const next = await api.previewRoadmap({ ...draft, variant: answer.nextVariant ?? 'standard' });
			showPreview(root, draft, next, onBack, keepBox.checked ? edits : new Map(), { ...answer, roadmap });
		} catch (e) {
			help.textContent = e.message;
			regen.disabled = false;
		}
	}

	/** The same answers over a longer timeline (the planner decides what that reaches). */
	async function longer(weeks) {
		try {
			/** @type {import('../../api/types.js').GoalDraft} */
			const longerDraft = { ...draft, timelineWeeks: weeks };
			delete longerDraft.targetDay;
			const next = await api.previewRoadmap(longerDraft);
			showPreview(root, longerDraft, next, onBack, new Map(), { ...answer, roadmap });
		} catch (e) {
			help.textContent = e.message;
		}
	}

	async function doAccept() {
		accept.disabled = true;
		help.textContent = '';
		try {
			const goal = await api.createGoal({ ...draft, roadmap });
			clearDraft();
			loadToday().catch(() => {});
			showWelcome(root, goal, secondGoal);
		} catch (e) {
			help.textContent = e.message;
			accept.disabled = false;
		}
	}
}

function keptText(kept, dropped) {
	const weeks = (list) => list.map((w) => `week ${w}`).join(', ');
	const parts = [];
	if (kept.length) parts.push(`Your changes to ${weeks(kept)} are kept on this roadmap.`);
	if (dropped.length)
		parts.push(`The days you chose for ${weeks(dropped)} do not fit this plan's dose, so it keeps its own.`);
	return parts.join(' ');
}

function showWelcome(root, goal, secondGoal = false) {
	const s = goal.currentStage;
	root.replaceChildren(
		h(
			'div',
			{ class: 'cw-welcome' },
			h('div', { class: 'cw-welcome-mark', 'aria-hidden': 'true' }),
			h('h2', { class: 'cw-h2', tabindex: '-1' }, 'Welcome to your journey'),
			bubble(h('p', {}, `Week ${s.week} starts today: ${s.habit.action}.`)),
			h(
				'p',
				{ class: 'cw-note' },
				'Your first step is on Today. Log it with Yes, No or Skip — every answer helps your coach.',
			),
			secondGoal
				? h(
						'p',
						{ class: 'cw-note cw-second-goal' },
						'When this roadmap is done, start a second goal from Profile → Goals to go the rest of the way.',
					)
				: null,
			h(
				'div',
				{ class: 'cw-actions' },
				h('a', { class: 'btn btn-primary btn-block', href: '#/today' }, 'Go to Today'),
				h('a', { class: 'btn btn-plain', href: `#/coach/goal/${encodeURIComponent(goal.id)}` }, 'See my journey'),
			),
		),
	);
	/** @type {HTMLElement} */ (root.querySelector('h2')).focus();
	announce('Welcome to your journey');
}

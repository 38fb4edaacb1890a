// Creating the roadmap and the roadmap preview (its timeline
// revealed 150 ms per stage): the planner's stages by phase, expandable, the finish date
// with flexibility wording, why the progression works, edit a stage, regenerate, accept → "Welcome
// to your journey". The roadmap is the API's; edits go back to it on accept, where the planner's
// rules are checked (a 422 on `roadmap` is shown as sent). "Try a different roadmap" keeps the
// person's edits on the new plan unless they untick "Keep my changes". Stages move within their
// phase by drag or by "Move earlier"/"Move later", where the planner allows it.
import { h } from '../../core/dom.js';
import * as api from '../../api/coach.js';
import { bubble } from '../../components/coach.js';
import { announce } from '../../components/ui.js';
import { longDate } from '../../core/format.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { compareRoadmaps, finishChoice } from './preview-parts.js';
import { enableDrag } from './preview-order.js';
import { move, reapply, renderTimeline } from './preview-timeline.js';
import { doAccept, longer, regenerate } from './preview-actions.js';

/** @typedef {import('./preview-state.js').Preview} Preview */
/** @typedef {import('./preview-state.js').StageChoice} StageChoice */
/** @typedef {import('../../api/coach-types.js').GoalDraft} GoalDraft */
/** @typedef {import('../../api/coach-types.js').RoadmapPreview} RoadmapPreview */
/** @typedef {import('../../api/coach-types.js').Roadmap} Roadmap */

const STEPS = ['Reading your goal…', 'Shaping your first weeks…', 'Setting a gentle pace…'];

/**
 * The "Creating your roadmap" state, then the preview, inside `root` (never over 3 s;
 * the API answers within that).
 * @param {HTMLElement} root
 * @param {GoalDraft} draft
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
 * @param {GoalDraft} draft
 * @param {RoadmapPreview} answer the preview's answer
 * @param {() => void} onBack
 * @param {Map<number, StageChoice>} [edits] the person's stage edits, by week
 * @param {RoadmapPreview | null} [before] the preview shown before "Try a different roadmap" (compared side by side)
 */
function showPreview(root, draft, answer, onBack, edits = new Map(), before = null) {
	const p = previewState(root, draft, answer, onBack, edits);
	root.replaceChildren(previewPage(p, before));
	renderTimeline(p);
	enableDrag(p.timeline, (week, to) => move(p, week, to));
	if (edits.size)
		reapply(p).catch((e) => {
			p.help.textContent = e.message;
		});
	/** @type {HTMLElement} */ (root.querySelector('h2')).focus();
	announce(`Your roadmap has ${p.roadmap.stages.length} weeks.`);
}

/**
 * The preview's state and the parts its handlers write to. The planner's roadmap in the person's
 * order; their edits are laid onto it.
 * @param {HTMLElement} root
 * @param {GoalDraft} draft
 * @param {RoadmapPreview} answer
 * @param {() => void} onBack
 * @param {Map<number, StageChoice>} edits
 * @returns {Preview}
 */
function previewState(root, draft, answer, onBack, edits) {
	const keepBox = /** @type {HTMLInputElement} */ (
		h('input', { type: 'checkbox', id: 'cw-keep-edits', checked: true })
	);
	/** @type {Preview} */
	const p = {
		root,
		draft,
		answer,
		onBack,
		edits,
		base: structuredClone(answer.roadmap),
		roadmap: structuredClone(answer.roadmap),
		secondGoal: false, // "start now, a second goal afterwards" was chosen
		help: h('p', { class: 'wiz-help', role: 'status' }),
		keepBox,
		keep: h(
			'label',
			{ class: 'wiz-check cw-keep', hidden: edits.size === 0 },
			keepBox,
			h('span', {}, 'Keep my changes when I try a different roadmap'),
		),
		keptNote: h('p', { class: 'cw-note cw-kept', role: 'status', hidden: true }),
		timeline: h('div', { class: 'cw-timeline' }),
		accept: h(
			'button',
			{ type: 'button', class: 'btn btn-primary btn-block', onclick: () => doAccept(p) },
			'Start my journey',
		),
		regen: h(
			'button',
			{ type: 'button', class: 'btn btn-secondary', onclick: () => regenerate(p) },
			'Try a different roadmap',
		),
		again: (d, next, kept, shown) => showPreview(root, d, next, onBack, kept, shown),
	};
	return p;
}

/**
 * The preview's page: the roadmap's summary, the finish date, the timeline, why it works, the
 * honest finish line when the plan falls short, and the buttons.
 * @param {Preview} p
 * @param {RoadmapPreview | null} before
 * @returns {HTMLElement}
 */
function previewPage(p, before) {
	const { answer, roadmap, edits } = p;
	return h(
		'div',
		{ class: 'cw-preview' },
		h('h2', { class: 'cw-h2', tabindex: '-1' }, 'Your roadmap'),
		bubble(h('p', {}, stepsLine(roadmap, p.draft.what))),
		answer.variant && answer.variant !== 'standard'
			? h('p', { class: 'cw-note cw-variant' }, answer.variantLabel)
			: null,
		roadmap.summary ? h('p', { class: 'cw-note cw-summary' }, roadmap.summary) : null,
		roadmap.advice && roadmap.reachesTarget !== false ? h('p', { class: 'cw-note cw-advice' }, roadmap.advice) : null,
		before ? compareRoadmaps(before, { ...answer, roadmap }) : null,
		edits.size ? p.keptNote : null,
		h(
			'p',
			{ class: 'cw-finish' },
			h('strong', {}, `Estimated finish: ${longDate(answer.endDay)}.`),
			' A guide, not a deadline: a week can repeat or stretch whenever life gets busy.',
		),
		p.timeline,
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
					longer: (weeks) => longer(p, weeks),
					later: () => {
						p.secondGoal = true;
						doAccept(p);
					},
				})
			: null,
		p.help,
		h(
			'div',
			{ class: 'cw-actions' },
			p.accept,
			p.regen,
			p.keep,
			h('button', { type: 'button', class: 'btn btn-plain', onclick: p.onBack }, 'Change my answers'),
		),
	);
}

/**
 * "8 weekly steps toward …", or "26 weeks in 9 steps toward …" when stages last several weeks.
 * @param {Roadmap} roadmap
 * @param {string} what
 * @returns {string}
 */
function stepsLine(roadmap, what) {
	const steps = roadmap.stages.length;
	const weeks = roadmap.weeks ?? steps;
	const lead = weeks === steps ? `${steps} weekly steps` : `${weeks} weeks in ${steps} steps`;
	return `${lead} toward “${what}”.`;
}

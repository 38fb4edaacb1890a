// The goal wizard's first two questions: what the goal is (with the coach's clarifying questions
// and its "where are you now?" follow-up, POST /goals/check) and why it matters.
import { h } from '../../core/dom.js';
import * as api from '../../api/coach.js';
import { bubble } from '../../components/coach.js';
import { announce } from '../../components/ui.js';
import { saveDraft } from './draft.js';
import { goalDraft } from './wizard-state.js';
import { question, textArea } from './wizard-question.js';
import { held } from '../../private/words.js';

/** @typedef {import('./wizard-state.js').Wizard} Wizard */
/** @typedef {import('../../api/coach-types.js').GoalCheck} GoalCheck */
/** @typedef {import('../../api/coach-types.js').BaselineQuestion} BaselineQuestion */

/**
 * In private mode, before anything is typed: where the coach's planning happens, and that its words
 * are sealed (js/private/coach.js).
 * @returns {HTMLElement | null}
 */
const privateNotice = () =>
	held.key
		? h(
				'p',
				{ class: 'wiz-private-note', role: 'note' },
				'Private mode: the coach plans on this device, and your goal, your answers and your plan reach Ripple’s server sealed.',
			)
		: null;

/**
 * What would you like to achieve? The coach checks the goal and asks to clarify it, or where the
 * person is now, before the next question.
 * @param {Wizard} wiz
 * @returns {HTMLElement}
 */
export function stepWhat(wiz) {
	const clarify = h('div', { class: 'wiz-clarify' });
	const answer = textArea(
		'wiz-what',
		'Your goal',
		wiz.d.what,
		'For example: run 5 km without stopping, or read every evening',
		(/** @type {string} */ v) => {
			wiz.d.what = v;
			wiz.d.baseline = null;
			wiz.check = null;
			saveDraft(wiz.d);
		},
	);
	const form = question(
		wiz,
		'what',
		'What would you like to achieve?',
		'Your goal shapes every weekly step we plan together.',
		h('div', {}, privateNotice(), answer, clarify),
		{
			back: false,
			onNext: async (/** @type {HTMLElement} */ help) => {
				if (!wiz.d.what.trim()) {
					help.textContent = 'Tell us in a few words what you would like to change — anything is a good start.';
					return;
				}
				// The coach's questions on screen for this very goal: "where are you now?" may be left
				// unanswered (the plan then starts gently), a clarifying question needs a choice.
				if (wiz.check?.ok && clarify.querySelector('.wiz-baseline')) {
					if (wiz.d.baseline == null) announce('Skipped: your plan starts gently.');
					wiz.show(1);
					return;
				}
				if (wiz.check && !wiz.check.ok && clarify.querySelector('.wiz-choice')) {
					help.textContent =
						'Pick the goal above that fits best, or write your goal in more words, so the plan is about what you mean.';
					return;
				}
				wiz.check = await api.checkGoal(goalDraft({ ...wiz.d, weeks: null, targetDay: null, tried: null }));
				if (wiz.check.ok) {
					renderBaseline(wiz, clarify, wiz.check.baselineQuestion);
					return;
				}
				renderClarify(wiz, clarify, wiz.check);
			},
		},
	);
	return form;
}

/**
 * The coach's clarifying questions, each a choice of more specific goals.
 * @param {Wizard} wiz
 * @param {HTMLElement} el
 * @param {GoalCheck} answer
 */
function renderClarify(wiz, el, answer) {
	el.replaceChildren(
		...answer.questions.map((q, qi) =>
			h(
				'fieldset',
				{ class: 'wiz-choices' },
				h('legend', {}, bubble(h('p', { class: 'wiz-q-small' }, q.question), h('p', { class: 'wiz-why' }, q.hint))),
				q.choices.map((c) =>
					h(
						'button',
						{
							type: 'button',
							class: 'wiz-choice',
							dataset: { q: String(qi) },
							onclick: async () => {
								wiz.d.what = c.goal;
								wiz.d.baseline = null;
								saveDraft(wiz.d);
								announce(`Your goal: ${c.goal}`);
								wiz.check = await api.checkGoal(goalDraft({ ...wiz.d, weeks: null, targetDay: null, tried: null }));
								renderBaseline(wiz, el, wiz.check.baselineQuestion);
							},
						},
						h('span', { class: 'wiz-choice-label' }, c.label),
						h('span', { class: 'wiz-choice-goal' }, c.goal),
					),
				),
			),
		),
	);
	announce(answer.questions[0]?.question ?? '');
	/** @type {HTMLElement | null} */ (el.querySelector('.wiz-choice'))?.focus();
}

/**
 * "Where are you now?", in the goal's own unit: a choice, or skip (the plan then starts gently).
 * @param {Wizard} wiz
 * @param {HTMLElement} el
 * @param {BaselineQuestion | undefined} q
 */
function renderBaseline(wiz, el, q) {
	if (!q) {
		wiz.show(1);
		return;
	}
	const pick = (/** @type {number | null} */ amount) => {
		wiz.d.baseline = amount;
		saveDraft(wiz.d);
		wiz.show(1);
	};
	el.replaceChildren(
		h(
			'fieldset',
			{ class: 'wiz-choices wiz-baseline' },
			h(
				'legend',
				{},
				bubble(
					h('p', { class: 'wiz-q-small', id: 'wiz-baseline-q' }, q.question),
					h('p', { class: 'wiz-why' }, q.hint),
				),
			),
			q.choices.map((c) =>
				h(
					'button',
					{
						type: 'button',
						class: 'wiz-choice',
						'aria-pressed': String(wiz.d.baseline === c.amount),
						onclick: () => pick(c.amount),
					},
					h('span', { class: 'wiz-choice-label' }, c.label),
				),
			),
			h('button', { type: 'button', class: 'btn btn-plain wiz-skip', onclick: () => pick(null) }, 'Skip this question'),
		),
	);
	announce(q.question);
	/** @type {HTMLElement | null} */ (el.querySelector('.wiz-choice'))?.focus();
}

/**
 * Why does this matter to you?
 * @param {Wizard} wiz
 * @returns {HTMLElement}
 */
export function stepWhy(wiz) {
	return question(
		wiz,
		'why',
		'Why does this matter to you?',
		'On harder days, your own reason is the best encouragement we can show you.',
		textArea(
			'wiz-why',
			'Why it matters',
			wiz.d.why,
			'For example: I want more energy to play with my kids',
			(/** @type {string} */ v) => {
				wiz.d.why = v;
				saveDraft(wiz.d);
			},
		),
		{ onNext: async () => wiz.show(2) },
	);
}

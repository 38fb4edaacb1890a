// The goal wizard's third question: the timeline, a number of weeks or a target date, with the
// coach's advice on the pace (POST /goals/check) offered once.
import { h } from '../../core/dom.js';
import * as api from '../../api/coach.js';
import { bubble } from '../../components/coach.js';
import { saveDraft } from './draft.js';
import { goalDraft } from './wizard-state.js';
import { question, radio } from './wizard-question.js';

/** @typedef {import('./wizard-state.js').Wizard} Wizard */

/**
 * What timeline feels right? A number of weeks or a date; the coach may suggest another pace once.
 * @param {Wizard} wiz
 * @returns {HTMLElement}
 */
export function stepTimeline(wiz) {
	const advice = h('div', { class: 'wiz-advice' });
	const date = h('input', { type: 'date', id: 'wiz-date', class: 'wiz-date', value: wiz.d.targetDay ?? '' });
	// The date field shows once "By a date" is chosen (or a date was).
	const dateField = h(
		'div',
		{ class: 'wiz-other wiz-date-field', hidden: !wiz.d.targetDay },
		h('label', { class: 'wiz-date-label', for: 'wiz-date' }, 'Target date'),
		date,
	);
	const choices = [8, 10, 12].map((w) =>
		radio('wiz-weeks', `${w} weeks`, !wiz.d.targetDay && wiz.d.weeks === w, () => {
			wiz.d.weeks = w;
			wiz.d.targetDay = null;
			dateField.hidden = true;
			saveDraft(wiz.d);
		}),
	);
	const byDate = radio('wiz-weeks', 'By a date', !!wiz.d.targetDay, () => {
		dateField.hidden = false;
		date.focus();
	});
	date.addEventListener('change', () => {
		wiz.d.targetDay = date.value || null;
		/** @type {HTMLInputElement} */
		(byDate.querySelector('input')).checked = true;
		saveDraft(wiz.d);
	});
	const answer = h(
		'fieldset',
		{ class: 'wiz-radios' },
		h('legend', { class: 'sr-only' }, 'Your timeline'),
		choices,
		byDate,
		dateField,
		advice,
	);
	let advised = false;
	return question(
		wiz,
		'when',
		'What timeline feels right?',
		'A steady pace lets each step settle into a habit before the next one.',
		answer,
		{
			onNext: async (/** @type {HTMLElement} */ help) => {
				const byDateChosen = /** @type {HTMLInputElement} */ (byDate.querySelector('input')).checked;
				if (byDateChosen && !date.value) {
					help.textContent = 'Pick the date you would like to get there by, or choose a number of weeks.';
					date.focus();
					return;
				}
				if (byDateChosen && date.value && !wiz.d.targetDay) wiz.d.targetDay = date.value;
				const a = await api.checkGoal(goalDraft({ ...wiz.d, tried: null }));
				const t = a.timelineAdvice;
				if (t && !advised && (wiz.d.targetDay || t.suggestedWeeks !== wiz.d.weeks)) {
					advised = true;
					advice.replaceChildren(
						bubble(
							h('p', {}, t.reason),
							h(
								'div',
								{ class: 'wiz-advice-actions' },
								h(
									'button',
									{
										type: 'button',
										class: 'btn btn-secondary',
										onclick: () => {
											wiz.d.weeks = t.suggestedWeeks;
											wiz.d.targetDay = null;
											saveDraft(wiz.d);
											wiz.show(3);
										},
									},
									`Use ${t.suggestedWeeks} weeks`,
								),
								h('button', { type: 'button', class: 'btn btn-plain', onclick: () => wiz.show(3) }, 'Keep my timeline'),
							),
						),
					);
					help.textContent = 'Your coach has a thought about the pace.';
					return;
				}
				wiz.show(3);
			},
		},
	);
}

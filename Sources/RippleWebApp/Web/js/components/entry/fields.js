// The day entry's fields: status, value (numeric habits), note and mood.
import { h } from '../../core/dom.js';
import { segmented, field, counterFor } from '../fields.js';
import { num } from '../../core/format.js';
import { state } from '../../core/store.js';
import { haptic } from '../ui.js';

/** @typedef {import('./draft.js').EntryDraft} EntryDraft */

/** The faces run from a grin to a frown, so "Good" smiles and only "Okay" is neutral (as Mood.emoji). */
export const MOODS = [
	['great', '😄', 'Great'],
	['good', '🙂', 'Good'],
	['okay', '😐', 'Okay'],
	['bad', '😞', 'Bad'],
];

/**
 * The status control: Done, Skipped, Missed or None.
 * @param {EntryDraft} e
 * @param {() => void} changed
 */
export function statusField(e, changed) {
	return segmented({
		label: 'Status',
		options: [
			['done', 'Done'],
			['skipped', 'Skipped'],
			['missed', 'Missed'],
			['none', 'None'],
		],
		value: e.state,
		onChange: (/** @type {string} */ v) => {
			e.state = v;
			changed();
		},
	});
}

/**
 * The value input, in a field for numeric habits (null for the others).
 * @param {EntryDraft} e
 * @param {import('../../api/types.js').Habit} habit
 */
export function valueField(e, habit) {
	const input = h('input', {
		type: 'number',
		class: 'field-input',
		inputmode: 'decimal',
		min: '0',
		step: 'any',
		value: e.value != null ? num(e.value) : '',
	});
	const numeric = habit.measure?.kind === 'numeric';
	const wrap = numeric ? field({ label: `Value (${habit.measure?.unit || 'amount'})`, input }) : null;
	return { input: /** @type {HTMLInputElement} */ (input), field: wrap };
}

/**
 * The note, as long as meta allows, with its counter.
 * @param {EntryDraft} e
 */
export function noteField(e) {
	const noteLength = state.meta?.textLimits?.note; // GET /meta
	const note = /** @type {HTMLTextAreaElement} */ (
		h('textarea', {
			class: 'field-input',
			maxlength: noteLength,
			rows: '2',
			placeholder: 'How did it go?',
			value: e.note,
		})
	);
	const noteCount = counterFor(note, noteLength);
	return { input: note, field: field({ label: 'Note', input: note, counter: noteCount.el }) };
}

/**
 * The mood buttons: one pressed at most, pressed again to clear.
 * @param {EntryDraft} e
 * @param {() => void} changed
 */
export function moodButtons(e, changed) {
	const buttons = MOODS.map(([v, emoji, label]) =>
		h(
			'button',
			{
				type: 'button',
				class: 'mood',
				'aria-pressed': String(e.mood === v),
				'aria-label': label,
				dataset: { mood: v },
			},
			emoji,
		),
	);
	buttons.forEach((b) =>
		b.addEventListener('click', () => {
			e.mood = e.mood === b.dataset.mood ? null : (b.dataset.mood ?? null);
			buttons.forEach((x) => x.setAttribute('aria-pressed', String(x.dataset.mood === e.mood)));
			haptic('soft');
			changed();
		}),
	);
	return buttons;
}

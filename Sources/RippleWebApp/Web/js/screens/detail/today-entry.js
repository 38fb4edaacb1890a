// The detail's Today block: today's value or "Completed today" with Undo, the button that marks
// (or logs) today, and the note button.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { findCard } from '../../core/store.js';
import { num } from '../../core/format.js';

/** @typedef {import('./state.js').DetailState} DetailState */
/** @typedef {import('./state.js').HistoryDay} HistoryDay */
/** @typedef {import('../../api/types.js').Habit} Habit */

/**
 * What the detail does when its controls are used.
 * @typedef {object} DetailActions
 * @property {(day: string) => Promise<void>} toggleDay marks a day done, or clears it
 * @property {(day: string, options?: {focusNote?: boolean}) => Promise<void>} entry opens the day's entry sheet
 * @property {() => void} edit
 * @property {() => Promise<void>} archive archives the habit, or makes it active again
 * @property {() => Promise<void>} remove
 */

/**
 * "Completed today" with Undo, or the button that marks (or logs) today.
 * @param {DetailState} d
 * @param {boolean} doneTodayOnly done today and not numeric
 * @param {boolean} numeric
 * @param {DetailActions} actions
 */
function markControl(d, doneTodayOnly, numeric, actions) {
	if (doneTodayOnly)
		return h(
			'div',
			{ class: 'te-done' },
			h('span', { class: 'te-check', html: icon('check', { size: 22, stroke: 3 }) }),
			h('span', {}, 'Completed today'),
			h(
				'button',
				{ type: 'button', class: 'btn btn-plain', dataset: { fk: 'mark' }, onclick: () => actions.toggleDay(d.today) },
				'Undo',
			),
		);
	return h(
		'button',
		{
			type: 'button',
			class: 'btn btn-habit btn-block',
			dataset: { fk: 'mark' },
			onclick: () => (numeric ? actions.entry(d.today) : actions.toggleDay(d.today)),
		},
		h('span', { html: icon(numeric ? 'plus' : 'check', { size: 20, stroke: 2.6 }) }),
		numeric ? 'Log value' : 'Mark as Complete',
	);
}

/**
 * The Today block, from the history's day or else Today's card.
 * @param {DetailState} d
 * @param {Habit} habit
 * @param {Map<string, HistoryDay>} map the history's days
 * @param {DetailActions} actions
 */
export function todayEntry(d, habit, map, actions) {
	const card = findCard(habit.id);
	const entry =
		map.get(d.today) ??
		(card
			? { outcome: card.today.state, value: card.today.value, note: card.today.note, mood: card.today.mood }
			: null);
	const doneToday = entry && entry.outcome === 'done';
	const numeric = habit.measure?.kind === 'numeric';
	return h(
		'section',
		{ class: `today-entry ${doneToday ? 'is-done' : ''}`, 'aria-labelledby': 'te-title' },
		h('h2', { id: 'te-title', class: 'block-title' }, 'Today'),
		numeric
			? h(
					'p',
					{ class: 'te-value' },
					// The engine's words (a limit reads as the budget left); a fraction when Today has no card.
					card?.today.progressText ??
						`${num(entry?.value ?? 0)} of ${num(habit.measure?.target)} ${habit.measure?.unit}`,
				)
			: null,
		markControl(d, !!doneToday && !numeric, numeric, actions),
		h(
			'button',
			{
				type: 'button',
				class: 'btn btn-plain te-note',
				dataset: { fk: 'note' },
				onclick: () => actions.entry(d.today, { focusNote: true }),
			},
			h('span', { html: icon('note', { size: 18 }) }),
			entry?.note ? 'Edit note' : 'Add a note',
		),
	);
}

// The detail's body under the hero: Today, this week, the month calendar, the habit's statistics,
// related habits, every note, and Edit / Archive / Delete.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { MOODS } from '../../components/entry.js';
import { weekStrip, monthGrid } from '../../components/calendar.js';
import { monthStart, shortDate } from '../../core/format.js';
import { habitStatsSection } from '../stats/habit-stats.js';
import { relatedHabitsSection } from './related.js';
import { byDay } from './state.js';
import { todayEntry } from './today-entry.js';
import { openNotesSheet } from './notes-sheet.js';

/** @typedef {import('./state.js').DetailState} DetailState */
/** @typedef {import('./state.js').HistoryDay} HistoryDay */
/** @typedef {import('./today-entry.js').DetailActions} DetailActions */
/** @typedef {import('../../api/types.js').Habit} Habit */

/**
 * A block with a title.
 * @param {string} id the title's id
 * @param {string} title
 * @param {...(Node | null)} children
 */
const block = (id, title, ...children) =>
	h('section', { class: 'block', 'aria-labelledby': id }, h('h2', { id, class: 'block-title' }, title), children);

/**
 * Every note, newest first, each opening its day.
 * @param {DetailState} d
 * @param {DetailActions} actions
 */
function notesList(d, actions) {
	const notes = (d.history?.days ?? []).filter((x) => x.note).sort((a, b) => (a.day < b.day ? 1 : -1));
	if (!notes.length) return h('p', { class: 'muted' }, 'Notes you add to a day appear here.');
	/** @param {HistoryDay} n */
	const mood = (n) =>
		n.mood
			? h(
					'span',
					{ class: 'note-mood', 'aria-label': MOODS.find((m) => m[0] === n.mood)?.[2] },
					MOODS.find((m) => m[0] === n.mood)?.[1] ?? '',
				)
			: null;
	return h(
		'ul',
		{ class: 'notes' },
		notes.map((n) =>
			h(
				'li',
				{},
				h(
					'button',
					{ type: 'button', class: 'note-item', onclick: () => actions.entry(n.day) },
					h('span', { class: 'note-date' }, shortDate(n.day)),
					h('span', { class: 'note-text' }, n.note),
					mood(n),
				),
			),
		),
	);
}

/**
 * Opens every note of the habit, to search and filter by mood; a note opens its day.
 * @param {DetailState} d
 * @param {Habit} habit
 * @param {DetailActions} actions
 */
const notesButton = (d, habit, actions) =>
	h(
		'button',
		{
			type: 'button',
			class: 'btn btn-secondary btn-block notes-open',
			'aria-haspopup': 'dialog',
			dataset: { fk: 'notes' },
			onclick: () =>
				openNotesSheet(habit, (day) => {
					d.month = monthStart(day);
					d.render();
					actions.entry(day);
				}),
		},
		h('span', { html: icon('search', { size: 20 }) }),
		'Search notes',
	);

/**
 * Edit, Archive (or Unarchive) and Delete.
 * @param {Habit} habit
 * @param {DetailActions} actions
 */
const habitActions = (habit, actions) =>
	h(
		'section',
		{ class: 'block detail-actions' },
		h(
			'button',
			{ type: 'button', class: 'btn btn-secondary btn-block', dataset: { fk: 'edit' }, onclick: actions.edit },
			h('span', { html: icon('edit', { size: 20 }) }),
			'Edit Habit',
		),
		h(
			'button',
			{ type: 'button', class: 'btn btn-secondary btn-block', dataset: { fk: 'archive' }, onclick: actions.archive },
			h('span', { html: icon(habit.archived ? 'unarchive' : 'archive', { size: 20 }) }),
			habit.archived ? 'Unarchive Habit' : 'Archive Habit',
		),
		h(
			'button',
			{ type: 'button', class: 'btn btn-danger-text btn-block', dataset: { fk: 'delete' }, onclick: actions.remove },
			h('span', { html: icon('trash', { size: 20 }) }),
			'Delete Habit',
		),
	);

/**
 * Draws the body for `habit`.
 * @param {DetailState} d
 * @param {Habit} habit
 * @param {HTMLElement} body
 * @param {DetailActions} actions
 */
export function drawBody(d, habit, body, actions) {
	const map = byDay(d);
	const numeric = habit.measure?.kind === 'numeric';
	const today = todayEntry(d, habit, map, actions);
	body.replaceChildren(
		today,
		block(
			'wk-title',
			'This week',
			weekStrip({
				today: d.today,
				firstWeekday: d.firstWeekday,
				byDay: map,
				createdDay: habit.createdDay,
				onTap: (/** @type {string} */ day) => (numeric ? actions.entry(day) : actions.toggleDay(day)),
			}),
		),
		block(
			'hist-title',
			'History',
			monthGrid({
				month: d.month,
				today: d.today,
				firstWeekday: d.firstWeekday,
				byDay: map,
				createdDay: habit.createdDay,
				minMonth: monthStart(d.start),
				onTap: (/** @type {string} */ day) => actions.entry(day),
				onMonth: (/** @type {string} */ m) => {
					d.month = m;
					d.render();
				},
			}),
		),
		habitStatsSection(habit.id),
		relatedHabitsSection(habit),
		block('notes-title', 'All Notes', notesButton(d, habit, actions), notesList(d, actions)),
		habitActions(habit, actions),
	);
}

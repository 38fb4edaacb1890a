// The search sheet's results: a group per kind (Habits, Categories, Notes, Reflections), each row
// a button that goes where the result lives. Matches are marked where the server's marks say.
import { h } from '../../core/dom.js';
import { todayDay } from '../../core/store.js';
import { dayInWords } from '../../core/format.js';
import { habitFilters, setHabitFilters } from '../../core/filters.js';
import { openDetails } from '../../core/app-links.js';
import { icon } from '../../components/icons.js';
import { marked } from '../../components/marks.js';
import { MOODS } from '../../components/entry.js';

/** @typedef {import('../../api/wire-types.js').SearchResults} SearchResults */
/** @typedef {import('../../api/wire-types.js').SearchHabitHit} SearchHabitHit */
/** @typedef {import('../../api/wire-types.js').SearchCategoryHit} SearchCategoryHit */
/** @typedef {import('../../api/wire-types.js').SearchNoteHit} SearchNoteHit */
/** @typedef {import('../../api/wire-types.js').SearchReflectionHit} SearchReflectionHit */
/** @typedef {(where: () => void) => void} Go closes the sheet, then goes */

/**
 * A habit's (or category's) icon on its colour.
 * @param {string | null | undefined} name
 * @param {string | null | undefined} color
 */
const tile = (name, color) =>
	h('span', {
		class: 'sres-tile',
		style: { '--tile': color ?? 'var(--primary)' },
		html: icon(name ?? 'dot', { size: 18, stroke: 2.2 }),
	});

/**
 * A result row: a button with the tile, its lines and what it leads to.
 * @param {string} kind
 * @param {Node} lead
 * @param {Node[]} lines
 * @param {Node | null} end
 * @param {() => void} onPick
 */
const row = (kind, lead, lines, end, onPick) =>
	h(
		'li',
		{},
		h(
			'button',
			{ type: 'button', class: `sres sres-${kind}`, onclick: onPick },
			lead,
			h('span', { class: 'sres-lines' }, lines),
			end,
			h('span', { class: 'sres-chev', html: icon('chevron-right', { size: 16, stroke: 2.4 }) }),
		),
	);

/**
 * A group with its heading and rows.
 * @param {string} id
 * @param {string} title
 * @param {HTMLElement[]} rows
 */
const group = (id, title, rows) =>
	rows.length
		? h(
				'section',
				{ class: 'sgroup', 'aria-labelledby': `sgroup-${id}`, dataset: { group: id } },
				h('h3', { class: 'sgroup-title', id: `sgroup-${id}` }, title),
				h('ul', { class: 'sgroup-list', role: 'list' }, rows),
			)
		: null;

/**
 * @param {SearchHabitHit} x
 * @param {Go} go
 */
const habitRow = (x, go) =>
	row(
		'habit',
		tile(x.icon, x.color),
		[
			h('span', { class: 'sres-title' }, marked(x.name, x.nameMarks)),
			x.description ? h('span', { class: 'sres-text' }, marked(x.description, x.descriptionMarks)) : null,
		].filter((n) => n !== null),
		x.archived ? h('span', { class: 'sres-tag' }, 'Archived') : null,
		() => go(() => openDetails(x.habitId)),
	);

/**
 * A category: the Habits tab, filtered by it.
 * @param {SearchCategoryHit} x
 * @param {Go} go
 */
const categoryRow = (x, go) =>
	row(
		'category',
		tile(x.icon ?? 'list', x.color),
		[h('span', { class: 'sres-title' }, marked(x.name, x.nameMarks))],
		null,
		() =>
			go(() => {
				setHabitFilters({ ...habitFilters(), categories: [x.categoryId] });
				location.hash = '#/habits';
			}),
	);

/**
 * A mood's emoji, named for a screen reader.
 * @param {string | null} mood
 */
export function moodMark(mood) {
	const m = MOODS.find(([code]) => code === mood);
	return m ? h('span', { class: 'sres-mood', role: 'img', 'aria-label': `Mood: ${m[2]}` }, m[1]) : null;
}

/**
 * A note: its habit's details at that day.
 * @param {SearchNoteHit} x
 * @param {Go} go
 */
const noteRow = (x, go) =>
	row(
		'note',
		tile(x.icon, x.color),
		[
			h(
				'span',
				{ class: 'sres-meta' },
				h('span', { class: 'sres-habit' }, x.habitName),
				' · ',
				dayInWords(x.day, todayDay()),
			),
			h('span', { class: 'sres-text is-note' }, marked(x.note, x.marks)),
		],
		moodMark(x.mood),
		() => go(() => openDetails(x.habitId, x.day)),
	);

/**
 * A coach reflection: what worked and what was hard, under its goal.
 * @param {SearchReflectionHit} x
 * @param {Go} go
 */
const reflectionRow = (x, go) =>
	row(
		'reflection',
		tile('target', null),
		[
			h(
				'span',
				{ class: 'sres-meta' },
				h('span', { class: 'sres-habit' }, x.goalTitle),
				` · Stage ${x.stage + 1} · `,
				dayInWords(x.day, todayDay()),
			),
			x.worked ? h('span', { class: 'sres-text' }, h('b', {}, 'Worked: '), marked(x.worked, x.workedMarks)) : null,
			x.hard ? h('span', { class: 'sres-text' }, h('b', {}, 'Hard: '), marked(x.hard, x.hardMarks)) : null,
		].filter((n) => n !== null),
		null,
		() =>
			go(() => {
				location.hash = `#/coach/${encodeURIComponent(x.goalId)}`;
			}),
	);

/**
 * The results, grouped, in the order Habits, Categories, Notes, Reflections (empty groups left out).
 * @param {SearchResults} r
 * @param {Go} go
 * @returns {HTMLElement[]}
 */
export function resultGroups(r, go) {
	return [
		group(
			'habits',
			'Habits',
			r.habits.map((x) => habitRow(x, go)),
		),
		group(
			'categories',
			'Categories',
			r.categories.map((x) => categoryRow(x, go)),
		),
		group(
			'notes',
			'Notes',
			r.notes.map((x) => noteRow(x, go)),
		),
		group(
			'reflections',
			'Reflections',
			r.reflections.map((x) => reflectionRow(x, go)),
		),
		r.truncated ? h('p', { class: 'search-more' }, 'Showing the first results. Add a word to narrow them.') : null,
	].filter((n) => n !== null);
}

// The import sheet's preview, drawn from the server's answer as it is: the kind of file found and
// what it carries, its days, each habit as it would be imported, and what will not carry over.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { state } from '../../core/store.js';
import { num, parseDay, plural } from '../../core/format.js';

/** @typedef {import('../../api/imports.js').ImportPreview} ImportPreview */
/** @typedef {import('../../api/wire-types.js').ImportedHabit} ImportedHabit */
/** @typedef {import('../../api/types.js').ImportSummary} ImportSummary */

/**
 * The days the file covers ("1 – 10 Mar 2024"), or null when it has no check-ins.
 * @param {ImportPreview} preview
 */
function dayRange(preview) {
	if (!preview.start || !preview.end) return null;
	const f = new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', dateStyle: 'medium' });
	return f.formatRange(parseDay(preview.start), parseDay(preview.end));
}

/**
 * What the file is and carries, its days and its name.
 * @param {ImportPreview} preview
 * @param {File} file
 */
export function foundHeader(preview, file) {
	const range = dayRange(preview);
	return h(
		'div',
		{ class: 'imp-found' },
		h('span', { class: 'imp-found-icon', html: icon('check-circle', { size: 26 }) }),
		h('h3', { class: 'imp-found-title' }, `Found a ${preview.formatName} file`),
		h('p', { class: 'imp-found-carries' }, preview.carries),
		h(
			'p',
			{ class: 'imp-found-meta' },
			range ? h('span', { class: 'imp-range' }, h('span', { html: icon('calendar', { size: 16 }) }), range) : null,
			h('span', { class: 'imp-file-name' }, file.name),
		),
	);
}

/**
 * A numeric habit's target in words ("8 glasses", "At most 1 times"), or null for yes/no.
 * @param {ImportedHabit['measure']} m
 */
function targetWords(m) {
	if (m.kind !== 'numeric') return null;
	const amount = `${num(m.target)} ${m.unit ?? ''}`.trim();
	if (m.targetKind !== 'at_most') return `Target ${amount}`;
	const title = state.meta?.targetKinds?.find((k) => k.code === 'at_most')?.title;
	return title ? `${title} ${amount}` : amount;
}

/** @param {ImportedHabit} habit */
function habitRow(habit) {
	const facts = [habit.scheduleText, targetWords(habit.measure)].filter(Boolean).join(' · ');
	const tags = [
		habit.joinsExisting ? h('span', { class: 'imp-tag is-joins' }, 'Adds to your habit') : null,
		habit.archived ? h('span', { class: 'imp-tag' }, 'Archived') : null,
	].filter((t) => t != null);
	return h(
		'li',
		{ class: 'imp-habit' },
		h('span', { class: 'routine-dot', style: { '--habit': habit.color }, html: icon(habit.icon, { size: 18 }) }),
		h(
			'span',
			{ class: 'imp-habit-text' },
			h('span', { class: 'imp-habit-name' }, habit.name),
			h('span', { class: 'imp-habit-facts' }, facts),
			tags.length ? h('span', { class: 'imp-tags' }, tags) : null,
		),
		h('span', { class: 'imp-habit-count' }, plural(habit.checkIns, 'check-in')),
	);
}

/**
 * Every habit of the file, as it would be imported.
 * @param {ImportedHabit[]} habits
 */
export function habitList(habits) {
	if (!habits.length) return null;
	return h(
		'section',
		{ class: 'routine-group', 'aria-labelledby': 'imp-habits-title' },
		h('h3', { class: 'routine-group-title', id: 'imp-habits-title' }, plural(habits.length, 'Habit')),
		h('ul', { class: 'imp-habits' }, habits.map(habitRow)),
	);
}

/**
 * A calm titled list of the server's notes (left out, adjusted, archived to fit the plan).
 * @param {string} kind
 * @param {string} title
 * @param {string[] | undefined} lines
 * @param {string} iconName
 */
function notesGroup(kind, title, lines, iconName) {
	if (!lines?.length) return null;
	const id = `imp-${kind}-title`;
	return h(
		'section',
		{ class: `routine-group imp-notes is-${kind}`, 'aria-labelledby': id },
		h('h3', { class: 'routine-group-title', id }, title),
		h(
			'ul',
			{ class: 'routine-lines' },
			lines.map((line) =>
				h(
					'li',
					{},
					h('span', { class: 'routine-line-icon', html: icon(iconName, { size: 18, stroke: 2.2 }) }),
					h('span', {}, line),
				),
			),
		),
	);
}

/**
 * What will not carry over as it is: left out, adjusted, and what is added archived for the plan.
 * @param {ImportSummary} summary
 */
export function notCarried(summary) {
	return [
		notesGroup('archived', 'Added archived, to fit the free plan', summary.archived, 'archive'),
		notesGroup('skipped', 'Left out', summary.skipped, 'minus'),
		notesGroup('adjusted', 'Adjusted', summary.adjusted, 'info'),
	];
}

/**
 * The import button's words: what will be written, or that nothing new would be.
 * @param {ImportSummary} summary
 */
export function importLabel(summary) {
	const parts = [
		summary.habits ? plural(summary.habits, 'habit') : null,
		summary.checkIns ? plural(summary.checkIns, 'check-in') : null,
	].filter(Boolean);
	return parts.length ? `Import ${parts.join(' and ')}` : 'Nothing new to import';
}

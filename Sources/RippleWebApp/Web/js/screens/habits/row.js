// One row of the Habits list: icon, name, "Daily • 8:00 AM", streak badge,
// the last 7 days as dots and a chevron; swipe actions behind it; in edit mode a drag handle and
// the active switch.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { onColor } from '../../core/palette.js';
import { plural, weekdayName } from '../../core/format.js';
import { frequencyText, streakOf } from './model.js';
import { outcomeWords } from '../../core/outcome-words.js';

const GRIP =
	'<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"><path d="M5 8h14M5 12h14M5 16h14"/></svg>';

/** @typedef {import('../../api/types.js').Habit} Habit */
/** @typedef {import('./screen.js').WeekCell} WeekCell */

/**
 * The last 7 days as dots (none for an archived habit or without days).
 * @param {WeekCell[]} week
 * @param {boolean} archived
 */
function weekDots(week, archived) {
	if (!week.length || archived) return null;
	const said = week.map((c) => `${weekdayName(c.day)} ${outcomeWords(c)}`);
	return h(
		'div',
		{ class: 'hrow-dots', role: 'img', 'aria-label': `Last 7 days: ${said.join(', ')}` },
		week.map((c, i) =>
			h('span', {
				class: `hdot is-${c.outcome}${c.isToday ? ' is-today' : ''}${!c.due && c.outcome === 'none' ? ' is-rest' : ''}`,
				title: said[i],
			}),
		),
	);
}

/**
 * Edit mode's drag handle.
 * @param {Habit} habit
 */
const dragHandle = (habit) =>
	h('button', {
		type: 'button',
		class: 'hrow-handle',
		dataset: { fk: `handle-${habit.id}` },
		'aria-label': `Reorder ${habit.name}`,
		'aria-describedby': 'habits-reorder-help',
		html: GRIP,
	});

/**
 * Edit mode's active switch (off archives the habit).
 * @param {Habit} habit
 */
const activeSwitch = (habit) =>
	h(
		'label',
		{ class: 'hrow-active' },
		h('input', {
			type: 'checkbox',
			role: 'switch',
			class: 'switch-input',
			checked: !habit.archived,
			dataset: { act: 'active', fk: `active-${habit.id}` },
			'aria-label': `${habit.name} active`,
		}),
		h('span', { class: 'switch', 'aria-hidden': 'true' }),
	);

/**
 * The name, "Daily • 8:00 AM" and the streak badge.
 * @param {Habit} habit
 * @param {{current: number, unit: string} | null} streak
 */
const rowMain = (habit, streak) =>
	h(
		'span',
		{ class: 'hrow-main', 'aria-hidden': 'true' },
		h('span', { class: 'hrow-name' }, habit.name),
		h(
			'span',
			{ class: 'hrow-meta' },
			h('span', { class: 'hrow-freq' }, frequencyText(habit)),
			streak
				? h('span', {
						class: 'hrow-streak',
						html: `${icon('flame', { size: 13, stroke: 2.4 })}<span>${plural(streak.current, streak.unit === 'week' ? 'week' : 'day')}</span>`,
					})
				: null,
		),
	);

/**
 * The row's visible part: what the row shows and its buttons, in the habit's colours.
 * @param {Habit} habit
 * @param {{hit: HTMLElement, streak: {current: number, unit: string} | null, dots: HTMLElement | null, editing: boolean}} parts
 */
function rowBody(habit, { hit, streak, dots, editing }) {
	const archived = habit.archived;
	const body = h(
		'div',
		{ class: `hrow${archived ? ' is-archived' : ''}`, dataset: { id: habit.id } },
		hit,
		editing ? dragHandle(habit) : null,
		h('span', { class: 'hrow-icon', 'aria-hidden': 'true', html: icon(habit.icon, { size: 22 }) }),
		rowMain(habit, streak),
		archived ? h('span', { class: 'archived-chip', 'aria-hidden': 'true' }, 'Archived') : null,
		editing ? activeSwitch(habit) : dots,
		archived && !editing
			? h('button', {
					type: 'button',
					class: 'hrow-restore',
					dataset: { act: 'unarchive', fk: `restore-${habit.id}` },
					'aria-label': `Unarchive ${habit.name}`,
					html: icon('unarchive', { size: 20 }),
				})
			: null,
		editing
			? null
			: h('span', {
					class: 'hrow-chev',
					'aria-hidden': 'true',
					html: icon('chevron-right', { size: 18, stroke: 2.4 }),
				}),
		h('button', {
			type: 'button',
			class: 'hrow-more',
			dataset: { act: 'menu', fk: `more-${habit.id}` },
			'aria-label': `More actions for ${habit.name}`,
			'aria-haspopup': 'menu',
			'aria-expanded': 'false',
			html: icon('more', { size: 20 }),
		}),
	);
	const { bg, fg } = onColor(habit.color);
	for (const [k, v] of [
		['--habit', habit.color],
		['--habit-bg', bg],
		['--habit-fg', fg],
	])
		body.style.setProperty(k, v);
	return body;
}

/**
 * A swipe action's button.
 * @param {string} act
 * @param {string} iconName
 * @param {string} label
 */
const swipeAction = (act, iconName, label) =>
	h(
		'button',
		{ type: 'button', class: `hrow-act act-${act}`, dataset: { act } },
		h('span', { html: icon(iconName, { size: 20 }) }),
		label,
	);

/**
 * Builds the row of `habit`; `week` are its last 7 cells (oldest first).
 * @param {Habit} habit
 * @param {{week?: WeekCell[], editing?: boolean, dim?: boolean}} options
 */
export function habitRow(habit, { week = [], editing = false, dim = false }) {
	const archived = habit.archived;
	const streak = streakOf(habit);
	const done = week.filter((c) => c.outcome === 'done').length;

	const labelParts = [habit.name, frequencyText(habit)];
	if (archived) labelParts.push('archived');
	if (streak) labelParts.push(`${plural(streak.current, streak.unit === 'week' ? 'week' : 'day')} streak`);
	if (week.length) labelParts.push(`last 7 days: ${done} done`);
	const hit = h('button', {
		type: 'button',
		class: 'hrow-hit',
		dataset: { fk: `hit-${habit.id}` },
		'aria-label': `${labelParts.join(', ')}. Open details`,
	});
	const body = rowBody(habit, { hit, streak, dots: weekDots(week, archived), editing });
	const actions = archived
		? null
		: h(
				'div',
				{ class: 'hrow-actions', inert: true },
				swipeAction('edit', 'edit', 'Edit'),
				swipeAction('archive', 'archive', 'Archive'),
				swipeAction('delete', 'trash', 'Delete'),
			);
	const swipeBg = h(
		'div',
		{ class: 'hrow-swipe-bg', 'aria-hidden': 'true' },
		h('span', { html: icon('unarchive', { size: 22 }) }),
		h('span', {}, 'Unarchive'),
	);

	const el = h(
		'li',
		{ class: `hrow-wrap${dim ? ' is-dim' : ''}`, dataset: { id: habit.id }, inert: dim },
		actions,
		archived ? swipeBg : null,
		body,
	);
	return { el, body, actions, swipeBg: archived ? swipeBg : null, habit };
}

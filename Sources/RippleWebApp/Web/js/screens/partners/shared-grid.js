// One habit a partner shares with me: its name, its schedule in words, this week's count, and its
// last 12 weeks as the server states each day, drawn in the History matrix's look (a column per
// week, oldest at the left; a row per weekday). Each cell's state is the server's; its words are
// those of every other day view (js/core/outcome-words.js); nothing is worked out here.
import { h } from '../../core/dom.js';
import { outcomeWords } from '../../core/outcome-words.js';
import { WEEKDAY_LETTER, WEEKDAY_LONG, weekdayOf } from '../../core/format.js';
import { dayWords } from './words.js';

/** @typedef {import('../../api/partners.js').SharedHabit} SharedHabit */
/** @typedef {import('../../api/partners.js').SharedDay} SharedDay */

/**
 * Each state's words, and its symbol's key.
 * @type {Record<SharedDay['state'], {words: string, key: string}>}
 */
export const SHARED_STATES = {
	done: { words: outcomeWords({ outcome: 'done' }), key: 'done' },
	skipped: { words: outcomeWords({ outcome: 'skipped' }), key: 'skipped' },
	missed: { words: outcomeWords({ outcome: 'missed' }), key: 'missed' },
	notDue: { words: outcomeWords({ due: false }), key: 'notdue' },
	pending: { words: outcomeWords({ due: true }), key: 'todo' },
	upcoming: { words: outcomeWords({ future: true }), key: 'upcoming' },
	hidden: { words: 'not shared', key: 'hidden' },
};

const MONTH = new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' });

/**
 * The habit's card.
 * @param {SharedHabit} habit
 * @param {string} owner whose habit it is (for the grid's caption)
 * @returns {HTMLElement}
 */
export function sharedHabitCard(habit, owner) {
	const titleId = `shared-${habit.id}`;
	return h(
		'article',
		{ class: 'shared-habit', 'aria-labelledby': titleId },
		h(
			'header',
			{ class: 'shared-habit-head' },
			h(
				'div',
				{ class: 'shared-habit-words' },
				h('h3', { class: 'shared-habit-name', id: titleId }, habit.name),
				h('p', { class: 'shared-habit-schedule' }, habit.scheduleText),
			),
			h('p', { class: 'shared-habit-week' }, habit.week.text),
		),
		grid(habit, owner),
	);
}

/**
 * The 12 weeks as a table: a column per week (its month named where one begins), a row per
 * weekday, each cell's state in words for screen readers.
 * @param {SharedHabit} habit
 * @param {string} owner
 */
function grid(habit, owner) {
	/** @type {SharedDay[][]} */
	const weeks = [];
	for (let i = 0; i < habit.days.length; i += 7) weeks.push(habit.days.slice(i, i + 7));
	const head = h(
		'tr',
		{},
		h('th', { class: 'sg-corner', scope: 'col' }, h('span', { class: 'sr-only' }, 'Weekday')),
		weeks.map((week, i) => {
			const first = week[0].day;
			const month = monthBegun(weeks, i);
			return h(
				'th',
				{ class: 'sg-week', scope: 'col' },
				h(
					'span',
					{ class: 'sg-month', 'aria-hidden': 'true' },
					month ? MONTH.format(new Date(`${month}T00:00:00Z`)) : '',
				),
				h('span', { class: 'sr-only' }, `Week of ${dayWords(first)}`),
			);
		}),
	);
	const rows = (weeks[0] ?? []).map((_, r) => {
		const weekday = weekdayOf(weeks[0][r].day);
		return h(
			'tr',
			{},
			h(
				'th',
				{ class: 'sg-weekday', scope: 'row' },
				h('span', { 'aria-hidden': 'true' }, WEEKDAY_LETTER[weekday]),
				h('span', { class: 'sr-only' }, WEEKDAY_LONG[weekday]),
			),
			weeks.map((week) => cell(week[r], habit.today)),
		);
	});
	return h(
		'div',
		{ class: 'sg-wrap' },
		h(
			'table',
			{ class: 'sg' },
			h(
				'caption',
				{ class: 'sr-only' },
				`${habit.name}, shared by ${owner}: the last 12 weeks, a column per week, oldest first`,
			),
			h('thead', {}, head),
			h('tbody', {}, rows),
		),
	);
}

/**
 * The day a month begins on in week `i`, whose name heads its column; the first week, when no
 * month begins in it or the two after it, is headed by its own month.
 * @param {SharedDay[][]} weeks
 * @param {number} i
 * @returns {string | null}
 */
function monthBegun(weeks, i) {
	const begins = (/** @type {SharedDay[] | undefined} */ week) => week?.find((d) => d.day.endsWith('-01'))?.day ?? null;
	if (begins(weeks[i])) return begins(weeks[i]);
	return i === 0 && !begins(weeks[1]) && !begins(weeks[2]) ? (weeks[0][0]?.day ?? null) : null;
}

/**
 * A day: its symbol, and its date and state in words.
 * @param {SharedDay | undefined} day
 * @param {string} today the owner's today
 */
function cell(day, today) {
	if (!day) return h('td', { class: 'sg-cell' });
	const state = SHARED_STATES[day.state] ?? { words: day.state, key: day.state };
	return h(
		'td',
		{
			class: `sg-cell k-${state.key}${day.day === today ? ' is-today' : ''}`,
			title: `${dayWords(day.day)}: ${state.words}`,
			dataset: { day: day.day, state: day.state },
		},
		h('span', { class: `sym sym-${state.key}`, 'aria-hidden': 'true' }),
		h('span', { class: 'sr-only' }, `${dayWords(day.day)}${day.day === today ? ' (today)' : ''}: ${state.words}`),
	);
}

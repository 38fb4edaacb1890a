// The calendar heatmap: a month of day tiles whose colour deepens with the share of
// habits completed that day; a tile opens the day-detail sheet. Rows fade in one after another.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { calm } from '../../core/store.js';
import {
	addDays,
	addMonths,
	daysInMonth,
	longDate,
	monthStart,
	monthTitle,
	orderedWeekdays,
	weekdayOf,
	WEEKDAYS,
	WEEKDAY_LETTER,
} from '../../core/format.js';
import { toast } from '../../components/ui.js';
import * as api from '../../core/stats.js';
import { openDaySheet } from './day-sheet.js';

/**
 * A day of GET /streaks/history: done of due, and the tile's depth (absent when nothing was due).
 * @typedef {{day?: string, done: number, due: number, level?: number | null}} HeatDay
 */

/** @param {{today: string, firstWeekday: string, firstDay?: string | null}} options */
export function calendarHeatmap({ today, firstWeekday, firstDay }) {
	let month = monthStart(today);
	const minMonth = firstDay ? monthStart(firstDay) : month;
	const { title, prev, next, grid, el } = heatView(firstWeekday);

	let token = 0;
	async function load() {
		const mine = ++token;
		title.textContent = monthTitle(month);
		prev.disabled = month <= minMonth;
		next.disabled = month >= monthStart(today);
		const end = addDays(month, daysInMonth(month) - 1);
		/** @type {HeatDay[]} */
		let days = [];
		try {
			days = (await api.streakHistory(month, end)).days;
		} catch (e) {
			if (mine === token) toast(e.message);
		}
		if (mine !== token) return;
		paint(new Map(days.map((d) => [d.day, d])));
	}

	/** @param {Map<string | undefined, HeatDay>} byDay */
	function paint(byDay) {
		grid.replaceChildren(...heatTiles(month, today, firstWeekday, byDay));
		el.classList.toggle('calm', calm());
		grid.classList.remove('rows-in');
		void grid.offsetWidth;
		grid.classList.add('rows-in');
	}

	prev.addEventListener('click', () => {
		month = addMonths(month, -1);
		load();
	});
	next.addEventListener('click', () => {
		month = addMonths(month, 1);
		load();
	});
	load();
	return el;
}

/**
 * The card: its heading, the month with ‹ › buttons, the weekday letters, the tiles' grid and the legend.
 * @param {string} firstWeekday
 * @returns {{title: HTMLElement, prev: HTMLButtonElement, next: HTMLButtonElement, grid: HTMLElement, el: HTMLElement}}
 */
function heatView(firstWeekday) {
	const title = h('h3', { class: 'month-title', id: 'heat-month', 'aria-live': 'polite' });
	const prev = h('button', {
		type: 'button',
		class: 'icon-btn',
		'aria-label': 'Previous month',
		html: icon('chevron-left', { size: 20 }),
	});
	const next = h('button', {
		type: 'button',
		class: 'icon-btn',
		'aria-label': 'Next month',
		html: icon('chevron-right', { size: 20 }),
	});
	const grid = h('div', { class: 'heat-grid', role: 'group', 'aria-labelledby': 'heat-month' });
	const el = h(
		'section',
		{ class: 'stat-card heat-card', 'aria-labelledby': 'heat-title' },
		h('div', { class: 'section-head' }, h('h2', { id: 'heat-title', class: 'card-heading' }, 'Calendar')),
		h('div', { class: 'month-head' }, prev, title, next),
		h(
			'div',
			{ class: 'heat-week', 'aria-hidden': 'true' },
			orderedWeekdays(firstWeekday).map((d) =>
				h('span', {}, WEEKDAY_LETTER[/** @type {keyof typeof WEEKDAY_LETTER} */ (d)]),
			),
		),
		grid,
		h(
			'div',
			{ class: 'heat-legend', 'aria-hidden': 'true' },
			h('span', {}, 'Less'),
			[0, 1, 2, 3, 4].map((l) => h('i', { class: `hl-${l}` })),
			h('span', {}, 'More'),
		),
	);
	return { title, prev, next, grid, el };
}

/**
 * The month's tiles after the blanks before its first day.
 * @param {string} month its first day
 * @param {string} today
 * @param {string} firstWeekday
 * @param {Map<string | undefined, HeatDay>} byDay
 */
function heatTiles(month, today, firstWeekday, byDay) {
	const lead = (WEEKDAYS.indexOf(weekdayOf(month)) - WEEKDAYS.indexOf(firstWeekday) + 7) % 7;
	const cells = Array.from({ length: lead }, () => h('span', { class: 'heat-blank', 'aria-hidden': 'true' }));
	for (let i = 0; i < daysInMonth(month); i++) {
		const day = addDays(month, i);
		/** @type {HeatDay} */
		const d = byDay.get(day) ?? { done: 0, due: 0 };
		const future = day > today;
		// The tile's depth is the engine's (GET /streaks/history `level`, absent when nothing was due).
		const level = future || d.level == null ? -1 : d.level;
		const words = future ? 'upcoming' : d.due ? `${d.done} of ${d.due} completed` : 'nothing due';
		cells.push(
			h(
				'button',
				{
					type: 'button',
					class: `heat-day hl-${level < 0 ? 'none' : level} ${day === today ? 'is-today' : ''} ${future ? 'is-future' : ''}`,
					dataset: { day },
					disabled: future,
					'aria-label': `${longDate(day)}: ${words}`,
					style: { '--row': Math.floor((lead + i) / 7) },
					onclick: () => openDaySheet({ day }),
				},
				String(i + 1),
			),
		);
	}
	return cells;
}

// The streak history sheet's month: title with ‹ › buttons (also arrow keys and swipes), weekday
// header, days coloured by which sections were complete, legend and the month's statistics.
import { h } from '../../core/dom.js';
import { monthTitle, orderedWeekdays, weekdayOf, WEEKDAY_SHORT, WEEKDAY_LONG, parseDay } from '../../core/format.js';
// The engine's answers when the server is out of reach.
import { streakMonth } from '../../core/stats.js';
import { state } from '../../core/store.js';
import { toast } from '../../components/ui.js';

/**
 * A day of the month: its state (perfect, morning, evening, partial, missed, pending, rest,
 * future) and which sections were complete.
 * @typedef {{day: string, state: string, sections: {title: string, complete: boolean}[]}} StreakDay
 */
/**
 * GET /streaks/history?month=: the month's days and statistics, and its neighbours.
 * @typedef {{month: {month: string, start: string, firstWeekday: string, previous?: string | null, next?: string | null, daysCompleted: number, daysCounted: number, perfectDays: number, completionPercent: number, habitsDone: number, habitsDue: number, habitsPercent: number}, days: StreakDay[]}} StreakMonth
 */
/**
 * The month part's elements.
 * @typedef {{title: HTMLElement, prev: HTMLButtonElement, next: HTMLButtonElement, head: HTMLElement, days: HTMLElement, grid: HTMLElement, statsTitle: HTMLElement, stats: HTMLElement}} MonthParts
 */

// The calendar's states (see `state` in openapi.yaml) with the legend's words; gold, blue and
// green for its states, and each state also has its own shape for colour-blind users.
const LEGEND = [
	['perfect', 'Perfect day'],
	['morning', 'Morning only'],
	['evening', 'Evening only'],
	['partial', 'Some sections'],
	['missed', 'Missed'],
];

/** @type {Record<string, number>} */
const STEPS = { ArrowLeft: -1, ArrowRight: 1, PageUp: -1, PageDown: 1 };

const monthDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' });

/**
 * The day's label for screen readers: "November 12: Morning and Evening complete".
 * @param {StreakDay} day
 */
function dayLabel(day) {
	const date = monthDay.format(parseDay(day.day));
	const complete = day.sections.filter((s) => s.complete).map((s) => s.title);
	switch (day.state) {
		case 'future':
			return date;
		case 'rest':
			return `${date}: nothing due`;
		case 'missed':
			return `${date}: nothing complete`;
		case 'pending':
			return `${date}: nothing complete yet`;
		case 'perfect':
			return `${date}: perfect day, ${joined(complete)} complete`;
		default:
			return `${date}: ${joined(complete)} complete`;
	}
}

/** @param {string[]} names */
function joined(names) {
	if (names.length <= 1) return names.join('');
	return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The month part: title with ‹ › buttons, weekday header, days, legend and statistics.
 * @param {HTMLElement} root
 * @param {StreakMonth} initial
 */
export function monthView(root, initial) {
	let answer = initial;
	let loading = 0;
	const parts = monthParts(root);
	const { prev, next, grid } = parts;

	/** @param {number} step */
	async function go(step) {
		const month = step < 0 ? answer.month.previous : answer.month.next;
		if (!month) return;
		const ticket = ++loading;
		let reply;
		try {
			reply = await streakMonth(month);
		} catch (e) {
			toast(e.message);
			return;
		}
		if (ticket !== loading) return;
		answer = reply;
		renderMonth(root, parts, answer, step);
	}

	prev.addEventListener('click', () => go(-1));
	next.addEventListener('click', () => go(1));
	grid.addEventListener('keydown', (e) => {
		const step = STEPS[e.key];
		if (!step) return;
		e.preventDefault();
		go(step);
	});
	swipe(grid, go);
	renderMonth(root, parts, answer);
}

/**
 * Builds the month part's elements into `root`.
 * @param {HTMLElement} root
 * @returns {MonthParts}
 */
function monthParts(root) {
	const title = h('h3', { id: 'sh-month-title', class: 'sh-heading sh-month-title', 'aria-live': 'polite' });
	const prev = h('button', {
		type: 'button',
		class: 'sh-nav sh-prev',
		'aria-label': 'Previous month',
		html: chevron('left'),
	});
	const next = h('button', {
		type: 'button',
		class: 'sh-nav sh-next',
		'aria-label': 'Next month',
		html: chevron('right'),
	});
	const head = h('div', { class: 'sh-weekdays', 'aria-hidden': 'true' });
	const days = h('ol', { class: 'sh-days' });
	const grid = h(
		'div',
		{
			class: 'sh-calendar',
			role: 'group',
			tabindex: '0',
			'aria-labelledby': 'sh-month-title',
			'aria-describedby': 'sh-calendar-hint',
		},
		head,
		days,
	);
	const statsTitle = h('h3', { id: 'sh-stats-title', class: 'sh-heading' });
	const stats = h('dl', { class: 'sh-stats', 'aria-labelledby': 'sh-stats-title' });
	root.append(
		h('div', { class: 'sh-month-nav' }, prev, title, next),
		h(
			'p',
			{ id: 'sh-calendar-hint', class: 'sr-only' },
			'Use the left and right arrow keys or swipe to change the month.',
		),
		grid,
		legend(),
		statsTitle,
		stats,
	);
	return { title, prev, next, head, days, grid, statsTitle, stats };
}

/**
 * Draws `answer`'s month (sliding in from the side of `step`, when it moved).
 * @param {HTMLElement} root
 * @param {MonthParts} parts
 * @param {StreakMonth} answer
 */
function renderMonth(root, { title, prev, next, head, days, grid, statsTitle, stats }, answer, step = 0) {
	const { month } = answer;
	title.textContent = monthTitle(month.start);
	root.dataset.month = month.month;
	prev.disabled = !month.previous;
	next.disabled = !month.next;
	const order = orderedWeekdays(month.firstWeekday);
	head.replaceChildren(
		...order.map((d) => {
			const w = /** @type {keyof typeof WEEKDAY_SHORT} */ (d);
			return h('span', { title: WEEKDAY_LONG[w] }, WEEKDAY_SHORT[w]);
		}),
	);
	const blanks = order.indexOf(weekdayOf(month.start));
	days.replaceChildren(
		...Array.from({ length: blanks }, () => h('li', { class: 'sh-day is-blank', 'aria-hidden': 'true' })),
		...answer.days.map((d) =>
			h(
				'li',
				{
					class: `sh-day is-${d.state}${d.day === state.today?.day ? ' is-today' : ''}`,
					dataset: { day: d.day, state: d.state },
					'aria-label': dayLabel(d),
				},
				h('span', { class: 'sh-date', 'aria-hidden': 'true' }, String(Number(d.day.slice(8)))),
				h('span', { class: 'sh-mark', 'aria-hidden': 'true' }),
			),
		),
	);
	// "Stats This Month"; another month names itself.
	statsTitle.textContent =
		month.month === state.today?.day.slice(0, 7) ? 'Stats This Month' : `Stats for ${monthTitle(month.start)}`;
	// Each figure says what it counts, over the same days: perfect days (every habit due done), days
	// with a time of day complete, and the habits done of those due.
	stats.replaceChildren(
		stat('Perfect days', `${month.perfectDays} of ${month.daysCounted}`, 'perfect'),
		stat('Days with a section done', `${month.daysCompleted} of ${month.daysCounted}`, 'completed'),
		stat('Habits done', month.habitsDue ? `${month.habitsPercent}%` : '—', 'rate'),
	);
	if (step) {
		grid.classList.remove('from-left', 'from-right');
		void grid.offsetWidth;
		grid.classList.add(step < 0 ? 'from-left' : 'from-right');
	}
}

/**
 * @param {string} label
 * @param {string} value
 * @param {string} key
 */
function stat(label, value, key) {
	return h('div', { class: 'sh-stat', dataset: { stat: key } }, h('dt', {}, label), h('dd', {}, value));
}

function legend() {
	return h(
		'ul',
		{ class: 'sh-legend', 'aria-label': 'Legend' },
		LEGEND.map(([key, text]) =>
			h('li', { class: `sh-legend-item is-${key}` }, h('span', { class: 'sh-mark', 'aria-hidden': 'true' }), text),
		),
	);
}

/**
 * A horizontal swipe across the calendar: left for the next month, right for the previous.
 * @param {HTMLElement} el
 * @param {(step: number) => unknown} go
 */
function swipe(el, go) {
	/** @type {{x: number, y: number, id: number} | null} */
	let start = null;
	el.addEventListener('pointerdown', (e) => {
		start = { x: e.clientX, y: e.clientY, id: e.pointerId };
	});
	el.addEventListener('pointercancel', () => {
		start = null;
	});
	el.addEventListener('pointerup', (e) => {
		if (!start || e.pointerId !== start.id) return;
		const dx = e.clientX - start.x;
		const dy = e.clientY - start.y;
		start = null;
		if (Math.abs(dx) > 48 && Math.abs(dx) > Math.abs(dy) * 1.5) go(dx < 0 ? 1 : -1);
	});
}

/** @param {'left' | 'right'} side */
function chevron(side) {
	const d = side === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6';
	return `<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="${d}"/></svg>`;
}

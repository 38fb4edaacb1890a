// The streak history sheet, opened from Today's streak
// badge: current and longest streaks of perfect days and of each time-of-day section, a month
// calendar coloured by which sections were complete, with a legend and the month's statistics.
// Every number and every day's state comes from /streaks/current and /streaks/history?month=.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { monthTitle, orderedWeekdays, weekdayOf, WEEKDAY_SHORT, WEEKDAY_LONG, parseDay } from '../../core/format.js';
// The engine's answers when the server is out of reach.
import { currentStreaks, streakMonth } from '../stats/reads.js';
import { state } from '../../core/store.js';
import { toast } from '../../components/ui.js';

const SECTION_ICONS = { morning: 'sun', afternoon: 'coffee', evening: 'moon', anytime: 'clock' };

// The calendar's states (see `state` in openapi.yaml) with the legend's words; gold, blue and
// green for its states, and each state also has its own shape for colour-blind users.
const LEGEND = [
	['perfect', 'Perfect day'],
	['morning', 'Morning only'],
	['evening', 'Evening only'],
	['partial', 'Some sections'],
	['missed', 'Missed'],
];

const monthDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' });

/** The day's label for screen readers: "November 12: Morning and Evening complete". */
export function dayLabel(day) {
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

function joined(names) {
	if (names.length <= 1) return names.join('');
	return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Opens the sheet on the month of the user's today. */
export async function openStreakHistory() {
	const today = state.today?.day;
	if (!today) return null;
	let current;
	let first;
	try {
		[current, first] = await Promise.all([
			currentStreaks(),
			streakMonth(today.slice(0, 7)),
			loadStylesheet('/css/streak-history.css'),
			loadStylesheet('/css/sheet.css'),
		]);
	} catch (e) {
		toast(e.message);
		return null;
	}
	const calendar = h('section', { class: 'sh-month', 'aria-labelledby': 'sh-month-title' });
	const content = h(
		'div',
		{ class: 'sheet-content streak-history' },
		sheetHeader({
			title: 'Streak History',
			titleId: 'streak-history-title',
			cancelLabel: 'Close',
			onCancel: () => sheet.close(),
		}),
		h('div', { class: 'sheet-body' }, streaksList(current), calendar),
	);
	const sheet = openSheet({ labelledBy: 'streak-history-title', content, className: 'sh-sheet' });
	monthView(calendar, first);
	return sheet;
}

function streaksList(current) {
	const rows = [
		{ key: 'perfect', icon: 'flame', title: 'Perfect Days', streak: current.perfectDays },
		...current.sections.map((s) => ({ key: s.section, icon: SECTION_ICONS[s.section], title: s.title, streak: s })),
	];
	// The grace indicator: the streaks still open today share one grace window, said once
	// under the heading; each of them is marked "today to go".
	const open = rows.filter((r) => r.streak.atRisk && r.streak.hoursLeft != null);
	const grace = open.length ? h('p', { class: 'sh-grace' }, `Grace: ${open[0].streak.hoursLeft}h left today`) : null;
	return h(
		'section',
		{ class: 'sh-streaks', 'aria-labelledby': 'sh-streaks-title' },
		h('h3', { id: 'sh-streaks-title', class: 'sh-heading' }, 'Current Streaks'),
		grace,
		h(
			'ul',
			{ class: 'sh-streak-list' },
			rows.map((r) =>
				h(
					'li',
					{ class: `sh-streak is-${r.key}`, dataset: { section: r.key } },
					h('span', { class: 'sh-streak-icon', 'aria-hidden': 'true', html: icon(r.icon, { size: 18 }) }),
					h(
						'span',
						{ class: 'sh-streak-label' },
						h('span', { class: 'sh-streak-name' }, r.title),
						open.includes(r) ? h('span', { class: 'sh-open' }, 'Today to go') : null,
					),
					h(
						'span',
						{ class: 'sh-streak-current' },
						h('span', { class: 'sh-num' }, String(r.streak.current)),
						h('span', { class: 'sr-only' }, r.streak.current === 1 ? ' day' : ' days'),
					),
					h('span', { class: 'sh-streak-longest' }, `Longest ${r.streak.longest}`),
				),
			),
		),
	);
}

/** The month part: title with ‹ › buttons, weekday header, days, legend and statistics. */
function monthView(root, initial) {
	let answer = initial;
	let loading = 0;
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
		render(step);
	}

	function render(step = 0) {
		const { month } = answer;
		title.textContent = monthTitle(month.start);
		root.dataset.month = month.month;
		prev.disabled = !month.previous;
		next.disabled = !month.next;
		const order = orderedWeekdays(month.firstWeekday);
		head.replaceChildren(...order.map((d) => h('span', { title: WEEKDAY_LONG[d] }, WEEKDAY_SHORT[d])));
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
		stats.replaceChildren(
			stat('Days completed', `${month.daysCompleted}/${month.daysCounted}`, 'completed'),
			stat('Perfect days', String(month.perfectDays), 'perfect'),
			stat('Completion rate', `${month.completionPercent}%`, 'rate'),
		);
		if (step) {
			grid.classList.remove('from-left', 'from-right');
			void grid.offsetWidth;
			grid.classList.add(step < 0 ? 'from-left' : 'from-right');
		}
	}

	prev.addEventListener('click', () => go(-1));
	next.addEventListener('click', () => go(1));
	grid.addEventListener('keydown', (e) => {
		const step = { ArrowLeft: -1, ArrowRight: 1, PageUp: -1, PageDown: 1 }[e.key];
		if (!step) return;
		e.preventDefault();
		go(step);
	});
	swipe(grid, go);
	render();
}

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

/** A horizontal swipe across the calendar: left for the next month, right for the previous. */
function swipe(el, go) {
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

function chevron(side) {
	const d = side === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6';
	return `<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="${d}"/></svg>`;
}

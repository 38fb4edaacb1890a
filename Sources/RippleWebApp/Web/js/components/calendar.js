// The habit detail's day views: this week's 7 days and a month calendar.
import { h } from '../core/dom.js';
import { icon } from './icons.js';
import { outcomeWords } from '../core/outcome-words.js';
import {
	addMonths,
	daysInMonth,
	monthStart,
	monthTitle,
	orderedWeekdays,
	weekdayOf,
	weekOf,
	WEEKDAY_LETTER,
	WEEKDAY_SHORT,
	longDate,
	WEEKDAYS,
} from '../core/format.js';

/**
 * A day's entry as the habit's history gives it.
 * @typedef {{outcome?: string, note?: string | null} & Record<string, any>} DayEntry
 */

/**
 * This week's days; `onTap(day)` for days up to today.
 * @param {{today: string, firstWeekday: string, byDay: Map<string, DayEntry>, createdDay?: string | null, onTap: (day: string) => unknown}} options
 */
export function weekStrip({ today, firstWeekday, byDay, createdDay, onTap }) {
	return h(
		'div',
		{ class: 'week-strip', role: 'group', 'aria-label': 'This week' },
		weekOf(today, firstWeekday).map((d) => {
			const o = byDay.get(d)?.outcome ?? 'none';
			const future = d > today;
			const before = createdDay && d < createdDay;
			const label = `${longDate(d)}: ${outcomeWords({ ...byDay.get(d), future })}${future || before ? '' : ', tap to toggle'}`;
			return h(
				'button',
				{
					type: 'button',
					class: `wday o-${o} ${d === today ? 'is-today' : ''} ${future ? 'is-future' : ''}`,
					dataset: { day: d },
					disabled: future,
					'aria-label': label,
					'aria-pressed': future ? null : String(o === 'done'),
					onclick: () => onTap(d),
				},
				h('span', { class: 'wday-name' }, WEEKDAY_SHORT[/** @type {keyof typeof WEEKDAY_SHORT} */ (weekdayOf(d))]),
				h(
					'span',
					{ class: 'wday-dot' },
					o === 'done' || o === 'partial'
						? h('span', { html: icon('check', { size: 16, stroke: 3 }) })
						: o === 'skipped'
							? h('span', { html: icon('skip', { size: 14 }) })
							: o === 'missed'
								? h('span', { html: icon('x', { size: 14, stroke: 2.6 }) })
								: Number(d.slice(8)),
				),
			);
		}),
	);
}

/**
 * A month grid of day tiles; past days and today open the day's entry.
 * @param {{month: string, today: string, firstWeekday: string, byDay: Map<string, DayEntry>, createdDay?: string | null, onTap: (day: string) => unknown, onMonth: (month: string) => unknown, minMonth?: string | null}} options
 */
export function monthGrid({ month, today, firstWeekday, byDay, createdDay, onTap, onMonth, minMonth }) {
	const first = monthStart(month);
	const n = daysInMonth(first);
	const lead = (WEEKDAYS.indexOf(weekdayOf(first)) - WEEKDAYS.indexOf(firstWeekday) + 7) % 7;
	const { prev, next } = monthButtons(first, today, minMonth, onMonth);
	const cells = [];
	for (let i = 0; i < lead; i++) cells.push(h('span', { class: 'cal-blank', 'aria-hidden': 'true' }));
	for (let i = 1; i <= n; i++) {
		const d = `${first.slice(0, 8)}${String(i).padStart(2, '0')}`;
		const entry = byDay.get(d);
		const o = entry?.outcome ?? 'none';
		const future = d > today;
		const before = createdDay && d < createdDay && !['done', 'partial', 'skipped', 'missed'].includes(o);
		const mark = entry?.note ? h('span', { class: 'cal-note', 'aria-hidden': 'true' }) : null;
		cells.push(
			h(
				'button',
				{
					type: 'button',
					class: `cal-day o-${future ? 'future' : o} ${d === today ? 'is-today' : ''} ${before ? 'is-before' : ''}`,
					dataset: { day: d },
					disabled: future,
					'aria-label': `${longDate(d)}: ${outcomeWords({ ...entry, future })}${entry?.note ? ', has a note' : ''}`,
					onclick: () => onTap(d),
				},
				String(i),
				mark,
			),
		);
	}
	return h(
		'div',
		{ class: 'month' },
		h(
			'div',
			{ class: 'month-head' },
			prev,
			h('h3', { class: 'month-title', 'aria-live': 'polite' }, monthTitle(first)),
			next,
		),
		h(
			'div',
			{ class: 'cal-grid cal-week', 'aria-hidden': 'true' },
			orderedWeekdays(firstWeekday).map((d) =>
				h('span', {}, WEEKDAY_LETTER[/** @type {keyof typeof WEEKDAY_LETTER} */ (d)]),
			),
		),
		h('div', { class: 'cal-grid' }, cells),
		h(
			'div',
			{ class: 'legend', 'aria-hidden': 'true' },
			[
				['done', 'Done'],
				['partial', 'Partial'],
				['skipped', 'Skipped'],
				['missed', 'Missed'],
			].map(([o, t]) => h('span', { class: `lg o-${o}` }, h('i'), t)),
		),
	);
}

/**
 * The ‹ › buttons of the month shown (`first`), off before `minMonth` and after today's month.
 * @param {string} first
 * @param {string} today
 * @param {string | null | undefined} minMonth
 * @param {(month: string) => unknown} onMonth
 */
function monthButtons(first, today, minMonth, onMonth) {
	const prev = h('button', {
		type: 'button',
		class: 'icon-btn',
		dataset: { fk: 'prev' },
		'aria-label': 'Previous month',
		disabled: minMonth && first <= minMonth,
		html: icon('chevron-left', { size: 20 }),
		onclick: () => onMonth(addMonths(first, -1)),
	});
	const next = h('button', {
		type: 'button',
		class: 'icon-btn',
		dataset: { fk: 'next' },
		'aria-label': 'Next month',
		disabled: first >= monthStart(today),
		html: icon('chevron-right', { size: 20 }),
		onclick: () => onMonth(addMonths(first, 1)),
	});
	return { prev, next };
}

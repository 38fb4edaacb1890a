// The consistency matrix's table: one row per habit, a column per day, filled a chunk of
// days at a time (the header cells and each row's cells as one piece of markup per chunk).
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { weekdayOf, WEEKDAY_SHORT } from '../../core/format.js';
import { cellKey, symbol, SAID } from './outcome.js';
import { setFocus } from './matrix-focus.js';
import { hidePop } from './matrix-pop.js';
import { MONTH, shortDate, longDate } from './matrix-dates.js';

/** @typedef {import('./matrix.js').MatrixState} MatrixState */
/** @typedef {import('./outcome.js').MatrixCell} MatrixCell */
/**
 * A chunk of the matrix: its days (descending) and each habit's cells for them.
 * @typedef {{days: string[], habits: {habit: import('../../api/types.js').Habit, cells: MatrixCell[]}[]}} MatrixChunk
 */

/** @param {unknown} t */
const esc = (t) =>
	String(t).replace(
		/[&<>"']/g,
		(c) =>
			/** @type {Record<string, string>} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[
				c
			],
	);

/**
 * Starts the matrix again with `matrix`'s habits and days.
 * @param {MatrixState} m
 * @param {MatrixChunk} matrix
 * @param {{day: string}[]} dayTotals
 */
export function resetMatrix(m, matrix, dayTotals) {
	m.rows = [];
	m.days = [];
	m.cells.clear();
	m.totals.clear();
	hidePop(m);
	const caption = h('caption', { class: 'sr-only' }, 'Habit history: one row per habit, most recent day first');
	m.headRow = h('tr', {}, h('th', { class: 'mx-corner', scope: 'col' }, h('span', { class: 'sr-only' }, 'Habit')));
	const tbody = h('tbody');
	for (const r of matrix.habits) {
		const th = h(
			'th',
			{ scope: 'row', class: 'mx-habit', title: r.habit.name, style: { '--habit': r.habit.color } },
			h(
				'span',
				{ class: 'mx-habit-in' },
				h('span', { class: 'mx-habit-icon', 'aria-hidden': 'true', html: icon(r.habit.icon, { size: 16 }) }),
				h('span', { class: 'mx-habit-name' }, r.habit.name),
			),
		);
		const tr = h('tr', {}, th);
		m.rows.push({ habit: r.habit, tr });
		tbody.append(tr);
	}
	m.table.replaceChildren(caption, h('thead', {}, m.headRow), tbody);
	m.scroller.scrollLeft = 0;
	appendDays(m, matrix, dayTotals);
}

/**
 * Adds a chunk of older days.
 * @param {MatrixState} m
 * @param {MatrixChunk} matrix
 * @param {{day: string}[]} [dayTotals]
 */
export function appendDays(m, matrix, dayTotals = []) {
	for (const t of dayTotals) m.totals.set(t.day, t);
	const start = m.days.length;
	const byId = new Map(matrix.habits.map((r) => [r.habit.id, r.cells]));
	m.headRow?.insertAdjacentHTML('beforeend', headMarkup(m, matrix, byId, start));
	const dayText = matrix.days.map(shortDate);
	m.rows.forEach((r, i) => {
		const list = byId.get(r.habit.id) ?? [];
		const name = esc(r.habit.name);
		let html = '';
		matrix.days.forEach((day, j) => {
			const c = list[j] ?? { day, outcome: 'none', due: false, beforeStart: true, isToday: false };
			const key = cellKey(c);
			const col = start + j;
			m.cells.set(`${i}:${col}`, { ...c, key });
			html += `<td class="mc k-${key}" tabindex="-1" data-row="${i}" data-col="${col}" aria-label="${name}, ${dayText[j]}: ${SAID[key]}">${symbol(key)}</td>`;
		});
		r.tr.insertAdjacentHTML('beforeend', html);
	});
	m.days.push(...matrix.days);
	if (start === 0) setFocus(m, 0, 0, false);
}

/**
 * The date headers of a chunk, the month named on its first day.
 * @param {MatrixState} m
 * @param {MatrixChunk} matrix
 * @param {Map<string, MatrixCell[]>} byId
 * @param {number} start the chunk's first column
 */
function headMarkup(m, matrix, byId, start) {
	let headHtml = '';
	matrix.days.forEach((day, j) => {
		const col = start + j;
		const first = col === 0 || day.slice(5, 7) !== (matrix.days[j - 1] ?? m.days.at(-1))?.slice(5, 7);
		const isToday = m.rows.some((r) => byId.get(r.habit.id)?.[j]?.isToday);
		headHtml +=
			`<th scope="col" class="mx-day${isToday ? ' is-today' : ''}"><button type="button" class="mh" tabindex="-1" data-col="${col}" aria-label="${esc(`${longDate(day)}, show summary`)}">` +
			`<span class="mh-month"${first ? '' : ' aria-hidden="true"'}>${first ? esc(MONTH.format(new Date(`${day}T00:00:00Z`))) : ''}</span>` +
			`<span class="mh-wd">${WEEKDAY_SHORT[/** @type {keyof typeof WEEKDAY_SHORT} */ (weekdayOf(day))]}</span><span class="mh-d">${Number(day.slice(8))}</span></button></th>`;
	});
	return headHtml;
}

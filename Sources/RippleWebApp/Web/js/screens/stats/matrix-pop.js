// The matrix's popover: a cell's state in the words of every other day view, or a date's "4 of 7
// completed", above (or below) the cell or header it describes. Its title is the description a
// screen reader hears with the cell's own name (which already says the habit and the date).
import { h } from '../../core/dom.js';
import { stateTitle } from './outcome.js';
import { setFocus } from './matrix-focus.js';
import { shortDate, longDate } from './matrix-dates.js';

/** @typedef {import('./matrix.js').MatrixState} MatrixState */

/**
 * @param {MatrixState} m
 * @param {HTMLElement} anchor
 * @param {string} title
 * @param {string} sub
 */
function showPop(m, anchor, title, sub) {
	const { pop, el } = m;
	pop.replaceChildren(h('strong', {}, title), h('span', { 'aria-hidden': 'true' }, sub));
	pop.hidden = false;
	const wr = el.getBoundingClientRect();
	const r = anchor.getBoundingClientRect();
	const pw = pop.offsetWidth;
	const ph = pop.offsetHeight;
	const left = Math.min(Math.max(4, r.left - wr.left + r.width / 2 - pw / 2), wr.width - pw - 4);
	const above = r.top - wr.top - ph - 8;
	pop.style.left = `${left}px`;
	pop.style.top = `${above >= 0 ? above : r.bottom - wr.top + 8}px`;
	pop.classList.toggle('below', above < 0);
	pop.style.setProperty('--arrow', `${r.left - wr.left + r.width / 2 - left}px`);
	anchor.setAttribute('aria-describedby', 'matrix-pop');
	pop.dataset.for = `${anchor.dataset.row ?? 'h'}:${anchor.dataset.col}`;
}

/** @param {MatrixState} m */
export function hidePop(m) {
	if (m.pop.hidden) return;
	m.pop.hidden = true;
	m.table.querySelector('[aria-describedby="matrix-pop"]')?.removeAttribute('aria-describedby');
}

/**
 * Tells a cell's status.
 * @param {MatrixState} m
 * @param {HTMLElement} b
 */
export function showCell(m, b) {
	const row = Number(b.dataset.row);
	const col = Number(b.dataset.col);
	const c = m.cells.get(`${row}:${col}`);
	if (!c) return;
	setFocus(m, row, col, false);
	showPop(m, b, stateTitle(c.key), `${m.rows[row].habit.name} · ${shortDate(m.days[col])}`);
}

/**
 * "4 of 7 completed" for a date, as the server counts that day (done of due); under a category
 * filter the server gives no count of that category's day, which is said rather than guessed.
 * @param {MatrixState} m
 * @param {number} col
 */
function daySummary(m, col) {
	const t = m.totals.get(m.days[col]);
	if (!t) return 'Day totals show with all habits';
	return t.due ? `${t.done} of ${t.due} completed` : 'Nothing was due';
}

/**
 * Tells a date's summary.
 * @param {MatrixState} m
 * @param {HTMLElement} b
 */
export function showDay(m, b) {
	const col = Number(b.dataset.col);
	setFocus(m, -1, col, false);
	showPop(m, b, daySummary(m, col), longDate(m.days[col]));
}

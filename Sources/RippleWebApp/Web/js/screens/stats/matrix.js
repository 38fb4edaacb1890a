// The consistency matrix: dates descending across, habit names sticky on the left,
// one symbol per habit-day (a grid: one tab stop, arrow keys between cells). Tap (or Enter) on a cell
// tells its status in a popover; a long-press (or Enter) on a date tells "4 of 7 completed".
import { h } from '../../core/dom.js';
import { resetMatrix, appendDays } from './matrix-grid.js';
import { onGridKey } from './matrix-keys.js';
import { hidePop } from './matrix-pop.js';
import { wirePresses } from './matrix-press.js';

/** @typedef {import('./matrix-grid.js').MatrixChunk} MatrixChunk */

/**
 * What the matrix's pieces share: its elements, the rows and days shown, each cell's data, the
 * cell that holds the tab stop and the date header being pressed.
 * @typedef {object} MatrixState
 * @property {HTMLElement} table
 * @property {HTMLElement} scroller
 * @property {HTMLElement} pop
 * @property {HTMLElement} el
 * @property {{habit: import('../../api/types.js').Habit, tr: HTMLElement}[]} rows
 * @property {string[]} days all day strings shown, descending
 * @property {Map<string, import('./outcome.js').MatrixCell & {key: string}>} cells `${row}:${col}` → cell data
 * @property {HTMLElement | null} headRow
 * @property {[number, number]} focusAt
 * @property {Map<string, {day: string, done?: number, due?: number}>} totals day → {done, due} from GET /streaks/history
 * @property {{b: HTMLElement, x: number, y: number, fired: boolean, timer: number} | null} press
 * @property {(() => void) | undefined} onNearEnd
 */

/**
 * A matrix view; `append(matrix, dayTotals)` adds a chunk of older days (the API's {days, habits})
 * with the /streaks/history days of that chunk.
 * @param {{onNearEnd?: () => void}} options
 */
export function matrixView({ onNearEnd }) {
	const table = h('table', { class: 'matrix', role: 'grid', 'aria-readonly': 'true' });
	const scroller = h('div', { class: 'matrix-scroll', tabindex: '-1' }, table);
	const pop = h('div', { class: 'matrix-pop', role: 'tooltip', id: 'matrix-pop', hidden: true });
	const el = h('div', { class: 'matrix-wrap' }, scroller, pop);
	/** @type {MatrixState} */
	const m = {
		table,
		scroller,
		pop,
		el,
		rows: [],
		days: [],
		cells: new Map(),
		headRow: null,
		focusAt: [0, 0],
		totals: new Map(),
		press: null,
		onNearEnd,
	};

	m.table.addEventListener('keydown', (e) => onGridKey(m, e));
	wirePresses(m);
	document.addEventListener('click', (e) => {
		if (!pop.hidden && !pop.contains(/** @type {Node | null} */ (e.target))) hidePop(m);
	});
	const nearEnd = () => scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - 160;
	scroller.addEventListener(
		'scroll',
		() => {
			hidePop(m);
			if (nearEnd()) onNearEnd?.();
		},
		{ passive: true },
	);

	return {
		el,
		/** @type {(matrix: MatrixChunk, dayTotals: {day: string}[]) => void} */
		reset: (matrix, dayTotals) => resetMatrix(m, matrix, dayTotals),
		/** @type {(matrix: MatrixChunk, dayTotals?: {day: string}[]) => void} */
		append: (matrix, dayTotals) => appendDays(m, matrix, dayTotals),
		get dayCount() {
			return m.days.length;
		},
		get lastDay() {
			return m.days.at(-1);
		},
		/** True when the columns do not fill the visible width, or the user already scrolled to the end. */
		get wantsMore() {
			return scroller.scrollWidth <= scroller.clientWidth + 40 || nearEnd();
		},
	};
}

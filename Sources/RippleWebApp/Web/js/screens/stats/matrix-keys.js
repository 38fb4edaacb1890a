// The matrix's keys: arrow keys, Home and End move between cells, Enter or Space tells a cell's
// status, Escape closes the popover.
import { hidePop, showCell } from './matrix-pop.js';
import { setFocus } from './matrix-focus.js';

/** @typedef {import('./matrix.js').MatrixState} MatrixState */

/** @type {Record<string, [number, number]>} */
const STEPS = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] };

/**
 * A key on the grid.
 * @param {MatrixState} m
 * @param {KeyboardEvent} e
 */
export function onGridKey(m, e) {
	const b = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest('.mc, .mh'));
	if (!b) return;
	if (e.key === 'Escape' && !m.pop.hidden) {
		e.preventDefault();
		e.stopPropagation();
		hidePop(m);
		return;
	}
	if ((e.key === 'Enter' || e.key === ' ') && b.matches('.mc')) {
		e.preventDefault();
		showCell(m, b);
		return;
	}
	const [dr, dc] = STEPS[e.key] ?? [];
	if (dr == null && e.key !== 'Home' && e.key !== 'End') return;
	e.preventDefault();
	const row = Number(b.dataset.row ?? -1);
	const col = Number(b.dataset.col);
	let nr = row + (dr ?? 0);
	let nc = e.key === 'Home' ? 0 : e.key === 'End' ? m.days.length - 1 : col + (dc ?? 0);
	nr = Math.max(-1, Math.min(m.rows.length - 1, nr));
	nc = Math.max(0, Math.min(m.days.length - 1, nc));
	hidePop(m);
	setFocus(m, nr, nc);
	if (nc >= m.days.length - 3) m.onNearEnd?.();
}

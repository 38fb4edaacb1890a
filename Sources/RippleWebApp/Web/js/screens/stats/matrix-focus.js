// Roving focus over the matrix's cells (row −1 = the date headers): one tab stop.

/** @typedef {import('./matrix.js').MatrixState} MatrixState */

/**
 * The cell (or, on row −1, the date header) at `row`, `col`.
 * @param {MatrixState} m
 * @param {number} row
 * @param {number} col
 * @returns {HTMLElement | null | undefined}
 */
function button(m, row, col) {
	return /** @type {HTMLElement | null | undefined} */ (
		row < 0
			? m.headRow?.querySelector(`.mh[data-col="${col}"]`)
			: m.rows[row]?.tr.querySelector(`.mc[data-col="${col}"]`)
	);
}

/**
 * Moves the tab stop to `row`, `col` (and the focus too, when `move`).
 * @param {MatrixState} m
 * @param {number} row
 * @param {number} col
 */
export function setFocus(m, row, col, move = true) {
	const prev = button(m, ...m.focusAt);
	if (prev) prev.tabIndex = -1;
	m.focusAt = [row, col];
	const b = button(m, row, col);
	if (!b) return;
	b.tabIndex = 0;
	if (move) b.focus();
}

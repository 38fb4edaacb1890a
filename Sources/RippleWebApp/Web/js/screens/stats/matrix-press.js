// Taps and long-presses on the matrix: a tap on a cell tells its status, a tap or a long-press
// (450 ms, with a light haptic) on a date tells its summary.
import { haptic } from '../../components/ui.js';
import { showCell, showDay } from './matrix-pop.js';

/** @typedef {import('./matrix.js').MatrixState} MatrixState */

/**
 * The element under an event that matches `selector`.
 * @param {Event} e
 * @param {string} selector
 */
const under = (e, selector) => /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest(selector));

/** @param {MatrixState} m */
export function wirePresses(m) {
	const { table } = m;
	table.addEventListener('pointerdown', (e) => {
		const b = under(e, '.mh');
		if (!b) return;
		const press = { b, x: e.clientX, y: e.clientY, fired: false, timer: 0 };
		m.press = press;
		press.timer = setTimeout(() => {
			if (!m.press) return;
			m.press.fired = true;
			haptic('light');
			b.classList.add('is-held');
			showDay(m, b);
		}, 450);
	});
	const cancelPress = () => {
		if (m.press) {
			clearTimeout(m.press.timer);
			m.press.b.classList.remove('is-held');
		}
	};
	table.addEventListener('pointermove', (e) => {
		if (m.press && Math.hypot(e.clientX - m.press.x, e.clientY - m.press.y) > 8) {
			cancelPress();
			m.press = null;
		}
	});
	table.addEventListener('pointerup', () => {
		cancelPress();
	});
	table.addEventListener('pointercancel', () => {
		cancelPress();
		m.press = null;
	});
	table.addEventListener('contextmenu', (e) => {
		if (under(e, '.mh')) e.preventDefault();
	});
	table.addEventListener('click', (e) => onClick(m, e));
}

/**
 * @param {MatrixState} m
 * @param {MouseEvent} e
 */
function onClick(m, e) {
	const cell = under(e, '.mc');
	if (cell) {
		e.stopPropagation();
		return showCell(m, cell);
	}
	const head = under(e, '.mh');
	if (!head) return;
	e.stopPropagation();
	const held = m.press?.fired && m.press.b === head;
	m.press = null;
	if (!held) showDay(m, head);
}

// Today's keyboard shortcuts (the table: js/components/shortcuts.js): j/k or the arrows move from
// habit to habit, and the focused habit is checked in, opened, edited or skipped by the same
// actions as a tap, a swipe or its menu (js/components/card-actions.js).
import { findCard } from '../../core/store.js';
import { apply, openDetails, openEditor, toggle } from '../../components/card-actions.js';

/** Today's habit rows, in the order they show (none while another tab shows). */
const rows = () =>
	/** @type {HTMLElement[]} */ ([...document.querySelectorAll('#view-today:not([hidden]) .today-list .card-wrap')]);

/**
 * The habit row `el` is in, on Today.
 * @param {HTMLElement} el
 */
const rowOf = (el) =>
	/** @type {HTMLElement | null} */ (el.closest('#view-today:not([hidden]) .today-list .card-wrap'));

/**
 * Focuses the habit `step` rows from the focused one (the first or last when none is focused).
 * The arrows are the list's only while the focus is in it or on no control at all.
 * @param {HTMLElement} target
 * @param {number} step
 * @param {boolean} arrow
 */
function move(target, step, arrow) {
	const list = rows();
	const inList = !!target.closest('#view-today .today-list');
	if (!list.length || (arrow && !inList && target !== document.body && target.id !== 'main')) return false;
	const row = rowOf(target);
	const at = row ? list.indexOf(row) : -1;
	const next = list[at < 0 ? (step > 0 ? 0 : list.length - 1) : Math.max(0, Math.min(list.length - 1, at + step))];
	next.tabIndex = -1;
	next.focus();
	return true;
}

/**
 * The focused habit and its card, or null.
 * @param {HTMLElement} target
 */
function focused(target) {
	const row = rowOf(target);
	const card = row?.dataset.id ? findCard(row.dataset.id) : null;
	return row && card ? { row, card, el: /** @type {HTMLElement} */ (row.querySelector('.card')) } : null;
}

/**
 * Whether `key` is the one a focused control takes for its own action (Enter or Space on one of
 * the card's buttons presses the button): only the row itself takes it as a shortcut.
 * @param {HTMLElement} target
 * @param {HTMLElement} row
 * @param {string} key
 */
const controlsOwn = (target, row, key) =>
	(key === 'Enter' || key === ' ') && target !== row && !!target.closest('button, a');

/**
 * Runs `act` on the focused habit, unless no habit is focused or the key is its control's own.
 * @param {(f: NonNullable<ReturnType<typeof focused>>) => unknown} act
 * @returns {(target: HTMLElement, arg: string | undefined, key: string) => boolean}
 */
const onFocused = (act) => (target, _arg, key) => {
	const f = focused(target);
	if (!f || controlsOwn(target, f.row, key)) return false;
	act(f);
	return true;
};

/** The actions of Today's shortcuts, by the table's names. */
export const todayKeys = {
	next: (/** @type {HTMLElement} */ target, /** @type {unknown} */ _arg, /** @type {string} */ key) =>
		move(target, 1, key === 'ArrowDown'),
	previous: (/** @type {HTMLElement} */ target, /** @type {unknown} */ _arg, /** @type {string} */ key) =>
		move(target, -1, key === 'ArrowUp'),
	// The same as a tap on the card, a left swipe's Skip, its Details and Edit.
	toggle: onFocused(({ card, el }) => {
		const r = el.getBoundingClientRect();
		toggle(card.habit.id, { el, point: { x: r.left + 36, y: r.top + r.height / 2 } });
	}),
	open: onFocused(({ card }) => openDetails(card.habit.id)),
	edit: onFocused(({ card }) => openEditor(card.habit)),
	skip: onFocused(({ card, el }) =>
		apply(card.habit.id, card.today.state === 'skipped' ? 'none' : 'skipped', {}, { el }),
	),
};

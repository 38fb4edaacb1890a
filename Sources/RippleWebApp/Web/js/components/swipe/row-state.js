// A swipeable row's state and the moves every phase of a gesture makes: set the offset, reveal
// the actions, put the row back.
import { closeSwipe, isOpenRow, setOpenRow } from './open-row.js';

/** @typedef {import('./types.js').SwipeView} SwipeView */
/** @typedef {import('./types.js').SwipeOptions} SwipeOptions */
/** @typedef {import('./types.js').SwipeState} SwipeState */

/**
 * The width of the revealed actions (0 without them).
 * @param {SwipeView} view
 */
export const actionsWidth = (view) => view.actions?.offsetWidth || 0;

/**
 * A row at rest, with its control.
 * @param {SwipeView} view
 * @param {SwipeOptions} options
 * @returns {SwipeState}
 */
export function rowState(view, options) {
	/** @type {SwipeState} */
	const s = {
		view,
		options,
		start: null,
		timer: undefined,
		mode: null,
		dx: 0,
		revealed: false,
		armed: false,
		suppressClick: false,
		ctl: {
			wrap: view.el,
			get revealed() {
				return s.revealed;
			},
			setX: (x, animated) => setX(s, x, animated),
			reset(animated = true) {
				s.revealed = false;
				if (view.actions) view.actions.inert = true;
				view.el.classList.remove('revealed');
				setX(s, 0, animated);
				if (isOpenRow(s.ctl)) setOpenRow(null);
			},
		},
	};
	return s;
}

/**
 * Moves the row to offset `x` (animated or under the finger) and paints the layers behind it.
 * @param {SwipeState} s
 * @param {number} x
 * @param {boolean} [animated]
 */
export function setX(s, x, animated) {
	const { el: wrap, body } = s.view;
	body.classList.toggle('settling', !!animated);
	body.style.transform = x ? `translateX(${x}px)` : '';
	// Only the layer of the direction in use shows: a right swipe never uncovers the left actions.
	if (x > 0) wrap.dataset.swipe = 'right';
	else if (x < 0) wrap.dataset.swipe = 'left';
	else delete wrap.dataset.swipe;
	s.options.paint?.(x, wrap.offsetWidth || 1);
}

/**
 * Shows the row's actions (closing any other row's).
 * @param {SwipeState} s
 */
export function reveal(s) {
	closeSwipe(s.ctl);
	s.revealed = true;
	setOpenRow(s.ctl);
	/** @type {HTMLElement} */ (s.view.actions).inert = false;
	s.view.el.classList.add('revealed');
	setX(s, -actionsWidth(s.view), true);
}

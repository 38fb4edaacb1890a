// A press on a swipeable row: it begins a gesture, and held long enough becomes a long press.
import { haptic } from '../ui.js';
import { closeSwipe } from './open-row.js';
import { actionsWidth } from './row-state.js';

/** @typedef {import('./types.js').SwipeState} SwipeState */

export const LONG_PRESS_MS = 400;

/**
 * pointerdown on the row's body.
 * @param {SwipeState} s
 * @param {PointerEvent} e
 */
export function press(s, e) {
	const { body } = s.view;
	const { ignore, onLongPress, longPressMs = LONG_PRESS_MS } = s.options;
	if (e.button !== 0 || (ignore && /** @type {Element} */ (e.target).closest(ignore))) return;
	closeSwipe(s.ctl);
	s.start = {
		x: e.clientX,
		y: e.clientY,
		id: e.pointerId,
		base: s.revealed ? -actionsWidth(s.view) : 0,
		type: e.pointerType,
	};
	s.mode = 'press';
	s.dx = 0;
	s.armed = false;
	s.suppressClick = false;
	body.classList.add('pressing');
	clearTimeout(s.timer);
	if (!onLongPress) return;
	s.timer = setTimeout(() => hold(s, onLongPress), longPressMs);
}

/**
 * The press was held: the row is 'held' and the long-press handler takes over.
 * @param {SwipeState} s
 * @param {NonNullable<import('./types.js').SwipeOptions['onLongPress']>} onLongPress
 */
function hold(s, onLongPress) {
	if (s.mode !== 'press' || s.revealed) return;
	const start = /** @type {import('./types.js').SwipeStart} */ (s.start);
	s.mode = 'held';
	s.suppressClick = true;
	s.view.body.classList.remove('pressing');
	haptic('heavy');
	if (s.options.holdCapture)
		try {
			s.view.body.setPointerCapture(start.id);
		} catch {
			/* released already */
		}
	onLongPress(start);
}

/**
 * The press ends without a gesture (the finger scrolled the page).
 * @param {SwipeState} s
 */
export function cancelPress(s) {
	clearTimeout(s.timer);
	s.mode = null;
	s.start = null;
	s.view.body.classList.remove('pressing');
}

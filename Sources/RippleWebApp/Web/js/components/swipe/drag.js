// A horizontal drag of a swipeable row, and where it lands when the finger lifts.
import { haptic } from '../ui.js';
import { actionsWidth, reveal, setX } from './row-state.js';
import { cancelPress } from './press.js';

/** @typedef {import('./types.js').SwipeState} SwipeState */

const SLOP = 10;

/**
 * pointermove on the row's body: a press turns into a drag (or, moving up or down, ends), a drag
 * moves the row, with resistance past its bounds.
 * @param {SwipeState} s
 * @param {PointerEvent} e
 */
export function move(s, e) {
	const { start } = s;
	if (!start || e.pointerId !== start.id) return;
	if (s.mode === 'held') {
		if (s.options.holdCapture) s.options.onHoldMove?.(e);
		return;
	}
	const mx = e.clientX - start.x;
	const my = e.clientY - start.y;
	if (s.mode === 'press') {
		if (Math.abs(mx) > SLOP && Math.abs(mx) > Math.abs(my) * 1.2) beginDrag(s, e);
		else if (Math.abs(my) > SLOP) {
			cancelPress(s);
			return;
		}
	}
	if (s.mode !== 'drag') return;
	e.preventDefault();
	drag(s, start.base + mx);
}

/** @param {SwipeState} s @param {PointerEvent} e */
function beginDrag(s, e) {
	const { body } = s.view;
	s.mode = 'drag';
	clearTimeout(s.timer);
	body.classList.remove('pressing');
	body.classList.add('dragging');
	try {
		body.setPointerCapture(e.pointerId);
	} catch {
		/* released already */
	}
}

/**
 * Moves the row under the finger to `x` (before resistance); a right swipe arms past its mark.
 * @param {SwipeState} s
 * @param {number} x
 */
function drag(s, x) {
	const { view } = s;
	const { right } = s.options;
	const w = view.el.offsetWidth;
	const max = right ? w * (right.max ?? Infinity) : 0;
	const min = view.actions ? -(actionsWidth(view) + 40) : 0;
	if (x > max) x = max + (x - max) * 0.15;
	if (x < min) x = min + (x - min) * 0.25;
	s.dx = x;
	setX(s, x, false);
	if (right) {
		const nowArmed = x / w >= (right.armAt ?? right.commit);
		if (nowArmed && !s.armed) haptic('light');
		s.armed = nowArmed;
	}
}

/**
 * pointerup (and pointercancel): a drag commits right, reveals the actions, or goes back.
 * @param {SwipeState} s
 * @param {PointerEvent} e
 */
export function release(s, e) {
	if (!s.start || e.pointerId !== s.start.id) return;
	const { view, options } = s;
	clearTimeout(s.timer);
	view.body.classList.remove('pressing', 'dragging');
	if (s.mode === 'held' && options.holdCapture) options.onHoldEnd?.(e);
	if (s.mode === 'drag') {
		s.suppressClick = true;
		setTimeout(() => {
			s.suppressClick = false;
		}, 350);
		const w = view.el.offsetWidth;
		const { right, reveal: revealAt = 0.3 } = options;
		if (right && s.dx > w * right.commit) right.onCommit(s.ctl);
		else if (view.actions && (s.dx < -w * revealAt || (s.revealed && s.dx < -actionsWidth(view) * 0.5))) reveal(s);
		else s.ctl.reset(true);
	}
	s.mode = null;
	s.start = null;
}

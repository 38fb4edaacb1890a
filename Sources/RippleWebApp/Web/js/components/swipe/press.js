// A press on a swipeable row: it begins a gesture, and held long enough becomes a long press.
import { haptic } from '../ui.js';
import { closeSwipe } from './open-row.js';
import { actionsWidth } from './row-state.js';

/** @typedef {import('./types.js').SwipeState} SwipeState */

export const LONG_PRESS_MS = 400;

/** @type {SwipeState | null} the row a finger is pressing or dragging */
let active = null;

// A second finger down anywhere makes the touch a gesture of two fingers (the tab swipe, a pinch),
// never a row's: the row the first finger pressed lets go, with no long press and no drag, and the
// second starts nothing (a touch that is not the primary pointer is a further finger).
document.addEventListener(
	'pointerdown',
	(e) => {
		const s = active;
		if (e.pointerType !== 'touch' || e.isPrimary || !s?.start) return;
		if (s.mode === 'drag') {
			s.view.body.classList.remove('dragging');
			s.ctl.reset(true);
		} else if (s.mode !== 'press') return;
		cancelPress(s);
	},
	true,
);

/**
 * pointerdown on the row's body.
 * @param {SwipeState} s
 * @param {PointerEvent} e
 */
export function press(s, e) {
	const { body } = s.view;
	const { ignore, onLongPress, longPressMs = LONG_PRESS_MS } = s.options;
	if (e.button !== 0 || (ignore && /** @type {Element} */ (e.target).closest(ignore))) return;
	if (e.pointerType === 'touch' && !e.isPrimary) return;
	closeSwipe(s.ctl);
	s.start = {
		x: e.clientX,
		y: e.clientY,
		id: e.pointerId,
		base: s.revealed ? -actionsWidth(s.view) : 0,
		type: e.pointerType,
	};
	s.mode = 'press';
	active = s;
	s.dx = 0;
	s.armed = false;
	s.suppressClick = false;
	body.classList.add('pressing');
	clearTimeout(s.timer);
	if (!onLongPress) return;
	// Held long enough is decided in the next frame, after the moves the finger made before it:
	// Chromium hands touch and pointer moves to the page just before a frame's callbacks, so a
	// page too busy to run the timer on time still sees a move that came first, and drags.
	const pressed = s.start;
	s.timer = setTimeout(
		() =>
			requestAnimationFrame(() => {
				if (s.start === pressed) hold(s, onLongPress);
			}),
		longPressMs,
	);
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
	if (active === s) active = null;
	clearTimeout(s.timer);
	s.mode = null;
	s.start = null;
	s.view.body.classList.remove('pressing');
}

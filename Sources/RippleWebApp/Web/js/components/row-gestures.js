// Habits rows on the one gesture engine (js/components/gestures.js): a tap
// opens the habit, swipe left reveals Edit / Archive / Delete, swipe right on an archived row
// unarchives it, a long press lifts the row to reorder it. Apart so Today's first load skips it.
import { attachSwipe } from './gestures.js';
import { haptic } from './ui.js';

/**
 * Habits rows: see the header. handlers: onTap(), onAction(act, btn), onSwipeRight?(), onLongPress?(start).
 * @param {import('./swipe/types.js').SwipeView} view
 * @param {{
 *   onTap: () => void,
 *   onAction: import('./swipe/types.js').SwipeOptions['onAction'],
 *   onSwipeRight?: (() => void) | null,
 *   onLongPress?: import('./swipe/types.js').SwipeOptions['onLongPress'],
 * }} handlers
 */
export function attachRowGestures(view, { onTap, onAction, onSwipeRight, onLongPress }) {
	const ctl = attachSwipe(view, {
		tap: '.hrow-hit',
		ignore: '.hrow-handle, .hrow-active, .hrow-restore, .hrow-more',
		longPressMs: 450,
		onTap: () => onTap(),
		onAction,
		onLongPress,
		right: onSwipeRight
			? {
					commit: 0.35,
					max: 0.6,
					onCommit: () => {
						haptic('success');
						ctl.setX(view.el.offsetWidth, true);
						onSwipeRight();
					},
				}
			: null,
		reveal: 0.25,
		paint(x, w) {
			if (view.swipeBg) {
				const p = Math.max(0, x) / w;
				view.swipeBg.style.opacity = String(Math.min(1, p / 0.35));
				view.swipeBg.classList.toggle('armed', p >= 0.35);
			}
			if (view.actions)
				view.actions.style.opacity = x < 0 ? String(Math.min(1, -x / Math.max(1, view.actions.offsetWidth))) : '';
		},
	});
	return ctl;
}

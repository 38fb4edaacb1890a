// The one gesture engine for swipeable rows (Today cards and Habits rows), with pointer events:
// a tap, a long press, a horizontal drag that commits to the right or reveals actions on the left.
// Today: long press ≥ 400 ms opens the quick-action menu, swipe
// right past 50% completes, swipe left past 30% reveals Details / Edit / Skip.
// Habits rows: js/components/row-gestures.js.
import { reducedMotion } from '../core/dom.js';
import { press } from './swipe/press.js';
import { move, release } from './swipe/drag.js';
import { click } from './swipe/click.js';
import { rowState } from './swipe/row-state.js';

export { closeSwipe, swipeOpen } from './swipe/open-row.js';

/** @typedef {import('./swipe/types.js').SwipeView} SwipeView */
/** @typedef {import('./swipe/types.js').SwipeOptions} SwipeOptions */
/** @typedef {import('./swipe/types.js').SwipeControl} SwipeControl */

/**
 * Attaches the press / long-press / drag state machine to `view` ({el, body, actions?}).
 * options:
 *   tap: selector of the element whose click is the row's tap; ignore: selector of children that
 *   never start a gesture; longPressMs;
 *   onTap(point), onAction(act, button);
 *   onLongPress?(start) → after it the row is 'held'; with `holdCapture` the engine keeps the
 *   pointer and calls onHoldMove(e) / onHoldEnd(e), else the long-press handler owns the pointer;
 *   right?: {commit: fraction of the width, max?: fraction, onCommit(), armAt?: fraction};
 *   reveal: fraction of the width past which a left swipe reveals `view.actions`;
 *   paint(x, width): draws the layers behind the row for an offset x.
 * The phases live in js/components/swipe/: the press and long press, the drag and its release,
 * the clicks.
 * @param {SwipeView} view
 * @param {SwipeOptions} options
 * @returns {SwipeControl}
 */
export function attachSwipe(view, options) {
	const { el: wrap, body } = view;
	const s = rowState(view, options);
	body.addEventListener('pointerdown', (e) => press(s, e));
	body.addEventListener('pointermove', (e) => move(s, e));
	body.addEventListener('pointerup', (e) => release(s, e));
	body.addEventListener('pointercancel', (e) => {
		if (s.mode === 'held' && !options.holdCapture) return; // the long-press handler owns the pointer now
		if (s.mode === 'drag') s.dx = 0;
		release(s, e);
	});
	wrap.addEventListener('contextmenu', (e) => {
		if (s.mode || /** @type {PointerEvent} */ (e).pointerType !== 'mouse') e.preventDefault();
	});
	wrap.addEventListener('click', (e) => click(s, e));
	return s.ctl;
}

/**
 * Today's cards: see the header. handlers: onTap(point), onLongPress(), onComplete(), onAction(act, btn).
 * @param {SwipeView & {swipeBg: HTMLElement}} view
 * @param {{onTap: SwipeOptions['onTap'], onLongPress: SwipeOptions['onLongPress'], onComplete: () => void, onAction: SwipeOptions['onAction']}} handlers
 */
export function attachGestures(view, { onTap, onLongPress, onComplete, onAction }) {
	const ctl = attachSwipe(view, {
		tap: '[data-act="toggle"]',
		ignore: '.card-more, .card-chev',
		onTap,
		onAction,
		onLongPress,
		holdCapture: true,
		onHoldMove: (e) => {
			const item = hoveredMenuItem(e);
			document.querySelectorAll('.menu-item.is-hover').forEach((b) => {
				if (b !== item) b.classList.remove('is-hover');
			});
			item?.classList.add('is-hover');
		},
		onHoldEnd: (e) => hoveredMenuItem(e)?.click(),
		right: { commit: 0.5, onCommit: () => flyAway(view, ctl, onComplete) },
		reveal: 0.3,
		paint(x, w) {
			const bg = view.swipeBg; // read here: a card makes its swipe layers on first use
			if (x > 0) {
				const p = x / w;
				bg.dataset.dir = 'right';
				bg.style.opacity = String(Math.min(1, p / 0.5));
				bg.style.setProperty('--check', String(Math.max(0, Math.min(1, (p - 0.2) / 0.4))));
			} else if (x < 0) {
				bg.dataset.dir = 'left';
				bg.style.opacity = String(Math.min(1, -x / (0.3 * w)));
				bg.style.setProperty('--check', '0');
			} else {
				bg.style.opacity = '0';
			}
		},
	});
	return ctl;
}

/**
 * The menu item under a held pointer (press, hold, slide onto an option, lift).
 * @param {PointerEvent} e
 */
function hoveredMenuItem(e) {
	return /** @type {HTMLElement | null} */ (
		document.elementFromPoint(e.clientX, e.clientY)?.closest('.menu-item') ?? null
	);
}

/**
 * A committed right swipe: the card flies off, completes, and fades back in from the right.
 * @param {SwipeView & {swipeBg: HTMLElement}} view
 * @param {SwipeControl} ctl
 * @param {() => void} onComplete
 */
async function flyAway(view, ctl, onComplete) {
	const { el: wrap, body: card, swipeBg: bg } = view;
	const w = wrap.offsetWidth;
	if (reducedMotion()) {
		ctl.setX(0, true);
		onComplete();
		return;
	}
	card.classList.add('fly');
	ctl.setX(w + 24, true);
	onComplete();
	await wait(300);
	card.classList.remove('fly', 'settling');
	card.style.transition = 'none';
	card.style.transform = `translateX(${w * 0.35}px)`;
	card.style.opacity = '0';
	bg.style.opacity = '0';
	delete wrap.dataset.swipe;
	void card.offsetWidth;
	card.style.transition = '';
	card.classList.add('return');
	card.style.transform = '';
	card.style.opacity = '';
	await wait(420);
	card.classList.remove('return');
}

const wait = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

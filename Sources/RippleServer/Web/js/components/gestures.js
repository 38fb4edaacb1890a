// The one gesture engine for swipeable rows (Today cards and Habits rows), with pointer events:
// a tap, a long press, a horizontal drag that commits to the right or reveals actions on the left.
// Today: long press ≥ 400 ms opens the quick-action menu, swipe
// right past 50% completes, swipe left past 30% reveals Details / Edit / Skip.
// Habits rows: js/components/row-gestures.js.
import { reducedMotion } from '../core/dom.js';
import { haptic } from './ui.js';

export const LONG_PRESS_MS = 400;
const SLOP = 10;
let openRow = null;

/** Closes the row whose swipe actions are showing (all but `except`). */
export function closeSwipe(except) {
	if (openRow && openRow !== except) openRow.reset();
}
export const swipeOpen = () => openRow != null;

document.addEventListener(
	'pointerdown',
	(e) => {
		if (openRow && !openRow.wrap.contains(e.target)) openRow.reset();
	},
	true,
);

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
 */
export function attachSwipe(view, options) {
	const { el: wrap, body } = view;
	const {
		tap,
		ignore,
		longPressMs = LONG_PRESS_MS,
		onTap,
		onAction,
		onLongPress,
		holdCapture,
		onHoldMove,
		onHoldEnd,
		right,
		reveal = 0.3,
		paint,
	} = options;
	let start = null;
	let timer = null;
	let mode = null; // null | 'press' | 'drag' | 'held'
	let dx = 0;
	let revealed = false;
	let armed = false;
	let suppressClick = false;
	const actionsWidth = () => view.actions?.offsetWidth || 0;

	const ctl = {
		wrap,
		get revealed() {
			return revealed;
		},
		setX,
		reset(animated = true) {
			revealed = false;
			if (view.actions) view.actions.inert = true;
			wrap.classList.remove('revealed');
			setX(0, animated);
			if (openRow === ctl) openRow = null;
		},
	};

	function setX(x, animated) {
		body.classList.toggle('settling', !!animated);
		body.style.transform = x ? `translateX(${x}px)` : '';
		// Only the layer of the direction in use shows: a right swipe never uncovers the left actions.
		if (x > 0) wrap.dataset.swipe = 'right';
		else if (x < 0) wrap.dataset.swipe = 'left';
		else delete wrap.dataset.swipe;
		paint?.(x, wrap.offsetWidth || 1);
	}

	function doReveal() {
		closeSwipe(ctl);
		revealed = true;
		openRow = ctl;
		view.actions.inert = false;
		wrap.classList.add('revealed');
		setX(-actionsWidth(), true);
	}

	body.addEventListener('pointerdown', (e) => {
		if (e.button !== 0 || (ignore && e.target.closest(ignore))) return;
		closeSwipe(ctl);
		start = { x: e.clientX, y: e.clientY, id: e.pointerId, base: revealed ? -actionsWidth() : 0, type: e.pointerType };
		mode = 'press';
		dx = 0;
		armed = false;
		suppressClick = false;
		body.classList.add('pressing');
		clearTimeout(timer);
		if (!onLongPress) return;
		timer = setTimeout(() => {
			if (mode !== 'press' || revealed) return;
			mode = 'held';
			suppressClick = true;
			body.classList.remove('pressing');
			haptic('heavy');
			if (holdCapture)
				try {
					body.setPointerCapture(start.id);
				} catch {
					/* released already */
				}
			onLongPress(start);
		}, longPressMs);
	});

	body.addEventListener('pointermove', (e) => {
		if (!start || e.pointerId !== start.id) return;
		if (mode === 'held') {
			if (holdCapture) onHoldMove?.(e);
			return;
		}
		const mx = e.clientX - start.x;
		const my = e.clientY - start.y;
		if (mode === 'press') {
			if (Math.abs(mx) > SLOP && Math.abs(mx) > Math.abs(my) * 1.2) {
				mode = 'drag';
				clearTimeout(timer);
				body.classList.remove('pressing');
				body.classList.add('dragging');
				try {
					body.setPointerCapture(e.pointerId);
				} catch {
					/* released already */
				}
			} else if (Math.abs(my) > SLOP) {
				cancel();
				return;
			}
		}
		if (mode !== 'drag') return;
		e.preventDefault();
		const w = wrap.offsetWidth;
		const max = right ? w * (right.max ?? Infinity) : 0;
		const min = view.actions ? -(actionsWidth() + 40) : 0;
		let x = start.base + mx;
		if (x > max) x = max + (x - max) * 0.15;
		if (x < min) x = min + (x - min) * 0.25;
		dx = x;
		setX(x, false);
		if (right) {
			const nowArmed = x / w >= (right.armAt ?? right.commit);
			if (nowArmed && !armed) haptic('light');
			armed = nowArmed;
		}
	});

	const end = (e) => {
		if (!start || e.pointerId !== start.id) return;
		clearTimeout(timer);
		body.classList.remove('pressing', 'dragging');
		if (mode === 'held' && holdCapture) onHoldEnd?.(e);
		if (mode === 'drag') {
			suppressClick = true;
			setTimeout(() => {
				suppressClick = false;
			}, 350);
			const w = wrap.offsetWidth;
			if (right && dx > w * right.commit) right.onCommit(ctl);
			else if (view.actions && (dx < -w * reveal || (revealed && dx < -actionsWidth() * 0.5))) doReveal();
			else ctl.reset(true);
		}
		mode = null;
		start = null;
	};
	body.addEventListener('pointerup', end);
	body.addEventListener('pointercancel', (e) => {
		if (mode === 'held' && !holdCapture) return; // the long-press handler owns the pointer now
		if (mode === 'drag') dx = 0;
		end(e);
	});
	wrap.addEventListener('contextmenu', (e) => {
		if (mode || e.pointerType !== 'mouse') e.preventDefault();
	});

	function cancel() {
		clearTimeout(timer);
		mode = null;
		start = null;
		body.classList.remove('pressing');
	}

	// Clicks: the row's hit area taps (keyboard Enter/Space too); the small buttons do their own thing.
	wrap.addEventListener('click', (e) => {
		const hit = e.target.closest(tap);
		if (hit && wrap.contains(hit)) {
			if (suppressClick) {
				suppressClick = false;
				return;
			}
			if (revealed) {
				ctl.reset(true);
				return;
			}
			const r = body.getBoundingClientRect();
			onTap(e.detail === 0 ? { x: r.left + 36, y: r.top + r.height / 2 } : { x: e.clientX, y: e.clientY });
			return;
		}
		const btn = e.target.closest('[data-act]');
		if (!btn || !wrap.contains(btn)) return;
		if (view.actions?.contains(btn)) ctl.reset(true);
		onAction(btn.dataset.act, btn);
	});
	return ctl;
}

/** Today's cards: see the header. handlers: onTap(point), onLongPress(), onComplete(), onAction(act, btn). */
export function attachGestures(view, { onTap, onLongPress, onComplete, onAction }) {
	const bg = view.swipeBg;
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

/** The menu item under a held pointer (press, hold, slide onto an option, lift). */
function hoveredMenuItem(e) {
	return /** @type {HTMLElement | null} */ (
		document.elementFromPoint(e.clientX, e.clientY)?.closest('.menu-item') ?? null
	);
}

/** A committed right swipe: the card flies off, completes, and fades back in from the right. */
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

const wait = (ms) => new Promise((r) => setTimeout(r, ms));

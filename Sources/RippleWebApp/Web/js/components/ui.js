// Announcements for screen readers, toasts, and haptics.
import { byId, h } from '../core/dom.js';
import { settings } from '../core/store.js';
import { styled } from '../core/stylesheet.js';

/** @type {ReturnType<typeof setTimeout> | undefined} */
let announceTimer;
/** @type {string[]} what is to be said at the next write of the live region */
let pending = [];
/**
 * Speaks `text` through the polite live region. Words asked for together (a check-in, then the
 * celebration it brings) are said together, once each, rather than the later cutting off the first.
 * @param {string} text
 */
export function announce(text) {
	const el = byId('announcer');
	if (!el) return;
	clearTimeout(announceTimer);
	if (!pending.includes(text)) pending.push(text);
	el.textContent = '';
	announceTimer = setTimeout(() => {
		el.textContent = pending.join(' ');
		pending = [];
	}, 30);
}

/**
 * A short message above the tab bar, with an optional action (e.g. Undo).
 * @param {string} text
 * @param {{action?: string, onAction?: () => unknown, duration?: number}} options
 */
export function toast(text, { action, onAction, duration = 3200 } = {}) {
	const root = byId('toast-root');
	root.replaceChildren();
	const el = h('div', { class: 'toast', role: 'status' }, h('span', {}, text));
	if (action) {
		el.append(
			h(
				'button',
				{
					type: 'button',
					onclick: () => {
						onAction?.();
						close();
					},
				},
				action,
			),
		);
	}
	styled(el, '/css/toast.css');
	root.append(el);
	const timer = setTimeout(close, duration);
	function close() {
		clearTimeout(timer);
		el.classList.add('out');
		setTimeout(() => el.remove(), 220);
	}
	return close;
}

/** Removes any toast at once: the user went to another tab or habit. */
export function dismissToasts() {
	byId('toast-root').replaceChildren();
}

/** @type {Record<string, number | number[]>} */
const PATTERNS = {
	light: 10,
	soft: 6,
	heavy: 25,
	success: [12, 60, 18],
	goal: [15, 50, 15, 50, 30],
	perfect: [30, 60, 12, 60, 12],
	error: [30, 40, 30],
};

/** Vibrates when the browser can and the user's `haptics` setting allows it. */
export function haptic(kind = 'light') {
	if (settings().haptics === false || !('vibrate' in navigator)) return;
	try {
		navigator.vibrate(PATTERNS[kind] ?? 10);
	} catch {
		/* not allowed before a gesture */
	}
}

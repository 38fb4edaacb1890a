// Pull to refresh: at the top of Today or Habits, a finger pulled down past
// the threshold re-syncs (the outbox is sent, then Today and the calendar are read again) with a
// spinner and a haptic tick as the pull arms. The alternative is the Refresh
// button, which shows when it has keyboard focus, or a press of the R key in those views.
import { h } from '../core/dom.js';
import { announce, haptic, toast } from './ui.js';

const THRESHOLD = 64;
const MAX = 110;
const RESIST = 0.5;
const ARROW =
	'<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"><path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"/></svg>';

/**
 * A pull under way: where the finger began, the view it pulls, whether it is a pull yet
 * (`active`) and past the threshold (`armed`).
 * @typedef {{x: number, y: number, view: HTMLElement, active: boolean, armed: boolean}} Pull
 */
/**
 * @typedef {{
 *   root: HTMLElement,
 *   views: string[],
 *   resync: () => Promise<unknown>,
 *   blocked: () => boolean,
 *   spinner: HTMLElement,
 *   status: HTMLElement,
 *   pull: Pull | null,
 *   busy: boolean,
 * }} PullState
 */

/**
 * @param {{root: HTMLElement, views: string[], resync: () => Promise<unknown>, blocked: () => boolean}} options
 *   root: the element holding the views; views: ids of the views that refresh; blocked: true while
 *   something covers the views (details, a sheet).
 */
export function attachPullToRefresh({ root, views, resync, blocked }) {
	const status = h('span', { class: 'sr-only', role: 'status' });
	const spinner = h('div', { class: 'ptr', 'aria-hidden': 'true' }, h('span', { class: 'ptr-spinner', html: ARROW }));
	const button = h('button', { type: 'button', class: 'ptr-button' }, 'Refresh');
	document.body.append(spinner, status);
	document.body.insertBefore(button, root);
	/** @type {PullState} */
	const s = { root, views, resync, blocked, spinner, status, pull: null, busy: false };

	root.addEventListener('touchstart', (e) => touchStart(s, e), { passive: true });
	root.addEventListener('touchmove', (e) => touchMove(s, e), { passive: false });
	root.addEventListener('touchend', () => touchEnd(s));
	root.addEventListener('touchcancel', () => {
		s.pull = null;
		if (!s.busy) paint(s, 0, true);
	});

	button.addEventListener('click', () => refresh(s));
	root.addEventListener('keydown', (e) => {
		if (e.key !== 'r' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
		const t = /** @type {HTMLElement} */ (e.target);
		if (t.closest('input, textarea, select, [contenteditable="true"]') || !visible(s) || blocked()) return;
		e.preventDefault();
		refresh(s);
	});
	return { refresh: () => refresh(s) };
}

/**
 * The refreshing view showing, if any.
 * @param {PullState} s
 */
const visible = (s) =>
	/** @type {HTMLElement | null} */ (
		[...s.root.children].find((v) => v instanceof HTMLElement && !v.hidden && s.views.includes(v.id)) ?? null
	);

/**
 * Draws the spinner pulled down by `dist` pixels.
 * @param {PullState} s
 * @param {number} dist
 */
function paint(s, dist, animate = false) {
	const { spinner } = s;
	spinner.classList.toggle('settling', animate);
	spinner.style.setProperty('--pull', `${dist}px`);
	spinner.style.setProperty('--turn', String(dist / THRESHOLD));
	spinner.classList.toggle('is-shown', dist > 0 || s.busy);
}

/**
 * Re-syncs once at a time, saying so to screen readers, and says why when it cannot.
 * @param {PullState} s
 */
async function refresh(s) {
	if (s.busy) return;
	s.busy = true;
	s.spinner.classList.add('is-refreshing');
	paint(s, THRESHOLD, true);
	s.status.textContent = 'Refreshing…';
	try {
		await s.resync();
		s.status.textContent = 'Up to date';
		announce('Up to date');
	} catch (e) {
		s.status.textContent = '';
		toast(e.offline ? "You're offline — showing your last saved data" : e.message);
	} finally {
		s.busy = false;
		s.spinner.classList.remove('is-refreshing');
		paint(s, 0, true);
	}
}

/**
 * One finger down on a refreshing view scrolled to its top may begin a pull.
 * @param {PullState} s
 * @param {TouchEvent} e
 */
function touchStart(s, e) {
	s.pull = null;
	const view = visible(s);
	if (s.busy || e.touches.length !== 1 || !view || view.scrollTop > 0 || s.blocked()) return;
	s.pull = { x: e.touches[0].clientX, y: e.touches[0].clientY, view, active: false, armed: false };
}

/**
 * A finger moving mostly down pulls the spinner, with resistance; sideways or up it is no pull.
 * @param {PullState} s
 * @param {TouchEvent} e
 */
function touchMove(s, e) {
	const { pull } = s;
	if (!pull) return;
	if (e.touches.length !== 1) {
		s.pull = null;
		paint(s, 0, true);
		return;
	}
	const dx = e.touches[0].clientX - pull.x;
	const dy = e.touches[0].clientY - pull.y;
	if (!pull.active) {
		if (dy > 8 && dy > Math.abs(dx) * 1.5 && pull.view.scrollTop <= 0) pull.active = true;
		else if (Math.abs(dx) > 8 || dy < -8) {
			s.pull = null;
			return;
		} else return;
	}
	if (e.cancelable) e.preventDefault();
	const dist = Math.min(MAX, Math.max(0, dy * RESIST));
	const armed = dist >= THRESHOLD;
	if (armed && !pull.armed) haptic('light');
	pull.armed = armed;
	paint(s, dist);
}

/**
 * The finger lifts: an armed pull refreshes, any other springs back.
 * @param {PullState} s
 */
function touchEnd(s) {
	if (!s.pull?.active) {
		s.pull = null;
		return;
	}
	const armed = s.pull.armed;
	s.pull = null;
	if (armed) refresh(s);
	else paint(s, 0, true);
}

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
	let pull = null;
	let busy = false;

	const visible = () =>
		/** @type {HTMLElement | null} */ (
			[...root.children].find((v) => v instanceof HTMLElement && !v.hidden && views.includes(v.id)) ?? null
		);

	function paint(dist, animate = false) {
		spinner.classList.toggle('settling', animate);
		spinner.style.setProperty('--pull', `${dist}px`);
		spinner.style.setProperty('--turn', String(dist / THRESHOLD));
		spinner.classList.toggle('is-shown', dist > 0 || busy);
	}

	async function refresh() {
		if (busy) return;
		busy = true;
		spinner.classList.add('is-refreshing');
		paint(THRESHOLD, true);
		status.textContent = 'Refreshing…';
		try {
			await resync();
			status.textContent = 'Up to date';
			announce('Up to date');
		} catch (e) {
			status.textContent = '';
			toast(e.offline ? "You're offline — showing your last saved data" : e.message);
		} finally {
			busy = false;
			spinner.classList.remove('is-refreshing');
			paint(0, true);
		}
	}

	root.addEventListener(
		'touchstart',
		(e) => {
			pull = null;
			const view = visible();
			if (busy || e.touches.length !== 1 || !view || view.scrollTop > 0 || blocked()) return;
			pull = { x: e.touches[0].clientX, y: e.touches[0].clientY, view, active: false, armed: false };
		},
		{ passive: true },
	);

	root.addEventListener(
		'touchmove',
		(e) => {
			if (!pull) return;
			if (e.touches.length !== 1) {
				pull = null;
				paint(0, true);
				return;
			}
			const dx = e.touches[0].clientX - pull.x;
			const dy = e.touches[0].clientY - pull.y;
			if (!pull.active) {
				if (dy > 8 && dy > Math.abs(dx) * 1.5 && pull.view.scrollTop <= 0) pull.active = true;
				else if (Math.abs(dx) > 8 || dy < -8) {
					pull = null;
					return;
				} else return;
			}
			if (e.cancelable) e.preventDefault();
			const dist = Math.min(MAX, Math.max(0, dy * RESIST));
			const armed = dist >= THRESHOLD;
			if (armed && !pull.armed) haptic('light');
			pull.armed = armed;
			paint(dist);
		},
		{ passive: false },
	);

	const end = () => {
		if (!pull?.active) {
			pull = null;
			return;
		}
		const armed = pull.armed;
		pull = null;
		if (armed) refresh();
		else paint(0, true);
	};
	root.addEventListener('touchend', end);
	root.addEventListener('touchcancel', () => {
		pull = null;
		if (!busy) paint(0, true);
	});

	button.addEventListener('click', () => refresh());
	root.addEventListener('keydown', (e) => {
		if (e.key !== 'r' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
		const t = /** @type {HTMLElement} */ (e.target);
		if (t.closest('input, textarea, select, [contenteditable="true"]') || !visible() || blocked()) return;
		e.preventDefault();
		refresh();
	});
	return { refresh };
}

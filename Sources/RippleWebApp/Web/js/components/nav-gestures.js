// The shell's gestures, started once Today is up: pull to refresh on Today
// and Habits; a long press on a tab shows the tab previews; a two-finger horizontal swipe moves to
// the next or previous tab; a small upward swipe at the bottom edge brings back a hidden tab bar.
// Their alternatives: the Refresh button and the R key, the tab's context-menu
// key (or Shift+F10), the tab bar's own links, and focusing the tab bar.
import { $ } from '../core/dom.js';
import { loadStylesheet } from '../core/stylesheet.js';
import { loadToday, loadMeta } from '../core/data.js';
import { attachPullToRefresh } from './pull-refresh.js';
import { openTabSwitcher } from './tab-switcher.js';

const LONG_PRESS_MS = 500;
const SWIPE_MIN = 60;
const EDGE = 32;
const EDGE_SWIPE = 20;

/**
 * @param {{id: string, label: string, icon: string}[]} tabs
 * @param {() => string | null} current the tab showing
 * @param {(show: boolean) => void} showChrome shows or hides the tab bar and the + button
 */
export function start(tabs, current, showChrome) {
	loadStylesheet('/css/gestures.css');
	const main = /** @type {HTMLElement} */ ($('#main'));
	const tabbar = /** @type {HTMLElement} */ ($('.tabbar'));
	const covered = () =>
		document.body.classList.contains('detail-open') || !!document.getElementById('overlay-root')?.children.length;
	/** @param {string | undefined} id */
	const go = (id) => {
		if (id && id !== current()) location.hash = `#/${id}`;
	};

	attachPullToRefresh({ root: main, views: ['view-today', 'view-habits'], resync, blocked: covered });
	tabPreviews(tabbar, tabs, current, go);
	twoFingerSwipe(tabs, current, go, covered);
	edgeReveal(tabbar, showChrome);
}

/** Sends what waits in the outbox, then reads Today (and with it every screen) and the calendar. */
async function resync() {
	await import('../core/sync.js').then((m) => m.flush()).catch(() => {});
	await Promise.all([loadToday(), loadMeta().catch(() => null)]);
}

/** @typedef {{id: string, label: string, icon: string}} NavTab */

/**
 * A long press on a tab (or its context-menu key) shows the tab previews.
 * @param {HTMLElement} tabbar
 * @param {NavTab[]} tabs
 * @param {() => string | null} current
 * @param {(id: string | undefined) => void} go
 */
function tabPreviews(tabbar, tabs, current, go) {
	let timer = 0;
	let suppress = false;
	/** @param {Element} a a tab's link (its data-tab names it) */
	const show = (a) =>
		openTabSwitcher({
			tabs,
			current: current(),
			pressed: /** @type {string} */ (/** @type {HTMLElement} */ (a).dataset.tab),
			onPick: go,
		});
	tabbar.addEventListener('pointerdown', (e) => {
		const a = /** @type {HTMLElement} */ (e.target).closest('.tab');
		if (!a || e.button !== 0) return;
		clearTimeout(timer);
		suppress = false;
		const start = { x: e.clientX, y: e.clientY };
		const cancel = () => clearTimeout(timer);
		/** @param {PointerEvent} m */
		const move = (m) => {
			if (Math.hypot(m.clientX - start.x, m.clientY - start.y) > 10) cancel();
		};
		tabbar.addEventListener('pointermove', move);
		tabbar.addEventListener(
			'pointerup',
			() => {
				cancel();
				tabbar.removeEventListener('pointermove', move);
			},
			{ once: true },
		);
		tabbar.addEventListener(
			'pointercancel',
			() => {
				cancel();
				tabbar.removeEventListener('pointermove', move);
			},
			{ once: true },
		);
		timer = window.setTimeout(() => {
			suppress = true;
			show(a);
		}, LONG_PRESS_MS);
	});
	// The click that ends a long press does not also switch tabs.
	tabbar.addEventListener(
		'click',
		(e) => {
			if (!suppress) return;
			suppress = false;
			e.preventDefault();
		},
		true,
	);
	tabbar.addEventListener('contextmenu', (e) => {
		const a = /** @type {HTMLElement} */ (e.target).closest('.tab');
		if (!a) return;
		e.preventDefault();
		clearTimeout(timer);
		show(a);
	});
	tabbar.addEventListener('keydown', (e) => {
		const a = /** @type {HTMLElement} */ (e.target).closest('.tab');
		if (!a || !(e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10'))) return;
		e.preventDefault();
		show(a);
	});
}

/**
 * A two-finger horizontal swipe moves to the next or previous tab. Its moves and end are heard on
 * the elements the fingers first touched: a touch's events keep going to that element even when a
 * render takes it out of the page mid-gesture, where they no longer reach the document.
 * @param {NavTab[]} tabs
 * @param {() => string | null} current
 * @param {(id: string | undefined) => void} go
 * @param {() => boolean} covered
 */
function twoFingerSwipe(tabs, current, go, covered) {
	/** @type {{x: number, y: number, last: {x: number, y: number}, targets: EventTarget[]} | null} */
	let start = null;
	/** @param {TouchList} t */
	const mid = (t) => ({ x: (t[0].clientX + t[1].clientX) / 2, y: (t[0].clientY + t[1].clientY) / 2 });
	/** @param {TouchEvent} e */
	const move = (e) => {
		if (start && e.touches.length === 2) start.last = mid(e.touches);
	};
	/** @param {TouchEvent} e */
	const end = (e) => {
		if (!start || e.touches.length > 0) return;
		const { x, y, last, targets } = start;
		start = null;
		for (const t of targets) listen(t, false);
		const dx = last.x - x;
		const dy = last.y - y;
		if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < Math.abs(dy) * 1.5) return;
		const i = tabs.findIndex((t) => t.id === current());
		const next = tabs[i + (dx < 0 ? 1 : -1)];
		if (next) go(next.id);
	};
	/** @param {EventTarget} target @param {boolean} on */
	const listen = (target, on) => {
		const change = on ? target.addEventListener.bind(target) : target.removeEventListener.bind(target);
		change('touchmove', /** @type {EventListener} */ (move), { passive: true });
		change('touchend', /** @type {EventListener} */ (end));
		change('touchcancel', /** @type {EventListener} */ (end));
	};
	document.addEventListener(
		'touchstart',
		(e) => {
			if (start) for (const t of start.targets) listen(t, false);
			start = null;
			if (e.touches.length !== 2 || covered()) return;
			const targets = [...new Set([...e.touches].map((t) => t.target))];
			start = { ...mid(e.touches), last: mid(e.touches), targets };
			for (const t of targets) listen(t, true);
		},
		{ passive: true },
	);
}

/**
 * The upward swipe from the bottom edge moves the bar, not the screen behind it: its moves are
 * kept from the screen. The bar it brings back stays until the user scrolls again: the scrolling
 * still under way (a fling) is kept from the shell's watch, which would hide it again.
 */
/**
 * @param {HTMLElement} tabbar
 * @param {(show: boolean) => void} showChrome
 */
function edgeReveal(tabbar, showChrome) {
	/** @type {number | null} */
	let startY = null;
	let holding = false;
	addEventListener(
		'touchstart',
		(e) => {
			const y = e.touches[0]?.clientY ?? 0;
			startY = e.touches.length === 1 && tabbar.classList.contains('is-hidden') && y >= innerHeight - EDGE ? y : null;
			if (startY == null) holding = false;
		},
		{ capture: true, passive: true },
	);
	for (const kind of ['wheel', 'keydown'])
		addEventListener(
			kind,
			() => {
				holding = false;
			},
			{ capture: true, passive: true },
		);
	addEventListener(
		'scroll',
		(e) => {
			if (holding) e.stopPropagation();
		},
		{ capture: true, passive: true },
	);
	addEventListener(
		'touchmove',
		(e) => {
			if (startY == null) return;
			e.stopPropagation();
			if (e.cancelable) e.preventDefault();
			if (startY - (e.touches[0]?.clientY ?? startY) < EDGE_SWIPE) return;
			holding = true;
			showChrome(true);
		},
		{ capture: true, passive: false },
	);
	addEventListener(
		'touchend',
		() => {
			startY = null;
		},
		{ capture: true },
	);
}

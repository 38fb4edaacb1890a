// The tabs' views under #main: each mounted on first show (its screen module loaded then), the
// others hidden, the one shown entering with a short animation when the user moves to it.
import { h } from '../core/dom.js';
import { watchScroll } from './scroll-chrome.js';

/** @typedef {import('./tabbar.js').Tab} Tab */
/** @typedef {import('./tabbar.js').TabBar} TabBar */

/**
 * @param {{main: HTMLElement, tabs: Tab[], bar: TabBar, sheetStyles: () => Promise<unknown>}} options
 *   sheetStyles: loads the sheets' styles, which every tab but Today needs at once
 * @returns {{show: (id: string) => Promise<void>, current: () => string | null}}
 */
export function tabViews({ main, tabs, bar, sheetStyles }) {
	/** @type {Map<string, {el: HTMLElement, ctl: unknown}>} */
	const mounted = new Map();
	/** @type {Map<string, Promise<{el: HTMLElement, ctl: unknown}>>} */
	const mounting = new Map();
	/** @type {string | null} */
	let currentTab = null;

	/**
	 * Mounts a tab's view and waits for its first draw.
	 * @param {Tab} tab
	 */
	async function mount(tab) {
		const el = h('section', { class: 'view', id: `view-${tab.id}`, 'aria-label': tab.label });
		main.append(el);
		const [mod] = await Promise.all([tab.load(), tab.id === 'today' ? null : sheetStyles()]);
		const view = { el, ctl: mod.mount(el) };
		// A screen whose first draw waits for more than its module (Today's habits wait for the
		// coach's cards) says so with `drawn`; the tab counts as shown once it is drawn.
		await /** @type {{drawn?: Promise<unknown>} | undefined} */ (view.ctl)?.drawn;
		watchScroll(el, bar.showChrome);
		mounted.set(tab.id, view);
		return view;
	}

	/** @param {string} id */
	async function show(id) {
		const tab = tabs.find((t) => t.id === id) ?? tabs[0];
		const prev = currentTab;
		currentTab = tab.id;
		let view = mounted.get(tab.id);
		if (!view) {
			// Asked again while it mounts (the start's route and a link followed at once): one view.
			if (!mounting.has(tab.id)) mounting.set(tab.id, mount(tab));
			view = await /** @type {Promise<{el: HTMLElement, ctl: unknown}>} */ (mounting.get(tab.id));
			// Another tab was chosen while this one's screen loaded (taps in quick succession on a
			// slow connection): that one shows, and this one stays mounted, hidden.
			if (currentTab !== tab.id) {
				view.el.hidden = true;
				return;
			}
		}
		for (const [key, v] of mounted) v.el.hidden = key !== tab.id;
		const moved = !!prev && prev !== tab.id;
		bar.select(tab.id, moved);
		if (moved) {
			view.el.classList.remove('entering');
			void view.el.offsetWidth;
			view.el.classList.add('entering');
		}
		bar.showChrome(true);
		document.title = tab.id === 'today' ? 'Ripple' : `${tab.label} · Ripple`;
	}
	return { show, current: () => currentTab };
}

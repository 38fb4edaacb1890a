// The shell's tab bar and floating + button: built once at the start, then told which tab shows
// and whether they hide while the user scrolls.
import { h, $ } from '../core/dom.js';
import { icon, rippleMark } from './icons.js';
import { openAddHabit } from '../core/app-links.js';

/**
 * A tab of the shell: its id (the route #/<id>), label, icon, and how its screen loads.
 * @typedef {{id: string, label: string, icon: string, load: () => Promise<{mount: (el: HTMLElement) => unknown}>}} Tab
 */
/**
 * @typedef {{
 *   tabbar: HTMLElement,
 *   fab: HTMLElement,
 *   showChrome: (show: boolean) => void,
 *   select: (id: string, moved: boolean) => void,
 * }} TabBar
 */

/**
 * Builds the tab bar and the + button and puts them in the page, before #detail-root.
 * @param {Tab[]} tabs
 * @returns {TabBar}
 */
export function mountTabBar(tabs) {
	const blob = h('span', { class: 'tab-blob', 'aria-hidden': 'true' });
	const tabLinks = tabs.map((t) =>
		h(
			'a',
			{ class: 'tab', href: `#/${t.id}`, dataset: { tab: t.id }, 'aria-label': t.label },
			h('span', { html: icon(t.icon, { size: 24 }) }),
			h('span', { class: 'tab-label', 'aria-hidden': 'true' }, t.label),
		),
	);
	// The app's name heads the sidebar of wide screens (css/shell.css); the bottom bar and the rail
	// leave it out.
	const brand = h(
		'div',
		{ class: 'tabbar-brand', 'aria-hidden': 'true' },
		h('span', { html: rippleMark(28) }),
		'Ripple',
	);
	const tabbar = h(
		'nav',
		{ class: 'tabbar', 'aria-label': 'Main' },
		brand,
		h('div', { class: 'tabbar-inner' }, blob, tabLinks),
	);
	const fab = h('button', {
		type: 'button',
		id: 'fab',
		class: 'fab',
		'aria-label': 'Add habit',
		html: icon('plus', { size: 28, stroke: 2.6 }),
		onclick: () => openAddHabit(),
	});
	document.body.insertBefore(tabbar, $('#detail-root'));
	document.body.insertBefore(fab, tabbar);

	/** @param {boolean} show */
	const showChrome = (show) => {
		fab.classList.toggle('is-hidden', !show);
		tabbar.classList.toggle('is-hidden', !show);
	};
	// Keyboard users tabbing to the tab bar bring it back.
	tabbar.addEventListener('focusin', () => showChrome(true));
	return { tabbar, fab, showChrome, select: (id, moved) => select(tabLinks, blob, id, moved) };
}

/**
 * Marks the tab showing (aria-current, the blob behind it); when the user `moved` from another
 * tab, its link bounces and the blob morphs.
 * @param {HTMLElement[]} tabLinks
 * @param {HTMLElement} blob
 * @param {string} id
 * @param {boolean} moved
 */
function select(tabLinks, blob, id, moved) {
	tabLinks.forEach((a, i) => {
		const on = a.dataset.tab === id;
		if (on) a.setAttribute('aria-current', 'page');
		else a.removeAttribute('aria-current');
		if (on) blob.style.setProperty('--tab-index', String(i));
	});
	if (!moved) return;
	const a = /** @type {HTMLElement} */ (tabLinks.find((x) => x.dataset.tab === id));
	for (const el of [a, blob]) {
		el.classList.remove('bounce', 'morph');
		void el.offsetWidth;
	}
	a.classList.add('bounce');
	blob.classList.add('morph');
}

// The Statistics tab with History as its second segment:
// "Overview | History", both under one category filter kept on the device. Data is reloaded when
// the tab is shown again after check-ins (or the filter) changed it.
import { h } from '../../core/dom.js';
import { on } from '../../core/store.js';
import { overviewPane } from './overview.js';
import { historyPane } from './history.js';
import { styled } from '../../core/stylesheet.js';
import { debounce } from '../../core/idle.js';
import { searchButton } from '../../components/search-button.js';
import { categoryFilter } from './category-filter.js';

const SEGMENTS = [
	['overview', 'Overview'],
	['history', 'History'],
];

/** @param {HTMLElement} root */
export function mount(root) {
	styled(root, '/css/stats.css', '/css/stats-history.css'); // hidden until the sheets are in, so nothing flashes unstyled
	const clearFilter = () => filter.clear();
	const overview = overviewPane(clearFilter);
	const history = historyPane(clearFilter);
	const panes = { overview, history };
	// Both segments show the chosen category's numbers: a new choice makes both stale.
	const filter = categoryFilter({
		onChange: () => {
			stale.add('overview');
			stale.add('history');
			refreshVisible();
		},
	});
	const { tabs, tablist, paneEls } = statsView(root, panes, filter.el);
	on('categories', () => filter.paint());

	/** @type {string | null} */
	let current = null;
	/** @type {Set<string | null>} */
	const stale = new Set(['overview', 'history']);
	/**
	 * @param {string} id
	 * @param {boolean} [focus]
	 */
	function select(id, focus = false) {
		current = id;
		tabs.forEach((t, i) => {
			const on = t.dataset.seg === id;
			t.setAttribute('aria-selected', String(on));
			t.tabIndex = on ? 0 : -1;
			paneEls[i].hidden = !on;
			if (on) tablist.style.setProperty('--i', String(i));
			if (on && focus) t.focus();
		});
		try {
			sessionStorage.setItem('ripple.stats.segment', id);
		} catch {
			/* private mode */
		}
		refreshVisible();
	}
	function refreshVisible() {
		if (root.hidden || !stale.has(current)) return;
		stale.delete(current);
		return panes[/** @type {'overview' | 'history'} */ (current)].load();
	}
	tabs.forEach((t) => t.addEventListener('click', () => select(segOf(t))));
	tablist.addEventListener('keydown', (e) => {
		const i = tabs.indexOf(/** @type {HTMLElement} */ (document.activeElement));
		const step = /** @type {Record<string, number>} */ ({ ArrowRight: 1, ArrowLeft: -1 })[e.key];
		if (i < 0 || !step) return;
		e.preventDefault();
		select(segOf(tabs[(i + step + tabs.length) % tabs.length]), true);
	});

	// Check-ins elsewhere make both segments stale; the visible one reloads at once.
	const refreshLater = debounce(refreshVisible, 250); // a re-render after a write holds "writes idle"
	on('today', () => {
		stale.add('overview');
		stale.add('history');
		refreshLater();
	});
	new MutationObserver(refreshVisible).observe(root, { attributes: true, attributeFilter: ['hidden'] });

	let first = 'overview';
	try {
		first = sessionStorage.getItem('ripple.stats.segment') === 'history' ? 'history' : 'overview';
	} catch {
		/* private mode */
	}
	if (new URLSearchParams(location.search).get('stats') === 'history') first = 'history';
	select(first);
	return { select };
}

/** A tab's segment (each tab carries its own). */
const segOf = (/** @type {HTMLElement} */ tab) => /** @type {string} */ (tab.dataset.seg);

/**
 * The screen's heading with the search button, the segment tabs and the category filter, and one
 * panel per segment.
 * @param {HTMLElement} root
 * @param {{overview: {el: HTMLElement}, history: {el: HTMLElement}}} panes
 * @param {HTMLElement} filter
 * @returns {{tabs: HTMLElement[], tablist: HTMLElement, paneEls: HTMLElement[]}}
 */
function statsView(root, panes, filter) {
	const tabs = SEGMENTS.map(([id, label]) =>
		h(
			'button',
			{
				type: 'button',
				role: 'tab',
				id: `stats-tab-${id}`,
				class: 'seg-tab',
				'aria-controls': `stats-pane-${id}`,
				dataset: { seg: id },
			},
			label,
		),
	);
	const tablist = h(
		'div',
		{ class: 'stats-tabs', role: 'tablist', 'aria-label': 'Statistics views' },
		h('span', { class: 'stats-tabs-thumb', 'aria-hidden': 'true' }),
		tabs,
	);
	const paneEls = SEGMENTS.map(([id]) =>
		h(
			'div',
			{ class: 'stats-pane', role: 'tabpanel', id: `stats-pane-${id}`, 'aria-labelledby': `stats-tab-${id}` },
			panes[/** @type {'overview' | 'history'} */ (id)].el,
		),
	);
	root.classList.add('stats-view');
	root.append(
		h(
			'div',
			{ class: 'view-inner stats-inner' },
			h(
				'header',
				{ class: 'stats-head' },
				h(
					'div',
					{ class: 'stats-head-row' },
					h(
						'div',
						{},
						h('h1', { class: 'stats-title' }, 'Statistics'),
						h('p', { class: 'stats-sub' }, 'Your habit insights'),
					),
					searchButton(),
				),
				tablist,
				filter,
			),
			paneEls,
		),
	);
	return { tabs, tablist, paneEls };
}

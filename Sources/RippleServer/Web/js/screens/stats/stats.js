// The Statistics tab with History as its second segment:
// "Overview | History". Data is reloaded when the tab is shown again after check-ins changed it.
import { h } from '../../core/dom.js';
import { on } from '../../core/store.js';
import { overviewPane } from './overview.js';
import { historyPane } from './history.js';
import { styled } from '../../core/stylesheet.js';
import { debounce } from '../../core/idle.js';

const SEGMENTS = [
	['overview', 'Overview'],
	['history', 'History'],
];

export function mount(root) {
	styled(root, '/css/stats.css'); // hidden until the sheet is in, so nothing flashes unstyled
	const overview = overviewPane();
	const history = historyPane();
	const panes = { overview, history };
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
			panes[id].el,
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
				h('h1', { class: 'stats-title' }, 'Statistics'),
				h('p', { class: 'stats-sub' }, 'Your habit insights'),
				tablist,
			),
			paneEls,
		),
	);

	let current = null;
	const stale = new Set(['overview', 'history']);
	function select(id, focus = false) {
		current = id;
		tabs.forEach((t, i) => {
			const on = t.dataset.seg === id;
			t.setAttribute('aria-selected', String(on));
			t.tabIndex = on ? 0 : -1;
			paneEls[i].hidden = !on;
			if (on) tablist.style.setProperty('--i', i);
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
		return panes[current].load();
	}
	tabs.forEach((t) => t.addEventListener('click', () => select(t.dataset.seg)));
	tablist.addEventListener('keydown', (e) => {
		const i = tabs.indexOf(document.activeElement);
		const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
		if (i < 0 || !step) return;
		e.preventDefault();
		select(tabs[(i + step + tabs.length) % tabs.length].dataset.seg, true);
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

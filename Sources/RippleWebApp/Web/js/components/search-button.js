// The search button every tab's header carries: it opens the search sheet (as / does on a
// keyboard). `tone` 'light' is for a header drawn on a colour (Today, Profile).
import { h } from '../core/dom.js';
import { openSearch } from '../core/app-links.js';
import { icon } from './icons.js';

/** @param {{tone?: 'plain' | 'light'}} options */
export function searchButton({ tone = 'plain' } = {}) {
	return h('button', {
		type: 'button',
		class: `search-open is-${tone}`,
		'aria-label': 'Search',
		'aria-haspopup': 'dialog',
		'aria-keyshortcuts': '/',
		html: icon('search', { size: 22, stroke: 2.2 }),
		onclick: () => openSearch(),
	});
}

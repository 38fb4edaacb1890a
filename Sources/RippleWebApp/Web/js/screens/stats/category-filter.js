// Statistics' category filter, for Overview and History alike: all habits, one category, or those
// without one. Kept on this device until cleared (js/core/filters.js); the numbers shown under it
// are the server's for that category (the reads carry `category=`), never worked out here.
import { h } from '../../core/dom.js';
import { state } from '../../core/store.js';
import { loadCategories } from '../../core/data.js';
import { NO_CATEGORY, setStatsFilters, statsFilters } from '../../core/filters.js';
import { icon } from '../../components/icons.js';
import { openMenu } from '../../components/menu.js';
import { announce, haptic } from '../../components/ui.js';

/** The category chosen now (null: all habits). */
export const chosenCategory = () => statsFilters().category;

/**
 * The chosen category's name ('No category' for those without one), or null for all habits.
 * @param {string | null} [id]
 */
function categoryName(id = chosenCategory()) {
	if (!id) return null;
	if (id === NO_CATEGORY) return 'No category';
	return state.categories?.find((c) => c.id === id)?.name ?? 'A category';
}

/**
 * The filter's row: a button naming the category shown (a menu of the others), and Clear while
 * one is chosen; `onChange` reloads what it filters.
 * @param {{onChange: () => unknown}} options
 */
export function categoryFilter({ onChange }) {
	const button = h('button', {
		type: 'button',
		class: 'stats-filter-btn',
		'aria-haspopup': 'menu',
		'aria-expanded': 'false',
	});
	const clear = h('button', { type: 'button', class: 'link-btn stats-filter-clear' }, 'Clear');
	const el = h('div', { class: 'stats-filter', role: 'group', 'aria-label': 'Category filter' }, button, clear);
	/** @param {string | null} category */
	const choose = (category) => {
		setStatsFilters({ category });
		haptic('soft');
		paint();
		announce(category ? `Showing ${categoryName(category)}` : 'Showing all habits');
		onChange();
	};
	const paint = () => {
		const name = categoryName();
		el.hidden = !(state.categories?.length || name);
		button.innerHTML = `${icon('filter', { size: 16, stroke: 2.2 })}<span></span>${icon('chevron-down', { size: 14, stroke: 2.4 })}`;
		/** @type {HTMLElement} */ (button.querySelector('span')).textContent = name ?? 'All habits';
		button.classList.toggle('is-on', !!name);
		button.setAttribute('aria-label', `Category: ${name ?? 'all habits'}`);
		clear.hidden = !name;
	};
	button.addEventListener('click', async () => {
		const categories = await loadCategories().catch(() => state.categories ?? []);
		const current = chosenCategory();
		openMenu(
			button,
			[
				{ label: 'All habits', icon: current ? undefined : 'check', onSelect: () => choose(null) },
				...categories.map((c) => ({
					label: c.name,
					icon: current === c.id ? 'check' : (c.icon ?? undefined),
					onSelect: () => choose(c.id),
				})),
				{
					label: 'No category',
					icon: current === NO_CATEGORY ? 'check' : undefined,
					onSelect: () => choose(NO_CATEGORY),
				},
			],
			{ label: 'Show statistics of', onClose: () => button.setAttribute('aria-expanded', 'false') },
		);
	});
	clear.addEventListener('click', () => {
		choose(null);
		button.focus();
	});
	paint();
	loadCategories()
		.then(paint)
		.catch(() => {});
	return { el, paint, clear: () => choose(null) };
}

/**
 * What a filtered list says when the category holds nothing to show, with a way back to all.
 * @param {string} what e.g. 'statistics'
 * @param {() => unknown} clearFilter
 */
export function filteredEmpty(what, clearFilter) {
	return h(
		'div',
		{ class: 'empty stats-empty is-filtered', role: 'status' },
		h('div', { class: 'soon-mark', html: icon('filter', { size: 36 }) }),
		h('h2', { class: 'empty-title' }, `No ${what} in ${categoryName()}`),
		h('p', { class: 'empty-text' }, `The category filter “${categoryName()}” hides every habit.`),
		h('button', { type: 'button', class: 'btn btn-secondary', onclick: clearFilter }, 'Show all habits'),
	);
}

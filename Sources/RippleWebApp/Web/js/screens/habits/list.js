// The Habits list: active habits grouped by category under collapsible headers, then the Archived
// section, filtered by the category chips and the other filters (or, when they leave nothing, a
// note naming the filter that hides everything) and dimmed (or "no results") by the search.
import { h, $, $$ } from '../../core/dom.js';
import { calm } from '../../core/store.js';
import { openAddHabit } from '../../core/app-links.js';
import { groupActive, matches, NO_CATEGORY } from './model.js';
import { noResults, emptyCategory } from './empty.js';
import { collapsible } from './sections.js';
import { listRow } from './list-row.js';
import { currentFilters, keeps, noMatches } from './filters.js';
import { habitFilterCount } from '../../core/filters.js';

/** @typedef {import('./screen.js').HabitsScreen} HabitsScreen */
/** @typedef {import('../../api/types.js').Habit} Habit */
/** @typedef {import('../../api/types.js').Category} Category */
/** @typedef {ReturnType<typeof groupActive>[number]} Group */

/**
 * Opens the Add Habit sheet with `category` chosen.
 * @param {{name: string | null}} category
 */
async function addToCategory(category) {
	await openAddHabit();
	const chip = /** @type {HTMLElement[]} */ ($$('.habit-sheet .cat-box .chip')).find(
		(b) => b.textContent?.trim() === category.name,
	);
	chip?.click();
	/** @type {HTMLElement | null} */ ($('.habit-sheet .name-input'))?.focus();
}

/**
 * A category's section (or the plain list when there are no categories).
 * @param {HabitsScreen} s
 * @param {Group} g
 * @param {string} q the search text
 */
function groupSection(s, g, q) {
	const list = h('ul', { class: 'hrows', role: 'list', id: `hgroup-${g.id}` });
	for (const habit of g.habits) list.append(listRow(s, habit, list, q));
	if (!g.habits.length && g.id !== NO_CATEGORY) list.append(emptyCategory(g, addToCategory));
	if (!g.name) return h('section', { class: 'hgroup is-plain', 'aria-label': 'Active habits' }, list);
	return collapsible({
		id: g.id,
		title: g.name,
		color: g.color,
		count: g.habits.length,
		list,
		className: 'hgroup',
		iconName: g.icon ?? undefined,
		collapsed: s.ui.collapsed,
	});
}

/**
 * The Archived section.
 * @param {HabitsScreen} s
 * @param {Habit[]} items
 * @param {string} q the search text
 */
function archivedSection(s, items, q) {
	const list = h('ul', { class: 'hrows is-archived', role: 'list', id: 'hgroup-archived' });
	for (const habit of items) list.append(listRow(s, habit, list, q));
	return collapsible({
		id: 'archived',
		title: 'Archived',
		color: null,
		count: items.length,
		list,
		className: 'hgroup hgroup-archived',
		iconName: 'archive',
		collapsed: s.ui.collapsed,
	});
}

/**
 * The list's sections for `all` habits, and how many match the search.
 * @param {HabitsScreen} s
 * @param {Habit[]} all
 * @param {Category[]} categories
 * @param {string} q the search text, trimmed
 * @returns {{nodes: HTMLElement[], hits: number}}
 */
export function listSections(s, all, categories, q) {
	const { selected } = s.ui;
	/** @param {Habit} x */
	const inChips = (x) =>
		!selected.size ||
		selected.has(x.categoryId && categories.some((c) => c.id === x.categoryId) ? x.categoryId : NO_CATEGORY);
	const f = currentFilters(s);
	const filtered = habitFilterCount(f) > 0;
	if (filtered && !all.some((x) => keeps(f, x) && inChips(x)))
		return { nodes: [noMatches(s, all, categories)], hits: 0 };
	const active = all.filter((x) => !x.archived);
	const kept = all.filter((x) => keeps(f, x));
	const groups = groupActive(kept, categories, selected).filter(
		(g) => g.habits.length || !(f.kinds.length || f.states.length || f.reminder || f.goal),
	);
	const visibleArchived = kept.filter((x) => x.archived).filter(inChips);
	const shown = [...groups.flatMap((g) => g.habits), ...visibleArchived];
	const hits = shown.filter((x) => matches(x, q));
	/** @type {HTMLElement[]} */
	const nodes = [];
	if (q && !hits.length) nodes.push(noResults(q));
	else {
		if (!active.length && !f.states.length)
			nodes.push(
				h(
					'p',
					{ class: 'habits-note' },
					calm() ? 'You have no active habits.' : 'No active habits. Unarchive one below or create a new one.',
				),
			);
		for (const g of groups) nodes.push(groupSection(s, g, q));
		if (visibleArchived.length) nodes.push(archivedSection(s, visibleArchived, q));
	}
	return { nodes, hits: hits.length };
}

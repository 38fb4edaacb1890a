// Empty states of the Habits tab.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { calm } from '../../core/store.js';
import { openAddHabit } from '../../core/app-links.js';
import { suggestionChips } from '../onboarding/suggestions.js';

const ART =
	'<svg viewBox="0 0 160 140" width="160" height="140" aria-hidden="true"><circle cx="80" cy="72" r="58" fill="var(--art-bg)"/><rect x="46" y="40" width="68" height="18" rx="9" fill="var(--surface)" stroke="var(--art-ring)" stroke-width="2"/><rect x="46" y="64" width="68" height="18" rx="9" fill="var(--surface)" stroke="var(--art-ring)" stroke-width="2" opacity=".8"/><rect x="46" y="88" width="68" height="18" rx="9" fill="var(--surface)" stroke="var(--art-ring)" stroke-width="2" opacity=".55"/><circle cx="56" cy="49" r="4" fill="var(--primary)"/><circle cx="56" cy="73" r="4" fill="var(--secondary)"/><circle cx="56" cy="97" r="4" fill="var(--success)"/></svg>';

/** No habits at all: an invitation and one-tap suggestions. */
export function noHabits() {
	const quiet = calm();
	return h(
		'div',
		{ class: 'habits-empty' },
		h('div', { class: 'empty-art', html: ART }),
		h('h2', { class: 'empty-title' }, quiet ? 'No habits yet.' : 'No Habits Yet'),
		h(
			'p',
			{ class: 'empty-text' },
			quiet ? 'Get started by adding your first habit.' : 'Start building better habits today',
		),
		h(
			'button',
			{ type: 'button', class: 'btn btn-primary empty-cta', onclick: () => openAddHabit() },
			h('span', { html: icon('plus', { size: 20 }) }),
			quiet ? 'Add Habit' : 'Create First Habit',
		),
		suggestionChips(),
	);
}

/**
 * The search found nothing.
 * @param {string} query
 */
export function noResults(query) {
	return h(
		'div',
		{ class: 'habits-empty is-search' },
		h('div', { class: 'empty-search-icon', html: icon('search', { size: 36 }) }),
		h('p', { class: 'empty-title' }, `No habits found for '${query.trim()}'`),
		h('p', { class: 'empty-text' }, 'Try a different search term'),
	);
}

/**
 * A category with no habits (inline, inside its section).
 * @template {{name: string | null}} C
 * @param {C} category
 * @param {(category: C) => void} onAdd
 */
export function emptyCategory(category, onAdd) {
	return h(
		'li',
		{ class: 'hgroup-empty' },
		h('span', {}, 'No habits in this category'),
		h('button', { type: 'button', class: 'link-btn', onclick: () => onAdd(category) }, `Add habit to ${category.name}`),
	);
}

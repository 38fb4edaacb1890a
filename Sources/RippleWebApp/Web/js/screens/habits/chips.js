// The Habits tab's category chips: All, then one per category; they filter the list (OR), and the
// choice is kept on the device with the other filters (js/core/filters.js).
import { h } from '../../core/dom.js';
import { onColor } from '../../core/palette.js';
import { haptic } from '../../components/ui.js';
import { NO_CATEGORY } from './model.js';
import { setHabitFilters } from '../../core/filters.js';
import { currentFilters } from './filters.js';

/** @typedef {import('./screen.js').HabitsScreen} HabitsScreen */
/** @typedef {import('../../api/types.js').Category} Category */

/**
 * A chip (null: All) that toggles its category in the selection.
 * @param {HabitsScreen} s
 * @param {HTMLElement} body the list, replayed in its filtering animation
 * @param {string | null} id
 * @param {string} name
 * @param {string} [color]
 */
function chip(s, body, id, name, color) {
	const { selected } = s.ui;
	const on = id == null ? !selected.size : selected.has(id);
	const b = h(
		'button',
		{ type: 'button', class: 'hchip', 'aria-pressed': String(on), dataset: { fk: `chip-${id ?? 'all'}` } },
		color ? h('span', { class: 'hchip-dot' }) : null,
		name,
	);
	if (color) {
		const { bg, fg } = onColor(color);
		b.style.setProperty('--chip', color);
		b.style.setProperty('--chip-bg', bg);
		b.style.setProperty('--chip-fg', fg);
	}
	b.addEventListener('click', () => {
		if (id == null) selected.clear();
		else if (selected.has(id)) selected.delete(id);
		else selected.add(id);
		setHabitFilters(currentFilters(s));
		haptic('soft');
		body.classList.remove('filtering');
		void body.offsetWidth;
		body.classList.add('filtering');
		s.render();
	});
	return b;
}

/**
 * Draws the chips (hidden without categories), dropping selected categories that are gone.
 * @param {HabitsScreen} s
 * @param {HTMLElement} chips
 * @param {HTMLElement} body
 * @param {Category[]} categories
 */
export function renderChips(s, chips, body, categories) {
	const { selected } = s.ui;
	chips.hidden = !categories.length;
	if (!categories.length) {
		if (selected.size) {
			selected.clear();
			setHabitFilters(currentFilters(s));
		}
		chips.replaceChildren();
		return;
	}
	for (const id of [...selected]) if (id !== NO_CATEGORY && !categories.some((c) => c.id === id)) selected.delete(id);
	chips.replaceChildren(chip(s, body, null, 'All'), ...categories.map((c) => chip(s, body, c.id, c.name, c.color)));
}

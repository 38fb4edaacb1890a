// The Habits tab's header (title, count line, Edit) and its sticky bar: search as you type (clear
// button, Cancel, Escape), the filter button, the category chips' row and the row of the other
// filters that are on. The header's search button searches everything (js/components/search-button.js).
// Below the list, with an account: the way to the habits partners share (Shared with me).
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { haptic } from '../../components/ui.js';
import { searchButton } from '../../components/search-button.js';
import { filterButton } from './filters.js';
import { sharedWithMeLink } from '../partners/shared-link.js';

/** @typedef {import('./screen.js').HabitsScreen} HabitsScreen */

/**
 * The search field and its buttons, wired to the screen's query.
 * @param {HabitsScreen} s
 * @param {HTMLElement} bar the sticky bar, marked while searching
 */
function searchField(s, bar) {
	const input = /** @type {HTMLInputElement} */ (
		h('input', {
			type: 'search',
			class: 'search-field',
			placeholder: 'Search habits...',
			'aria-label': 'Search habits',
			autocomplete: 'off',
			enterkeyhint: 'search',
		})
	);
	const clearBtn = h('button', {
		type: 'button',
		class: 'search-clear',
		'aria-label': 'Clear search',
		hidden: true,
		html: icon('close', { size: 14, stroke: 2.8 }),
	});
	const cancelBtn = h('button', { type: 'button', class: 'search-cancel', tabindex: '-1' }, 'Cancel');
	const search = h(
		'div',
		{ class: 'search', role: 'search' },
		h('span', { class: 'search-icon', html: icon('search', { size: 18 }) }),
		input,
		clearBtn,
	);
	const clearSearch = () => {
		input.value = '';
		s.ui.query = '';
		s.render();
	};
	input.addEventListener('input', () => {
		s.ui.query = input.value;
		s.render();
	});
	input.addEventListener('focus', () => bar.classList.add('searching'));
	input.addEventListener('blur', () => {
		if (!input.value) bar.classList.remove('searching');
	});
	input.addEventListener('keydown', (e) => {
		if (e.key === 'Escape' && input.value) {
			e.preventDefault();
			clearSearch();
		}
	});
	clearBtn.addEventListener('click', () => {
		clearSearch();
		input.focus();
	});
	cancelBtn.addEventListener('click', () => {
		clearSearch();
		input.blur();
		bar.classList.remove('searching');
	});
	return { row: h('div', { class: 'search-row' }, search, cancelBtn), clearBtn };
}

/**
 * Builds the tab's elements into `s.root`.
 * @param {HabitsScreen} s
 */
export function habitsLayout(s) {
	const { root, ui } = s;
	const sub = h('p', { class: 'habits-sub' });
	const editBtn = h('button', { type: 'button', class: 'habits-edit', 'aria-pressed': 'false' }, 'Edit');
	const bar = h('div', { class: 'habits-bar' });
	const { row, clearBtn } = searchField(s, bar);
	const filters = filterButton(s);
	row.append(filters.el);
	const chips = h('div', { class: 'hchips', role: 'group', 'aria-label': 'Filter by category' });
	const filterRow = h('div', { class: 'hfilter-row', role: 'group', 'aria-label': 'Filters on', hidden: true });
	bar.append(row, chips, filterRow);
	const status = h('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite' });
	const body = h('div', { class: 'habits-body' });
	root.append(
		h(
			'div',
			{ class: 'view-inner habits-inner' },
			h(
				'header',
				{ class: 'habits-head' },
				h('div', {}, h('h1', { class: 'habits-title' }, 'Habits'), sub),
				h('div', { class: 'habits-head-tools' }, searchButton(), editBtn),
			),
			bar,
			status,
			body,
			sharedWithMeLink(),
			h('p', { id: 'habits-reorder-help', class: 'sr-only' }, 'Use the up and down arrow keys to move the habit.'),
		),
	);
	new ResizeObserver(() => root.style.setProperty('--bar-h', `${bar.offsetHeight}px`)).observe(bar);
	editBtn.addEventListener('click', () => {
		ui.editing = !ui.editing;
		editBtn.textContent = ui.editing ? 'Done' : 'Edit';
		editBtn.setAttribute('aria-pressed', String(ui.editing));
		haptic('light');
		s.render();
	});
	return { sub, editBtn, bar, clearBtn, chips, filters, filterRow, status, body };
}

// The Habits tab: search as you type, category chips (OR filter),
// habits grouped by category under sticky collapsible headers, swipe actions, drag to reorder,
// an Edit mode with drag handles and the active switch, and the Archived section. Its pieces: the
// state (screen.js), the header and search (header.js), the chips (chips.js), the list (list.js,
// list-row.js) and the order's saving (order.js).
import { h } from '../../core/dom.js';
import { state, on } from '../../core/store.js';
import { debounce } from '../../core/idle.js';
import { plural } from '../../core/format.js';
import { styled } from '../../core/stylesheet.js';
import { loadHabitsData } from './model.js';
import { closeSwipe, swipeOpen } from '../../components/gestures.js';
import { isDragging } from './reorder.js';
import { noHabits } from './empty.js';
import { readCollapsed } from './sections.js';
import { sortedHabits } from './screen.js';
import { habitsLayout } from './header.js';
import { renderChips } from './chips.js';
import { listSections } from './list.js';
import { habitFilters } from '../../core/filters.js';
import { currentFilters, paintFilterRow } from './filters.js';

/** @typedef {import('./screen.js').HabitsScreen} HabitsScreen */

/**
 * Reloads when Today changes (check-ins, edits), at once if visible, else on show. A tap's answer
 * replaces one card ('card'); offline no reload of Today ('today') follows it.
 * @param {HabitsScreen} s
 */
function stayCurrent(s) {
	const { root } = s;
	let stale = false;
	const refreshIfVisible = () => {
		if (root.hidden || !stale) return;
		if (isDragging() || swipeOpen()) {
			refreshLater(600);
			return;
		}
		stale = false;
		return s.load();
	};
	const refreshLater = debounce(refreshIfVisible, 150); // a re-render after a write holds "writes idle"
	const changed = () => {
		stale = true;
		refreshLater();
	};
	on('today', changed);
	on('card', changed);
	on('categories', () => {
		if (!root.hidden) s.render();
	});
	// Filters set elsewhere (a category chosen in the search sheet) are the tab's at once.
	on('filters:habits', (/** @type {import('../../core/filters.js').HabitFilters} */ f) => {
		if (JSON.stringify(f) === JSON.stringify(currentFilters(s))) return;
		s.ui.filters = f;
		s.ui.selected = new Set(f.categories);
		s.render();
	});
	new MutationObserver(() => {
		if (!root.hidden) refreshIfVisible();
	}).observe(root, { attributes: true, attributeFilter: ['hidden'] });
}

/**
 * Mounts the tab into `root`.
 * @param {HTMLElement} root
 */
export function mount(root) {
	styled(root, '/css/habits.css', '/css/onboarding.css');
	root.classList.add('habits-view');
	const kept = habitFilters();
	/** @type {HabitsScreen} */
	const s = {
		root,
		ui: { query: '', selected: new Set(kept.categories), filters: kept, editing: false, collapsed: readCollapsed() },
		week: new Map(),
		loaded: false,
		render: () => render(),
		load: () => load(),
	};
	const { sub, editBtn, bar, clearBtn, chips, filters, filterRow, status, body } = habitsLayout(s);

	/** @type {Promise<void> | null} */
	let loading = null;
	let again = false;
	/**
	 * Loads habits, categories and the last 7 days (once at a time), then renders. Asked again while
	 * a load is under way (a write answered meanwhile), it loads once more when that one ends: the
	 * answer of a read sent before the write must not be the last word.
	 */
	function load() {
		if (loading) {
			again = true;
			return loading;
		}
		loading = (async () => {
			do {
				again = false;
				try {
					const d = await loadHabitsData();
					s.week = d.week;
					s.loaded = true;
				} catch (e) {
					if (!s.loaded) body.replaceChildren(h('p', { class: 'habits-error', role: 'alert' }, e.message));
				}
			} while (again);
			loading = null;
			render();
		})();
		return loading;
	}

	/** Draws the tab (not while a row is dragged), keeping focus on the same control. */
	function render() {
		if (!s.loaded) return;
		if (isDragging()) return;
		closeSwipe();
		const focusKey = /** @type {HTMLElement | null} */ (document.activeElement)?.dataset?.fk;
		const all = sortedHabits();
		const categories = state.categories ?? [];
		const active = all.filter((x) => !x.archived).length;
		const archived = all.length - active;
		sub.textContent = all.length ? `${plural(active, 'active habit')}${archived ? ` · ${archived} archived` : ''}` : '';
		bar.hidden = !all.length;
		editBtn.hidden = !all.length;
		clearBtn.hidden = !s.ui.query;
		renderChips(s, chips, body, categories);
		filters.paint();
		paintFilterRow(s, filterRow);
		if (!all.length) {
			body.replaceChildren(noHabits());
			status.textContent = '';
			return;
		}
		const q = s.ui.query.trim();
		const { nodes, hits } = listSections(s, all, categories, q);
		body.replaceChildren(...nodes);
		body.classList.toggle('is-editing', s.ui.editing);
		status.textContent = q ? (hits ? `${plural(hits, 'habit')} found` : `No habits found for '${q}'`) : '';
		if (focusKey)
			/** @type {HTMLElement | null} */ (root.querySelector(`[data-fk="${CSS.escape(focusKey)}"]`))?.focus({
				preventScroll: true,
			});
	}

	stayCurrent(s);
	load();
	return { render, load };
}

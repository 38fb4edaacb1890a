// The Habits tab: search as you type, category chips (OR filter),
// habits grouped by category under sticky collapsible headers, swipe actions, drag to reorder,
// an Edit mode with drag handles and the active switch, and the Archived section.
import { h, $, $$ } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { state, on, calm, setHabitOrder } from '../../core/store.js';
import { loadToday } from '../../core/data.js';
import * as api from '../../core/habit-actions.js';
import { debounce } from '../../core/idle.js';
import { openDetails, openAddHabit } from '../../core/app-links.js';
import { openEditor } from '../../components/card-actions.js';
import { openMenu } from '../../components/menu.js';
import { onColor } from '../../core/palette.js';
import { plural } from '../../core/format.js';
import { announce, haptic, toast } from '../../components/ui.js';
import { styled } from '../../core/stylesheet.js';
import { loadHabitsData, groupActive, matches, NO_CATEGORY } from './model.js';
import { habitRow } from './row.js';
import { closeSwipe, swipeOpen } from '../../components/gestures.js';
import { attachRowGestures } from '../../components/row-gestures.js';
import { startReorder, moveBy, isDragging } from './reorder.js';
import { archive, unarchive, confirmDelete, deletePending } from './actions.js';
import { noHabits, noResults, emptyCategory } from './empty.js';
import { collapsible, readCollapsed, leave } from './sections.js';

export function mount(root) {
	styled(root, '/css/habits.css', '/css/onboarding.css');
	root.classList.add('habits-view');
	const ui = { query: '', selected: new Set(), editing: false, collapsed: readCollapsed() };
	let week = new Map();
	let loaded = false;

	// — Header: title, Edit; the sticky bar: search and category chips.
	const sub = h('p', { class: 'habits-sub' });
	const editBtn = h('button', { type: 'button', class: 'habits-edit', 'aria-pressed': 'false' }, 'Edit');
	const input = h('input', {
		type: 'search',
		class: 'search-field',
		placeholder: 'Search habits...',
		'aria-label': 'Search habits',
		autocomplete: 'off',
		enterkeyhint: 'search',
	});
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
	const chips = h('div', { class: 'hchips', role: 'group', 'aria-label': 'Filter by category' });
	const bar = h('div', { class: 'habits-bar' }, h('div', { class: 'search-row' }, search, cancelBtn), chips);
	const status = h('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite' });
	const body = h('div', { class: 'habits-body' });
	root.append(
		h(
			'div',
			{ class: 'view-inner habits-inner' },
			h('header', { class: 'habits-head' }, h('div', {}, h('h1', { class: 'habits-title' }, 'Habits'), sub), editBtn),
			bar,
			status,
			body,
			h('p', { id: 'habits-reorder-help', class: 'sr-only' }, 'Use the up and down arrow keys to move the habit.'),
		),
	);
	new ResizeObserver(() => root.style.setProperty('--bar-h', `${bar.offsetHeight}px`)).observe(bar);

	editBtn.addEventListener('click', () => {
		ui.editing = !ui.editing;
		editBtn.textContent = ui.editing ? 'Done' : 'Edit';
		editBtn.setAttribute('aria-pressed', String(ui.editing));
		haptic('light');
		render();
	});

	// — Search as you type.
	input.addEventListener('input', () => {
		ui.query = input.value;
		render();
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
	function clearSearch() {
		input.value = '';
		ui.query = '';
		render();
	}

	// — Data
	let loading = null;
	async function load() {
		if (loading) return loading;
		loading = (async () => {
			try {
				const d = await loadHabitsData();
				week = d.week;
				loaded = true;
			} catch (e) {
				if (!loaded) body.replaceChildren(h('p', { class: 'habits-error', role: 'alert' }, e.message));
			} finally {
				loading = null;
			}
			render();
		})();
		return loading;
	}

	const habits = () =>
		[...(state.habits ?? [])]
			.filter((x) => !deletePending(x.id))
			.sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));

	// — Rendering
	function render() {
		if (!loaded) return;
		if (isDragging()) return;
		closeSwipe();
		const focusKey = /** @type {HTMLElement | null} */ (document.activeElement)?.dataset?.fk;
		const all = habits();
		const categories = state.categories ?? [];
		const active = all.filter((x) => !x.archived);
		const archived = all.filter((x) => x.archived);
		sub.textContent = all.length
			? `${plural(active.length, 'active habit')}${archived.length ? ` · ${archived.length} archived` : ''}`
			: '';
		bar.hidden = !all.length;
		editBtn.hidden = !all.length;
		clearBtn.hidden = !ui.query;
		renderChips(categories);

		if (!all.length) {
			body.replaceChildren(noHabits());
			status.textContent = '';
			return;
		}
		const q = ui.query.trim();
		const inChips = (x) =>
			!ui.selected.size ||
			ui.selected.has(x.categoryId && categories.some((c) => c.id === x.categoryId) ? x.categoryId : NO_CATEGORY);
		const groups = groupActive(all, categories, ui.selected);
		const visibleArchived = archived.filter(inChips);
		const shown = [...groups.flatMap((g) => g.habits), ...visibleArchived];
		const hits = shown.filter((x) => matches(x, q));
		const nodes = [];
		if (q && !hits.length) nodes.push(noResults(q));
		else {
			if (!active.length)
				nodes.push(
					h(
						'p',
						{ class: 'habits-note' },
						calm() ? 'You have no active habits.' : 'No active habits. Unarchive one below or create a new one.',
					),
				);
			for (const g of groups) nodes.push(groupSection(g, q));
			if (visibleArchived.length) nodes.push(archivedSection(visibleArchived, q));
		}
		body.replaceChildren(...nodes);
		body.classList.toggle('is-editing', ui.editing);
		status.textContent = q
			? hits.length
				? `${plural(hits.length, 'habit')} found`
				: `No habits found for '${q}'`
			: '';
		if (focusKey) root.querySelector(`[data-fk="${CSS.escape(focusKey)}"]`)?.focus({ preventScroll: true });
	}

	function renderChips(categories) {
		chips.hidden = !categories.length;
		if (!categories.length) {
			ui.selected.clear();
			chips.replaceChildren();
			return;
		}
		for (const id of [...ui.selected])
			if (id !== NO_CATEGORY && !categories.some((c) => c.id === id)) ui.selected.delete(id);
		const chip = (id, name, color) => {
			const on = id == null ? !ui.selected.size : ui.selected.has(id);
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
				if (id == null) ui.selected.clear();
				else if (ui.selected.has(id)) ui.selected.delete(id);
				else ui.selected.add(id);
				haptic('soft');
				body.classList.remove('filtering');
				void body.offsetWidth;
				body.classList.add('filtering');
				render();
			});
			return b;
		};
		chips.replaceChildren(chip(null, 'All'), ...categories.map((c) => chip(c.id, c.name, c.color)));
	}

	function groupSection(g, q) {
		const list = h('ul', { class: 'hrows', role: 'list', id: `hgroup-${g.id}` });
		for (const habit of g.habits) list.append(row(habit, list, q));
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
			collapsed: ui.collapsed,
		});
	}

	function archivedSection(items, q) {
		const list = h('ul', { class: 'hrows is-archived', role: 'list', id: 'hgroup-archived' });
		for (const habit of items) list.append(row(habit, list, q));
		return collapsible({
			id: 'archived',
			title: 'Archived',
			color: null,
			count: items.length,
			list,
			className: 'hgroup hgroup-archived',
			iconName: 'archive',
			collapsed: ui.collapsed,
		});
	}

	function row(habit, list, q) {
		const view = habitRow(habit, {
			week: week.get(habit.id) ?? [],
			editing: ui.editing,
			dim: !!q && !matches(habit, q),
		});
		attachRowGestures(view, {
			onTap: () => {
				view.body.classList.add('flash');
				setTimeout(() => view.body.classList.remove('flash'), 400);
				setTimeout(() => openDetails(habit.id), 120);
			},
			onAction: (act, btn) => (act === 'menu' ? rowMenu(habit, btn, view, list) : doAction(act, habit, view, btn)),
			onSwipeRight: habit.archived
				? () =>
						leave(view.el)
							.then(() => unarchive(habit))
							.then(render)
				: null,
			onLongPress: habit.archived
				? null
				: (start) => startReorder({ item: view.el, list, start, scroller: root, onDrop: saveOrder }),
		});
		const handle = view.body.querySelector('.hrow-handle');
		if (handle) {
			handle.addEventListener('pointerdown', (e) => {
				if (e.button !== 0) return;
				e.preventDefault();
				haptic('heavy');
				startReorder({
					item: view.el,
					list,
					start: { x: e.clientX, y: e.clientY, id: e.pointerId },
					scroller: root,
					onDrop: saveOrder,
				});
			});
			handle.addEventListener('keydown', (e) => {
				const step = { ArrowUp: -1, ArrowDown: 1 }[e.key];
				if (!step) return;
				e.preventDefault();
				if (moveBy(view.el, list, step, saveOrder)) {
					handle.focus();
					announce(`${habit.name} moved ${step < 0 ? 'up' : 'down'}`);
				}
			});
		}
		return view.el;
	}

	function rowMenu(habit, btn, view, list) {
		/** @type {Parameters<typeof openMenu>[1]} */
		const items = [{ label: 'Edit', icon: 'edit', onSelect: () => openEditor(habit) }];
		if (habit.archived)
			items.push({ label: 'Unarchive', icon: 'unarchive', onSelect: () => doAction('unarchive', habit, view) });
		else {
			items.push({ label: 'Archive', icon: 'archive', onSelect: () => doAction('archive', habit, view) });
			items.push({
				label: 'Move up',
				icon: 'chevron-left',
				onSelect: () => moveBy(view.el, list, -1, saveOrder) && announce(`${habit.name} moved up`),
			});
			items.push({
				label: 'Move down',
				icon: 'chevron-down',
				onSelect: () => moveBy(view.el, list, 1, saveOrder) && announce(`${habit.name} moved down`),
			});
		}
		items.push({ label: 'Delete', icon: 'trash', danger: true, onSelect: () => doAction('delete', habit, view) });
		openMenu(btn, items, { label: `${habit.name} actions` });
	}

	async function doAction(act, habit, view, btn) {
		if (act === 'edit') return openEditor(habit);
		if (act === 'archive' || (act === 'active' && !btn.checked)) {
			await leave(view.el);
			await archive(habit);
			return render();
		}
		if (act === 'unarchive' || (act === 'active' && btn.checked)) {
			if (act === 'unarchive') await leave(view.el);
			const ok = await unarchive(habit);
			if (!ok && btn) btn.checked = false;
			return render();
		}
		if (act === 'delete') return confirmDelete(habit, render);
		return null;
	}

	async function saveOrder(ids) {
		const all = habits();
		const moved = new Set(ids);
		const queue = [...ids];
		const activeIds = all.filter((x) => !x.archived).map((x) => (moved.has(x.id) ? queue.shift() : x.id));
		const order = [...activeIds, ...all.filter((x) => x.archived).map((x) => x.id)];
		setHabitOrder(order);
		try {
			await api.reorderHabits(order);
			announce('Order saved');
			loadToday().catch(() => {});
		} catch (e) {
			toast(e.message);
			load();
		}
	}

	async function addToCategory(category) {
		await openAddHabit();
		const chip = $$('.habit-sheet .cat-box .chip').find((b) => b.textContent.trim() === category.name);
		chip?.click();
		$('.habit-sheet .name-input')?.focus();
	}

	// — Staying current: reload when Today changes (check-ins, edits), at once if visible, else on show.
	// A tap's answer replaces one card ('card'); offline no reload of Today ('today') follows it.
	let stale = false;
	const refreshLater = debounce(refreshIfVisible, 150); // a re-render after a write holds "writes idle"
	const changed = () => {
		stale = true;
		refreshLater();
	};
	on('today', changed);
	on('card', changed);
	on('categories', () => {
		if (!root.hidden) render();
	});
	function refreshIfVisible() {
		if (root.hidden || !stale) return;
		if (isDragging() || swipeOpen()) {
			refreshLater(600);
			return;
		}
		stale = false;
		return load();
	}
	new MutationObserver(() => {
		if (!root.hidden) refreshIfVisible();
	}).observe(root, { attributes: true, attributeFilter: ['hidden'] });

	load();
	return { render, load };
}

// The Habits tab's filters beyond the category chips: schedule kind, state (active, archived),
// "has a reminder" and "has a goal" (a number to reach), kept on this device until cleared
// (js/core/filters.js). They read only the habit's own fields, so they are applied here; the
// schedule kinds' titles are the server's (GET /meta scheduleKinds). A filter button shows how
// many are on; a row names them, each removable, with Clear.
import { h } from '../../core/dom.js';
import { state } from '../../core/store.js';
import { habitFilterCount, noHabitFilters, setHabitFilters } from '../../core/filters.js';
import { icon } from '../../components/icons.js';
import { openSheet, sheetHeader } from '../../components/sheet.js';
import { announce, haptic } from '../../components/ui.js';
import { NO_CATEGORY } from './model.js';

/** @typedef {import('./screen.js').HabitsScreen} HabitsScreen */
/** @typedef {import('../../core/filters.js').HabitFilters} HabitFilters */
/** @typedef {import('../../api/types.js').Habit} Habit */
/** @typedef {import('../../api/types.js').Category} Category */

const STATES = [
	['active', 'Active'],
	['archived', 'Archived'],
];

/**
 * The filters as they are now, the category chips' choice with them.
 * @param {HabitsScreen} s
 * @returns {HabitFilters}
 */
export const currentFilters = (s) => ({ ...s.ui.filters, categories: [...s.ui.selected] });

/**
 * Keeps `f` (the chips' categories in it), draws the tab again and says what is shown.
 * @param {HabitsScreen} s
 * @param {HabitFilters} f
 */
function applyFilters(s, f) {
	s.ui.filters = f;
	s.ui.selected = new Set(f.categories);
	setHabitFilters(f);
	haptic('soft');
	s.render();
}

/** Whether the habit has a number to reach (a numeric measure with a target). */
const hasGoal = (/** @type {Habit} */ x) => x.measure?.kind === 'numeric' && x.measure.target != null;

/** @typedef {{name: string, keeps: (x: Habit) => boolean}} FilterTest */

/**
 * The tests of the filters that are on beyond the categories, each with its words.
 * @param {HabitFilters} f
 * @returns {FilterTest[]}
 */
function tests(f) {
	const kindTitle = (/** @type {string} */ k) => state.meta?.scheduleKinds?.find((o) => o.kind === k)?.title ?? k;
	const stateTitle = (/** @type {string} */ v) => STATES.find(([k]) => k === v)?.[1] ?? v;
	/** @type {(FilterTest | null)[]} */
	const all = [
		f.kinds.length
			? { name: f.kinds.map(kindTitle).join(' or '), keeps: (x) => f.kinds.includes(x.schedule.kind) }
			: null,
		f.states.length
			? {
					name: f.states.map(stateTitle).join(' or '),
					keeps: (x) => f.states.includes(x.archived ? 'archived' : 'active'),
				}
			: null,
		f.reminder ? { name: 'Has a reminder', keeps: (x) => (x.reminders?.length ?? 0) > 0 } : null,
		f.goal ? { name: 'Has a goal', keeps: hasGoal } : null,
	];
	return all.filter((t) => t !== null).map((t) => /** @type {FilterTest} */ (t));
}

/**
 * Whether `habit` passes every filter that is on beyond the categories.
 * @param {HabitFilters} f
 * @param {Habit} habit
 */
export const keeps = (f, habit) => tests(f).every((t) => t.keeps(habit));

/**
 * Whether `habit` is in one of the chosen categories (all when none is chosen).
 * @param {HabitFilters} f
 * @param {Category[]} categories
 * @param {Habit} x
 */
const inCategories = (f, categories, x) =>
	!f.categories.length ||
	f.categories.includes(x.categoryId && categories.some((c) => c.id === x.categoryId) ? x.categoryId : NO_CATEGORY);

/**
 * The names of the filters that alone leave no habit (else of every filter that is on), for the
 * empty list's words.
 * @param {HabitFilters} f
 * @param {Habit[]} all
 * @param {Category[]} categories
 */
function hidingFilters(f, all, categories) {
	const names = categories.filter((c) => f.categories.includes(c.id)).map((c) => c.name);
	if (f.categories.includes(NO_CATEGORY)) names.push('No category');
	const parts = [
		...(f.categories.length
			? [{ name: names.join(' or '), keeps: (/** @type {Habit} */ x) => inCategories(f, categories, x) }]
			: []),
		...tests(f),
	];
	const alone = parts.filter((p) => !all.some(p.keeps));
	return (alone.length ? alone : parts).map((p) => p.name);
}

/**
 * The filter button of the search row: its badge counts the filters that are on.
 * @param {HabitsScreen} s
 */
export function filterButton(s) {
	const badge = h('span', { class: 'filter-badge', 'aria-hidden': 'true' });
	const b = h(
		'button',
		{ type: 'button', class: 'filter-btn', 'aria-haspopup': 'dialog', dataset: { fk: 'filters' } },
		h('span', { html: icon('filter', { size: 20, stroke: 2.2 }) }),
		badge,
	);
	b.addEventListener('click', () => openFilterSheet(s));
	const paint = () => {
		const n = habitFilterCount(currentFilters(s));
		badge.textContent = n ? String(n) : '';
		badge.hidden = !n;
		b.classList.toggle('is-on', n > 0);
		b.setAttribute('aria-label', n ? `Filters, ${n} on` : 'Filters');
	};
	return { el: b, paint };
}

/**
 * The row naming the filters that are on (but the categories, which their chips show), each
 * removable, with Clear; hidden when none is on.
 * @param {HabitsScreen} s
 * @param {HTMLElement} row
 */
export function paintFilterRow(s, row) {
	const f = currentFilters(s);
	const on = habitFilterCount(f) > 0;
	row.hidden = !on;
	if (!on) {
		row.replaceChildren();
		return;
	}
	const kindTitle = (/** @type {string} */ k) => state.meta?.scheduleKinds?.find((o) => o.kind === k)?.title ?? k;
	/** @type {[string, () => HabitFilters][]} */
	const parts = [
		...f.kinds.map(
			(k) =>
				/** @type {[string, () => HabitFilters]} */ ([
					kindTitle(k),
					() => ({ ...f, kinds: f.kinds.filter((x) => x !== k) }),
				]),
		),
		...f.states.map(
			(v) =>
				/** @type {[string, () => HabitFilters]} */ ([
					STATES.find(([k]) => k === v)?.[1] ?? v,
					() => ({ ...f, states: f.states.filter((x) => x !== v) }),
				]),
		),
		...(f.reminder
			? [/** @type {[string, () => HabitFilters]} */ (['Has a reminder', () => ({ ...f, reminder: false })])]
			: []),
		...(f.goal ? [/** @type {[string, () => HabitFilters]} */ (['Has a goal', () => ({ ...f, goal: false })])] : []),
	];
	row.replaceChildren(
		h('span', { class: 'hfilter-label' }, parts.length ? 'Filtered' : 'Filtered by category'),
		...parts.map(([label, without]) =>
			h(
				'button',
				{
					type: 'button',
					class: 'hfilter-chip',
					'aria-label': `Remove filter ${label}`,
					dataset: { fk: `remove-${label}` },
					onclick: () => applyFilters(s, without()),
				},
				label,
				h('span', { html: icon('close', { size: 12, stroke: 2.8 }) }),
			),
		),
		h(
			'button',
			{
				type: 'button',
				class: 'link-btn hfilter-clear',
				dataset: { fk: 'clear-filters' },
				onclick: () => {
					applyFilters(s, noHabitFilters());
					announce('Filters cleared');
				},
			},
			'Clear',
		),
	);
}

/**
 * A toggle chip of the filter sheet.
 * @param {string} label
 * @param {boolean} on
 * @param {(on: boolean) => void} onChange
 */
function toggleChip(label, on, onChange) {
	const b = h('button', { type: 'button', class: 'chip fchip', 'aria-pressed': String(on) }, label);
	b.addEventListener('click', () => {
		const next = b.getAttribute('aria-pressed') !== 'true';
		b.setAttribute('aria-pressed', String(next));
		onChange(next);
	});
	return b;
}

/**
 * A group of the filter sheet: its title and its chips.
 * @param {string} id
 * @param {string} title
 * @param {HTMLElement[]} chips
 */
const group = (id, title, chips) =>
	h(
		'section',
		{ class: 'fgroup', 'aria-labelledby': id },
		h('h3', { id, class: 'section-label' }, title),
		h('div', { class: 'fchips', role: 'group', 'aria-labelledby': id }, chips),
	);

/**
 * Toggles `value` in a list.
 * @param {string[]} list
 * @param {string} value
 * @param {boolean} on
 */
const toggled = (list, value, on) => (on ? [...new Set([...list, value])] : list.filter((x) => x !== value));

/**
 * The filter sheet: every filter, applied as it is chosen; Clear and Done.
 * @param {HabitsScreen} s
 */
function openFilterSheet(s) {
	const categories = state.categories ?? [];
	const used = new Set((state.habits ?? []).map((x) => x.schedule.kind));
	const kinds = (state.meta?.scheduleKinds ?? []).filter((k) => k.offered || used.has(k.kind));
	/** @param {(f: HabitFilters, on: boolean) => HabitFilters} change */
	const set = (change) => (/** @type {boolean} */ on) => applyFilters(s, change(currentFilters(s), on));
	const body = () => {
		const f = currentFilters(s);
		return [
			categories.length
				? group('fgroup-category', 'Category', [
						...categories.map((c) =>
							toggleChip(
								c.name,
								f.categories.includes(c.id),
								set((g, on) => ({ ...g, categories: toggled(g.categories, c.id, on) })),
							),
						),
						toggleChip(
							'No category',
							f.categories.includes(NO_CATEGORY),
							set((g, on) => ({ ...g, categories: toggled(g.categories, NO_CATEGORY, on) })),
						),
					])
				: null,
			group(
				'fgroup-schedule',
				'Schedule',
				kinds.map((k) =>
					toggleChip(
						k.title,
						f.kinds.includes(k.kind),
						set((g, on) => ({ ...g, kinds: toggled(g.kinds, k.kind, on) })),
					),
				),
			),
			group(
				'fgroup-state',
				'State',
				STATES.map(([v, label]) =>
					toggleChip(
						label,
						f.states.includes(v),
						set((g, on) => ({ ...g, states: toggled(g.states, v, on) })),
					),
				),
			),
			group('fgroup-more', 'Has', [
				toggleChip(
					'Has a reminder',
					f.reminder,
					set((g, on) => ({ ...g, reminder: on })),
				),
				toggleChip(
					'Has a goal',
					f.goal,
					set((g, on) => ({ ...g, goal: on })),
				),
			]),
		];
	};
	const scroll = h('div', { class: 'sheet-scroll filter-body' }, body());
	const done = h(
		'button',
		{ type: 'button', class: 'btn-plain sheet-cancel sheet-done', onclick: () => sheet.close() },
		'Done',
	);
	const content = h(
		'div',
		{ class: 'sheet-content' },
		sheetHeader({
			title: 'Filters',
			titleId: 'filters-title',
			cancelLabel: 'Clear',
			onCancel: () => {
				applyFilters(s, noHabitFilters());
				scroll.replaceChildren(...body());
				announce('Filters cleared');
			},
			action: done,
		}),
		scroll,
	);
	const sheet = openSheet({ labelledBy: 'filters-title', content, className: 'filter-sheet' });
}

/**
 * “A”, “B” and “C”.
 * @param {string[]} names
 */
const inWords = (names) => {
	const quoted = names.map((n) => `“${n}”`);
	return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
};

/**
 * The list when the filters leave no habit: which filter hides everything, and Clear.
 * @param {HabitsScreen} s
 * @param {Habit[]} all
 * @param {Category[]} categories
 */
export function noMatches(s, all, categories) {
	const names = hidingFilters(currentFilters(s), all, categories);
	return h(
		'div',
		{ class: 'habits-empty is-search is-filtered', role: 'status' },
		h('div', { class: 'empty-search-icon', html: icon('filter', { size: 36 }) }),
		h('p', { class: 'empty-title' }, 'No habits match your filters'),
		h(
			'p',
			{ class: 'empty-text' },
			names.length === 1
				? `The filter “${names[0]}” hides every habit.`
				: `The filters ${inWords(names)} hide every habit together.`,
		),
		h(
			'button',
			{
				type: 'button',
				class: 'btn btn-secondary empty-clear',
				dataset: { fk: 'empty-clear' },
				onclick: () => {
					applyFilters(s, noHabitFilters());
					announce('Filters cleared');
				},
			},
			'Clear filters',
		),
	);
}

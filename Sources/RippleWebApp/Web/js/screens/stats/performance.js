// The habit performance list: per habit the rate ("23/30 days", "77%") with a
// bar, the streak and a mini heatmap; sortable by name, rate or streak, filterable by category.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { streaksVisible } from '../../core/store.js';
import { shortDate, monthTitle } from '../../core/format.js';
import { onColor } from '../../core/palette.js';
import { openMenu } from '../../components/menu.js';
import { openDetails } from '../../core/app-links.js';
import { haptic, announce } from '../../components/ui.js';
import { heatCells, drawOnEntry } from '../../components/charts.js';
import { glyph } from './glyphs.js';

const SORTS = [
	['rate', 'Success rate'],
	['name', 'Name'],
	['streak', 'Streak'],
];
/** @typedef {import('./types.js').HabitLine} HabitLine */
/** @typedef {import('./types.js').StatsPeriod} StatsPeriod */
/** @typedef {import('../../api/types.js').Category} Category */

/** @type {Record<string, string>} */
const STATE_TEXT = {
	completed: 'completed',
	partial: 'partly done',
	skipped: 'skipped',
	missed: 'missed',
	future: 'upcoming',
	none: 'not due',
	beforeStart: 'not started yet',
};
/** The sort and the category filter, kept while the app runs. */
/** @type {{sort: string, category: string | null}} */
const prefs = { sort: 'rate', category: null };

/**
 * The section; `categories` are the user's categories (the filter is hidden without any).
 * @param {{habits: HabitLine[], categories?: Category[], period: StatsPeriod}} options
 */
export function performanceList({ habits, categories = [], period }) {
	const list = h('ul', { class: 'perf-list' });
	const sortBtn = toolButton();
	const filterBtn = toolButton();
	const sorts = SORTS.filter(([k]) => k !== 'streak' || streaksVisible());
	keepValidPrefs(sorts, categories);

	function render() {
		const sortLabel = sorts.find(([k]) => k === prefs.sort)?.[1];
		sortBtn.innerHTML = `${glyph('sort', { size: 18 })}<span>${sortLabel}</span>`;
		sortBtn.setAttribute('aria-label', `Sort by ${sortLabel}`);
		const cat = categories.find((c) => c.id === prefs.category);
		filterBtn.innerHTML = `${glyph('filter', { size: 18 })}<span>${cat ? escapeText(cat.name) : 'All'}</span>`;
		filterBtn.setAttribute('aria-label', `Filter by category: ${cat ? cat.name : 'all categories'}`);
		filterBtn.classList.toggle('is-on', !!cat);
		const shown = sorted(habits.filter((s) => !prefs.category || s.habit.categoryId === prefs.category));
		list.replaceChildren(
			...(shown.length
				? shown.map((s, i) => row(s, i, period))
				: [h('li', { class: 'perf-empty muted' }, 'No habits in this category.')]),
		);
	}

	sortBtn.addEventListener('click', () =>
		choiceMenu(
			sortBtn,
			'Sort habits',
			sorts.map(([k, label]) => ({
				label,
				checked: k === prefs.sort,
				onSelect: () => {
					prefs.sort = k;
					render();
					announce(`Sorted by ${label}`);
				},
			})),
		),
	);
	filterBtn.addEventListener('click', () =>
		choiceMenu(
			filterBtn,
			'Filter by category',
			[/** @type {{id: string | null, name: string}} */ ({ id: null, name: 'All categories' }), ...categories].map(
				(c) => ({
					label: c.name,
					checked: c.id === prefs.category,
					onSelect: () => {
						prefs.category = c.id;
						render();
						announce(c.id ? `Showing ${c.name}` : 'Showing all categories');
					},
				}),
			),
		),
	);

	render();
	return h(
		'section',
		{ class: 'perf', 'aria-labelledby': 'perf-title' },
		h(
			'div',
			{ class: 'section-head' },
			h('h2', { id: 'perf-title', class: 'section-heading' }, 'Habit Performance'),
			h('div', { class: 'tools' }, categories.length ? filterBtn : null, sortBtn),
		),
		list,
	);
}

/**
 * The habits in the chosen order (ties by the user's own order).
 * @param {HabitLine[]} items
 */
function sorted(items) {
	/** @type {(a: HabitLine, b: HabitLine) => number} */
	const by = /** @type {Record<string, (a: HabitLine, b: HabitLine) => number>} */ ({
		name: (a, b) => a.habit.name.localeCompare(b.habit.name, undefined, { sensitivity: 'base' }),
		rate: (a, b) =>
			b.rate.percent - a.rate.percent || b.rate.done - a.rate.done || a.habit.sortOrder - b.habit.sortOrder,
		streak: (a, b) =>
			(b.streak?.current ?? 0) - (a.streak?.current ?? 0) ||
			(b.streak?.longest ?? 0) - (a.streak?.longest ?? 0) ||
			a.habit.sortOrder - b.habit.sortOrder,
	})[prefs.sort];
	return [...items].sort(by);
}

/**
 * Falls back to the rate order and all categories when the kept sort or category is gone.
 * @param {string[][]} sorts
 * @param {Category[]} categories
 */
function keepValidPrefs(sorts, categories) {
	if (!sorts.some(([k]) => k === prefs.sort)) prefs.sort = 'rate';
	if (prefs.category && !categories.some((c) => c.id === prefs.category)) prefs.category = null;
}

/** A tool button that opens a menu (sort, filter). */
const toolButton = () =>
	h('button', { type: 'button', class: 'tool-btn', 'aria-haspopup': 'menu', 'aria-expanded': 'false' });

const NO_DAYS_DUE = 'No days due';

/**
 * @param {HabitLine} s
 * @param {number} i
 * @param {StatsPeriod} period
 */
function row(s, i, period) {
	const { habit, rate, streak } = s;
	const { bg, fg } = onColor(habit.color);
	const showStreak = streaksVisible() && (streak?.current ?? 0) > 0;
	const streakText = showStreak && streak ? `${streak.current} ${streak.label}` : '';
	// Nothing due in the range: "0/0 days · 0%" would read as a failure.
	const rateText = rate.due ? `${rate.daysText}, ${rate.text}` : NO_DAYS_DUE;
	const label = `${habit.name}: ${rateText} ${period.phrase}${showStreak ? `, ${streakText}` : ''}. Open details`;
	const btn = h(
		'button',
		{
			type: 'button',
			class: 'perf-card',
			'aria-label': label,
			style: { '--habit': habit.color, '--habit-bg': bg, '--habit-fg': fg, '--i': i },
		},
		h('span', { class: 'perf-icon', 'aria-hidden': 'true', html: icon(habit.icon, { size: 24 }) }),
		h(
			'span',
			{ class: 'perf-main', 'aria-hidden': 'true' },
			h('span', { class: 'perf-name' }, habit.name),
			rate.due
				? h('span', { class: 'perf-rate' }, h('span', {}, rate.daysText), h('strong', {}, rate.text))
				: h('span', { class: 'perf-rate is-none' }, NO_DAYS_DUE),
			drawOnEntry(h('span', { class: 'perf-bar' }, h('span', { style: { '--v': rate.percent / 100 } }))),
			showStreak
				? h('span', { class: 'perf-streak' }, h('span', { html: icon('flame', { size: 14 }) }), streakText)
				: null,
		),
		miniHeatmap(s, habit.name),
	);
	btn.addEventListener('click', () => {
		haptic('light');
		btn.classList.add('is-pressed');
		setTimeout(() => openDetails(habit.id), 100);
		setTimeout(() => btn.classList.remove('is-pressed'), 300);
	});
	return h('li', {}, btn);
}

/**
 * Days for a week or a month; a year or more becomes one cell per month (the last 12), each
 * month's rate as the engine counts it (`months`: a partly done day counts half).
 * @param {HabitLine} line
 * @param {string} name
 */
function miniHeatmap({ heatmap: cells, months: byMonth = [] }, name) {
	if (cells.length <= 31) {
		/** @type {Record<string, number>} */
		const counts = {};
		for (const c of cells) counts[c.state] = (counts[c.state] ?? 0) + 1;
		const words = ['completed', 'partial', 'missed', 'skipped']
			.filter((k) => counts[k])
			.map((k) => `${counts[k]} ${STATE_TEXT[k]}`);
		return heatCells({
			cells: cells.map((c) => ({ state: c.state, title: `${shortDate(c.day)}: ${STATE_TEXT[c.state] ?? c.state}` })),
			columns: 7,
			size: 8,
			gap: 3,
			className: 'perf-heat',
			label: `${name}, ${cells.length} days: ${words.join(', ') || 'nothing logged'}`,
		});
	}
	const last = byMonth.slice(-12);
	return heatCells({
		cells: last.map((m) => ({
			state: m.percent == null ? 'none' : 'level',
			level: m.fraction == null ? 0 : Math.max(0.15, m.fraction),
			title: `${monthTitle(m.month)}: ${m.percent == null ? 'nothing due' : `${m.percent}%`}`,
		})),
		columns: 6,
		size: 10,
		gap: 3,
		className: 'perf-heat',
		label: `${name} by month: ${last.map((m) => `${monthTitle(m.month)} ${m.percent == null ? 'nothing due' : `${m.percent}%`}`).join(', ')}`,
	});
}

/**
 * The shell's menu with one checked choice (menuitemradio).
 * @param {HTMLElement} anchor
 * @param {string} label
 * @param {{label: string, checked: boolean, onSelect: () => void}[]} items
 */
function choiceMenu(anchor, label, items) {
	openMenu(
		anchor,
		// The menu leaves an unchecked choice's icon out (it tests the icon's truth).
		items.map((it) => ({ label: it.label, icon: it.checked ? 'check' : undefined, onSelect: it.onSelect })),
		{ label },
	);
	const buttons = [...document.querySelectorAll('#overlay-root .menu-layer:last-child .menu-item')];
	buttons.forEach((b, i) => {
		b.setAttribute('role', 'menuitemradio');
		b.setAttribute('aria-checked', String(!!items[i]?.checked));
		if (!b.querySelector('.menu-icon'))
			b.prepend(h('span', { class: 'menu-icon menu-icon-blank', 'aria-hidden': 'true' }));
	});
}

/** @param {string} t */
function escapeText(t) {
	const d = document.createElement('span');
	d.textContent = t;
	return d.innerHTML;
}

// The Overview segment of the Statistics tab: range control, success rate, streaks,
// totals, habit performance, calendar heatmap and insights, for the chosen range.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { state, rangeLock, on, firstWeekday } from '../../core/store.js';
import { loadCategories, loadMeta } from '../../core/data.js';
import { openAddHabit } from '../../core/app-links.js';
import { addDays } from '../../core/format.js';
import { toast } from '../../components/ui.js';
import * as api from '../../core/stats.js';
import { rangeControl } from './ranges.js';
import { successCard } from './success-card.js';
import { streakCards } from './streak-cards.js';
import { totalsCard } from './totals.js';
import { performanceList } from './performance.js';
import { calendarHeatmap } from './calendar-heatmap.js';
import { insightsSection } from './insights.js';
import { chosenCategory, filteredEmpty } from './category-filter.js';

const RANGES = [
	{ code: 'week', title: 'Week' },
	{ code: 'month', title: 'Month' },
	{ code: 'year', title: 'Year' },
	{ code: 'all', title: 'All' },
];

/** @param {() => unknown} clearFilter shows every habit again (the category filter's Clear) */
export function overviewPane(clearFilter) {
	const body = h('div', { class: 'overview-body', 'aria-live': 'off' }, skeleton());
	const control = rangeControl({
		label: 'Time range',
		options: RANGES,
		value: 'week',
		lockOf: rangeLock, // the plan's locks from GET /meta
		onChange: () => load(),
		onLocked: async (code) => {
			try {
				await api.statistics(code);
			} catch (e) {
				return e.message;
			}
			return null;
		},
	});
	const el = h('div', { class: 'overview' }, h('div', { class: 'range-bar' }, control.el), body);
	on('meta', () => control.repaint());
	let token = 0;
	let loaded = false;

	/** @returns {Promise<void>} */
	async function load() {
		const mine = ++token;
		const range = control.value;
		const category = chosenCategory();
		body.setAttribute('aria-busy', 'true');
		body.classList.add('is-loading');
		try {
			const [stats, insights, categories] = await Promise.all([
				api.statistics(range, category),
				api.insights(range, category).catch((e) => ({ insights: [], emptyText: e.message })),
				loadCategories().catch(() => []),
			]);
			if (mine !== token) return;
			control.repaint();
			if (category && !stats.overview.totals.habits) body.replaceChildren(filteredEmpty('statistics', clearFilter));
			else renderOverview(body, stats, insights, categories, category);
			loaded = true;
		} catch (e) {
			if (mine !== token) return;
			if (e.status === 403) {
				await loadMeta().catch(() => {}); // the plan changed: its locks with it
				control.set('week');
				toast(e.message);
				return load();
			}
			if (!loaded)
				body.replaceChildren(
					h(
						'div',
						{ class: 'stats-error', role: 'alert' },
						h('p', {}, e.message),
						h('button', { type: 'button', class: 'btn btn-secondary', onclick: () => load() }, 'Try again'),
					),
				);
			else toast(e.message);
		} finally {
			if (mine === token) {
				body.removeAttribute('aria-busy');
				body.classList.remove('is-loading');
			}
		}
	}

	return {
		el,
		load,
		get loaded() {
			return loaded;
		},
	};
}

/**
 * Draws the range's cards (or the empty state without habits).
 * @param {HTMLElement} body
 * @param {import('./types.js').StatsAnswer} stats
 * @param {{insights: import('./types.js').Insight[], emptyText?: string}} insights
 * @param {import('../../api/types.js').Category[]} categories
 * @param {string | null} category the category filter's
 */
function renderOverview(body, stats, insights, categories, category) {
	const { overview, period, habits } = stats;
	const today = state.today?.day ?? period.end;
	if (!overview.totals.habits) {
		body.replaceChildren(emptyState());
		return;
	}
	const active = habits.filter((s) => !s.habit.archived);
	const firstDay = overview.totals.daysSinceFirstHabit
		? addDays(today, 1 - overview.totals.daysSinceFirstHabit)
		: today;
	const habitsById = new Map(habits.map((s) => [s.habit.id, s.habit]));
	body.replaceChildren(
		...[
			successCard({ overview, period }),
			streakCards({ overview }),
			totalsCard({ overview, period }),
			// Under the tab's category filter the list's own would only narrow it to nothing.
			performanceList({ habits: active, categories: category ? [] : categories, period }),
			// The heatmap's days count every habit (/streaks/history): left out under a category filter.
			category ? null : calendarHeatmap({ today, firstWeekday: firstWeekday(), firstDay }),
			insightsSection({ insights: insights.insights, emptyText: insights.emptyText, habitsById }),
		].filter(Boolean),
	);
}

function skeleton() {
	return h(
		'div',
		{ class: 'stats-skeleton', 'aria-hidden': 'true' },
		h('span', { class: 'sk sk-hero' }),
		h('span', { class: 'sk sk-row' }),
		h('span', { class: 'sk sk-card' }),
	);
}

function emptyState() {
	return h(
		'div',
		{ class: 'empty stats-empty' },
		h('div', { class: 'soon-mark', html: icon('chart', { size: 40 }) }),
		h('h2', { class: 'empty-title' }, 'No statistics yet'),
		h('p', { class: 'empty-text' }, 'Complete a few habits to see insights about your patterns.'),
		h(
			'button',
			{ type: 'button', class: 'btn btn-primary empty-cta', onclick: () => openAddHabit() },
			h('span', { html: icon('plus', { size: 20 }) }),
			'Add a habit',
		),
	);
}

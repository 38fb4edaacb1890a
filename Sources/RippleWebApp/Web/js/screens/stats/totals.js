// The totals card: habits total / active / archived with mini bars, completions,
// and the days you were active since the first habit.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { plural } from '../../core/format.js';
import { drawOnEntry } from '../../components/charts.js';

/** @param {{overview: import('./types.js').StatsOverview, period: import('./types.js').StatsPeriod}} options */
export function totalsCard({ overview, period }) {
	const t = overview.totals;
	/**
	 * @param {string} iconName
	 * @param {string} label
	 * @param {number} value
	 * @param {number} of
	 */
	const row = (iconName, label, value, of) =>
		h(
			'li',
			{ class: 'total-row' },
			h('span', { class: 'total-icon', html: icon(iconName, { size: 18 }) }),
			h('span', { class: 'total-label' }, label),
			h('span', { class: 'total-value' }, String(value)),
			h(
				'span',
				{ class: 'total-bar', 'aria-hidden': 'true' },
				h('span', { style: { '--v': of ? Math.min(1, value / of) : 0 } }),
			),
		);
	const list = drawOnEntry(
		h(
			'ul',
			{ class: 'total-rows' },
			row('list', 'Total habits', t.habits, t.habits),
			row('check-circle', 'Active', t.active, t.habits),
			row('archive', 'Archived', t.archived, t.habits),
		),
	);
	return h(
		'section',
		{ class: 'stat-card totals-card', 'aria-labelledby': 'totals-title' },
		h('h2', { id: 'totals-title', class: 'card-heading' }, 'Totals'),
		list,
		h(
			'dl',
			{ class: 'total-facts' },
			// Days marked done, every habit's (archived too): the completions the week's insight counts.
			h('div', {}, h('dt', {}, `Completions ${period.phrase}`), h('dd', {}, String(t.completions))),
			h(
				'div',
				{},
				h('dt', {}, 'Days active'),
				h('dd', {}, t.daysSinceFirstHabit ? `${t.activeDays} of ${plural(t.daysSinceFirstHabit, 'day')}` : '0'),
			),
		),
	);
}

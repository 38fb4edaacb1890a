// The success-rate card: a count-up percentage, the trend against the previous
// period, and a sparkline of the daily rate that draws in.
import { h } from '../../core/dom.js';
import { calm, state } from '../../core/store.js';
import { shortDate, weekdayOf, WEEKDAY_SHORT } from '../../core/format.js';
import { sparkline, countUp } from '../../components/charts.js';
import { glyph } from './glyphs.js';

/** @typedef {import('./types.js').StatsOverview} StatsOverview */
/** @typedef {import('./types.js').StatsPeriod} StatsPeriod */

/** @param {{overview: StatsOverview, period: StatsPeriod}} options */
export function successCard({ overview, period }) {
	const { rate, trend, daily } = overview;
	// Today is still open: it joins the line once everything due is done, so it never reads as a drop.
	const today = state.today?.day;
	const values = trimGaps(daily.map((d) => (!d.due || (d.day === today && d.done < d.due) ? null : d.percent)));
	const label = calm() ? 'Completion rate' : 'Average Success Rate';
	// Nothing due: there is no rate, so the hero says so rather than showing "0%".
	const number = h('span', { class: `success-num ${rate.due ? '' : 'is-empty'}`, 'aria-hidden': 'true' });
	if (rate.due) countUp(number, rate.percent, { format: (v) => `${v}%` });
	else number.textContent = 'No days due';
	const showTrend = trend && !calm();
	return h(
		'section',
		{ class: `success-card ${calm() ? 'is-calm' : ''}`, 'aria-labelledby': 'success-label' },
		h(
			'div',
			{ class: 'success-top' },
			h(
				'div',
				{},
				h(
					'p',
					{ class: 'success-value' },
					number,
					h('span', { class: 'sr-only' }, rate.due ? `${rate.percent}%` : 'No days due'),
				),
				h('h2', { id: 'success-label', class: 'success-label' }, label),
				h('p', { class: 'success-sub' }, overview.rateText),
				showTrend
					? h(
							'p',
							{ class: `trend trend-${trend.direction}` },
							h('span', {
								html: glyph(
									trend.direction === 'up' ? 'trend-up' : trend.direction === 'down' ? 'trend-down' : 'trend-flat',
									{ size: 16, stroke: 2.4 },
								),
							}),
							trend.text,
						)
					: null,
			),
			h('span', { class: 'success-period', 'aria-hidden': 'true' }, period.title),
		),
		values.filter((v) => v != null).length >= 2
			? sparkline({ values, label: sparkText(overview, period), className: 'success-spark' })
			: // With nothing due the line above already says so, once.
				rate.due
				? h('p', { class: 'success-spark-empty' }, 'Your daily line starts after two days with habits due.')
				: null,
	);
}

/**
 * Days before the first and after the last point (not yet happened, nothing due) stay off the line.
 * @param {(number | null)[]} values
 */
function trimGaps(values) {
	const first = values.findIndex((v) => v != null);
	if (first < 0) return [];
	// findLastIndex is ES2023, past the type checker's ES2022 library; the app's browsers have it.
	const last = /** @type {{findLastIndex: (f: (v: number | null) => boolean) => number}} */ (
		/** @type {unknown} */ (values)
	).findLastIndex((v) => v != null);
	return values.slice(first, last + 1);
}

/**
 * The sparkline's words: every day for a week, the shape of the series for longer periods (its
 * average, best and latest day are the engine's: overview.dailySummary).
 * @param {StatsOverview} overview
 * @param {StatsPeriod} period
 */
function sparkText({ daily, dailySummary: sum }, period) {
	if (!sum) return `No habits were due ${period.phrase}.`;
	const due = daily.filter((d) => d.due);
	if (daily.length <= 7)
		return `Daily completion ${period.phrase}: ${due.map((d) => `${WEEKDAY_SHORT[/** @type {keyof typeof WEEKDAY_SHORT} */ (weekdayOf(d.day))]} ${d.percent}%`).join(', ')}.`;
	return `Daily completion ${period.phrase}, ${shortDate(daily[0].day)} to ${shortDate(daily[daily.length - 1].day)}: average ${sum.averagePercent}%, highest ${sum.best.percent}% on ${shortDate(sum.best.day)}, latest ${sum.latest.percent}%.`;
}

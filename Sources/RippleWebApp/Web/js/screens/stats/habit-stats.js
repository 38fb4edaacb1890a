// The habit detail's statistics: the performance chart (strength over the
// range), the A–F consistency grade with its scale, the best streak card, the streak timeline and the
// habit's insights.
import { h } from '../../core/dom.js';
import { on, streaksVisible, rangeLock } from '../../core/store.js';
import { shortDate } from '../../core/format.js';
import { lineChart, ring } from '../../components/charts.js';
import * as api from '../../core/stats.js';
import { rangeControl } from './ranges.js';
import { insightsSection } from './insights.js';
import { glyph } from './glyphs.js';
import { loadStylesheet } from '../../core/stylesheet.js';
import { bestStreak, timeline } from './habit-streaks.js';

const RANGES = [
	{ code: 'week', title: 'Week' },
	{ code: 'month', title: 'Month' },
	{ code: 'year', title: 'Year' },
];
/** @typedef {import('./types.js').HabitStatistics} HabitStatistics */
/** @typedef {import('./types.js').StatsPeriod} StatsPeriod */

/** @type {{id: string, el: HTMLElement} | null} */
let cached = null;

/**
 * The statistics block for a habit's detail; the same element while that detail stays open.
 * @param {string} habitId
 */
export function habitStatsSection(habitId) {
	if (cached?.id === habitId && cached.el.isConnected) return cached.el;
	const el = h('div', { class: 'habit-stats' });
	cached = { id: habitId, el };
	renderHabitStats(el, habitId);
	return el;
}

/**
 * Renders the habit's statistics into `container` and keeps them fresh after check-ins.
 * @param {HTMLElement} container
 * @param {string} habitId
 */
function renderHabitStats(container, habitId) {
	const styled = Promise.all(['/css/stats.css', '/css/stats-history.css'].map(loadStylesheet));
	container.classList.add('habit-stats');
	const body = h('div', { class: 'hs-body', 'aria-busy': 'true' }, h('p', { class: 'muted' }, 'Loading statistics…'));
	const control = rangeControl({
		label: 'Statistics range',
		options: RANGES,
		value: 'week',
		className: 'hs-range',
		lockOf: rangeLock, // the plan's locks from GET /meta
		onChange: () => load(),
		onLocked: async (code) => {
			try {
				await api.habitStatistics(habitId, code);
			} catch (e) {
				return e.message;
			}
			return null;
		},
	});
	container.replaceChildren(
		h(
			'section',
			{ class: 'block', 'aria-labelledby': 'hs-title' },
			h('h2', { id: 'hs-title', class: 'block-title' }, 'Statistics'),
			control.el,
			body,
		),
	);

	let token = 0;
	/** @returns {Promise<void>} */
	async function load() {
		const mine = ++token;
		try {
			const [res] = await Promise.all([api.habitStatistics(habitId, control.value), styled]);
			if (mine !== token) return;
			render(body, res);
		} catch (e) {
			if (mine !== token) return;
			if (e.status === 403 && control.value !== 'week') {
				control.set('week');
				return load();
			}
			body.replaceChildren(h('p', { class: 'muted' }, e.status === 404 ? '' : e.message));
		} finally {
			if (mine === token) body.removeAttribute('aria-busy');
		}
	}

	/** @type {ReturnType<typeof setTimeout> | undefined} */
	let timer;
	const off = [
		on('card', (/** @type {import('../../api/types.js').Card} */ c) => {
			if (c.habit.id === habitId) soon();
		}),
		on('today', soon),
	];
	function soon() {
		if (!container.isConnected) {
			off.forEach((f) => f());
			return;
		}
		clearTimeout(timer);
		timer = setTimeout(load, 400);
	}
	load();
	return { reload: load };
}

/**
 * @param {HTMLElement} body
 * @param {import('./types.js').HabitStatsAnswer} res
 */
function render(body, res) {
	const { statistics: st, insights, gradeScale, period } = res;
	const showStreaks = streaksVisible() && st.streak;
	body.replaceChildren(
		...[
			performance(st, period),
			consistency(st, gradeScale),
			showStreaks && st.bestStreak ? bestStreak(st.bestStreak) : null,
			showStreaks ? timeline(st) : null,
			insights.length
				? insightsSection({
						insights,
						title: 'Insights',
						headingLevel: 'h3',
						habitsById: new Map([[st.habit.id, st.habit]]),
					})
				: null,
		].filter(Boolean),
	);
}

/**
 * The strength chart with its readout.
 * @param {HabitStatistics} st
 * @param {StatsPeriod} period
 */
function performance(st, period) {
	const readout = h(
		'p',
		{ class: 'hs-readout', 'aria-live': 'polite' },
		st.rate.due ? `${st.rate.daysText} · ${st.rate.text} ${period.phrase}` : `No days due ${period.phrase}`,
	);
	const series = st.strengthSeries;
	const points = series.map((p) => ({ day: p.day, label: shortDate(p.day), value: p.value }));
	const first = series[0];
	const last = series[series.length - 1];
	const label = series.length
		? `Habit strength ${period.phrase}: ${Math.round((first?.value ?? 0) * 100)}% on ${shortDate(first.day)}, ${Math.round(last.value * 100)}% on ${shortDate(last.day)}. Use the arrow keys to read each point.`
		: `No strength data ${period.phrase}.`;
	// One point draws a flat line that reads as "no progress": below two days there is no curve yet.
	const chart =
		series.length >= 2
			? lineChart({
					points,
					label,
					onPick: (p) => {
						readout.textContent = `${shortDate(p.day)} · strength ${Math.round(p.value * 100)}%`;
					},
				})
			: h(
					'p',
					{ class: 'hs-empty' },
					h('span', { html: glyph('trend-up', { size: 20 }) }),
					h(
						'span',
						{},
						'Habit strength grows with each check-in. Its curve appears once the habit has two days of history.',
					),
				);
	return h(
		'div',
		{ class: 'hs-card hs-perf' },
		h(
			'div',
			{ class: 'hs-card-head' },
			h('h3', { class: 'hs-heading' }, 'Performance'),
			h('span', { class: 'hs-strength' }, `Strength ${Math.round(st.strength * 100)}%`),
		),
		readout,
		chart,
	);
}

/**
 * The consistency grade's ring and its scale.
 * @param {HabitStatistics} st
 * @param {{grade: string, rangeText: string}[]} scale
 */
function consistency(st, scale) {
	const c = st.consistency;
	const grade = c.grade ?? '–';
	return h(
		'div',
		{ class: `hs-card hs-grade grade-${grade}` },
		h(
			'div',
			{ class: 'hs-grade-top' },
			ring({
				value: c.rate.percent / 100,
				size: 92,
				stroke: 9,
				text: grade,
				label: `Consistency grade ${grade}: ${c.rate.text} over the last 90 days`,
				className: 'grade-ring',
			}),
			h(
				'div',
				{ class: 'hs-grade-text' },
				h('h3', { class: 'hs-heading' }, 'Consistency'),
				h('p', { class: 'hs-grade-rate' }, c.rate.due ? `${c.rate.text} · ${c.rate.daysText}` : 'No days due'),
				h('p', { class: 'muted' }, c.text),
			),
		),
		h(
			'ol',
			{ class: 'grade-scale', 'aria-label': 'Grade scale (last 90 days)' },
			scale.map((g) =>
				h(
					'li',
					{ class: g.grade === c.grade ? 'is-current' : '', 'aria-current': g.grade === c.grade ? 'true' : null },
					h('span', { class: 'gs-letter' }, g.grade),
					h('span', { class: 'gs-range' }, g.rangeText),
				),
			),
		),
	);
}

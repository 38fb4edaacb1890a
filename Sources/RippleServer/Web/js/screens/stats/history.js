// The History segment: ranges 7 / 30 / 90 / all and the consistency matrix, loading
// older days in chunks as you scroll back.
import { h } from '../../core/dom.js';
import { todayDay } from '../../core/store.js';
import { addDays, plural } from '../../core/format.js';
import { toast } from '../../components/ui.js';
import * as api from './reads.js';
import { rangeControl } from './ranges.js';
import { matrixView } from './matrix.js';
import { symbol, STATUS } from './outcome.js';

const RANGES = [
	{ code: '7', title: '7 days', days: 7 },
	{ code: '30', title: '30 days', days: 30 },
	{ code: '90', title: '90 days', days: 90 },
	{ code: 'all', title: 'All', days: Infinity },
];
const CHUNK = 30;

export function historyPane() {
	const control = rangeControl({
		label: 'History range',
		options: RANGES,
		value: '30',
		lockOf: () => ({ locked: false }),
		onChange: () => load(),
	});
	const status = h('p', { class: 'matrix-status', role: 'status' });
	const matrix = matrixView({ onNearEnd: () => more() });
	const legend = h(
		'ul',
		{ class: 'matrix-legend', 'aria-label': 'Legend' },
		['done', 'missed', 'skipped', 'partial', 'today', 'notdue'].map((k) =>
			h('li', {}, h('span', { html: symbol(k) }), STATUS[k]),
		),
	);
	const body = h('div', { class: 'history-body' });
	const el = h('div', { class: 'history' }, h('div', { class: 'range-bar' }, control.el), body);
	let token = 0;
	let loading = false;
	let done = false;
	let limit = 30;
	let loaded = false;

	const today = todayDay;

	async function load() {
		const mine = ++token;
		const t0 = performance.now();
		limit = RANGES.find((r) => r.code === control.value)?.days ?? limit;
		done = false;
		loading = true;
		const end = today();
		const size = Math.min(limit, CHUNK);
		try {
			const [m, totals] = await chunk(addDays(end, 1 - size), end);
			if (mine !== token) return;
			loaded = true;
			if (!m.habits.length) {
				body.replaceChildren(
					h(
						'div',
						{ class: 'empty history-empty' },
						h('p', { class: 'empty-text' }, 'Your history will appear here once you start tracking habits.'),
					),
				);
				return;
			}
			const kept = trim(m);
			matrix.reset(kept, totals);
			done = kept.days.length < m.days.length || matrix.dayCount >= limit;
			if (!body.contains(matrix.el)) body.replaceChildren(legend, matrix.el, status);
			updateStatus();
			await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(undefined)))); // painted
			matrix.el.dataset.renderMs = String(Math.round(performance.now() - t0));
			matrix.el.dataset.ready = String(mine);
		} catch (e) {
			if (mine !== token) return;
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
			if (mine === token) loading = false;
		}
		if (mine === token && !done && matrix.wantsMore) more();
	}

	/** Loads the next chunk of older days, within the range. */
	async function more() {
		if (loading || done || !matrix.dayCount) return;
		const mine = token;
		loading = true;
		status.textContent = 'Loading earlier days…';
		const end = addDays(matrix.lastDay, -1);
		const size = Math.min(CHUNK, limit - matrix.dayCount);
		try {
			const [m, totals] = await chunk(addDays(end, 1 - size), end);
			if (mine !== token) return;
			const kept = trim(m);
			if (kept.days.length) matrix.append(kept, totals);
			done = kept.days.length < m.days.length || matrix.dayCount >= limit;
		} catch (e) {
			if (mine === token) toast(e.message);
		} finally {
			if (mine === token) {
				loading = false;
				updateStatus();
			}
		}
		if (mine === token && !done && matrix.wantsMore) more();
	}

	function updateStatus() {
		const shown = `${plural(matrix.dayCount, 'day')} shown`;
		status.textContent = done ? shown : `${shown} — scroll for earlier days`;
	}

	return {
		el,
		load,
		get loaded() {
			return loaded;
		},
	};
}

/** The matrix of [start, end] and each day's done / due as the server counts them (/streaks/history). */
const chunk = (start, end) =>
	Promise.all([api.historyMatrix(start, end), api.streakHistory(start, end).then((r) => r.days)]);

/** Drops the oldest days before every habit existed (the start of "all"). */
function trim(m) {
	let n = m.days.length;
	while (n > 0 && m.habits.every((r) => r.cells[n - 1]?.beforeStart)) n--;
	if (n === m.days.length) return m;
	return { days: m.days.slice(0, n), habits: m.habits.map((r) => ({ ...r, cells: r.cells.slice(0, n) })) };
}

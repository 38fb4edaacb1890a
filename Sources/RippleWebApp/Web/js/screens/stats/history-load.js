// The History segment's loading: the range's latest chunk of days first, then older chunks
// while the matrix wants more (it does not fill its width, or the user scrolled to its end).
import { h } from '../../core/dom.js';
import { todayDay } from '../../core/store.js';
import { addDays, plural } from '../../core/format.js';
import { toast } from '../../components/ui.js';
import * as api from '../../core/stats.js';
import { chosenCategory, filteredEmpty } from './category-filter.js';

/** @typedef {import('./history.js').HistoryState} HistoryState */
/** @typedef {import('./matrix-grid.js').MatrixChunk} MatrixChunk */

export const RANGES = [
	{ code: '7', title: '7 days', days: 7 },
	{ code: '30', title: '30 days', days: 30 },
	{ code: '90', title: '90 days', days: 90 },
	{ code: 'all', title: 'All', days: Infinity },
];
const CHUNK = 30;

const today = todayDay;

/**
 * Loads the range's latest days and draws the matrix again.
 * @param {HistoryState} p
 */
export async function loadHistory(p) {
	const mine = ++p.token;
	const t0 = performance.now();
	p.limit = RANGES.find((r) => r.code === p.control.value)?.days ?? p.limit;
	p.done = false;
	p.loading = true;
	p.category = chosenCategory();
	const end = /** @type {string} */ (today()); // the Statistics tab opens once Today is loaded
	const size = Math.min(p.limit, CHUNK);
	try {
		const [m, totals] = await chunk(addDays(end, 1 - size), end, p.category);
		if (mine !== p.token) return;
		p.loaded = true;
		if (!m.habits.length && p.category) {
			p.body.replaceChildren(filteredEmpty('history', p.clearFilter));
			return;
		}
		if (!m.habits.length) {
			p.body.replaceChildren(
				h(
					'div',
					{ class: 'empty history-empty' },
					h('p', { class: 'empty-text' }, 'Your history will appear here once you start tracking habits.'),
				),
			);
			return;
		}
		const kept = trim(m);
		p.matrix.reset(kept, totals);
		p.done = kept.days.length < m.days.length || p.matrix.dayCount >= p.limit;
		if (!p.body.contains(p.matrix.el)) p.body.replaceChildren(p.legend, p.matrix.el, p.status);
		updateStatus(p);
		await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(undefined)))); // painted
		p.matrix.el.dataset.renderMs = String(Math.round(performance.now() - t0));
		p.matrix.el.dataset.ready = String(mine);
	} catch (e) {
		if (mine !== p.token) return;
		if (!p.loaded)
			p.body.replaceChildren(
				h(
					'div',
					{ class: 'stats-error', role: 'alert' },
					h('p', {}, e.message),
					h('button', { type: 'button', class: 'btn btn-secondary', onclick: () => loadHistory(p) }, 'Try again'),
				),
			);
		else toast(e.message);
	} finally {
		if (mine === p.token) p.loading = false;
	}
	if (mine === p.token && !p.done && p.matrix.wantsMore) loadMore(p);
}

/**
 * Loads the next chunk of older days, within the range.
 * @param {HistoryState} p
 */
export async function loadMore(p) {
	if (p.loading || p.done || !p.matrix.dayCount) return;
	const mine = p.token;
	p.loading = true;
	p.status.textContent = 'Loading earlier days…';
	const end = addDays(/** @type {string} */ (p.matrix.lastDay), -1);
	const size = Math.min(CHUNK, p.limit - p.matrix.dayCount);
	try {
		const [m, totals] = await chunk(addDays(end, 1 - size), end, p.category);
		if (mine !== p.token) return;
		const kept = trim(m);
		if (kept.days.length) p.matrix.append(kept, totals);
		p.done = kept.days.length < m.days.length || p.matrix.dayCount >= p.limit;
	} catch (e) {
		if (mine === p.token) toast(e.message);
	} finally {
		if (mine === p.token) {
			p.loading = false;
			updateStatus(p);
		}
	}
	if (mine === p.token && !p.done && p.matrix.wantsMore) loadMore(p);
}

/** @param {HistoryState} p */
function updateStatus(p) {
	const shown = `${plural(p.matrix.dayCount, 'day')} shown`;
	p.status.textContent = p.done ? shown : `${shown} — scroll for earlier days`;
}

/**
 * The matrix of [start, end] and each day's done / due as the server counts them (/streaks/history).
 * With a `category`, that category's habits and no day totals (/streaks/history counts every habit).
 * @param {string} start
 * @param {string} end
 * @param {string | null} category
 * @returns {Promise<[MatrixChunk, {day: string}[]]>}
 */
const chunk = (start, end, category) =>
	Promise.all([
		api.historyMatrix(start, end, category),
		category ? [] : api.streakHistory(start, end).then((r) => r.days),
	]);

/**
 * Drops the oldest days before every habit existed (the start of "all").
 * @param {MatrixChunk} m
 * @returns {MatrixChunk}
 */
function trim(m) {
	let n = m.days.length;
	while (n > 0 && m.habits.every((r) => r.cells[n - 1]?.beforeStart)) n--;
	if (n === m.days.length) return m;
	return { days: m.days.slice(0, n), habits: m.habits.map((r) => ({ ...r, cells: r.cells.slice(0, n) })) };
}

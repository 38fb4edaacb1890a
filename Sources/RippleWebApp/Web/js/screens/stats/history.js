// The History segment: ranges 7 / 30 / 90 / all and the consistency matrix, loading
// older days in chunks as you scroll back.
import { h } from '../../core/dom.js';
import { rangeControl } from './ranges.js';
import { matrixView } from './matrix.js';
import { symbol, stateTitle } from './outcome.js';
import { RANGES, loadHistory, loadMore } from './history-load.js';

/**
 * The History segment's elements and where its loading stands.
 * @typedef {object} HistoryState
 * @property {ReturnType<typeof rangeControl>} control
 * @property {HTMLElement} status
 * @property {ReturnType<typeof matrixView>} matrix
 * @property {HTMLElement} legend
 * @property {HTMLElement} body
 * @property {number} token the latest load's number (an older answer is dropped)
 * @property {boolean} loading
 * @property {boolean} done every day of the range is shown
 * @property {number} limit the range's days
 * @property {boolean} loaded a first answer came
 * @property {string | null} category the category filter's, when the range was loaded
 * @property {() => unknown} clearFilter shows every habit again
 */

/** @param {() => unknown} clearFilter shows every habit again (the category filter's Clear) */
export function historyPane(clearFilter) {
	const control = rangeControl({
		label: 'History range',
		options: RANGES,
		value: '30',
		lockOf: () => ({ locked: false }),
		onChange: () => loadHistory(p),
	});
	const status = h('p', { class: 'matrix-status', role: 'status' });
	const matrix = matrixView({ onNearEnd: () => loadMore(p) });
	const legend = h(
		'ul',
		{ class: 'matrix-legend', 'aria-label': 'Legend' },
		['done', 'missed', 'skipped', 'partial', 'todo', 'notdue'].map((k) =>
			h('li', {}, h('span', { html: symbol(k) }), stateTitle(k)),
		),
	);
	const body = h('div', { class: 'history-body' });
	const el = h('div', { class: 'history' }, h('div', { class: 'range-bar' }, control.el), body);
	/** @type {HistoryState} */
	const p = {
		control,
		status,
		matrix,
		legend,
		body,
		token: 0,
		loading: false,
		done: false,
		limit: 30,
		loaded: false,
		category: null,
		clearFilter,
	};

	return {
		el,
		load: () => loadHistory(p),
		get loaded() {
			return p.loaded;
		},
	};
}

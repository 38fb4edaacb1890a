// What one habit-day of the history matrix shows: a colour-blind-safe symbol and its words
// (filled circle done, hollow circle missed, dash skipped, dashed circle today, empty
// before the habit existed).

import { outcomeWords } from '../../core/outcome-words.js';

/**
 * A habit-day of GET /history.
 * @typedef {{day: string, outcome: string, due: boolean, beforeStart?: boolean, isToday?: boolean}} MatrixCell
 */

/** @type {Record<string, string>} */
export const STATUS = {
	done: 'Completed',
	partial: 'Partly done',
	skipped: 'Skipped',
	missed: 'Missed',
	today: 'Not completed yet',
	notdue: 'Not scheduled',
	before: 'Not tracked yet',
};

/** @type {Record<string, string>} What a screen reader hears of a cell: the words of every other day view. */
export const SAID = {
	done: outcomeWords({ outcome: 'done' }),
	partial: outcomeWords({ outcome: 'partial' }),
	skipped: outcomeWords({ outcome: 'skipped' }),
	missed: outcomeWords({ outcome: 'missed' }),
	today: outcomeWords({}),
	notdue: outcomeWords({ due: false }),
	before: 'not tracked yet',
};

/**
 * The status key of a matrix cell {outcome, due, beforeStart, isToday}.
 * @param {MatrixCell} c
 */
export function cellKey(c) {
	if (c.beforeStart) return 'before';
	if (c.outcome === 'done' || c.outcome === 'partial' || c.outcome === 'skipped' || c.outcome === 'missed')
		return c.outcome;
	if (c.isToday) return c.due ? 'today' : 'notdue';
	return c.due ? 'missed' : 'notdue';
}

/**
 * Markup of the symbol (purely visual; the words go in the cell's label).
 * @param {string} key
 */
export const symbol = (key) => `<span class="sym sym-${key}" aria-hidden="true"></span>`;

// What one habit-day of the history matrix shows: a colour-blind-safe symbol and its words, both
// from what GET /history says of the cell — its outcome, whether it was due, whether the habit had
// begun — never worked out here (filled circle done, half-filled partly done, hollow circle missed,
// dash skipped, dashed circle to do, dot not due, empty before the habit existed).

import { outcomeWords } from '../../core/outcome-words.js';

/**
 * A habit-day of GET /history.
 * @typedef {{day: string, outcome: string, due: boolean, beforeStart?: boolean, isToday?: boolean}} MatrixCell
 */

/** @type {Record<string, string>} The words of each key: those of every other day view. */
export const SAID = {
	done: outcomeWords({ outcome: 'done' }),
	partial: outcomeWords({ outcome: 'partial' }),
	skipped: outcomeWords({ outcome: 'skipped' }),
	missed: outcomeWords({ outcome: 'missed' }),
	todo: outcomeWords({ due: true }),
	notdue: outcomeWords({ due: false }),
	before: 'not tracked yet',
};

/**
 * The words of `key` standing on their own (a popover's title, the legend, a day's list).
 * @param {string} key
 */
export const stateTitle = (key) => {
	const words = SAID[key] ?? key;
	return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The status key of a matrix cell: its outcome, or for a day with nothing logged whether it was
 * due, as the API says.
 * @param {MatrixCell} c
 */
export function cellKey(c) {
	if (c.beforeStart) return 'before';
	if (c.outcome !== 'none') return c.outcome;
	return c.due ? 'todo' : 'notdue';
}

/**
 * Markup of the symbol (purely visual; the words go in the cell's label).
 * @param {string} key
 */
export const symbol = (key) => `<span class="sym sym-${key}" aria-hidden="true"></span>`;

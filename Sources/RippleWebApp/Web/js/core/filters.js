// The list filters a user sets (the Habits tab's, Statistics'), kept on this device until cleared:
// read at start, written on each change, per account in accounts mode. Which habits a filter keeps
// is the screens' to say; this module only remembers the choices and tells who listens.
import { currentUserId, emit } from './store.js';

/**
 * The Habits tab's filters: categories (ids, or NO_CATEGORY; any of them), schedule kinds (any),
 * states ('active', 'archived'; any), and whether a habit must have a reminder, a goal.
 * @typedef {{categories: string[], kinds: string[], states: string[], reminder: boolean, goal: boolean}} HabitFilters
 */
/**
 * Statistics' filter: one category (an id, or `none` for the habits without one), or all (null).
 * @typedef {{category: string | null}} StatsFilters
 */

/** The category value meaning "no category" (the API's `category=none`). */
export const NO_CATEGORY = 'none';

/** @returns {HabitFilters} */
export const noHabitFilters = () => ({ categories: [], kinds: [], states: [], reminder: false, goal: false });

/** @param {string} list */
const key = (list) => `ripple.filters.${list}${currentUserId() ? `.${currentUserId()}` : ''}`;

/**
 * @param {string} list
 * @returns {Record<string, unknown>}
 */
function read(list) {
	try {
		const value = JSON.parse(localStorage.getItem(key(list)) ?? 'null');
		return value && typeof value === 'object' ? value : {};
	} catch {
		return {};
	}
}

/**
 * @param {string} list
 * @param {object} value
 */
function write(list, value) {
	try {
		localStorage.setItem(key(list), JSON.stringify(value));
	} catch {
		/* private mode: kept for this visit only */
	}
	emit(`filters:${list}`, value);
}

/** @param {unknown} v */
const strings = (v) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

/**
 * The Habits tab's filters as last left.
 * @returns {HabitFilters}
 */
export function habitFilters() {
	const v = read('habits');
	return {
		categories: strings(v.categories),
		kinds: strings(v.kinds),
		states: strings(v.states),
		reminder: v.reminder === true,
		goal: v.goal === true,
	};
}

/** @param {HabitFilters} filters */
export const setHabitFilters = (filters) => write('habits', filters);

/**
 * How many of the Habits tab's filters are on (each chosen value counts).
 * @param {HabitFilters} f
 */
export const habitFilterCount = (f) =>
	f.categories.length + f.kinds.length + f.states.length + Number(f.reminder) + Number(f.goal);

/**
 * Statistics' filter as last left.
 * @returns {StatsFilters}
 */
export function statsFilters() {
	const v = read('stats');
	return { category: typeof v.category === 'string' && v.category ? v.category : null };
}

/** @param {StatsFilters} filters */
export const setStatsFilters = (filters) => write('stats', filters);

// The Habits tab's state, shared by its pieces: the search text, the selected category chips and
// the other filters,
// Edit mode, the collapsed sections, each habit's last 7 days, and the screen's render and load.
import { state } from '../../core/store.js';
import { deletePending } from './actions.js';

/** @typedef {import('../../api/types.js').Habit} Habit */
/** @typedef {import('../../api/types.js').Category} Category */

/**
 * A day of a habit's last 7 (GET /history/matrix's cell).
 * @typedef {{day: string, outcome: string, due?: boolean, isToday?: boolean}} WeekCell
 */

/**
 * The Habits tab.
 * @typedef {object} HabitsScreen
 * @property {HTMLElement} root
 * @property {{query: string, selected: Set<string>, filters: import('../../core/filters.js').HabitFilters, editing: boolean, collapsed: Set<string>}} ui
 *   `selected`: the category chips chosen; `filters`: the other filters (kept on the device)
 * @property {Map<string, WeekCell[]>} week each habit's last 7 days, oldest first
 * @property {boolean} loaded
 * @property {() => void} render
 * @property {() => Promise<void>} load
 */

/**
 * Every habit but those whose delete waits behind its Undo, in the user's order.
 * @returns {Habit[]}
 */
export const sortedHabits = () =>
	[...(state.habits ?? [])]
		.filter((x) => !deletePending(x.id))
		.sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));

// The Habits tab's data: every habit, the categories and the last 7 days of each active habit,
// grouped by category and filtered by the search text and the selected category chips. The 7 days
// are the engine's answer from the replica when the server is out of reach (js/core/stats.js).
import { loadAll } from '../../core/habits.js';
import { historyMatrix } from '../../core/stats.js';
import { todayDay, findCard, streaksVisible } from '../../core/store.js';
import { addDays, timeDisplay } from '../../core/format.js';

/** @typedef {import('../../api/types.js').Habit} Habit */
/** @typedef {import('../../api/types.js').Category} Category */
/** @typedef {import('./screen.js').WeekCell} WeekCell */
/**
 * A section of the list: a category (or Other, or the one plain group) and its active habits.
 * @typedef {{id: string, name: string | null, color: string | null, icon?: string | null, habits: Habit[]}} Group
 */

export const NO_CATEGORY = '__none__';

/** Loads habits (active and archived), categories and the 7-day matrix in parallel. */
export async function loadHabitsData() {
	const today = /** @type {string} */ (todayDay()); // known once the app has loaded Today
	const [{ habits, categories }, matrix] = await Promise.all([
		loadAll(),
		historyMatrix(addDays(today, -6), today).catch(() => ({ habits: [] })),
	]);
	/** @type {Map<string, WeekCell[]>} */
	const week = new Map();
	for (const row of matrix.habits ?? [])
		week.set(row.habit.id, [...row.cells].sort((a, b) => (a.day < b.day ? -1 : 1)).slice(-7));
	return { habits, categories, week };
}

/**
 * "Daily • 8:00 AM" (the first reminder's time when there is one).
 * @param {Habit} habit
 */
export function frequencyText(habit) {
	const time = habit.reminders?.[0]?.time;
	return time ? `${habit.scheduleText} • ${timeDisplay(time)}` : habit.scheduleText;
}

/**
 * The habit's current streak from Today's card, when streaks are shown and it is running.
 * @param {Habit} habit
 */
export function streakOf(habit) {
	if (habit.archived || !streaksVisible()) return null;
	const s = findCard(habit.id)?.streak;
	return s && s.current > 0 ? s : null;
}

/**
 * Whether the habit's name or description holds the search text.
 * @param {Habit} habit
 * @param {string} query
 */
export const matches = (habit, query) => {
	const q = query.trim().toLowerCase();
	return !q || habit.name.toLowerCase().includes(q) || (habit.description ?? '').toLowerCase().includes(q);
};

/**
 * Groups active habits by category (in the categories' order; habits without one last).
 * With no categories at all there is a single group without a header.
 * @param {Habit[]} habits
 * @param {Category[]} categories
 * @param {Set<string>} selected the chosen category chips (none: every group)
 * @returns {Group[]}
 */
export function groupActive(habits, categories, selected) {
	const active = habits.filter((x) => !x.archived);
	if (!categories.length) return [{ id: NO_CATEGORY, name: null, color: null, habits: active }];
	const known = new Set(categories.map((c) => c.id));
	/** @type {Group[]} */
	const groups = categories.map((c) => ({
		id: c.id,
		name: c.name,
		color: c.color,
		icon: c.icon ?? null,
		habits: active.filter((x) => x.categoryId === c.id),
	}));
	const rest = active.filter((x) => !x.categoryId || !known.has(x.categoryId));
	if (rest.length) groups.push({ id: NO_CATEGORY, name: 'Other', color: null, habits: rest });
	return selected.size
		? groups.filter((g) => selected.has(g.id))
		: groups.filter((g) => g.habits.length || g.id !== NO_CATEGORY);
}

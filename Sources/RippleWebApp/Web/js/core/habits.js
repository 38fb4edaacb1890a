// The habit intents: each asks the server, keeps the store in step with its answer (the habit
// lists, the categories) and reads Today again when the change moves Today's cards. Screens
// render and dispatch; what they say about it (a toast, a haptic) stays theirs.
import * as api from '../api/habits.js';
import { createCategory as postCategory } from '../api/categories.js';
import { upsertHabit, dropHabit, setHabitOrder, addCategory } from './store.js';
import { loadToday, loadHabits, loadCategories } from './data.js';

/** @typedef {import('../api/types.js').Habit} Habit */
/** @typedef {import('../api/types.js').Category} Category */

/** Reads Today again (a habit's change can add, move or remove its card); failures wait for the next read. */
const todayAgain = () =>
	loadToday().then(
		() => undefined,
		() => undefined,
	);

/**
 * Every habit (active and archived) and the categories, kept in the store.
 * @returns {Promise<{habits: Habit[], categories: Category[]}>}
 */
export async function loadAll() {
	const [habits, categories] = await Promise.all([loadHabits(true), loadCategories(true)]);
	return { habits, categories };
}

/**
 * Creates a habit; the lists and Today show it (`waitForToday`: resolves once Today has it).
 * @param {Record<string, unknown>} draft the habit's fields
 * @param {{waitForToday?: boolean}} options
 * @returns {Promise<Habit>}
 */
export async function create(draft, { waitForToday = false } = {}) {
	const habit = await api.createHabit(draft);
	upsertHabit(habit);
	const today = todayAgain();
	if (waitForToday) await today;
	return habit;
}

/**
 * Saves changes to a habit.
 * @param {string} id
 * @param {Record<string, unknown>} changes
 * @returns {Promise<Habit>}
 */
export async function update(id, changes) {
	const habit = await api.updateHabit(id, changes);
	upsertHabit(habit);
	todayAgain();
	return habit;
}

/**
 * Archives a habit: it leaves Today and the active list.
 * @param {string} id
 * @returns {Promise<Habit>}
 */
export async function archive(id) {
	const habit = await api.archiveHabit(id);
	upsertHabit(habit);
	todayAgain();
	return habit;
}

/**
 * Makes an archived habit active again.
 * @param {string} id
 * @returns {Promise<Habit>}
 */
export async function unarchive(id) {
	const habit = await api.unarchiveHabit(id);
	upsertHabit(habit);
	todayAgain();
	return habit;
}

/**
 * Deletes a habit and its history (`keepalive`: sent even as the page goes away).
 * @param {string} id
 * @param {{keepalive?: boolean}} [options]
 */
export async function remove(id, options = {}) {
	await api.deleteHabit(id, options);
	dropHabit(id);
	todayAgain();
}

/**
 * Puts the habits in the order of `ids` (every habit, active then archived): at once in the
 * store, then on the server.
 * @param {string[]} ids
 */
export async function reorder(ids) {
	setHabitOrder(ids);
	await api.reorderHabits(ids);
	todayAgain();
}

/**
 * Creates a category; the store lists it.
 * @param {{name: string, color?: string, icon?: string | null}} fields
 * @returns {Promise<Category>}
 */
export async function createCategory(fields) {
	const category = await postCategory(fields);
	addCategory(category);
	return category;
}

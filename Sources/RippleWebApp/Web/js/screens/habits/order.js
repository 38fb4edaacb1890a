// Saving the Habits list's order after a drag or a move: the active habits in their new order,
// then the archived ones (PUT /habits/order); a refusal reloads the list as the server has it.
import * as habits from '../../core/habits.js';
import { announce, toast } from '../../components/ui.js';
import { sortedHabits } from './screen.js';

/** @typedef {import('./screen.js').HabitsScreen} HabitsScreen */

/**
 * Saves the order of the moved list's habits (`ids`, in their new order).
 * @param {HabitsScreen} s
 * @param {string[]} ids
 */
export async function saveOrder(s, ids) {
	const all = sortedHabits();
	const moved = new Set(ids);
	const queue = [...ids];
	const activeIds = all.filter((x) => !x.archived).map((x) => (moved.has(x.id) ? queue.shift() : x.id));
	const order = /** @type {string[]} */ ([...activeIds, ...all.filter((x) => x.archived).map((x) => x.id)]);
	try {
		await habits.reorder(order);
		announce('Order saved');
	} catch (e) {
		toast(e.message);
		s.load();
	}
}

// Before the goal wizard's first question: a goal adds a habit to the day, so the plan must have
// room for one more active habit (the server's plan check, `canAddHabit` of GET /meta, the rule
// that refuses the goal at "Start my journey"). Without room the person is told at once, with the
// ways forward: archive one of their habits here (not a goal's, which its coach keeps), or see
// Premium.
import { h } from '../../core/dom.js';
import { loadHabits, loadMeta } from '../../core/data.js';
import { state } from '../../core/store.js';
import { openUpgrade } from '../../core/app-links.js';
import * as api from '../../api/coach.js';
import { bubble } from '../../components/coach.js';
import { archive } from '../habits/actions.js';

/** @typedef {import('../../api/types.js').Habit} Habit */

/**
 * Why the plan has no room for the goal's habit (the server's words), or null when it has.
 * @returns {Promise<string | null>}
 */
export async function noRoom() {
	const meta = await loadMeta().catch(() => state.meta);
	const check = meta?.plan?.canAddHabit;
	return check && !check.allowed ? (check.reason ?? 'Your plan has no room for another active habit.') : null;
}

/**
 * The plan's limit, said before any question, with the person's active habits to archive one of
 * and the way to Premium; `onRoom` runs once the plan has room.
 * @param {string} reason
 * @param {() => void} onRoom
 * @returns {HTMLElement}
 */
export function roomView(reason, onRoom) {
	const list = h('ul', { class: 'wiz-room-list', 'aria-label': 'Your active habits' });
	const help = h('p', { class: 'wiz-help', role: 'status' });
	const el = h(
		'section',
		{ class: 'wiz-room', 'aria-labelledby': 'wiz-room-q' },
		bubble(
			h('h2', { class: 'wiz-q', id: 'wiz-room-q', tabindex: '-1' }, 'First, make room for your goal'),
			h('p', {}, `A goal adds one habit to your day. ${reason}`),
		),
		h('h3', { class: 'wiz-room-title' }, 'Archive a habit'),
		h('p', { class: 'wiz-why' }, 'Archived habits keep their history, and you can bring them back any time.'),
		list,
		help,
		h('button', { type: 'button', class: 'btn btn-secondary', onclick: () => openUpgrade('habits') }, 'See Premium'),
	);
	/** @param {Habit} habit */
	const row = (habit) =>
		h(
			'li',
			{ class: 'wiz-room-row' },
			h('span', { class: 'wiz-room-name' }, habit.name),
			h(
				'button',
				{
					type: 'button',
					class: 'btn btn-secondary wiz-room-archive',
					'aria-label': `Archive ${habit.name}`,
					onclick: async (/** @type {MouseEvent} */ e) => {
						const button = /** @type {HTMLButtonElement} */ (e.currentTarget);
						button.disabled = true;
						if (!(await archive(habit))) {
							button.disabled = false;
							return;
						}
						const still = await noRoom();
						if (still) {
							help.textContent = still;
							fill();
						} else onRoom();
					},
				},
				'Archive',
			),
		);
	// The habits of goals in progress are their coach's to change, so they are not offered.
	const fill = () =>
		Promise.all([loadHabits(true), api.listGoals()])
			.then(([habits, { goals }]) => {
				const coached = new Set(
					goals.filter((g) => g.status === 'active' || g.status === 'paused').map((g) => g.habitId),
				);
				list.replaceChildren(...habits.filter((x) => !x.archived && !coached.has(x.id)).map(row));
			})
			.catch((e) => {
				help.textContent = e.message;
			});
	fill();
	return el;
}

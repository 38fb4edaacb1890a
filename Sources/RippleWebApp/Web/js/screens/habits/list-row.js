// A row of the Habits list with its behaviour: a tap opens the habit, swipe actions and the row's
// menu (Edit, Archive or Unarchive, Move up / down, Delete), Edit mode's active switch, a long
// press or the drag handle to reorder, arrow keys on the handle to move it.
import { openDetails } from '../../core/app-links.js';
import { openEditor } from '../../components/card-actions.js';
import { openMenu } from '../../components/menu.js';
import { announce, haptic } from '../../components/ui.js';
import { attachRowGestures } from '../../components/row-gestures.js';
import { matches } from './model.js';
import { habitRow } from './row.js';
import { startReorder, moveBy } from './reorder.js';
import { archive, unarchive, confirmDelete } from './actions.js';
import { leave } from './sections.js';
import { saveOrder } from './order.js';

/** @typedef {import('./screen.js').HabitsScreen} HabitsScreen */
/** @typedef {import('../../api/types.js').Habit} Habit */
/** @typedef {ReturnType<typeof habitRow>} RowView */

/**
 * Runs a row's action (a swipe button, the menu, Edit mode's switch).
 * @param {HabitsScreen} s
 * @param {string} act edit, archive, unarchive, active (the switch) or delete
 * @param {Habit} habit
 * @param {RowView} view
 * @param {HTMLInputElement} [btn] the active switch
 */
async function doAction(s, act, habit, view, btn) {
	if (act === 'edit') return openEditor(habit);
	if (act === 'archive' || (act === 'active' && !btn?.checked)) {
		await leave(view.el);
		await archive(habit);
		return s.render();
	}
	if (act === 'unarchive' || (act === 'active' && btn?.checked)) {
		if (act === 'unarchive') await leave(view.el);
		const ok = await unarchive(habit);
		if (!ok && btn) btn.checked = false;
		return s.render();
	}
	if (act === 'delete') return confirmDelete(habit, s.render);
	return null;
}

/**
 * Opens the row's menu.
 * @param {HabitsScreen} s
 * @param {Habit} habit
 * @param {HTMLElement} btn the menu's button
 * @param {RowView} view
 * @param {HTMLElement} list the row's list
 */
function rowMenu(s, habit, btn, view, list) {
	/** @param {string[]} ids */
	const onDrop = (ids) => saveOrder(s, ids);
	/** @type {Parameters<typeof openMenu>[1]} */
	const items = [{ label: 'Edit', icon: 'edit', onSelect: () => openEditor(habit) }];
	if (habit.archived)
		items.push({ label: 'Unarchive', icon: 'unarchive', onSelect: () => doAction(s, 'unarchive', habit, view) });
	else {
		items.push({ label: 'Archive', icon: 'archive', onSelect: () => doAction(s, 'archive', habit, view) });
		items.push({
			label: 'Move up',
			icon: 'chevron-left',
			onSelect: () => moveBy(view.el, list, -1, onDrop) && announce(`${habit.name} moved up`),
		});
		items.push({
			label: 'Move down',
			icon: 'chevron-down',
			onSelect: () => moveBy(view.el, list, 1, onDrop) && announce(`${habit.name} moved down`),
		});
	}
	items.push({ label: 'Delete', icon: 'trash', danger: true, onSelect: () => doAction(s, 'delete', habit, view) });
	openMenu(btn, items, { label: `${habit.name} actions` });
}

/**
 * Edit mode's drag handle: drags the row, or moves it with the up and down arrow keys.
 * @param {HabitsScreen} s
 * @param {Habit} habit
 * @param {RowView} view
 * @param {HTMLElement} list
 */
function wireHandle(s, habit, view, list) {
	const handle = /** @type {HTMLElement | null} */ (view.body.querySelector('.hrow-handle'));
	if (!handle) return;
	/** @param {string[]} ids */
	const onDrop = (ids) => saveOrder(s, ids);
	handle.addEventListener('pointerdown', (e) => {
		if (e.button !== 0) return;
		e.preventDefault();
		haptic('heavy');
		startReorder({
			item: view.el,
			list,
			start: { x: e.clientX, y: e.clientY, id: e.pointerId },
			scroller: s.root,
			onDrop,
		});
	});
	handle.addEventListener('keydown', (e) => {
		const step = /** @type {Record<string, number>} */ ({ ArrowUp: -1, ArrowDown: 1 })[e.key];
		if (!step) return;
		e.preventDefault();
		if (moveBy(view.el, list, step, onDrop)) {
			handle.focus();
			announce(`${habit.name} moved ${step < 0 ? 'up' : 'down'}`);
		}
	});
}

/**
 * The row of `habit` in `list`, dimmed when it does not match the search `q`.
 * @param {HabitsScreen} s
 * @param {Habit} habit
 * @param {HTMLElement} list
 * @param {string} q
 */
export function listRow(s, habit, list, q) {
	const view = habitRow(habit, {
		week: s.week.get(habit.id) ?? [],
		editing: s.ui.editing,
		dim: !!q && !matches(habit, q),
	});
	attachRowGestures(view, {
		onTap: () => {
			view.body.classList.add('flash');
			setTimeout(() => view.body.classList.remove('flash'), 400);
			setTimeout(() => openDetails(habit.id), 120);
		},
		onAction: (/** @type {string} */ act, /** @type {HTMLElement} */ btn) =>
			act === 'menu'
				? rowMenu(s, habit, btn, view, list)
				: doAction(s, act, habit, view, /** @type {HTMLInputElement} */ (btn)),
		onSwipeRight: habit.archived
			? () =>
					leave(view.el)
						.then(() => unarchive(habit))
						.then(s.render)
			: null,
		onLongPress: habit.archived
			? null
			: (/** @type {{x: number, y: number, id: number}} */ start) =>
					startReorder({ item: view.el, list, start, scroller: s.root, onDrop: (ids) => saveOrder(s, ids) }),
	});
	wireHandle(s, habit, view, list);
	return view.el;
}

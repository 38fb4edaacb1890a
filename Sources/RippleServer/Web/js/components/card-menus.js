// The card menus of Today: the ⋯ menu and the long-press quick actions. Loaded on the first menu
// (js/core/actions.js, which hands over its actions), with the menus' style sheet.
import { findCard } from '../core/store.js';
import { openDetails } from '../core/app-links.js';
import { loadStylesheet } from '../core/stylesheet.js';

/** @type {Promise<typeof import('./menu.js')> | null} */
let menuModule = null;
/** The menu component with its styles; a load that fails (offline before the service worker has
 * cached it) is tried again on the next use instead of failing every later menu. */
const styled = () => {
	menuModule ??= Promise.all([import('./menu.js'), loadStylesheet('/css/sheet.css')])
		.then(([m]) => m)
		.catch((e) => {
			menuModule = null;
			throw e;
		});
	return menuModule;
};
styled().catch(() => {}); // fetched with this module, ahead of the first menu

/** @typedef {import('./card-actions.js').ActionContext} ActionContext */
/**
 * The actions js/components/card-actions.js hands over (so the two modules do not import each other).
 * @typedef {{
 *   apply: typeof import('./card-actions.js').apply,
 *   logValue: (habitId: string) => unknown,
 *   addNote: (habitId: string) => unknown,
 *   openEditor: (habit: import('../api/types.js').Habit) => unknown,
 * }} CardActions
 */

/**
 * The card's menu (Yes / No / Skip, plus the swipe and long-press actions as buttons).
 * @param {string} habitId
 * @param {HTMLElement} anchor
 * @param {ActionContext} ctx
 * @param {CardActions} actions
 */
export async function cardMenu(habitId, anchor, ctx, { apply, logValue, addNote, openEditor }) {
	const card = findCard(habitId);
	if (!card) return;
	const s = card.today.state;
	const numeric = card.habit.measure?.kind === 'numeric';
	const items = [];
	if (numeric) items.push({ label: 'Log value…', icon: 'plus', onSelect: () => logValue(habitId) });
	if (s !== 'done')
		items.push({
			label: 'Yes, done',
			icon: 'check',
			onSelect: () => (numeric ? logValue(habitId) : apply(habitId, 'done', {}, ctx)),
		});
	if (s !== 'missed')
		items.push({ label: 'No, not today', icon: 'x', onSelect: () => apply(habitId, 'missed', {}, ctx) });
	if (s !== 'skipped')
		items.push({ label: 'Skip today', icon: 'skip', onSelect: () => apply(habitId, 'skipped', {}, ctx) });
	if (s !== 'none') items.push({ label: 'Clear today', icon: 'undo', onSelect: () => apply(habitId, 'none', {}, ctx) });
	items.push({ label: 'Add note…', icon: 'note', onSelect: () => addNote(habitId) });
	items.push({ label: 'Details', icon: 'info', onSelect: () => openDetails(habitId) });
	items.push({ label: 'Edit habit', icon: 'edit', onSelect: () => openEditor(card.habit) });
	(await styled()).openMenu(anchor, items, { label: `${card.habit.name} actions` });
}

/**
 * The long-press quick actions (Complete, Add Note, Skip Today, Edit Habit),
 * above the card; Details stays here too (a long press used to open them).
 * @param {string} habitId
 * @param {HTMLElement} anchor
 * @param {ActionContext} ctx
 * @param {CardActions} actions
 */
export async function quickMenu(habitId, anchor, ctx, { apply, logValue, addNote, openEditor }) {
	const card = findCard(habitId);
	if (!card) return null;
	const s = card.today.state;
	const numeric = card.habit.measure?.kind === 'numeric';
	const items = [
		numeric
			? { label: 'Log value…', icon: 'plus', onSelect: () => logValue(habitId) }
			: s === 'done'
				? { label: 'Mark not complete', icon: 'undo', onSelect: () => apply(habitId, 'none', {}, ctx) }
				: { label: 'Complete', icon: 'check', onSelect: () => apply(habitId, 'done', {}, ctx) },
		{ label: 'Add Note', icon: 'note', onSelect: () => addNote(habitId) },
		s === 'skipped'
			? { label: 'Unskip', icon: 'undo', onSelect: () => apply(habitId, 'none', {}, ctx) }
			: { label: 'Skip Today', icon: 'skip', onSelect: () => apply(habitId, 'skipped', {}, ctx) },
		{ label: 'Edit Habit', icon: 'edit', onSelect: () => openEditor(card.habit) },
		{ label: 'Details', icon: 'info', onSelect: () => openDetails(habitId) },
	];
	// The card stays pressed in (0.97, deeper shadow) while its menu is open.
	ctx.el?.classList.add('held');
	const { openMenu } = await styled();
	return openMenu(anchor, items, {
		label: `${card.habit.name} quick actions`,
		above: true,
		className: 'is-quick',
		onClose: () => ctx.el?.classList.remove('held'),
	});
}

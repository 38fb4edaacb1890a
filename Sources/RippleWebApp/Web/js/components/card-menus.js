// Today's card menu, one for ⋯ and the long press (then above the card). Loaded on the first menu
// (js/components/card-actions.js, which hands over its actions), with the menus' style sheet.
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
 * The card's one menu, opened by ⋯ (below it) and by a long press (above the card, which stays
 * pressed in): the same items in the same order and case, for what today is.
 * @param {string} habitId
 * @param {HTMLElement} anchor
 * @param {ActionContext} ctx
 * @param {CardActions} actions
 * @param {boolean} [quick] opened by a long press
 */
export async function cardMenu(habitId, anchor, ctx, actions, quick = false) {
	const card = findCard(habitId);
	if (!card) return null;
	const items = menuItems(card, ctx, actions);
	if (quick) ctx.el?.classList.add('held');
	const { openMenu } = await styled();
	return openMenu(anchor, items, {
		label: `${card.habit.name} actions`,
		above: quick,
		className: quick ? 'is-quick' : '',
		onClose: quick ? () => ctx.el?.classList.remove('held') : undefined,
	});
}

/**
 * The long-press quick actions: the card's menu, above the card.
 * @param {string} habitId
 * @param {HTMLElement} anchor
 * @param {ActionContext} ctx
 * @param {CardActions} actions
 */
export const quickMenu = (habitId, anchor, ctx, actions) => cardMenu(habitId, anchor, ctx, actions, true);

/**
 * The items, in Title Case as the spec's quick actions: Complete (Log Value… for a numeric habit),
 * Add Note, Skip Today, Not Done Today, Clear Today, Edit Habit, Details; each only when it changes
 * something.
 * @param {import('../api/types.js').Card} card
 * @param {ActionContext} ctx
 * @param {CardActions} actions
 */
function menuItems(card, ctx, { apply, logValue, addNote, openEditor }) {
	const id = card.habit.id;
	const s = card.today.state;
	const numeric = card.habit.measure?.kind === 'numeric';
	const items = [];
	if (numeric) items.push({ label: 'Log Value…', icon: 'plus', onSelect: () => logValue(id) });
	else if (s !== 'done') items.push({ label: 'Complete', icon: 'check', onSelect: () => apply(id, 'done', {}, ctx) });
	items.push({ label: card.today.note ? 'Edit Note' : 'Add Note', icon: 'note', onSelect: () => addNote(id) });
	if (s !== 'skipped') items.push({ label: 'Skip Today', icon: 'skip', onSelect: () => apply(id, 'skipped', {}, ctx) });
	if (s !== 'missed') items.push({ label: 'Not Done Today', icon: 'x', onSelect: () => apply(id, 'missed', {}, ctx) });
	if (s !== 'none') items.push({ label: 'Clear Today', icon: 'undo', onSelect: () => apply(id, 'none', {}, ctx) });
	items.push({ label: 'Edit Habit', icon: 'edit', onSelect: () => openEditor(card.habit) });
	items.push({ label: 'Details', icon: 'info', onSelect: () => openDetails(id) });
	return items;
}

// What a user can do to a habit from any screen: toggle, Yes / No / Skip, log a value, open details or edit.
import { findCard, state } from '../core/store.js';
import { logToday } from '../core/checkin.js';
import { announce, haptic, toast } from './ui.js';
import { num } from '../core/format.js';
import { offerUndo } from './undo.js';

// Not on Today's first paint (the shell budget of Tests/Web/test_pwa.py): the celebrations load on
// the first check-in, the card menus on the first menu; js/core/app.js fetches both once Today is up.
// A module that cannot load (offline before the service worker has cached it) costs its effect,
// never the check-in: the celebration is skipped, the write goes on.
export const effects = () => import('./celebrate.js').catch(() => null);
export const menus = () => import('./card-menus.js');
/** @typedef {import('../api/types.js').Card} Card */
/** @typedef {import('../api/types.js').CheckInAnswer} CheckInAnswer */
/**
 * Where an action came from: the card's element and the tap's point (for the ripple and the
 * celebration), and whether it is an Undo (which offers no Undo of its own).
 * @typedef {{el?: HTMLElement | null, point?: {x: number, y: number}, noUndo?: boolean}} ActionContext
 */

/**
 * The card's menu, opened by ⋯: js/components/card-menus.js.
 * @param {string} habitId
 * @param {HTMLElement} anchor
 * @param {ActionContext} [ctx]
 */
export const cardMenu = (habitId, anchor, ctx = {}) =>
	menus().then((m) => m.cardMenu(habitId, anchor, ctx, { apply, logValue, addNote, openEditor }));
/**
 * The same menu opened by a long press, above the card: js/components/card-menus.js.
 * @param {string} habitId
 * @param {HTMLElement} anchor
 * @param {ActionContext} [ctx]
 */
export const quickMenu = (habitId, anchor, ctx = {}) =>
	menus().then((m) => m.quickMenu(habitId, anchor, ctx, { apply, logValue, addNote, openEditor }));

/** @type {Record<string, string>} */
const VERB = {
	done: 'marked complete',
	partial: 'logged',
	none: 'marked not complete',
	skipped: 'skipped today',
	missed: 'marked not done today',
};

export { openDetails } from '../core/app-links.js';
import { openHabitForm } from '../core/app-links.js';

/** @param {import('../api/types.js').Habit} habit */
export async function openEditor(habit) {
	openHabitForm({ habit });
}

/**
 * Tap on a card: toggles today, or asks for a value for numeric habits.
 * @param {string} habitId
 * @param {ActionContext} [ctx]
 */
export function toggle(habitId, ctx = {}) {
	const card = findCard(habitId);
	if (!card) return null;
	if (card.habit.measure?.kind === 'numeric') return logValue(habitId);
	return apply(habitId, card.today.state === 'done' ? 'none' : 'done', {}, ctx);
}

/**
 * Sets today's state ('done' | 'skipped' | 'missed' | 'none'), optimistically, then celebrates the answer.
 * @param {string} habitId
 * @param {string} next
 * @param {{value?: number | null, note?: string | null, mood?: string | null, add?: number}} [extra]
 * @param {ActionContext} [ctx]
 * @returns {Promise<CheckInAnswer | null>}
 */
export async function apply(habitId, next, extra = {}, ctx = {}) {
	const card = findCard(habitId);
	if (!card) return null;
	/** @param {string} [text] */
	const undo = (text) =>
		offerUndo(
			card,
			next,
			(/** @type {string} */ back, /** @type {object} */ x) => apply(habitId, back, x, { noUndo: true }),
			text,
		);
	// A logged value is told as the server words it ("3 of 8 glasses logged"), so its toast waits
	// for the answer; a toggle's shows at once.
	const logsValue = extra.value != null;
	if (!ctx.noUndo && !logsValue) undo();
	const fx = effects();
	if (next === 'done' && ctx.el) fx.then((m) => m?.tapRipple(ctx.el, ctx.point?.x, ctx.point?.y, card.habit.color));
	try {
		const res = await logToday(habitId, next, extra);
		if (!ctx.noUndo && logsValue && (res || state.offline)) undo(res ? res.message : `${card.habit.name} logged`);
		if (!res) return null;
		const c = res.card;
		const now = c.today.state;
		const value =
			c.habit.measure?.kind === 'numeric' && c.today.value != null
				? ` ${num(c.today.value)} ${c.habit.measure.unit}.`
				: '';
		announce(
			`${c.habit.name} ${VERB[now] ?? 'updated'}.${value} ${c.week ? `${c.week.done} of ${c.week.target} this week.` : ''}`,
		);
		fx.then((m) =>
			m?.celebrate(res, {
				el: ctx.el,
				point: ctx.point,
				color: c.habit.color,
				name: c.habit.name,
				unit: c.streak?.unit,
			}),
		);
		return res;
	} catch (e) {
		haptic('error');
		toast(e.offline ? "You're offline — that change wasn't saved." : e.message);
		announce(`Couldn't save: ${e.message}`);
		return null;
	}
}

/** @param {string} habitId */
async function logValue(habitId) {
	const { openValueSheet } = await import('./valuesheet.js');
	openValueSheet(findCard(habitId), { apply });
}

/** @param {string} habitId */
async function addNote(habitId) {
	const card = /** @type {Card} */ (findCard(habitId));
	const { openEntrySheet } = await import('./entry.js');
	openEntrySheet({
		habit: card.habit,
		day: /** @type {{day: string}} */ (state.today).day,
		entry: card.today,
		isToday: true,
	});
}

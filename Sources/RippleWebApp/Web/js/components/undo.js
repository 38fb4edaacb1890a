// Undo for accidental taps: every change of today's state offers,
// for a few seconds, to put the previous state back (value, note and mood included).
import { toast } from './ui.js';
import { state } from '../core/store.js';

const UNDO_MS = 4500;
/** @type {Record<string, string>} */
const TEXT = { done: 'completed', partial: 'logged', none: 'cleared', skipped: 'skipped', missed: 'marked not done' };

/**
 * Shows "<habit> completed · Undo" (or `text`, the server's words for a logged value) for a
 * change of `card` to `next`. `restore(state, extra)` writes the previous state back.
 * @param {import('../api/types.js').Card} card
 * @param {string} next
 * @param {(state: string, extra: {value?: number, note?: string, mood?: string}) => unknown} restore
 * @param {string} [text]
 */
export function offerUndo(card, next, restore, text) {
	/** @type {Record<string, any>} any: the entry's value, note and mood, copied as they are */
	const before = card.today ?? { state: 'none' };
	if ((before.state ?? 'none') === next) return;
	/** @type {Record<string, any>} */
	const extra = {};
	for (const k of ['value', 'note', 'mood']) if (before[k] != null) extra[k] = before[k];
	const day = state.today?.day;
	toast(`${text ?? `${card.habit.name} ${TEXT[next] ?? 'updated'}`}${state.offline ? ' — will sync' : ''}`, {
		action: 'Undo',
		duration: UNDO_MS,
		onAction: () => {
			if (state.today?.day === day) restore(before.state ?? 'none', extra);
		},
	});
}

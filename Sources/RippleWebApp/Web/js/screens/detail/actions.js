// What the detail's controls do: mark or clear a day (painted at once, then the server's answer),
// open a day's entry, edit, archive or unarchive (with Undo), delete; and reading the history afresh.
import * as habits from '../../core/habits.js';
import { findCard } from '../../core/store.js';
import { writeCheckIn, logToday, applyAnswer } from '../../core/checkin.js';
import { celebrate } from '../../components/celebrate.js';
import { confirmDialog } from '../../components/dialog.js';
import { openEditor } from '../../components/card-actions.js';
import { openEntrySheet } from '../../components/entry.js';
import { weekdayName } from '../../core/format.js';
import { announce, toast, haptic } from '../../components/ui.js';
import { habitHistory } from '../../core/stats.js';
import { byDay, habitOf, patchDay } from './state.js';

/** @typedef {import('./state.js').DetailState} DetailState */
/** @typedef {import('./today-entry.js').DetailActions} DetailActions */

/**
 * The centre of an element, where a celebration starts.
 * @param {Element | null} el
 */
function centerOf(el) {
	if (!el) return null;
	const r = el.getBoundingClientRect();
	return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/**
 * Reads the habit and its history afresh (the engine's when offline) and redraws; a habit that no
 * longer exists closes the detail.
 * @param {DetailState} d
 */
export async function refresh(d) {
	try {
		const res = await habitHistory(d.habitId, d.start, d.today);
		d.habit = res.habit;
		d.history = res;
		if (!d.closed) d.render();
	} catch (e) {
		if (e.status === 404) {
			toast('This habit no longer exists.');
			d.onClose();
		} else if (!d.closed) {
			d.render();
			toast(e.message);
		}
	}
}

/**
 * Marks `day` done, or clears it when it is done.
 * @param {DetailState} d
 * @param {string} day
 */
async function toggleDay(d, day) {
	const { habitId, today } = d;
	const entryNow = byDay(d).get(day);
	const isDone = entryNow?.outcome === 'done' || (day === today && findCard(habitId)?.today.state === 'done');
	haptic(isDone ? 'soft' : 'light');
	// Optimistic: paint the day at once.
	if (d.history) {
		patchDay(d, day, isDone ? null : { checkIn: { day, state: 'done' } });
		d.render();
	}
	try {
		const res =
			day === today && findCard(habitId)
				? await logToday(habitId, isDone ? 'none' : 'done')
				: await writeCheckIn(habitId, day, isDone ? null : { state: 'done' });
		if (!res) return;
		if (day !== today) applyAnswer(res);
		patchDay(d, day, res);
		d.render();
		const habit = habitOf(d);
		celebrate(res, {
			color: habit.color,
			name: habit.name,
			unit: res.card?.streak?.unit,
			point: centerOf(d.screen.querySelector(`[data-day="${day}"]`)),
		});
		announce(`${weekdayName(day)} ${isDone ? 'cleared' : 'marked complete'} for ${habit.name}`);
		d.refresh();
	} catch (e) {
		toast(e.message);
		d.refresh();
	}
}

/**
 * Opens the entry sheet of `day` (today's from Today's card).
 * @param {DetailState} d
 * @param {string} day
 * @param {{focusNote?: boolean}} options
 */
async function entry(d, day, { focusNote = false } = {}) {
	const row = byDay(d).get(day);
	const card = findCard(d.habitId);
	const e =
		day === d.today && card
			? { state: card.today.state, value: card.today.value, note: card.today.note, mood: card.today.mood }
			: { state: row?.outcome, value: row?.value, note: row?.note, mood: row?.mood };
	const res = await openEntrySheet({ habit: habitOf(d), day, entry: e, isToday: day === d.today && !!card, focusNote });
	if (res) {
		patchDay(d, day, res);
		d.render();
		d.refresh();
	}
}

/**
 * Archives the habit (closing the detail, with Undo), or makes an archived one active again.
 * @param {DetailState} d
 */
async function archive(d) {
	const { habitId } = d;
	try {
		const wasArchived = habitOf(d).archived;
		const saved = wasArchived ? await habits.unarchive(habitId) : await habits.archive(habitId);
		d.habit = saved;
		if (wasArchived) {
			d.render();
			toast(`${saved.name} is active again`);
			return;
		}
		d.onClose();
		toast(`${saved.name} archived`, {
			action: 'Undo',
			onAction: async () => {
				await habits.unarchive(habitId);
			},
		});
	} catch (e) {
		toast(e.message);
	}
}

/**
 * Deletes the habit and its history once confirmed.
 * @param {DetailState} d
 */
async function remove(d) {
	const ok = await confirmDialog({
		title: 'Delete Habit?',
		message: `This will permanently delete "${habitOf(d).name}" and all its completion history.`,
		confirm: 'Delete',
		cancel: 'Cancel',
		destructive: true,
	});
	if (!ok) return;
	try {
		await habits.remove(d.habitId);
		haptic('heavy');
		d.onClose();
		toast(`${habitOf(d).name} deleted`);
		announce(`${habitOf(d).name} deleted`);
	} catch (e) {
		toast(e.message);
	}
}

/**
 * The detail's actions over `d`.
 * @param {DetailState} d
 * @returns {DetailActions}
 */
export const detailActions = (d) => ({
	toggleDay: (day) => toggleDay(d, day),
	entry: (day, options) => entry(d, day, options),
	edit: () => openEditor(habitOf(d)),
	archive: () => archive(d),
	remove: () => remove(d),
});

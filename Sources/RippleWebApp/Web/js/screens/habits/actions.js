// What the Habits tab does to a habit: archive and unarchive (with Undo), and delete after a
// confirmation that previews the loss ("This will delete 90 days of history"). A delete waits behind its Undo toast and is sent when the toast goes (or the page does).
import * as habits from '../../core/habits.js';
import { habitHistory } from '../../api/habits.js';
import { hold } from '../../core/idle.js';
import { todayDay, upsertHabit, dropHabit, removeCard } from '../../core/store.js';
import { loadToday } from '../../core/data.js';
import { confirmDialog } from '../../components/dialog.js';
import { addDays, diffDays, plural } from '../../core/format.js';
import { announce, haptic, toast } from '../../components/ui.js';

/** @typedef {import('../../api/types.js').Habit} Habit */

const UNDO_MS = 5000;
/** Today read again where the screen put back a card it had taken off (an undo, a refused delete). */
const refresh = () => loadToday().catch(() => {});

/**
 * Archives the habit (with Undo unless `undo` is false); resolves with the saved habit, or null.
 * @param {Habit} habit
 * @param {{undo?: boolean}} options
 */
export async function archive(habit, { undo = true } = {}) {
	try {
		const saved = await habits.archive(habit.id);
		haptic('light');
		announce(`${habit.name} archived`);
		toast(
			`${habit.name} archived`,
			undo ? { action: 'Undo', duration: UNDO_MS, onAction: () => unarchive(saved, { quiet: true }) } : {},
		);
		return saved;
	} catch (e) {
		toast(e.message);
		return null;
	}
}

/**
 * Makes the habit active again (`quiet`: no toast); resolves with the saved habit, or null.
 * @param {Habit} habit
 * @param {{quiet?: boolean}} options
 */
export async function unarchive(habit, { quiet = false } = {}) {
	try {
		const saved = await habits.unarchive(habit.id);
		haptic('success');
		announce(`${habit.name} unarchived`);
		if (!quiet) toast('Habit unarchived');
		return saved;
	} catch (e) {
		haptic('error');
		toast(e.message, { duration: 5000 });
		return null;
	}
}

/**
 * "This will delete 90 days of history (64 check-ins)." from the habit's history.
 * @param {Habit} habit
 */
async function lossText(habit) {
	const today = /** @type {string} */ (todayDay()); // known once the app has loaded Today
	try {
		const { days } = await habitHistory(habit.id, addDays(today, -3650), today);
		const logged = days.filter((d) => d.outcome !== 'none' || d.note);
		const first = [habit.createdDay, ...logged.map((d) => d.day)].filter(Boolean).sort()[0] ?? today;
		const span = Math.max(1, diffDays(today, first) + 1);
		return `This will delete ${plural(span, 'day')} of history${logged.length ? ` (${plural(logged.length, 'check-in')})` : ''}.`;
	} catch {
		return 'This will delete the habit and all of its history.';
	}
}

/** @type {Map<string, {timer: ReturnType<typeof setTimeout>, commit: () => Promise<void>, release: () => void}>} */
const pending = new Map(); // habit id → {timer, commit, release (of the "writes idle" hold)}

/** Sends every delete still waiting behind an Undo toast (used when the page goes away). */
function flushDeletes() {
	for (const [id, p] of pending) {
		clearTimeout(p.timer);
		pending.delete(id);
		habits.remove(id, { keepalive: true }).catch(() => {
			/* gone */
		});
		p.release();
	}
}
addEventListener('pagehide', flushDeletes);

/**
 * Asks, then deletes `habit`: it leaves the lists at once and is deleted on the server when the
 * Undo toast closes. `onChange()` re-renders the caller. Resolves true when the user confirmed.
 * @param {Habit} habit
 * @param {() => void} onChange
 */
export async function confirmDelete(habit, onChange) {
	const message = await lossText(habit);
	const ok = await confirmDialog({
		title: `Delete "${habit.name}"?`,
		message: `${message} This can't be undone once the undo notice closes.`,
		confirm: 'Delete',
		destructive: true,
	});
	if (!ok) return false;
	haptic('heavy');
	dropHabit(habit.id);
	removeCard(habit.id);
	onChange();
	const commit = async () => {
		const p = pending.get(habit.id);
		if (!p) return;
		pending.delete(habit.id);
		try {
			await habits.remove(habit.id);
		} catch (e) {
			if (e.status !== 404) {
				toast(`Couldn't delete ${habit.name}: ${e.message}`);
				upsertHabit(habit);
				onChange();
			}
			refresh();
		}
		p.release();
	};
	// A delete waiting behind its Undo toast is a write still to come: the app is not idle.
	pending.set(habit.id, { timer: setTimeout(commit, UNDO_MS + 300), commit, release: hold() });
	announce(`${habit.name} deleted`);
	toast(`${habit.name} deleted`, {
		action: 'Undo',
		duration: UNDO_MS,
		onAction: () => {
			const p = pending.get(habit.id);
			if (!p) return;
			clearTimeout(p.timer);
			pending.delete(habit.id);
			p.release();
			upsertHabit(habit);
			announce(`${habit.name} restored`);
			onChange();
			refresh();
		},
	});
	return true;
}

/**
 * Whether the habit's delete waits behind its Undo toast.
 * @param {string} id
 */
export const deletePending = (id) => pending.has(id);

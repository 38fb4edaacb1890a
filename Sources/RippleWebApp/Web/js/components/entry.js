// The day entry editor: state, value, note (meta's length) and mood for one day. Its draft and
// the check-in Save writes: js/components/entry/draft.js; its fields: entry/fields.js.
import { h } from '../core/dom.js';
import { openSheet, sheetHeader } from './sheet.js';
import { longDate } from '../core/format.js';
import { writeCheckIn, logToday, applyAnswer } from '../core/checkin.js';
import { celebrate } from './celebrate.js';
import { announce, toast, haptic } from './ui.js';
import { entryBody, entryDraft } from './entry/draft.js';
import { moodButtons, noteField, statusField, valueField } from './entry/fields.js';

export { MOODS } from './entry/fields.js';

/** @typedef {import('../api/types.js').Habit} Habit */
/** @typedef {import('../api/types.js').CheckInAnswer} CheckInAnswer */
/** @typedef {import('../api/types.js').CheckInEntry} CheckInEntry */

/**
 * Resolves with the server's answer after a save, or null when dismissed.
 * @param {{habit: Habit, day: string, entry?: Partial<CheckInEntry> & {outcome?: string}, isToday?: boolean, focusNote?: boolean}} options
 * @returns {Promise<CheckInAnswer | null>}
 */
export function openEntrySheet({ habit, day, entry = {}, isToday = false, focusNote = false }) {
	return new Promise((resolve) => {
		const numeric = habit.measure?.kind === 'numeric';
		const e = entryDraft(entry);
		/** @type {CheckInAnswer | null} */
		let answer = null;
		const stateSeg = statusField(e, () => sync());
		const value = valueField(e, habit);
		const note = noteField(e);
		const moods = moodButtons(e, () => sync());
		const hint = h('p', { class: 'field-hint' });
		const save = /** @type {HTMLButtonElement} */ (
			h('button', { type: 'submit', class: 'btn btn-primary btn-block' }, 'Save')
		);
		const hadEntry = e.state !== 'none';
		// A note or mood is kept with a status: on a day not logged yet they can be written, and
		// Save waits for the status that holds them.
		const sync = () => {
			const none = e.state === 'none';
			const words = note.input.value.trim() !== '' || e.mood != null;
			if (value.field) value.input.disabled = none;
			hint.textContent = none
				? 'Nothing is logged for this day yet: choose Done, Skipped or Missed to save a note or mood with it.'
				: '';
			save.disabled = none && words && !hadEntry;
		};
		note.input.addEventListener('input', () => sync());
		const form = h(
			'form',
			{ class: 'sheet-content entry-sheet', style: { '--habit': habit.color } },
			sheetHeader({ title: longDate(day), titleId: 'entry-title', onCancel: () => sheet.close() }),
			h(
				'div',
				{ class: 'sheet-body' },
				h('p', { class: 'entry-habit' }, habit.name),
				stateSeg.el,
				hint,
				value.field?.el,
				note.field.el,
				h('div', { class: 'mood-row', role: 'group', 'aria-label': 'Mood' }, moods),
				save,
			),
		);
		form.addEventListener('submit', async (/** @type {SubmitEvent} */ ev) => {
			ev.preventDefault();
			save.disabled = true;
			const body = entryBody(e, { numeric, value: value.input.value, note: note.input.value });
			try {
				answer = await writeEntry(habit, day, body, isToday);
				afterSave(habit, answer, isToday);
				announce(`${longDate(day)} saved for ${habit.name}`);
				sheet.close();
			} catch (err) {
				save.disabled = false;
				haptic('error');
				toast(err.message);
			}
		});
		sync();
		const sheet = openSheet({
			labelledBy: 'entry-title',
			content: form,
			className: 'compact',
			onClosed: () => resolve(answer),
		});
		if (focusNote) requestAnimationFrame(() => note.input.focus());
	});
}

/**
 * Writes the day's entry (Today's through its own path, so its card updates at once).
 * @param {Habit} habit
 * @param {string} day
 * @param {CheckInEntry | null} body null clears the day
 * @param {boolean} isToday
 * @returns {Promise<CheckInAnswer | null>}
 */
function writeEntry(habit, day, body, isToday) {
	if (!isToday) return writeCheckIn(habit.id, day, body);
	if (!body) return logToday(habit.id, 'none', {});
	const { state, ...extra } = body;
	return logToday(habit.id, state, extra);
}

/**
 * After a save: another day's answer goes into the store (Today's did on its way), and the
 * answer is celebrated.
 * @param {Habit} habit
 * @param {CheckInAnswer | null} answer
 * @param {boolean} isToday
 */
function afterSave(habit, answer, isToday) {
	if (answer && !isToday) applyAnswer(answer);
	if (answer)
		celebrate(answer, {
			color: habit.color,
			name: habit.name,
			unit: answer.card?.streak?.unit,
			point: { x: innerWidth / 2, y: innerHeight / 3 },
		});
}

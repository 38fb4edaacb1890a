// The day entry editor: state, value, note (meta's length) and mood for one day.
import { h } from '../core/dom.js';
import { openSheet, sheetHeader } from './sheet.js';
import { segmented, field, counterFor } from './fields.js';
import { longDate, num } from '../core/format.js';
import { writeCheckIn, setToday, applyAnswer } from '../core/checkin.js';
import { celebrate } from './celebrate.js';
import { announce, toast, haptic } from './ui.js';
import { state } from '../core/store.js';

export const MOODS = [
	['great', '😊', 'Great'],
	['good', '😐', 'Good'],
	['okay', '😕', 'Okay'],
	['bad', '😢', 'Bad'],
];

/**
 * Resolves with the server's answer after a save, or null when dismissed.
 * @param {{habit: import('../api/types.js').Habit, day: string, entry?: Partial<import('../api/types.js').CheckInEntry> & {outcome?: string}, isToday?: boolean, focusNote?: boolean}} options
 */
export function openEntrySheet({ habit, day, entry = {}, isToday = false, focusNote = false }) {
	return new Promise((resolve) => {
		const numeric = habit.measure?.kind === 'numeric';
		const e = {
			state: ['done', 'partial'].includes(entry.state ?? '') ? 'done' : (entry.state ?? entry.outcome ?? 'none'),
			value: entry.value ?? null,
			note: entry.note ?? '',
			mood: entry.mood ?? null,
		};
		if (!['done', 'skipped', 'missed'].includes(e.state)) e.state = 'none';
		let answer = null;
		const stateSeg = segmented({
			label: 'Status',
			options: [
				['done', 'Done'],
				['skipped', 'Skipped'],
				['missed', 'Missed'],
				['none', 'None'],
			],
			value: e.state,
			onChange: (v) => {
				e.state = v;
				sync();
			},
		});
		const valueInput = h('input', {
			type: 'number',
			class: 'field-input',
			inputmode: 'decimal',
			min: '0',
			step: 'any',
			value: e.value != null ? num(e.value) : '',
		});
		const valueField = numeric
			? field({ label: `Value (${habit.measure?.unit || 'amount'})`, input: valueInput })
			: null;
		const noteLength = state.meta?.textLimits?.note; // GET /meta
		const note = h('textarea', {
			class: 'field-input',
			maxlength: noteLength,
			rows: '2',
			placeholder: 'How did it go?',
			value: e.note,
		});
		const noteCount = counterFor(note, noteLength);
		const noteField = field({ label: 'Note', input: note, counter: noteCount.el });
		const moodButtons = MOODS.map(([v, emoji, label]) =>
			h(
				'button',
				{
					type: 'button',
					class: 'mood',
					'aria-pressed': String(e.mood === v),
					'aria-label': label,
					dataset: { mood: v },
				},
				emoji,
			),
		);
		moodButtons.forEach((b) =>
			b.addEventListener('click', () => {
				e.mood = e.mood === b.dataset.mood ? null : b.dataset.mood;
				moodButtons.forEach((x) => x.setAttribute('aria-pressed', String(x.dataset.mood === e.mood)));
				haptic('soft');
				sync();
			}),
		);
		const hint = h('p', { class: 'field-hint' });
		const save = h('button', { type: 'submit', class: 'btn btn-primary btn-block' }, 'Save');
		// A note or mood is kept with a status: on a day not logged yet they can be written, and
		// Save waits for the status that holds them.
		const sync = () => {
			const none = e.state === 'none';
			const words = note.value.trim() !== '' || e.mood != null;
			if (valueField) valueInput.disabled = none;
			hint.textContent = none
				? 'Nothing is logged for this day yet: choose Done, Skipped or Missed to save a note or mood with it.'
				: '';
			save.disabled = none && words && !hadEntry;
		};
		const hadEntry = e.state !== 'none';
		note.addEventListener('input', () => sync());
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
				valueField?.el,
				noteField.el,
				h('div', { class: 'mood-row', role: 'group', 'aria-label': 'Mood' }, moodButtons),
				save,
			),
		);
		form.addEventListener('submit', async (ev) => {
			ev.preventDefault();
			save.disabled = true;
			const body =
				e.state === 'none'
					? null
					: {
							state: e.state,
							...(numeric && valueInput.value !== '' ? { value: Number(valueInput.value) } : {}),
							note: note.value.trim() || null,
							mood: e.mood,
						};
			try {
				answer = isToday
					? await setToday(
							habit.id,
							body ? body.state : 'none',
							body ? { value: body.value, note: body.note, mood: body.mood } : {},
						)
					: await writeCheckIn(habit.id, day, body);
				if (answer && !isToday) applyAnswer(answer);
				if (answer)
					celebrate(answer, {
						color: habit.color,
						name: habit.name,
						unit: answer.card?.streak?.unit,
						point: { x: innerWidth / 2, y: innerHeight / 3 },
					});
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
		if (focusNote) requestAnimationFrame(() => note.focus());
	});
}

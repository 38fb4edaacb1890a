// The day entry's draft: what the sheet opens with, and the check-in its Save writes.

/** @typedef {import('../../api/types.js').CheckInEntry} CheckInEntry */
/**
 * The entry being edited: its status (done | skipped | missed | none), value, note and mood, and
 * the note and mood it opened with.
 * @typedef {{state: string, value: number | null, note: string, mood: string | null, opened: {note: string, mood: string | null}}} EntryDraft
 */

/**
 * The draft for a day's entry as it stands (a partial day opens as done).
 * @param {Partial<CheckInEntry> & {outcome?: string}} entry
 * @returns {EntryDraft}
 */
export function entryDraft(entry) {
	const e = {
		state: ['done', 'partial'].includes(entry.state ?? '') ? 'done' : (entry.state ?? entry.outcome ?? 'none'),
		value: entry.value ?? null,
		note: entry.note ?? '',
		mood: entry.mood ?? null,
		opened: { note: entry.note ?? '', mood: entry.mood ?? null },
	};
	if (!['done', 'skipped', 'missed'].includes(e.state)) e.state = 'none';
	return e;
}

/**
 * The check-in Save writes, or null to clear the day. It names the note and mood only when they
 * were changed: one left out stays as the day holds it (a clear keeps them for the day's next
 * state, so a note the sheet could not show is not lost).
 * @param {EntryDraft} e
 * @param {{numeric: boolean, value: string, note: string}} fields the value and note as typed
 * @returns {CheckInEntry | null}
 */
export function entryBody(e, { numeric, value, note }) {
	const typed = note.trim();
	return e.state === 'none'
		? null
		: {
				state: e.state,
				...(numeric && value !== '' ? { value: Number(value) } : {}),
				...(typed !== e.opened.note.trim() ? { note: typed || null } : {}),
				...(e.mood !== e.opened.mood ? { mood: e.mood } : {}),
			};
}

// The day entry's draft: what the sheet opens with, and the check-in its Save writes.

/** @typedef {import('../../api/types.js').CheckInEntry} CheckInEntry */
/**
 * The entry being edited: its status (done | skipped | missed | none), value, note and mood.
 * @typedef {{state: string, value: number | null, note: string, mood: string | null}} EntryDraft
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
	};
	if (!['done', 'skipped', 'missed'].includes(e.state)) e.state = 'none';
	return e;
}

/**
 * The check-in Save writes, or null to clear the day.
 * @param {EntryDraft} e
 * @param {{numeric: boolean, value: string, note: string}} fields the value and note as typed
 * @returns {CheckInEntry | null}
 */
export function entryBody(e, { numeric, value, note }) {
	return e.state === 'none'
		? null
		: {
				state: e.state,
				...(numeric && value !== '' ? { value: Number(value) } : {}),
				note: note.trim() || null,
				mood: e.mood,
			};
}

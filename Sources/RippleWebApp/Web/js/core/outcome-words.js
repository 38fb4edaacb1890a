// The words a screen reader hears for one habit-day, the same on Today's week bar, the Habits
// tab's dots and the habit detail's week and month: what the API said of the day, never worked out
// here. A day with no entry is "upcoming" ahead of today, "not due" when the API says nothing was
// due, and otherwise "to do".

/** @type {Record<string, string>} */
const OUTCOME_WORDS = {
	done: 'done',
	partial: 'partly done',
	skipped: 'skipped',
	missed: 'missed',
	none: 'to do',
};

/**
 * The words for a day: its outcome, whether it was due (`due`, or a week slot's `scheduled`) and
 * whether it is still ahead.
 * @param {{outcome?: string, due?: boolean, scheduled?: boolean, future?: boolean}} day
 */
export function outcomeWords({ outcome = 'none', due, scheduled, future }) {
	if (outcome !== 'none') return OUTCOME_WORDS[outcome] ?? outcome;
	if (future) return 'upcoming';
	if (due === false || scheduled === false) return 'not due';
	return OUTCOME_WORDS.none;
}

// The partners' screens' words for days and moments: a day of the calendar (`2026-11-18`) or an
// instant (milliseconds) as a short date, the year added when it is not this one.
import { todayDay } from '../../core/store.js';

const SHORT = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const WITH_YEAR = new Intl.DateTimeFormat(undefined, {
	month: 'short',
	day: 'numeric',
	year: 'numeric',
	timeZone: 'UTC',
});

/**
 * A calendar day in words ("Nov 18", or "Jan 3, 2027" in another year than the user's today's).
 * @param {string} day yyyy-MM-dd
 */
export function dayWords(day) {
	const date = new Date(`${day}T00:00:00Z`);
	const year = (todayDay() ?? '').slice(0, 4);
	return (year && day.slice(0, 4) !== year ? WITH_YEAR : SHORT).format(date);
}

/**
 * An instant as the day it fell on here ("Nov 18").
 * @param {number} ms
 */
export function momentWords(ms) {
	const d = new Date(ms);
	const local = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
	return dayWords(local);
}

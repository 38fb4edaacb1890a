// Days are 'yyyy-MM-dd' strings in the user's calendar; arithmetic is done in UTC so no zone shifts them.

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** @type {Record<string, string>} */
export const WEEKDAY_SHORT = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };
/** @type {Record<string, string>} Weekday codes (mon…sun) to their names. */
export const WEEKDAY_LONG = {
	mon: 'Monday',
	tue: 'Tuesday',
	wed: 'Wednesday',
	thu: 'Thursday',
	fri: 'Friday',
	sat: 'Saturday',
	sun: 'Sunday',
};
/** @type {Record<string, string>} */
export const WEEKDAY_LETTER = { mon: 'M', tue: 'T', wed: 'W', thu: 'T', fri: 'F', sat: 'S', sun: 'S' };

/** @param {string} s */
export const parseDay = (s) => new Date(`${s}T00:00:00Z`);
/** @param {Date} d */
const dayString = (d) => d.toISOString().slice(0, 10);
/**
 * The day `n` days after `s`.
 * @param {string | null} s null only where a caller holds todayDay() un-narrowed (an invalid date then)
 * @param {number} n
 */
export const addDays = (s, n) => {
	const d = parseDay(/** @type {string} */ (s));
	d.setUTCDate(d.getUTCDate() + n);
	return dayString(d);
};
/** @param {string} s */
export const weekdayOf = (s) => WEEKDAYS[parseDay(s).getUTCDay()];
/**
 * @param {string} a
 * @param {string} b
 */
export const diffDays = (a, b) => Math.round((parseDay(a).getTime() - parseDay(b).getTime()) / 86400000);

/**
 * The 7 days of the week containing `day`, starting on `firstWeekday`.
 * @param {string} day
 */
export function weekOf(day, firstWeekday = 'mon') {
	const back = (WEEKDAYS.indexOf(weekdayOf(day)) - WEEKDAYS.indexOf(firstWeekday) + 7) % 7;
	const start = addDays(day, -back);
	return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** Weekday codes in display order starting on `firstWeekday`. */
export function orderedWeekdays(firstWeekday = 'mon') {
	const i = WEEKDAYS.indexOf(firstWeekday);
	return [...WEEKDAYS.slice(i), ...WEEKDAYS.slice(0, i)];
}

/** @param {Intl.DateTimeFormatOptions} opts */
const fmt = (opts) => new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', ...opts });
/** @param {string} s */
export const longDate = (s) => fmt({ weekday: 'long', month: 'short', day: 'numeric' }).format(parseDay(s));
/** @param {string} s */
export const shortDate = (s) => fmt({ month: 'short', day: 'numeric' }).format(parseDay(s));
/** @param {string} s */
export const monthTitle = (s) => fmt({ month: 'long', year: 'numeric' }).format(parseDay(s));
/** @param {string} s */
export const weekdayName = (s) => WEEKDAY_LONG[weekdayOf(s)];
/** @param {string} s */
export const monthStart = (s) => `${s.slice(0, 8)}01`;
/**
 * @param {string} s
 * @param {number} n
 */
export function addMonths(s, n) {
	const d = parseDay(monthStart(s));
	d.setUTCMonth(d.getUTCMonth() + n);
	return dayString(d);
}
/** @param {string} s */
export const daysInMonth = (s) => {
	const d = parseDay(monthStart(s));
	d.setUTCMonth(d.getUTCMonth() + 1);
	d.setUTCDate(0);
	return d.getUTCDate();
};

/**
 * "8:00 AM" from "08:00", in the user's locale.
 * @param {string} hhmm
 */
export function timeDisplay(hhmm) {
	const [h, m] = hhmm.split(':').map(Number);
	return fmt({ hour: 'numeric', minute: '2-digit' }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}

/**
 * "1 day", "3 days".
 * @param {number} n
 * @param {string} one
 * @param {string} [many]
 */
export const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/**
 * A number as the app shows it: whole, or to two decimals; nothing for no number.
 * @param {number | null | undefined} v
 */
export const num = (v) => (v == null ? '' : Number.isInteger(v) ? String(v) : String(Math.round(v * 100) / 100));

/**
 * A past day in words as seen from `today`: "Today", "Yesterday", the weekday within the week
 * ("Monday"), else the date ("Mon, Nov 3", with the year when it is another year's).
 * @param {string} day
 * @param {string | null} today
 */
export function dayInWords(day, today) {
	if (!today) return longDate(day);
	const ago = diffDays(today, day);
	if (ago === 0) return 'Today';
	if (ago === 1) return 'Yesterday';
	if (ago > 1 && ago < 7) return weekdayName(day);
	const sameYear = day.slice(0, 4) === today.slice(0, 4);
	return fmt(
		sameYear
			? { weekday: 'short', month: 'short', day: 'numeric' }
			: { month: 'short', day: 'numeric', year: 'numeric' },
	).format(parseDay(day));
}

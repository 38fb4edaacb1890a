// The habit detail's state: the habit, its year of history (GET /habits/{id}/history, the engine's
// when offline), the month the calendar shows, and the answers of writes patched into the history.

/** @typedef {import('../../api/types.js').Habit} Habit */
/**
 * What a write answered (or the day as it is painted at once): the check-in and, for today, the card.
 * @typedef {{checkIn?: {day?: string, state: string, value?: number | null, note?: string | null, mood?: string | null} | null, card?: {today: {state: string}}}} PatchAnswer
 */

/**
 * A day of the habit's history.
 * @typedef {{day: string, outcome: string, due?: boolean, value?: number | null, note?: string | null, mood?: string | null}} HistoryDay
 */
/**
 * The habit's history: its days and the summary of its statistics.
 * @typedef {{habit: Habit, days: HistoryDay[], summary?: HistorySummary}} DetailHistory
 */
/**
 * The history's summary: the server's words and numbers for the hero's quick statistics.
 * @typedef {{currentStreak?: number, streakLabel?: string, streakUnit?: string, strength?: number, monthRate: number, monthRateText?: string, totalCompletions?: number}} HistorySummary
 */

/**
 * Everything the detail's pieces share. `render` redraws the body (keeping focus on the same
 * control), `refresh` reads the history afresh, `onClose` asks the app to close the detail.
 * @typedef {object} DetailState
 * @property {string} habitId
 * @property {Habit | null} habit
 * @property {DetailHistory | null} history
 * @property {string} month the first day of the month the calendar shows
 * @property {string} start the first day of the history read
 * @property {string} today
 * @property {string} firstWeekday
 * @property {boolean} closed
 * @property {HTMLElement} screen
 * @property {() => void} render
 * @property {() => Promise<void>} refresh
 * @property {() => void} onClose
 */

/**
 * The habit, once known (the controls that act on it are drawn only then).
 * @param {DetailState} d
 * @returns {Habit}
 */
export const habitOf = (d) => /** @type {Habit} */ (d.habit);

/**
 * The history's days by day.
 * @param {DetailState} d
 * @returns {Map<string, HistoryDay>}
 */
export const byDay = (d) => new Map((d.history?.days ?? []).map((x) => [x.day, x]));

/**
 * Writes a check-in's answer (null: cleared) into the history's day.
 * @param {DetailState} d
 * @param {string} day
 * @param {PatchAnswer | null} res
 */
export function patchDay(d, day, res) {
	const history = d.history;
	if (!history) return;
	const ci = res?.checkIn;
	const x = history.days.find((y) => y.day === day);
	const outcome = ci ? (ci.day === d.today && res?.card ? res.card.today.state : ci.state) : 'none';
	const row = {
		day,
		outcome,
		due: x?.due ?? true,
		value: ci?.value ?? null,
		note: ci?.note ?? null,
		mood: ci?.mood ?? null,
	};
	if (x) Object.assign(x, row);
	else history.days.push(row);
}

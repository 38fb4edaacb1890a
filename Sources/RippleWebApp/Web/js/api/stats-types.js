// The shapes of the history and statistics answers (GET /habits/{id}/history, /history/matrix,
// /streaks/history, /statistics, /insights), for JSDoc types only: js/api/types.js names them too.
// Field names follow the schemas of Sources/RippleServer/OpenAPI/openapi.yaml; `Record<string, any>`
// stands where a schema leaves an object open.

/** @typedef {import('./types.js').Day} Day */
/** @typedef {import('./types.js').Habit} Habit */
/** @typedef {import('./types.js').Streak} Streak */

/**
 * A habit's days over a range (schema HabitHistory).
 * @typedef {{habit: Habit, days: {day: Day, outcome: string, due?: boolean, value?: number | null, note?: string | null, mood?: string | null, loggedMinute?: number | null}[], summary: {currentStreak?: number, longestStreak?: number, streakUnit?: 'day' | 'week', streakLabel?: string, monthRate?: number, monthPercent?: number, monthRateText?: string, monthDone?: number, monthDue?: number, totalCompletions?: number, strength?: number}}} HabitHistory
 */
/**
 * The consistency matrix: active habits by dates, descending (schema HistoryMatrix).
 * @typedef {{days: Day[], habits: {habit: Habit, cells: {day: Day, outcome: string, due?: boolean, beforeStart?: boolean, isToday?: boolean}[]}[]}} HistoryMatrix
 */
/**
 * Done / due per day (schema StreakHistory).
 * @typedef {{
 *   days: {day: Day, due: number, done: number, perfect: boolean, level?: number, state: string, sections: {section: string, title: string, due: number, done: number, complete: boolean}[]}[],
 *   month?: {month: string, start: Day, end: Day, firstWeekday: string, daysCompleted: number, daysCounted: number, perfectDays: number, completionRate: number, completionPercent: number, habitsDone: number, habitsDue: number, habitsPercent: number, previous?: string | null, next?: string | null} | null,
 * }} StreakHistory
 */
/**
 * Statistics over a range, with the ranges the plan offers (schema Statistics).
 * @typedef {{
 *   period: Period,
 *   ranges: {code: string, title?: string, locked: boolean, reason?: string | null}[],
 *   overview: {rate?: Rate, rateText?: string, trend?: {points: number, direction: 'up' | 'down' | 'flat', text: string} | null, daily?: DailyRate[], dailySummary?: {averagePercent: number, best: DailyRate, latest: DailyRate}, totals?: {habits: number, active: number, archived: number, completions: number, daysSinceFirstHabit: number, activeDays: number}, streak?: Streak | null},
 *   habits: HabitStatistics[],
 *   gradeScale: {grade?: string, minimumPercent?: number, rangeText?: string}[],
 * }} Statistics
 */
/**
 * A period of the statistics: its range code, title, first and last day, and words.
 * @typedef {{range: string, title: string, start: Day, end: Day, phrase: string}} Period
 */
/**
 * A completion rate with its words (schema Rate).
 * @typedef {{done: number, due: number, percent: number, text: string, daysText: string}} Rate
 */
/**
 * One day's rate (schema DailyRate).
 * @typedef {{day: Day, done: number, due: number, percent: number}} DailyRate
 */
/**
 * One habit's statistics over the period (schema HabitStatistics).
 * @typedef {{
 *   habit: Habit,
 *   rate: Rate,
 *   totalCompletions: number,
 *   streak?: Streak | null,
 *   timeline: {start: Day, end: Day, length: number, endedByMiss: boolean}[],
 *   bestStreak?: {run: {start: Day, end: Day, length: number, endedByMiss: boolean}, unit: 'day' | 'week', isCurrent: boolean, message: string} | null,
 *   strength: number,
 *   strengthSeries: {day: Day, value: number}[],
 *   consistency: {rate?: Rate, grade?: string | null, daysPerWeek?: number, text?: string},
 *   heatmap: {day: Day, state: string, isToday?: boolean}[],
 *   months: {month: string, due: number, percent?: number, fraction?: number}[],
 * }} HabitStatistics
 */
/**
 * The insights over a period (GET /insights), or the words for none.
 * @typedef {{period: Period, insights: Insight[], emptyText?: string | null}} Insights
 */
/**
 * One insight (schema Insight): its kind, words, figures, the habits it names, and its bars.
 * @typedef {{kind: string, title: string, text: string, detail?: string | null, locked: boolean, value?: number | null, progress?: number | null, day?: Day | null, habitIds: string[], bars: {label: string, habitId?: string | null, count: number, total: number, percent: number}[]}} Insight
 */

export {};

// The shapes of the history and statistics answers (GET /habits/{id}/history, /history/matrix,
// /streaks/history, /streaks/current, /stats, /insights), for JSDoc types only: js/api/types.js
// names them too. The history answers follow the schemas of
// Sources/RippleServer/OpenAPI/openapi.yaml (scripts/check-web-types holds them to it).

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
// The statistics and streak answers declared in Swift (Sources/RippleWire/Answers), whose types
// scripts/wire-schemas makes in wire-types.js.
/** @typedef {import('./wire-types.js').StreakHistory} StreakHistory */
/** @typedef {import('./wire-types.js').CurrentStreaks} CurrentStreaks */
/** @typedef {import('./wire-types.js').Statistics} Statistics */
/** @typedef {import('./wire-types.js').HabitStatisticsReport} HabitStatisticsReport */
/** @typedef {import('./wire-types.js').Period} Period */
/** @typedef {import('./wire-types.js').Rate} Rate */
/** @typedef {import('./wire-types.js').DailyRate} DailyRate */
/** @typedef {import('./wire-types.js').HabitStatistics} HabitStatistics */
/** @typedef {import('./wire-types.js').Insights} Insights */
/** @typedef {import('./wire-types.js').Insight} Insight */

export {};

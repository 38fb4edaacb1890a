// The shapes of the history and statistics answers (GET /habits/{id}/history, /history/matrix,
// /streaks/history, /streaks/current, /stats, /insights), for JSDoc types only: js/api/types.js
// names them too.
// The history, statistics and streak answers declared in Swift (Sources/RippleWire/Answers), whose
// types scripts/wire-schemas makes in wire-types.js.
/** @typedef {import('./wire-types.js').HabitHistory} HabitHistory */
/** @typedef {import('./wire-types.js').HistoryMatrix} HistoryMatrix */
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

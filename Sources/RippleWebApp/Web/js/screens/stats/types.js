// The shapes of the Statistics screen's answers (GET /stats, /habits/{id}/stats, /insights), for
// the JSDoc types of its modules (read by TypeScript only: no module imports this file at run time).
// Field names follow the schemas of Sources/RippleServer/OpenAPI/openapi.yaml.

/**
 * The range's period: its last day and its words ("this week", "Week").
 * @typedef {{end: string, phrase: string, title: string} & Record<string, any>} StatsPeriod
 */

/**
 * A rate: done of due, its percent and words ("77%", "23/30 days").
 * @typedef {{percent: number, done: number, due: number, text: string, daysText?: string}} StatsRate
 */

/**
 * A day of the range's daily line.
 * @typedef {{day: string, due: number, done: number, percent: number}} StatsDay
 */

/**
 * GET /stats `overview`: the rate and its trend, the daily line, the totals and the perfect days' streak.
 * @typedef {{
 *   rate: StatsRate,
 *   rateText: string,
 *   trend?: {direction: string, text: string} | null,
 *   daily: StatsDay[],
 *   dailySummary?: {averagePercent: number, best: {day: string, percent: number}, latest: {percent: number}} | null,
 *   totals: {habits: number, active: number, archived: number, completions: number, activeDays: number, daysSinceFirstHabit: number},
 *   streak?: {current: number, longest: number, unit: string} | null,
 * } & Record<string, any>} StatsOverview
 */

/**
 * One habit's line of GET /stats `habits`: its rate, streak, mini heatmap and months.
 * @typedef {{
 *   habit: import('../../api/types.js').Habit,
 *   rate: StatsRate,
 *   streak?: {current: number, longest: number, label: string} | null,
 *   heatmap: {day: string, state: string}[],
 *   months?: {month: string, percent: number | null, fraction: number | null}[],
 * } & Record<string, any>} HabitLine
 */

/**
 * GET /stats.
 * @typedef {{overview: StatsOverview, period: StatsPeriod, habits: HabitLine[]} & Record<string, any>} StatsAnswer
 */

/**
 * An insight of GET /insights (or a habit's): the engine's words, its chart's bars and the habits
 * it names; a locked one carries its reason as its text.
 * @typedef {{
 *   kind: string,
 *   title: string,
 *   text: string,
 *   locked?: boolean,
 *   detail?: string | null,
 *   value?: number | null,
 *   progress?: number | null,
 *   habitIds: string[],
 *   bars: {label: string, percent: number, count?: number, total?: number}[],
 * } & Record<string, any>} Insight
 */

/**
 * A streak's run: its first and last day, its length and whether a miss ended it.
 * @typedef {{start: string, end: string, length: number, endedByMiss: boolean}} StreakRun
 */

/**
 * GET /habits/{id}/stats `statistics`: the rate, the strength and its series, the consistency
 * grade, the streak, the best streak and the streaks' timeline.
 * @typedef {{
 *   habit: import('../../api/types.js').Habit,
 *   rate: StatsRate,
 *   strength: number,
 *   strengthSeries: {day: string, value: number}[],
 *   consistency: {grade?: string | null, rate: StatsRate, text: string},
 *   streak?: {unit: string} & Record<string, any> | null,
 *   bestStreak?: {unit: string, isCurrent: boolean, run: StreakRun, message: string} | null,
 *   timeline: StreakRun[],
 * } & Record<string, any>} HabitStatistics
 */

/**
 * GET /habits/{id}/stats.
 * @typedef {{statistics: HabitStatistics, insights: Insight[], gradeScale: {grade: string, rangeText: string}[], period: StatsPeriod}} HabitStatsAnswer
 */

export {};

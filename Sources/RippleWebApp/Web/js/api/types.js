// The shapes of the API's answers and arguments, for the JSDoc types of the client's modules
// (read by TypeScript only: no module imports this file at run time). Those written here follow
// the schemas of Sources/RippleServer/OpenAPI/openapi.yaml (scripts/check-web-types holds them to
// it); `Record<string, any>` stands only where a schema leaves an object open.

/**
 * A day in the user's calendar, `yyyy-MM-dd`.
 * @typedef {string} Day
 */
// The answers declared in Swift (Sources/RippleWire/Answers), whose types scripts/wire-schemas
// makes in wire-types.js; named here, with the others.
/** @typedef {import('./wire-types.js').Habit} Habit */
/**
 * A Today card (the wire's Card), with `pending` on a card this app predicted and the server has
 * not answered yet.
 * @typedef {import('./wire-types.js').Card & {pending?: boolean}} Card
 */
/** @typedef {import('./wire-types.js').Today} Today */
/** @typedef {import('./wire-types.js').TodaySection} TodaySection */
/** @typedef {import('./wire-types.js').AtRisk} AtRisk */
/** @typedef {import('./wire-types.js').GraceBanner} GraceBanner */
/** @typedef {import('./wire-types.js').TodayLayout} TodayLayout */
/** @typedef {import('./wire-types.js').CheckInWrite} CheckInAnswer */
/** @typedef {import('./wire-types.js').Summary} Summary */
/** @typedef {import('./wire-types.js').HabitBrief} HabitBrief */
/** @typedef {import('./wire-types.js').Celebration} Celebration */
/** @typedef {import('./wire-types.js').Streak} Streak */
/** @typedef {import('./wire-types.js').Message} CoachMessage */
/** @typedef {import('./wire-types.js').Goal} Goal */
/** @typedef {import('./wire-types.js').GoalCheck} GoalCheck */
/** @typedef {import('./wire-types.js').RoadmapPreview} RoadmapPreview */
/** @typedef {import('./wire-types.js').GoalMoveResult} GoalMoveResult */
/** @typedef {import('./wire-types.js').CoachWeek} CoachWeek */
/** @typedef {import('./wire-types.js').CoachWeekStage} CoachWeekStage */
/** @typedef {import('./wire-types.js').ReviewOption} ReviewOption */
/** @typedef {import('./wire-types.js').Recalibration} Recalibration */
/** @typedef {import('./wire-types.js').Meta} Meta */
/** @typedef {import('./wire-types.js').MetaPlan} MetaPlan */
/** @typedef {import('./wire-types.js').MetaCalendar} MetaCalendar */
/** @typedef {import('./wire-types.js').PlanCheck} PlanCheck */
/** @typedef {import('./wire-types.js').NamedColor} NamedColor */
/** @typedef {import('./wire-types.js').ServerInfo} ServerInfo */
/** @typedef {import('./wire-types.js').User} User */
/** @typedef {import('./wire-types.js').SignedIn} SignedIn */
/** @typedef {import('./wire-types.js').AuthStatus} AuthStatus */
/** @typedef {import('./wire-types.js').AccessToken} AccessToken */
/** @typedef {import('./wire-types.js').AccessTokenList} AccessTokenList */
/** @typedef {import('./wire-types.js').LicenceStatus} LicenceStatus */
/** @typedef {import('./wire-types.js').Licence} Licence */
/** @typedef {import('./wire-types.js').ImportSummary} ImportSummary */
/** @typedef {import('./wire-types.js').Changes} Changes */
/** @typedef {import('./wire-types.js').ClearedCheckIn} ClearedCheckIn */
/** @typedef {import('./wire-types.js').SchedulePreview} SchedulePreview */
/** @typedef {import('./wire-types.js').NotificationPreferences} NotificationPreferences */
/** @typedef {import('./wire-types.js').PushKey} PushKey */
/** @typedef {import('./wire-types.js').PushSubscribed} PushSubscribed */
/** @typedef {import('./wire-types.js').PushTest} PushTest */
/** @typedef {import('./wire-types.js').CalendarToken} CalendarToken */
/** @typedef {import('./wire-types.js').CalendarFeedStatus} CalendarFeedStatus */
/** @typedef {import('./wire-types.js').AppLockStatus} AppLockStatus */
/**
 * A day of the week's code (the API document's Weekday).
 * @typedef {'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat'} Weekday
 */
/**
 * A time-of-day section (the API document's DaySection).
 * @typedef {'morning' | 'afternoon' | 'evening' | 'anytime'} DaySection
 */
/**
 * A check-in as stored (schema CheckIn).
 * @typedef {{habitId: string, day: Day, state: 'done' | 'skipped' | 'missed', value?: number | null, note?: string | null, mood?: 'great' | 'good' | 'okay' | 'bad' | null, loggedMinute?: number | null, updatedAt: number}} CheckIn
 */
/**
 * What a habit measures (the API document's Measure, a oneOf): a numeric one has a target, a unit
 * and a target kind.
 * @typedef {{kind: 'boolean' | 'numeric', target?: number, unit?: string, targetKind?: 'at_least' | 'at_most'}} Measure
 */
/**
 * A reminder's time and days (schema Reminder).
 * @typedef {{time: string, weekdays?: string[]}} Reminder
 */
/**
 * What a check-in holds: `state` is done | skipped | missed (a value may make it partial).
 * @typedef {{state: string, value?: number | null, note?: string | null, mood?: string | null}} CheckInEntry
 */
/**
 * When a write was made, kept when it is sent later (offline replay): milliseconds since 1970 and
 * the minute of the user's day it was logged at.
 * @typedef {{updatedAt?: number, loggedMinute?: number}} WriteTime
 */
/** @typedef {import('./wire-types.js').Category} Category */
/**
 * A category as a backup holds it, and `/changes` sends it (schema StoredCategory).
 * @typedef {{id: string, name: string, color: string, icon?: string, sortOrder: number}} StoredCategory
 */
/**
 * A habit as a backup holds it, and `/changes` sends it: no derived text (schema StoredHabit).
 * @typedef {{id: string, name: string, description: string, color: string, icon: string, categoryId?: string | null, schedule: Schedule, measure: Measure, reminders: Reminder[], archived: boolean, sortOrder: number, createdDay: Day, createdAt: number, updatedAt: number}} StoredHabit
 */
/**
 * @typedef {{timeZone?: string, firstWeekday?: string, dayStartHour?: number, theme?: 'light' | 'dark' | 'auto', accent?: string, celebrations?: string, showStreaks?: boolean, haptics?: boolean, tier?: string, tierExpires?: string | null, onboardingDone?: boolean}} Settings
 */
// The history and statistics answers live in js/api/stats-types.js; named here too, with the others.
/** @typedef {import('./stats-types.js').HabitHistory} HabitHistory */
/** @typedef {import('./stats-types.js').HistoryMatrix} HistoryMatrix */
/** @typedef {import('./stats-types.js').StreakHistory} StreakHistory */
/** @typedef {import('./stats-types.js').Statistics} Statistics */
/** @typedef {import('./stats-types.js').Period} Period */
/** @typedef {import('./stats-types.js').Rate} Rate */
/** @typedef {import('./stats-types.js').DailyRate} DailyRate */
/** @typedef {import('./stats-types.js').HabitStatistics} HabitStatistics */
/** @typedef {import('./stats-types.js').Insights} Insights */
/** @typedef {import('./stats-types.js').Insight} Insight */
/**
 * A downloaded attachment: its bytes and the file name the server gave (null when none).
 * @typedef {{blob: Blob, name: string | null}} Download
 */

/**
 * A write to keep in the outbox when the server cannot be reached (js/core/outbox.js); the request then
 * resolves with null and the write is replayed later by js/core/sync.js.
 * @typedef {{habitId: string, day: string, entry: CheckInEntry | null, updatedAt: number, loggedMinute: number, tap?: Tap}} QueuedWrite
 */

/**
 * A "+1" tap as the server counts it: the device's name for it (a random id) and how much it adds.
 * @typedef {{id: string, amount: number}} Tap
 */

/** @typedef {import('./request.js').RequestOptions} RequestOptions */

export {};

// The coach (schemas GoalDraft … Reflection).
/**
 * One of a habit's six schedule kinds, with the fields that kind needs (schema Schedule).
 * @typedef {{kind: 'daily'} | {kind: 'weekdays', weekdays: string[]} | {kind: 'times_per_week', times: number} | {kind: 'every_n_days', every: number, start: Day} | {kind: 'times_in_days', times: number, days: number} | {kind: 'month_days', days: number[]}} Schedule
 */
/**
 * An amount with its unit (schema Quantity); a bedtime or wake time is minutes after midnight.
 * @typedef {{amount: number, unit: string}} Quantity
 */
/**
 * A week's stage of a roadmap (schema Stage); `dose` is how much it asks.
 * @typedef {{
 *   week: number,
 *   phase: 'foundation' | 'building' | 'mastery',
 *   title: string,
 *   habit: {name: string, action: string, schedule: Schedule, measure?: {kind: string, target?: number, targetKind?: string, unit?: string}},
 *   criterion: number,
 *   rationale: string,
 *   tips: string[],
 *   status?: 'upcoming' | 'current' | 'completed' | 'repeated' | 'recalibrated',
 *   level?: number,
 *   dose?: {amount: number, unit: string, daysPerWeek: number, freeDays?: number, text?: string} | null,
 *   consolidation?: boolean,
 *   edited?: boolean,
 *   weeks?: number,
 *   stepBack?: boolean,
 *   firstWeek?: number,
 *   ownAction?: boolean,
 * }} Stage
 */
/**
 * The planner's weekly stages for a goal (schema Roadmap).
 * @typedef {{
 *   version: number,
 *   stages: Stage[],
 *   difficulty: 'gentle' | 'standard',
 *   domain: string,
 *   planner: {name: string, version: number},
 *   createdDay: Day,
 *   change: string,
 *   target?: Quantity | null,
 *   baseline?: Quantity | null,
 *   finish?: Quantity | null,
 *   reachesTarget?: boolean,
 *   advice?: string | null,
 *   summary?: string,
 *   variant?: string,
 *   safety?: string[],
 *   suggestedWeeks?: number | null,
 *   weeks?: number,
 * }} Roadmap
 */
/**
 * What a goal is about, as the planner reads it (the API document's Domain).
 * @typedef {string} Domain
 */
/**
 * Which alternative of a roadmap (the API document's RoadmapVariant).
 * @typedef {'standard' | 'gentler' | 'bolder' | 'shorter'} RoadmapVariant
 */
/**
 * The wizard's answers (schema GoalDraft).
 * @typedef {{what: string, why?: string, timelineWeeks?: number, targetDay?: Day, pastAttempts?: {triedBefore: boolean, obstacles?: string[] | null, otherText?: string | null}, reminderTime?: string, roadmap?: Roadmap, baseline?: number | null, variant?: string}} GoalDraft
 */
/**
 * The engine's whole state of a goal, as stored (schema CoachState).
 * @typedef {{
 *   goal: {id: string, what: string, why: string, timelineWeeks?: number, targetDay?: Day, pastAttempts: {triedBefore: boolean, obstacles: string[], otherText: string}, status: string, pauseMode?: string | null, resumeDay?: Day | null, finishedDay?: Day | null, habitId: string, startDay: Day, baseline?: number},
 *   roadmaps: Roadmap[],
 *   currentIndex: number,
 *   stageStart: Day,
 *   stageWeek?: number,
 *   spans: CoachSpan[],
 *   pauses: CoachPause[],
 *   weeks: JudgedWeek[],
 * }} CoachState
 */
/**
 * A judged week as the goal's state keeps it (schema CoachState.weeks).
 * @typedef {{weekStart: Day, roadmapVersion: number, stageIndex: number, verdict: string, done: number, required: number}} JudgedWeek
 */
/**
 * A span of days a stage's habit ran, as the goal's state keeps it (schema CoachState.spans).
 * @typedef {{from: Day, roadmapVersion: number, stageIndex: number, habit: Stage['habit'], criterion: number}} CoachSpan
 */
/**
 * A pause as the goal's state keeps it (schema CoachState.pauses).
 * @typedef {{mode: string, resumeDay?: Day, from: Day, through?: Day}} CoachPause
 */
/**
 * A week's reflection on a goal (schema Reflection).
 * @typedef {{id: string, goalId: string, stage: number, day: Day, worked: string, hard: string, createdAt: number}} Reflection
 */

/**
 * Current and longest streaks per habit, of perfect days and of each time-of-day section (GET /streaks/current).
 * @typedef {{
 *   habits: {habitId: string, name: string, current: number, longest: number, unit: 'day' | 'week', lastCompletedDay?: Day | null, atRisk: boolean, hoursLeft?: number | null}[],
 *   perfectDays: Streak,
 *   sections?: {section: string, title: string, current: number, longest: number, lastCompletedDay?: Day | null, atRisk: boolean}[],
 * }} CurrentStreaks
 */

// The shapes of the API's answers and arguments, for the JSDoc types of the client's modules
// (read by TypeScript only: no module imports this file at run time). Field names follow the
// schemas of Sources/RippleServer/OpenAPI/openapi.yaml; `Record<string, any>` leaves the rest open.

/**
 * A day in the user's calendar, `yyyy-MM-dd`.
 * @typedef {string} Day
 */
/**
 * A habit as the API describes it (schema Habit).
 * @typedef {{id: string, name: string, color: string, icon: string, archived: boolean, measure?: {kind: string, target?: number, targetKind?: string, unit?: string}, scheduleText?: string} & Record<string, any>} Habit
 */
/**
 * A Today card: the habit with today's entry, week, streak and tier (schema TodayCard).
 * @typedef {{habit: Habit, today: {state: string, value?: number | null, note?: string | null, mood?: string | null}, dueToday: boolean} & Record<string, any>} Card
 */
/**
 * The Today screen as the engine decides it (schema Today).
 * @typedef {{day: Day, sections: {cards: Card[]} & Record<string, any>[], summary?: {done: number, due: number, ratio: number}, settings?: Settings, habitCount?: number} & Record<string, any>} Today
 */
/**
 * The answer to a check-in write: the card after it, the day's summary, a perfect day.
 * @typedef {{card?: Card, checkIn?: CheckInEntry, summary?: Today['summary'], perfectDay?: unknown} & Record<string, any>} CheckInAnswer
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
/**
 * @typedef {{id: string, name: string} & Record<string, any>} Category
 */
/**
 * @typedef {{timeZone?: string, tier?: string, celebrations?: string, showStreaks?: boolean, onboardingDone?: boolean} & Record<string, any>} Settings
 */
/**
 * A habit's days over a range (schema HabitHistory).
 * @typedef {{days: {day: Day, outcome: string, note?: string | null} & Record<string, any>[]} & Record<string, any>} HabitHistory
 */
/**
 * The consistency matrix: active habits by dates, descending (schema HistoryMatrix).
 * @typedef {{habits: {habit: Habit, cells: {day: Day} & Record<string, any>[]}[]} & Record<string, any>} HistoryMatrix
 */
/**
 * Done / due per day (schema StreakHistory).
 * @typedef {{days: {day: Day} & Record<string, any>[]} & Record<string, any>} StreakHistory
 */
/**
 * Statistics over a range, with the ranges the plan offers (schemas Statistics, HabitStatistics).
 * @typedef {{ranges?: {code: string, locked: boolean, reason?: string | null}[]} & Record<string, any>} Statistics
 */
/**
 * @typedef {{insights: object[], emptyText?: string} & Record<string, any>} Insights
 */
/**
 * What a restore or an import brought in (schema ImportSummary).
 * @typedef {Record<string, any>} ImportSummary
 */
/**
 * What changed after a change sequence (schema Changes): rows as the backup encodes them, the
 * check-in tombstones, and `sequence`, the next `since`; `reset` when it holds everything.
 * @typedef {{sequence: number, reset: boolean, settings?: object, categories: object[], habits: object[], checkIns: object[], clearedCheckIns: {habitId: string, day: string, updatedAt: number}[]}} Changes
 */
/**
 * A downloaded attachment: its bytes and the file name the server gave (null when none).
 * @typedef {{blob: Blob, name: string | null}} Download
 */
/**
 * The signed-in account (schema User); `createdAt` in milliseconds since 1970.
 * @typedef {{id: string, email: string, isAdmin: boolean, timeZone: string, createdAt: number}} User
 */
/**
 * Whether accounts are on, who may sign up (open | invite | closed) and whether this browser is
 * signed in (schema AuthStatus).
 * @typedef {{accounts: boolean, registration?: string, signedIn: boolean}} AuthStatus
 */
/**
 * The plan the user's licences give today and the licences held (schema LicenceStatus).
 * @typedef {{plans: string, tier: string, premium: boolean, activeUntil: string | null, notice: string | null, purchaseUrl: string | null, licences: {tier: string, holder: string, issued: string, expires: string | null}[]}} LicenceStatus
 */
/**
 * A personal access token (schema AccessToken): `token`, its secret, only when just made; `scope`
 * `full`, or `widget` (may only read Today and the plan).
 * @typedef {{id: string, name: string, createdAt: number, lastUsedAt?: number, scope: 'full' | 'widget', token?: string}} AccessToken
 */

/**
 * A write to keep in the outbox when the server cannot be reached (js/core/outbox.js); the request then
 * resolves with null and the write is replayed later by js/core/sync.js.
 * @typedef {{habitId: string, day: string, entry: object | null, updatedAt: number, loggedMinute: number}} QueuedWrite
 */

/**
 * How js/api/request.js sends a request and reads its answer.
 * @typedef {object} RequestOptions
 * @property {Record<string, unknown>} [query] query parameters (null, undefined and '' are left out)
 * @property {unknown} [body] sent as JSON, or as it is when a Blob/ArrayBuffer/string with `raw`
 * @property {boolean} [raw] send `body` as it is (a file's bytes or text) instead of JSON
 * @property {'json' | 'text' | 'file'} [as] how to read the answer (default JSON; `file` = {blob, name})
 * @property {QueuedWrite} [queue] queue this write in the outbox when offline instead of failing
 * @property {boolean} [keepalive] let the request outlive the page (a delete sent on pagehide)
 * @property {string} [offlineText] the error's message when the server cannot be reached
 */

export {};

/**
 * A draft schedule in the engine's words and its due days over the next 14 days (POST /schedules/preview).
 * @typedef {{scheduleText: string, flexible: boolean, days: {day: Day, weekday: string, due: boolean}[]}} SchedulePreview
 */

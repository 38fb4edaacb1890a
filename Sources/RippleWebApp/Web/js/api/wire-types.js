// Made by scripts/wire-schemas from the answers declared in Sources/RippleWire/Answers: do
// not edit. Tests/RippleWireTests fails when this file is not what they declare.
/** @typedef {import('./types.js').CheckIn} CheckIn */
/** @typedef {import('./types.js').CoachState} CoachState */
/** @typedef {import('./types.js').DaySection} DaySection */
/** @typedef {import('./types.js').Domain} Domain */
/** @typedef {import('./types.js').Measure} Measure */
/** @typedef {import('./types.js').Quantity} Quantity */
/** @typedef {import('./types.js').Reflection} Reflection */
/** @typedef {import('./types.js').Reminder} Reminder */
/** @typedef {import('./types.js').Roadmap} Roadmap */
/** @typedef {import('./types.js').RoadmapVariant} RoadmapVariant */
/** @typedef {import('./types.js').Schedule} Schedule */
/** @typedef {import('./types.js').Settings} Settings */
/** @typedef {import('./types.js').Stage} Stage */
/** @typedef {import('./types.js').StoredCategory} StoredCategory */
/** @typedef {import('./types.js').StoredHabit} StoredHabit */
/** @typedef {import('./types.js').Weekday} Weekday */

/**
 * The Today screen as the engine decides it
 * @typedef {{
 *   day: string,
 *   dateTitle: string,
 *   summary: Summary,
 *   perfectDay: boolean,
 *   sections: TodaySection[],
 *   atRisk: AtRisk[],
 *   graceBanner?: GraceBanner,
 *   notDueToday: HabitBrief[],
 *   tomorrow: DueTomorrow,
 *   perfectDays: Streak,
 *   settings: Settings,
 *   calm: boolean,
 *   streaksVisible: boolean,
 *   habitCount: number,
 * }} Today
 */

/**
 * What a check-in written or cleared answers; `ripple done|skip|no|undo --json` prints the same, and the engine in the browser answers the same for a write kept offline
 * @typedef {{
 *   day: string,
 *   checkIn?: CheckIn,
 *   applied: boolean,
 *   card: Card,
 *   summary: Summary,
 *   perfectDay: boolean,
 *   celebration: Celebration,
 *   perfectDays: Streak,
 *   message: string,
 *   coachMessage?: Message,
 *   todayLayout?: TodayLayout,
 * }} CheckInWrite
 */

/**
 * A habit as the API answers it: what is stored, with its schedule in words
 * @typedef {{
 *   id: string,
 *   name: string,
 *   description: string,
 *   color: string,
 *   icon: string,
 *   categoryId: string | null,
 *   schedule: Schedule,
 *   measure: Measure,
 *   reminders: Reminder[],
 *   archived: boolean,
 *   sortOrder: number,
 *   createdDay: string,
 *   createdAt: number,
 *   updatedAt: number,
 *   scheduleText: string,
 *   streakUnit: 'day' | 'week',
 *   valueEntry?: ValueEntry,
 * }} Habit
 */

/**
 * Statistics over a range, with the ranges the plan offers
 * @typedef {{
 *   period: Period,
 *   ranges: RangeOption[],
 *   overview: Overview,
 *   habits: HabitStatistics[],
 *   gradeScale: Grade[],
 * }} Statistics
 */

/**
 * One habit's statistics over a range, with its insights
 * @typedef {{
 *   period: Period,
 *   statistics: HabitStatistics,
 *   insights: Insight[],
 *   gradeScale: Grade[],
 * }} HabitStatisticsReport
 */

/**
 * The insights over a range
 * @typedef {{
 *   period: Period,
 *   insights: Insight[],
 *   emptyText?: string,
 * }} Insights
 */

/**
 * Every active habit's streak, the perfect-days streak and each time-of-day section's
 * @typedef {{
 *   habits: HabitStreak[],
 *   perfectDays: Streak,
 *   sections: SectionStreak[],
 * }} CurrentStreaks
 */

/**
 * Done and due per day, with a month's statistics when one month was asked for
 * @typedef {{
 *   days: StreakDay[],
 *   month?: StreakMonth,
 * }} StreakHistory
 */

/**
 * A habit's days over a range, with its streak and this month's rate
 * @typedef {{
 *   habit: Habit,
 *   days: HistoryDay[],
 *   summary: HistorySummary,
 * }} HabitHistory
 */

/**
 * The consistency matrix: active habits by days
 * @typedef {{
 *   days: string[],
 *   habits: HistoryRow[],
 * }} HistoryMatrix
 */

/**
 * Habits in the user's order
 * @typedef {{
 *   habits: Habit[],
 * }} HabitList
 */

/**
 * The user's categories, in their order
 * @typedef {{
 *   categories: Category[],
 * }} CategoryList
 */

/**
 * The server is up
 * @typedef {{
 *   status: 'ok',
 * }} Health
 */

/**
 * What a client must not hard-code, as the engine has it
 * @typedef {{
 *   calendar: MetaCalendar,
 *   plan: MetaPlan,
 *   display: MetaDisplay,
 *   textLimits: TextLimits,
 *   scheduleLimits: ScheduleLimits,
 *   scheduleKinds: ScheduleKindOption[],
 *   targetKinds: TargetKindOption[],
 *   palette: Palette,
 *   statsRanges: RangeOption[],
 *   milestones: number[],
 *   server: ServerInfo,
 * }} Meta
 */

/**
 * Whether accounts are on, who may sign up, and whether signed in
 * @typedef {{
 *   accounts: boolean,
 *   registration?: 'open' | 'invite' | 'closed',
 *   signedIn: boolean,
 * }} AuthStatus
 */

/**
 * The account just registered or signed in
 * @typedef {{
 *   user: User,
 * }} SignedIn
 */

/**
 * An account (never its password)
 * @typedef {{
 *   id: string,
 *   email: string,
 *   isAdmin: boolean,
 *   timeZone: string,
 *   createdAt: number,
 * }} User
 */

/**
 * An access token and the refresh token to get the next one with
 * @typedef {{
 *   accessToken: string,
 *   tokenType: 'Bearer',
 *   expiresIn: number,
 *   refreshToken: string,
 * }} TokenPair
 */

/**
 * The account's live personal access tokens, oldest first
 * @typedef {{
 *   tokens: AccessToken[],
 * }} AccessTokenList
 */

/**
 * A personal access token
 * @typedef {{
 *   id: string,
 *   name: string,
 *   createdAt: number,
 *   lastUsedAt?: number,
 *   scope: 'full' | 'widget' | 'checkin',
 *   token?: string,
 *   habits?: string[],
 * }} AccessToken
 */

/**
 * An invite code, good for one account until it expires
 * @typedef {{
 *   code: string,
 *   expiresAt: number,
 * }} Invite
 */

/**
 * The plan the user's licences give today, and the licences
 * @typedef {{
 *   plans: 'on' | 'off' | 'choose',
 *   tier: 'free' | 'premium' | 'premium_plus',
 *   premium: boolean,
 *   activeUntil: string | null,
 *   notice: string | null,
 *   purchaseUrl: string | null,
 *   licences: Licence[],
 * }} LicenceStatus
 */

/**
 * A draft schedule in words and its due days over the next 14 days
 * @typedef {{
 *   scheduleText: string,
 *   flexible: boolean,
 *   days: SchedulePreviewDay[],
 * }} SchedulePreview
 */

/**
 * What changed after a change sequence, as a backup holds it
 * @typedef {{
 *   sequence: number,
 *   reset: boolean,
 *   settings?: Settings,
 *   categories: StoredCategory[],
 *   habits: StoredHabit[],
 *   checkIns: CheckIn[],
 *   clearedCheckIns: ClearedCheckIn[],
 * }} Changes
 */

/**
 * What a restore or an import wrote
 * @typedef {{
 *   habits: number,
 *   checkIns: number,
 *   names: string[],
 *   archived: string[],
 *   droppedCategories?: string[],
 *   skipped?: string[],
 *   adjusted?: string[],
 * }} ImportSummary
 */

/**
 * What importing a file would add, writing nothing: its app, its habits, and any choice to make
 * @typedef {{
 *   format: string,
 *   formatName: string,
 *   carries: string,
 *   summary: ImportSummary,
 *   habits: ImportedHabit[],
 *   start?: string,
 *   end?: string,
 *   csv?: ImportCSV,
 *   needs?: ImportNeed,
 * }} ImportPreview
 */

/**
 * The server's VAPID public key (uncompressed P-256, base64url)
 * @typedef {{
 *   publicKey: string,
 * }} PushKey
 */

/**
 * The endpoint of the push subscription just stored
 * @typedef {{
 *   endpoint: string,
 * }} PushSubscribed
 */

/**
 * How many of the user's subscriptions took the test notification
 * @typedef {{
 *   delivered: number,
 * }} PushTest
 */

/**
 * Which notifications the user gets
 * @typedef {{
 *   enabled: boolean,
 *   habitReminders: boolean,
 *   streakReminder: boolean,
 *   streakReminderTime: string | null,
 *   milestones: boolean,
 *   motivation: boolean,
 *   weeklySummary: boolean,
 * }} NotificationPreferences
 */

/**
 * A habit reminder snoozed for an hour
 * @typedef {{
 *   habitId: string,
 *   reminderTime: string,
 *   snoozes: number,
 *   remaining: number,
 *   remindAt: string,
 * }} Snooze
 */

/**
 * The calendar feed's token and path, shown once
 * @typedef {{
 *   token: string,
 *   path: string,
 * }} CalendarToken
 */

/**
 * Whether the user has a calendar feed
 * @typedef {{
 *   exists: boolean,
 * }} CalendarFeedStatus
 */

/**
 * When the web app's lock was last asked to reset
 * @typedef {{
 *   resetAt: number | null,
 * }} AppLockStatus
 */

/**
 * What went wrong, in the API's one error shape
 * @typedef {{
 *   error: ErrorDetail,
 * }} Error
 */

/**
 * The user's coached goals, oldest first
 * @typedef {{
 *   goals: Goal[],
 * }} GoalList
 */

/**
 * A goal after a move, and what the coach says of it
 * @typedef {{
 *   goal: Goal,
 *   message: Message,
 *   effectiveFrom: string,
 *   celebrateExtra: boolean,
 * }} GoalMoveResult
 */

/**
 * Whether a goal is specific enough, and what to ask if not
 * @typedef {{
 *   ok: boolean,
 *   domain: Domain,
 *   questions: ClarifyingQuestion[],
 *   timelineAdvice?: TimelineAdvice,
 *   baselineQuestion: BaselineQuestion,
 *   target?: Quantity,
 * }} GoalCheck
 */

/**
 * A roadmap for a draft goal, and the planner that made it
 * @typedef {{
 *   roadmap: Roadmap,
 *   planner: string,
 *   fallbackReason?: string,
 *   endDay: string,
 *   variant: RoadmapVariant,
 *   variantLabel: string,
 *   nextVariant: RoadmapVariant,
 * }} RoadmapPreview
 */

/**
 * A previewed roadmap with one stage moved
 * @typedef {{
 *   roadmap: Roadmap,
 * }} PreviewOrder
 */

/**
 * A previewed roadmap with the person's stage edits laid on
 * @typedef {{
 *   roadmap: Roadmap,
 *   kept: number[],
 *   dropped: number[],
 *   notes: PreviewEditNote[],
 * }} PreviewEdits
 */

/**
 * A goal's week: its days, what it asks, and once over, its review
 * @typedef {{
 *   weekStart: string,
 *   weekEnd: string,
 *   stageIndex: number,
 *   roadmapVersion: number,
 *   criterion: number,
 *   days: CoachWeekDay[],
 *   done: number,
 *   required: number,
 *   needed: number,
 *   pattern: 'ahead' | 'on_track' | 'open' | 'behind' | 'met_early' | 'exceeded',
 *   progressText: string,
 *   askText: string,
 *   yesValues: Record<string, number>,
 *   verdict?: 'met' | 'borderline' | 'not_met' | 'rested' | 'not_judged',
 *   message: Message,
 *   review?: WeekReview,
 *   welcomeBack?: WelcomeBack,
 *   stage?: CoachWeekStage,
 *   achievement?: string,
 *   nextStage?: CoachWeekStage,
 * }} CoachWeek
 */

/**
 * A proposed roadmap, what it changes and where it ends
 * @typedef {{
 *   basedOnVersion: number,
 *   revision: number,
 *   proposed: Roadmap,
 *   changes: string[],
 *   oldEndDay: string,
 *   newEndDay: string,
 *   message: Message,
 *   insights: LogInsight[],
 * }} Recalibration
 */

/**
 * A goal's reflections, oldest first
 * @typedef {{
 *   reflections: Reflection[],
 * }} ReflectionList
 */

/**
 * Habit templates to start from, by area of life
 * @typedef {{
 *   areas: TemplateArea[],
 * }} TemplateGallery
 */

/**
 * A routine to share: habit definitions only, no check-ins, notes or ids
 * @typedef {{
 *   format: 'ripple-routine',
 *   version: number,
 *   name: string,
 *   habits: HabitDefinition[],
 * }} RoutineFile
 */

/**
 * What a search found: habits, categories, check-in notes and the coach's reflections
 * @typedef {{
 *   query: string,
 *   words: string[],
 *   habits: SearchHabitHit[],
 *   categories: SearchCategoryHit[],
 *   notes: SearchNoteHit[],
 *   reflections: SearchReflectionHit[],
 *   truncated: boolean,
 * }} SearchResults
 */

/**
 * A habit's notes, newest first, narrowed by a search and a mood
 * @typedef {{
 *   habitId: string,
 *   notes: HabitNote[],
 *   moods: MoodCount[],
 * }} HabitNotes
 */

/**
 * The account's webhook endpoints, oldest first
 * @typedef {{
 *   webhooks: Webhook[],
 *   events: WebhookEvent[],
 *   limit: number,
 * }} WebhookList
 */

/**
 * A webhook endpoint made, with its secret (shown once)
 * @typedef {{
 *   webhook: Webhook,
 *   secret: string,
 * }} WebhookCreated
 */

/**
 * A webhook endpoint after a change
 * @typedef {{
 *   webhook: Webhook,
 * }} WebhookAnswer
 */

/**
 * A webhook endpoint's latest deliveries (at most 50), newest first
 * @typedef {{
 *   deliveries: WebhookDelivery[],
 * }} WebhookDeliveryList
 */

/**
 * A webhook message queued
 * @typedef {{
 *   delivery: WebhookDelivery,
 * }} WebhookDeliveryAnswer
 */

/**
 * The habits linked to health measures, and the choices
 * @typedef {{
 *   links: HealthLink[],
 *   measures: HealthChoice[],
 *   workoutTypes: HealthChoice[],
 * }} HealthLinks
 */

/**
 * A habit linked to a health measure by a rule
 * @typedef {{
 *   habitId: string,
 *   habitName: string,
 *   measure: string,
 *   threshold: number,
 *   workoutType: string | null,
 *   sentence: string,
 *   imported: number,
 * }} HealthLink
 */

/**
 * What a health export added: check-ins on days the rules held
 * @typedef {{
 *   source: 'Apple Health' | 'Google Fit',
 *   daysRead: number,
 *   recordsSkipped: number,
 *   firstDay: string | null,
 *   lastDay: string | null,
 *   added: number,
 *   habits: HealthImportHabit[],
 * }} HealthImport
 */

/**
 * Your partners, what you share with each, and invitations
 * @typedef {{
 *   partners: Partner[],
 *   invites: PartnerInvite[],
 * }} PartnerList
 */

/**
 * A partner: someone you chose to see some of your habits
 * @typedef {{
 *   id: string,
 *   name: string,
 *   since: number,
 *   shares: PartnerShare[],
 *   sharedWithMe: number,
 * }} Partner
 */

/**
 * A habit you share with a partner, and how
 * @typedef {{
 *   habitId: string,
 *   habitName: string,
 *   displayName: string | null,
 *   since: string,
 *   until: string | null,
 *   includePast: boolean,
 *   createdAt: number,
 * }} PartnerShare
 */

/**
 * An invitation made (a link's secret shown this once)
 * @typedef {{
 *   invite: PartnerInvite,
 *   link: PartnerLink | null,
 * }} PartnerInviteCreated
 */

/**
 * The habits partners share with you, partner by partner
 * @typedef {{
 *   partners: SharedPartner[],
 * }} SharedList
 */

/**
 * A habit a partner shares with you: whether days were done
 * @typedef {{
 *   id: string,
 *   name: string,
 *   scheduleText: string,
 *   today: string,
 *   firstWeekday: Weekday,
 *   days: SharedDay[],
 *   week: SharedWeek,
 * }} SharedHabit
 */

/**
 * Whether private mode is on, and the account's keyring
 * @typedef {{
 *   enabled: boolean,
 *   keyring: PrivateKeyring | null,
 *   updatedAt: number | null,
 * }} PrivateMode
 */

/**
 * Sealed items, oldest first
 * @typedef {{
 *   items: PrivateItem[],
 * }} PrivateItems
 */

/**
 * Each day's words written, or left as they were
 * @typedef {{
 *   days: PrivateDay[],
 * }} PrivateDays
 */

/**
 * How many of the day's due habits are done, and the words for it
 * @typedef {{
 *   due: number,
 *   done: number,
 *   ratio: number,
 *   tierText: string,
 * }} Summary
 */

/**
 * The one streak banner Today shows, absent unless it helps: a streak at risk whose grace window is running out (3 hours or less), whose habit's usual completion time has passed, or a limit habit that has reached its limit. The longest such streak.
 * @typedef {{
 *   habitId: string,
 *   streak: number,
 *   unit: 'day' | 'week',
 *   hoursLeft?: number,
 *   reason: 'window_closing' | 'usual_time_passed' | 'limit_reached',
 *   message: string,
 * }} GraceBanner
 */

/**
 * Tomorrow, and the active habits due then in the user's order
 * @typedef {{
 *   day: string,
 *   habits: HabitBrief[],
 * }} DueTomorrow
 */

/**
 * A streak as of today, with its grace-period state
 * @typedef {{
 *   current: number,
 *   longest: number,
 *   unit: 'day' | 'week',
 *   label: 'day streak' | 'week streak',
 *   lastCompletedDay?: string,
 *   atRisk: boolean,
 *   hoursLeft?: number,
 * }} Streak
 */

/**
 * A habit's card: the habit with the day's entry, its week, streak and strength
 * @typedef {{
 *   habit: Habit,
 *   dueToday: boolean,
 *   notDueNote?: 'goal met' | 'rest day',
 *   today: CardToday,
 *   week: CardWeek,
 *   streak: Streak,
 *   strength: number,
 *   timeBadge?: TimeBadge,
 *   accessibilityLabel: string,
 * }} Card
 */

/**
 * What a write earned: a segment filled, the weekly goal, a perfect day, a milestone
 * @typedef {{
 *   segmentFilled: boolean,
 *   weeklyGoalReached: boolean,
 *   perfectDay: boolean,
 *   milestone?: Milestone,
 * }} Celebration
 */

/**
 * One of the coach's messages
 * @typedef {{
 *   situation: 'logged_yes' | 'logged_no' | 'logged_skip' | 'ahead' | 'on_track' | 'behind' | 'met_early' | 'exceeded' | 'week_met' | 'week_borderline' | 'week_not_met' | 'week_rested' | 'week_paused' | 'stage_start' | 'stage_hold' | 'stage_repeat' | 'simplified' | 'extended' | 'recalibration' | 'pause_maintenance' | 'pause_vacation' | 'resume' | 'return_after_absence' | 'goal_complete' | 'goal_archived' | 'week_open' | 'stage_week',
 *   index: number,
 *   text: string,
 * }} Message
 */

/**
 * Today after a check-in, but for the cards themselves: each section's cards as habit ids in order (the written card is the answer's card; the others do not change with the write), the streak notices, and the habits not due today and due tomorrow
 * @typedef {{
 *   day: string,
 *   sections: TodayLayoutSection[],
 *   atRisk: AtRisk[],
 *   graceBanner?: GraceBanner,
 *   notDueToday: HabitBrief[],
 *   tomorrow: DueTomorrow,
 * }} TodayLayout
 */

/**
 * How a numeric habit's value is entered: the three quick-add steps (nice numbers ending with the largest not above three quarters of the target), a minus step of 1 for targets of 10 or less, and the values that meet the target (metMin ≤ value, ≤ metMax when present)
 * @typedef {{
 *   steps: number[],
 *   decrement?: number,
 *   metMin?: number,
 *   metMax?: number,
 * }} ValueEntry
 */

/**
 * The days statistics cover, and the words for them
 * @typedef {{
 *   range: 'week' | 'month' | 'year' | 'all' | '7d' | '30d' | '90d',
 *   title: string,
 *   start: string,
 *   end: string,
 *   phrase: string,
 * }} Period
 */

/**
 * Every habit together over the period
 * @typedef {{
 *   rate: Rate,
 *   rateText: string,
 *   trend?: Trend,
 *   daily: DailyRate[],
 *   dailySummary?: DailySummary,
 *   totals: Totals,
 *   streak?: Streak,
 * }} Overview
 */

/**
 * One habit's statistics over the period
 * @typedef {{
 *   habit: Habit,
 *   rate: Rate,
 *   totalCompletions: number,
 *   streak?: Streak,
 *   timeline: StreakRun[],
 *   bestStreak?: BestStreak,
 *   strength: number,
 *   strengthSeries: StrengthPoint[],
 *   consistency: Consistency,
 *   heatmap: HeatmapCell[],
 *   months: HeatmapMonth[],
 * }} HabitStatistics
 */

/**
 * A month of the streak calendar, with its statistics
 * @typedef {{
 *   month: string,
 *   start: string,
 *   end: string,
 *   firstWeekday: Weekday,
 *   daysCompleted: number,
 *   daysCounted: number,
 *   perfectDays: number,
 *   completionRate: number,
 *   completionPercent: number,
 *   habitsDone: number,
 *   habitsDue: number,
 *   habitsPercent: number,
 *   previous?: string,
 *   next?: string,
 * }} StreakMonth
 */

/**
 * The habit's streak and this month's rate, as of today
 * @typedef {{
 *   currentStreak: number,
 *   longestStreak: number,
 *   streakUnit: 'day' | 'week',
 *   streakLabel: 'day streak' | 'week streak',
 *   monthRate: number,
 *   monthPercent: number,
 *   monthRateText: string,
 *   monthDone: number,
 *   monthDue: number,
 *   totalCompletions: number,
 *   strength: number,
 * }} HistorySummary
 */

/**
 * The user's calendar now: today and their week
 * @typedef {{
 *   today: string,
 *   dateTitle: string,
 *   tomorrow: string,
 *   yesterday: string,
 *   weekStart: string,
 *   weekEnd: string,
 *   firstWeekday: Weekday,
 *   weekdays: Weekday[],
 *   timeZone: string,
 *   dayStartHour: number,
 *   minutesIntoDay: number,
 * }} MetaCalendar
 */

/**
 * The plan in force and its limits; a null limit is unlimited
 * @typedef {{
 *   tier: 'free' | 'premium' | 'premium_plus',
 *   currentTier: 'free' | 'premium' | 'premium_plus',
 *   plans: 'on' | 'off' | 'choose',
 *   activeUntil: string | null,
 *   notice: string | null,
 *   purchaseUrl: string | null,
 *   premium: boolean,
 *   activeHabitLimit: number | null,
 *   categoryLimit: number | null,
 *   remindersPerDayLimit: number | null,
 *   statisticsDaysLimit: number | null,
 *   activeHabits: number,
 *   categories: number,
 *   canAddHabit: PlanCheck,
 *   canAddCategory: PlanCheck,
 *   advancedInsights: PlanCheck,
 *   customColors: PlanCheck,
 *   customIcons: PlanCheck,
 * }} MetaPlan
 */

/**
 * How the user's settings shape the screens
 * @typedef {{
 *   celebrations: 'full' | 'subtle' | 'off',
 *   calm: boolean,
 *   streaksVisible: boolean,
 * }} MetaDisplay
 */

/**
 * Maximum lengths in characters
 * @typedef {{
 *   name: number,
 *   description: number,
 *   note: number,
 *   unit: number,
 *   categoryName: number,
 *   icon: number,
 * }} TextLimits
 */

/**
 * The bounds of schedules, reminders and values
 * @typedef {{
 *   timesPerWeek: IntRange,
 *   everyNDays: IntRange,
 *   rollingWindow: IntRange,
 *   monthDays: IntRange,
 *   remindersPerHabit: number,
 *   valueCeiling: number,
 *   earliestDay: string,
 * }} ScheduleLimits
 */

/**
 * The colours offered for habits and accents
 * @typedef {{
 *   auto: NamedColor[],
 *   presets: NamedColor[],
 *   accents: NamedColor[],
 *   defaultAccent: string,
 *   nextAuto: NamedColor,
 * }} Palette
 */

/**
 * What the server is, for the About screen
 * @typedef {{
 *   version: string,
 *   store: string,
 * }} ServerInfo
 */

/**
 * A CSV file's columns, the mapping applied and how its dates read
 * @typedef {{
 *   columns: string[],
 *   habit?: string,
 *   date?: string,
 *   value?: string,
 *   note?: string,
 *   dateOrder?: 'ymd' | 'dmy' | 'mdy',
 *   dateOrders: ('ymd' | 'dmy' | 'mdy')[],
 * }} ImportCSV
 */

/**
 * A choice to make before the file can be imported
 * @typedef {{
 *   field: 'habit' | 'date' | 'value' | 'note' | 'dates',
 *   message: string,
 * }} ImportNeed
 */

/**
 * An error's code, its words, and the member at fault
 * @typedef {{
 *   code: 'bad_request' | 'non_canonical_path' | 'needs_premium' | 'not_found' | 'method_not_allowed' | 'conflict' | 'too_large' | 'validation_failed' | 'invalid_file' | 'invalid_image' | 'internal' | 'http_error' | 'database' | 'cross_site' | 'unsupported_media_type' | 'unknown_host' | 'snooze_limit' | 'licence_invalid' | 'no_purchase' | 'plan_from_licence' | 'insufficient_scope' | 'unauthenticated' | 'invalid_credentials' | 'invalid_grant' | 'token_reused' | 'too_many_requests' | 'registration_closed' | 'admin_only' | 'wrong_password' | 'webhook_limit' | 'private_mode_needs_accounts' | 'private_mode_off' | 'private_items_limit' | 'private_mode_with_partners',
 *   field: string | null,
 *   message: string,
 * }} ErrorDetail
 */

/**
 * A coached goal: its record, current stage, planned end and state
 * @typedef {{
 *   id: string,
 *   revision: number,
 *   title: string,
 *   status: 'active' | 'paused' | 'completed' | 'abandoned',
 *   habitId: string,
 *   createdAt: number,
 *   updatedAt: number,
 *   currentIndex: number,
 *   currentStage: Stage,
 *   endDay: string,
 *   planner: string,
 *   state: CoachState,
 * }} Goal
 */

/**
 * The coach's thought about a goal's pace
 * @typedef {{
 *   suggestedWeeks: number,
 *   suggestedGoal?: string,
 *   reason: string,
 * }} TimelineAdvice
 */

/**
 * Where the person is now, in the goal's unit
 * @typedef {{
 *   question: string,
 *   hint: string,
 *   unit: string,
 *   choices: BaselineChoice[],
 *   defaultAmount: number,
 * }} BaselineQuestion
 */

/**
 * A finished week's verdict and the moves it offers
 * @typedef {{
 *   verdict: 'met' | 'borderline' | 'not_met' | 'rested' | 'not_judged',
 *   options: ReviewOption[],
 *   celebrateExtra: boolean,
 *   suggestRecalibration: boolean,
 *   message: Message,
 * }} WeekReview
 */

/**
 * Coming back after three or more days away
 * @typedef {{
 *   daysAway: number,
 *   backfillDays: string[],
 *   message: Message,
 * }} WelcomeBack
 */

/**
 * A stage as a goal's week shows it
 * @typedef {{
 *   week: number,
 *   title: string,
 *   action: string,
 *   rationale: string,
 *   criterion: number,
 *   dose?: string,
 *   label: string,
 * }} CoachWeekStage
 */

/**
 * An HTTPS endpoint told about chosen events (Standard Webhooks)
 * @typedef {{
 *   id: string,
 *   url: string,
 *   events: string[],
 *   enabled: boolean,
 *   disabledReason: string | null,
 *   createdAt: number,
 *   failures: number,
 *   lastDelivery: WebhookDelivery | null,
 * }} Webhook
 */

/**
 * One event sent (or to send) to one webhook endpoint
 * @typedef {{
 *   id: string,
 *   event: string,
 *   createdAt: number,
 *   attempts: number,
 *   state: 'pending' | 'delivered' | 'failed',
 *   status: number | null,
 *   error: string | null,
 *   nextAttemptAt: number | null,
 * }} WebhookDelivery
 */

/**
 * An invitation to be partners, sent or received
 * @typedef {{
 *   id: string,
 *   direction: 'sent' | 'received',
 *   kind: 'email' | 'link',
 *   email: string | null,
 *   createdAt: number,
 *   expiresAt: number,
 * }} PartnerInvite
 */

/**
 * A single-use invitation link (shown once)
 * @typedef {{
 *   token: string,
 *   path: string,
 * }} PartnerLink
 */

/**
 * This week's days done against the week's target
 * @typedef {{
 *   done: number,
 *   target: number,
 *   text: string,
 * }} SharedWeek
 */

/**
 * A private-mode account's keyring, which the server cannot open
 * @typedef {{
 *   version: number,
 *   iterations: number,
 *   salt: string,
 *   wrappedByPassphrase: string,
 *   wrappedByRecovery: string,
 * }} PrivateKeyring
 */

/**
 * One of Today's sections, with its cards in order
 * @typedef {{
 *   kind: 'morning' | 'afternoon' | 'evening' | 'anytime' | 'todo' | 'completed' | 'not_due',
 *   title: string,
 *   cards: Card[],
 * }} TodaySection
 */

/**
 * A streak in its grace period
 * @typedef {{
 *   habitId: string,
 *   name: string,
 *   streak: number,
 *   unit: 'day' | 'week',
 *   hoursLeft?: number,
 *   message: string,
 * }} AtRisk
 */

/**
 * A habit in brief; the not-due list adds when it is next due
 * @typedef {{
 *   id: string,
 *   name: string,
 *   color: string,
 *   icon: string,
 *   scheduleText: string,
 *   nextDue?: string,
 *   nextDueText?: string,
 * }} HabitBrief
 */

/**
 * What is logged on the card's day
 * @typedef {{
 *   state: 'done' | 'partial' | 'skipped' | 'missed' | 'none',
 *   value?: number,
 *   note?: string,
 *   mood?: 'great' | 'good' | 'okay' | 'bad',
 *   progressText?: string,
 *   targetMet?: boolean,
 * }} CardToday
 */

/**
 * The card's week, a slot a day, and how far it is toward its target
 * @typedef {{
 *   slots: WeekSlot[],
 *   done: number,
 *   target: number,
 *   onTrack: boolean,
 *   text: string,
 * }} CardWeek
 */

/**
 * The habit's reminder time for the day, and whether it has passed
 * @typedef {{
 *   time: string,
 *   display: string,
 *   pastDue: boolean,
 * }} TimeBadge
 */

/**
 * A streak milestone the write reached
 * @typedef {{
 *   days: number,
 *   intensity: 'standard' | 'enhanced' | 'epic',
 *   message: string,
 * }} Milestone
 */

/**
 * A range of statistics, and whether the plan offers it
 * @typedef {{
 *   code: 'week' | 'month' | 'year' | 'all' | '7d' | '30d' | '90d',
 *   title: string,
 *   locked: boolean,
 *   reason?: string,
 * }} RangeOption
 */

/**
 * A done over due rate, with its words
 * @typedef {{
 *   done: number,
 *   due: number,
 *   percent: number,
 *   text: string,
 *   daysText: string,
 * }} Rate
 */

/**
 * How the period's rate compares with the one before it
 * @typedef {{
 *   points: number,
 *   direction: 'up' | 'down' | 'flat',
 *   text: string,
 * }} Trend
 */

/**
 * The sparkline's words: the mean of the rates of the days something was due, the first day with the highest rate and the last day something was due
 * @typedef {{
 *   averagePercent: number,
 *   best: DailyRate,
 *   latest: DailyRate,
 * }} DailySummary
 */

/**
 * Counts over all the user's habits
 * @typedef {{
 *   habits: number,
 *   active: number,
 *   archived: number,
 *   completions: number,
 *   daysSinceFirstHabit: number,
 *   activeDays: number,
 * }} Totals
 */

/**
 * One grade of the consistency scale
 * @typedef {{
 *   grade: 'A' | 'B' | 'C' | 'D' | 'F',
 *   minimumPercent: number,
 *   rangeText: string,
 * }} Grade
 */

/**
 * A habit's longest run, and the words for it
 * @typedef {{
 *   run: StreakRun,
 *   unit: 'day' | 'week',
 *   isCurrent: boolean,
 *   message: string,
 * }} BestStreak
 */

/**
 * How consistent the habit was, with its grade
 * @typedef {{
 *   rate: Rate,
 *   grade?: 'A' | 'B' | 'C' | 'D' | 'F',
 *   daysPerWeek: number,
 *   text: string,
 * }} Consistency
 */

/**
 * One insight: its kind, words, figures, the habits it names, and its bars
 * @typedef {{
 *   kind: 'overallConsistency' | 'byHabit' | 'mostConsistent' | 'roomForGrowth' | 'dayOfWeek' | 'weekComparison' | 'timeOfDay' | 'correlation' | 'streakPrediction',
 *   title: string,
 *   text: string,
 *   detail?: string,
 *   locked: boolean,
 *   value?: number,
 *   progress?: number,
 *   day?: string,
 *   habitIds: string[],
 *   bars: InsightBar[],
 * }} Insight
 */

/**
 * One habit's streak as of today
 * @typedef {{
 *   habitId: string,
 *   name: string,
 *   current: number,
 *   longest: number,
 *   unit: 'day' | 'week',
 *   lastCompletedDay?: string,
 *   atRisk: boolean,
 *   hoursLeft?: number,
 * }} HabitStreak
 */

/**
 * One time-of-day section's streak: every habit due in it done
 * @typedef {{
 *   section: DaySection,
 *   title: string,
 *   current: number,
 *   longest: number,
 *   lastCompletedDay?: string,
 *   atRisk: boolean,
 *   hoursLeft?: number,
 * }} SectionStreak
 */

/**
 * One day's counts, what the streak calendar shows and its sections
 * @typedef {{
 *   day: string,
 *   due: number,
 *   done: number,
 *   perfect: boolean,
 *   state: 'perfect' | 'morning' | 'evening' | 'partial' | 'missed' | 'pending' | 'rest' | 'future',
 *   level?: number,
 *   sections: SectionTally[],
 * }} StreakDay
 */

/**
 * One day of a habit's history: its outcome and what was logged
 * @typedef {{
 *   day: string,
 *   outcome: 'done' | 'partial' | 'skipped' | 'missed' | 'none',
 *   due: boolean,
 *   value?: number,
 *   note?: string,
 *   mood?: 'great' | 'good' | 'okay' | 'bad',
 *   loggedMinute?: number,
 * }} HistoryDay
 */

/**
 * One habit's row of the matrix
 * @typedef {{
 *   habit: Habit,
 *   cells: HistoryCell[],
 *   week?: string,
 * }} HistoryRow
 */

/**
 * A category, with the number of habits in it
 * @typedef {{
 *   id: string,
 *   name: string,
 *   color: string,
 *   icon: string | null,
 *   sortOrder: number,
 *   habitCount: number,
 * }} Category
 */

/**
 * Whether the plan allows something, and why not
 * @typedef {{
 *   allowed: boolean,
 *   reason?: string,
 * }} PlanCheck
 */

/**
 * The least and the greatest value allowed
 * @typedef {{
 *   min: number,
 *   max: number,
 * }} IntRange
 */

/**
 * A kind of schedule and how the app offers it
 * @typedef {{
 *   kind: 'daily' | 'times_per_week' | 'weekdays' | 'every_n_days' | 'month_days' | 'times_in_days',
 *   title: string,
 *   offered: boolean,
 *   streakUnit: 'day' | 'week',
 * }} ScheduleKindOption
 */

/**
 * A kind of numeric target and its title
 * @typedef {{
 *   code: 'at_least' | 'at_most',
 *   title: string,
 * }} TargetKindOption
 */

/**
 * A colour with its name
 * @typedef {{
 *   name: string,
 *   hex: string,
 * }} NamedColor
 */

/**
 * A licence the user holds (never its signed text)
 * @typedef {{
 *   tier: 'premium' | 'premium-plus',
 *   holder: string,
 *   issued: string,
 *   expires: string | null,
 * }} Licence
 */

/**
 * A day of the preview and whether the schedule is due on it
 * @typedef {{
 *   day: string,
 *   weekday: Weekday,
 *   due: boolean,
 * }} SchedulePreviewDay
 */

/**
 * A check-in cleared after the change sequence
 * @typedef {{
 *   habitId: string,
 *   day: string,
 *   updatedAt: number,
 *   note?: string,
 *   mood?: 'great' | 'good' | 'okay' | 'bad',
 * }} ClearedCheckIn
 */

/**
 * A habit of an imported file, with its check-ins and days
 * @typedef {{
 *   name: string,
 *   description: string,
 *   color: string,
 *   icon: string,
 *   schedule: Schedule,
 *   measure: Measure,
 *   reminders: Reminder[],
 *   scheduleText: string,
 *   archived: boolean,
 *   checkIns: number,
 *   first?: string,
 *   last?: string,
 *   joinsExisting: boolean,
 * }} ImportedHabit
 */

/**
 * A question that makes a goal specific
 * @typedef {{
 *   question: string,
 *   hint: string,
 *   choices: ClarifyingChoice[],
 * }} ClarifyingQuestion
 */

/**
 * Why an edited week kept its own days
 * @typedef {{
 *   week: number,
 *   text: string,
 * }} PreviewEditNote
 */

/**
 * One day of a goal's week
 * @typedef {{
 *   day: string,
 *   state: 'done' | 'missed' | 'skipped' | 'not_logged' | 'to_come' | 'outside' | 'paused',
 *   isToday: boolean,
 *   value?: number,
 *   note?: string,
 * }} CoachWeekDay
 */

/**
 * What the days logged show, in plain words
 * @typedef {{
 *   kind: 'weekends' | 'weekdays' | 'best_day' | 'rest_days' | 'no_yes_yet',
 *   text: string,
 * }} LogInsight
 */

/**
 * An area of life and its templates
 * @typedef {{
 *   area: 'health' | 'movement' | 'mind' | 'learning' | 'home' | 'money' | 'people',
 *   title: string,
 *   templates: HabitTemplate[],
 * }} TemplateArea
 */

/**
 * What a habit is, without anything of the person's: no id, history, category or dates
 * @typedef {{
 *   name: string,
 *   description: string,
 *   color: string,
 *   icon: string,
 *   schedule: Schedule,
 *   measure: Measure,
 *   reminders: Reminder[],
 * }} HabitDefinition
 */

/**
 * A habit whose name or description matched
 * @typedef {{
 *   habitId: string,
 *   name: string,
 *   icon: string,
 *   color: string,
 *   archived: boolean,
 *   categoryId: string | null,
 *   nameMarks: SearchMark[],
 *   description: string,
 *   descriptionMarks: SearchMark[],
 * }} SearchHabitHit
 */

/**
 * A category whose name matched
 * @typedef {{
 *   categoryId: string,
 *   name: string,
 *   color: string,
 *   icon: string | null,
 *   nameMarks: SearchMark[],
 * }} SearchCategoryHit
 */

/**
 * A check-in whose note matched, with its habit
 * @typedef {{
 *   habitId: string,
 *   habitName: string,
 *   icon: string,
 *   color: string,
 *   day: string,
 *   state: 'done' | 'skipped' | 'missed',
 *   mood: 'great' | 'good' | 'okay' | 'bad' | null,
 *   note: string,
 *   marks: SearchMark[],
 * }} SearchNoteHit
 */

/**
 * A coach reflection whose words matched, with its goal
 * @typedef {{
 *   goalId: string,
 *   goalTitle: string,
 *   habitId: string,
 *   stage: number,
 *   day: string,
 *   worked: string,
 *   workedMarks: SearchMark[],
 *   hard: string,
 *   hardMarks: SearchMark[],
 * }} SearchReflectionHit
 */

/**
 * A check-in's note
 * @typedef {{
 *   day: string,
 *   state: 'done' | 'skipped' | 'missed',
 *   mood: 'great' | 'good' | 'okay' | 'bad' | null,
 *   note: string,
 *   marks: SearchMark[],
 * }} HabitNote
 */

/**
 * A mood and how many notes carry it
 * @typedef {{
 *   mood: 'great' | 'good' | 'okay' | 'bad',
 *   count: number,
 * }} MoodCount
 */

/**
 * An event a webhook may be sent
 * @typedef {{
 *   name: string,
 *   title: string,
 * }} WebhookEvent
 */

/**
 * A health measure or workout type to choose
 * @typedef {{
 *   name: string,
 *   title: string,
 *   unit?: string,
 *   maximum?: number,
 * }} HealthChoice
 */

/**
 * The check-ins a health import added to one habit
 * @typedef {{
 *   habitId: string,
 *   name: string,
 *   added: number,
 * }} HealthImportHabit
 */

/**
 * A partner and the habits they share with you
 * @typedef {{
 *   id: string,
 *   name: string,
 *   habits: SharedHabit[],
 * }} SharedPartner
 */

/**
 * One day of a shared habit: its state only
 * @typedef {{
 *   day: string,
 *   state: 'done' | 'skipped' | 'missed' | 'notDue' | 'pending' | 'upcoming' | 'hidden',
 * }} SharedDay
 */

/**
 * An item's words, sealed under the account key
 * @typedef {{
 *   kind: string,
 *   id: string,
 *   sealed: string,
 *   updatedAt: number,
 * }} PrivateItem
 */

/**
 * A day's words, and whether they were written
 * @typedef {{
 *   habitId: string,
 *   day: string,
 *   applied: boolean,
 * }} PrivateDay
 */

/**
 * One of Today's sections, its cards as habit ids in order
 * @typedef {{
 *   kind: 'morning' | 'afternoon' | 'evening' | 'anytime' | 'todo' | 'completed' | 'not_due',
 *   title: string,
 *   habitIds: string[],
 * }} TodayLayoutSection
 */

/**
 * One day's rate
 * @typedef {{
 *   day: string,
 *   done: number,
 *   due: number,
 *   percent: number,
 * }} DailyRate
 */

/**
 * One run of a streak, from its first day to its last
 * @typedef {{
 *   start: string,
 *   end: string,
 *   length: number,
 *   endedByMiss: boolean,
 * }} StreakRun
 */

/**
 * The habit's strength on a day, 0 to 1
 * @typedef {{
 *   day: string,
 *   value: number,
 * }} StrengthPoint
 */

/**
 * A day of the heatmap
 * @typedef {{
 *   day: string,
 *   state: 'completed' | 'partial' | 'skipped' | 'missed' | 'future' | 'none' | 'beforeStart',
 *   isToday: boolean,
 * }} HeatmapCell
 */

/**
 * A month of the heatmap, a partly done day counting half
 * @typedef {{
 *   month: string,
 *   due: number,
 *   percent?: number,
 *   fraction?: number,
 * }} HeatmapMonth
 */

/**
 * One answer to where the person is now
 * @typedef {{
 *   label: string,
 *   amount: number,
 * }} BaselineChoice
 */

/**
 * A move a week's review offers
 * @typedef {{
 *   move: 'advance' | 'repeat_stage' | 'simplify' | 'extend' | 'carry_on' | 'recalibrate',
 *   label: string,
 *   detail: string,
 * }} ReviewOption
 */

/**
 * One day of a card's week
 * @typedef {{
 *   day: string,
 *   weekday: 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat',
 *   outcome: 'done' | 'partial' | 'skipped' | 'missed' | 'none',
 *   isToday: boolean,
 *   isFuture: boolean,
 *   scheduled: boolean,
 * }} WeekSlot
 */

/**
 * One bar of an insight's chart
 * @typedef {{
 *   label: string,
 *   habitId?: string,
 *   count: number,
 *   total: number,
 *   percent: number,
 * }} InsightBar
 */

/**
 * One time-of-day section of a day: its habits due and done
 * @typedef {{
 *   section: DaySection,
 *   title: string,
 *   due: number,
 *   done: number,
 *   complete: boolean,
 * }} SectionTally
 */

/**
 * One habit on one day of the matrix
 * @typedef {{
 *   day: string,
 *   outcome: 'done' | 'partial' | 'skipped' | 'missed' | 'none',
 *   due: boolean,
 *   beforeStart: boolean,
 *   isToday: boolean,
 * }} HistoryCell
 */

/**
 * A specific goal a question offers
 * @typedef {{
 *   label: string,
 *   goal: string,
 *   domain: Domain,
 * }} ClarifyingChoice
 */

/**
 * A habit to start from: adding it fills the habit form, nothing is stored until saved
 * @typedef {{
 *   id: string,
 *   name: string,
 *   description: string,
 *   color: string,
 *   icon: string,
 *   schedule: Schedule,
 *   measure: Measure,
 *   reminders: Reminder[],
 * }} HabitTemplate
 */

/**
 * Where a search's word matched, in UTF-16 code units of its text (a browser string's indexes)
 * @typedef {{
 *   start: number,
 *   end: number,
 * }} SearchMark
 */

export {};

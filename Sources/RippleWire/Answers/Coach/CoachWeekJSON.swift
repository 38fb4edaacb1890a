#if !hasFeature(Embedded)
import RippleCore

/// `GET /goals/{id}/week`: the Weekly Progress View, and once the week is over, its review.
public struct CoachWeekJSON: WireObject, Sendable {
  var weekStart: String
  var weekEnd: String
  var stageIndex: Int
  var roadmapVersion: Int
  var criterion: Int
  var days: [CoachWeekDayJSON]
  var done: Int
  var required: Int
  var needed: Int
  var pattern: WeekPattern
  var progressText: String
  var askText: String
  var yesValues: [String: Double] = [:]
  var verdict: WeekVerdict?
  var message: CoachMessage
  var review: WeekReviewJSON?
  var welcomeBack: WelcomeBackJSON?
  var stage: CoachWeekStageJSON?
  var achievement: String?
  var nextStage: CoachWeekStageJSON?

  public init(
    _ week: CoachWeek, review: WeekReview?, welcomeBack: WelcomeBack? = nil, today: Day,
    state: CoachState? = nil, log: HabitLog? = nil
  ) {
    weekStart = week.weekStart.text
    weekEnd = week.weekEnd.text
    stageIndex = week.stageIndex
    roadmapVersion = week.roadmapVersion
    criterion = week.criterion.days
    days = week.days.map { CoachWeekDayJSON($0, checkIn: log?.checkIns[$0.day]) }
    if let state, let stage = week.stage(in: state) {
      self.stage = CoachWeekStageJSON(stage, label: week.label(in: state))
      achievement = week.achievement(of: stage)
      nextStage = week.nextStage(in: state).map {
        CoachWeekStageJSON($0, label: week.nextLabel(in: state))
      }
    }
    done = week.done
    required = week.required
    needed = week.needed
    pattern = week.pattern
    progressText = week.progressText
    askText = week.askText
    verdict = week.verdict
    message = week.message(today: today)
    self.welcomeBack = welcomeBack.map(WelcomeBackJSON.init)
    if let state {
      let loggable =
        week.days.filter { $0.day <= today && $0.state != .outside }.map(\.day)
        + (welcomeBack?.backfillDays ?? [])
      for day in loggable {
        if let value = state.yesValue(on: day) { yesValues[day.text] = value }
      }
    }
    self.review = review.map(WeekReviewJSON.init)
  }

  public static let wireName = "CoachWeek"
  public static let wireSummary = "A goal's week: its days, what it asks, and once over, its review"
  public static let wireFields: [WireField<CoachWeekJSON>] = [
    WireField("weekStart", as: .day) { $0.weekStart },
    WireField("weekEnd", as: .day) { $0.weekEnd },
    WireField("stageIndex") { $0.stageIndex },
    WireField("roadmapVersion") { $0.roadmapVersion },
    WireField("criterion") { $0.criterion },
    WireField("days") { $0.days },
    WireField("done") { $0.done },
    WireField("required") { $0.required },
    WireField("needed") { $0.needed },
    WireField("pattern") { $0.pattern },
    WireField("progressText") { $0.progressText },
    WireField(
      "askText",
      """
      What the week asks to move on, from `required` ("Complete 3 of 7 days to advance"; \
      "Complete 1 day this week to advance (3 of 7 in a full week)" when fewer of its days count)
      """
    ) { $0.askText },
    WireField(
      "yesValues",
      """
      What a Yes records on each day this view can log (the week's days up to today and \
      `welcomeBack.backfillDays`), by day, for stages that ask an amount: the stage's target
      """
    ) { $0.yesValues },
    .optional("verdict", "Once the week is judged") { $0.verdict },
    WireField("message") { CoachMessageJSON($0.message) },
    .optional("review", "Once the week is over: the moves it offers") { $0.review },
    .optional(
      "welcomeBack",
      """
      Present for today's week after three or more days without logging (pauses do not count): \
      the days that may be filled in through the ordinary check-in route
      """
    ) { $0.welcomeBack },
    .optional(
      "stage", "The stage this week belonged to, in the roadmap version it was lived under"
    ) { $0.stage },
    .optional(
      "achievement",
      "What the person did this week in the stage's measure (\"3 days of 20 minutes walking\")"
    ) { $0.achievement },
    .optional(
      "nextStage", "The stage after this week's in the roadmap in force; absent after the last"
    ) { $0.nextStage },
  ]
}

/// One day of a goal's week, with what was logged that day.
struct CoachWeekDayJSON: WireObject, Sendable {
  var day: CoachDay
  var checkIn: CheckIn?

  init(_ day: CoachDay, checkIn: CheckIn?) {
    self.day = day
    self.checkIn = checkIn
  }

  static let wireName = "CoachWeekDay"
  static let wireSummary = "One day of a goal's week"
  static let wireFields: [WireField<CoachWeekDayJSON>] = [
    WireField("day", as: .day) { $0.day.day.text },
    WireField("state") { $0.day.state },
    WireField("isToday") { $0.day.isToday },
    .optional("value", "The amount logged that day (numeric habits)") { $0.checkIn?.value },
    .optional("note", "The note logged with that day, when any") {
      $0.checkIn?.note.flatMap { $0.isEmpty ? nil : $0 }
    },
  ]
}

/// A stage as the week shows it: its name, what it asks and its dose in words.
struct CoachWeekStageJSON: WireObject, Sendable {
  var stage: Stage
  /// The week of the plan it is shown as ("Week 6", "Weeks 5–8").
  var label: String

  init(_ stage: Stage, label: String) {
    self.stage = stage
    self.label = label
  }

  static let wireName = "CoachWeekStage"
  static let wireSummary = "A stage as a goal's week shows it"
  static let wireFields: [WireField<CoachWeekStageJSON>] = [
    WireField("week", "The stage's position in the roadmap") { $0.stage.week },
    WireField("title") { $0.stage.title },
    WireField("action") { $0.stage.habit.action },
    WireField("rationale") { $0.stage.rationale },
    WireField("criterion", "Days of 7 the stage asks to advance") { $0.stage.criterion.days },
    // A stage in the person's own words asks what they wrote; its dose only keeps its place.
    .optional("dose", "The stage's dose in words (\"20 minutes walking\")") {
      $0.stage.isOwnAction ? nil : $0.stage.dose?.summary
    },
    WireField(
      "label",
      "The week of the plan it is shown as: \"Week 6\" for this week or the next, \"Weeks 5–8\" for a stage's weeks"
    ) { $0.label },
  ]
}

/// A finished week's review: the verdict and the moves it offers.
struct WeekReviewJSON: WireObject, Sendable {
  var review: WeekReview

  init(_ review: WeekReview) { self.review = review }

  static let wireName = "WeekReview"
  static let wireSummary = "A finished week's verdict and the moves it offers"
  static let wireFields: [WireField<WeekReviewJSON>] = [
    WireField("verdict") { $0.review.verdict },
    WireField("options") { json in
      json.review.options.map { ReviewOptionJSON(move: $0, review: json.review) }
    },
    WireField("celebrateExtra") { $0.review.celebrateExtra },
    WireField("suggestRecalibration") { $0.review.suggestRecalibration },
    WireField("message") { CoachMessageJSON($0.review.message) },
  ]
}

/// One move a week's review offers, in words.
struct ReviewOptionJSON: WireObject, Sendable {
  var move: MoveOption
  var review: WeekReview

  static let wireName = "ReviewOption"
  static let wireSummary = "A move a week's review offers"
  static let wireFields: [WireField<ReviewOptionJSON>] = [
    WireField("move") { $0.move },
    WireField("label") { $0.review.label(of: $0.move) },
    WireField("detail") { $0.review.detail(of: $0.move) },
  ]
}

/// Coming back after days away: how many, the days that may still be filled in (oldest first, at
/// most a week) and the coach's welcome. Progress, not perfection.
struct WelcomeBackJSON: WireObject, Sendable {
  var welcome: WelcomeBack

  init(_ welcome: WelcomeBack) { self.welcome = welcome }

  static let wireName = "WelcomeBack"
  static let wireSummary = "Coming back after three or more days away"
  static let wireFields: [WireField<WelcomeBackJSON>] = [
    WireField("daysAway") { $0.welcome.daysAway },
    WireField("backfillDays", as: .array(.day)) { $0.welcome.backfillDays.map(\.text) },
    WireField("message") { CoachMessageJSON($0.welcome.message) },
  ]
}

extension WeekPattern: WireEnum {}
extension WeekVerdict: WireEnum {}
extension CoachDayState: WireEnum {}
extension MoveOption: WireEnum {}
#endif

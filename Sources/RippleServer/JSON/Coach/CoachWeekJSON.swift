import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `GET /goals/{id}/week`: the Weekly Progress View, and once the week is over, its review.
struct CoachWeekJSON: ResponseEncodable, Sendable {
  struct DayJSON: Encodable, Sendable {
    var day: String
    var state: String
    var isToday: Bool
    /// What was logged that day: its amount (numeric habits) and its note, when any.
    var value: Double?
    var note: String?
  }
  /// A stage as the week shows it: its name, what it asks and its dose in words.
  struct StageJSON: Encodable, Sendable {
    var week: Int
    var title: String
    var action: String
    var rationale: String
    var criterion: Int
    var dose: String?
    /// The week of the plan it is shown as ("Week 6", "Weeks 5–8").
    var label: String

    init(_ stage: Stage, label: String) {
      self.label = label
      week = stage.week
      title = stage.title
      action = stage.habit.action
      rationale = stage.rationale
      criterion = stage.criterion.days
      // A stage in the person's own words asks what they wrote; its dose only keeps its place.
      dose = stage.isOwnAction ? nil : stage.dose?.summary
    }
  }
  struct Review: Encodable, Sendable {
    struct Option: Encodable, Sendable {
      var move: String
      var label: String
      var detail: String
    }
    var verdict: String
    var options: [Option]
    var celebrateExtra: Bool
    var suggestRecalibration: Bool
    var message: CoachMessageJSON
  }

  var weekStart: String
  var weekEnd: String
  var stageIndex: Int
  var roadmapVersion: Int
  var criterion: Int
  var days: [DayJSON]
  var done: Int
  var required: Int
  var needed: Int
  var pattern: String
  var progressText: String
  /// What the week asks to move on ("Complete 3 of 7 days to advance"), from `required`.
  var askText: String
  /// What a Yes records on each day this view can log (the week's days up to today and the
  /// days to fill in), for stages that ask an amount: the stage's target, by day.
  var yesValues: [String: Double] = [:]
  var verdict: String?
  var message: CoachMessageJSON
  var review: Review?
  /// After three or more days without logging: the welcome back and the days that may be
  /// filled in (with the ordinary check-in route).
  var welcomeBack: WelcomeBackJSON?
  /// The week's stage, what the person did in its measure ("3 days of 20 minutes walking"), and
  /// the stage that follows it in the roadmap in force (absent after the last).
  var stage: StageJSON?
  var achievement: String?
  var nextStage: StageJSON?

  init(
    _ week: CoachWeek, review: WeekReview?, welcomeBack: WelcomeBack? = nil, today: Day,
    state: CoachState? = nil, log: HabitLog? = nil
  ) {
    weekStart = week.weekStart.text
    weekEnd = week.weekEnd.text
    stageIndex = week.stageIndex
    roadmapVersion = week.roadmapVersion
    criterion = week.criterion.days
    days = week.days.map {
      let checkIn = log?.checkIns[$0.day]
      let note = checkIn?.note.flatMap { $0.isEmpty ? nil : $0 }
      return DayJSON(
        day: $0.day.text, state: $0.state.rawValue, isToday: $0.isToday, value: checkIn?.value,
        note: note)
    }
    if let state, let stage = week.stage(in: state) {
      self.stage = StageJSON(stage, label: week.label(in: state))
      achievement = week.achievement(of: stage)
      nextStage = week.nextStage(in: state).map { StageJSON($0, label: week.nextLabel(in: state)) }
    }
    done = week.done
    required = week.required
    needed = week.needed
    pattern = week.pattern.rawValue
    progressText = week.progressText
    askText = week.askText
    verdict = week.verdict?.rawValue
    message = CoachMessageJSON(week.message(today: today))
    self.welcomeBack = welcomeBack.map(WelcomeBackJSON.init)
    if let state {
      let loggable =
        week.days.filter { $0.day <= today && $0.state != .outside }.map(\.day)
        + (welcomeBack?.backfillDays ?? [])
      for day in loggable {
        if let value = state.yesValue(on: day) { yesValues[day.text] = value }
      }
    }
    self.review = review.map { review in
      Review(
        verdict: review.verdict.rawValue,
        options: review.options.map {
          Review.Option(
            move: $0.rawValue, label: review.label(of: $0), detail: review.detail(of: $0))
        }, celebrateExtra: review.celebrateExtra,
        suggestRecalibration: review.suggestRecalibration, message: CoachMessageJSON(review.message)
      )
    }
  }
}

/// `GET /goals/{id}/recalibration` and `GET /goals/{id}/moves/preview`: the proposal, what
/// changes, the old and new end, and the goal's revision to make the move with.
struct RecalibrationJSON: ResponseEncodable, Sendable {
  var basedOnVersion: Int
  var revision: Int64
  var proposed: RoadmapDTO
  var changes: [String]
  var oldEndDay: String
  var newEndDay: String
  var message: CoachMessageJSON
  /// What the person's recent weeks show, in plain words.
  var insights: [Insight]

  struct Insight: Encodable, Sendable {
    var kind: String
    var text: String
  }

  init(_ preview: RecalibrationPreview, revision: Int64, insights: [LogInsight] = []) {
    basedOnVersion = preview.basedOnVersion
    self.revision = revision
    proposed = RoadmapDTO(preview.proposed)
    changes = preview.changes.map(\.text)
    oldEndDay = preview.oldEndDay.text
    newEndDay = preview.newEndDay.text
    message = CoachMessageJSON(preview.message)
    self.insights = insights.map { Insight(kind: $0.kind.rawValue, text: $0.text) }
  }
}

/// What a webhook endpoint can be told about: the moments a person might want another tool to
/// act on. Names are dotted, as Standard Webhooks' `type` recommends.
public enum WebhookEvent: String, CaseIterable, Hashable, Sendable {
  /// A check-in was recorded or cleared (every write that changed a day).
  case checkInRecorded = "checkin.recorded"
  /// Every habit due today is done.
  case dayCompleted = "day.completed"
  /// A habit's week reached its target.
  case weekTargetMet = "week.target_met"
  /// A streak reached a milestone (`Milestone.all`).
  case streakMilestone = "streak.milestone"
  /// A coach goal moved on to its next stage.
  case coachStageAdvanced = "coach.stage_advanced"
  /// Sent by hand from Profile → Integrations, to see an endpoint answer.
  case test = "webhook.test"

  /// The events an endpoint may subscribe to (a test is sent on request, to one endpoint).
  public static let subscribable: [WebhookEvent] = allCases.filter { $0 != .test }

  /// The event in words, for the list of choices.
  public var title: String {
    switch self {
    case .checkInRecorded: "A check-in is recorded"
    case .dayCompleted: "Every habit of the day is done"
    case .weekTargetMet: "A habit's weekly target is met"
    case .streakMilestone: "A streak reaches a milestone"
    case .coachStageAdvanced: "A coach goal moves to its next stage"
    case .test: "A test sent by hand"
    }
  }

  /// The events a check-in write raises: every write that changed a day is recorded; the day,
  /// week and milestone events follow what the write earned (`CheckInOutcome.earned`), leaving
  /// out a perfect day or milestone the person was celebrated for before (an un-tick and a tick
  /// again raise them once).
  public static func raised(
    applied: Bool, earned: Celebration, earlier: [CelebratedMoment]
  ) -> [WebhookEvent] {
    guard applied else { return [] }
    var events: [WebhookEvent] = [.checkInRecorded]
    if earned.perfectDay, !earlier.contains(where: { $0.kind == "perfect_day" }) {
      events.append(.dayCompleted)
    }
    if earned.weeklyGoalReached { events.append(.weekTargetMet) }
    if earned.milestone != nil, !earlier.contains(where: { $0.kind == "milestone" }) {
      events.append(.streakMilestone)
    }
    return events
  }
}

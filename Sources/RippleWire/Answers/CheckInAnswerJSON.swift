import RippleCore

/// What a check-in written or cleared answers, as the API sends it, `ripple done|skip|no|undo
/// --json` prints it and the engine in the browser answers a write kept offline: the day, what
/// is stored for it now, whether the write applied, the habit's card and the day's summary after
/// it, what the engine celebrates, the perfect-days streak, the line to show, for a goal's habit
/// the coach's answer, and Today's layout after it.
public struct CheckInAnswerJSON: WireObject, Sendable {
  public var day: Day
  public var checkIn: CheckIn?
  public var applied: Bool
  public var outcome: CheckInOutcome
  public var coachMessage: CoachMessage?
  public var settings: Settings

  public init(
    day: Day, checkIn: CheckIn?, applied: Bool, outcome: CheckInOutcome,
    coachMessage: CoachMessage? = nil, settings: Settings
  ) {
    self.day = day
    self.checkIn = checkIn
    self.applied = applied
    self.outcome = outcome
    self.coachMessage = coachMessage
    self.settings = settings
  }

  public static let wireName = "CheckInWrite"
  public static let wireSummary =
    "What a check-in written or cleared answers; `ripple done|skip|no|undo --json` prints the same, and the engine in the browser answers the same for a write kept offline"
  public static let wireFields: [WireField<CheckInAnswerJSON>] = [
    WireField("day", "The day written or cleared", as: .day) { $0.day.text },
    .optional("checkIn", "What the day holds now; absent when cleared") {
      $0.checkIn.map(CheckInWire.init)
    },
    WireField("applied", "False when a newer write already stood") { $0.applied },
    WireField("card") { CardJSON($0.outcome.card, settings: $0.settings) },
    WireField("summary") { SummaryJSON($0.outcome.summary, calm: $0.settings.isCalm) },
    WireField("perfectDay") { $0.outcome.summary.isPerfect },
    WireField("celebration") { CelebrationJSON($0.outcome.celebration) },
    WireField(
      "perfectDays", "The perfect-days streak after the write (what the Perfect Day modal shows)"
    ) { StreakJSON($0.outcome.perfectDays) },
    WireField(
      "message", "The line to show for the write: Drink water completed, 3 of 8 glasses logged"
    ) { $0.outcome.message },
    .optional(
      "coachMessage",
      "For the linked habit of a goal in progress, what the coach says to this Yes, No or Skip; absent for other habits and for a cleared day"
    ) { $0.coachMessage.map(CoachMessageJSON.init) },
    .optional(
      "todayLayout",
      "Where Today's cards sit after the write, with its streak notices: with card, what a screen showing Today needs to draw the write without reading Today again. Only with ?include=todayLayout (it works out every card of Today)"
    ) { answer in answer.outcome.layout.map { TodayLayoutJSON($0, settings: answer.settings) } },
  ]
}

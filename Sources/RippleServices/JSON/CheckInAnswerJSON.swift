import RippleCore
import RippleStore

/// What a check-in written or cleared answers, as the API sends it and `ripple done|skip|no|undo
/// --json` prints it: the day, what is stored for it now, whether the write applied, the habit's
/// card and the day's summary after it, what the engine celebrates, the perfect-days streak, the
/// line to show, for a goal's habit the coach's answer, and Today's layout after it.
public struct CheckInAnswerJSON: Encodable, Sendable {
  public var day: String
  public var checkIn: CheckInDTO?
  public var applied: Bool
  public var card: CardJSON
  public var summary: SummaryJSON
  public var perfectDay: Bool
  public var celebration: CelebrationJSON
  /// The perfect-days streak after the write.
  public var perfectDays: StreakJSON
  /// The line to show for the write: "3 of 8 glasses logged", "Drink water completed".
  public var message: String
  /// For the habit of a goal in progress, what the coach says to a Yes, a No or a Skip.
  public var coachMessage: CoachMessageJSON?
  /// Where Today's cards sit after the write, with its streak notices: with `card`, all a screen
  /// showing Today needs to draw the write. Only when asked for (`?include=todayLayout`).
  public var todayLayout: TodayLayoutJSON?

  public init(_ recorded: CheckInRecorded, day: Day, settings: Settings) {
    let outcome = recorded.outcome
    self.day = day.text
    checkIn = recorded.write.current.map(CheckInDTO.init)
    applied = recorded.write.applied
    card = CardJSON(outcome.card, settings: settings)
    summary = SummaryJSON(outcome.summary, calm: settings.isCalm)
    perfectDay = outcome.summary.isPerfect
    celebration = CelebrationJSON(outcome.celebration)
    perfectDays = StreakJSON(outcome.perfectDays)
    message = outcome.message
    coachMessage = recorded.coachMessage.map(CoachMessageJSON.init)
    todayLayout = outcome.layout.map { TodayLayoutJSON($0, settings: settings) }
  }
}

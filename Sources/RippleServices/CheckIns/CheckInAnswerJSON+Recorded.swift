import RippleCore
import RippleWire

extension CheckInAnswerJSON {
  /// The answer to a recorded check-in: what the API sends and `ripple done|skip|no|undo --json`
  /// prints.
  public init(_ recorded: CheckInRecorded, day: Day, settings: Settings) {
    self.init(
      day: day, checkIn: recorded.write.current, applied: recorded.write.applied,
      outcome: recorded.outcome, coachMessage: recorded.coachMessage, settings: settings)
  }
}

/// Coming back after 3 or more days without logging (item 7): a welcome, and the missed days
/// the user may fill in. Progress, not perfection.
public struct WelcomeBack: Hashable, Sendable {
  /// Days since the last check-in (not counting pauses).
  public var daysAway: Int
  /// Days without a check-in that can still be filled in, oldest first (at most a week).
  public var backfillDays: [Day]
  public var message: CoachMessage

  /// Days without logging from which the welcome-back state shows.
  public static let absence = 3
  /// The most past days offered for backfilling.
  public static let backfillLimit = 7

  /// Nil unless the user was away for `absence` days or more before `today`.
  public init?(state: CoachState, log: HabitLog, today: Day) {
    guard state.goal.status.isActive else { return nil }
    let first = max(state.goal.startDay, log.startDay)
    var away: [Day] = []
    var day = today.adding(days: -1)
    while day >= first && log.checkIns[day] == nil {
      if state.pause(on: day) == nil { away.append(day) }
      day = day.adding(days: -1)
    }
    guard away.count >= Self.absence else { return nil }
    daysAway = away.count
    backfillDays = Array(away.prefix(Self.backfillLimit).reversed())
    message = CoachMessages.pick(.returnAfterAbsence, on: today)
  }

  /// The check-ins to write for the days the user fills in; days not offered are left out.
  public func backfill(
    _ entries: [(day: Day, state: CheckInState)], habitID: HabitID
  )
    -> [CheckIn]
  {
    entries.filter { backfillDays.contains($0.day) }.map {
      CheckIn(habitID: habitID, day: $0.day, state: $0.state)
    }
  }
}

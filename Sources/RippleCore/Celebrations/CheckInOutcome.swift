/// What one check-in write changed, as the engine sees it: the habit's card and Today's summary
/// after the write, and the celebration the difference earns. Server and command line both
/// answer a write with it, so every client celebrates the same thing.
public struct CheckInOutcome: Sendable {
  public var card: TodayCard
  public var summary: TodaySummary
  public var celebration: Celebration
  /// The perfect-days streak after the write, for the Perfect Day modal.
  public var perfectDays: StreakStatus
  /// What the written day holds now (nil when cleared).
  public var checkIn: CheckIn?
  /// The line to show for the write: "3 of 8 glasses logged", "Drink water completed".
  public var message: String

  /// - Parameters:
  ///   - logs: every habit's log just after the write.
  ///   - index: the written habit's position in `logs`.
  ///   - day: the day written.
  ///   - previous: what the day held before the write (nil when nothing).
  ///   - applied: false when a newer write stood and nothing changed.
  ///   - goals: the user's goals, so the card of an active goal's habit counts its week as the
  ///     coach does (and celebrates the week the coach calls met).
  public init(
    logs: [HabitLog], index: Int, day: Day, previous: CheckIn?, applied: Bool, today: Day,
    settings: Settings, moment: UserMoment, goals: [CoachState] = []
  ) {
    let firstWeekday = settings.firstWeekday
    card = TodayCard(log: logs[index], today: today, settings: settings, moment: moment)
      .coached(by: goals, log: logs[index], today: today, firstWeekday: firstWeekday)
    summary = TodaySummary(logs: logs, today: today, firstWeekday: firstWeekday)
    perfectDays = PerfectDays.status(logs: logs, today: today, settings: settings, moment: moment)
    checkIn = logs[index].checkIns[day]
    message = CheckInMessage.text(habit: logs[index].habit, checkIn: checkIn)
    let after = CelebrationFacts(log: logs[index], day: day, card: card, summary: summary)
    // Only a day that became done can earn anything, so "before" is worked out just then.
    guard applied, after.dayDone, previous?.outcome(for: logs[index].habit.measure) != .done
    else {
      celebration = .nothing
      return
    }
    var before = logs
    if let previous { before[index].set(previous) } else { before[index].clear(day) }
    let card = TodayCard(log: before[index], today: today, settings: settings, moment: moment)
      .coached(by: goals, log: before[index], today: today, firstWeekday: firstWeekday)
    let summary = TodaySummary(logs: before, today: today, firstWeekday: firstWeekday)
    celebration = Celebration(
      before: CelebrationFacts(log: before[index], day: day, card: card, summary: summary),
      after: after)
  }
}

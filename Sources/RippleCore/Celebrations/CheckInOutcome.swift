/// What one check-in write changed, as the engine sees it: the habit's card and Today's summary
/// after the write, and the celebration the difference earns. Server and command line both
/// answer a write with it, so every client celebrates the same thing.
public struct CheckInOutcome: Sendable {
  public var card: TodayCard
  public var summary: TodaySummary
  /// What the write is celebrated with: one moment at most (`Celebration.once`), and none the
  /// person was celebrated for before (`leavingOut(_:)`).
  public private(set) var celebration: Celebration
  /// Everything the write earned, before a moment is picked.
  public private(set) var earned: Celebration
  /// The moments the write earned, to remember once celebrated.
  public private(set) var moments: [CelebratedMoment]
  /// The perfect-days streak after the write, for the Perfect Day modal.
  public var perfectDays: StreakStatus
  /// What the written day holds now (nil when cleared).
  public var checkIn: CheckIn?
  /// The line to show for the write: "3 of 8 glasses logged", "Drink water completed".
  public var message: String
  /// Where Today's cards sit after the write, with its streak notices, when asked for
  /// (`layingOutToday`): it works out every card of Today, a read's worth of work.
  public var layout: TodayLayout?

  /// - Parameters:
  ///   - logs: every habit's log just after the write.
  ///   - index: the written habit's position in `logs`.
  ///   - day: the day written.
  ///   - previous: what the day held before the write (nil when nothing).
  ///   - applied: false when a newer write stood and nothing changed.
  ///   - goals: the user's goals, so the card of an active goal's habit counts its week as the
  ///     coach does (and celebrates the week the coach calls met).
  ///   - layingOutToday: also work out Today's layout after the write (`layout`).
  public init(
    logs: [HabitLog], index: Int, day: Day, previous: CheckIn?, applied: Bool, today: Day,
    settings: Settings, moment: UserMoment, goals: [CoachState] = [], layingOutToday: Bool = false
  ) {
    let firstWeekday = settings.firstWeekday
    let written = {
      TodayCard(log: logs[index], today: today, settings: settings, moment: moment)
        .coached(by: goals, log: logs[index], today: today, firstWeekday: firstWeekday)
    }
    if layingOutToday {
      // Today after the write: its layout, and the card, summary and perfect days on the way.
      let view = TodayView(
        logs: logs, today: today, settings: settings, moment: moment, goals: goals)
      let habit = logs[index].habit.id
      card = view.cards.first { $0.habit.id == habit } ?? written()
      summary = view.summary
      perfectDays = view.perfectDays
      layout = TodayLayout(view)
    } else {
      card = written()
      summary = TodaySummary(logs: logs, today: today, firstWeekday: firstWeekday)
      perfectDays = PerfectDays.status(
        logs: logs, today: today, settings: settings, moment: moment)
      layout = nil
    }
    checkIn = logs[index].checkIns[day]
    message = CheckInMessage.text(habit: logs[index].habit, checkIn: checkIn)
    let after = CelebrationFacts(log: logs[index], day: day, card: card, summary: summary)
    // Only a day that became done can earn anything, so "before" is worked out just then.
    guard applied, after.dayDone, previous?.outcome(for: logs[index].habit.measure) != .done
    else {
      earned = .nothing
      celebration = .nothing
      moments = []
      return
    }
    var before = logs
    if let previous { before[index].set(previous) } else { before[index].clear(day) }
    let card = TodayCard(log: before[index], today: today, settings: settings, moment: moment)
      .coached(by: goals, log: before[index], today: today, firstWeekday: firstWeekday)
    let summary = TodaySummary(logs: before, today: today, firstWeekday: firstWeekday)
    earned = Celebration(
      before: CelebrationFacts(log: before[index], day: day, card: card, summary: summary),
      after: after)
    celebration = earned.once(perfectDayEarlier: false, milestoneEarlier: false)
    var moments: [CelebratedMoment] = []
    if earned.perfectDay { moments.append(.perfectDay(today)) }
    if earned.milestone != nil { moments.append(.milestone(logs[index].habit.id, day)) }
    self.moments = moments
  }

  /// The outcome without the moments the person was celebrated for before (`earlier`, those of
  /// `moments` already remembered).
  public func leavingOut(_ earlier: [CelebratedMoment]) -> CheckInOutcome {
    var outcome = self
    outcome.celebration = earned.once(
      perfectDayEarlier: earlier.contains { $0.kind == "perfect_day" },
      milestoneEarlier: earlier.contains { $0.kind == "milestone" })
    return outcome
  }
}

/// The current stage's week as the coach's weekly view shows it: seven days, the
/// criterion, the pattern and its supportive text, and once the week is over, its verdict.
///
/// Skipped days neither count nor hurt: the days asked shrink with the days available
/// (`required` = the criterion's share of the days not skipped, paused or before the goal).
public struct CoachWeek: Hashable, Sendable {
  public var days: [CoachDay]
  public var criterion: Criterion
  public var done: Int
  public var missed: Int
  public var skipped: Int
  public var notLogged: Int
  public var toCome: Int
  /// Days that count towards the criterion.
  public var available: Int
  /// Days asked this week: `criterion.days` scaled to the available days, rounded up.
  public var required: Int
  public var pattern: WeekPattern
  /// Set once the week is over.
  public var verdict: WeekVerdict?
  public var stageIndex: Int
  public var roadmapVersion: Int

  public var weekStart: Day { days[0].day }
  public var weekEnd: Day { days[6].day }
  public var isOver: Bool { verdict != nil }
  /// Days still needed to meet the criterion.
  public var needed: Int { max(0, required - done) }
  /// Whether the days to come still allow the criterion.
  public var isReachable: Bool { needed <= toCome }
  /// "Completed more than required": an extra celebration.
  public var exceeded: Bool { done > required && required > 0 }

  /// The week holding `day` (today's week by default), judged against the stage the linked
  /// habit carried that week.
  public init(
    state: CoachState, log: HabitLog, today: Day, firstWeekday: Weekday, weekOf day: Day? = nil
  ) {
    let start = (day ?? today).startOfWeek(firstWeekday: firstWeekday)
    let paused = (0..<7).contains { state.pause(on: start.adding(days: $0)) != nil }
    days = (0..<7).map { offset in
      let day = start.adding(days: offset)
      return CoachDay(
        day: day, state: CoachWeek.state(of: day, state: state, log: log, today: today),
        isToday: day == today)
    }
    if let span = state.span(on: max(start, state.goal.startDay)) ?? state.spans.first {
      (criterion, stageIndex, roadmapVersion) = (
        span.criterion, span.stageIndex, span.roadmapVersion
      )
    } else {
      criterion = state.currentStage.criterion
      (stageIndex, roadmapVersion) = (state.currentIndex, state.roadmap.version)
    }
    done = days.count { $0.state == .done }
    missed = days.count { $0.state == .missed }
    skipped = days.count { $0.state == .skipped }
    notLogged = days.count { $0.state == .notLogged }
    toCome = days.count { $0.state == .toCome }
    available = days.count { $0.state.isAvailable }
    required = (criterion.days * available + 6) / 7
    pattern = CoachWeek.pattern(
      done: done, required: required, available: available, toCome: toCome)
    let over = today > start.adding(days: 6)
    verdict =
      over ? CoachWeek.verdict(done: done, required: required, paused: paused) : nil
  }

  static func state(of day: Day, state: CoachState, log: HabitLog, today: Day) -> CoachDayState {
    if day < state.goal.startDay { return .outside }
    let pause = state.pause(on: day)
    // A day is judged by the measure of the stage it belonged to, not today's.
    let measure = state.span(on: day)?.habit.measure ?? log.habit.measure
    let outcome = log.checkIns[day]?.outcome(for: measure) ?? .none
    if let pause {
      // Maintenance keeps the habit going: a day done counts, nothing else is expected.
      if case .maintenance = pause.mode, outcome == .done { return .done }
      return .paused
    }
    switch outcome {
    case .done: return .done
    case .skipped: return .skipped
    case .missed, .partial: return .missed
    case .none: return day >= today ? .toCome : .notLogged
    }
  }

  static func pattern(done: Int, required: Int, available: Int, toCome: Int) -> WeekPattern {
    if required > 0 && done > required { return .exceeded }
    let needed = required - done
    if needed <= 0 { return toCome > 0 ? .metEarly : .onTrack }
    if needed > toCome { return .behind }
    let elapsed = available - toCome
    // Nothing done yet: an open week before any day has passed, else one to begin.
    if done == 0 { return elapsed == 0 ? .open : .behind }
    let expected = required * elapsed / available
    if done > expected { return .ahead }
    return done == expected ? .onTrack : .behind
  }

  static func verdict(done: Int, required: Int, paused: Bool) -> WeekVerdict {
    if paused { return .notJudged }
    if required == 0 { return .rested }
    if done >= required { return .met }
    return done == required - 1 ? .borderline : .notMet
  }

  /// "2 more to go, 3 days left", while the criterion is not met yet.
  public var progressText: String {
    if needed == 0 && done > required {
      return "\(Self.days(done)) done, more than the \(required) asked"
    }
    if needed == 0 { return "\(done) of \(Self.days(required)): the week's criterion is met" }
    if toCome == 0 { return "\(done) of \(Self.days(required)) in the week" }
    if needed > toCome {
      return "\(done) of \(Self.days(required)), \(Self.days(toCome)) left: each one still counts"
    }
    if toCome == 1 { return "\(needed) more, with 1 day left" }
    return "\(needed) more to go, \(toCome) days left"
  }

  /// "1 day", "3 days".
  static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }

  /// What the supportive text speaks to: the verdict once the week is over, else the pattern.
  public var situation: CoachSituation {
    if let verdict { return CoachSituation(verdict: verdict) }
    return CoachSituation(pattern: pattern)
  }

  /// The supportive text for this week, varied by day.
  public func message(today: Day) -> CoachMessage {
    CoachMessages.pick(situation, on: today)
  }

  /// The week as a record, to keep once it is over.
  public var record: WeekRecord? {
    guard let verdict else { return nil }
    return WeekRecord(
      weekStart: weekStart, roadmapVersion: roadmapVersion, stageIndex: stageIndex,
      verdict: verdict, done: done, required: required)
  }
}

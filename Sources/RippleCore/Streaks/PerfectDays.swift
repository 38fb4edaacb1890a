/// One day of the perfect-days record: how many habits were due and done.
public struct PerfectDay: Hashable, Sendable {
  public var day: Day
  /// Habits due that day, not counting skipped ones.
  public var due: Int
  /// Habits due that day and done (a done day the schedule did not ask for does not count).
  public var done: Int

  /// Every habit due was done (and at least one was due).
  public var isPerfect: Bool { due > 0 && done >= due }

  public init(day: Day, due: Int, done: Int) {
    self.day = day
    self.due = due
    self.done = done
  }
}

/// The "perfect days" streak: consecutive days on which every habit due was done. Days with
/// nothing due neither break nor extend it; today never breaks it.
public enum PerfectDays {
  /// Per-day due and done counts over `range` (days outside a habit's timeline count nothing).
  public static func days(
    _ timelines: [HabitTimeline], in range: ClosedRange<Day>
  )
    -> [PerfectDay]
  {
    let length = range.count
    var due = [Int](repeating: 0, count: length)
    var done = [Int](repeating: 0, count: length)
    for timeline in timelines {
      // The days of `range` inside the timeline, as positions in `range`.
      let offset = range.lowerBound.distance(to: timeline.start)
      let first = max(0, offset)
      let (outcomes, isDue) = (timeline.outcomes, timeline.due)
      for position in first..<max(first, min(length, offset + timeline.count)) {
        let index = position - offset
        let outcome = outcomes[index]
        guard outcome != .skipped, isDue[index] else { continue }
        due[position] += 1
        if outcome == .done { done[position] += 1 }
      }
    }
    return (0..<length).map {
      PerfectDay(day: range.lowerBound.adding(days: $0), due: due[$0], done: done[$0])
    }
  }

  public static func status(
    _ timelines: [HabitTimeline], today: Day, minutesIntoDay: Int = 0
  )
    -> StreakStatus
  {
    guard let first = timelines.map({ $0.start }).min(), first <= today else {
      return .none(unit: .day)
    }
    return fold(days(timelines, in: first...today), today: today, minutesIntoDay: minutesIntoDay)
  }

  /// Folds per-day records, oldest first, into the streak of days on which everything due was
  /// done; the section streaks use the same rule.
  static func fold(_ records: [PerfectDay], today: Day, minutesIntoDay: Int) -> StreakStatus {
    var counter = StreakCounter()
    var pendingToday = false
    for record in records {
      let verdict: UnitVerdict
      if record.due == 0 {
        verdict = .neutral
      } else if record.isPerfect {
        verdict = .success
      } else if record.day == today {
        verdict = .neutral
        pendingToday = true
      } else {
        verdict = .fail
      }
      counter.record(verdict, first: record.day, last: record.day)
    }
    return counter.finished(
      unit: .day, atRisk: pendingToday,
      hoursLeft: HabitStreaks.hoursLeft(minutesIntoDay: minutesIntoDay))
  }

  /// The perfect-days streak of the user's active habits (those started by `today`), as Today
  /// shows it.
  public static func status(
    logs: [HabitLog], today: Day, settings: Settings, moment: UserMoment
  ) -> StreakStatus {
    let timelines = logs.filter { !$0.habit.isArchived && $0.startDay <= today }.map {
      $0.timeline(through: today, firstWeekday: settings.firstWeekday)
    }
    return status(
      timelines, today: today, minutesIntoDay: moment.day == today ? moment.minutesIntoDay : 0)
  }
}

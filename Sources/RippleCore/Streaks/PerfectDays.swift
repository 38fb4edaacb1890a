/// One day of the perfect-days record: how many habits were due and done.
public struct PerfectDay: Hashable, Sendable {
  public var day: Day
  /// Habits due that day, not counting skipped ones.
  public var due: Int
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
    var result: [PerfectDay] = []
    result.reserveCapacity(range.count)
    for day in range {
      var due = 0
      var done = 0
      for timeline in timelines {
        let index = timeline.index(of: day)
        guard index >= 0, index < timeline.count else { continue }
        let outcome = timeline.outcomes[index]
        if outcome == .done {
          due += 1
          done += 1
        } else if outcome != .skipped, timeline.isDue(at: index) {
          due += 1
        }
      }
      result.append(PerfectDay(day: day, due: due, done: done))
    }
    return result
  }

  public static func status(
    _ timelines: [HabitTimeline], today: Day, minutesIntoDay: Int = 0
  )
    -> StreakStatus
  {
    guard let first = timelines.map({ $0.start }).min(), first <= today else {
      return .none(unit: .day)
    }
    var counter = StreakCounter()
    var pendingToday = false
    for record in days(timelines, in: first...today) {
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
}

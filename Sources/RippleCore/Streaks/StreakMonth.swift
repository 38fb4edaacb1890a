/// A month of the streak history with its statistics, each saying what it counts: perfect days
/// (every habit due done) of the days counted, days with a section complete (every habit of one
/// time of day done), and the habits done of those due on the days counted.
///
/// A day counts when something was due on it, up to today; today counts only once a section of
/// it is complete, so a day still running never lowers the rate. A counted day is completed when
/// at least one section was complete, and perfect when every habit due was done.
public struct StreakMonth: Hashable, Sendable {
  /// Every day of the month, first to last.
  public var days: [SectionDay]
  public var today: Day
  public var daysCompleted: Int
  public var daysCounted: Int
  public var perfectDays: Int
  /// Habits done and due, summed over the days counted (skipped ones in neither).
  public var habitsDone: Int
  public var habitsDue: Int

  public init(timelines: [HabitTimeline], month: Day, today: Day) {
    let range = month.monthRange
    days = SectionDays.days(timelines, in: range)
    self.today = today
    var completed = 0
    var counted = 0
    var perfect = 0
    var done = 0
    var due = 0
    for record in days where record.day <= today && record.due > 0 {
      let isComplete = !record.completeSections.isEmpty
      if record.day == today && !isComplete { continue }
      counted += 1
      if isComplete { completed += 1 }
      if record.perfectDay.isPerfect { perfect += 1 }
      done += min(record.done, record.due)
      due += record.due
    }
    daysCompleted = completed
    daysCounted = counted
    perfectDays = perfect
    habitsDone = done
    habitsDue = due
  }

  /// Habits done of those due on the days counted, as a whole percentage (0 when none was due).
  public var habitsPercent: Int { Percent.rounded(done: habitsDone, of: habitsDue) }

  public var first: Day { days.first?.day ?? today }
  public var last: Day { days.last?.day ?? today }

  /// Completed days over counted days, 0 when nothing counted.
  public var completionRate: Double {
    daysCounted == 0 ? 0 : Double(daysCompleted) / Double(daysCounted)
  }

  /// The rate as a whole percentage, rounded half up.
  public var completionPercent: Int {
    daysCounted == 0 ? 0 : (daysCompleted * 200 + daysCounted) / (daysCounted * 2)
  }

  /// The month before, when any habit's history reaches back into it.
  public static func previous(of month: Day, historyStart: Day?) -> Day? {
    guard let historyStart, historyStart < month.startOfMonth else { return nil }
    return month.startOfMonth.adding(days: -1).startOfMonth
  }

  /// The month after, unless it begins after today.
  public static func next(of month: Day, today: Day) -> Day? {
    let next = month.monthRange.upperBound.adding(days: 1)
    return next <= today ? next : nil
  }
}

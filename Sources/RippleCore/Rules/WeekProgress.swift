/// One day of the week bar.
public struct WeekSlot: Hashable, Sendable {
  public var day: Day
  public var outcome: DayOutcome
  public var isToday: Bool
  public var isFuture: Bool
  /// Whether the habit's schedule falls on this day (always true for flexible schedules).
  public var scheduled: Bool
}

/// The week as a habit's card shows it: seven slots, "X / Y this week", on track when X ≥ Y.
public struct WeekProgress: Hashable, Sendable {
  public var slots: [WeekSlot]
  public var done: Int
  public var target: Int

  public var onTrack: Bool { done >= target }
  /// "2 / 3".
  public var text: String { "\(done) / \(target)" }

  public init(slots: [WeekSlot], done: Int, target: Int) {
    self.slots = slots
    self.done = done
    self.target = target
  }

  /// The week containing `today`, for weeks starting on `firstWeekday`.
  public init(log: HabitLog, today: Day, firstWeekday: Weekday) {
    let days = today.week(firstWeekday: firstWeekday)
    let schedule = log.habit.schedule
    slots = days.map { day in
      WeekSlot(
        day: day, outcome: log.outcome(on: day), isToday: day == today, isFuture: day > today,
        scheduled: day >= log.startDay && schedule.falls(on: day))
    }
    done = slots.count { $0.outcome == .done }
    target = WeekProgress.target(of: schedule, slots: slots)
  }

  /// Times per week for weekly habits; the scheduled days of this week (from the habit's start)
  /// for fixed schedules; the rolling rate scaled to a week for "N times in D days".
  static func target(of schedule: Schedule, slots: [WeekSlot]) -> Int {
    switch schedule {
    case .timesPerWeek(let times):
      return times
    case .timesInDays(let times, let days):
      return min(7, max(1, (times * 7 + days - 1) / days))
    case .daily, .weekdays, .everyNDays, .monthDays:
      return slots.count { $0.scheduled }
    }
  }
}

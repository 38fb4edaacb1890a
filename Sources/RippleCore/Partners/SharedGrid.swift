/// A shared habit as its partner sees it: twelve whole weeks of day states ending with the week
/// of the owner's today, and this week's "X of Y". Worked out from the owner's log; nothing of
/// a value, note or mood reaches it.
public struct SharedGrid: Sendable {
  public var today: Day
  public var firstWeekday: Weekday
  public var days: [(day: Day, state: SharedDayState)]
  public var weekDone: Int
  public var weekTarget: Int

  /// Weeks the grid shows.
  public static let weeks = 12

  public init(log: HabitLog, share: PartnerShare, today: Day, firstWeekday: Weekday) {
    self.today = today
    self.firstWeekday = firstWeekday
    let last = today.startOfWeek(firstWeekday: firstWeekday).adding(days: 6)
    let first = last.adding(days: -(Self.weeks * 7 - 1))
    let timeline = HabitTimeline(log: log, through: last, firstWeekday: firstWeekday)
    let visible = share.firstVisibleDay(habitStart: timeline.start)
    days = (0..<(Self.weeks * 7)).map { offset in
      let day = first.adding(days: offset)
      return (day, Self.state(on: day, today: today, visible: visible, timeline: timeline))
    }
    let week = days.suffix(7)
    weekDone = week.count { $0.state == .done }
    let progress = WeekProgress(log: log, today: today, firstWeekday: firstWeekday)
    weekTarget = progress.target
  }

  /// "2 of 3 this week".
  public var weekText: String { "\(weekDone) of \(weekTarget) this week" }

  static func state(
    on day: Day, today: Day, visible: Day, timeline: HabitTimeline
  ) -> SharedDayState {
    if day > today { return .upcoming }
    let index = timeline.index(of: day)
    guard day >= visible, index >= 0 else { return .hidden }
    let due = timeline.isDue(at: index)
    switch timeline.outcome(on: day) {
    case .done: return .done
    case .skipped: return .skipped
    case .missed: return .missed
    case .partial, .none:
      if day == today { return due ? .pending : .notDue }
      return due ? .missed : .notDue
    }
  }
}

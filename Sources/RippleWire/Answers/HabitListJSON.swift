import RippleCore

/// `GET /api/v1/habits` and `ripple list --json`: habits in the user's order.
public struct HabitListJSON: WireObject, Sendable {
  public var habits: [Habit]
  public var firstWeekday: Weekday

  public init(_ habits: [Habit], firstWeekday: Weekday) {
    self.habits = habits
    self.firstWeekday = firstWeekday
  }

  public static let wireName = "HabitList"
  public static let wireSummary = "Habits in the user's order"
  public static let wireFields: [WireField<HabitListJSON>] = [
    WireField("habits") { list in list.habits.map { HabitJSON($0, firstWeekday: list.firstWeekday) }
    }
  ]
}

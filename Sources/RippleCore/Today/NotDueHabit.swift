/// A habit with no card today, and the next day its schedule falls on (nil when none within a
/// year).
public struct NotDueHabit: Hashable, Sendable {
  public var habit: Habit
  public var nextDue: Day?

  public init(habit: Habit, nextDue: Day?) {
    self.habit = habit
    self.nextDue = nextDue
  }
}

/// How long the user gives a goal: a number of weeks, or a day to reach it by.
public enum GoalTimeline: Hashable, Sendable {
  case weeks(Int)
  case targetDay(Day)

  /// The usual roadmap lengths, which the wizard offers and the coach suggests.
  public static let weekRange = 8...12

  /// The lengths a roadmap may have: the person's timeline is planned as they chose it.
  public static let plannedRange = 1...104

  /// The weeks the user asked for, from `start` (not yet brought into `plannedRange`).
  public func requestedWeeks(from start: Day) -> Int {
    switch self {
    case .weeks(let weeks): return weeks
    case .targetDay(let day): return max(0, (start.distance(to: day) + 1 + 6) / 7)
    }
  }

  /// The roadmap's length: the requested weeks, within `plannedRange`.
  public func roadmapWeeks(from start: Day) -> Int {
    min(
      Self.plannedRange.upperBound, max(Self.plannedRange.lowerBound, requestedWeeks(from: start)))
  }
}

/// How long the user gives a goal: a number of weeks, or a day to reach it by.
public enum GoalTimeline: Hashable, Sendable {
  case weeks(Int)
  case targetDay(Day)

  /// The roadmaps' range of weeks.
  public static let weekRange = 8...12

  /// The weeks the user asked for, from `start` (not yet clamped to `weekRange`).
  public func requestedWeeks(from start: Day) -> Int {
    switch self {
    case .weeks(let weeks): return weeks
    case .targetDay(let day): return max(0, (start.distance(to: day) + 1 + 6) / 7)
    }
  }

  /// The roadmap's length: the requested weeks, brought into 8…12.
  public func roadmapWeeks(from start: Day) -> Int {
    min(Self.weekRange.upperBound, max(Self.weekRange.lowerBound, requestedWeeks(from: start)))
  }
}

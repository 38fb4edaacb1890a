/// What a heatmap cell shows for one habit on one day.
public enum HeatmapState: String, Sendable, CaseIterable {
  case completed
  /// A numeric habit with some progress short of its target.
  case partial
  case skipped
  /// Due and passed undone, or an explicit "no".
  case missed
  /// After today.
  case future
  /// Not due and nothing logged, or today while still open.
  case none
  /// Before the habit existed.
  case beforeStart
}

public struct HeatmapCell: Hashable, Sendable {
  public var day: Day
  public var state: HeatmapState
  public var isToday: Bool

  public init(day: Day, state: HeatmapState, isToday: Bool) {
    self.day = day
    self.state = state
    self.isToday = isToday
  }
}

public enum Heatmap {
  /// One cell per day of `days` (a week, a month, a year), for a timeline that runs through
  /// `today`.
  public static func cells(
    _ timeline: HabitTimeline, days: ClosedRange<Day>, today: Day
  ) -> [HeatmapCell] {
    var cells: [HeatmapCell] = []
    cells.reserveCapacity(days.count)
    for day in days {
      cells.append(HeatmapCell(day: day, state: state(timeline, day, today), isToday: day == today))
    }
    return cells
  }

  static func state(_ timeline: HabitTimeline, _ day: Day, _ today: Day) -> HeatmapState {
    if day > today { return .future }
    if day < timeline.start { return .beforeStart }
    switch timeline.outcome(on: day) {
    case .done: return .completed
    case .partial: return .partial
    case .skipped: return .skipped
    case .missed: return .missed
    case .none:
      return day < today && timeline.isDue(at: timeline.index(of: day)) ? .missed : .none
    }
  }
}

extension StatisticsInput {
  /// One habit's cells for any days (a week, a month with the month picker, a year); nil for an
  /// unknown habit.
  public func heatmap(of habitID: HabitID, days: ClosedRange<Day>) -> [HeatmapCell]? {
    index(of: habitID).map { Heatmap.cells(timelines[$0], days: days, today: today) }
  }
}

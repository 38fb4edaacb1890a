import RippleCore

/// `GET /api/v1/stats` (and `ripple stats --json`): the period, the ranges with their locks, the
/// overview, every habit's statistics and the grade scale.
public struct StatisticsJSON: Encodable, Sendable {
  public var period: PeriodJSON
  public var ranges: [RangeOptionJSON]
  public var overview: OverviewJSON
  public var habits: [HabitStatsJSON]
  public var gradeScale: [GradeJSON]

  public init(_ report: StatisticsReport, firstWeekday: Weekday) {
    period = PeriodJSON(report.period)
    ranges = report.ranges.map(RangeOptionJSON.init)
    overview = OverviewJSON(report.overview)
    habits = report.habits.map { HabitStatsJSON($0, firstWeekday: firstWeekday) }
    gradeScale = GradeJSON.scale
  }
}

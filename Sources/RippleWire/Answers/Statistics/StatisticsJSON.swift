import RippleCore

/// `GET /api/v1/stats` (and `ripple stats --json`): the period, the ranges with their locks, the
/// overview, every habit's statistics and the grade scale.
public struct StatisticsJSON: WireObject, Sendable {
  public var report: StatisticsReport
  public var firstWeekday: Weekday

  public init(_ report: StatisticsReport, firstWeekday: Weekday) {
    self.report = report
    self.firstWeekday = firstWeekday
  }

  public static let wireName = "Statistics"
  public static let wireSummary = "Statistics over a range, with the ranges the plan offers"
  public static let wireFields: [WireField<StatisticsJSON>] = [
    WireField("period") { PeriodJSON($0.report.period) },
    WireField("ranges") { $0.report.ranges.map(RangeOptionJSON.init) },
    WireField("overview") { OverviewJSON($0.report.overview) },
    WireField("habits") { answer in
      answer.report.habits.map { HabitStatsJSON($0, firstWeekday: answer.firstWeekday) }
    },
    WireField("gradeScale") { _ in GradeJSON.scale },
  ]
}

/// `GET /api/v1/habits/{id}/stats`: one habit's statistics, its insights and the grade scale.
public struct HabitStatisticsReportJSON: WireObject, Sendable {
  public var report: HabitStatisticsReport
  public var firstWeekday: Weekday

  public init(_ report: HabitStatisticsReport, firstWeekday: Weekday) {
    self.report = report
    self.firstWeekday = firstWeekday
  }

  public static let wireName = "HabitStatisticsReport"
  public static let wireSummary = "One habit's statistics over a range, with its insights"
  public static let wireFields: [WireField<HabitStatisticsReportJSON>] = [
    WireField("period") { PeriodJSON($0.report.statistics.period) },
    WireField("statistics") {
      HabitStatsJSON($0.report.statistics, firstWeekday: $0.firstWeekday)
    },
    WireField("insights") { $0.report.insights.map(InsightJSON.init) },
    WireField("gradeScale") { _ in GradeJSON.scale },
  ]
}

/// `GET /api/v1/insights`: the insights over a range.
public struct InsightsJSON: WireObject, Sendable {
  public var report: InsightsReport

  public init(_ report: InsightsReport) { self.report = report }

  public static let wireName = "Insights"
  public static let wireSummary = "The insights over a range"
  public static let wireFields: [WireField<InsightsJSON>] = [
    WireField("period") { PeriodJSON($0.report.period) },
    WireField("insights") { $0.report.insights.map(InsightJSON.init) },
    .optional("emptyText", "What to say when there is no insight yet") { $0.report.emptyText },
  ]
}

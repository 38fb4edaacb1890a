import RippleCore

/// Every habit's statistics together over the period.
public struct OverviewJSON: WireObject, Sendable {
  public var overview: PeriodStatistics

  public init(_ overview: PeriodStatistics) { self.overview = overview }

  public static let wireName = "Overview"
  public static let wireSummary = "Every habit together over the period"
  public static let wireFields: [WireField<OverviewJSON>] = [
    WireField("rate") { RateJSON($0.overview.rate) },
    WireField("rateText", "What the rate counts, over the period: 8 of 9 due days done this week") {
      $0.overview.rateText
    },
    .optional(
      "trend",
      "How this period's rate compares with the one before it (absent when there is none to compare)"
    ) { $0.overview.trend.map(TrendJSON.init) },
    WireField("daily") { $0.overview.daily.map(DailyRateJSON.init) },
    .optional("dailySummary", "Absent when nothing was due") {
      DailySummary($0.overview.daily).map(DailySummaryJSON.init)
    },
    WireField("totals") { TotalsJSON(totals: $0.overview.totals) },
    .optional("streak", "The perfect-days streak") { $0.overview.streak.map(StreakJSON.init) },
  ]
}

/// How a period's rate compares with the one before.
public struct TrendJSON: WireObject, Sendable {
  public var trend: Trend

  public init(_ trend: Trend) { self.trend = trend }

  public static let wireName = "Trend"
  public static let wireSummary = "How the period's rate compares with the one before it"
  public static let wireFields: [WireField<TrendJSON>] = [
    WireField("points", "Percentage points against the period before") { $0.trend.points },
    WireField("direction", as: .words(TrendDirection.self)) { $0.trend.direction.rawValue },
    WireField("text", "12 points above last week") { $0.trend.text },
  ]
}

/// The sparkline's words.
public struct DailySummaryJSON: WireObject, Sendable {
  public var summary: DailySummary

  public init(_ summary: DailySummary) { self.summary = summary }

  public static let wireName = "DailySummary"
  public static let wireSummary =
    "The sparkline's words: the mean of the rates of the days something was due, the first day with the highest rate and the last day something was due"
  public static let wireFields: [WireField<DailySummaryJSON>] = [
    WireField("averagePercent") { $0.summary.averagePercent },
    WireField("best") { DailyRateJSON($0.summary.best) },
    WireField("latest") { DailyRateJSON($0.summary.latest) },
  ]
}

/// Counts over all the user's habits.
public struct TotalsJSON: WireObject, Sendable {
  public var totals: StatisticsTotals

  public static let wireName = "Totals"
  public static let wireSummary = "Counts over all the user's habits"
  public static let wireFields: [WireField<TotalsJSON>] = [
    WireField("habits") { $0.totals.habits },
    WireField("active") { $0.totals.active },
    WireField("archived") { $0.totals.archived },
    WireField("completions") { $0.totals.completions },
    WireField("daysSinceFirstHabit") { $0.totals.daysSinceFirstHabit },
    WireField("activeDays") { $0.totals.activeDays },
  ]
}

import RippleCore

/// One habit's statistics over a period.
public struct HabitStatsJSON: WireObject, Sendable {
  public var statistics: HabitStatistics
  public var firstWeekday: Weekday

  public init(_ statistics: HabitStatistics, firstWeekday: Weekday) {
    self.statistics = statistics
    self.firstWeekday = firstWeekday
  }

  public static let wireName = "HabitStatistics"
  public static let wireSummary = "One habit's statistics over the period"
  public static let wireFields: [WireField<HabitStatsJSON>] = [
    WireField("habit") { HabitJSON($0.statistics.habit, firstWeekday: $0.firstWeekday) },
    WireField("rate") { RateJSON($0.statistics.rate) },
    WireField("totalCompletions") { $0.statistics.totalCompletions },
    .optional("streak") { $0.statistics.streak.map(StreakJSON.init) },
    WireField("timeline", "The streak's runs") {
      ($0.statistics.streak?.runs ?? []).map(StreakRunJSON.init)
    },
    .optional("bestStreak", "The habit's longest run, absent before the first") {
      $0.statistics.bestStreak.map(BestStreakJSON.init)
    },
    WireField("strength", "0 to 1, to three decimals") {
      ($0.statistics.strength * 1000).rounded() / 1000
    },
    WireField("strengthSeries") { $0.statistics.strengthSeries.map(StrengthPointJSON.init) },
    WireField("consistency") { ConsistencyJSON(consistency: $0.statistics.consistency) },
    WireField("heatmap") { $0.statistics.heatmap.map(HeatmapCellJSON.init) },
    WireField(
      "months",
      "The heatmap by month, oldest first: completed, partly done (counting half) and missed days over the days that counted (skipped and days not due do not)"
    ) { Heatmap.months($0.statistics.heatmap).map(HeatmapMonthJSON.init) },
  ]
}

/// A run of a streak.
public struct StreakRunJSON: WireObject, Sendable {
  public var run: StreakRun

  public init(_ run: StreakRun) { self.run = run }

  public static let wireName = "StreakRun"
  public static let wireSummary = "One run of a streak, from its first day to its last"
  public static let wireFields: [WireField<StreakRunJSON>] = [
    WireField("start", as: .day) { $0.run.start.text },
    WireField("end", as: .day) { $0.run.end.text },
    WireField("length") { $0.run.length },
    WireField("endedByMiss") { $0.run.endedByMiss },
  ]
}

/// A habit's longest run.
public struct BestStreakJSON: WireObject, Sendable {
  public var best: BestStreak

  public init(_ best: BestStreak) { self.best = best }

  public static let wireName = "BestStreak"
  public static let wireSummary = "A habit's longest run, and the words for it"
  public static let wireFields: [WireField<BestStreakJSON>] = [
    WireField("run") { StreakRunJSON($0.best.run) },
    WireField("unit", as: .oneOf(["day", "week"])) { $0.best.unit.rawValue },
    WireField("isCurrent") { $0.best.isCurrent },
    WireField("message") { $0.best.message },
  ]
}

/// A point of the strength curve.
public struct StrengthPointJSON: WireObject, Sendable {
  public var point: DayValue

  public init(_ point: DayValue) { self.point = point }

  public static let wireName = "StrengthPoint"
  public static let wireSummary = "The habit's strength on a day, 0 to 1"
  public static let wireFields: [WireField<StrengthPointJSON>] = [
    WireField("day", as: .day) { $0.point.day.text },
    WireField("value") { ($0.point.value * 1000).rounded() / 1000 },
  ]
}

/// How consistent a habit was, with its grade.
public struct ConsistencyJSON: WireObject, Sendable {
  public var consistency: Consistency

  public static let wireName = "Consistency"
  public static let wireSummary = "How consistent the habit was, with its grade"
  public static let wireFields: [WireField<ConsistencyJSON>] = [
    WireField("rate") { RateJSON($0.consistency.rate) },
    .optional("grade", as: .words(ConsistencyGrade.self)) { $0.consistency.grade?.rawValue },
    WireField("daysPerWeek", "To one decimal") { ($0.consistency.daysPerWeek * 10).rounded() / 10 },
    WireField("text") { $0.consistency.text },
  ]
}

/// A day of the heatmap.
public struct HeatmapCellJSON: WireObject, Sendable {
  public var cell: HeatmapCell

  public init(_ cell: HeatmapCell) { self.cell = cell }

  public static let wireName = "HeatmapCell"
  public static let wireSummary = "A day of the heatmap"
  public static let wireFields: [WireField<HeatmapCellJSON>] = [
    WireField("day", as: .day) { $0.cell.day.text },
    WireField("state", as: .words(HeatmapState.self)) { $0.cell.state.rawValue },
    WireField("isToday") { $0.cell.isToday },
  ]
}

/// A month of the heatmap: done ÷ due with a partly done day as half.
public struct HeatmapMonthJSON: WireObject, Sendable {
  public var month: HeatmapMonth

  public init(_ month: HeatmapMonth) { self.month = month }

  public static let wireName = "HeatmapMonth"
  public static let wireSummary = "A month of the heatmap, a partly done day counting half"
  public static let wireFields: [WireField<HeatmapMonthJSON>] = [
    WireField("month", "The month's first day", as: .day) { $0.month.month.text },
    WireField("due") { $0.month.due },
    .optional("percent", "Absent when nothing was due") { $0.month.percent },
    .optional("fraction", "Absent when nothing was due") {
      $0.month.fraction.map { ($0 * 1000).rounded() / 1000 }
    },
  ]
}

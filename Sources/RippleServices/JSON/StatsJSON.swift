import RippleCore
import RippleWire

/// A done ÷ due rate: `{"done": 23, "due": 30, "percent": 77, "text": "77%", "daysText": "23/30 days"}`.
public struct RateJSON: Encodable, Sendable {
  public var done: Int
  public var due: Int
  public var percent: Int
  public var text: String
  public var daysText: String

  public init(_ rate: Rate) {
    done = rate.done
    due = rate.due
    percent = rate.percent
    text = rate.percentText
    daysText = rate.daysText
  }
}

public struct PeriodJSON: Encodable, Sendable {
  public var range: String
  public var title: String
  public var start: String
  public var end: String
  public var phrase: String

  public init(_ period: StatsPeriod) {
    range = period.range.code
    title = period.range.title
    start = period.days.lowerBound.text
    end = period.days.upperBound.text
    phrase = period.phrase
  }
}

public struct RangeOptionJSON: Encodable, Sendable {
  public var code: String
  public var title: String
  public var locked: Bool
  public var reason: String?

  public init(_ option: StatsRangeOption) {
    code = option.range.code
    title = option.range.title
    locked = option.isLocked
    if case .needsPremium(let reason) = option.access { self.reason = reason }
  }
}

public struct GradeJSON: Encodable, Sendable {
  public var grade: String
  public var minimumPercent: Int
  public var rangeText: String

  public static let scale = ConsistencyGrade.allCases.map {
    GradeJSON(grade: $0.rawValue, minimumPercent: $0.minimumPercent, rangeText: $0.rangeText)
  }
}

public struct OverviewJSON: Encodable, Sendable {
  public struct TrendJSON: Encodable, Sendable {
    public var points: Int
    public var direction: String
    public var text: String
  }

  public struct DailyJSON: Encodable, Sendable {
    public var day: String
    public var done: Int
    public var due: Int
    public var percent: Int
  }

  /// The sparkline's words (`DailySummary`).
  public struct DailySummaryJSON: Encodable, Sendable {
    public var averagePercent: Int
    public var best: DailyJSON
    public var latest: DailyJSON

    public init(_ summary: DailySummary) {
      averagePercent = summary.averagePercent
      best = DailyJSON(summary.best)
      latest = DailyJSON(summary.latest)
    }
  }

  public struct TotalsJSON: Encodable, Sendable {
    public var habits: Int
    public var active: Int
    public var archived: Int
    public var completions: Int
    public var daysSinceFirstHabit: Int
    public var activeDays: Int
  }

  public var rate: RateJSON
  /// What the rate counts, over the period: "8 of 9 due days done this week".
  public var rateText: String
  public var trend: TrendJSON?
  public var daily: [DailyJSON]
  /// Absent when nothing was due on any day.
  public var dailySummary: DailySummaryJSON?
  public var totals: TotalsJSON
  public var streak: StreakJSON?

  public init(_ overview: PeriodStatistics) {
    rate = RateJSON(overview.rate)
    rateText = overview.rateText
    trend = overview.trend.map {
      TrendJSON(points: $0.points, direction: $0.direction.rawValue, text: $0.text)
    }
    daily = overview.daily.map(DailyJSON.init)
    dailySummary = DailySummary(overview.daily).map(DailySummaryJSON.init)
    let totals = overview.totals
    self.totals = TotalsJSON(
      habits: totals.habits, active: totals.active, archived: totals.archived,
      completions: totals.completions, daysSinceFirstHabit: totals.daysSinceFirstHabit,
      activeDays: totals.activeDays)
    streak = overview.streak.map(StreakJSON.init)
  }
}

extension OverviewJSON.DailyJSON {
  public init(_ rate: DayRate) {
    self.init(
      day: rate.day.text, done: rate.rate.done, due: rate.rate.due, percent: rate.rate.percent)
  }
}

public struct InsightJSON: Encodable, Sendable {
  public struct Bar: Encodable, Sendable {
    public var label: String
    public var habitId: String?
    public var count: Int
    public var total: Int
    public var percent: Int
  }

  public var kind: String
  public var title: String
  public var text: String
  public var detail: String?
  public var locked: Bool
  public var value: Int?
  public var progress: Double?
  public var day: String?
  public var habitIds: [String]
  public var bars: [Bar]

  public init(_ insight: Insight) {
    kind = insight.kind.rawValue
    title = insight.title
    text = insight.text
    detail = insight.detail
    locked = insight.isLocked
    value = insight.value
    progress = insight.progress
    day = insight.day?.text
    habitIds = insight.habitIDs.map(\.rawValue)
    bars = insight.bars.map {
      Bar(
        label: $0.label, habitId: $0.habitID?.rawValue, count: $0.count, total: $0.total,
        percent: $0.percent)
    }
  }
}

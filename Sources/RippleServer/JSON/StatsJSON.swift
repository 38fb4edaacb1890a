import Hummingbird
import RippleCore

/// A done ÷ due rate: `{"done": 23, "due": 30, "percent": 77, "text": "77%", "daysText": "23/30 days"}`.
public struct RateJSON: Encodable, Sendable {
  var done: Int
  var due: Int
  var percent: Int
  var text: String
  var daysText: String

  public init(_ rate: Rate) {
    done = rate.done
    due = rate.due
    percent = rate.percent
    text = rate.percentText
    daysText = rate.daysText
  }
}

public struct PeriodJSON: Encodable, Sendable {
  var range: String
  var title: String
  var start: String
  var end: String
  var phrase: String

  public init(_ period: StatsPeriod) {
    range = period.range.code
    title = period.range.title
    start = period.days.lowerBound.text
    end = period.days.upperBound.text
    phrase = period.phrase
  }
}

public struct RangeOptionJSON: Encodable, Sendable {
  var code: String
  var title: String
  var locked: Bool
  var reason: String?

  public init(_ option: StatsRangeOption) {
    code = option.range.code
    title = option.range.title
    locked = option.isLocked
    if case .needsPremium(let reason) = option.access { self.reason = reason }
  }
}

public struct GradeJSON: Encodable, Sendable {
  var grade: String
  var minimumPercent: Int
  var rangeText: String

  static let scale = ConsistencyGrade.allCases.map {
    GradeJSON(grade: $0.rawValue, minimumPercent: $0.minimumPercent, rangeText: $0.rangeText)
  }
}

public struct OverviewJSON: Encodable, Sendable {
  struct TrendJSON: Encodable, Sendable {
    var points: Int
    var direction: String
    var text: String
  }

  struct DailyJSON: Encodable, Sendable {
    var day: String
    var done: Int
    var due: Int
    var percent: Int
  }

  /// The sparkline's words (`DailySummary`).
  struct DailySummaryJSON: Encodable, Sendable {
    var averagePercent: Int
    var best: DailyJSON
    var latest: DailyJSON

    init(_ summary: DailySummary) {
      averagePercent = summary.averagePercent
      best = DailyJSON(summary.best)
      latest = DailyJSON(summary.latest)
    }
  }

  struct TotalsJSON: Encodable, Sendable {
    var habits: Int
    var active: Int
    var archived: Int
    var completions: Int
    var daysSinceFirstHabit: Int
    var activeDays: Int
  }

  var rate: RateJSON
  var trend: TrendJSON?
  var daily: [DailyJSON]
  /// Absent when nothing was due on any day.
  var dailySummary: DailySummaryJSON?
  var totals: TotalsJSON
  var streak: StreakJSON?

  public init(_ overview: PeriodStatistics) {
    rate = RateJSON(overview.rate)
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
  init(_ rate: DayRate) {
    self.init(
      day: rate.day.text, done: rate.rate.done, due: rate.rate.due, percent: rate.rate.percent)
  }
}

public struct InsightJSON: Encodable, Sendable {
  struct Bar: Encodable, Sendable {
    var label: String
    var habitId: String?
    var count: Int
    var total: Int
    var percent: Int
  }

  var kind: String
  var title: String
  var text: String
  var detail: String?
  var locked: Bool
  var value: Int?
  var progress: Double?
  var day: String?
  var habitIds: [String]
  var bars: [Bar]

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

import RippleCore
import RippleWire

/// One habit's statistics over a period.
public struct HabitStatsJSON: Encodable, Sendable {
  public struct RunJSON: Encodable, Sendable {
    public var start: String
    public var end: String
    public var length: Int
    public var endedByMiss: Bool

    public init(_ run: StreakRun) {
      start = run.start.text
      end = run.end.text
      length = run.length
      endedByMiss = run.endedByMiss
    }
  }

  public struct BestJSON: Encodable, Sendable {
    public var run: RunJSON
    public var unit: String
    public var isCurrent: Bool
    public var message: String
  }

  public struct ConsistencyJSON: Encodable, Sendable {
    public var rate: RateJSON
    public var grade: String?
    public var daysPerWeek: Double
    public var text: String
  }

  public struct PointJSON: Encodable, Sendable {
    public var day: String
    public var value: Double
  }

  public struct CellJSON: Encodable, Sendable {
    public var day: String
    public var state: String
    public var isToday: Bool
  }

  /// A month of the heatmap: done ÷ due with a partly done day as half (`HeatmapMonth`).
  public struct MonthJSON: Encodable, Sendable {
    public var month: String
    public var due: Int
    public var percent: Int?
    public var fraction: Double?

    public init(_ month: HeatmapMonth) {
      self.month = month.month.text
      due = month.due
      percent = month.percent
      fraction = month.fraction.map { ($0 * 1000).rounded() / 1000 }
    }
  }

  public var habit: HabitJSON
  public var rate: RateJSON
  public var totalCompletions: Int
  public var streak: StreakJSON?
  public var timeline: [RunJSON]
  public var bestStreak: BestJSON?
  public var strength: Double
  public var strengthSeries: [PointJSON]
  public var consistency: ConsistencyJSON
  public var heatmap: [CellJSON]
  public var months: [MonthJSON]

  public init(_ statistics: HabitStatistics, firstWeekday: Weekday) {
    habit = HabitJSON(statistics.habit, firstWeekday: firstWeekday)
    rate = RateJSON(statistics.rate)
    totalCompletions = statistics.totalCompletions
    streak = statistics.streak.map(StreakJSON.init)
    timeline = statistics.streak?.runs.map(RunJSON.init) ?? []
    bestStreak = statistics.bestStreak.map {
      BestJSON(
        run: RunJSON($0.run), unit: $0.unit.rawValue, isCurrent: $0.isCurrent,
        message: $0.message)
    }
    strength = (statistics.strength * 1000).rounded() / 1000
    strengthSeries = statistics.strengthSeries.map {
      PointJSON(day: $0.day.text, value: ($0.value * 1000).rounded() / 1000)
    }
    let consistency = statistics.consistency
    self.consistency = ConsistencyJSON(
      rate: RateJSON(consistency.rate), grade: consistency.grade?.rawValue,
      daysPerWeek: (consistency.daysPerWeek * 10).rounded() / 10, text: consistency.text)
    heatmap = statistics.heatmap.map {
      CellJSON(day: $0.day.text, state: $0.state.rawValue, isToday: $0.isToday)
    }
    months = Heatmap.months(statistics.heatmap).map(MonthJSON.init)
  }
}

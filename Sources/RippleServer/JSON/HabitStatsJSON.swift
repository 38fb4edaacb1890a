import RippleCore

/// One habit's statistics over a period.
public struct HabitStatsJSON: Encodable, Sendable {
  struct RunJSON: Encodable, Sendable {
    var start: String
    var end: String
    var length: Int
    var endedByMiss: Bool

    init(_ run: StreakRun) {
      start = run.start.text
      end = run.end.text
      length = run.length
      endedByMiss = run.endedByMiss
    }
  }

  struct BestJSON: Encodable, Sendable {
    var run: RunJSON
    var unit: String
    var isCurrent: Bool
    var message: String
  }

  struct ConsistencyJSON: Encodable, Sendable {
    var rate: RateJSON
    var grade: String?
    var daysPerWeek: Double
    var text: String
  }

  struct PointJSON: Encodable, Sendable {
    var day: String
    var value: Double
  }

  struct CellJSON: Encodable, Sendable {
    var day: String
    var state: String
    var isToday: Bool
  }

  /// A month of the heatmap: done ÷ due with a partly done day as half (`HeatmapMonth`).
  struct MonthJSON: Encodable, Sendable {
    var month: String
    var due: Int
    var percent: Int?
    var fraction: Double?

    init(_ month: HeatmapMonth) {
      self.month = month.month.text
      due = month.due
      percent = month.percent
      fraction = month.fraction.map { ($0 * 1000).rounded() / 1000 }
    }
  }

  var habit: HabitJSON
  var rate: RateJSON
  var totalCompletions: Int
  var streak: StreakJSON?
  var timeline: [RunJSON]
  var bestStreak: BestJSON?
  var strength: Double
  var strengthSeries: [PointJSON]
  var consistency: ConsistencyJSON
  var heatmap: [CellJSON]
  var months: [MonthJSON]

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

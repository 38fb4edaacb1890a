import RippleCore

/// `ripple stats --json`: the numbers of the Statistics screen for a range.
struct StatsJSON: Encodable {
  struct RateJSON: Encodable {
    var done: Int
    var due: Int
    var percent: Int

    init(_ rate: Rate) {
      done = rate.done
      due = rate.due
      percent = rate.percent
    }
  }

  struct Totals: Encodable {
    var habits: Int
    var active: Int
    var archived: Int
    var completions: Int
    var daysSinceFirstHabit: Int
    var activeDays: Int
  }

  struct HabitJSON: Encodable {
    var id: String
    var name: String
    var rate: RateJSON
    var totalCompletions: Int
    var streak: StreakJSON?
    var strength: Double
    var consistencyGrade: String?
    var daysPerWeek: Double
  }

  var range: String
  var start: String
  var end: String
  var rate: RateJSON
  var trend: String?
  var perfectDays: StreakJSON?
  var totals: Totals
  var habits: [HabitJSON]

  init(_ report: StatisticsReport) {
    let overview = report.overview
    range = overview.period.range.code
    start = overview.period.elapsed.lowerBound.text
    end = overview.period.elapsed.upperBound.text
    rate = RateJSON(overview.rate)
    trend = overview.trend?.text
    perfectDays = overview.streak.map(StreakJSON.init)
    let totals = overview.totals
    self.totals = Totals(
      habits: totals.habits, active: totals.active, archived: totals.archived,
      completions: totals.completions, daysSinceFirstHabit: totals.daysSinceFirstHabit,
      activeDays: totals.activeDays)
    habits = report.habits.map { statistics in
      HabitJSON(
        id: statistics.habit.id.rawValue, name: statistics.habit.name,
        rate: RateJSON(statistics.rate), totalCompletions: statistics.totalCompletions,
        streak: statistics.streak.map(StreakJSON.init),
        strength: (statistics.strength * 1000).rounded() / 1000,
        consistencyGrade: statistics.consistency.grade?.rawValue,
        daysPerWeek: (statistics.consistency.daysPerWeek * 10).rounded() / 10)
    }
  }
}

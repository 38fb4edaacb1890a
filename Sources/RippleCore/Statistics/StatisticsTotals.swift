/// The totals card: habits by state, completions in the period, and days since the first habit.
public struct StatisticsTotals: Hashable, Sendable {
  public var habits: Int
  public var active: Int
  public var archived: Int
  /// Days done in the period, archived habits included (archiving keeps what was done).
  public var completions: Int
  /// Days from the first habit's start through today (0 without habits).
  public var daysSinceFirstHabit: Int
  /// Days since the first habit on which at least one habit was done.
  public var activeDays: Int

  public init(
    habits: Int, active: Int, archived: Int, completions: Int, daysSinceFirstHabit: Int,
    activeDays: Int
  ) {
    self.habits = habits
    self.active = active
    self.archived = archived
    self.completions = completions
    self.daysSinceFirstHabit = daysSinceFirstHabit
    self.activeDays = activeDays
  }

  init(_ input: StatisticsInput, period: StatsPeriod) {
    let completions = input.completions(in: period.elapsed)
    var daysSince = 0
    var activeDays = 0
    if let first = input.firstDay, first <= input.today {
      daysSince = first.distance(to: input.today) + 1
      var doneOn = [Bool](repeating: false, count: daysSince)
      for habit in input.days {
        let offset = first.distance(to: habit.start)
        for position in habit.counts.indices where habit.counts[position] == .done {
          doneOn[position + offset] = true
        }
      }
      activeDays = doneOn.count { $0 }
    }
    self.init(
      habits: input.logs.count, active: input.active.count,
      archived: input.logs.count - input.active.count, completions: completions,
      daysSinceFirstHabit: daysSince, activeDays: activeDays)
  }
}

/// A habit's rate over the insight's period.
struct HabitRate {
  var habit: Habit
  var rate: Rate
}

/// The consistency cards: overall consistency, by habit, most consistent, room for growth.
enum ConsistencyInsights {
  static func overall(_ rate: Rate, period: StatsPeriod) -> Insight {
    Insight(
      kind: .overallConsistency, title: InsightKind.overallConsistency.title(calm: true),
      text: "You completed \(rate.percentText) of your habits \(period.phrase).",
      detail: "That's \(rate.done) out of \(rate.due) total habit instances.", value: rate.percent)
  }

  /// Every habit's bar, in the user's order (no rankings).
  static func byHabit(_ rates: [HabitRate], period: StatsPeriod) -> Insight {
    Insight(
      kind: .byHabit, title: InsightKind.byHabit.title(calm: true),
      text: "How often you completed each habit \(period.phrase).",
      habitIDs: rates.map { $0.habit.id },
      bars: rates.map { InsightBar(label: $0.habit.name, habitID: $0.habit.id, rate: $0.rate) })
  }

  /// The habit with the highest rate (more done days, then the user's order, breaking ties);
  /// needs two habits with something due.
  static func mostConsistent(_ rates: [HabitRate], period: StatsPeriod) -> Insight? {
    guard rates.count >= 2, let best = highest(rates) else { return nil }
    return Insight(
      kind: .mostConsistent, title: InsightKind.mostConsistent.title(calm: true),
      text:
        "Your most consistent habit is \"\(best.habit.name)\" at \(best.rate.percentText) completion \(period.spanPhrase).",
      value: best.rate.percent, habitIDs: [best.habit.id])
  }

  /// The habit with the lowest rate, below the most consistent one; hidden under 5% (
  /// avoid guilt).
  static func roomForGrowth(_ rates: [HabitRate], period: StatsPeriod) -> Insight? {
    guard rates.count >= 2, let best = highest(rates), let lowest = lowest(rates),
      lowest.rate.isLower(than: best.rate), lowest.rate.done * 20 >= lowest.rate.due
    else { return nil }
    let times = lowest.rate.done == 1 ? "once" : "\(lowest.rate.done) times"
    return Insight(
      kind: .roomForGrowth, title: InsightKind.roomForGrowth.title(calm: true),
      text:
        "\"\(lowest.habit.name)\" has been completed \(times) \(period.phrase) (\(lowest.rate.percentText)).",
      value: lowest.rate.percent, habitIDs: [lowest.habit.id])
  }

  static func highest(_ rates: [HabitRate]) -> HabitRate? {
    var best: HabitRate?
    for entry in rates {
      guard let current = best else {
        best = entry
        continue
      }
      if current.rate.isLower(than: entry.rate)
        || (!entry.rate.isLower(than: current.rate) && entry.rate.done > current.rate.done)
      {
        best = entry
      }
    }
    return best
  }

  static func lowest(_ rates: [HabitRate]) -> HabitRate? {
    var low: HabitRate?
    for entry in rates {
      guard let current = low else {
        low = entry
        continue
      }
      if entry.rate.isLower(than: current.rate)
        || (!current.rate.isLower(than: entry.rate) && entry.rate.done < current.rate.done)
      {
        low = entry
      }
    }
    return low
  }
}

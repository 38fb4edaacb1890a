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
    return Insight(
      kind: .roomForGrowth, title: InsightKind.roomForGrowth.title(calm: true),
      text:
        "\"\(lowest.habit.name)\" \(counted(lowest)) \(period.phrase) (\(lowest.rate.percentText)).",
      value: lowest.rate.percent, habitIDs: [lowest.habit.id])
  }

  /// What a habit's rate counts, as its card in the performance list does ("1/2 days"): "was done
  /// on 1 of 2 days due", "stayed within its limit on 2 of 6 days" (a limit is kept, not
  /// completed), "met its weekly target in 1 of 3 weeks".
  static func counted(_ entry: HabitRate) -> String {
    let rate = entry.rate
    switch rate.unit {
    case .weeks:
      return
        "met its weekly target in \(rate.done) of \(rate.due) \(rate.due == 1 ? "week" : "weeks")"
    case .periods, .mixed:
      return "met its target in \(rate.done) of \(rate.due) \(rate.due == 1 ? "period" : "periods")"
    case .days:
      let days = "\(rate.done) of \(rate.due) \(rate.due == 1 ? "day" : "days")"
      if case .numeric(_, _, .atMost) = entry.habit.measure {
        return "stayed within its limit on \(days)"
      }
      return "was done on \(days) due"
    }
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

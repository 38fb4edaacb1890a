/// This week so far against last week: completions up to the same weekday, and the success rate
/// against last week's, the trend the Statistics hero tells for the week (`Trend`), with the
/// most consistent habit. Not shown in calm mode (no comparisons).
enum WeekComparisonInsight {
  static func make(_ input: StatisticsInput) -> Insight? {
    let week = input.period(.week)
    let thisWeek = week.elapsed
    let lastWeekSoFar = thisWeek.lowerBound.adding(days: -7)...thisWeek.upperBound.adding(days: -7)
    guard let lastWeek = week.previous, let trend = input.trend(of: week) else { return nil }
    var rates: [HabitRate] = []
    for index in input.active {
      let rate = input.days[index].rate(in: thisWeek)
      if !rate.isEmpty { rates.append(HabitRate(habit: input.logs[index].habit, rate: rate)) }
    }
    let this = input.activeRate(in: thisWeek)
    let done = input.completions(in: thisWeek)
    let change = done - input.completions(in: lastWeekSoFar)
    let compared: String
    switch change {
    case 0: compared = "the same as"
    case 1...: compared = "\(change) more than"
    default: compared = "\(-change) fewer than"
    }
    var detail = "Your success rate is \(this.percentText), \(trend.clause)."
    var habits: [HabitID] = []
    if let best = ConsistencyInsights.highest(rates) {
      detail += " Most consistent: \"\(best.habit.name)\" (\(best.rate.percentText))."
      habits = [best.habit.id]
    }
    let noun = done == 1 ? "completion" : "completions"
    return Insight(
      kind: .weekComparison, title: InsightKind.weekComparison.title(calm: false),
      text: "\(done) \(noun) so far this week, \(compared) by this point last week.",
      detail: detail, value: change, habitIDs: habits,
      bars: [
        InsightBar(label: "This week", rate: this),
        InsightBar(label: "Last week", rate: input.activeRate(in: lastWeek)),
      ])
  }
}

/// This week so far against last week up to the same weekday:
/// completions, success rate and the most consistent habit. Not shown in calm mode (no
/// comparisons).
enum WeekComparisonInsight {
  static func make(_ input: StatisticsInput) -> Insight? {
    let start = input.today.startOfWeek(firstWeekday: input.settings.firstWeekday)
    let thisWeek = start...input.today
    let lastWeek = start.adding(days: -7)...input.today.adding(days: -7)
    var this = Rate.zero
    var last = Rate.zero
    var rates: [HabitRate] = []
    for index in input.active {
      let rate = input.days[index].rate(in: thisWeek)
      this += rate
      last += input.days[index].rate(in: lastWeek)
      if !rate.isEmpty { rates.append(HabitRate(habit: input.logs[index].habit, rate: rate)) }
    }
    guard !this.isEmpty, !last.isEmpty else { return nil }
    let change = this.done - last.done
    let compared: String
    switch change {
    case 0: compared = "the same as"
    case 1...: compared = "\(change) more than"
    default: compared = "\(-change) fewer than"
    }
    let points = this.percent - last.percent
    let rateChange: String
    switch points {
    case 0: rateChange = "the same as last week"
    case 1...: rateChange = "up \(points)% from last week"
    default: rateChange = "down \(-points)% from last week"
    }
    var detail = "Your success rate is \(this.percentText), \(rateChange)."
    var habits: [HabitID] = []
    if let best = ConsistencyInsights.highest(rates) {
      detail += " Most consistent: \"\(best.habit.name)\" (\(best.rate.percentText))."
      habits = [best.habit.id]
    }
    let noun = this.done == 1 ? "completion" : "completions"
    return Insight(
      kind: .weekComparison, title: InsightKind.weekComparison.title(calm: false),
      text:
        "\(this.done) \(noun) so far this week, \(compared) by this point last week.",
      detail: detail, value: change, habitIDs: habits,
      bars: [
        InsightBar(label: "This week", rate: this), InsightBar(label: "Last week", rate: last),
      ])
  }
}

import RippleCore

/// `ripple stats`: the Statistics overview and each habit's performance for a range.
struct StatsText {
  var style: TerminalStyle
  var settings: Settings

  func render(_ report: StatisticsReport) -> String {
    let overview = report.overview
    let period = overview.period
    let dash = style.glyphs.rangeDash
    let separator = " \(style.glyphs.separator) "
    let elapsed = period.elapsed
    var lines = [
      style.bold(
        "Statistics\(separator)\(period.range.title) (\(elapsed.lowerBound.shortTitle) \(dash) \(elapsed.upperBound.shortTitle))"
      ).text, "",
    ]
    var rate = "\(overview.rate.percentText) (\(overview.rate.daysText))"
    if let trend = overview.trend { rate += separator + trend.text }
    var summary: [[Styled]] = [[style.dim("Completion"), Styled(rate)]]
    if let streak = overview.streak {
      summary.append([
        style.dim("Perfect days"),
        Styled("\(streak.current) in a row (best \(streak.longest))"),
      ])
    }
    let totals = overview.totals
    summary.append([
      style.dim("Habits"),
      Styled(
        "\(totals.active) active, \(totals.archived) archived\(separator)\(totals.completions) completions \(period.phrase)"
      ),
    ])
    lines += TextTable.render(summary)
    guard !report.habits.isEmpty else {
      return (lines + ["", "You have no active habits. Add one with: ripple add NAME"])
        .joined(separator: "\n")
    }
    lines.append("")
    let header = ["", "HABIT", "RATE", "DAYS", "STREAK", "STRENGTH", "CONSISTENCY"]
    lines += TextTable.render([header.map { style.dim($0) }] + report.habits.map(row))
    return lines.joined(separator: "\n")
  }

  func row(_ statistics: HabitStatistics) -> [Styled] {
    let habit = statistics.habit
    var streak = ""
    if let status = statistics.streak {
      streak =
        StreakText.count(status.current, unit: status.unit) + " (best \(status.longest))"
    }
    var consistency = Percent.oneDecimal(statistics.consistency.daysPerWeek) + " days/week"
    if let grade = statistics.consistency.grade {
      consistency = "\(grade.rawValue)  " + consistency
    }
    return [
      style.paint(style.glyphs.done, habit.color), Styled(habit.name),
      Styled(statistics.rate.isEmpty ? style.glyphs.rangeDash : statistics.rate.percentText),
      Styled(statistics.rate.daysText), Styled(streak),
      Styled(Percent.text(statistics.strength)), Styled(consistency),
    ]
  }
}

extension Weekday {
  /// "Tuesdays".
  public var pluralName: String { name + "s" }
}

/// "You're most consistent on Tuesdays (85%) and least on Sundays (42%)."
enum DayOfWeekInsight {
  /// A weekday counts once it had something due on this many dates in the period.
  static let minimumDates = 2

  static func make(_ daily: [DayRate], firstWeekday: Weekday) -> Insight? {
    var rates = [Rate](repeating: .zero, count: 7)
    var dates = [Int](repeating: 0, count: 7)
    for entry in daily where !entry.rate.isEmpty {
      let weekday = entry.day.weekday.rawValue
      rates[weekday] += entry.rate
      dates[weekday] += 1
    }
    let weekdays = Weekday.ordered(startingOn: firstWeekday).filter {
      dates[$0.rawValue] >= minimumDates
    }
    guard weekdays.count >= 2 else { return nil }
    var best = weekdays[0]
    var worst = weekdays[0]
    for weekday in weekdays.dropFirst() {
      if rates[best.rawValue].isLower(than: rates[weekday.rawValue]) { best = weekday }
      if rates[weekday.rawValue].isLower(than: rates[worst.rawValue]) { worst = weekday }
    }
    let high = rates[best.rawValue]
    let low = rates[worst.rawValue]
    guard high.percent > low.percent else { return nil }
    return Insight(
      kind: .dayOfWeek, title: InsightKind.dayOfWeek.title(calm: true),
      text:
        "You're most consistent on \(best.pluralName) (\(high.percentText)) and least on \(worst.pluralName) (\(low.percentText)).",
      bars: weekdays.map { InsightBar(label: $0.name, rate: rates[$0.rawValue]) })
  }
}

extension Schedule {
  /// How the schedule reads on a card: "Daily", "3x per week", "Every 2 days", "Mon, Wed, Fri",
  /// "3 times in 10 days", "Monthly: 1, 15".
  public func text(firstWeekday: Weekday = .monday) -> String {
    switch self {
    case .daily:
      return "Daily"
    case .weekdays(let set):
      if set == .all { return "Daily" }
      if set == WeekdaySet([.monday, .tuesday, .wednesday, .thursday, .friday]) {
        return "Weekdays"
      }
      if set == WeekdaySet([.saturday, .sunday]) { return "Weekends" }
      return Weekday.ordered(startingOn: firstWeekday).filter(set.contains)
        .map { $0.shortName }.joined(separator: ", ")
    case .timesPerWeek(let times):
      return "\(times)x per week"
    case .everyNDays(let every, _):
      return every == 1 ? "Daily" : "Every \(every) days"
    case .timesInDays(let times, let days):
      return "\(times) \(times == 1 ? "time" : "times") in \(days) days"
    case .monthDays(let days):
      return "Monthly: " + days.sorted().map(String.init).joined(separator: ", ")
    }
  }
}

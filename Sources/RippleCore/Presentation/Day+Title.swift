extension Day {
  static let monthShortNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// "Jan 24".
  public var shortTitle: String {
    Day.monthShortNames[month - 1] + " \(dayOfMonth)"
  }

  /// "Thursday, Oct 18", as the Today header shows it.
  public var longTitle: String {
    weekday.name + ", " + shortTitle
  }

  /// "Today", "Tomorrow", the weekday within the coming week ("Friday"), else "Dec 1".
  public func relativeTitle(today: Day) -> String {
    let ahead = today.distance(to: self)
    switch ahead {
    case 0: return "Today"
    case 1: return "Tomorrow"
    case 2...6: return weekday.name
    default: return shortTitle
    }
  }
}

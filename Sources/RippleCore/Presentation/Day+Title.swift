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
}

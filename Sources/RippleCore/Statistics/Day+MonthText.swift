extension Day {
  /// "Dec 21"; "Jan 3, 2027" when the year is not `referenceYear`.
  public func monthDayText(referenceYear: Int? = nil) -> String {
    let (year, month, day) = civil
    let names = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    let text = "\(names[month - 1]) \(day)"
    guard let referenceYear, referenceYear != year else { return text }
    return text + ", \(year)"
  }
}

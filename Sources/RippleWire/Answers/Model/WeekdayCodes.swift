import RippleCore

extension WeekdaySet {
  /// The days' codes, Monday first, as the API and backups write them.
  var wireCodes: [String] {
    Weekday.ordered(startingOn: .monday).filter { contains($0) }.map { $0.code }
  }
}

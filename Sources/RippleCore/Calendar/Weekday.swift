/// A day of the week; raw values follow the common 0 = Sunday … 6 = Saturday numbering.
public enum Weekday: Int, CaseIterable, Sendable, Comparable {
  case sunday = 0, monday, tuesday, wednesday, thursday, friday, saturday

  public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }

  public var shortName: String {
    ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][rawValue]
  }

  public var name: String {
    ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][rawValue]
  }

  /// Lower-case three-letter code, as used in the CLI and the API (`mon`, `tue`, …).
  public var code: String { shortName.lowercased() }

  public init?(code: String) {
    guard let match = Weekday.allCases.first(where: { $0.code == code.lowercased() }) else {
      return nil
    }
    self = match
  }

  /// The weekdays in display order for a week that starts on `first`.
  public static func ordered(startingOn first: Weekday) -> [Weekday] {
    (0..<7).map { Weekday(rawValue: (first.rawValue + $0) % 7)! }
  }
}

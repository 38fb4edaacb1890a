/// A civil date in the user's calendar, stored as days since 1970-01-01.
///
/// Days carry no time zone: converting an instant into a `Day` happens at the edges
/// (see `UserClock`), so everything in the engine is deterministic.
public struct Day: Hashable, Comparable, Sendable {
  public var daysSinceEpoch: Int

  public init(daysSinceEpoch: Int) {
    self.daysSinceEpoch = daysSinceEpoch
  }

  /// Creates the day for a proleptic Gregorian date, or fails when the date does not exist.
  public init(year: Int, month: Int, day: Int) throws(DayError) {
    guard (1...12).contains(month) else { throw .invalidDate(year: year, month: month, day: day) }
    guard (1...Day.length(ofMonth: month, year: year)).contains(day) else {
      throw .invalidDate(year: year, month: month, day: day)
    }
    self.daysSinceEpoch = Day.daysFromCivil(year: year, month: month, day: day)
  }

  public static func < (lhs: Day, rhs: Day) -> Bool {
    lhs.daysSinceEpoch < rhs.daysSinceEpoch
  }

  public func adding(days: Int) -> Day {
    Day(daysSinceEpoch: daysSinceEpoch + days)
  }

  /// Whole days from `self` to `other` (positive when `other` is later).
  public func distance(to other: Day) -> Int {
    other.daysSinceEpoch - daysSinceEpoch
  }

  public var year: Int { civil.year }
  public var month: Int { civil.month }
  public var dayOfMonth: Int { civil.day }

  public var civil: (year: Int, month: Int, day: Int) {
    Day.civilFromDays(daysSinceEpoch)
  }

  public var weekday: Weekday {
    // 1970-01-01 was a Thursday.
    let index = ((daysSinceEpoch % 7) + 7 + 4) % 7
    return Weekday(rawValue: index)!
  }

  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  public static func length(ofMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  // Howard Hinnant's days_from_civil / civil_from_days algorithms.
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let shiftedMonth = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }
}

extension Day: Strideable {
  public func advanced(by n: Int) -> Day { adding(days: n) }
}

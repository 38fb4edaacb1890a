/// Where an instant falls in the user's own calendar.
public struct UserMoment: Hashable, Sendable {
  /// The user's day, after applying the day-start hour.
  public var day: Day
  /// Minutes since local midnight on the wall clock (0..<1440).
  public var minuteOfDay: Int
  /// Minutes since the user's day began (0..<1440), counting from the day-start hour.
  public var minutesIntoDay: Int

  public init(day: Day, minuteOfDay: Int, minutesIntoDay: Int) {
    self.day = day
    self.minuteOfDay = minuteOfDay
    self.minutesIntoDay = minutesIntoDay
  }

  /// Whole hours left until the user's day ends, rounded up (1…24).
  public var hoursLeftInDay: Int {
    let minutesLeft = 1440 - minutesIntoDay
    return (minutesLeft + 59) / 60
  }
}

/// Converts instants into the user's days; the UTC offset in force at the instant is an input,
/// so time zone rules (DST) stay at the edges.
public enum UserClock {
  /// - Parameters:
  ///   - unixSeconds: the instant, as seconds since 1970-01-01T00:00:00Z.
  ///   - utcOffsetSeconds: the offset from UTC in force at that instant (e.g. +3600 for CET).
  ///   - dayStartHour: the hour (0–23) at which the user's day begins; a check-in at 01:30 with
  ///     day start 03:00 belongs to the previous day.
  public static func moment(
    unixSeconds: Int64, utcOffsetSeconds: Int, dayStartHour: Int = 0
  )
    -> UserMoment
  {
    let local = unixSeconds + Int64(utcOffsetSeconds)
    let (days, seconds) = floorDivision(local, 86_400)
    let minuteOfDay = Int(seconds / 60)
    let startMinute = max(0, min(23, dayStartHour)) * 60
    let wallDay = Day(daysSinceEpoch: Int(days))
    if minuteOfDay < startMinute {
      return UserMoment(
        day: wallDay.adding(days: -1), minuteOfDay: minuteOfDay,
        minutesIntoDay: minuteOfDay + 1440 - startMinute)
    }
    return UserMoment(
      day: wallDay, minuteOfDay: minuteOfDay, minutesIntoDay: minuteOfDay - startMinute)
  }

  public static func day(unixSeconds: Int64, utcOffsetSeconds: Int, dayStartHour: Int = 0) -> Day {
    moment(unixSeconds: unixSeconds, utcOffsetSeconds: utcOffsetSeconds, dayStartHour: dayStartHour)
      .day
  }

  static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
    var quotient = value / divisor
    var remainder = value % divisor
    if remainder < 0 {
      quotient -= 1
      remainder += divisor
    }
    return (quotient, remainder)
  }
}

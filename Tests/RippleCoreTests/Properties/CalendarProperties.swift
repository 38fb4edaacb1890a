import Foundation
import PropertyBased
import RippleCore
import Testing

@Suite struct CalendarProperties {
  private static let first = day("1900-01-01").daysSinceEpoch
  private static let last = day("2200-12-31").daysSinceEpoch

  @Test func civilDateRoundTrips() async {
    await propertyCheck(
      count: 500, input: Gen.int(in: 1900...2200), Gen.int(in: 1...12), Gen.int(in: 1...31)
    ) { year, month, dayOfMonth in
      let dayOfMonth = min(dayOfMonth, Day.length(ofMonth: month, year: year))
      let made = try Day(year: year, month: month, day: dayOfMonth)
      #expect(made.year == year && made.month == month && made.dayOfMonth == dayOfMonth)
      let parsed = try Day(parsing: made.text)
      #expect(parsed == made)
    }
  }

  @Test func daysRoundTrip() async {
    await propertyCheck(count: 500, input: Gen.int(in: Self.first...Self.last)) { number in
      let made = Day(daysSinceEpoch: number)
      let (year, month, dayOfMonth) = made.civil
      let back = try Day(year: year, month: month, day: dayOfMonth)
      #expect(back == made)
      #expect(made.adding(days: 1).weekday.rawValue == (made.weekday.rawValue + 1) % 7)
    }
  }

  @Test func everyDayFrom1900To2200FollowsTheDayBefore() throws {
    var previous = Day(daysSinceEpoch: Self.first - 1).civil
    for number in Self.first...Self.last {
      let (year, month, dayOfMonth) = Day(daysSinceEpoch: number).civil
      if dayOfMonth == 1 {
        #expect(previous.day == Day.length(ofMonth: previous.month, year: previous.year))
        #expect(month == previous.month % 12 + 1)
        #expect(year == previous.year + (month == 1 ? 1 : 0))
      } else {
        #expect(
          year == previous.year && month == previous.month && dayOfMonth == previous.day + 1)
      }
      previous = (year, month, dayOfMonth)
    }
  }

  @Test func theWeekHoldsSevenConsecutiveDaysWithTheDay() async {
    await propertyCheck(
      count: 500, input: Gen.int(in: Self.first...Self.last), Gen<Weekday>.case
    ) { number, firstWeekday in
      let made = Day(daysSinceEpoch: number)
      let week = made.week(firstWeekday: firstWeekday)
      #expect(week.count == 7)
      #expect(week.contains(made))
      #expect(week.first?.weekday == firstWeekday)
      #expect(zip(week, week.dropFirst()).allSatisfy { $0.adding(days: 1) == $1 })
      #expect(made.monthRange.contains(made))
    }
  }

  /// The local wall-clock time decides the day, whatever the UTC offset: the same wall time on
  /// both sides of a DST change (or any other offset change) lands on the same day.
  @Test func wallClockDecidesTheDayAcrossOffsetChanges() async {
    let quarterHours = Gen.int(in: -48...56)  // UTC−12:00 … UTC+14:00
    let shifts = Gen.int(in: 0...3).map { [-3600, -1800, 1800, 3600][$0] }
    await propertyCheck(
      count: 1000, input: Gen.int(in: Self.first...Self.last), Gen.int(in: 0..<1440),
      quarterHours, shifts, Gen.int(in: 0...23)
    ) { number, minute, quarter, shift, dayStart in
      let wallDay = Day(daysSinceEpoch: number)
      let expected = minute < dayStart * 60 ? wallDay.adding(days: -1) : wallDay
      for offset in [quarter * 900, quarter * 900 + shift] {
        let instant = Int64(number) * 86_400 + Int64(minute * 60 - offset)
        let moment = UserClock.moment(
          unixSeconds: instant, utcOffsetSeconds: offset, dayStartHour: dayStart)
        #expect(moment.day == expected)
        #expect(moment.minuteOfDay == minute)
        #expect((0..<1440).contains(moment.minutesIntoDay))
      }
    }
  }

  /// Real time zones with DST (some with 30-minute changes or odd offsets), checked against
  /// Foundation's calendar.
  @Test func instantsInRealTimeZones() async throws {
    let zones = [
      "Europe/Berlin", "America/New_York", "America/St_Johns", "Australia/Lord_Howe",
      "Pacific/Chatham", "America/Santiago", "Asia/Kathmandu", "Pacific/Kiritimati",
      "Pacific/Pago_Pago", "Europe/London", "Australia/Sydney", "Asia/Tehran",
    ].map { TimeZone(identifier: $0)! }
    // 1970 … 2100, in seconds; DST transitions happen at night, so also aim at them directly.
    await propertyCheck(
      count: 2000, input: Gen.int(in: 0..<zones.count), Gen.int64(in: 0...4_102_444_800),
      Gen.int(in: 0...23)
    ) { zoneIndex, seconds, dayStart in
      let zone = zones[zoneIndex]
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      let date = Date(timeIntervalSince1970: TimeInterval(seconds))
      let offset = zone.secondsFromGMT(for: date)
      let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
      var expected = try Day(year: parts.year!, month: parts.month!, day: parts.day!)
      if parts.hour! < dayStart { expected = expected.adding(days: -1) }
      let moment = UserClock.moment(
        unixSeconds: seconds, utcOffsetSeconds: offset, dayStartHour: dayStart)
      #expect(moment.day == expected, "\(zone.identifier) \(date)")
      #expect(moment.minuteOfDay == parts.hour! * 60 + parts.minute!)
    }
  }

  @Test func aroundEveryDSTChangeOfBerlinAndLordHowe() throws {
    for name in ["Europe/Berlin", "Australia/Lord_Howe", "America/Santiago"] {
      let zone = TimeZone(identifier: name)!
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      var date = Date(timeIntervalSince1970: 946_684_800)  // 2000-01-01
      for _ in 0..<60 {
        guard let change = zone.nextDaylightSavingTimeTransition(after: date) else { break }
        for delta in [-3601, -1801, -61, -1, 0, 1, 59, 1799, 3599, 3600, 7200] {
          let instant = change.addingTimeInterval(TimeInterval(delta))
          let offset = zone.secondsFromGMT(for: instant)
          let parts = calendar.dateComponents([.year, .month, .day], from: instant)
          let expected = try Day(year: parts.year!, month: parts.month!, day: parts.day!)
          let actual = UserClock.day(
            unixSeconds: Int64(instant.timeIntervalSince1970), utcOffsetSeconds: offset)
          #expect(actual == expected, "\(name) \(instant)")
        }
        date = change
      }
    }
  }
}

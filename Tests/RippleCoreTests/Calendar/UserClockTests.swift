import RippleCore
import Testing

@Suite struct UserClockTests {
  private func assertMoment(
    _ wall: String, hour: Int, minute: Int = 0, utcOffset: Int = 0, dayStart: Int = 0,
    day expected: String, minutesIntoDay: Int, hoursLeft: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let instant = unixSeconds(day(wall), hour: hour, minute: minute, utcOffset: utcOffset)
    let moment = UserClock.moment(
      unixSeconds: instant, utcOffsetSeconds: utcOffset, dayStartHour: dayStart)
    #expect(moment.day == day(expected), sourceLocation: sourceLocation)
    #expect(moment.minuteOfDay == hour * 60 + minute, sourceLocation: sourceLocation)
    #expect(moment.minutesIntoDay == minutesIntoDay, sourceLocation: sourceLocation)
    #expect(moment.hoursLeftInDay == hoursLeft, sourceLocation: sourceLocation)
    #expect(
      UserClock.day(unixSeconds: instant, utcOffsetSeconds: utcOffset, dayStartHour: dayStart)
        == day(expected), sourceLocation: sourceLocation)
  }

  @Test func dayStartHourMovesLateNightsToYesterday() {
    // Midnight rollover, and 2 am logs count for yesterday.
    assertMoment(
      "2026-03-02", hour: 1, minute: 30, dayStart: 3, day: "2026-03-01", minutesIntoDay: 1350,
      hoursLeft: 2)
    assertMoment(
      "2026-03-02", hour: 2, minute: 59, dayStart: 3, day: "2026-03-01", minutesIntoDay: 1439,
      hoursLeft: 1)
    assertMoment(
      "2026-03-02", hour: 3, dayStart: 3, day: "2026-03-02", minutesIntoDay: 0, hoursLeft: 24)
    assertMoment(
      "2026-03-02", hour: 1, minute: 30, dayStart: 0, day: "2026-03-02", minutesIntoDay: 90,
      hoursLeft: 23)
    assertMoment(
      "2026-03-01", hour: 0, dayStart: 3, day: "2026-02-28", minutesIntoDay: 1260, hoursLeft: 3)
    // A log at 2 am counts for yesterday.
    assertMoment(
      "2026-03-02", hour: 2, dayStart: 3, day: "2026-03-01", minutesIntoDay: 1380, hoursLeft: 1)
    // "Allow retroactive logging for previous day until 8 AM" (a day starting at 08:00).
    assertMoment(
      "2026-03-02", hour: 7, minute: 59, dayStart: 8, day: "2026-03-01", minutesIntoDay: 1439,
      hoursLeft: 1)
    assertMoment(
      "2026-03-02", hour: 8, dayStart: 8, day: "2026-03-02", minutesIntoDay: 0, hoursLeft: 24)
  }

  @Test func hoursLeftRoundUp() {
    // "Complete today's reflection in the next 4 hours".
    assertMoment("2026-03-02", hour: 20, day: "2026-03-02", minutesIntoDay: 1200, hoursLeft: 4)
    assertMoment(
      "2026-03-02", hour: 20, minute: 1, day: "2026-03-02", minutesIntoDay: 1201, hoursLeft: 4)
    assertMoment(
      "2026-03-02", hour: 23, minute: 59, day: "2026-03-02", minutesIntoDay: 1439, hoursLeft: 1)
    assertMoment("2026-03-02", hour: 0, day: "2026-03-02", minutesIntoDay: 0, hoursLeft: 24)
  }

  @Test func offsetsPlaceTheWallClockInTheRightDay() {
    // 2026-03-02T23:30Z is already 3 March in Berlin (+01:00) and still 2 March in New York.
    let instant = unixSeconds(day("2026-03-02"), hour: 23, minute: 30)
    let cases: [(offset: Int, day: String, minute: Int)] = [
      (0, "2026-03-02", 1410),
      (3600, "2026-03-03", 30),
      (-5 * 3600, "2026-03-02", 1110),
      (19_800, "2026-03-03", 300),  // India, +05:30
      (20_700, "2026-03-03", 315),  // Nepal, +05:45
      (14 * 3600, "2026-03-03", 810),  // Kiritimati, +14:00
      (-12 * 3600, "2026-03-02", 690),
      (-(9 * 3600 + 1800), "2026-03-02", 840),  // Marquesas, −09:30
    ]
    for (offset, expected, minute) in cases {
      let moment = UserClock.moment(unixSeconds: instant, utcOffsetSeconds: offset)
      #expect(moment.day == day(expected), "offset \(offset)")
      #expect(moment.minuteOfDay == minute, "offset \(offset)")
    }
  }

  @Test func instantsBefore1970() {
    let moment = UserClock.moment(unixSeconds: -1, utcOffsetSeconds: 0)
    #expect(moment.day == day("1969-12-31"))
    #expect(moment.minuteOfDay == 1439)
    #expect(UserClock.day(unixSeconds: -86_400 * 365, utcOffsetSeconds: 0) == day("1969-01-01"))
  }

  @Test func dayStartHourIsClamped() {
    let instant = unixSeconds(day("2026-03-02"), hour: 23, minute: 30)
    #expect(
      UserClock.day(unixSeconds: instant, utcOffsetSeconds: 0, dayStartHour: 30)
        == day("2026-03-02"))
    #expect(
      UserClock.day(unixSeconds: instant, utcOffsetSeconds: 0, dayStartHour: -4)
        == day("2026-03-02"))
  }
}
